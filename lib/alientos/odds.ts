// Exact odds of Duelo de alientos, computed (not simulated) from the pools:
//   - who begins (A4.3, A4.4, ALI-2): each taumaturgo's natural faces make a count vector (how many 1s, 2s, … 6s);
//     the most 1s begins, ties go to the most 2s among the tied, and so on; a tie that survives the 6s is rolled
//     again by the tied only, so it is conditioned away: p_S(i) = Σ_{T ⊊ S} P(top set T) · p_T(i) / (1 − P(top set S));
//   - the Recuento if everyone passes straight after the Evocación (A8, A3.3), for two taumaturgos: the joint
//     distribution of the pain each loses. Mansedumbre couples the two (a die blocks both sides' dice of its value),
//     so the sums are taken per set of blocked values, and those sets are weighed by their exact probability;
//   - the Recuento of a rolled position if everyone passes now: what each would count, and what it would lose.
// Floating point throughout; the algorithms are exact (tests compare them with brute-force counts).
import { facesOf, poolDice, startOf, type Pool } from './dice'
import { mansedumbreMap, sums } from './queries'
import type { Position } from './state'

// ---------------------------------------------------------------------------------------------
// Who begins

/** A count vector (c1…c6, each ≤ 15) as one number whose order is the order of A4.3: c1 most significant. */
const DIGIT = [0, 16 ** 5, 16 ** 4, 16 ** 3, 16 ** 2, 16, 1]

/** The distribution of a pool's count vector of natural faces (every die rolled, d4s included: ALI-2). */
export function faceCountDistribution(pool: Pool): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]])
  for (const kind of poolDice(pool)) {
    const faces = facesOf(startOf(kind).kind)
    const next = new Map<number, number>()
    for (const [key, p] of dist) {
      for (let f = 1; f <= faces; f++) {
        const k = key + (DIGIT[f] as number)
        next.set(k, (next.get(k) ?? 0) + p / faces)
      }
    }
    dist = next
  }
  return dist
}

type Sorted = { keys: number[]; probs: number[]; below: number[] }

/** Keys ascending, each with its probability and the probability of every smaller key. */
function sortedOf(dist: Map<number, number>): Sorted {
  const entries = [...dist].sort((a, b) => a[0] - b[0])
  const keys = entries.map((e) => e[0]), probs = entries.map((e) => e[1]), below: number[] = []
  let acc = 0
  for (const p of probs) { below.push(acc); acc += p }
  return { keys, probs, below }
}

/** P(key = v) and P(key < v) of a sorted distribution. */
function at(s: Sorted, v: number): { eq: number; lt: number } {
  let lo = 0, hi = s.keys.length
  while (lo < hi) { const mid = (lo + hi) >> 1; if ((s.keys[mid] as number) < v) lo = mid + 1; else hi = mid }
  if (lo < s.keys.length && s.keys[lo] === v) return { eq: s.probs[lo] as number, lt: s.below[lo] as number }
  const total = s.keys.length === 0 ? 0 : (s.below[s.keys.length - 1] as number) + (s.probs[s.keys.length - 1] as number)
  return { eq: 0, lt: lo < s.keys.length ? (s.below[lo] as number) : total }
}

/**
 * The probability that each taumaturgo begins, in seat order, summing to 1 (ALI-2's re-rolls of the tied conditioned
 * away). Null when the tie could never be broken (taumaturgos without dice).
 */
