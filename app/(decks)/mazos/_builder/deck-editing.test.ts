import { describe, expect, it } from 'vitest'
import { emptyDeck, type Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text'
import { validateDeck } from '@/lib/decks/validate'
import {
  copiesOf, deckDalmas, editDeck, isBlankDeck, missingStartingCards, type DeckAction,
} from './deck-editing'
import { testCatalogue as catalogue } from './test-fixture'

const run = (deck: Deck, ...actions: DeckAction[]) => actions.reduce((d, a) => editDeck(d, a, catalogue), deck)
const add = (cardId: string, count?: number): DeckAction => ({ type: 'add', cardId, ...(count === undefined ? {} : { count }) })

describe('adding and counting cards', () => {
  it('adds a new card as one entry and further adds raise its count', () => {
    const deck = run(emptyDeck(), add('hacha'), add('foso'), add('hacha'))
    expect(deck.entries).toEqual([{ cardId: 'hacha', count: 2 }, { cardId: 'foso', count: 1 }])
  })

  it('adds several copies at once and caps a card at the list maximum', () => {
    const deck = run(emptyDeck(), add('hacha', 3))
    expect(copiesOf(deck, 'hacha')).toBe(3)
    expect(copiesOf(run(deck, add('hacha', 5000)), 'hacha')).toBe(MAX_COPIES_PER_LINE)
  })

  it('does not refuse to break a copy limit: the legality panel reports it instead', () => {
    const deck = run(emptyDeck(), add('foso', 3))
    expect(copiesOf(deck, 'foso')).toBe(3)
    const problems = validateDeck(deck, catalogue).problems
    expect(problems.some((p) => p.code === 'TOO_MANY_COPIES' && p.cardId === 'foso' && p.limit === 2)).toBe(true)
  })

  it('R5.3 adding a relic chooses it as the relic instead of listing it', () => {
    const deck = run(emptyDeck(), add('ambar-eterno'))
    expect(deck.relicId).toBe('ambar-eterno')
    expect(deck.entries).toEqual([])
  })

  it('R5.4 an enemy cannot be added: it comes with its relic', () => {
    const start = run(emptyDeck(), add('hacha'))
    expect(run(start, add('lobo'))).toBe(start)
  })

  it('ignores a card the catalogue does not know and a non-positive count', () => {
    const start = run(emptyDeck(), add('hacha'))
    expect(run(start, add('no-existe'))).toBe(start)
    expect(run(start, add('hacha', 0))).toBe(start)
  })

  it('sets a count, merging repeated entries of one card into one', () => {
    const messy: Deck = { ...emptyDeck(), entries: [{ cardId: 'hacha', count: 1 }, { cardId: 'foso', count: 1 }, { cardId: 'hacha', count: 2 }] }
    const deck = run(messy, { type: 'setCount', cardId: 'hacha', count: 4 })
    expect(deck.entries).toEqual([{ cardId: 'hacha', count: 4 }, { cardId: 'foso', count: 1 }])
  })

  it('a count of zero or less removes the card; fractions are rounded down', () => {
    const deck = run(emptyDeck(), add('hacha', 2), add('foso'))
    expect(run(deck, { type: 'setCount', cardId: 'hacha', count: 0 }).entries).toEqual([{ cardId: 'foso', count: 1 }])
    expect(run(deck, { type: 'setCount', cardId: 'hacha', count: -3 }).entries).toEqual([{ cardId: 'foso', count: 1 }])
    expect(copiesOf(run(deck, { type: 'setCount', cardId: 'hacha', count: 3.9 }), 'hacha')).toBe(3)
    expect(run(deck, { type: 'setCount', cardId: 'hacha', count: Number.NaN })).toBe(deck)
  })

  it('setting a count can add a deck card but never an enemy or an unknown id', () => {
    const deck = run(emptyDeck(), { type: 'setCount', cardId: 'chispa', count: 2 })
    expect(copiesOf(deck, 'chispa')).toBe(2)
    expect(run(deck, { type: 'setCount', cardId: 'lobo', count: 2 })).toBe(deck)
    expect(run(deck, { type: 'setCount', cardId: 'no-existe', count: 2 })).toBe(deck)
  })

  it('an unknown card already in the list can still be lowered and removed', () => {
    const deck: Deck = { ...emptyDeck(), entries: [{ cardId: 'hacha-vieja', count: 3 }] }
    expect(copiesOf(run(deck, { type: 'setCount', cardId: 'hacha-vieja', count: 1 }), 'hacha-vieja')).toBe(1)
    expect(run(deck, { type: 'remove', cardId: 'hacha-vieja' }).entries).toEqual([])
  })

  it('replacing an unknown card with a suggestion moves its copies onto the real card', () => {
    const deck: Deck = { ...emptyDeck(), entries: [{ cardId: 'hacha-vieja', count: 2 }, { cardId: 'hacha', count: 1 }] }
    const fixed = run(deck, { type: 'replaceCard', from: 'hacha-vieja', to: 'hacha' })
    expect(fixed.entries).toEqual([{ cardId: 'hacha', count: 3 }])
    expect(run(deck, { type: 'replaceCard', from: 'hacha-vieja', to: 'lobo' })).toBe(deck)
  })
})

describe('relic and starting Dalma', () => {
  it('R5.3 chooses one relic at a time and refuses a card that is not a relic', () => {
    const deck = run(emptyDeck(), { type: 'chooseRelic', relicId: 'ambar-eterno' }, { type: 'chooseRelic', relicId: 'torre-gris' })
    expect(deck.relicId).toBe('torre-gris')
    expect(run(deck, { type: 'chooseRelic', relicId: 'hacha' })).toBe(deck)
    expect(run(deck, { type: 'chooseRelic', relicId: null }).relicId).toBeNull()
  })

  it('RUL-2 the starting Dalma must be one of the deck\'s Dalmas', () => {
    const deck = run(emptyDeck(), add('alda'), add('hacha'))
    expect(run(deck, { type: 'chooseStartingDalma', dalmaId: 'bram' })).toBe(deck) // not in the deck
    expect(run(deck, { type: 'chooseStartingDalma', dalmaId: 'hacha' })).toBe(deck) // not a Dalma
    expect(run(deck, { type: 'chooseStartingDalma', dalmaId: 'alda' }).startingDalmaId).toBe('alda')
  })

  it('RUL-2 removing the starting Dalma from the list clears the choice', () => {
    const deck = run(emptyDeck(), add('alda'), add('bram'), { type: 'chooseStartingDalma', dalmaId: 'alda' })
    expect(run(deck, { type: 'remove', cardId: 'alda' }).startingDalmaId).toBeNull()
    expect(run(deck, { type: 'setCount', cardId: 'alda', count: 0 }).startingDalmaId).toBeNull()
    expect(run(deck, { type: 'remove', cardId: 'bram' }).startingDalmaId).toBe('alda')
  })

  it('R5.9 lists what the starting Dalma lacks and one action adds exactly that', () => {
    const deck = run(emptyDeck(), add('alda'), add('chispa'), { type: 'chooseStartingDalma', dalmaId: 'alda' })
    expect(missingStartingCards(deck, catalogue)).toEqual([{ cardId: 'velo', missing: 1 }])
    const fixed = run(deck, { type: 'addStartingCards' })
    expect(copiesOf(fixed, 'chispa')).toBe(1) // already there: not doubled
    expect(copiesOf(fixed, 'velo')).toBe(1)
    expect(missingStartingCards(fixed, catalogue)).toEqual([])
    expect(validateDeck(fixed, catalogue).problems.some((p) => p.code === 'MISSING_STARTING_CARDS')).toBe(false)
  })

  it('R5.9 a Dalma whose two starting cards are the same card needs two copies', () => {
    const deck = run(emptyDeck(), add('bram'), add('embestida'), { type: 'chooseStartingDalma', dalmaId: 'bram' })
    expect(missingStartingCards(deck, catalogue)).toEqual([{ cardId: 'embestida', missing: 1 }])
    expect(copiesOf(run(deck, { type: 'addStartingCards' }), 'embestida')).toBe(2)
  })

  it('adding starting cards without a starting Dalma changes nothing', () => {
    const deck = run(emptyDeck(), add('alda'))
    expect(run(deck, { type: 'addStartingCards' })).toBe(deck)
  })

  it('lists the deck\'s Dalmas once each, in list order', () => {
    const deck: Deck = { ...emptyDeck(), entries: [{ cardId: 'cira', count: 1 }, { cardId: 'hacha', count: 2 }, { cardId: 'alda', count: 1 }, { cardId: 'cira', count: 1 }] }
    expect(deckDalmas(deck, catalogue).map((d) => d.id)).toEqual(['cira', 'alda'])
  })
})

describe('name, replace and blank decks', () => {
  it('renames, and an empty name removes the name', () => {
    const named = run(emptyDeck(), { type: 'rename', name: 'Lobos ' })
    expect(named.name).toBe('Lobos ')
    expect('name' in run(named, { type: 'rename', name: '' })).toBe(false)
  })

  it('replace takes a whole deck, dropping non-positive counts', () => {
    const incoming: Deck = { name: 'Otro', relicId: 'torre-gris', startingDalmaId: 'alda', entries: [{ cardId: 'alda', count: 1 }, { cardId: 'foso', count: 0 }] }
    const deck = run(run(emptyDeck(), add('hacha')), { type: 'replace', deck: incoming })
    expect(deck).toEqual({ name: 'Otro', relicId: 'torre-gris', startingDalmaId: 'alda', entries: [{ cardId: 'alda', count: 1 }] })
  })

  it('a deck is blank only with no cards, relic, starting Dalma or name', () => {
    expect(isBlankDeck(emptyDeck())).toBe(true)
    expect(isBlankDeck(run(emptyDeck(), { type: 'rename', name: 'x' }))).toBe(false)
    expect(isBlankDeck(run(emptyDeck(), add('ambar-eterno')))).toBe(false)
    expect(isBlankDeck(run(emptyDeck(), add('foso')))).toBe(false)
  })
})
