// /cartas's first HTML carries only the first tiles as elements; the rest of the catalogue comes in the same list
// inside a <noscript>, which a browser running scripts reads as one run of text (no elements, no style, no
// layout) and a browser without scripts shows as it is. Parsing and laying out all 143 tiles at once was the
// longest task of the page's load (issue 28); the browser adds the held tiles a few at a time at idle moments,
// each slice a short task, until the list is whole again.
import { whenIdle } from '@/app/_components/when-idle'

/** Tiles rendered as elements in the server's HTML: a desktop's first screen of them, several phone screens. */
export const FIRST_TILES = 24
/** Tiles added per idle task: about 2 ms of parsing and style on this host, well under 50 ms at 4× slowdown. */
export const TILES_PER_SLICE = 12

/** The markup of each `<li>…</li>` in a run of list items (a tile holds no list item of its own). */
export function splitTiles(html: string): string[] {
  const tiles: string[] = []
  let from = 0
  for (;;) {
    const start = html.indexOf('<li', from)
    if (start < 0) return tiles
    const end = html.indexOf('</li>', start)
    if (end < 0) return tiles
    tiles.push(html.slice(start, end + '</li>'.length))
    from = end + '</li>'.length
  }
}

/** Groups the tiles into slices of `perSlice`, each slice one string of markup. */
export function slices(tiles: readonly string[], perSlice: number): string[] {
  const out: string[] = []
  for (let i = 0; i < tiles.length; i += perSlice) out.push(tiles.slice(i, i + perSlice).join(''))
  return out
}

// The slices not yet added, per list: an effect stopped and run again (React's strict mode does) resumes them.
const held = new WeakMap<HTMLElement, string[]>()

/**
 * Moves the tiles held in `list`'s <noscript> into the list, one slice per idle moment, in order. Returns what
 * stops it (the reader searched: the client renders the list from then on).
 */
export function releaseHeldTiles(list: HTMLElement): () => void {
  let pending = held.get(list)
  if (pending === undefined) {
    const holder = list.querySelector(':scope > noscript')
    if (holder === null) return () => {}
    pending = slices(splitTiles(holder.textContent ?? ''), TILES_PER_SLICE)
    held.set(list, pending)
    // Gone at once: a list holds list items only (axe's rule), and nothing reads it twice.
    holder.remove()
  }
  const queue = pending
  let cancel = () => {}
  const next = () => {
    const slice = queue.shift()
    if (slice === undefined) return
    list.insertAdjacentHTML('beforeend', slice)
    cancel = whenIdle(next, { timeout: 1000, fallbackMs: 50 })
  }
  cancel = whenIdle(next, { timeout: 1000, fallbackMs: 50 })
  return () => cancel()
}
