import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Deck } from '@/lib/decks/model'
import { groupDeck, headlineCards } from './deck-groups'
import { PROXIES_PER_PAGE, paginate, planProxies } from './print-pages'
import { testCatalogue as catalogue } from './test-fixture'

describe('paginate', () => {
  it('splits into pages of nine, the last one shorter', () => {
    const items = Array.from({ length: 20 }, (_, i) => i)
    const pages = paginate(items)
    expect(pages.map((p) => p.length)).toEqual([9, 9, 2])
    expect(pages.flat()).toEqual(items)
  })

  it('makes no page for nothing and exactly one for nine', () => {
    expect(paginate([])).toEqual([])
    expect(paginate(Array.from({ length: 9 }, (_, i) => i))).toHaveLength(1)
  })

  it('keeps every item once, in order, in ceil(n / size) pages of at most size', () => {
    fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.integer({ min: 1, max: 12 }), (items, size) => {
      const pages = paginate(items, size)
      expect(pages.flat()).toEqual(items)
      expect(pages).toHaveLength(Math.ceil(items.length / size))
      expect(pages.every((p) => p.length >= 1 && p.length <= size)).toBe(true)
    }))
  })

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => paginate([1], 0)).toThrow()
    expect(() => paginate([1], 2.5)).toThrow()
  })
})

describe('planProxies', () => {
  const deck: Deck = {
    relicId: 'ambar-eterno',
    startingDalmaId: 'alda',
    entries: [
      { cardId: 'hacha', count: 4 }, { cardId: 'alda', count: 1 }, { cardId: 'chispa', count: 3 },
      { cardId: 'velo', count: 2 }, { cardId: 'no-existe', count: 2 }, { cardId: 'foso', count: 1 },
    ],
  }

  it('one proxy per copy, by type then name, nine to a sheet', () => {
    const plan = planProxies(deck, catalogue)
    const deckSheets = plan.sheets.filter((s) => s.kind === 'deck')
    expect(plan.deckCards).toBe(11)
    expect(deckSheets.map((s) => s.cardIds.length)).toEqual([PROXIES_PER_PAGE, 2])
    expect(deckSheets.flatMap((s) => s.cardIds)).toEqual([
      'alda', 'hacha', 'hacha', 'hacha', 'hacha', 'chispa', 'chispa', 'chispa', 'velo', 'velo', 'foso',
    ])
  })

  it('R5.4 the relic and its six enemies go on a sheet of their own, after the deck', () => {
    const plan = planProxies(deck, catalogue)
    const relicSheets = plan.sheets.filter((s) => s.kind === 'relic')
    expect(plan.sheets.at(-1)?.kind).toBe('relic')
    expect(relicSheets).toEqual([{ kind: 'relic', cardIds: ['ambar-eterno', 'lobo', 'lobo', 'lobo', 'lobo', 'lobo', 'lobo-alfa'] }])
    expect(plan.relicCards).toBe(7)
  })

  it('lists unknown cards instead of printing them, and no relic sheet without a relic', () => {
    const plan = planProxies({ ...deck, relicId: null }, catalogue)
    expect(plan.unknown).toEqual(['no-existe'])
    expect(plan.sheets.some((s) => s.kind === 'relic')).toBe(false)
  })
})

describe('groupDeck and headlineCards', () => {
  it('groups by type in catalogue order with summed counts; unknown cards last', () => {
    const groups = groupDeck({ relicId: null, startingDalmaId: null, entries: [
      { cardId: 'foso', count: 1 }, { cardId: 'zzz', count: 1 }, { cardId: 'hacha', count: 2 }, { cardId: 'hacha', count: 1 }, { cardId: 'bram', count: 1 }, { cardId: 'alda', count: 1 },
    ] }, catalogue)
    expect(groups.map((g) => [g.type, g.count])).toEqual([['dalma', 2], ['weapon', 3], ['trap', 1], ['unknown', 1]])
    expect(groups[0]?.rows.map((r) => r.name)).toEqual(['Alda', 'Bram'])
    expect(groups[0]?.label).toBe('Dalmas')
  })

  it('headlines put Dalmas first, then the most copied cards', () => {
    const top = headlineCards({ relicId: null, startingDalmaId: null, entries: [
      { cardId: 'foso', count: 1 }, { cardId: 'hacha', count: 4 }, { cardId: 'chispa', count: 2 }, { cardId: 'bram', count: 1 },
    ] }, catalogue, 3)
    expect(top.map((r) => r.cardId)).toEqual(['bram', 'hacha', 'chispa'])
  })
})
