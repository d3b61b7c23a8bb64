// Share codes: a whole deck in one URL-safe word (base64url alphabet, no padding), e.g. for
// /mazos/compartir/<code>. Codes carry card ids, which never change, rather than catalogue
// positions, so a code made today still opens after cards are added or removed.
//
// Version 1, read as a stream of bits written six to a character:
//   "1"                         version prefix (one character, outside the bit stream)
//   flags                       has name (1 bit), has relic (1), starting Dalma: none/index/literal (2)
//   n                           number of distinct cards (varint)
//   n × card                    sorted by id; shared-prefix length with the previous id (varint),
//                               the rest of the id (prefix-coded symbols, END-terminated), copies − 1 (varint)
//   relic id                    if flagged (prefix-coded symbols)
//   starting Dalma              index among the cards (varint), or its id (prefix-coded symbols)
//   name                        if flagged: UTF-8 length (varint), then 8 bits per byte
//   zero bits to the character boundary, then 3 characters of CRC-16 over everything before
//
// Ids are written with a frozen prefix code (canonical Huffman, table V1_SYMBOLS below) over
// letters, '-', END, a digit escape (+4 bits), a raw-byte escape (+8 bits) and pieces that recur
// in Spanish card ids ("-de-", "hacedores", "kaalbhart"…). The lengths come from the letter and
// piece frequencies of the catalogue's ids when version 1 was made (about 3.2 bits per id
// character against 8 in plain text); ids coined later still encode, letter by letter. Sorting,
// shared prefixes and this code make a boxed 70-card deck (43–46 distinct cards) 400–480 characters.
// A decoded code must re-encode to itself, so every deck has exactly one code.
import { normalizeDeck, type Deck } from './model'

export const SHARE_CODE_VERSION = '1'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const CHECK_CHARS = 3

export type ShareCodeErrorCode = 'EMPTY' | 'UNKNOWN_VERSION' | 'BAD_CHARACTER' | 'CHECKSUM' | 'MALFORMED'
export type ShareCodeError = { code: ShareCodeErrorCode; message: string; position?: number }
export type ShareCodeDecode = { ok: true; deck: Deck } | { ok: false; error: ShareCodeError }

const END = '<END>'
const DIGIT = '<DIGIT>'
const RAW = '<RAW>'

/**
 * Version 1's code: symbols grouped by code length, canonical order within a group. FROZEN: any
 * change here changes every code; a new table needs a new version character.
 */
export const V1_SYMBOLS: readonly (readonly [number, readonly string[]])[] = [
  [3, [END, 'a']],
  [4, ['e', 'o', 'r', '-de-']],
  [5, ['c', 'd', 'i', 'l', 'n', 's', 't', '-']],
  [6, ['b', 'g', 'm', 'u']],
  [7, ['f', 'h', 'j', 'p', 'v', 'z']],
  [8, ['k', 'q', '-del-', '-de-los-', 'anillo', 'aradin', 'bahaluk', 'escudo', 'espada', 'galdoras', 'hacedores',
    'ishar', 'kaalbhart', 'mental', 'montanas', 'ordor', 'piedra', 'yabel']],
  [9, ['x', 'y', '-de-la-', '-de-las-', '-la-', '-el-', 'aman', 'arathan', 'arco', 'bebida', 'cuero', 'daga',
    'demoledor', 'emblema', 'espino', 'fuerza', 'furia', 'golpe', 'guardia', 'guardian', 'hacha', 'laberinto',
    'lanza', 'lider', 'luz', 'mandoble', 'maza', 'misal', 'oso', 'pendiente', 'pirata', 'pocion', 'rayo', 'rojo',
    'sombra']],
  [10, [RAW]],
  [11, ['w', DIGIT]],
]

type PrefixCode = {
  encode: Map<string, { code: number; length: number }>
  /** Pieces of text that have a symbol, by first character, longest first (the encoder takes the longest match). */
  pieces: Map<string, string[]>
  /** Per length (index): first code, and the symbols of that length in order. */
  decode: ({ first: number; symbols: readonly string[] } | undefined)[]
  maxLength: number
}

/** Canonical Huffman: codes of one length are consecutive, shorter codes come first. */
export function buildPrefixCode(groups: readonly (readonly [number, readonly string[]])[]): PrefixCode {
  const encode = new Map<string, { code: number; length: number }>()
  const decode: PrefixCode['decode'] = []
  let code = 0
  let previous = 0
  for (const [length, symbols] of groups) {
    code <<= length - previous
    previous = length
    decode[length] = { first: code, symbols }
    for (const symbol of symbols) encode.set(symbol, { code: code++, length })
  }
  const pieces = new Map<string, string[]>()
  for (const piece of [...encode.keys()].filter((k) => !k.startsWith('<')).sort((a, b) => b.length - a.length || (a < b ? -1 : 1))) {
    const first = piece[0] ?? ''
    pieces.set(first, [...(pieces.get(first) ?? []), piece])
  }
  return { encode, pieces, decode, maxLength: previous }
}

const V1 = buildPrefixCode(V1_SYMBOLS)
const START_NONE = 0
const START_INDEX = 1
const START_LITERAL = 2

