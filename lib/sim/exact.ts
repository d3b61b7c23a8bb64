// Exact probabilities for the opening hand, so the batch can show the true value beside the
// simulated one wherever one exists. Everything is summed as exact fractions of BigInts (decks are
// at most a few hundred cards, so the numbers stay small) and turned into a double once at the end.
//
// The deck these formulas see is the shuffled part: the whole list minus the starting Dalma and
// its two cards, which setup takes out before shuffling (R6.2, R6.3). The opening hand is its first
// five cards (R6.6). The replacement (R6.7) follows a fixed per-card rule: every card of the
// "keep" category stays, every other card goes under the deck in hand order (RUL-3), and as many
// cards are drawn from the top.

/** A non-negative fraction num/den, den > 0, kept reduced. */
export type Fraction = { num: bigint; den: bigint }

const ZERO: Fraction = { num: 0n, den: 1n }

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

function fraction(num: bigint, den: bigint): Fraction {
  if (num === 0n) return ZERO
  const g = gcd(num, den)
  return { num: num / g, den: den / g }
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den)
}

function mulFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den)
}

/** The double nearest to the fraction (each BigInt converts with one rounding, then one division). */
export function fractionToNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den)
}

const binomialRows: bigint[][] = [[1n]]

/** C(n, k) exactly; 0 outside 0 ≤ k ≤ n. Pascal rows are cached, so repeated calls are cheap. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n
  for (let row = binomialRows.length; row <= n; row++) {
    const prev = binomialRows[row - 1] as bigint[]
    const next: bigint[] = [1n]
    for (let i = 1; i < row; i++) next.push((prev[i - 1] as bigint) + (prev[i] as bigint))
    next.push(1n)
    binomialRows.push(next)
  }
  return (binomialRows[n] as bigint[])[k] as bigint
}

/**
 * Hypergeometric law as exact fractions: drawing `draws` cards without replacement from
 * `population` cards of which `successes` are targets, entry x is P(exactly x targets).
 * Length draws + 1 (impossible counts are 0).
 */
export function hypergeometricExact(population: number, successes: number, draws: number): Fraction[] {
  checkCounts(population, successes, draws)
  const den = binomial(population, draws)
  const out: Fraction[] = []
  for (let x = 0; x <= draws; x++) out.push(fraction(binomial(successes, x) * binomial(population - successes, draws - x), den))
  return out
}

/** The hypergeometric law as doubles (see hypergeometricExact). */
export function hypergeometricPmf(population: number, successes: number, draws: number): number[] {
  return hypergeometricExact(population, successes, draws).map(fractionToNumber)
}

function checkCounts(population: number, successes: number, draws: number): void {
  if (!(Number.isInteger(population) && Number.isInteger(successes) && Number.isInteger(draws))) throw new RangeError('counts must be integers')
  if (population < 0 || successes < 0 || draws < 0 || successes > population || draws > population) {
    throw new RangeError(`impossible draw: ${draws} of ${population} with ${successes} targets`)
  }
}

/** P(X ≥ k) of a law given as its probability list. */
export function atLeast(pmf: readonly number[], k: number): number {
  let p = 0
  for (let x = Math.max(0, k); x < pmf.length; x++) p += pmf[x] as number
  return Math.min(1, p)
}

/** P(X ≥ k) of an exact law, exactly. */
export function atLeastExact(pmf: readonly Fraction[], k: number): Fraction {
  let p = ZERO
  for (let x = Math.max(0, k); x < pmf.length; x++) p = addFractions(p, pmf[x] as Fraction)
  return p
}

export function pmfMean(pmf: readonly number[]): number {
  let m = 0
  for (let x = 0; x < pmf.length; x++) m += x * (pmf[x] as number)
  return m
}

/**
 * The shuffled deck split four ways for one question: target cards the rule keeps, target cards it
 * sends to the bottom, and the same for the other cards.
 */
export type ReplacementSplit = {
  targetKeep: number
  targetReplace: number
  otherKeep: number
  otherReplace: number
}

export const splitSize = (s: ReplacementSplit): number => s.targetKeep + s.targetReplace + s.otherKeep + s.otherReplace

