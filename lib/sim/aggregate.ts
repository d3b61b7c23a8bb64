// What a batch gathers while it plays, as plain JSON that adds up: two accumulators of the same
// deck, seed, turns and policy over disjoint game ranges merge into the accumulator of their union,
// whatever the chunking (ranges and hand blocks are kept sorted and joined when adjacent, and
// histogram keys are integers, which objects keep in ascending order). So chunks of one worker and
// several workers combine, and the result crosses postMessage unchanged.
import { z } from 'zod'
import type { Result } from '../engine'
import { histMerge, type Histogram } from './stats'

/** Up to five Dalmas in a deck (R5.2): "the k-th Dalma is active" is tracked for k = 1..5. */
export const MAX_DALMAS = 5
/** Cards in the opening hand (R6.6); a hand slot holds −1 when a tiny deck dealt fewer. */
export const HAND_SLOTS = 5

/** Figures of one turn of the player (per Master, RUL-5), over the games that played that turn. */
export type TurnAccumulator = {
  /** Games that played this turn (to its end, or to the exhaustion that stopped them in it). */
  games: number
  /** Silver held when the Fase Principal began (after the Cobro, R7.12): what the turn could spend. */
  moneyAvailable: Histogram
  /** Silver held when the turn ended (or at exhaustion). */
  moneyLeft: Histogram
  /** Active Dalmas (R4.1) when the turn ended. */
  activeDalmas: Histogram
  /** Spells learned so far (the starting Dalma's two cards are known, not learned: R6.3). */
  learnedSpells: Histogram
  learnedSkills: Histogram
  learned: Histogram
}

/** The opening hands of a run of consecutive games, HAND_SLOTS indices into `cardIds` per game. */
export type HandBlock = { from: number; opening: number[]; afterReplacement: number[] }

export type AccumulatorKey = {
  seed: number
  turns: number
  policy: string
  /** The deck as canonical JSON (relic, starting Dalma, sorted entries). */
  deck: string
  catalogueVersion: string
}

export type BatchAccumulator = {
  format: 'dm-goldfish-batch'
  version: 1
  key: AccumulatorKey
  games: number
  /** Half-open game-index ranges [from, to) played, sorted and joined. */
  ranges: [number, number][]
  /** Distinct card ids of the shuffled deck (R6.5), in deck order: what hand slots point into. */
  cardIds: string[]
  hands: HandBlock[]
  /** How many cards the initial replacement sent to the bottom (0: not used, RUL-3). */
  replaced: Histogram
  /** Index t − 1 for turn t. */
  perTurn: TurnAccumulator[]
  /** Index k − 1: the first turn that ended with at least k active Dalmas. */
  dalmaTurn: Histogram[]
  /** Index k − 1: games that never had k active Dalmas within the run (censored). */
  dalmaCensored: number[]
  /** Turn of the exhaustion (R18.1, RUL-13) for the games that reached it. */
  exhaustion: Histogram
  /** Games that played every turn without exhausting (censored at `turns`). */
  turnLimit: number
  /** Games that ended any other way (a defeat: should not happen in goldfish). */
  otherEnd: number
}

export function emptyTurn(): TurnAccumulator {
  return { games: 0, moneyAvailable: {}, moneyLeft: {}, activeDalmas: {}, learnedSpells: {}, learnedSkills: {}, learned: {} }
}

export function emptyAccumulator(key: AccumulatorKey, cardIds: string[]): BatchAccumulator {
  return {
    format: 'dm-goldfish-batch', version: 1, key, games: 0, ranges: [], cardIds, hands: [], replaced: {},
    perTurn: Array.from({ length: key.turns }, emptyTurn),
    dalmaTurn: Array.from({ length: MAX_DALMAS }, () => ({})),
    dalmaCensored: Array.from({ length: MAX_DALMAS }, () => 0),
    exhaustion: {}, turnLimit: 0, otherEnd: 0,
  }
}

export type MergeError =
  | { code: 'differentBatch'; field: keyof AccumulatorKey | 'cardIds' }
  | { code: 'overlappingGames'; from: number; to: number }

function mergeTurn(a: TurnAccumulator, b: TurnAccumulator): TurnAccumulator {
  return {
    games: a.games + b.games,
    moneyAvailable: histMerge(a.moneyAvailable, b.moneyAvailable),
    moneyLeft: histMerge(a.moneyLeft, b.moneyLeft),
    activeDalmas: histMerge(a.activeDalmas, b.activeDalmas),
    learnedSpells: histMerge(a.learnedSpells, b.learnedSpells),
    learnedSkills: histMerge(a.learnedSkills, b.learnedSkills),
    learned: histMerge(a.learned, b.learned),
  }
}

