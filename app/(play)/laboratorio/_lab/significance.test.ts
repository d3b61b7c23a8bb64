import { describe, expect, it } from 'vitest'
import { proportion, Z95 } from '@/lib/sim'
import { compareMeans, compareProportions, incompleteBeta, normalCdf, tTwoSided, twoProportionZ, welchT } from './significance'

describe('significance tests of the what-if comparison', () => {
  it('normal CDF matches the table (Φ(1.96) ≈ 0.975, Φ(−1) ≈ 0.1587)', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5)
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
  })

  it('incomplete beta: I_x(1,1) = x and I_0.5(a,a) = 0.5', () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 10)
    expect(incompleteBeta(0.5, 4.5, 4.5)).toBeCloseTo(0.5, 10)
  })

  it('Student t: two-sided p of t = 2.228 with 10 df is 0.05, of t = 2.045 with 29 df is 0.05', () => {
    expect(tTwoSided(2.228, 10)).toBeCloseTo(0.05, 3)
    expect(tTwoSided(2.045, 29)).toBeCloseTo(0.05, 3)
    expect(tTwoSided(0, 5)).toBeCloseTo(1, 10)
  })

  it('two-proportion z: 60/100 against 45/100 gives z ≈ 2.12, p ≈ 0.034', () => {
    const t = twoProportionZ(60, 100, 45, 100)
    expect(t?.statistic).toBeCloseTo(-2.1239, 3)
    expect(t?.p).toBeCloseTo(0.0337, 3)
    expect(twoProportionZ(0, 10, 0, 10)).toBeNull()
    expect(twoProportionZ(1, 0, 1, 10)).toBeNull()
  })

  it('Welch t on known sums: means 20 and 22, variances 4 and 9, n 10 and 12', () => {
    const t = welchT(20, 4, 10, 22, 9, 12)
    // se = √(0.4 + 0.75) = 1.0724; t = 1.8650; df = 1.3225 / (0.16/9 + 0.5625/11) = 19.19
    expect(t?.statistic).toBeCloseTo(1.865, 3)
    expect(t?.df).toBeCloseTo(19.19, 1)
    expect(t?.p).toBeGreaterThan(0.07)
    expect(t?.p).toBeLessThan(0.08)
  })

  it('compares reported figures by recovering the variance from the 95 % margin', () => {
    const base = { mean: 20, margin: Z95 * Math.sqrt(4 / 10), n: 10 }
    const alt = { mean: 22, margin: Z95 * Math.sqrt(9 / 12), n: 12 }
    expect(compareMeans(base, alt)?.statistic).toBeCloseTo(1.865, 3)
    expect(compareMeans({ mean: null, margin: null, n: 0 }, alt)).toBeNull()
    expect(compareProportions(proportion(60, 100), proportion(45, 100))?.p).toBeCloseTo(0.0337, 3)
  })
})
