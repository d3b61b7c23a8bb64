// The laboratory's statistics, in one place (issue 16): intervals for one run's figures and paired
// tests for a what-if against its baseline on the same seeds. Pure arithmetic on sums, so shards of
// a run add their sums up and any split gives the same numbers.
//
// What is used where:
// - a share of games (a win rate): Wilson's score interval;
// - a per-game mean: Student's t interval;
// - a pooled ratio (Σy / Σm over games, e.g. actions per turn, or the turn of an offensive when a
//   game may hold several): the ratio estimator with its variance clustered by game (the game is
//   the independent unit, not the offensive), and a t interval with n − 1 degrees of freedom;
// - the paired difference of two win rates on common seeds: McNemar's test, exact (a binomial test
//   on the discordant pairs), with the Wald interval of the paired difference (Agresti 2007, §8.1);
// - the paired difference of two means: the paired t test on per-game differences;
// - the paired difference of two pooled ratios: the same clustered linearisation, per game;
// - many rows of one comparison: Holm's step-down adjustment of their p-values.
// Every interval is clipped to what the figure can be (a share to [0, 1], a count to ≥ 0).

/** 97.5 % point of the standard normal. */
export const Z95 = 1.959963984540054

export type Bounds = { min: number; max: number }
export const SHARE_BOUNDS: Bounds = { min: 0, max: 1 }
export const COUNT_BOUNDS: Bounds = { min: 0, max: Number.POSITIVE_INFINITY }
const DIFFERENCE_BOUNDS = (b: Bounds): Bounds => ({ min: b.min - b.max, max: b.max - b.min })

/** An estimate with its 95 % interval; null where nothing was observed. */
export type Estimate = { estimate: number | null; ci95: [number, number] | null }

const clip = (x: number, b: Bounds): number => Math.min(b.max, Math.max(b.min, x))
const clipped = (lo: number, hi: number, b: Bounds): [number, number] => [clip(lo, b), clip(hi, b)]

// ---- special functions ------------------------------------------------------------------------

const LANCZOS = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7]

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const y = x - 1
  let a = LANCZOS[0] as number
  const t = y + 7.5
  for (let i = 1; i < 9; i++) a += (LANCZOS[i] as number) / (y + i)
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a)
}

const TINY = 1e-300
const EPS = 1e-15
/** Enough for the continued fractions at a, b up to about 10⁷ (they need O(√max(a, b)) steps). */
const MAX_STEPS = 20_000

/** Continued fraction of the regularized incomplete beta (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= MAX_STEPS; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d; if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c; if (Math.abs(c) < TINY) c = TINY
    d = 1 / d; h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d; if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c; if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPS) break
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

/** Q(a, x) = Γ(a, x)/Γ(a), the regularized upper incomplete gamma (series below a + 1, continued fraction above). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1
  const lead = -x + a * Math.log(x) - logGamma(a)
  if (x < a + 1) {
    let sum = 1 / a
    let term = sum
    for (let n = 1; n <= MAX_STEPS; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * EPS) break
    }
    return 1 - sum * Math.exp(lead)
  }
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i <= MAX_STEPS; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b; if (Math.abs(d) < TINY) d = TINY
    c = b + an / c; if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPS) break
  }
  return Math.exp(lead) * h
}

/** P(Z ≥ z) for the standard normal, accurate in the far tail (erfc through the incomplete gamma). */
export function normalUpper(z: number): number {
  if (z < 0) return 1 - normalUpper(-z)
  return 0.5 * upperGamma(0.5, (z * z) / 2)
}

export const normalCdf = (z: number): number => 1 - normalUpper(z)

/** Two-sided p-value of Student's t with df degrees of freedom. */
export const tTwoSided = (t: number, df: number): number => (t === 0 ? 1 : incompleteBeta(df / (df + t * t), df / 2, 0.5))

