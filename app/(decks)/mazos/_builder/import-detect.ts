// What a person pastes into "Importar" can be a deck list, a share code, a link holding a share
// code, or a JSON document. detectImport tells which (so the box can say what it understood)
// and readImport reads it with lib/decks's own readers, keeping every finding for the preview.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { DeckJsonError, DeckJsonParse } from '@/lib/decks/json'
import type { Deck } from '@/lib/decks/model'
import { SHARE_CODE_VERSION, decodeShareCode } from '@/lib/decks/share-code'
import { parseDeckText, toDeck, type DeckParseError } from '@/lib/decks/text'
import type { ParsedDeck } from '@/lib/decks/parsed'
import type { DetectedImport, ImportKind } from './import-kinds'

const CODE_CHARS = /^[A-Za-z0-9_-]+$/
/** Shortest possible code: version, one character of data, three of checksum. */
const MIN_CODE_LENGTH = 5
const SHARE_PATH = /\/mazos\/compartir\/([^/?#\s]+)/

/** The share code a link carries: `/mazos/compartir/<code>` or a `code` parameter (`/probar?code=…`). */
export function codeFromUrl(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost')
  } catch {
    return null
  }
  const inPath = SHARE_PATH.exec(parsed.pathname)?.[1]
  if (inPath !== undefined) {
    try {
      return decodeURIComponent(inPath)
    } catch {
      return inPath
    }
  }
  const param = parsed.searchParams.get('code')
  return param === null || param.trim() === '' ? null : param.trim()
}

// A share code never holds '/', '?' or '=', so a single word with one of them is a link.
const looksLikeUrl = (word: string) => /^https?:\/\//i.test(word) || /[/?=]/.test(word)

/** "ejemplo.es/mazos/…" → "https://ejemplo.es/mazos/…"; paths and full URLs stay as they are. */
const withScheme = (word: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(word) || word.startsWith('/') ? word : `https://${word}`)

/** Which kind of import a pasted text is. Never reads the deck itself. */
export function detectImport(input: string): DetectedImport {
  const text = input.replace(/^\uFEFF/, '').trim()
  if (text === '') return { kind: 'empty' }
  if (text.startsWith('{') || text.startsWith('[')) return { kind: 'json', text }
  if (!/\s/.test(text) && looksLikeUrl(text)) {
    const url = withScheme(text)
    return { kind: 'url', url, code: codeFromUrl(url) }
  }
  // A code copied from a narrow window may arrive broken over lines, but never holds a space:
  // every list line with a card has one between its count and the name.
  const joined = text.replace(/[\r\n]+/g, '')
  if (!/[ \t]/.test(text) && CODE_CHARS.test(joined) && joined.startsWith(SHARE_CODE_VERSION) && joined.length >= MIN_CODE_LENGTH) {
    return { kind: 'code', code: joined }
  }
  return { kind: 'text', text }
}

/** A finding that stops part of the import: its line (text) or field (JSON) when known. */
export type ImportError = { message: string; line?: number; lineText?: string; field?: string }

export type ImportReading = {
  kind: ImportKind
  /**
   * What could be read, ready for validateDeck (a text list keeps its parse findings, so names
   * that matched no card come back as UNKNOWN_CARD problems with their line and suggestions).
   * Null when nothing could be read.
   */
  deck: Deck | ParsedDeck | null
  errors: ImportError[]
  /** A JSON document waits for its reader to load. */
  pending?: true
}

const lineError = (e: DeckParseError): ImportError => ({ message: e.message, line: e.line, lineText: e.text })
const fieldError = (e: DeckJsonError): ImportError => ({ message: e.message, field: e.field })

function readCode(kind: 'code' | 'url', code: string): ImportReading {
  const decoded = decodeShareCode(code)
  return decoded.ok ? { kind, deck: decoded.deck, errors: [] } : { kind, deck: null, errors: [{ message: decoded.error.message }] }
}

/** lib/decks/json.ts's parseDeckJsonText, passed in: it brings zod, which the builder loads only once a JSON arrives. */
export type JsonDeckReader = (text: string) => DeckJsonParse

/**
 * Reads a pasted import with the reader its kind needs. A JSON document needs `readJson`; without it the reading
 * says it is still loading (`pending`) and the caller loads the reader and asks again.
 */
export function readImport(input: string, catalogue: Catalogue, readJson: JsonDeckReader | null): ImportReading {
  const detected = detectImport(input)
  switch (detected.kind) {
    case 'empty':
      return { kind: 'empty', deck: null, errors: [] }
    case 'code':
      return readCode('code', detected.code)
    case 'url':
      return detected.code === null
        ? { kind: 'url', deck: null, errors: [{ message: 'El enlace no lleva ningún código de mazo: debe ser de la forma /mazos/compartir/<código>.' }] }
        : readCode('url', detected.code)
    case 'json': {
      if (readJson === null) return { kind: 'json', deck: null, errors: [], pending: true }
      const parsed = readJson(detected.text)
      return parsed.ok ? { kind: 'json', deck: parsed.deck, errors: [] } : { kind: 'json', deck: null, errors: parsed.errors.map(fieldError) }
    }
    case 'text': {
      const parsed = parseDeckText(detected.text, catalogue)
      const read = parsed.deck
      const anything = read.entries.length > 0 || read.relicId !== null || read.startingDalmaId !== null || read.parse.unresolved.length > 0
      return { kind: 'text', deck: anything ? read : null, errors: parsed.errors.map(lineError) }
    }
  }
}

/** The plain deck an import puts in the builder (a text list's unmatched names are left out). */
export function importedDeck(reading: ImportReading): Deck | null {
  if (reading.deck === null) return null
  return 'parse' in reading.deck ? toDeck(reading.deck) : reading.deck
}
