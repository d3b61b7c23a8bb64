// The laboratory's question for Duelo de alientos (issue 31): which mix of 15 dice wins most against which? A sweep
// plays every pair of mixes against each other, for each bot asked, on paired seeds in both seats: game i of every
// pairing is dealt from gameSeed(S, i) (match.ts: the first mix sits first on even games), so the pairings meet the
// same luck. Like the Masters laboratory (lib/sim/lab-tally.ts), a shard plays a range of game indices on every arm and
// keeps only integer sums, so shards merge exactly in any order: a queued job split among workers gives the report of
// one local run, to the last digit. The statistics are the laboratory's (lib/sim/inference.ts). Pure.
import { z } from 'zod'
import { meanInterval, SHARE_BOUNDS, wilson, type Estimate } from '../../sim/inference'
import { poolSchema } from '../config'
import { poolText, type Pool } from '../dice'
import { ALIENTOS_BOT_LEVELS } from '../bots'
import { playMatchGame } from '../bots/match'
import type { AlientosBotLevel } from '../bots/types'
import { ALIENTOS_VERSION } from '../version'

export const SWEEP_LIMITS = { minMixes: 2, maxMixes: 8, maxGames: 20_000, maxNodes: 100_000, nameChars: 40 } as const

export const sweepSpecSchema = z.object({
  game: z.literal('alientos').default('alientos'),
  kind: z.literal('sweep').default('sweep'),
  mixes: z.array(z.object({
    name: z.string().trim().min(1, 'no puede estar vacío').max(SWEEP_LIMITS.nameChars, `como mucho ${SWEEP_LIMITS.nameChars} caracteres`),
    dice: poolSchema,
  }).strict()).min(SWEEP_LIMITS.minMixes, `al menos ${SWEEP_LIMITS.minMixes} mezclas`).max(SWEEP_LIMITS.maxMixes, `como mucho ${SWEEP_LIMITS.maxMixes} mezclas`)
    .superRefine((mixes, ctx) => {
      const seen = new Map<string, number>()
      mixes.forEach((m, i) => {
        const key = poolText(m.dice)
        const before = seen.get(key)
        if (before !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'dice'], message: `son los mismos dados que la mezcla ${before + 1}` })
        seen.set(key, i)
      })
    }),
  bots: z.array(z.enum(ALIENTOS_BOT_LEVELS)).min(1, 'al menos un bot').max(ALIENTOS_BOT_LEVELS.length)
    .refine((b) => new Set(b).size === b.length, 'cada bot una vez'),
  games: z.number().int().min(2).max(SWEEP_LIMITS.maxGames).refine((n) => n % 2 === 0, 'un número par: cada mezcla la mitad de las veces en cada asiento'),
  seed: z.number().int().min(0).max(0xffffffff),
  nodes: z.number().int().min(1).max(SWEEP_LIMITS.maxNodes).default(10_000),
  maxRounds: z.number().int().min(1).max(1000).default(100),
}).strict()
export type SweepSpec = z.output<typeof sweepSpecSchema>

/** The pairings (i < j), in order. */
export function pairingsOf(mixes: number): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < mixes; i++) for (let j = i + 1; j < mixes; j++) out.push([i, j])
  return out
}

/** Integer sums of one (bot, pairing) arm; mix i is "A". */
export type PairSums = { games: number; winsA: number; winsB: number; draws: number; aFirstWins: number; aSecondWins: number; aFirstGames: number; rounds: number; roundLimits: number }
export type SweepTally = { format: 'dm-alientos-sweep-tally'; version: number; ranges: [number, number][]; arms: PairSums[] }

const emptySums = (): PairSums => ({ games: 0, winsA: 0, winsB: 0, draws: 0, aFirstWins: 0, aSecondWins: 0, aFirstGames: 0, rounds: 0, roundLimits: 0 })

/** Arms in order: for each bot, every pairing. */
export const armsOf = (spec: SweepSpec) => spec.bots.flatMap((bot) => pairingsOf(spec.mixes.length).map(([a, b]) => ({ bot, a, b })))

export function emptySweepTally(spec: SweepSpec): SweepTally {
  return { format: 'dm-alientos-sweep-tally', version: ALIENTOS_VERSION, ranges: [], arms: armsOf(spec).map(emptySums) }
}

/**
 * Plays game indices [from, to) on every arm. `onGame` hears how many indices are done and the tally of those (the
 * live object: a queued shard's checkpoint copies it before the next game changes it).
 */
