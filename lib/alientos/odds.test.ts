// The exact odds against brute-force counts on small pools, and against the engine itself.
import { describe, expect, it } from 'vitest'
import { createRng } from '../random/rng'
import { createDuel } from './apply'
import { emptyPool, facesOf, parsePool, poolDice, startOf, type Pool } from './dice'
import { beginsOdds, faceCountDistribution, openingRecount, recountIfAllPass } from './odds'
import { mansedumbreMap, sums } from './queries'
import { tieBreak } from './round'
import type { Die, Taumaturgo } from './state'

const pool = (text: string): Pool => { const r = parsePool(text); if (!r.ok) throw new Error(r.message); return r.pool }

/** Every way a list of dice (by faces) can fall, each with its probability. */
function* outcomes(faces: readonly number[]): Generator<number[]> {
  const roll = faces.map(() => 1)
  for (;;) {
    yield roll.slice()
    let i = 0
    while (i < faces.length && roll[i] === faces[i]) roll[i++] = 1
    if (i === faces.length) return
    roll[i] = (roll[i] as number) + 1
  }
}
const facesOfPool = (p: Pool) => poolDice(p).map((k) => facesOf(startOf(k).kind))
const weight = (faces: readonly number[]) => faces.reduce((w, f) => w / f, 1)

/** Brute force: every joint roll; the tie chain by the engine's own tieBreak; the tied re-roll (recursively). */
function bruteBegins(pools: readonly Pool[], seats: readonly number[] = pools.map((_, i) => i)): number[] {
  const faces = seats.map((s) => facesOfPool(pools[s] as Pool))
  const all = faces.flat()
  const out = new Array<number>(pools.length).fill(0)
  let stay = 0
  const later: [number[], number][] = []
  for (const roll of outcomes(all)) {
    const w = weight(all)
    let at = 0
    const counts = new Map<number, number[]>()
    seats.forEach((s, k) => {
      const c = [0, 0, 0, 0, 0, 0, 0]
      for (const v of roll.slice(at, at + (faces[k] as number[]).length)) c[v] = (c[v] as number) + 1
      at += (faces[k] as number[]).length
      counts.set(s, c)
    })
    const tied = tieBreak(seats, (s) => counts.get(s) as number[]).seats
    if (tied.length === 1) out[tied[0] as number] = (out[tied[0] as number] as number) + w
    else if (tied.length === seats.length) stay += w
    else later.push([tied, w])
  }
  for (const [tied, w] of later) bruteBegins(pools, tied).forEach((p, i) => { out[i] = (out[i] as number) + w * p })
  return out.map((p) => p / (1 - stay))
}

