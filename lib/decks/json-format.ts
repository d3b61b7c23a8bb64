// The deck's JSON document written out: the format tag, the version and the canonical cards. Kept apart from the
// reader (json.ts, which checks documents with zod) so the builder's export can write a file without loading zod.
import { normalizeDeck, type Deck } from './model'

export const DECK_JSON_FORMAT = 'duelo-de-masters/deck'
export const DECK_JSON_VERSION = 1

/** The deck as a JSON document (json.ts's deckJsonSchema describes and checks the same shape). */
export type DeckJson = {
  format: typeof DECK_JSON_FORMAT
  version: typeof DECK_JSON_VERSION
  name?: string
  relic: string | null
  startingDalma: string | null
  cards: { id: string; count: number }[]
}

/** The JSON document for a deck, in canonical form (one entry per card, sorted by id). */
export function deckToJson(deck: Deck): DeckJson {
  const canonical = normalizeDeck(deck)
  return {
    format: DECK_JSON_FORMAT,
    version: DECK_JSON_VERSION,
    ...(canonical.name ? { name: canonical.name } : {}),
    relic: canonical.relicId,
    startingDalma: canonical.startingDalmaId,
    cards: canonical.entries.map((e) => ({ id: e.cardId, count: e.count })),
  }
}
