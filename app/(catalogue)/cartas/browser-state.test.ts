import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CARD_TYPES, PROFESSIONS, cardSchema, type Card } from '@/lib/catalogue/schema'
import { SORT_KEYS } from '@/lib/catalogue/search'
import {
  DEFAULT_BROWSER_STATE, applyFilters, browserHref, cardCount, hasFilters, stateFromParams, stateToParams,
  type BrowserState,
} from './browser-state'

const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'inventada', ...raw })
const cards: Card[] = [
  card({ id: 'bola-de-fuego', name: 'Bola de fuego', type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 } }),
  card({ id: 'golpe-bajo', name: 'Golpe bajo', type: 'skill', profession: 'ladron', pri: 2, learnCost: { gold: 0, silver: 4 }, provisional: ['pri'] }),
  card({ id: 'daga', name: 'Daga', type: 'weapon', cost: { gold: 1, silver: 0 }, weaponKind: 'oneHanded', hands: 1, provisional: ['cost'] }),
  card({ id: 'elfa', name: 'Elfa', type: 'dalma', race: 'elfo', profession: 'mago', strength: 1, resistance: 1, initiative: 3, life: 6, startingCards: ['bola-de-fuego', 'bola-de-fuego'] }),
]

describe('URL round trip', () => {
  it('reads Spanish parameter names and values', () => {
    const state = stateFromParams(new URLSearchParams('q=thal&tipo=poción&prof=Ladrón&provisional=1&orden=coste'))
    expect(state).toEqual({ q: 'thal', type: 'potion', profession: 'ladron', provisionalOnly: true, sort: 'cost' })
  })

  it('accepts plurals for the type', () => {
    expect(stateFromParams(new URLSearchParams('tipo=armas')).type).toBe('weapon')
  })

  it('falls back to defaults for unknown values', () => {
    const state = stateFromParams(new URLSearchParams('tipo=dragon&prof=bardo&orden=azar&provisional=0'))
    expect(state).toEqual(DEFAULT_BROWSER_STATE)
  })

  it('leaves defaults out of the URL', () => {
    expect(stateToParams(DEFAULT_BROWSER_STATE).toString()).toBe('')
    expect(browserHref({})).toBe('/cartas')
    expect(browserHref({ q: 'poción de thal', type: 'potion' })).toBe('/cartas?q=poci%C3%B3n+de+thal&tipo=pocion')
  })

  it('restores any state it writes', () => {
    const stateArb: fc.Arbitrary<BrowserState> = fc.record({
      q: fc.string(),
      type: fc.option(fc.constantFrom(...CARD_TYPES), { nil: null }),
      profession: fc.option(fc.constantFrom(...PROFESSIONS), { nil: null }),
      provisionalOnly: fc.boolean(),
      sort: fc.constantFrom(...SORT_KEYS),
    })
    fc.assert(fc.property(stateArb, (state) => {
      const back = stateFromParams(new URLSearchParams(stateToParams(state).toString()))
      expect(back).toEqual(state)
    }))
  })
})

describe('applyFilters', () => {
  const ids = (cs: Card[]) => cs.map((c) => c.id)

  it('composes type, profession and provisional filters, keeping the order', () => {
    expect(ids(applyFilters(cards, { ...DEFAULT_BROWSER_STATE, profession: 'mago' }))).toEqual(['bola-de-fuego', 'elfa'])
    expect(ids(applyFilters(cards, { ...DEFAULT_BROWSER_STATE, profession: 'mago', type: 'dalma' }))).toEqual(['elfa'])
    expect(ids(applyFilters(cards, { ...DEFAULT_BROWSER_STATE, provisionalOnly: true }))).toEqual(['golpe-bajo', 'daga'])
    expect(ids(applyFilters([...cards].reverse(), { ...DEFAULT_BROWSER_STATE, provisionalOnly: true }))).toEqual(['daga', 'golpe-bajo'])
  })

  it('a profession filter drops cards that have no profession', () => {
    expect(ids(applyFilters(cards, { ...DEFAULT_BROWSER_STATE, profession: 'ladron' }))).toEqual(['golpe-bajo'])
  })

  it('no filters keeps every card', () => {
    expect(applyFilters(cards, DEFAULT_BROWSER_STATE)).toHaveLength(cards.length)
    expect(hasFilters(DEFAULT_BROWSER_STATE)).toBe(false)
    expect(hasFilters({ ...DEFAULT_BROWSER_STATE, provisionalOnly: true })).toBe(true)
  })
})

it('cardCount agrees in number', () => {
  expect(cardCount(1)).toBe('1 carta')
  expect(cardCount(0)).toBe('0 cartas')
  expect(cardCount(151)).toBe('151 cartas')
})
