import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { copyLimitOf } from '../catalogue/model'
import { deckSize } from '../decks/model'
import { validateDeck } from '../decks/validate'
import { createRng } from '../engine/rng'
import { cardPrice, crossDecks, deckStyle, mutateDeck, randomDeck, similarCard } from './deck-gen'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const typeOf = (id: string) => catalogue.byId.get(id)?.type

describe('random legal decks (issue 30, §5)', () => {
  it('R5.1–R5.9, RUL-2, RUL-10: 300 seeded decks are all legal, with any relic, one to five Dalmas and any size in the bounds', () => {
    const relics = new Set<string>()
    const dalmaCounts = new Set<number>()
    const sizes: number[] = []
    for (let seed = 0; seed < 300; seed++) {
      const deck = randomDeck(catalogue, createRng(seed))
      const v = validateDeck(deck, catalogue)
      expect(v.problems, `semilla ${seed}`).toEqual([])
      relics.add(deck.relicId as string)
      dalmaCounts.add(deck.entries.filter((e) => typeOf(e.cardId) === 'dalma').length)
      sizes.push(deckSize(deck))
      // RUL-10: no Soldados under any variant; R5.3, R5.4: no relic or enemy among the cards.
      expect(deck.entries.some((e) => ['soldier', 'relic', 'enemy'].includes(typeOf(e.cardId) ?? ''))).toBe(false)
    }
    expect(relics.size).toBe(catalogue.cards.filter((c) => c.type === 'relic').length)
    expect([...dalmaCounts].sort()).toEqual([1, 2, 3, 4, 5])
    expect(Math.min(...sizes)).toBe(40)
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(68)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(70)
  })

  it('R5.5–R5.8: some deck reaches each type\'s copy limit, none passes it', () => {
    const reached = new Set<string>()
    for (let seed = 0; seed < 200; seed++) {
      for (const e of randomDeck(catalogue, createRng(seed)).entries) {
        const type = typeOf(e.cardId)
        if (type === undefined || type === 'dalma') continue
        const limit = copyLimitOf(type)?.limit ?? 0
        expect(e.count).toBeLessThanOrEqual(limit)
        if (e.count === limit) reached.add(type)
      }
    }
    for (const type of ['weapon', 'spell', 'skill', 'trap', 'treasure']) expect(reached.has(type), type).toBe(true)
  })

  it('seeded: the same generator state gives the same deck, another seed another deck; bounds are kept', () => {
    expect(randomDeck(catalogue, createRng(7))).toEqual(randomDeck(catalogue, createRng(7)))
    expect(randomDeck(catalogue, createRng(7))).not.toEqual(randomDeck(catalogue, createRng(8)))
    for (let seed = 0; seed < 20; seed++) expect(deckSize(randomDeck(catalogue, createRng(seed), { bounds: { minSize: 50, maxSize: 52 } }))).toBeGreaterThanOrEqual(50)
  })

  it('coherent decks carry only spells and skills of their Dalmas\' professions; incoherent ones may carry others', () => {
    let foreign = 0
    for (let seed = 0; seed < 40; seed++) {
      const coherent = randomDeck(catalogue, createRng(seed))
      const profs = new Set(coherent.entries.flatMap((e) => { const c = catalogue.byId.get(e.cardId); return c?.type === 'dalma' ? [c.profession] : [] }))
      for (const e of coherent.entries) {
        const c = catalogue.byId.get(e.cardId)
        if (c?.type === 'spell' || c?.type === 'skill') expect(profs.has(c.profession), `${seed} ${c.id}`).toBe(true)
      }
      for (const e of randomDeck(catalogue, createRng(seed), { coherent: false }).entries) {
        const c = catalogue.byId.get(e.cardId)
        if ((c?.type === 'spell' || c?.type === 'skill') && !profs.has(c.profession)) foreign++
      }
    }
    expect(foreign).toBeGreaterThan(0)
  })
})

describe('the genetic algorithm\'s operators keep decks legal (issue 30)', () => {
  it('mutation swaps cards for ones of the same type and near price, and stays legal over 300 children', () => {
    const rng = createRng(11)
    let deck = caja1
    for (let i = 0; i < 300; i++) {
      const child = mutateDeck(deck, catalogue, rng)
      expect(validateDeck(child, catalogue).problems, `hijo ${i}`).toEqual([])
      deck = i % 10 === 9 ? caja2 : child
    }
  })

  it('a similar card is of the same type, never the card itself, and nearer prices come up more often', () => {
    const hacha = catalogue.byId.get('hacha')
    if (hacha === undefined) throw new Error('hacha')
    const rng = createRng(3)
    const seen = new Map<string, number>()
    for (let i = 0; i < 400; i++) {
      const c = similarCard(hacha, { counts: new Map() }, catalogue, rng)
      expect(c?.type).toBe('weapon')
      expect(c?.id).not.toBe('hacha')
      if (c) seen.set(c.id, (seen.get(c.id) ?? 0) + 1)
    }
    const weapons = catalogue.cards.filter((c) => c.type === 'weapon' && c.id !== 'hacha')
    const gap = (id: string) => Math.abs(cardPrice(catalogue.byId.get(id) as never) - cardPrice(hacha))
    const near = weapons.filter((w) => gap(w.id) === Math.min(...weapons.map((x) => gap(x.id))))
    const far = weapons.filter((w) => gap(w.id) === Math.max(...weapons.map((x) => gap(x.id))))
    const mean = (xs: typeof weapons) => xs.reduce((n, w) => n + (seen.get(w.id) ?? 0), 0) / xs.length
    expect(mean(near)).toBeGreaterThan(mean(far))
    // A Dalma is swapped for a Dalma not in the deck.
    const durmak = catalogue.byId.get('durmak-de-ordor')
    if (durmak === undefined) throw new Error('durmak')
    const counts = new Map(caja1.entries.map((e) => [e.cardId, e.count]))
    for (let i = 0; i < 50; i++) {
      const c = similarCard(durmak, { counts }, catalogue, rng)
      expect(c?.type).toBe('dalma')
      expect(counts.has(c?.id ?? '')).toBe(false)
    }
  })

  it('crossover of two legal decks is legal, draws its cards from its parents, and keeps a parent\'s starting Dalma', () => {
    const rng = createRng(5)
    const parents = [caja1, caja2, randomDeck(catalogue, createRng(1)), randomDeck(catalogue, createRng(2))]
    for (let i = 0; i < 200; i++) {
      const a = parents[i % 4] as typeof caja1, b = parents[(i + 1 + (i % 3)) % 4] as typeof caja1
      const child = crossDecks(a, b, catalogue, rng)
      expect(validateDeck(child, catalogue).problems, `hijo ${i}`).toEqual([])
      expect([a.startingDalmaId, b.startingDalmaId]).toContain(child.startingDalmaId)
      const fromParents = new Set([...a.entries, ...b.entries].map((e) => e.cardId))
      const foreign = child.entries.filter((e) => !fromParents.has(e.cardId)).reduce((n, e) => n + e.count, 0)
      // Only what repair adds to reach 40 comes from elsewhere.
      expect(foreign).toBeLessThanOrEqual(Math.max(0, 40 - Math.min(deckSize(a), deckSize(b))) + 2)
    }
  })

  it('a deck\'s style: Dalmas, mean price in gold without Dalmas, share of spells and skills', () => {
    const s = deckStyle(caja1, catalogue)
    expect(s.dalmas).toBe(5)
    expect(s.size).toBe(70)
    expect(s.learnable).toBeCloseTo(14 / 70, 10)
    expect(s.meanPrice).toBeGreaterThan(0)
  })
})
