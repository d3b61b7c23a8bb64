// Where the deck on the table comes from: a share code, a saved deck (GET /api/decks/{id}) or a
// pasted list. Parsed at the edge: the API answer through zod (saved-deck-response.ts, loaded only
// when a saved deck is opened), the text through lib/decks's parser.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import type { ParsedDeck } from '@/lib/decks/parsed'
import { decodeShareCode, encodeShareCode } from '@/lib/decks/share-code'
import { parseDeckText, type DeckParseError } from '@/lib/decks/text'
import type { DeckToValidate } from '@/lib/decks/validate'
import type { DeckRef } from './url-state'

/** A deck ready for the table. */
export type TableDeck = {
  /** The deck (a pasted list keeps what its reading found, so validateDeck reports unknown names). */
  deck: DeckToValidate
  name: string
  /** Where it came from, in words. */
  origin: string
  /** How the live URL names it. */
  ref: DeckRef
  /** Its share code, for shared links. */
  code: string
}

const plainDeck = (d: DeckToValidate): Deck => ({ ...(d.name ? { name: d.name } : {}), relicId: d.relicId, startingDalmaId: d.startingDalmaId, entries: d.entries })

export function deckFromCode(code: string, origin = 'Código de mazo'): { ok: true; value: TableDeck } | { ok: false; message: string } {
  const decoded = decodeShareCode(code)
  if (!decoded.ok) return { ok: false, message: decoded.error.message }
  const canonical = encodeShareCode(decoded.deck)
  return {
    ok: true,
    value: { deck: decoded.deck, name: decoded.deck.name ?? 'Mazo sin nombre', origin, ref: { kind: 'code', code: canonical }, code: canonical },
  }
}

export function deckFromParsedText(parsed: ParsedDeck): TableDeck {
  const code = encodeShareCode(plainDeck(parsed))
  return { deck: parsed, name: parsed.name ?? 'Lista pegada', origin: 'Lista pegada', ref: { kind: 'code', code }, code }
}

export type PastedDeck =
  | { kind: 'code'; value: TableDeck }
  | { kind: 'text'; deck: ParsedDeck; errors: DeckParseError[] }
  | { kind: 'empty' }

const ONE_WORD = /^\S+$/

/**
 * What the text box holds: a share code when it is one word that decodes as one, otherwise a
 * deck list (with its unreadable lines, each with its number).
 */
export function readPastedDeck(text: string, catalogue: Catalogue): PastedDeck {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (ONE_WORD.test(trimmed)) {
    const fromCode = deckFromCode(trimmed)
    if (fromCode.ok) return { kind: 'code', value: fromCode.value }
  }
  const parsed = parseDeckText(text, catalogue)
  return { kind: 'text', deck: parsed.deck, errors: parsed.errors }
}
