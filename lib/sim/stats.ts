// Small statistics for the batch: sparse integer histograms (mergeable by adding counts), their
// mean, spread and quantiles, and the 95 % margins shown beside every simulated figure (the
// intervals themselves come from inference.ts, the one statistics module).
import { wilson, Z95 } from './inference'

export { Z95 }

/** value → how many games had it. Keys are integers written in decimal; plain JSON, so it crosses postMessage. */
export type Histogram = Record<string, number>

export function histAdd(h: Histogram, value: number, count = 1): void {
  const key = String(value)
  h[key] = (h[key] ?? 0) + count
}

/** A new histogram with the counts of both (neither input is changed). */
export function histMerge(a: Histogram, b: Histogram): Histogram {
  const out: Histogram = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v
  return out
}

/** [value, count] pairs in ascending value order. */
export function histEntries(h: Histogram): [number, number][] {
  return Object.entries(h).map(([k, v]) => [Number(k), v] as [number, number]).filter(([, v]) => v > 0).sort((x, y) => x[0] - y[0])
}

export function histCount(h: Histogram): number {
  let n = 0
  for (const v of Object.values(h)) n += v
  return n
}

export function histMean(h: Histogram): number {
  let n = 0
  let sum = 0
  for (const [x, c] of histEntries(h)) { n += c; sum += x * c }
  return n === 0 ? Number.NaN : sum / n
}

/** Sample variance (n − 1 in the denominator); 0 for a single observation. */
export function histVariance(h: Histogram): number {
  const n = histCount(h)
  if (n === 0) return Number.NaN
  if (n === 1) return 0
  const mean = histMean(h)
  let ss = 0
  for (const [x, c] of histEntries(h)) ss += c * (x - mean) ** 2
  return ss / (n - 1)
}

/**
 * The q-quantile as the smallest observed value whose cumulative share reaches q (the inverse of
 * the empirical distribution function). Always one of the values seen, so "money" quantiles are
 * amounts a game really had.
 */
export function histQuantile(h: Histogram, q: number): number {
  const entries = histEntries(h)
  const n = entries.reduce((s, [, c]) => s + c, 0)
  if (n === 0) return Number.NaN
  const target = Math.max(q, 0) * n
  let cum = 0
  for (const [x, c] of entries) {
    cum += c
    if (cum >= target - 1e-9) return x
  }
  return (entries[entries.length - 1] as [number, number])[0]
}

/** Share of observations ≥ k. */
export function histShareAtLeast(h: Histogram, k: number): { successes: number; n: number } {
  let successes = 0
  let n = 0
  for (const [x, c] of histEntries(h)) { n += c; if (x >= k) successes += c }
  return { successes, n }
}

/** A number, or null where it is undefined (no observation): JSON keeps null, not NaN. */
export const orNull = (x: number): number | null => (Number.isFinite(x) ? x : null)

/** A simulated proportion with its 95 % interval. */
export type Proportion = {
  /** successes / n (null when n = 0) */
  p: number | null
  successes: number
  n: number
  /** Wilson score interval, which stays inside [0, 1] and behaves at p near 0 or 1. */
  low: number
  high: number
  /** Normal-approximation half-width 1.96·√(p(1−p)/n), the "± margin" people read. */
  margin: number | null
}

export function proportion(successes: number, n: number, z = Z95): Proportion {
  if (n <= 0) return { p: null, successes, n, low: 0, high: 1, margin: null }
  const p = successes / n
  const [low, high] = wilson(successes, n, z).ci95 as [number, number]
  return { p, successes, n, low, high, margin: z * Math.sqrt((p * (1 - p)) / n) }
}

/** Half-width of the normal 95 % interval of a mean: 1.96·s/√n. */
export function meanMargin(variance: number, n: number, z = Z95): number {
  if (n <= 1 || !Number.isFinite(variance)) return Number.NaN
  return z * Math.sqrt(variance / n)
}

/** A simulated numeric quantity: its mean with margin and its spread (null where there is no observation). */
export type Summary = {
  n: number
  mean: number | null
  /** 95 % half-width of the mean (null with fewer than two observations). */
  margin: number | null
  min: number | null
  p10: number | null
  p25: number | null
  median: number | null
  p75: number | null
  p90: number | null
  max: number | null
}

export function summarize(h: Histogram): Summary {
  const n = histCount(h)
  const entries = histEntries(h)
  return {
    n,
    mean: orNull(histMean(h)),
    margin: orNull(meanMargin(histVariance(h), n)),
    min: entries.length > 0 ? (entries[0] as [number, number])[0] : null,
    p10: orNull(histQuantile(h, 0.1)),
    p25: orNull(histQuantile(h, 0.25)),
    median: orNull(histQuantile(h, 0.5)),
    p75: orNull(histQuantile(h, 0.75)),
    p90: orNull(histQuantile(h, 0.9)),
    max: entries.length > 0 ? (entries[entries.length - 1] as [number, number])[0] : null,
  }
}