class BitWriter {
  private readonly bits: number[] = []
  /** `width` ≤ 16: every field written is a symbol code, a byte, a digit or a varint group. */
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >>> i) & 1)
  }
  /** Little-endian groups of `dataBits`, each preceded by a "more follows" bit. */
  varint(value: number, dataBits: number): void {
    let rest = value
    do {
      const group = rest % 2 ** dataBits
      rest = Math.floor(rest / 2 ** dataBits)
      this.write(rest > 0 ? 1 : 0, 1)
      this.write(group, dataBits)
    } while (rest > 0)
  }
  chars(): string {
    let out = ''
    for (let i = 0; i < this.bits.length; i += 6) {
      let v = 0
      for (let j = 0; j < 6; j++) v = v * 2 + (this.bits[i + j] ?? 0)
      out += ALPHABET[v]
    }
    return out
  }
}

class Malformed extends Error {}

class BitReader {
  private position = 0
  constructor(private readonly bits: readonly number[]) {}
  get remaining(): number {
    return this.bits.length - this.position
  }
  read(width: number): number {
    if (this.position + width > this.bits.length) throw new Malformed('el código se acaba antes de tiempo')
    let v = 0
    for (let i = 0; i < width; i++) v = v * 2 + (this.bits[this.position++] ?? 0)
    return v
  }
  varint(dataBits: number): number {
    let value = 0
    let scale = 1
    for (;;) {
      const more = this.read(1)
      value += this.read(dataBits) * scale
      scale *= 2 ** dataBits
      if (more === 0) return value
      if (scale > 2 ** 40) throw new Malformed('un número no cabe')
    }
  }
  /** Whatever is left must be the zero bits up to the character boundary. */
  finish(): void {
    const rest = this.bits.slice(this.position)
    if (rest.length >= 6 || rest.some((b) => b !== 0)) throw new Malformed('sobran datos al final')
  }
}

const utf8 = new TextEncoder()
const fromUtf8 = new TextDecoder('utf-8', { fatal: true })

function writeSymbol(w: BitWriter, symbol: string): void {
  const entry = V1.encode.get(symbol)
  if (!entry) throw new Error(`símbolo sin código: ${symbol}`)
  w.write(entry.code, entry.length)
}

function writeId(w: BitWriter, text: string): void {
  let i = 0
  while (i < text.length) {
    const piece = V1.pieces.get(text[i] ?? '')?.find((p) => text.startsWith(p, i))
    if (piece) {
      writeSymbol(w, piece)
      i += piece.length
      continue
    }
    const ch = text[i] ?? ''
    if (ch >= '0' && ch <= '9') {
      writeSymbol(w, DIGIT)
      w.write(ch.charCodeAt(0) - 48, 4)
      i++
      continue
    }
    // Ids are slugs, but a code must never fail to encode: anything else goes byte by byte.
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0)
    for (const byte of utf8.encode(char)) {
      writeSymbol(w, RAW)
      w.write(byte, 8)
    }
    i += char.length
  }
  writeSymbol(w, END)
}

function readSymbol(r: BitReader): string {
  let code = 0
  for (let length = 1; length <= V1.maxLength; length++) {
    code = code * 2 + r.read(1)
    const group = V1.decode[length]
    if (group && code >= group.first && code - group.first < group.symbols.length) {
      return group.symbols[code - group.first] ?? END
    }
  }
  throw new Malformed('símbolo desconocido')
}

function readId(r: BitReader): string {
  let text = ''
  let raw: number[] = []
  // Raw bytes are gathered and decoded together: one character may take several.
  const flush = () => {
    if (raw.length === 0) return
    try {
      text += fromUtf8.decode(new Uint8Array(raw))
    } catch {
      throw new Malformed('texto UTF-8 roto')
    }
    raw = []
  }
  for (;;) {
    const symbol = readSymbol(r)
    if (symbol === RAW) {
      raw.push(r.read(8))
      continue
    }
    flush()
    if (symbol === END) return text
    if (symbol === DIGIT) {
      const d = r.read(4)
      if (d > 9) throw new Malformed('dígito imposible')
      text += String(d)
    } else text += symbol
  }
}

