// The laboratory's statistics against published values (R, SciPy and the textbooks that print them),
// then the properties the lab relies on: sums that any split adds up to the same numbers, a run
// identical game by game giving a difference of exactly 0 and p = 1, and clustering by game.
import { describe, expect, it } from 'vitest'
import {
  binomialTest, holm, incompleteBeta, meanInterval, normalCdf, normalUpper, pairedProportion, pairedRatio, pairedT, ratioInterval,
  SHARE_BOUNDS, t975, tQuantile, tTwoSided, wilson, type MeanSums, type RatioSums,
} from './inference'

const sums = (xs: readonly number[]): MeanSums => ({ n: xs.length, sum: xs.reduce((a, x) => a + x, 0), sumSq: xs.reduce((a, x) => a + x * x, 0) })
const ratioSums = (ys: readonly number[], ms: readonly number[]): RatioSums => ({
  n: ys.length,
  y: ys.reduce((a, x) => a + x, 0), m: ms.reduce((a, x) => a + x, 0),
  yy: ys.reduce((a, x) => a + x * x, 0), mm: ms.reduce((a, x) => a + x * x, 0), ym: ys.reduce((a, y, i) => a + y * (ms[i] as number), 0),
})

// R's `sleep` data (Cushny & Peebles): extra hours of sleep of ten patients under two drugs.
const SLEEP_1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0]
const SLEEP_2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4]

describe('distributions', () => {
  it('normal tail: Φ(1.959964) = 0.975, P(Z ≥ 4.17) = 1.52e-5 (the table values)', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12)
    expect(normalCdf(0)).toBe(0.5)
    expect(normalUpper(4.17) / 1.5228e-5).toBeCloseTo(1, 3)
    expect(normalUpper(-1)).toBeCloseTo(0.8413447460685429, 12)
  })
  it('Student t: the 97.5 % points for 9 and 1000 df are 2.262157 and 1.962339 (R qt(0.975, df))', () => {
    expect(tQuantile(0.975, 9)).toBeCloseTo(2.262157, 6)
    expect(t975(1000)).toBeCloseTo(1.962339, 6)
    expect(tTwoSided(0, 7)).toBe(1)
  })
  it('incomplete beta: I_x(1, 1) = x, I_½(a, a) = ½, and stays accurate for a, b near 10⁵', () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12)
    expect(incompleteBeta(0.5, 4.5, 4.5)).toBeCloseTo(0.5, 12)
    expect(incompleteBeta(0.5, 50_000, 50_000)).toBeCloseTo(0.5, 9)
  })
})

describe('Wilson interval (reference values of Newcombe 1998, Table I, method 3)', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i/%i → [%f, %f]', (k, n, lo, hi) => {
    const w = wilson(k, n)
    expect(w.estimate).toBe(k / n)
    expect(w.ci95?.[0]).toBeCloseTo(lo, 4)
    expect(w.ci95?.[1]).toBeCloseTo(hi, 4)
  })
  it('stays inside [0, 1] at 0 and at n, and has no interval without games', () => {
    expect(wilson(0, 10).ci95?.[0]).toBe(0)
    expect(wilson(10, 10).ci95?.[1]).toBe(1)
    expect(wilson(0, 0)).toEqual({ estimate: null, ci95: null })
  })
})

describe('paired t (R: t.test(extra ~ group, data = sleep, paired = TRUE))', () => {
  it('gives mean difference −1.58, 95 % CI [−2.4598858, −0.7001142], p = 0.002833', () => {
    const d = SLEEP_1.map((x, i) => x - (SLEEP_2[i] as number))
    const t = pairedT(sums(d), { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY })
    expect(t.difference.estimate).toBeCloseTo(-1.58, 10)
    expect(t.difference.ci95?.[0]).toBeCloseTo(-2.4598858, 6)
    expect(t.difference.ci95?.[1]).toBeCloseTo(-0.7001142, 6)
    expect(t.p).toBeCloseTo(0.002833, 6)
    expect(t.test).toBe('paired-t')
  })
  it('the t interval of a mean is the same computation (one sample of the differences)', () => {
    const d = SLEEP_2.map((x, i) => x - (SLEEP_1[i] as number))
    const m = meanInterval(sums(d))
    expect(m.estimate).toBeCloseTo(1.58, 10)
    expect(m.ci95?.[0]).toBeCloseTo(0.7001142, 6)
    expect(m.ci95?.[1]).toBeCloseTo(2.4598858, 6)
  })
  it('a mean interval is clipped to what the figure can be (counts are never negative)', () => {
    const m = meanInterval(sums([0, 0, 0, 0, 5]))
    expect(m.ci95?.[0]).toBe(0)
    expect(m.ci95?.[1]).toBeGreaterThan(1)
  })
})