export function beginsOdds(pools: readonly Pool[]): number[] | null {
  const n = pools.length
  const dists = pools.map((p) => sortedOf(faceCountDistribution(p)))
  const values = [...new Set(dists.flatMap((d) => d.keys))].sort((a, b) => b - a)
  // For every value v: P_i(v) and P_i(< v), per taumaturgo.
  const eq = values.map((v) => dists.map((d) => at(d, v).eq))
  const lt = values.map((v) => dists.map((d) => at(d, v).lt))
  const memo = new Map<number, number[] | null>()
  const solve = (set: number): number[] | null => {
    const kept = memo.get(set)
    if (kept !== undefined) return kept
    const members = Array.from({ length: n }, (_, i) => i).filter((i) => (set >> i) & 1)
    const out = new Array<number>(n).fill(0)
    if (members.length === 1) { out[members[0] as number] = 1; memo.set(set, out); return out }
    // P(the top set is exactly T), for every non-empty T ⊆ set.
    const top = new Map<number, number>()
    values.forEach((_v, k) => {
      const e = eq[k] as number[], l = lt[k] as number[]
      for (let t = set; t > 0; t = (t - 1) & set) {
        let p = 1
        for (const i of members) { p *= (t >> i) & 1 ? (e[i] as number) : (l[i] as number); if (p === 0) break }
        if (p > 0) top.set(t, (top.get(t) ?? 0) + p)
      }
    })
    const stay = top.get(set) ?? 0
    if (stay >= 1 - 1e-15) { memo.set(set, null); return null }
    for (const [t, p] of top) {
      if (t === set) continue
      const inner = solve(t)
      if (inner === null) { memo.set(set, null); return null }
      for (const i of members) out[i] = (out[i] as number) + (p * (inner[i] as number)) / (1 - stay)
    }
    memo.set(set, out)
    return out
  }
  return solve((1 << n) - 1)
}

// ---------------------------------------------------------------------------------------------
// The Recuento straight after the Evocación, everyone passing (two taumaturgos)

const MAX_SUM = 72

/** Distribution of the Mansedumbre dice's values as two 6-bit masks (Ofensa low, Defensa high). */
function mansedumbreMasks(pool: Pool): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]])
  const add = (count: number, shift: number) => {
    for (let i = 0; i < count; i++) {
      const next = new Map<number, number>()
      for (const [mask, p] of dist) for (let f = 1; f <= 6; f++) {
        const m = mask | (1 << (f - 1 + shift))
        next.set(m, (next.get(m) ?? 0) + p / 6)
      }
      dist = next
    }
  }
  add(pool['mansedumbre-ofensa'], 0)
  add(pool['mansedumbre-defensa'], 6)
  return dist
}

/** For each of the 64 sets of blocked values: the distribution of the sum of `count` d6 not showing a blocked value. */
function sumsByBlocked(count: number): Float64Array[] {
  const out: Float64Array[] = []
  for (let blocked = 0; blocked < 64; blocked++) {
    let dist = new Float64Array(MAX_SUM + 1)
    dist[0] = 1
    for (let i = 0; i < count; i++) {
      const next = new Float64Array(MAX_SUM + 1)
      for (let s = 0; s <= MAX_SUM; s++) {
        const p = dist[s] as number
        if (p === 0) continue
        for (let f = 1; f <= 6; f++) {
          const t = (blocked >> (f - 1)) & 1 ? s : s + f
          next[t] = (next[t] as number) + p / 6
        }
      }
      dist = next
    }
    out.push(dist)
  }
  return out
}

/** Distribution of max(0, o − d) for independent o and d. */
function lossOf(o: Float64Array, d: Float64Array): Float64Array {
  const out = new Float64Array(MAX_SUM + 1)
  for (let x = 0; x <= MAX_SUM; x++) {
    const px = o[x] as number
    if (px === 0) continue
    for (let y = 0; y <= MAX_SUM; y++) {
      const py = d[y] as number
      if (py !== 0) { const at = Math.max(0, x - y); out[at] = (out[at] as number) + px * py }
    }
  }
  return out
}

export type OpeningRecount = {
  /** joint[a][b]: the probability that the first loses a and the second b points of pain. */
  joint: number[][]
  /** Each one's loss: probability by points lost. */
  loss: [number[], number[]]
  expected: [number, number]
  /** With the pain each has: P(only the first goes out), P(only the second), P(both: a draw, A9.2). */
  out: { first: number; second: number; both: number }
}