/** The q-quantile of Student's t (q in (0.5, 1)), by bisection on the two-sided p-value: 2(1 − q) = p. */
export function tQuantile(q: number, df: number): number {
  const target = 2 * (1 - q)
  let lo = 0
  let hi = 1
  while (tTwoSided(hi, df) > target) hi *= 2
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2
    if (tTwoSided(mid, df) > target) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

const t975Cache = new Map<number, number>()
/** The 97.5 % point of t with df degrees of freedom (cached: a report asks for a few df many times). */
export function t975(df: number): number {
  let v = t975Cache.get(df)
  if (v === undefined) {
    v = tQuantile(0.975, df)
    if (t975Cache.size > 1000) t975Cache.clear()
    t975Cache.set(df, v)
  }
  return v
}

// ---- one run: intervals -----------------------------------------------------------------------

/** Wilson's score interval of successes / n (Wilson 1927; method 3 of Newcombe 1998). */
export function wilson(successes: number, n: number, z = Z95): Estimate {
  if (n <= 0) return { estimate: null, ci95: null }
  const p = successes / n
  const z2 = z * z
  const denom = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denom
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  // At 0 and at n the score interval ends exactly at 0 or 1; rounding would leave 0.9999999999999999.
  return { estimate: p, ci95: [successes === 0 ? 0 : clip(centre - half, SHARE_BOUNDS), successes === n ? 1 : clip(centre + half, SHARE_BOUNDS)] }
}

/** Per-game sums of one quantity: n games, Σx, Σx². */
export type MeanSums = { n: number; sum: number; sumSq: number }

/** The mean with Student's t interval (a single game: no interval). */
export function meanInterval(s: MeanSums, bounds: Bounds = COUNT_BOUNDS): Estimate & { sd: number | null } {
  if (s.n <= 0) return { estimate: null, ci95: null, sd: null }
  const mean = s.sum / s.n
  if (s.n === 1) return { estimate: mean, ci95: null, sd: null }
  const variance = Math.max(0, (s.sumSq - (s.sum * s.sum) / s.n) / (s.n - 1))
  const half = t975(s.n - 1) * Math.sqrt(variance / s.n)
  return { estimate: mean, ci95: clipped(mean - half, mean + half, bounds), sd: Math.sqrt(variance) }
}

/**
 * Per-game sums of a ratio's numerator y and denominator m: n games, Σy, Σm, Σy², Σm², Σym, and
 * k, the games with m > 0 (the clusters that hold observations; k = n when left out).
 */
export type RatioSums = { n: number; y: number; m: number; yy: number; mm: number; ym: number; k?: number }

/** Degrees of freedom of a clustered ratio: the clusters that hold observations, less one (null below two). */
const clusterDf = (s: RatioSums): number | null => { const k = s.k ?? s.n; return k >= 2 ? k - 1 : null }

/** Σ(y − R·m)² over the games, expanded from the sums (the linearised residuals of the ratio). */
const residualSq = (s: RatioSums, r: number): number => Math.max(0, s.yy - 2 * r * s.ym + r * r * s.mm)

/**
 * The pooled ratio R = Σy / Σm with its variance clustered by game: Var(R) ≈ Σ(yᵢ − R·mᵢ)² / (n(n − 1)·m̄²)
 * (the ratio estimator of cluster sampling, every game a cluster). With mᵢ = 1 for every game it is
 * the mean and its t interval exactly. The t quantile takes one degree of freedom less than the games
 * that hold observations, and fewer than two such games give no interval (one game cannot show spread).
 */
export function ratioInterval(s: RatioSums, bounds: Bounds = COUNT_BOUNDS): Estimate & { games: number; observations: number } {
  const base = { games: s.n, observations: s.m }
  if (s.m <= 0 || s.n <= 0) return { estimate: null, ci95: null, ...base }
  const r = s.y / s.m
  const df = clusterDf(s)
  if (s.n === 1 || df === null) return { estimate: r, ci95: null, ...base }
  const mBar = s.m / s.n
  const se = Math.sqrt(residualSq(s, r) / (s.n * (s.n - 1))) / mBar
  const half = t975(df) * se
  return { estimate: r, ci95: clipped(r - half, r + half, bounds), ...base }
}

// ---- two runs on the same seeds: paired tests ---------------------------------------------------

export type PairedTest = {
  /** variant − baseline */
  difference: Estimate
  /** Two-sided p-value; 1 when the two runs agree game by game. */
  p: number | null
  test: 'mcnemar' | 'paired-t' | 'paired-ratio'
}

/**
 * Two-sided exact binomial test of k successes in n trials against probability p0, as R's
 * binom.test: the p-value sums every outcome no more likely than the one observed (with R's
 * relative tolerance of 10⁻⁷).
 */
export function binomialTest(k: number, n: number, p0 = 0.5, alternative: 'two-sided' | 'greater' | 'less' = 'two-sided'): number {
  if (n <= 0) return 1
  const cdf = (x: number): number => (x < 0 ? 0 : x >= n ? 1 : incompleteBeta(1 - p0, n - x, x + 1))
  if (alternative === 'less') return cdf(k)
  if (alternative === 'greater') return 1 - cdf(k - 1)
  if (p0 === 0.5) return Math.min(1, 2 * cdf(Math.min(k, n - k)))
  const logPmf = (x: number) => logGamma(n + 1) - logGamma(x + 1) - logGamma(n - x + 1) + x * Math.log(p0) + (n - x) * Math.log(1 - p0)
  const d = logPmf(k) + Math.log(1 + 1e-7)
  const mode = n * p0
  if (k === mode) return 1
  let y = 0
  if (k < mode) {
    for (let x = Math.ceil(mode); x <= n; x++) if (logPmf(x) <= d) y++
    return Math.min(1, cdf(k) + (1 - cdf(n - y)))
  }
  for (let x = 0; x <= Math.floor(mode); x++) if (logPmf(x) <= d) y++
  return Math.min(1, cdf(y - 1) + (1 - cdf(k - 1)))
}

/**
 * Two win rates on the same n games: b games won in the baseline only, c in the variant only.
 * p: McNemar's exact test (binomial on the b + c discordant games, ½ each way); interval: the
 * Wald interval of the paired difference (c − b)/n, se = √((b + c) − (c − b)²/n)/n.
 */
export function pairedProportion(n: number, b: number, c: number): PairedTest {
  if (n <= 0) return { difference: { estimate: null, ci95: null }, p: null, test: 'mcnemar' }
  const d = (c - b) / n
  const se = Math.sqrt(Math.max(0, b + c - ((c - b) * (c - b)) / n)) / n
  return {
    difference: { estimate: d, ci95: clipped(d - Z95 * se, d + Z95 * se, DIFFERENCE_BOUNDS(SHARE_BOUNDS)) },
    p: binomialTest(b, b + c),
    test: 'mcnemar',
  }
}

/** Per-game differences (variant − baseline): n, Σd, Σd². */
export function pairedT(s: MeanSums, bounds: Bounds = COUNT_BOUNDS): PairedTest {
  if (s.n <= 0) return { difference: { estimate: null, ci95: null }, p: null, test: 'paired-t' }
  const mean = s.sum / s.n
  if (s.n === 1) return { difference: { estimate: mean, ci95: null }, p: null, test: 'paired-t' }
  const variance = Math.max(0, (s.sumSq - (s.sum * s.sum) / s.n) / (s.n - 1))
  const se = Math.sqrt(variance / s.n)
  const df = s.n - 1
  const half = t975(df) * se
  const diff = DIFFERENCE_BOUNDS(bounds)
  // Every game moved by the same amount: no spread to test against. 0 moved nothing (p = 1).
  const p = se === 0 ? (mean === 0 ? 1 : null) : tTwoSided(mean / se, df)
  return { difference: { estimate: mean, ci95: clipped(mean - half, mean + half, diff) }, p, test: 'paired-t' }
}

/** The cross sums of two runs' ratio parts over the same games (b: baseline, v: variant). */
export type CrossSums = { yy: number; ym: number; my: number; mm: number }

/**
 * R_v − R_b for two pooled ratios on the same games, with the per-game linearisation
 * zᵢ = (y_vᵢ − R_v·m_vᵢ)/m̄_v − (y_bᵢ − R_b·m_bᵢ)/m̄_b, clustered by game: Var = Σzᵢ² / (n(n − 1)).
 * `cross` holds Σ y_b·y_v (yy), Σ y_b·m_v (ym), Σ m_b·y_v (my), Σ m_b·m_v (mm).
 */
export function pairedRatio(base: RatioSums, variant: RatioSums, cross: CrossSums, bounds: Bounds = COUNT_BOUNDS): PairedTest {
  const n = base.n
  if (n <= 0 || base.m <= 0 || variant.m <= 0 || variant.n !== n) return { difference: { estimate: null, ci95: null }, p: null, test: 'paired-ratio' }
  const rb = base.y / base.m
  const rv = variant.y / variant.m
  const d = rv - rb
  const dfb = clusterDf(base)
  const dfv = clusterDf(variant)
  if (n === 1 || dfb === null || dfv === null) return { difference: { estimate: d, ci95: null }, p: d === 0 ? 1 : null, test: 'paired-ratio' }
  const mb = base.m / n
  const mv = variant.m / n
  const uu = residualSq(variant, rv)
  const ww = residualSq(base, rb)
  // Σ (y_v − R_v m_v)(y_b − R_b m_b)
  const uw = cross.yy - rb * cross.my - rv * cross.ym + rv * rb * cross.mm
  const zz = Math.max(0, uu / (mv * mv) + ww / (mb * mb) - (2 * uw) / (mv * mb))
  const se = Math.sqrt(zz / (n * (n - 1)))
  const df = Math.min(dfb, dfv)
  const half = t975(df) * se
  // The same integer sums give the same ratio: a run identical game by game differs by exactly 0.
  const p = d === 0 ? 1 : se === 0 ? null : tTwoSided(d / se, df)
  return { difference: { estimate: d, ci95: clipped(d - half, d + half, DIFFERENCE_BOUNDS(bounds)) }, p, test: 'paired-ratio' }
}

/**
 * Holm's step-down adjustment (Holm 1979; R's p.adjust(p, "holm")): sort the m p-values, multiply
 * the i-th smallest by m − i + 1, keep the sequence non-decreasing, cap at 1. Nulls (rows with no
 * test) stay null and do not count in m.
 */
export function holm(ps: readonly (number | null)[]): (number | null)[] {
  const tested = ps.map((p, i) => ({ p, i })).filter((x): x is { p: number; i: number } => x.p !== null)
  tested.sort((x, y) => x.p - y.p || x.i - y.i)
  const m = tested.length
  const out: (number | null)[] = ps.map(() => null)
  let running = 0
  tested.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p))
    out[i] = running
  })
  return out
}
