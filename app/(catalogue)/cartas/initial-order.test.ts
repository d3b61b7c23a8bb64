// /cartas starts without building its search index: the server lists the cards in name order, and the
// browser, once it has fetched them, shows them in that order while there is no query. That shortcut must
// show exactly what the index would (real catalogue).
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { createSearchIndex, SORT_KEYS } from '@/lib/catalogue/search'
import { needsSearchIndex } from './browser-state'
import { cardsInNameOrder } from './initial-cards'

const catalogue = loadCatalogue(fileURLToPath(new URL('../../../content', import.meta.url)))
const index = createSearchIndex(catalogue.cards)
const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id)

describe('/cartas before any search', () => {
  it('without a query, sorting by relevance or by name shows the cards in the order the page lists them', () => {
    const passed = ids(cardsInNameOrder(catalogue.cards))
    expect(passed).toHaveLength(catalogue.cards.length)
    for (const sort of ['relevance', 'name'] as const) {
      expect(needsSearchIndex({ q: '', sort }), sort).toBe(false)
      expect(needsSearchIndex({ q: '  ', sort }), sort).toBe(false)
      const r = index.search('', { sort })
      expect(r.ok && ids(r.cards), sort).toEqual(passed)
    }
    expect(passed.indexOf('daga')).toBeLessThan(passed.indexOf('espada-corta'))
  })

  it('a query, or another order, takes the index', () => {
    expect(needsSearchIndex({ q: 'daga', sort: 'relevance' })).toBe(true)
    for (const sort of SORT_KEYS.filter((k) => k !== 'relevance' && k !== 'name')) expect(needsSearchIndex({ q: '', sort }), sort).toBe(true)
  })
})
