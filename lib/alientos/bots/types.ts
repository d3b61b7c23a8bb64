// The alientos bots' interface. Invocación is a game of perfect information once the dice are rolled: a bot sees the
// whole position (a view: the state without the generator), so it needs no guesses about hidden things, only about
// the re-rolls of a Renovación and the rounds to come. Same position, budget and generator state: same decision.
import type { RngState } from '../../random/rng'
import type { AlientosAction } from '../actions'
import type { Position } from '../state'

/** How much a bot may think, in work (positions searched), never in time. */
export type AlientosBudget = { nodes: number }

export type AlientosBot = (position: Position, rng: RngState, budget: AlientosBudget) => AlientosAction

export const ALIENTOS_BOT_LEVELS = ['random', 'greedy', 'strong'] as const
export type AlientosBotLevel = (typeof ALIENTOS_BOT_LEVELS)[number]
