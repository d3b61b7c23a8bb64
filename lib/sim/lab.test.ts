// The laboratory's runs on the boxed decks: shards of any split add up to the tally of one run, a
// what-if that changes nothing differs by exactly 0 with p = 1 on every row, the figures agree with
// the games they come from, and a real change is seen on the same seeds.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { gameMeasures } from './lab-metrics'
import { labReport, type CompareReport, type RunReport, type SweepReport } from './lab-report'
import { prepareArms, playShard } from './lab-run'
import { armsOf, labSpecSchema, planShards, type LabSpec } from './lab-spec'
import { emptyTally, labTallySchema, mergeTallies, type LabTally } from './lab-tally'
import { playSelfplayGame, summarizeSelfplay } from './selfplay'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const common = {
  decks: { A: { name: 'Caja 1', deck: caja1 }, B: { name: 'Caja 2', deck: caja2 } },
  bots: { A: 'random', B: 'heuristic' } as const,
  seed: 'ux1',
  games: 6,
  variant: 'none' as const,
  maxTurns: 24,
  mirror: false,
}

function run(spec: LabSpec, shardGames = spec.games): LabTally {
  const prepared = prepareArms(spec, catalogue)
  if (!prepared.ok) throw new Error(prepared.errors.join('; '))
  return planShards(spec.games, shardGames).map((r) => playShard(spec, prepared.arms, r)).reduce(mergeTallies)
}

describe('laboratory runs (issue 16)', () => {
  it('a what-if that changes nothing: every difference exactly 0 and every p = 1, raw and Holm', () => {
    const spec: LabSpec = { ...common, kind: 'compare', override: { 'lisko-de-arathan': { life: 8 } } }
    const report = labReport(spec, run(spec)) as CompareReport
    expect(report.winRateA.difference).toEqual({ estimate: 0, ci95: [0, 0] })
    expect(report.winRateA.p).toBe(1)
    expect(report.winRateA.test).toBe('mcnemar')
    for (const row of report.rows) {
      if (row.difference.estimate === null) continue
      expect(row.difference.estimate, row.id).toBe(0)
      expect(row.p, row.id).toBe(1)
      expect(row.pHolm, row.id).toBe(1)
    }
    expect(report.baseline.figures).toEqual(report.variant.figures)
  })

  it('shards of any size add up to the tally of one run, in any order', () => {
    const spec: LabSpec = { ...common, games: 4, kind: 'compare', override: { 'lisko-de-arathan': { life: 2 } }, mirror: true }
    const prepared = prepareArms(spec, catalogue)
    if (!prepared.ok) throw new Error('arms')
    const whole = playShard(spec, prepared.arms, [0, spec.games])
    const parts = planShards(spec.games, 2).map((r) => playShard(spec, prepared.arms, r))
    expect(parts.reduce(mergeTallies)).toEqual(whole)
    expect(parts.reverse().reduce(mergeTallies)).toEqual(whole)
    expect(labTallySchema.parse(JSON.parse(JSON.stringify(whole)))).toEqual(whole)
    expect(() => mergeTallies(whole, whole)).toThrow(/comparten partidas/)
  })

  it('figures are the games\' own numbers: wins, per-seat counts, pooled actions per turn', () => {
    const spec: LabSpec = { ...common, kind: 'run' }
    const report = labReport(spec, run(spec)) as RunReport
    const setup = { decks: { A: caja1, B: caja2 }, bots: common.bots, seed: report.seed.value, variant: common.variant, maxTurns: common.maxTurns, catalogue }
    const games = Array.from({ length: common.games }, (_, i) => playSelfplayGame(setup, i))
    expect(report.seed).toEqual({ text: 'ux1', value: report.seed.value })
    expect(report.report.wins.A).toBe(games.filter((g) => g.winner === 'A').length)
    const apt = report.report.figures.find((f) => f.id === 'actionsPerTurn')
    expect(apt?.estimate).toBe(games.reduce((a, g) => a + g.actions, 0) / games.reduce((a, g) => a + g.turns, 0))
    // `dm selfplay` reads the same pooled ratio, and the forced offensives' turn clustered by game.
    const selfplay = summarizeSelfplay(games, { bots: common.bots, seed: report.seed.value, variant: common.variant, maxTurns: common.maxTurns })
    expect(selfplay.actionsPerTurn.mean).toBe(apt?.estimate)
    expect(selfplay.offensives.forcedTurn.mean).toBe(report.report.figures.find((f) => f.id === 'forcedTurn')?.estimate ?? null)
    const aBegan = games.filter((g) => g.first === 'A').length
    expect(report.balance.began).toEqual({ A: aBegan, B: games.length - aBegan })
    expect(report.balance.verdict).toBe('botSkill')
    const ms = games.map(gameMeasures)
    expect(report.report.figures.find((f) => f.id === 'forcedTurn')?.n).toBe(ms.reduce((a, m) => a + m.forced, 0))
  })

  it('a sweep plays one arm per value on the same seeds and compares each with the one before', () => {
    const spec: LabSpec = { ...common, kind: 'sweep', sweep: { card: 'lisko-de-arathan', field: 'life', values: [1, 8] } }
    expect(armsOf(spec).map((a) => a.override)).toEqual([{ 'lisko-de-arathan': { life: 1 } }, { 'lisko-de-arathan': { life: 8 } }])
    const report = labReport(spec, run(spec)) as SweepReport
    expect(report.rows.map((r) => r.value)).toEqual([1, 8])
    expect(report.rows[0]?.vsPrevious).toBeNull()
    const [r1, r8] = report.rows
    expect(r8?.vsPrevious?.difference.estimate).toBeCloseTo(((r8?.wins.A ?? 0) - (r1?.wins.A ?? 0)) / common.games, 12)
    // Vida 8 is Lisko's printed value: that row is the plain run of the decks.
    const plain = labReport({ ...common, kind: 'run' }, run({ ...common, kind: 'run' })) as RunReport
    expect(r8?.wins).toEqual(plain.report.wins)
  })

  it('the spec schema bounds the work and names the field', () => {
    const tooMuch = labSpecSchema.safeParse({ ...common, kind: 'sweep', games: 100_000, sweep: { card: 'x', field: 'life', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] } })
    expect(tooMuch.success).toBe(false)
    const plays = labSpecSchema.safeParse({ ...common, mirror: true, kind: 'sweep', games: 100_000, sweep: { card: 'x', field: 'life', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] } })
    expect(plays.success).toBe(false)
    expect(plays.error?.issues[0]?.path).toEqual(['games'])
    expect(labSpecSchema.safeParse({ ...common, kind: 'run' }).success).toBe(true)
    expect(emptyTally(1, []).arms[0]?.games).toBe(0)
  })
})
