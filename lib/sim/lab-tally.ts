// What a shard of a laboratory run gathers: for every arm and every figure, six integer sums over
// the games (Σy, Σm, Σy², Σm², Σym, games with m > 0), and for every compared pair of arms four cross sums over the
// same games (Σy_b·y_v, Σy_b·m_v, Σm_b·y_v, Σm_b·m_v). That is all the paired statistics need
// (inference.ts). Integers add exactly, so the tally of a whole run is the sum of its shards' in
// any order: a job split among workers gives the report of one local run, to the last digit.
import { z } from 'zod'
import { addCardUse, type CardUseByDeck } from './card-use'
import { gameMeasures, METRICS, type GameMeasures, type Metric } from './lab-metrics'
import type { ArmPair } from './lab-spec'
import type { GameRecord } from './selfplay'

/** Σy, Σm, Σy², Σm², Σym, and the games with m > 0. */
export type Sums6 = [y: number, m: number, yy: number, mm: number, ym: number, k: number]
export type Cross4 = [yy: number, ym: number, my: number, mm: number]

export type ArmTally = {
  games: number
  /** Metric id → its sums. */
  sums: Record<string, Sums6>
  /** Card use per deck, when the games recorded it (the bots issue). */
  cardUse: CardUseByDeck | null
}
export type PairTally = { base: number; variant: number; cross: Record<string, Cross4> }

export type LabTally = {
  format: 'dm-lab-tally'
  version: 1
  /** Half-open game-index ranges played, sorted and joined. */
  ranges: [number, number][]
  arms: ArmTally[]
  pairs: PairTally[]
}

const parts = (g: GameMeasures, metric: Metric): [number, number] => [g[metric.y], metric.m === null ? 1 : g[metric.m]]

export function emptyTally(arms: number, pairs: readonly ArmPair[]): LabTally {
  const sums = () => Object.fromEntries(METRICS.map((m) => [m.id, [0, 0, 0, 0, 0, 0] as Sums6]))
  const cross = () => Object.fromEntries(METRICS.map((m) => [m.id, [0, 0, 0, 0] as Cross4]))
  return {
    format: 'dm-lab-tally', version: 1, ranges: [],
    arms: Array.from({ length: arms }, () => ({ games: 0, sums: sums(), cardUse: null })),
    pairs: pairs.map(([base, variant]) => ({ base, variant, cross: cross() })),
  }
}

/** Adds one game index, played on every arm (records in arm order), to the tally in place. */
export function addGame(tally: LabTally, records: readonly GameRecord[]): void {
  const index = records[0]?.index
  if (index === undefined || records.length !== tally.arms.length || records.some((r) => r.index !== index)) {
    throw new Error('addGame: una partida por serie, todas con el mismo índice')
  }
  const measures = records.map(gameMeasures)
  tally.arms.forEach((arm, a) => {
    const g = measures[a] as GameMeasures
    arm.games++
    for (const metric of METRICS) {
      const [y, m] = parts(g, metric)
      const s = arm.sums[metric.id] as Sums6
      s[0] += y; s[1] += m; s[2] += y * y; s[3] += m * m; s[4] += y * m; if (m > 0) s[5]++
    }
    const use = (records[a] as GameRecord).cardUse
    if (use !== undefined) arm.cardUse = arm.cardUse === null ? { A: addCardUse({}, use.A), B: addCardUse({}, use.B) } : { A: addCardUse(arm.cardUse.A, use.A), B: addCardUse(arm.cardUse.B, use.B) }
  })
  for (const pair of tally.pairs) {
    const b = measures[pair.base] as GameMeasures
    const v = measures[pair.variant] as GameMeasures
    for (const metric of METRICS) {
      const [yb, mb] = parts(b, metric)
      const [yv, mv] = parts(v, metric)
      const c = pair.cross[metric.id] as Cross4
      c[0] += yb * yv; c[1] += yb * mv; c[2] += mb * yv; c[3] += mb * mv
    }
  }
  tally.ranges = joinRanges([...tally.ranges, [index, index + 1]])
}

function joinRanges(ranges: [number, number][]): [number, number][] {
  const sorted = ranges.map((r) => [r[0], r[1]] as [number, number]).sort((x, y) => x[0] - y[0])
  const out: [number, number][] = []
  for (const [from, to] of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && from < last[1]) throw new Error(`las tandas comparten partidas (de la ${from} a la ${Math.min(to, last[1]) - 1})`)
    if (last !== undefined && from === last[1]) last[1] = to
    else out.push([from, to])
  }
  return out
}

const add6 = (a: Sums6, b: Sums6): Sums6 => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5]]
const add4 = (a: Cross4, b: Cross4): Cross4 => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]]

/** The tally of both shards (same spec, disjoint games). Throws when they do not fit together. */
export function mergeTallies(a: LabTally, b: LabTally): LabTally {
  if (a.arms.length !== b.arms.length || a.pairs.length !== b.pairs.length || a.pairs.some((p, i) => p.base !== b.pairs[i]?.base || p.variant !== b.pairs[i]?.variant)) {
    throw new Error('las dos tandas no son de la misma prueba')
  }
  return {
    format: 'dm-lab-tally', version: 1,
    ranges: joinRanges([...a.ranges, ...b.ranges]),
    arms: a.arms.map((x, i) => {
      const y = b.arms[i] as ArmTally
      const cardUse = x.cardUse === null ? y.cardUse : y.cardUse === null ? x.cardUse : { A: addCardUse(x.cardUse.A, y.cardUse.A), B: addCardUse(x.cardUse.B, y.cardUse.B) }
      return { games: x.games + y.games, sums: Object.fromEntries(METRICS.map((m) => [m.id, add6(x.sums[m.id] as Sums6, y.sums[m.id] as Sums6)])), cardUse }
    }),
    pairs: a.pairs.map((p, i) => {
      const q = b.pairs[i] as PairTally
      return { base: p.base, variant: p.variant, cross: Object.fromEntries(METRICS.map((m) => [m.id, add4(p.cross[m.id] as Cross4, q.cross[m.id] as Cross4)])) }
    }),
  }
}

// ---- the tally as untrusted JSON (a worker's answer, a database row) -----------------------------

const count = z.number().int().nonnegative()
const cardUseTableSchema = z.record(z.string().max(100), z.object({ drawn: count, usable: count, played: count }).strict())
const metricKeys = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(METRICS.map((m) => [m.id, value])) as Record<string, T>).strict()

export const labTallySchema = z.object({
  format: z.literal('dm-lab-tally'),
  version: z.literal(1),
  ranges: z.array(z.tuple([count, count])),
  arms: z.array(z.object({
    games: count,
    sums: metricKeys(z.tuple([count, count, count, count, count, count])),
    cardUse: z.object({ A: cardUseTableSchema, B: cardUseTableSchema }).strict().nullable(),
  }).strict()).min(1).max(40),
  pairs: z.array(z.object({ base: count, variant: count, cross: metricKeys(z.tuple([count, count, count, count])) }).strict()).max(40),
}).strict()