describe('McNemar, exact, with the paired difference', () => {
  it('exact p of 11 against 3 discordant pairs is 0.057373046875 (2·P(X ≤ 3), X ~ Bin(14, ½))', () => {
    expect(pairedProportion(20, 11, 3).p).toBeCloseTo(0.057373046875, 12)
  })
  it('Agresti (2007, §8.1), presidential approval 794/150/86/570: difference 0.04, 95 % CI (0.021, 0.059)', () => {
    // Approval fell: 150 approved only in the first survey (b), 86 only in the second (c); n = 1600.
    const t = pairedProportion(1600, 86, 150)
    expect(t.difference.estimate).toBeCloseTo(0.04, 12)
    expect(t.difference.ci95?.[0]).toBeCloseTo(0.021, 3)
    expect(t.difference.ci95?.[1]).toBeCloseTo(0.059, 3)
    // McNemar's z = −4.17 there: the exact test agrees it is far below 0.001.
    expect(t.p).toBeLessThan(1e-4)
  })
  it('no discordant game: difference exactly 0 and p = 1', () => {
    const t = pairedProportion(200, 0, 0)
    expect(t.difference).toEqual({ estimate: 0, ci95: [0, 0] })
    expect(t.p).toBe(1)
  })
})

describe('exact binomial test (R binom.test, SciPy binomtest)', () => {
  it('R: binom.test(682, 925, p = 3/4) has p-value 0.3825 (Mendel\'s peas)', () => {
    expect(binomialTest(682, 925, 0.75)).toBeCloseTo(0.3825, 4)
  })
  it('SciPy: binomtest(3, n=15, p=0.1, alternative="greater") has p-value 0.18406106910639114', () => {
    expect(binomialTest(3, 15, 0.1, 'greater')).toBeCloseTo(0.18406106910639114, 12)
  })
})

describe('Holm (R p.adjust(p, "holm"))', () => {
  it('[0.319, 0.201, 0.4, 0.374, 0.113] → [0.957, 0.804, 0.957, 0.957, 0.565]', () => {
    const adjusted = holm([0.319, 0.201, 0.4, 0.374, 0.113])
    const expected = [0.957, 0.804, 0.957, 0.957, 0.565]
    adjusted.forEach((p, i) => expect(p).toBeCloseTo(expected[i] as number, 12))
  })
  it('Holm\'s worked example: 0.01, 0.04, 0.03, 0.005 at α = 0.05 rejects the first and the last only', () => {
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]) as number[]
    expect(adjusted.map((p) => p < 0.05)).toEqual([true, false, false, true])
  })
  it('rows without a test stay null and do not count', () => {
    expect(holm([0.02, null, 0.04])).toEqual([0.04, null, 0.04])
  })
})

