import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addFractions, afterReplacementExact, atLeast, atLeastExact, binomial, exactHandLaw, expectedReplaced, fractionToNumber,
  hypergeometricExact, hypergeometricPmf, pmfMean, splitFor, type Fraction, type ReplacementSplit,
} from './exact'

type Label = 'TK' | 'TR' | 'OK' | 'OR'
const isTarget = (l: Label) => l === 'TK' || l === 'TR'
const isKept = (l: Label) => l === 'TK' || l === 'OK'

/** Every distinct ordering of a multiset: each is equally likely under a uniform shuffle of the cards. */
function arrangements(counts: Record<Label, number>): Label[][] {
  const out: Label[][] = []
  const left = { ...counts }
  const total = counts.TK + counts.TR + counts.OK + counts.OR
  const seq: Label[] = []
  const walk = () => {
    if (seq.length === total) { out.push(seq.slice()); return }
    for (const l of ['TK', 'TR', 'OK', 'OR'] as const) {
      if (left[l] === 0) continue
      left[l] -= 1; seq.push(l)
      walk()
      seq.pop(); left[l] += 1
    }
  }
  walk()
  return out
}

/** Plays the replacement literally on one ordering: deal, bottom the non-kept cards in hand order, draw as many. */
function targetsAfterReplacement(deck: readonly Label[], handSize: number): number {
  const h = Math.min(handSize, deck.length)
  const hand = deck.slice(0, h)
  const rest = deck.slice(h)
  const replaced = hand.filter((l) => !isKept(l))
  const kept = hand.filter(isKept)
  const library = [...rest, ...replaced]
  const final = [...kept, ...library.slice(0, replaced.length)]
  return final.filter(isTarget).length
}

const frac = (num: number, den: number): Fraction => {
  const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b))
  const d = g(BigInt(num), BigInt(den))
  return num === 0 ? { num: 0n, den: 1n } : { num: BigInt(num) / d, den: BigInt(den) / d }
}

function bruteForce(split: ReplacementSplit, handSize = 5): { opening: Fraction[]; after: Fraction[] } {
  const all = arrangements({ TK: split.targetKeep, TR: split.targetReplace, OK: split.otherKeep, OR: split.otherReplace })
  const h = Math.min(handSize, all[0]?.length ?? 0)
  const opening = Array.from({ length: h + 1 }, () => 0)
  const after = Array.from({ length: h + 1 }, () => 0)
  for (const deck of all) {
    const o = deck.slice(0, h).filter(isTarget).length
    const a = targetsAfterReplacement(deck, handSize)
    opening[o] = (opening[o] ?? 0) + 1
    after[a] = (after[a] ?? 0) + 1
  }
  return { opening: opening.map((c) => frac(c, all.length)), after: after.map((c) => frac(c, all.length)) }
}

describe('binomial', () => {
  it('matches Pascal identities and the factorial formula on small values', () => {
    const fact = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * fact(n - 1))
    for (let n = 0; n <= 30; n++) {
      for (let k = 0; k <= n; k++) expect(binomial(n, k)).toBe(fact(n) / (fact(k) * fact(n - k)))
    }
    expect(binomial(5, 6)).toBe(0n)
    expect(binomial(5, -1)).toBe(0n)
  })
  it('stays exact far beyond 2^53 (C(100, 50))', () => {
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n)
  })
})

describe('hypergeometric law of the opening hand', () => {
  it('R6.6 equals a count over every 5-card subset of a 12-card deck with 4 targets', () => {
    // Direct enumeration: cards 0..3 are the targets.
    const counts = [0, 0, 0, 0, 0, 0]
    let total = 0
    const pick: number[] = []
    const walk = (start: number) => {
      if (pick.length === 5) {
        const x = pick.filter((c) => c < 4).length
        counts[x] = (counts[x] ?? 0) + 1
        total += 1
        return
      }
      for (let c = start; c < 12; c++) { pick.push(c); walk(c + 1); pick.pop() }
    }
    walk(0)
    expect(hypergeometricExact(12, 4, 5)).toEqual(counts.map((c) => frac(c, total)))
  })

  it('R6.6 sums to exactly 1 and has mean n·K/N on a 67-card deck', () => {
    const law = hypergeometricExact(67, 4, 5)
    expect(law.reduce(addFractions)).toEqual({ num: 1n, den: 1n })
    expect(pmfMean(hypergeometricPmf(67, 4, 5))).toBeCloseTo((5 * 4) / 67, 14)
  })

  it('R6.6 P(at least one of 4 copies in 5 of 37) is 1 − C(33,5)/C(37,5)', () => {
    const p = atLeast(hypergeometricPmf(37, 4, 5), 1)
    // C(33,5) = 237336 and C(37,5) = 435897, written out independently.
    expect(p).toBeCloseTo(1 - 237336 / 435897, 15)
    expect(atLeastExact(hypergeometricExact(37, 4, 5), 1)).toEqual(frac(435897 - 237336, 435897))
  })

  it('refuses an impossible draw', () => {
    expect(() => hypergeometricExact(5, 6, 2)).toThrow(RangeError)
    expect(() => hypergeometricExact(5, 2, 6)).toThrow(RangeError)
  })
})

