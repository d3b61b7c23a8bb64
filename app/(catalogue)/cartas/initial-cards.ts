// The cards /cartas hands its browser, on the server. Apart from browser-state.ts, which the browser loads
// up front, because sorting them takes the search module.
import type { Card, Catalogue } from '@/lib/catalogue/model'
import { searchCards } from '@/lib/catalogue/search'

/** Every card of the catalogue in the browser's name order (Spanish collation), as the page passes them. */
export function cardsInNameOrder(catalogue: Catalogue): Card[] {
  const r = searchCards(catalogue, '', { sort: 'name' })
  return r.ok ? r.cards : [...catalogue.cards]
}