const sharedPrefix = (a: string, b: string): number => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/** CRC-16/CCITT-FALSE over the characters: catches every single changed character. */
function crc16(text: string): number {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

function checkChars(body: string): string {
  const crc = crc16(body)
  return [12, 6, 0].map((shift) => ALPHABET[(crc >> shift) & 63]).join('')
}

/** The share code of a deck. Decks equal after normalizeDeck get the same code. */
export function encodeShareCode(deck: Deck): string {
  const canonical = normalizeDeck(deck)
  const ids = canonical.entries.map((e) => e.cardId)
  const startIndex = canonical.startingDalmaId === null ? -1 : ids.indexOf(canonical.startingDalmaId)
  const startMode = canonical.startingDalmaId === null ? START_NONE : startIndex >= 0 ? START_INDEX : START_LITERAL
  const nameBytes = canonical.name ? utf8.encode(canonical.name) : undefined

  const w = new BitWriter()
  w.write(nameBytes ? 1 : 0, 1)
  w.write(canonical.relicId === null ? 0 : 1, 1)
  w.write(startMode, 2)
  w.varint(canonical.entries.length, 3)
  let previous = ''
  for (const { cardId, count } of canonical.entries) {
    const shared = sharedPrefix(previous, cardId)
    w.varint(shared, 3)
    writeId(w, cardId.slice(shared))
    w.varint(count - 1, 2)
    previous = cardId
  }
  if (canonical.relicId !== null) writeId(w, canonical.relicId)
  if (startMode === START_INDEX) w.varint(startIndex, 3)
  if (startMode === START_LITERAL && canonical.startingDalmaId !== null) writeId(w, canonical.startingDalmaId)
  if (nameBytes) {
    w.varint(nameBytes.length, 4)
    for (const byte of nameBytes) w.write(byte, 8)
  }
  const body = SHARE_CODE_VERSION + w.chars()
  return body + checkChars(body)
}

const fail = (code: ShareCodeErrorCode, message: string, position?: number): ShareCodeDecode =>
  ({ ok: false, error: { code, message, ...(position === undefined ? {} : { position }) } })

/**
 * Longest code accepted: a deck of 70 different cards with a 200-character name fits in well under 1,000
 * characters. Decoding is linear in the code, and this keeps even that small.
 */
export const MAX_SHARE_CODE_LENGTH = 4000

/** Reads a share code back into its deck, or says in Spanish why it cannot. Never throws. */
export function decodeShareCode(input: string): ShareCodeDecode {
  const code = input.trim()
  if (code === '') return fail('EMPTY', 'El código de mazo está vacío.')
  if (code.length > MAX_SHARE_CODE_LENGTH) {
    return fail('MALFORMED', `El código tiene ${code.length} caracteres y ninguno pasa de ${MAX_SHARE_CODE_LENGTH}: no es un código de mazo.`)
  }
  if (code[0] !== SHARE_CODE_VERSION) {
    return fail('UNKNOWN_VERSION', `El código empieza por «${code[0] ?? ''}», que no es una versión conocida: puede estar incompleto o venir de una versión más nueva del sitio.`)
  }
  for (let i = 0; i < code.length; i++) {
    if (!ALPHABET.includes(code[i] ?? '')) {
      return fail('BAD_CHARACTER', `El código contiene «${code[i] ?? ''}» en la posición ${i + 1}, que no puede aparecer en un código de mazo.`, i + 1)
    }
  }
  if (code.length < 1 + CHECK_CHARS + 1) return fail('MALFORMED', 'El código es demasiado corto: parece cortado.')
  const body = code.slice(0, -CHECK_CHARS)
  if (checkChars(body) !== code.slice(-CHECK_CHARS)) {
    return fail('CHECKSUM', 'El código está dañado o incompleto (no supera la comprobación): cópialo de nuevo entero.')
  }

  const bits: number[] = []
  for (const ch of body.slice(1)) {
    const v = ALPHABET.indexOf(ch)
    for (let j = 5; j >= 0; j--) bits.push((v >> j) & 1)
  }
  try {
    const r = new BitReader(bits)
    const hasName = r.read(1) === 1
    const hasRelic = r.read(1) === 1
    const startMode = r.read(2)
    if (startMode > START_LITERAL) throw new Malformed('modo de Dalma inicial desconocido')
    const n = r.varint(3)
    const entries: { cardId: string; count: number }[] = []
    let previous = ''
    for (let i = 0; i < n; i++) {
      const shared = r.varint(3)
      if (shared > previous.length) throw new Malformed('prefijo imposible')
      const cardId = previous.slice(0, shared) + readId(r)
      entries.push({ cardId, count: r.varint(2) + 1 })
      previous = cardId
    }
    const relicId = hasRelic ? readId(r) : null
    let startingDalmaId: string | null = null
    if (startMode === START_INDEX) {
      const index = r.varint(3)
      startingDalmaId = entries[index]?.cardId ?? null
      if (startingDalmaId === null) throw new Malformed('índice de Dalma inicial fuera de la lista')
    } else if (startMode === START_LITERAL) startingDalmaId = readId(r)
    let name: string | undefined
    if (hasName) {
      const length = r.varint(4)
      if (length * 8 > r.remaining) throw new Malformed('el nombre es más largo que el código')
      const bytes = new Uint8Array(length)
      for (let i = 0; i < length; i++) bytes[i] = r.read(8)
      try {
        name = fromUtf8.decode(bytes)
      } catch {
        throw new Malformed('nombre con UTF-8 roto')
      }
    }
    r.finish()
    const deck: Deck = { ...(name !== undefined ? { name } : {}), relicId, startingDalmaId, entries }
    // One code per deck: anything that decodes but would be written differently is not a code we made.
    if (encodeShareCode(deck) !== code) throw new Malformed('no está en forma canónica')
    return { ok: true, deck }
  } catch (e) {
    if (!(e instanceof Malformed)) throw e
    return fail('MALFORMED', `El código no describe un mazo válido (${e.message}).`)
  }
}