/**
 * Law of the number of target cards in hand AFTER the replacement, exactly.
 *
 * Enumerate the first hand's composition (i, j, k, l) over the four categories (multivariate
 * hypergeometric). The rule keeps the i + k keep-category cards and puts the r = j + l others under
 * the deck, so i targets stay; then r cards are drawn from the top. The top holds the N − h unseen
 * cards in random order, then the replaced ones in hand order. When N − h ≥ r the draw is a
 * hypergeometric draw of r among the unseen cards; on a deck too small for that, every unseen card
 * comes back plus the first r − (N − h) replaced ones, a uniform pick among them because the hand's
 * order is itself random.
 */
export function afterReplacementExact(split: ReplacementSplit, handSize = 5): Fraction[] {
  const { targetKeep: a, targetReplace: b, otherKeep: c, otherReplace: d } = split
  for (const v of [a, b, c, d]) if (!Number.isInteger(v) || v < 0) throw new RangeError('category counts must be non-negative integers')
  const total = a + b + c + d
  const h = Math.min(handSize, total)
  const unseen = total - h
  const firstDen = binomial(total, h)
  const out: Fraction[] = Array.from({ length: h + 1 }, () => ZERO)
  for (let i = 0; i <= Math.min(a, h); i++) {
    for (let j = 0; j <= Math.min(b, h - i); j++) {
      for (let k = 0; k <= Math.min(c, h - i - j); k++) {
        const l = h - i - j - k
        if (l > d) continue
        const first = fraction(binomial(a, i) * binomial(b, j) * binomial(c, k) * binomial(d, l), firstDen)
        if (first.num === 0n) continue
        const r = j + l
        const unseenTargets = a - i + (b - j)
        let redraw: Fraction[]
        let base = i
        if (unseen >= r) {
          redraw = hypergeometricExact(unseen, unseenTargets, r)
        } else {
          // Every unseen card is drawn, then r − unseen of the replaced cards come back.
          base += unseenTargets
          redraw = hypergeometricExact(r, j, r - unseen)
        }
        redraw.forEach((p, m) => {
          if (p.num === 0n) return
          const x = base + m
          out[x] = addFractions(out[x] as Fraction, mulFractions(first, p))
        })
      }
    }
  }
  return out
}

export function afterReplacementPmf(split: ReplacementSplit, handSize = 5): number[] {
  return afterReplacementExact(split, handSize).map(fractionToNumber)
}

/** A card of the shuffled deck, reduced to what the exact formulas need. */
export type DeckSlot = { cardId: string; count: number; keep: boolean }

/** Splits a deck for the question "how many of `targets`?" under the keep rule carried by the slots. */
export function splitFor(slots: readonly DeckSlot[], isTarget: (cardId: string) => boolean): ReplacementSplit {
  const s: ReplacementSplit = { targetKeep: 0, targetReplace: 0, otherKeep: 0, otherReplace: 0 }
  for (const slot of slots) {
    if (isTarget(slot.cardId)) {
      if (slot.keep) s.targetKeep += slot.count
      else s.targetReplace += slot.count
    } else if (slot.keep) s.otherKeep += slot.count
    else s.otherReplace += slot.count
  }
  return s
}

/** Both laws of one question: in the opening hand and after the replacement. */
export type ExactHandLaw = { opening: number[]; afterReplacement: number[] }

export function exactHandLaw(slots: readonly DeckSlot[], isTarget: (cardId: string) => boolean, handSize = 5): ExactHandLaw {
  const split = splitFor(slots, isTarget)
  const total = splitSize(split)
  const h = Math.min(handSize, total)
  return {
    opening: hypergeometricPmf(total, split.targetKeep + split.targetReplace, h),
    afterReplacement: afterReplacementPmf(split, handSize),
  }
}

/** Expected number of cards the rule sends to the bottom: h · (cards outside the keep category) / N. */
export function expectedReplaced(slots: readonly DeckSlot[], handSize = 5): number {
  let total = 0
  let replaced = 0
  for (const s of slots) {
    total += s.count
    if (!s.keep) replaced += s.count
  }
  if (total === 0) return 0
  return (Math.min(handSize, total) * replaced) / total
}