/** A8, A3.3: the Recuento of two pools if both pass right after the Evocación, exactly. */
export function openingRecount(pools: readonly [Pool, Pool], pain: readonly [number, number] = [15, 15]): OpeningRecount {
  const [a, b] = pools
  const masks = [mansedumbreMasks(a), mansedumbreMasks(b)]
  // Which values are blocked depends on both pools' Mansedumbre: the union of their masks.
  const union = new Map<number, number>()
  for (const [ma, pa] of masks[0] as Map<number, number>) for (const [mb, pb] of masks[1] as Map<number, number>) {
    const m = ma | mb
    union.set(m, (union.get(m) ?? 0) + pa * pb)
  }
  const ofensa = [sumsByBlocked(a.odio), sumsByBlocked(b.odio)]
  const defensa = [sumsByBlocked(a.calma), sumsByBlocked(b.calma)]
  const joint = Array.from({ length: MAX_SUM + 1 }, () => new Array<number>(MAX_SUM + 1).fill(0))
  for (const [m, pm] of union) {
    const mo = m & 63, md = m >> 6 // a Mansedumbre of Ofensa blocks Defensa, one of Defensa blocks Ofensa (A3.1)
    const lossA = lossOf((ofensa[1] as Float64Array[])[md] as Float64Array, (defensa[0] as Float64Array[])[mo] as Float64Array)
    const lossB = lossOf((ofensa[0] as Float64Array[])[md] as Float64Array, (defensa[1] as Float64Array[])[mo] as Float64Array)
    for (let x = 0; x <= MAX_SUM; x++) {
      const px = (lossA[x] as number) * pm
      if (px === 0) continue
      const row = joint[x] as number[]
      for (let y = 0; y <= MAX_SUM; y++) row[y] = (row[y] as number) + px * (lossB[y] as number)
    }
  }
  const loss: [number[], number[]] = [new Array(MAX_SUM + 1).fill(0), new Array(MAX_SUM + 1).fill(0)]
  const out = { first: 0, second: 0, both: 0 }
  joint.forEach((row, x) => row.forEach((p, y) => {
    loss[0][x] = (loss[0][x] as number) + p
    loss[1][y] = (loss[1][y] as number) + p
    const firstOut = pain[0] - x <= 0, secondOut = pain[1] - y <= 0
    if (firstOut && secondOut) out.both += p
    else if (firstOut) out.first += p
    else if (secondOut) out.second += p
  }))
  const mean = (d: number[]) => d.reduce((s, p, x) => s + p * x, 0)
  return { joint, loss, expected: [mean(loss[0]), mean(loss[1])], out }
}

// ---------------------------------------------------------------------------------------------
// A rolled position, everyone passing now

export type RecountPreview = {
  seat: number; ofensa: number; defensa: number
  /** Points lost if nobody with a choice names this taumaturgo, and if all of them do (equal with one adversary). */
  minLoss: number; maxLoss: number
}

/**
 * A8.1–A8.3 for the dice as they lie: what each taumaturgo counts and loses if everyone passes now. With two
 * taumaturgos the loss is certain; with more it depends on whom each names (AN-6), so it is given as a range.
 */
export function recountIfAllPass(p: Position): RecountPreview[] {
  const map = mansedumbreMap(p.taumaturgos)
  const totals = p.taumaturgos.map((t) => sums(t, map))
  const alive = p.taumaturgos.flatMap((t, i) => (t.eliminated ? [] : [i]))
  return alive.map((seat) => {
    const own = totals[seat] as { ofensa: number; defensa: number }
    let forced = 0, optional = 0
    for (const other of alive) {
      if (other === seat) continue
      const o = (totals[other] as { ofensa: number }).ofensa
      if (alive.length === 2) forced += o
      else optional += o
    }
    return { seat, ofensa: own.ofensa, defensa: own.defensa, minLoss: Math.max(0, forced - own.defensa), maxLoss: Math.max(0, forced + optional - own.defensa) }
  })
}
