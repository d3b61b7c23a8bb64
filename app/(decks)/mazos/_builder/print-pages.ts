// Print-and-play: the deck as sheets of proxies, one proxy per copy, nine to an A4 page (3 × 3
// cards of 63 × 88 mm). The relic and its enemies (R5.3, R5.4: beside the deck, not in it) go on
// sheets of their own so they can be printed or left out.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { groupDeck } from './deck-groups'

export const PROXIES_PER_PAGE = 9
export const PAGE_COLUMNS = 3

/** Splits a list into pages of `size` (the last one may be shorter; none for an empty list). */
export function paginate<T>(items: readonly T[], size: number = PROXIES_PER_PAGE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`tamaño de página no válido: ${size}`)
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages
}

export type ProxySheet = { kind: 'deck' | 'relic'; cardIds: string[] }

export type ProxyPlan = {
  sheets: ProxySheet[]
  /** Proxies of deck cards (one per copy). */
  deckCards: number
  /** Proxies of the relic and its enemies. */
  relicCards: number
  /** Ids in the deck that the catalogue does not know: no proxy can be drawn for them. */
  unknown: string[]
}

/** Every proxy to print, in reading order (by type, then name), split into sheets. */
export function planProxies(deck: Deck, catalogue: Catalogue): ProxyPlan {
  const deckIds: string[] = []
  const unknown: string[] = []
  for (const group of groupDeck(deck, catalogue)) {
    for (const row of group.rows) {
      if (row.card === null) unknown.push(row.cardId)
      else for (let i = 0; i < row.count; i++) deckIds.push(row.cardId)
    }
  }
  const relic = deck.relicId === null ? undefined : catalogue.byId.get(deck.relicId)
  const relicIds: string[] = []
  if (relic?.type === 'relic') {
    relicIds.push(relic.id)
    for (const { id, count } of relic.enemies) {
      if (catalogue.byId.has(id)) for (let i = 0; i < count; i++) relicIds.push(id)
    }
  }
  return {
    sheets: [
      ...paginate(deckIds).map((cardIds) => ({ kind: 'deck' as const, cardIds })),
      ...paginate(relicIds).map((cardIds) => ({ kind: 'relic' as const, cardIds })),
    ],
    deckCards: deckIds.length,
    relicCards: relicIds.length,
    unknown,
  }
}
