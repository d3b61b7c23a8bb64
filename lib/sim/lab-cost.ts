// What a laboratory spec costs, in CPU seconds expected (issue 28): the queue sizes shards by time, not by game
// count (a search-bot shard of 500 games took about 12 hours, far past any lease), and bounds what one job may ask.
// The figures are this machine's, measured by `npm run bench` (suite `bots`) and in docs/lab-results.md: random bots
// about 400 games per CPU second, heuristic bots about 100, and a game with the search bot 3 to 9 s. A game's cost is
// the mean of its two seats' bots: each decides about half of the game's decisions. Estimates only: a lease is renewed
// while a shard plays, however long it takes.
import type { BotLevel } from '../bots/types'
import { armsOf, type LabSpec } from './lab-spec'
import { isMatchSpec, workGames, type WorkSpec } from './lab-work'

/**
 * CPU seconds of one game played by two bots of this level. The search's 10 (it was 4, which made a search against
 * heuristic game 2 s) is set from session 14's measurements with `ext1` the default (`dm selfplay`, 12 games each,
 * `/usr/bin/time`): against the heuristic 2.7–3.5 s a game in the mixed pairing and 7.2 s in the Caja 2 mirror (3.9 s
 * over the eighth confirmation's 900 games of all three pairings); search against search 4.7 s mixed and 8.5 s in the
 * Caja 2 mirror. The mean-of-seats model then reads 5 s and 10 s: a little over most of them, as a bound should be.
 * (Sessions 16 and 17 raised it to 16 while the default searched its initial replacement, 3 to 5 s more a game, for
 * the ninth and tenth confirmations; back with it.)
 */
export const BOT_GAME_SECONDS: Readonly<Record<BotLevel, number>> = { random: 1 / 400, heuristic: 1 / 100, search: 10 }

/** Expected CPU seconds of one game between these bots. */
export const gameSeconds = (bots: LabSpec['bots']): number => (BOT_GAME_SECONDS[bots.A] + BOT_GAME_SECONDS[bots.B]) / 2

/** Expected CPU seconds of one game index: one game on every arm (a league of decks: one game). */
export const gameIndexSeconds = (spec: WorkSpec): number => gameSeconds(spec.bots) * (isMatchSpec(spec) ? 1 : armsOf(spec).length)

/** Expected CPU seconds of the whole spec. */
export const specSeconds = (spec: WorkSpec): number => gameIndexSeconds(spec) * workGames(spec)

/** A shard's expected length: long enough that claiming it is cheap next to playing it, short enough that a lost one costs little. */
export const SHARD_TARGET_SECONDS = 60

/** Game indices per shard so that one shard is expected to take about `targetSeconds` (at least one game index). */
export function shardGamesFor(spec: WorkSpec, targetSeconds: number = SHARD_TARGET_SECONDS): number {
  return Math.max(1, Math.min(workGames(spec), Math.floor(targetSeconds / gameIndexSeconds(spec))))
}