describe('who begins, exactly (A4.3, A4.4, ALI-2)', () => {
  it('A4.3 A4.4 ALI-2: matches a brute-force count on small pools of two, d4s included', () => {
    const pairs: [string, string][] = [
      ['odio:1', 'calma:1'], ['odio:2', 'renovacion:1'], ['odio:1,umbra:1', 'calma:2'], ['odio:2,cambio:1', 'renovacion:2,umbra:1'],
      ['mansedumbre-ofensa:1,calma:2', 'odio:1,umbra:2'], ['odio:3', 'calma:1,renovacion:1,umbra:1'],
    ]
    for (const [a, b] of pairs) {
      const exact = beginsOdds([pool(a), pool(b)]) as number[]
      const brute = bruteBegins([pool(a), pool(b)])
      expect(exact[0]).toBeCloseTo(brute[0] as number, 12)
      expect(exact[1]).toBeCloseTo(brute[1] as number, 12)
      expect((exact[0] as number) + (exact[1] as number)).toBeCloseTo(1, 12)
    }
  })
  it('A4.4 ALI-2: with three, a tie of two is rolled again by those two only (brute force with re-rolls)', () => {
    const pools = [pool('odio:1,umbra:1'), pool('calma:2'), pool('renovacion:1,cambio:1')]
    const exact = beginsOdds(pools) as number[]
    const brute = bruteBegins(pools)
    exact.forEach((p, i) => expect(p).toBeCloseTo(brute[i] as number, 12))
  })
  it('A4.3: identical pools begin evenly; d4s make more 1s, so a pool of them begins more often', () => {
    const same = beginsOdds([pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1'), pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1')]) as number[]
    expect(same[0]).toBeCloseTo(0.5, 12)
    const d4 = beginsOdds([pool('odio:12,renovacion:3'), pool('odio:12,cambio:3')]) as number[]
    expect(d4[0]).toBeGreaterThan(0.5)
  })
  it('A4.3 A4.4: the engine begins as often as the odds say (20,000 Evocaciones of full pools, 4 standard errors)', () => {
    const pools = [pool('odio:12,renovacion:3'), pool('calma:6,mansedumbre-defensa:6,cambio:2,umbra:1')]
    const exact = beginsOdds(pools) as number[]
    let first = 0
    const N = 20_000
    for (let seed = 0; seed < N; seed++) {
      const c = createDuel({ pools, seed })
      if (c.ok && c.state.beginner === 0) first += 1
    }
    const se = Math.sqrt(((exact[0] as number) * (exact[1] as number)) / N)
    expect(Math.abs(first / N - (exact[0] as number))).toBeLessThan(4 * se)
  }, 60_000)
  it('the count vectors of a pool add up to 1, and a pool without dice cannot break a tie', () => {
    const d = faceCountDistribution(pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1'))
    expect([...d.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(beginsOdds([emptyPool(), emptyPool()])).toBeNull()
  })
})

describe('the Recuento if everyone passes (A8)', () => {
  /** Brute force: every roll of both pools, counted by the engine's own sums (Mansedumbre blocking included). */
  function bruteRecount(a: Pool, b: Pool): Map<string, number> {
    const dice = [poolDice(a), poolDice(b)]
    const all = [...dice[0] as string[], ...dice[1] as string[]].map((k) => facesOf(startOf(k as never).kind))
    const out = new Map<string, number>()
    for (const roll of outcomes(all)) {
      let at = 0
      const ts: Taumaturgo[] = dice.map((list) => ({ name: '', pain: 15, eliminated: false, dice: list.map((k): Die => ({ base: k, ...startOf(k), value: roll[at] as number, natural: roll[at++] as number, out: false })) }))
      const map = mansedumbreMap(ts)
      const [sa, sb] = ts.map((t) => sums(t, map)) as [{ ofensa: number; defensa: number }, { ofensa: number; defensa: number }]
      const key = `${Math.max(0, sb.ofensa - sa.defensa)},${Math.max(0, sa.ofensa - sb.defensa)}`
      out.set(key, (out.get(key) ?? 0) + weight(all))
    }
    return out
  }
  it('A8.3 A3.3 A3.1: the joint loss of two small pools matches a brute-force count, Mansedumbre of both sides included', () => {
    const cases: [string, string][] = [
      ['odio:2,calma:1', 'calma:2,odio:1'],
      ['odio:1,calma:1,mansedumbre-defensa:1', 'odio:2,mansedumbre-ofensa:1'],
      ['mansedumbre-ofensa:2,calma:1,renovacion:1', 'odio:1,calma:1,mansedumbre-defensa:1'],
    ]
    for (const [a, b] of cases) {
      const exact = openingRecount([pool(a), pool(b)])
      const brute = bruteRecount(pool(a), pool(b))
      let total = 0
      exact.joint.forEach((row, x) => row.forEach((p, y) => {
        total += p
        expect(p, `${a} | ${b}: ${x},${y}`).toBeCloseTo(brute.get(`${x},${y}`) ?? 0, 12)
      }))
      expect(total).toBeCloseTo(1, 12)
    }
  })
  it('A8.4 A9.2: with the pain left, the chances of going out alone or together', () => {
    const r = openingRecount([pool('odio:12,cambio:3'), pool('odio:12,umbra:3')], [3, 100])
    // All Ofensa, no Defensa: each loses the whole of 12 Odio (12..72): the first (3 left) always goes out, the second
    // (100 left) never.
    expect(r.out.first).toBeCloseTo(1, 12)
    expect(r.out.second + r.out.both).toBeCloseTo(0, 12)
    expect(r.expected[0]).toBeCloseTo(42, 10)
    const even = openingRecount([pool('odio:12,cambio:3'), pool('odio:12,umbra:3')], [40, 40])
    let both = 0
    even.joint.forEach((row, x) => row.forEach((p, y) => { if (x >= 40 && y >= 40) both += p }))
    expect(even.out.both).toBeCloseTo(both, 12)
    expect(even.out.first).toBeCloseTo(even.out.second, 12)
  })
  it('A8.1 A8.2: a rolled position, everyone passing now: certain with two, a range with three', () => {
    const rng = createRng(4)
    void rng
    const c = createDuel({ pools: [pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1'), pool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1'), pool('odio:12,umbra:3')], seed: 4 })
    if (!c.ok) throw new Error(c.error.message)
    const rows = recountIfAllPass(c.state)
    const map = mansedumbreMap(c.state.taumaturgos)
    rows.forEach((r) => {
      const s = sums(c.state.taumaturgos[r.seat] as Taumaturgo, map)
      expect([r.ofensa, r.defensa]).toEqual([s.ofensa, s.defensa])
      expect(r.minLoss).toBe(0)
      const others = rows.filter((o) => o.seat !== r.seat).reduce((n, o) => n + o.ofensa, 0)
      expect(r.maxLoss).toBe(Math.max(0, others - r.defensa))
    })
  })
})
