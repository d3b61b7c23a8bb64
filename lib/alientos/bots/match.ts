// Bots against bots: paired seeds, both seats. Game i is dealt from gameSeed(seed, i); bot A sits first on even games
// and second on odd ones, each with its own pool, so a match measures the bots (and the pools) net of who sits first.
// The figures are the laboratory's (lib/sim/inference.ts): Wilson's interval for a share, Student's t for the score.
import { deriveStream, gameSeed, type RngState } from '../../random/rng'
import { meanInterval, SHARE_BOUNDS, wilson } from '../../sim/inference'
import type { AlientosAction } from '../actions'
import { applyAction, createDuel } from '../apply'
import type { Pool } from '../dice'
import { ALIENTOS_BOTS } from './index'
import type { AlientosBotLevel, AlientosBudget } from './types'

export type MatchSetup = {
  pools: [Pool, Pool]
  bots: [AlientosBotLevel, AlientosBotLevel]
  seed: number
  budget: AlientosBudget
  maxRounds?: number
}

/** One game: who won (A, B or a draw), how long it ran, and where A sat. */
export type MatchGame = { winner: 'A' | 'B' | 'draw'; aFirst: boolean; rounds: number; decisions: number; roundLimit: boolean }

export function playMatchGame(setup: MatchSetup, index: number, onAction?: (a: AlientosAction) => void): MatchGame {
  const aFirst = index % 2 === 0
  const seat = aFirst ? [0, 1] : [1, 0] // seat of A, seat of B
  const pools = aFirst ? setup.pools : [setup.pools[1], setup.pools[0]]
  const seed = gameSeed(setup.seed, index)
  const created = createDuel({ pools: pools as Pool[], seed, maxRounds: setup.maxRounds })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.state
  const botAt = [setup.bots[aFirst ? 0 : 1], setup.bots[aFirst ? 1 : 0]] as AlientosBotLevel[]
  const rngs: RngState[] = [deriveStream('alientos/bots', seed, 'seat/0'), deriveStream('alientos/bots', seed, 'seat/1')]
  let decisions = 0
  while (state.phase !== 'over') {
    const bot = ALIENTOS_BOTS[botAt[state.turn] as AlientosBotLevel]
    const action = bot(state, rngs[state.turn] as RngState, setup.budget)
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(`El bot ${botAt[state.turn]} propuso algo ilegal: ${r.error.code} ${JSON.stringify(action)}`)
    onAction?.(action)
    state = r.state
    decisions += 1
  }
  const winners = state.result?.winners ?? []
  const winner = winners.length === 1 ? (winners[0] === seat[0] ? 'A' : 'B') : 'draw'
  return { winner, aFirst, rounds: state.round, decisions, roundLimit: state.result?.reason === 'roundLimit' }
}

export type MatchTally = { games: number; winsA: number; winsB: number; draws: number; aFirstGames: number; aFirstWins: number; aSecondWins: number; rounds: number; decisions: number; roundLimits: number }

export const emptyMatchTally = (): MatchTally => ({ games: 0, winsA: 0, winsB: 0, draws: 0, aFirstGames: 0, aFirstWins: 0, aSecondWins: 0, rounds: 0, decisions: 0, roundLimits: 0 })

export function addMatchGame(t: MatchTally, g: MatchGame): void {
  t.games += 1
  if (g.winner === 'A') t.winsA += 1
  else if (g.winner === 'B') t.winsB += 1
  else t.draws += 1
  if (g.aFirst) { t.aFirstGames += 1; if (g.winner === 'A') t.aFirstWins += 1 } else if (g.winner === 'A') t.aSecondWins += 1
  t.rounds += g.rounds
  t.decisions += g.decisions
  if (g.roundLimit) t.roundLimits += 1
}

/** The match in figures: A's wins, draws and score (a win 1, a draw ½) with 95 % intervals, and A's wins by seat. */
export function summarizeMatch(t: MatchTally) {
  const score = t.winsA + t.draws / 2
  // Σx² of per-game scores (1, ½ or 0) for Student's t.
  const scoreInterval = meanInterval({ n: t.games, sum: score, sumSq: t.winsA + t.draws / 4 }, SHARE_BOUNDS)
  return {
    games: t.games,
    winsA: wilson(t.winsA, t.games), winsB: wilson(t.winsB, t.games), draws: wilson(t.draws, t.games),
    scoreA: scoreInterval,
    aFirst: wilson(t.aFirstWins, t.aFirstGames), aSecond: wilson(t.aSecondWins, t.games - t.aFirstGames),
    meanRounds: t.games > 0 ? t.rounds / t.games : null, roundLimits: t.roundLimits,
  }
}

export function playMatch(setup: MatchSetup, games: number, from = 0): MatchTally {
  const t = emptyMatchTally()
  for (let i = from; i < from + games; i++) addMatchGame(t, playMatchGame(setup, i))
  return t
}