describe('pooled ratios clustered by game', () => {
  it('with one observation per game it is the mean and its t interval', () => {
    const ys = [3, 5, 4, 8, 6, 7]
    const r = ratioInterval(ratioSums(ys, ys.map(() => 1)))
    const m = meanInterval(sums(ys))
    expect(r.estimate).toBe(m.estimate)
    expect(r.ci95?.[0]).toBeCloseTo(m.ci95?.[0] as number, 12)
    expect(r.ci95?.[1]).toBeCloseTo(m.ci95?.[1] as number, 12)
  })
  it('is the pooled ratio Σy/Σm, not the mean of per-game ratios', () => {
    // Two games: 10 actions in 1 turn, 80 in 10: pooled 90/11 = 8.18, mean of ratios 9.
    expect(ratioInterval(ratioSums([10, 80], [1, 10])).estimate).toBeCloseTo(90 / 11, 12)
  })
  it('is wider than treating each observation as independent when observations of a game move together', () => {
    // Each game's offensives share its turn: 3 games with 4 offensives each, on turns 10, 40, 70.
    const clustered = ratioInterval(ratioSums([40, 160, 280], [4, 4, 4]))
    const naive = meanInterval(sums([10, 10, 10, 10, 40, 40, 40, 40, 70, 70, 70, 70]))
    expect(clustered.estimate).toBe(40)
    const width = (e: { ci95: [number, number] | null }) => (e.ci95 as [number, number])[1] - (e.ci95 as [number, number])[0]
    expect(width(clustered)).toBeGreaterThan(2 * width(naive))
  })
  it('the expanded sums give the direct per-game computation', () => {
    const ys = [12, 0, 7, 30, 5, 9, 14]
    const ms = [2, 0, 1, 3, 1, 1, 2]
    const s = ratioSums(ys, ms)
    const r = s.y / s.m
    const mBar = s.m / s.n
    const direct = Math.sqrt(ys.reduce((a, y, i) => a + (y - r * (ms[i] as number)) ** 2, 0) / (s.n * (s.n - 1))) / mBar
    const e = ratioInterval(s, { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY })
    expect(((e.ci95 as [number, number])[1] - r) / t975(s.n - 1)).toBeCloseTo(direct, 12)
  })
  it('paired: equal per-game ratios differ by exactly 0 with p = 1; a shifted run is found', () => {
    const ys = [12, 0, 7, 30, 5, 9, 14]
    const ms = [2, 0, 1, 3, 1, 1, 2]
    const s = ratioSums(ys, ms)
    const cross = (a: number[], b: number[]) => a.reduce((acc, x, i) => acc + x * (b[i] as number), 0)
    const same = pairedRatio(s, s, { yy: cross(ys, ys), ym: cross(ys, ms), my: cross(ms, ys), mm: cross(ms, ms) })
    expect(same.difference.estimate).toBe(0)
    expect(same.p).toBe(1)
    const shifted = ys.map((y, i) => y + 3 * (ms[i] as number) + (i % 2))
    const v = ratioSums(shifted, ms)
    const moved = pairedRatio(s, v, { yy: cross(ys, shifted), ym: cross(ys, ms), my: cross(ms, shifted), mm: cross(ms, ms) })
    expect(moved.difference.estimate).toBeCloseTo(v.y / v.m - s.y / s.m, 12)
    expect(moved.p).toBeLessThan(0.001)
  })
  it('a ratio whose observations all come from one game has no interval (one game shows no spread)', () => {
    const s = { ...ratioSums([0, 0, 68, 0], [0, 0, 1, 0]), k: 1 }
    expect(ratioInterval(s)).toMatchObject({ estimate: 68, ci95: null })
    const two = { ...ratioSums([0, 60, 68, 0], [0, 1, 1, 0]), k: 2 }
    // Two games: the t quantile has one degree of freedom (12.706), not three.
    expect((ratioInterval(two).ci95 as [number, number])[1] - 64).toBeGreaterThan(12.706 * 2)
  })
  it('share bounds clip a ratio that is a proportion', () => {
    const e = ratioInterval(ratioSums([1, 1, 1, 0], [1, 1, 1, 1]), SHARE_BOUNDS)
    expect(e.ci95?.[1]).toBe(1)
  })
})

describe('paired t on equal runs', () => {
  it('no game changed: difference exactly 0 and p = 1', () => {
    const t = pairedT({ n: 50, sum: 0, sumSq: 0 })
    expect(t.difference).toEqual({ estimate: 0, ci95: [0, 0] })
    expect(t.p).toBe(1)
  })
})
