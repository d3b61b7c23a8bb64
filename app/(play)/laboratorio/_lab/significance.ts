// Significance of a what-if against its baseline: a two-proportion z-test for win rates and
// Welch's t-test for means. Pure numbers, so the page and its tests agree on every digit.
import type { MeanCI } from '@/lib/sim/selfplay'
import { Z95, type Proportion } from '@/lib/sim/stats'

export type Test = { statistic: number; p: number; df?: number }

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2))
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const y = x - 1
  let a = c[0] as number
  const t = y + 7.5
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (y + i)
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a)
}

/** Continued fraction of the regularized incomplete beta (Lentz's method). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < tiny) d = tiny
  d = 1 / d
  let h = d
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d; if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c; if (Math.abs(c) < tiny) c = tiny
    d = 1 / d; h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d; if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c; if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-12) break
  }
  return h
}

/** I_x(a, b), the regularized incomplete beta function. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b
}

/** Two-sided p-value of Student's t with df degrees of freedom. */
export const tTwoSided = (t: number, df: number): number => incompleteBeta(df / (df + t * t), df / 2, 0.5)

/** Two-proportion z-test with the pooled proportion; null when it is undefined (no games, or all or none). */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): Test | null {
  if (n1 <= 0 || n2 <= 0) return null
  const pooled = (x1 + x2) / (n1 + n2)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
  if (se === 0) return null
  const z = (x2 / n2 - x1 / n1) / se
  return { statistic: z, p: 2 * (1 - normalCdf(Math.abs(z))) }
}

/** Welch's t-test from two samples' means, sample variances and sizes. */
export function welchT(m1: number, v1: number, n1: number, m2: number, v2: number, n2: number): Test | null {
  if (n1 < 2 || n2 < 2) return null
  const a = v1 / n1
  const b = v2 / n2
  const se = Math.sqrt(a + b)
  if (!(se > 0)) return null
  const t = (m2 - m1) / se
  const df = (a + b) ** 2 / (a * a / (n1 - 1) + b * b / (n2 - 1))
  return { statistic: t, df, p: tTwoSided(t, df) }
}

/** The sample variance behind a reported mean and its 95 % margin (margin = Z95·s/√n). */
export const varianceOf = (m: MeanCI): number | null =>
  m.margin === null || m.n < 2 ? null : (m.margin / Z95) ** 2 * m.n

/** Welch's t between two reported means (baseline first). */
export function compareMeans(base: MeanCI, alt: MeanCI): Test | null {
  const v1 = varianceOf(base)
  const v2 = varianceOf(alt)
  if (base.mean === null || alt.mean === null || v1 === null || v2 === null) return null
  return welchT(base.mean, v1, base.n, alt.mean, v2, alt.n)
}

/** The z-test between two reported proportions (baseline first). */
export const compareProportions = (base: Proportion, alt: Proportion): Test | null =>
  twoProportionZ(base.successes, base.n, alt.successes, alt.n)
