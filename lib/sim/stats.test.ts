import { describe, expect, it } from 'vitest'
import { histAdd, histCount, histMean, histMerge, histQuantile, histVariance, meanMargin, proportion, summarize, type Histogram } from './stats'

const fromValues = (values: number[]): Histogram => {
  const h: Histogram = {}
  for (const v of values) histAdd(h, v)
  return h
}

describe('Wilson interval', () => {
  it('matches published 95 % values (0/10 → [0, 0.2775], 5/10 → [0.2366, 0.7634])', () => {
    const none = proportion(0, 10)
    expect(none.low).toBe(0)
    expect(none.high).toBeCloseTo(0.2775, 4)
    const half = proportion(5, 10)
    expect(half.low).toBeCloseTo(0.2366, 4)
    expect(half.high).toBeCloseTo(0.7634, 4)
  })
  it('gives the normal ± margin beside it', () => {
    const p = proportion(450, 1000)
    expect(p.p).toBe(0.45)
    expect(p.margin).toBeCloseTo(1.96 * Math.sqrt((0.45 * 0.55) / 1000), 4)
    expect(p.low).toBeLessThan(0.45)
    expect(p.high).toBeGreaterThan(0.45)
  })
  it('has no proportion without observations', () => {
    expect(proportion(0, 0).p).toBeNull()
  })
})

describe('histograms', () => {
  const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]
  const h = fromValues(values)
  it('count, mean and sample variance agree with the raw values', () => {
    const n = values.length
    const mean = values.reduce((s, v) => s + v, 0) / n
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1)
    expect(histCount(h)).toBe(n)
    expect(histMean(h)).toBeCloseTo(mean, 12)
    expect(histVariance(h)).toBeCloseTo(variance, 12)
    expect(meanMargin(variance, n)).toBeCloseTo(1.96 * Math.sqrt(variance / n), 3)
  })
  it('quantiles are the inverse of the empirical distribution', () => {
    const sorted = values.slice().sort((a, b) => a - b)
    for (const q of [0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
      expect(histQuantile(h, q)).toBe(sorted[Math.ceil(q * sorted.length) - 1])
    }
  })
  it('merge adds counts and leaves its inputs alone', () => {
    const a = fromValues([1, 2, 2])
    const b = fromValues([2, 3])
    expect(histMerge(a, b)).toEqual(fromValues([1, 2, 2, 2, 3]))
    expect(a).toEqual(fromValues([1, 2, 2]))
  })
  it('summaries of an empty histogram are nulls, never NaN (JSON keeps them)', () => {
    const s = summarize({})
    expect(s.n).toBe(0)
    expect(s.mean).toBeNull()
    expect(s.median).toBeNull()
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})
