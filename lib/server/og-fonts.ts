// The fonts preview images draw with (issue 28): Noto Sans (Latin, Latin Extended, Greek, Cyrillic, Vietnamese,
// Devanagari) and Noto Sans Symbols 2, from the @fontsource packages (SIL Open Font License 1.1), read from
// node_modules: nothing is fetched. next/og fetches a font from a web font service, or an emoji from a CDN, for any
// character its fonts lack, while it answers (a server without outbound internet answered 500; every other server
// called out on an anonymous GET). So text is made safe first: every character the fonts cannot draw becomes
// FALLBACK_GLYPH, which they can, and next/og never has anything to fetch.
//
// Left out on purpose: CJK (a Noto Sans CJK package is 70 MB), and right-to-left scripts and emoji (next/og's
// renderer neither shapes Arabic nor lays out right-to-left text, and colour emoji come only from a CDN): those show
// the fallback glyph.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

/** Drawn in place of a character no font has: U+FFFD, the replacement character, which Noto Sans has. */
export const FALLBACK_GLYPH = '\uFFFD'

/** The font files, in the order a character is looked for in them (as next/og looks). */
const FONT_FILES: { name: string; file: string }[] = [
  ...['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese', 'devanagari'].map((subset) => ({
    name: `noto-sans-${subset}`, file: `@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`,
  })),
  ...['symbols', 'math', 'latin'].map((subset) => ({
    name: `noto-sans-symbols-2-${subset}`, file: `@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-${subset}-400-normal.woff`,
  })),
]

export type OgFont = { name: string; data: ArrayBuffer; weight: 400; style: 'normal' }

type Loaded = { fonts: OgFont[]; coverage: Set<number>[] }
let loaded: Loaded | null = null

/** node_modules of this checkout (the server runs from the repository root, as `npm start` does). */
const modulesDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules')

function load(): Loaded {
  if (loaded !== null) return loaded
  const fonts: OgFont[] = []
  const coverage: Set<number>[] = []
  for (const { name, file } of FONT_FILES) {
    const bytes = readFileSync(path.join(modulesDir(), file))
    fonts.push({ name, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, weight: 400, style: 'normal' })
    coverage.push(woffCoverage(bytes))
  }
  loaded = { fonts, coverage }
  return loaded
}

/** The fonts to hand to next/og's ImageResponse (`fonts`), read once. */
export function ogFonts(): OgFont[] {
  return load().fonts
}

/**
 * `text` with every grapheme the fonts cannot draw replaced by FALLBACK_GLYPH. A grapheme is drawable when the first
 * font holding its first character holds all of its characters: next/og draws a grapheme from one font, and fetches
 * when that font lacks any part of it. Text is composed first (NFC), so an accent typed apart joins its letter.
 */
export function drawableText(text: string): string {
  const { coverage } = load()
  let out = ''
  for (const { segment } of new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(text.normalize('NFC'))) {
    if (segment === '\n' || segment === ' ') { out += segment; continue }
    // Control characters draw nothing useful even where a font maps them.
    if (/[\u0000-\u001f\u007f-\u009f]/.test(segment)) { out += FALLBACK_GLYPH; continue }
    const points = [...segment].map((c) => c.codePointAt(0) as number)
    const font = coverage.find((set) => set.has(points[0] as number))
    out += font !== undefined && points.every((p) => font.has(p)) ? segment : FALLBACK_GLYPH
  }
  return out
}

// ---- reading which characters a WOFF font maps (its cmap table) ---------------------------------------------------

/** The code points a WOFF 1.0 font maps to a glyph other than .notdef. */
export function woffCoverage(woff: Uint8Array): Set<number> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error('no es una fuente WOFF')
  const tables = view.getUint16(12)
  for (let t = 0; t < tables; t++) {
    const entry = 44 + t * 20
    if (view.getUint32(entry) !== 0x636d6170) continue // 'cmap'
    const offset = view.getUint32(entry + 4)
    const compressed = view.getUint32(entry + 8)
    const original = view.getUint32(entry + 12)
    const raw = woff.subarray(offset, offset + compressed)
    const table = compressed < original ? inflateSync(raw) : raw
    return cmapCoverage(new DataView(table.buffer, table.byteOffset, table.byteLength))
  }
  throw new Error('la fuente no tiene tabla cmap')
}

function cmapCoverage(cmap: DataView): Set<number> {
  const records = cmap.getUint16(2)
  let format4: number | null = null
  for (let r = 0; r < records; r++) {
    const platform = cmap.getUint16(4 + r * 8)
    const encoding = cmap.getUint16(6 + r * 8)
    const offset = cmap.getUint32(8 + r * 8)
    const format = cmap.getUint16(offset)
    if (format === 12 && (platform === 3 || platform === 0)) return format12(cmap, offset)
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 = offset
  }
  if (format4 !== null) return format4Coverage(cmap, format4)
  throw new Error('la fuente no tiene una tabla cmap de formato 4 o 12')
}

function format12(cmap: DataView, at: number): Set<number> {
  const out = new Set<number>()
  const groups = cmap.getUint32(at + 12)
  for (let g = 0; g < groups; g++) {
    const start = cmap.getUint32(at + 16 + g * 12)
    const end = cmap.getUint32(at + 20 + g * 12)
    const glyph = cmap.getUint32(at + 24 + g * 12)
    for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c)
  }
  return out
}

function format4Coverage(cmap: DataView, at: number): Set<number> {
  const out = new Set<number>()
  const segments = cmap.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const end = cmap.getUint16(ends + s * 2)
    const start = cmap.getUint16(starts + s * 2)
    const delta = cmap.getInt16(deltas + s * 2)
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2)
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff
      else {
        const index = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2
        const raw = cmap.getUint16(index)
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) out.add(c)
    }
  }
  return out
}
