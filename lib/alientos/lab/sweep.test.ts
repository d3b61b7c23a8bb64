import { describe, expect, it } from 'vitest'
import { emptyMatchTally, addMatchGame, playMatchGame, summarizeMatch } from '../bots/match'
import { mergeSweepTallies, pairingsOf, playSweepShard, sweepReport, sweepSpecSchema } from './sweep'

const spec = sweepSpecSchema.parse({
  mixes: [
    { name: 'Equilibrio', dice: 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1' },
    { name: 'Furia', dice: 'odio:9,calma:3,cambio:2,renovacion:1' },
    { name: 'Muralla', dice: 'odio:3,calma:9,umbra:2,renovacion:1' },
  ],
  bots: ['random'], games: 12, seed: 77,
})
// Greedy duels cost more: two bots, two games a pairing.
const greedySpec = sweepSpecSchema.parse({ ...spec, bots: ['greedy', 'random'], games: 4 })

describe('the alientos laboratory sweep (mixes of 15 dice against each other)', () => {
  it('every pairing once, for each bot; shards over disjoint ranges merge to the whole run exactly, in any order', () => {
    expect(pairingsOf(3)).toEqual([[0, 1], [0, 2], [1, 2]])
    const whole = playSweepShard(spec, [0, 12])
    expect(whole.arms).toHaveLength(3)
    expect(playSweepShard(greedySpec, [0, 0]).arms).toHaveLength(6)
    const parts = [playSweepShard(spec, [8, 12]), playSweepShard(spec, [0, 3]), playSweepShard(spec, [3, 8])]
    const merged = mergeSweepTallies(mergeSweepTallies(parts[0]!, parts[1]!), parts[2]!)
    expect(merged).toEqual(whole)
    expect(() => mergeSweepTallies(whole, parts[1]!)).toThrow('dos veces')
  })

  it('a pairing\'s figures are the ones dm alientos selfplay gives for the same pools, bots and seed, both seats included', () => {
    const tally = playSweepShard(greedySpec, [0, 4])
    const report = sweepReport(greedySpec, tally)
    const greedy = report.bots.find((b) => b.bot === 'greedy')!
    const pair = greedy.pairs.find((p) => p.a === 0 && p.b === 2)!
    const direct = emptyMatchTally()
    for (let i = 0; i < 4; i++) addMatchGame(direct, playMatchGame({ pools: [spec.mixes[0]!.dice, spec.mixes[2]!.dice], bots: ['greedy', 'greedy'], seed: 77, budget: { nodes: spec.nodes } }, i))
    const summary = summarizeMatch(direct)
    expect(pair.scoreA).toEqual(summary.scoreA)
    expect([pair.aFirst, pair.aSecond]).toEqual([summary.aFirst, summary.aSecond])
    // The standings: each mix played 2 pairings × 12 games; its score is its wins and half its draws over them, best first.
    const random = sweepReport(spec, playSweepShard(spec, [0, 12])).bots[0]!
    expect(random.standings.map((s) => s.games)).toEqual([24, 24, 24])
    const scores = random.standings.map((s) => s.score.estimate ?? 0)
    expect([...scores].sort((x, y) => y - x)).toEqual(scores)
    // Zero-sum: the three mixes' scores average ½.
    expect(scores.reduce((x, y) => x + y, 0) / 3).toBeCloseTo(0.5, 12)
  })

  it('a spec is checked at the edge: ALI-1 pools, no mix twice, an even number of games, known bots', () => {
    const bad = sweepSpecSchema.safeParse({ mixes: [{ name: 'A', dice: 'odio:12,cambio:3' }, { name: 'B', dice: 'odio:12,cambio:3' }, { name: 'C', dice: 'odio:13,cambio:2' }], bots: ['listo'], games: 3, seed: 1 })
    expect(bad.success).toBe(false)
    const fields = bad.error?.issues.map((i) => i.path.join('.')) ?? []
    expect(fields).toEqual(expect.arrayContaining(['mixes.1.dice', 'mixes.2.dice', 'bots.0', 'games']))
  })
})
