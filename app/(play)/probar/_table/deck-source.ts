// Where the deck on the table comes from: a share code, a saved deck (GET /api/decks/{id}) or a
// pasted list. Parsed at the edge: the API answer through zod, the text through lib/decks's parser.
import { z } from 'zod'
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

const savedDeckSchema = z.object({
  deck: z.object({
    id: z.string(),
    name: z.string(),
    shareCode: z.string().optional(),
    deck: z.object({
      relicId: z.string().nullable(),
      startingDalmaId: z.string().nullable(),
      entries: z.array(z.object({ cardId: z.string(), count: z.number().int() })),
    }),
  }),
})
const apiErrorSchema = z.object({ error: z.object({ message: z.string() }) })

/** The answer of GET /api/decks/{id} as a table deck, or a Spanish reason it cannot be one. */
export function readSavedDeckResponse(status: number, body: unknown): { ok: true; value: TableDeck } | { ok: false; message: string } {
  if (status === 404) return { ok: false, message: 'Ese mazo no existe o es privado de otra persona (si es tuyo, entra con tu cuenta).' }
  if (status < 200 || status >= 300) {
    const err = apiErrorSchema.safeParse(body)
    return { ok: false, message: err.success ? err.data.error.message : `El servidor respondió ${status}.` }
  }
  const parsed = savedDeckSchema.safeParse(body)
  if (!parsed.success) return { ok: false, message: 'La respuesta del servidor no trae un mazo reconocible.' }
  const saved = parsed.data.deck
  const deck: Deck = { name: saved.name, ...saved.deck }
  const code = encodeShareCode(deck)
  return { ok: true, value: { deck, name: saved.name, origin: 'Mazo guardado', ref: { kind: 'saved', id: saved.id }, code } }
}
