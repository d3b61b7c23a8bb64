// The deck as the whole site passes it around: ids only, names resolved at the edges.
// RUL-2: the list names its starting Dalma and counts it and its two starting cards;
// the relic is named with the deck and neither it nor its enemies are counted.

export type DeckEntry = { cardId: string; count: number }

export type Deck = {
  name?: string
  /** Card id of the chosen relic (R5.3), or null while none is chosen. */
  relicId: string | null
  /** Card id of the starting Dalma (RUL-2), or null while none is chosen. */
  startingDalmaId: string | null
  /** Every card of the deck with its count, the starting Dalma and its two cards included. */
  entries: DeckEntry[]
}

export const emptyDeck = (): Deck => ({ relicId: null, startingDalmaId: null, entries: [] })

export const deckSize = (deck: Deck): number => deck.entries.reduce((n, e) => n + e.count, 0)

/** The deck's cards as a flat list of ids, one per copy, in entry order. */
export function deckCardIds(deck: Deck): string[] {
  return deck.entries.flatMap((e) => Array.from({ length: e.count }, () => e.cardId))
}
