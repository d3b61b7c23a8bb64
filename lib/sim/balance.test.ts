import { describe, expect, it } from 'vitest'
import { createRng, nextUint32 } from '../engine/rng'
import { findBalance, pairedOnGames, type BalanceOracle } from './balance'

/**
 * A fake matchup on common random numbers: game g has one uniform u_g, the same at every value, and deck A
 * wins it when u_g < p(value). So values are paired game by game, as the laboratory's same seeds make them.
 */
function oracle(p: (v: number) => number, seed = 1): BalanceOracle & { calls: [number, number, number][] } {
  const us: number[] = []
  const rng = createRng(seed)
  const u = (g: number) => { while (us.length <= g) us.push(nextUint32(rng) / 2 ** 32); return us[g] as number }
  const calls: [number, number, number][] = []
  const f = async (v: number, from: number, to: number) => {
    calls.push([v, from, to])
    let t = ''
    for (let g = from; g < to; g++) t += u(g) < p(v) ? '1' : '2'
    return t
  }
  return Object.assign(f, { calls })
}

describe('dm lab balance\'s search with a fake win-rate oracle (issue 30)', () => {
  it('finds the value whose interval holds the target, trying few of the 30 values, and rules out the rest on evidence', async () => {
    const o = oracle((v) => v / 30)
    const r = await findBalance(o, { min: 1, max: 30, target: 0.5, games: 100 })
    expect(r.direction).toBe('up')
    expect(r.verdict).toBe('holds')
    expect(r.value).toBeGreaterThanOrEqual(13)
    expect(r.value).toBeLessThanOrEqual(17)
    expect(r.winRateA.ci95?.[0]).toBeLessThanOrEqual(0.5)
    expect(r.winRateA.ci95?.[1]).toBeGreaterThanOrEqual(0.5)
    expect(r.tried.length).toBeLessThanOrEqual(9)
    // Ruled out: a low stretch (A wins too little) and a high one (too much), each on a tried value's interval.
    const below = r.ruledOut.find((x) => x.side === 'below'), above = r.ruledOut.find((x) => x.side === 'above')
    expect(below?.from).toBe(1)
    expect(above?.to).toBe(30)
    expect((below?.to ?? 99)).toBeLessThan(r.value)
    expect((above?.from ?? 0)).toBeGreaterThan(r.value)
    for (const t of r.tried) if (t.value <= (below?.to ?? 0)) expect(t.winRateA.ci95?.[1]).toBeLessThan(0.5 + 1e-12)
    // Every value plays the same games: each call starts where that value's games stop.
    const next = new Map<number, number>()
    for (const [v, from, to] of o.calls) { expect(from).toBe(next.get(v) ?? 0); next.set(v, to) }
    expect(r.games).toBe(o.calls.reduce((n, [, f, t]) => n + t - f, 0))
  })

  it('a number that lowers A\'s win rate as it rises: the search goes the other way', async () => {
    const r = await findBalance(oracle((v) => 1 - v / 20), { min: 0, max: 20, target: 0.5, games: 200 })
    expect(r.direction).toBe('down')
    expect(Math.abs(r.value - 10)).toBeLessThanOrEqual(2)
  })

  it('a step function: two neighbouring values bracket the target when no value holds it', async () => {
    const r = await findBalance(oracle((v) => (v <= 7 ? 0.2 : 0.8)), { min: 1, max: 16, target: 0.5, games: 100 })
    expect(r.verdict).toBe('bracket')
    expect(r.bracket).toEqual([7, 8])
    expect([7, 8]).toContain(r.value)
  })

  it('a target beyond the range: the nearest end, with the whole range ruled out', async () => {
    const r = await findBalance(oracle((v) => 0.7 + v / 100), { min: 1, max: 20, target: 0.5, games: 100 })
    expect(r.verdict).toBe('edge')
    expect(r.value).toBe(1)
    expect(r.ruledOut).toEqual([{ from: 1, to: 20, side: 'above' }])
  })

  it('a number that changes nothing: the ends get more games, then the search says it cannot tell', async () => {
    const o = oracle(() => 0.5)
    const r = await findBalance(o, { min: 1, max: 30, target: 0.5, games: 50, maxGamesPerValue: 150 })
    expect(r.direction).toBe('unclear')
    expect(r.verdict).toBe('unclear')
    expect(r.ends.p).toBe(1)
    expect(r.ends.games).toBe(150)
    expect(r.ruledOut).toEqual([])
  })

  it('McNemar on common games counts only the games that changed hands', () => {
    const t = pairedOnGames('1122', '1212')
    expect(t.difference.estimate).toBe(0)
    expect(t.p).toBe(1)
    expect(pairedOnGames('2222222222', '1111111111').p).toBeCloseTo(2 / 1024, 12)
  })

  it('refuses odd games, an empty range and a target outside (0, 1); an oracle that answers short is caught', async () => {
    const o = oracle(() => 0.5)
    await expect(findBalance(o, { min: 1, max: 2, target: 0.5, games: 3 })).rejects.toThrow(/pares/)
    await expect(findBalance(o, { min: 2, max: 2, target: 0.5, games: 2 })).rejects.toThrow(/máximo/)
    await expect(findBalance(o, { min: 1, max: 2, target: 1, games: 2 })).rejects.toThrow(/objetivo/)
    await expect(findBalance(async () => '1', { min: 1, max: 2, target: 0.5, games: 2 })).rejects.toThrow(/1 resultados para 2/)
  })
})
