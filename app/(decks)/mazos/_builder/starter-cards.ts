// The few cards the builder's first paint needs: the relics (the relic picker lists them) and their
// enemies (a chosen relic shows them, R5.4). The page hands only these to the browser; the rest of the
// catalogue is fetched when the player first needs it (app/_components/catalogue-data.ts), so a phone
// does not decode every card before the page answers a tap (issue 14). Until then the builder shows
// only decks these cards describe in full: no listed cards and no starting Dalma (starterShows).
import type { Card, Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'

/** The relics of `catalogue` and every enemy one of them brings, in catalogue order. */
export function starterCards(catalogue: Catalogue): Card[] {
  const enemies = new Set<string>()
  for (const card of catalogue.cards) if (card.type === 'relic') for (const e of card.enemies) enemies.add(e.id)
  return catalogue.cards.filter((c) => c.type === 'relic' || enemies.has(c.id))
}

/** Whether the starter cards are enough to show `deck` as the whole catalogue would: nothing but a name and a relic. */
export const starterShows = (deck: Deck): boolean => deck.entries.length === 0 && deck.startingDalmaId === null
