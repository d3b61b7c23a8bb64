// `dm gauntlet` (issue 15): seed-paired mirror games, per opponent, deck and seat, stopped by the SPRT.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { memoryIO } from '../io'
import { registry } from '../registry'
import { runCli } from '../run'

const ROOT = process.cwd()
const A = path.join(ROOT, 'content/decks/caja-1-marcha-de-la-montana.txt')
const B = path.join(ROOT, 'content/decks/caja-2-corsarios-de-arathan.txt')

async function dm(...args: string[]) {
  const io = memoryIO(ROOT)
  const code = await runCli(['gauntlet', ...args], io, registry)
  return { code, ...io.text() }
}

describe('dm gauntlet', () => {
  it('plays seed pairs (both seats on each deal) per opponent, reports deck and seat, and stops once the SPRT decides', async () => {
    const r = await dm(A, '--bot', 'heuristic', '--against', 'random', '--pairs', '30', '--batch', '8', '--seed', '5', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    const [opp] = j.opponents
    expect(opp.opponent).toBe('random')
    // Whole pairs only, both seats equally often, and every game on the one deck.
    expect(opp.games).toBe(2 * opp.pairs)
    expect(opp.bySeat.first.games).toBe(opp.bySeat.second.games)
    expect(opp.byDeck[A].games).toBe(opp.games)
    // The heuristic beats random play: the test accepts H1 at the first look it may (8 pairs), well before 30.
    expect(opp.sprt.decision).toBe('H1')
    expect(opp.pairs).toBe(8)
    expect(opp.winRate.p).toBeGreaterThan(0.8)
    // Issue 29: the score's interval is by pair.
    expect(opp.byPair.pairs).toBe(8)
    expect(opp.byPair.ci95[0]).toBeLessThanOrEqual(opp.byPair.estimate)
  }, 120_000)

  it('issue 29: --fixed plays exactly --pairs pairs, past the point where the SPRT decided', async () => {
    const r = await dm(A, '--bot', 'heuristic', '--against', 'random', '--pairs', '12', '--batch', '8', '--seed', '5', '--fixed', '--json')
    expect(r.code).toBe(0)
    const [opp] = JSON.parse(r.out).opponents
    expect(opp.pairs).toBe(12)
    expect(opp.byPair.pairs).toBe(12)
    expect(opp.sprt.decision).toBe('H1')
  }, 120_000)

  it('issue 29: the mixed pairing plays each deal twice with the same decks in the same seats and the bots swapped', async () => {
    const r = await dm(A, B, '--bot', 'heuristic', '--against', 'random', '--pairs', '2', '--batch', '2', '--seed', '5', '--pairing', 'mixed', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    const label = `${A} × ${B}`
    expect(j.decks).toEqual([label])
    expect(j.opponents[0].byDeck[label].games).toBe(4)
    expect(j.games.map((g: { pair: number; seat: number }) => [g.pair, g.seat])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]])
    // The candidate held Caja 1 in the even games and Caja 2 in the odd ones: its card tables hold both decks' cards.
    const mine = j.cards.random[label].candidate
    expect(mine['durmak-de-ordor']?.drawn).toBe(2)
    expect(mine['lisko-de-arathan']?.drawn).toBe(2)
    const one = await dm(A, '--pairing', 'mixed')
    expect(one.code).toBe(2)
    expect(one.err).toMatch(/--pairing mixed.*dos mazos/)
  }, 120_000)

  it('refuses a candidate measured against itself, an unknown bot and hypotheses out of order, naming the option', async () => {
    const self = await dm(A, '--bot', 'heuristic', '--against', 'heuristic')
    expect(self.code).toBe(2)
    expect(self.err).toMatch(/--against/)
    const unknown = await dm(A, '--against', 'random,nadie')
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/--against.*«nadie» no es un bot/)
    const order = await dm(A, '--sprt', '0.6,0.5')
    expect(order.code).toBe(2)
    expect(order.err).toMatch(/--sprt.*H1/)
  })
})
