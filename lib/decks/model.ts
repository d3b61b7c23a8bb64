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

/**
 * The deck in canonical form: one entry per card, counts summed, non-positive counts dropped,
 * entries sorted by id, name trimmed (absent when empty). Two decks with the same cards, relic,
 * starting Dalma and name normalise to equal values; every format round-trips to this form.
 */
export function normalizeDeck(deck: Deck): Deck {
  const counts = new Map<string, number>()
  for (const { cardId, count } of deck.entries) if (count > 0) counts.set(cardId, (counts.get(cardId) ?? 0) + count)
  const entries = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([cardId, count]) => ({ cardId, count }))
  const name = deck.name?.replace(/\s+/g, ' ').trim()
  return { ...(name ? { name } : {}), relicId: deck.relicId, startingDalmaId: deck.startingDalmaId, entries }
}

/**
 * Whether two decks hold the same list: the same relic, starting Dalma and copies of each card
 * (names and entry order aside). A bot may be told its rival's list only when it is public, and a
 * list is public when it is a boxed deck's (R2.1) or its owner shared it.
 */
export function sameList(a: Deck, b: Deck): boolean {
  if (a.relicId !== b.relicId || a.startingDalmaId !== b.startingDalmaId) return false
  const x = normalizeDeck(a).entries, y = normalizeDeck(b).entries
  return x.length === y.length && x.every((e, i) => e.cardId === y[i]?.cardId && e.count === y[i]?.count)
}

/** Whether `deck`'s list is one of the public ones (the boxed decks, lists their owners shared). */
export const isPublicList = (deck: Deck, publicDecks: readonly Deck[]): boolean => publicDecks.some((p) => sameList(deck, p))
