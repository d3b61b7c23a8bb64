// The shuffle and the opening-hand sampler against their exact laws, with fixed seeds so the test
// is deterministic. Each statistic is also computed for deliberately biased samplers, which must
// fail the same threshold: the test has teeth.
import { describe, expect, it } from 'vitest'
import type { Deck } from '../decks/model'
import { createRng, gameSeed, nextInt, nextUint32, shuffleInPlace, type RngState } from './rng'
import { openingHand, prepareDeck, type PreparedDeck } from './setup'
import { fixtureCatalogue } from '../engine-testing/fixtures'

/** Chi-square statistic of observed counts against expected counts. */
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((s, o, i) => s + (o - (expected[i] ?? 0)) ** 2 / (expected[i] ?? 1), 0)
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

/** P(k copies among `draws` cards) drawing without replacement from `size` cards holding `copies`. */
function hypergeometric(size: number, copies: number, draws: number, k: number): number {
  return (binomial(copies, k) * binomial(size - copies, draws - k)) / binomial(size, draws)
}

type Shuffler = (items: number[], rng: RngState) => void
const engineShuffle: Shuffler = (items, rng) => shuffleInPlace(items, rng)
const sortRandom: Shuffler = (items, rng) => { items.sort(() => (nextUint32(rng) & 1) - 0.5) }
/** Off by one: a card never stays where it is (Sattolo's cycles instead of all permutations). */
const offByOne: Shuffler = (items, rng) => {
  for (let i = 0; i < items.length - 1; i++) {
    const j = i + 1 + nextInt(rng, items.length - i - 1)
    const t = items[i] as number; items[i] = items[j] as number; items[j] = t
  }
}
/** The classic mistake: swap each position with any position. */
const swapAny: Shuffler = (items, rng) => {
  for (let i = 0; i < items.length; i++) {
    const j = nextInt(rng, items.length)
    const t = items[i] as number; items[i] = items[j] as number; items[j] = t
  }
}

// Chi-square critical values at p = 0.001.
const CRITICAL_DF_7 = 24.32
const CRITICAL_DF_3 = 16.27
const CRITICAL_DF_5 = 20.52

/** How often each of the 6 orders of a 3-card pile comes out. */
function permutationChiSquare(shuffle: Shuffler): number {
  const trials = 30000
  const rng = createRng(77)
  const counts = new Map<string, number>()
  for (let t = 0; t < trials; t++) {
    const items = [0, 1, 2]
    shuffle(items, rng)
    const key = items.join('')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const orders = ['012', '021', '102', '120', '201', '210']
  return chiSquare(orders.map((o) => counts.get(o) ?? 0), orders.map(() => trials / 6))
}

/** Where the card that starts on top ends up, over many shuffles of an 8-card pile. */
function positionChiSquare(shuffle: Shuffler): number {
  const n = 8, trials = 40000
  const rng = createRng(2024)
  const counts = new Array<number>(n).fill(0)
  for (let t = 0; t < trials; t++) {
    const items = Array.from({ length: n }, (_, i) => i)
    shuffle(items, rng)
    const pos = items.indexOf(0)
    counts[pos] = (counts[pos] ?? 0) + 1
  }
  return chiSquare(counts, new Array<number>(n).fill(trials / n))
}

describe('shuffle', () => {
  it('R6.5 the marked card lands on every position with equal probability (chi-square, 7 df)', () => {
    expect(positionChiSquare(engineShuffle)).toBeLessThan(CRITICAL_DF_7)
  })

  it('R6.5 the same test rejects a sort-random and an off-by-one shuffle', () => {
    expect(positionChiSquare(sortRandom)).toBeGreaterThan(CRITICAL_DF_7)
    expect(positionChiSquare(offByOne)).toBeGreaterThan(CRITICAL_DF_7)
  })

  it('R6.5 all six orders of three cards are equally likely, and swap-with-any fails that test (chi-square, 5 df)', () => {
    expect(permutationChiSquare(engineShuffle)).toBeLessThan(CRITICAL_DF_5)
    expect(permutationChiSquare(swapAny)).toBeGreaterThan(CRITICAL_DF_5)
  })
})

describe('opening-hand sampler', () => {
  // 65 shuffled cards (the starting Dalma and its two cards are set aside first, R6.2, R6.3),
  // four of them copies of Cofre, listed first so a shuffle that leaves cards near home shows.
  const deck: Deck = {
    relicId: null,
    startingDalmaId: 'guerrera',
    entries: [{ cardId: 'cofre', count: 4 }, { cardId: 'guerrera', count: 1 }, { cardId: 'golpe', count: 1 }, { cardId: 'guardia', count: 1 }, { cardId: 'daga', count: 61 }],
  }
  const result = prepareDeck(deck, fixtureCatalogue)
  if (!result.ok) throw new Error('fixture deck')
  const prepared = result.value
  const games = 20000

  /** Copies of Cofre per 5-card hand, in buckets 0, 1, 2, 3+, against the hypergeometric law. */
  function copiesChiSquare(sample: (p: PreparedDeck, game: number) => string[]): number {
    const counts = [0, 0, 0, 0]
    for (let g = 0; g < games; g++) {
      const k = Math.min(3, sample(prepared, g).filter((id) => id === 'cofre').length)
      counts[k] = (counts[k] ?? 0) + 1
    }
    const law = [0, 1, 2].map((k) => hypergeometric(65, 4, 5, k))
    law.push(1 - law.reduce((a, b) => a + b, 0))
    return chiSquare(counts, law.map((p) => p * games))
  }

  it('R6.6 copies of a 4-copy card in the opening hand follow the hypergeometric law (chi-square, 3 df)', () => {
    expect(prepared.rest).toHaveLength(65)
    expect(copiesChiSquare((p, g) => openingHand(p, gameSeed(99, g)))).toBeLessThan(CRITICAL_DF_3)
  })

  it('R6.6 the same test rejects a sort-random and an off-by-one sampler', () => {
    const biased = (shuffle: Shuffler) => (p: PreparedDeck, g: number) => {
      const order = p.rest.map((_, i) => i)
      shuffle(order, createRng(gameSeed(99, g)))
      return order.slice(0, 5).map((i) => p.rest[i] as string)
    }
    expect(copiesChiSquare(biased(sortRandom))).toBeGreaterThan(CRITICAL_DF_3)
    expect(copiesChiSquare(biased(offByOne))).toBeGreaterThan(CRITICAL_DF_3)
  })
})
