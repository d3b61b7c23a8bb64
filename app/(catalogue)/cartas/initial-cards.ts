// The order /cartas shows its cards in before any search: the server's list, and the browser's once it has fetched
// the catalogue. Without the search module (Fuse), which the browser loads only when the reader searches.
import type { Card } from '@/lib/catalogue/model'
import { compareCardNames } from '@/lib/catalogue/search/sort'

/** The cards in the browser's name order (Spanish collation), a new array. */
export function cardsInNameOrder<C extends Card>(cards: readonly C[]): C[] {
  return [...cards].sort(compareCardNames)
}
