// The gauntlet (issue 15): a candidate bot against a fixed set of opponents, in mirror matches (the
// same deck on both sides, so deck balance cannot flatter it), in seed pairs (the same deal twice,
// the candidate in seat 0 then in seat 1), stopping each opponent by a sequential probability ratio
// test. Pure: the CLI plays the games (in worker threads if asked) and feeds the results here.
import type { BotName } from '../bots'
import type { GameRecord } from './selfplay'
import { meanInterval, SHARE_BOUNDS, type Estimate } from './inference'
import { proportion, type Proportion } from './stats'

export type SprtSpec = {
  /** Score (win share, a draw half) under the null hypothesis and under the alternative. */
  p0: number
  p1: number
  /** Error rates: wrongly accepting the alternative, wrongly accepting the null. */
  alpha: number
  beta: number
}

export const DEFAULT_SPRT: SprtSpec = { p0: 0.5, p1: 0.6, alpha: 0.05, beta: 0.05 }

export type SprtState = { llr: number; lower: number; upper: number; decision: 'H1' | 'H0' | null }

/** Wald's bounds: accept H1 at ln((1 − β)/α), H0 at ln(β/(1 − α)). */
export function sprtBounds(spec: SprtSpec): { lower: number; upper: number } {
  return { lower: Math.log(spec.beta / (1 - spec.alpha)), upper: Math.log((1 - spec.beta) / spec.alpha) }
}

/** Pairs before the test may stop: the variance read from fewer is too unsure to lean on. */
export const SPRT_MIN_PAIRS = 8
/** The least variance a pair score is given: two independent games at one half have 1/8; a run of equal pairs must not read as none. */
const MIN_PAIR_VARIANCE = 0.04

/**
 * The log-likelihood ratio of H1 (mean score p1) against H0 (p0) for pair scores in [0, 1], under a
 * normal model with the pairs' own variance (the generalized SPRT chess-engine testing uses; the
 * pairs, not the games, are independent).
 */
export function sprtLlr(scores: readonly number[], spec: SprtSpec): number {
  const n = scores.length
  if (n === 0) return 0
  const mean = scores.reduce((t, x) => t + x, 0) / n
  const variance = n > 1 ? scores.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1) : 0.125
  const v = Math.max(variance, MIN_PAIR_VARIANCE)
  return (n * (spec.p1 - spec.p0) / v) * (mean - (spec.p0 + spec.p1) / 2)
}

export function sprtState(scores: readonly number[], spec: SprtSpec): SprtState {
  const { lower, upper } = sprtBounds(spec)
  const llr = sprtLlr(scores, spec)
  const decision = scores.length < SPRT_MIN_PAIRS ? null : llr >= upper ? 'H1' : llr <= lower ? 'H0' : null
  return { llr, lower, upper, decision }
}

/** One game of the gauntlet: its opponent and deck, its pair, and the candidate's seat. */
export type GauntletGame = { opponent: BotName; deck: string; pair: number; seat: 0 | 1; record: GameRecord }

/** The candidate's score in a game: 1 won, 0.5 drawn, 0 lost. Deck A is always the candidate's side in these setups. */
export const candidateScore = (r: GameRecord): number => (r.winner === 'A' ? 1 : r.winner === null ? 0.5 : 0)

/** The pair scores of one opponent, pairs complete only, in the order played. */
export function pairScores(games: readonly GauntletGame[]): number[] {
  const byPair = new Map<string, number[]>()
  for (const g of games) {
    const key = `${g.deck}#${g.pair}`
    const list = byPair.get(key) ?? []
    list.push(candidateScore(g.record))
    byPair.set(key, list)
  }
  return [...byPair.values()].filter((xs) => xs.length === 2).map((xs) => ((xs[0] as number) + (xs[1] as number)) / 2)
}

/**
 * The candidate's mean score over complete pairs with Student's t interval on the pair scores: the
 * two games of a pair share a deal, so they are not independent, and the pairs are the unit (an
 * interval over games counts each deal twice and is too narrow when the deal decides).
 */
export type PairInterval = Estimate & { pairs: number }

export function pairInterval(scores: readonly number[]): PairInterval {
  let sum = 0, sumSq = 0
  for (const x of scores) { sum += x; sumSq += x * x }
  const m = meanInterval({ n: scores.length, sum, sumSq }, SHARE_BOUNDS)
  return { estimate: m.estimate, ci95: m.ci95, pairs: scores.length }
}

export type Tally = {
  games: number; wins: number; draws: number; losses: number
  /** Wilson's interval over games (each game counted as independent: read `byPair` for the run's interval). */
  winRate: Proportion
  score: number | null
  /** The score with its interval by pair (pairScores), the unit of a seed-paired run. */
  byPair: PairInterval
}

function tally(games: readonly GauntletGame[]): Tally {
  const wins = games.filter((g) => g.record.winner === 'A').length
  const draws = games.filter((g) => g.record.winner === null).length
  return {
    games: games.length, wins, draws, losses: games.length - wins - draws, winRate: proportion(wins, games.length),
    score: games.length === 0 ? null : (wins + draws / 2) / games.length, byPair: pairInterval(pairScores(games)),
  }
}

export type OpponentReport = Tally & {
  opponent: BotName
  pairs: number
  sprt: SprtState
  byDeck: Record<string, Tally>
  /** The candidate in seat 0 of the engine's config, and in seat 1 (who begins still follows R6.11). */
  bySeat: { first: Tally; second: Tally }
}

export function opponentReport(opponent: BotName, games: readonly GauntletGame[], decks: readonly string[], spec: SprtSpec): OpponentReport {
  const mine = games.filter((g) => g.opponent === opponent)
  const scores = pairScores(mine)
  return {
    opponent,
    ...tally(mine),
    pairs: scores.length,
    sprt: sprtState(scores, spec),
    byDeck: Object.fromEntries(decks.map((d) => [d, tally(mine.filter((g) => g.deck === d))])),
    bySeat: { first: tally(mine.filter((g) => g.seat === 0)), second: tally(mine.filter((g) => g.seat === 1)) },
  }
}