/** Joins sorted, disjoint ranges that touch; reports the first overlap. */
function joinRanges(ranges: [number, number][]): Result<[number, number][], MergeError> {
  const sorted = ranges.slice().sort((x, y) => x[0] - y[0])
  const out: [number, number][] = []
  for (const [from, to] of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && from < last[1]) return { ok: false, error: { code: 'overlappingGames', from, to: Math.min(to, last[1]) } }
    if (last !== undefined && from === last[1]) last[1] = to
    else out.push([from, to])
  }
  return { ok: true, value: out }
}

function joinHands(blocks: HandBlock[]): HandBlock[] {
  const sorted = blocks.slice().sort((x, y) => x.from - y.from)
  const out: HandBlock[] = []
  for (const b of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && last.from + last.opening.length / HAND_SLOTS === b.from) {
      out[out.length - 1] = { from: last.from, opening: last.opening.concat(b.opening), afterReplacement: last.afterReplacement.concat(b.afterReplacement) }
    } else {
      out.push({ from: b.from, opening: b.opening.slice(), afterReplacement: b.afterReplacement.slice() })
    }
  }
  return out
}

/** The accumulator of both runs. They must be of one batch (deck, seed, turns, policy, catalogue) and share no game. */
export function mergeAccumulators(a: BatchAccumulator, b: BatchAccumulator): Result<BatchAccumulator, MergeError> {
  for (const field of ['seed', 'turns', 'policy', 'deck', 'catalogueVersion'] as const) {
    if (a.key[field] !== b.key[field]) return { ok: false, error: { code: 'differentBatch', field } }
  }
  if (a.cardIds.length !== b.cardIds.length || a.cardIds.some((id, i) => b.cardIds[i] !== id)) {
    return { ok: false, error: { code: 'differentBatch', field: 'cardIds' } }
  }
  const ranges = joinRanges([...a.ranges, ...b.ranges])
  if (!ranges.ok) return ranges
  return {
    ok: true,
    value: {
      format: 'dm-goldfish-batch', version: 1, key: { ...a.key }, games: a.games + b.games, ranges: ranges.value,
      cardIds: a.cardIds.slice(), hands: joinHands([...a.hands, ...b.hands]),
      replaced: histMerge(a.replaced, b.replaced),
      perTurn: a.perTurn.map((t, i) => mergeTurn(t, b.perTurn[i] ?? emptyTurn())),
      dalmaTurn: a.dalmaTurn.map((h, i) => histMerge(h, b.dalmaTurn[i] ?? {})),
      dalmaCensored: a.dalmaCensored.map((n, i) => n + (b.dalmaCensored[i] ?? 0)),
      exhaustion: histMerge(a.exhaustion, b.exhaustion),
      turnLimit: a.turnLimit + b.turnLimit,
      otherEnd: a.otherEnd + b.otherEnd,
    },
  }
}

export function describeMergeError(error: MergeError): string {
  if (error.code === 'overlappingGames') return `Las dos tandas comparten partidas (de la ${error.from} a la ${error.to - 1}).`
  const what: Record<keyof AccumulatorKey | 'cardIds', string> = {
    seed: 'la semilla', turns: 'el número de turnos', policy: 'la política', deck: 'el mazo',
    catalogueVersion: 'la versión del catálogo', cardIds: 'las cartas del mazo',
  }
  return `Las dos tandas no son de la misma simulación: difiere ${what[error.field]}.`
}

// ---- the same shape as a zod schema, for accumulators that arrive as untrusted JSON ----------

const histogramSchema = z.record(z.string().regex(/^-?\d+$/), z.number().int().nonnegative())
const turnSchema = z.object({
  games: z.number().int().nonnegative(),
  moneyAvailable: histogramSchema, moneyLeft: histogramSchema, activeDalmas: histogramSchema,
  learnedSpells: histogramSchema, learnedSkills: histogramSchema, learned: histogramSchema,
}).strict()

export const batchAccumulatorSchema = z.object({
  format: z.literal('dm-goldfish-batch'),
  version: z.literal(1),
  key: z.object({
    seed: z.number().int().min(0).max(0xffffffff),
    turns: z.number().int().min(1),
    policy: z.string().min(1),
    deck: z.string(),
    catalogueVersion: z.string(),
  }).strict(),
  games: z.number().int().nonnegative(),
  ranges: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])),
  cardIds: z.array(z.string()),
  hands: z.array(z.object({
    from: z.number().int().nonnegative(),
    opening: z.array(z.number().int().min(-1)),
    afterReplacement: z.array(z.number().int().min(-1)),
  }).strict()),
  replaced: histogramSchema,
  perTurn: z.array(turnSchema),
  dalmaTurn: z.array(histogramSchema).length(MAX_DALMAS),
  dalmaCensored: z.array(z.number().int().nonnegative()).length(MAX_DALMAS),
  exhaustion: histogramSchema,
  turnLimit: z.number().int().nonnegative(),
  otherEnd: z.number().int().nonnegative(),
}).strict()
