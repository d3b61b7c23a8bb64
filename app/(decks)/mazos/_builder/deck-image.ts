// "Descargar imagen": the deck list drawn on a canvas in the browser and saved as a PNG — a
// picture to post where text lists get mangled. The column layout is a pure function; only
// renderDeckImage touches the DOM.
import type { DeckGroup } from './deck-groups'

export const IMAGE_WIDTH = 1200
const PADDING = 48
const HEADER_HEIGHT = 170
const GROUP_GAP = 18
const GROUP_TITLE = 34
const ROW = 30
const FOOTER = 56

export type PlacedGroup = { group: DeckGroup; column: number; y: number }

/** Height a group takes in a column. */
const groupHeight = (g: DeckGroup) => GROUP_TITLE + g.rows.length * ROW + GROUP_GAP

/**
 * Spreads whole groups over `columns` columns in reading order, opening the next column once the
 * current one reaches an even share of the total height. Returns positions relative to the
 * list's top and the height of the tallest column.
 */
export function layoutColumns(groups: readonly DeckGroup[], columns: number): { placed: PlacedGroup[]; height: number } {
  const total = groups.reduce((h, g) => h + groupHeight(g), 0)
  const share = total / columns
  const heights = Array.from({ length: columns }, () => 0)
  const placed: PlacedGroup[] = []
  let column = 0
  for (const group of groups) {
    const h = groupHeight(group)
    const current = heights[column] ?? 0
    // Move on when this column already holds its share, or when the group fits the share better next door.
    if (column < columns - 1 && current > 0 && (current >= share || current + h / 2 > share)) column++
    placed.push({ group, column, y: heights[column] ?? 0 })
    heights[column] = (heights[column] ?? 0) + h
  }
  return { placed, height: Math.max(0, ...heights) }
}

export type DeckImageInput = {
  title: string
  /** Short lines under the title: relic, starting Dalma, count. */
  facts: string[]
  legal: boolean
  groups: DeckGroup[]
  footer: string
}

function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text
  let cut = text
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

const FONT = 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif'

/** Draws the deck and resolves with the PNG, or null if the browser cannot make one. */
export function renderDeckImage(input: DeckImageInput): Promise<Blob | null> {
  const columns = input.groups.length > 8 ? 3 : input.groups.length > 3 ? 2 : Math.max(1, Math.min(2, input.groups.length))
  const { placed, height: listHeight } = layoutColumns(input.groups, columns)
  const height = HEADER_HEIGHT + PADDING + listHeight + FOOTER
  const canvas = document.createElement('canvas')
  canvas.width = IMAGE_WIDTH
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) return Promise.resolve(null)

  ctx.fillStyle = '#faf7f0'
  ctx.fillRect(0, 0, IMAGE_WIDTH, height)
  ctx.fillStyle = '#3b2a14'
  ctx.fillRect(0, 0, IMAGE_WIDTH, HEADER_HEIGHT)
  ctx.fillStyle = '#8a4b08'
  ctx.fillRect(0, HEADER_HEIGHT - 6, IMAGE_WIDTH, 6)

  ctx.textBaseline = 'top'
  const badge = input.legal ? 'Mazo legal' : 'Mazo no legal'
  ctx.font = `700 24px ${FONT}`
  const badgeWidth = ctx.measureText(badge).width + 32
  ctx.fillStyle = '#fdf6e3'
  ctx.font = `800 44px ${FONT}`
  ctx.fillText(fit(ctx, input.title, IMAGE_WIDTH - PADDING * 2 - badgeWidth - 24), PADDING, 32)
  ctx.font = `500 24px ${FONT}`
  ctx.fillStyle = '#f1e4c8'
  ctx.fillText(fit(ctx, input.facts.join('  ·  '), IMAGE_WIDTH - PADDING * 2), PADDING, 98)

  ctx.fillStyle = input.legal ? '#1f6b3a' : '#a1261b'
  const bx = IMAGE_WIDTH - PADDING - badgeWidth
  ctx.beginPath()
  ctx.roundRect(bx, 36, badgeWidth, 40, 20)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.font = `700 24px ${FONT}`
  ctx.fillText(badge, bx + 16, 44)

  const columnWidth = (IMAGE_WIDTH - PADDING * 2 - (columns - 1) * 32) / columns
  const top = HEADER_HEIGHT + PADDING / 2
  for (const { group, column, y } of placed) {
    const x = PADDING + column * (columnWidth + 32)
    ctx.fillStyle = '#8a4b08'
    ctx.font = `800 24px ${FONT}`
    ctx.fillText(fit(ctx, `${group.label} (${group.count})`, columnWidth), x, top + y)
    ctx.font = `400 22px ${FONT}`
    group.rows.forEach((row, i) => {
      const ry = top + y + GROUP_TITLE + i * ROW
      ctx.fillStyle = '#1f1a14'
      ctx.font = `700 22px ${FONT}`
      ctx.fillText(String(row.count), x, ry)
      ctx.font = `400 22px ${FONT}`
      ctx.fillText(fit(ctx, row.name, columnWidth - 40), x + 40, ry)
    })
  }

  ctx.fillStyle = '#5a5046'
  ctx.font = `400 20px ${FONT}`
  ctx.fillText(fit(ctx, input.footer, IMAGE_WIDTH - PADDING * 2), PADDING, height - FOOTER + 16)

  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'))
}