describe('law after the initial replacement', () => {
  it('R6.7 RUL-3 matches a brute-force enumeration on tiny decks', () => {
    const cases: ReplacementSplit[] = [
      { targetKeep: 1, targetReplace: 2, otherKeep: 3, otherReplace: 4 },
      { targetKeep: 2, targetReplace: 0, otherKeep: 2, otherReplace: 5 },
      { targetKeep: 0, targetReplace: 3, otherKeep: 1, otherReplace: 6 },
      // Decks so small that the redraw reaches the replaced cards at the bottom.
      { targetKeep: 1, targetReplace: 2, otherKeep: 0, otherReplace: 4 },
      { targetKeep: 0, targetReplace: 2, otherKeep: 1, otherReplace: 2 },
      { targetKeep: 2, targetReplace: 1, otherKeep: 0, otherReplace: 0 },
    ]
    for (const split of cases) {
      const brute = bruteForce(split)
      expect(afterReplacementExact(split), JSON.stringify(split)).toEqual(brute.after)
      const total = split.targetKeep + split.targetReplace + split.otherKeep + split.otherReplace
      const h = Math.min(5, total)
      expect(hypergeometricExact(total, split.targetKeep + split.targetReplace, h)).toEqual(brute.opening)
    }
  })

  it('R6.7 matches brute force for random small splits (property)', () => {
    const count = fc.integer({ min: 0, max: 3 })
    fc.assert(
      fc.property(count, count, count, count, fc.integer({ min: 1, max: 5 }), (a, b, c, d, handSize) => {
        fc.pre(a + b + c + d > 0)
        const split = { targetKeep: a, targetReplace: b, otherKeep: c, otherReplace: d }
        expect(afterReplacementExact(split, handSize)).toEqual(bruteForce(split, handSize).after)
      }),
      { numRuns: 60, seed: 20240611 },
    )
  })

  it('R6.7 keeping every card changes nothing, and replacing every card draws the next five', () => {
    const keepAll = afterReplacementExact({ targetKeep: 4, targetReplace: 0, otherKeep: 33, otherReplace: 0 })
    expect(keepAll).toEqual(hypergeometricExact(37, 4, 5))
    // Nothing kept: the final hand is positions 6..10 of the shuffle, again 5 of 37.
    const replaceAll = afterReplacementExact({ targetKeep: 0, targetReplace: 4, otherKeep: 0, otherReplace: 33 })
    expect(replaceAll).toEqual(hypergeometricExact(37, 4, 5))
  })

  it('R6.7 kept targets can only rise and replaced targets only fall', () => {
    const open = hypergeometricPmf(40, 6, 5)
    const kept = afterReplacementExact({ targetKeep: 6, targetReplace: 0, otherKeep: 10, otherReplace: 24 }).map(fractionToNumber)
    const replaced = afterReplacementExact({ targetKeep: 0, targetReplace: 6, otherKeep: 10, otherReplace: 24 }).map(fractionToNumber)
    expect(pmfMean(kept)).toBeGreaterThan(pmfMean(open))
    expect(pmfMean(replaced)).toBeLessThan(pmfMean(open))
  })
})

describe('deck slots', () => {
  const slots = [
    { cardId: 'a', count: 3, keep: true },
    { cardId: 'b', count: 2, keep: false },
    { cardId: 'c', count: 4, keep: true },
    { cardId: 'd', count: 6, keep: false },
  ]
  it('split a deck four ways for a target set', () => {
    expect(splitFor(slots, (id) => id === 'a' || id === 'b')).toEqual({ targetKeep: 3, targetReplace: 2, otherKeep: 4, otherReplace: 6 })
  })
  it('R6.7 expected replaced cards is 5 × (cards the rule bottoms) / deck', () => {
    expect(expectedReplaced(slots)).toBeCloseTo((5 * 8) / 15, 14)
  })
  it('give both laws of a question', () => {
    const law = exactHandLaw(slots, (id) => id === 'b')
    expect(law.opening).toEqual(hypergeometricPmf(15, 2, 5))
    expect(law.afterReplacement.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14)
  })
})