export function playSweepShard(spec: SweepSpec, range: readonly [number, number], onGame?: (done: number, sofar: SweepTally) => void): SweepTally {
  const tally = emptySweepTally(spec)
  const arms = armsOf(spec)
  for (let i = range[0]; i < range[1]; i++) {
    arms.forEach((arm, k) => {
      const g = playMatchGame({
        pools: [spec.mixes[arm.a]?.dice as Pool, spec.mixes[arm.b]?.dice as Pool], bots: [arm.bot, arm.bot], seed: spec.seed,
        budget: { nodes: spec.nodes }, maxRounds: spec.maxRounds,
      }, i)
      const s = tally.arms[k] as PairSums
      s.games += 1
      if (g.winner === 'A') s.winsA += 1
      else if (g.winner === 'B') s.winsB += 1
      else s.draws += 1
      if (g.aFirst) { s.aFirstGames += 1; if (g.winner === 'A') s.aFirstWins += 1 } else if (g.winner === 'A') s.aSecondWins += 1
      s.rounds += g.rounds
      if (g.roundLimit) s.roundLimits += 1
    })
    tally.ranges = [[range[0], i + 1]]
    onGame?.(i - range[0] + 1, tally)
  }
  tally.ranges = range[1] > range[0] ? [[range[0], range[1]]] : []
  return tally
}

/** Two tallies of one spec over disjoint ranges, added; overlapping ranges or other shapes are refused. */
export function mergeSweepTallies(x: SweepTally, y: SweepTally): SweepTally {
  if (x.arms.length !== y.arms.length || x.version !== y.version) throw new Error('mergeSweepTallies: no son del mismo barrido')
  const ranges = [...x.ranges, ...y.ranges].sort((p, q) => p[0] - q[0])
  for (let i = 1; i < ranges.length; i++) if ((ranges[i] as [number, number])[0] < (ranges[i - 1] as [number, number])[1]) throw new Error('mergeSweepTallies: partidas contadas dos veces')
  const joined: [number, number][] = []
  for (const r of ranges) {
    const last = joined[joined.length - 1]
    if (last && last[1] === r[0]) last[1] = r[1]
    else joined.push([r[0], r[1]])
  }
  const arms = x.arms.map((a, k) => {
    const b = y.arms[k] as PairSums
    return Object.fromEntries(Object.keys(a).map((key) => [key, a[key as keyof PairSums] + b[key as keyof PairSums]])) as PairSums
  })
  return { format: x.format, version: x.version, ranges: joined, arms }
}

export type PairReport = { a: number; b: number; games: number; scoreA: Estimate; winsA: Estimate; winsB: Estimate; draws: Estimate; aFirst: Estimate; aSecond: Estimate; meanRounds: number | null; roundLimits: number }
export type MixStanding = { mix: number; name: string; dice: string; games: number; score: Estimate }
export type SweepReport = { bots: { bot: AlientosBotLevel; pairs: PairReport[]; standings: MixStanding[] }[]; games: number }

const scoreOf = (n: number, wins: number, draws: number) => meanInterval({ n, sum: wins + draws / 2, sumSq: wins + draws / 4 }, SHARE_BOUNDS)

/** The figures: each pairing's score with its interval, and each mix's score against the field, best first, per bot. */
export function sweepReport(spec: SweepSpec, tally: SweepTally): SweepReport {
  const arms = armsOf(spec)
  const bots = spec.bots.map((bot) => {
    const pairs: PairReport[] = []
    const perMix = spec.mixes.map(() => ({ games: 0, wins: 0, draws: 0 }))
    arms.forEach((arm, k) => {
      if (arm.bot !== bot) return
      const s = tally.arms[k] as PairSums
      pairs.push({
        a: arm.a, b: arm.b, games: s.games, scoreA: scoreOf(s.games, s.winsA, s.draws), winsA: wilson(s.winsA, s.games), winsB: wilson(s.winsB, s.games),
        draws: wilson(s.draws, s.games), aFirst: wilson(s.aFirstWins, s.aFirstGames), aSecond: wilson(s.aSecondWins, s.games - s.aFirstGames),
        meanRounds: s.games > 0 ? s.rounds / s.games : null, roundLimits: s.roundLimits,
      })
      const ma = perMix[arm.a] as { games: number; wins: number; draws: number }, mb = perMix[arm.b] as { games: number; wins: number; draws: number }
      ma.games += s.games; ma.wins += s.winsA; ma.draws += s.draws
      mb.games += s.games; mb.wins += s.winsB; mb.draws += s.draws
    })
    // Against the field: every game a mix played, in either seat, against any other mix (each pairing the same games).
    const standings = perMix
      .map((m, mix) => ({ mix, name: spec.mixes[mix]?.name ?? '', dice: poolText(spec.mixes[mix]?.dice as Pool), games: m.games, score: scoreOf(m.games, m.wins, m.draws) }))
      .sort((x, y) => (y.score.estimate ?? 0) - (x.score.estimate ?? 0) || x.mix - y.mix)
    return { bot, pairs, standings }
  })
  return { bots, games: tally.ranges.reduce((n, r) => n + r[1] - r[0], 0) }
}
