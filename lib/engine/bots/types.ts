// The bot interface (issue 8; documented in README.md beside this file).
import type { Catalogue } from '../../catalogue/schema'
import type { Action } from '../actions'
import type { RngState } from '../rng'
import type { MasterView } from '../view'

/** How much a bot may think, counted in work, never in wall time: playouts, or applied actions ("nodes"). */
export type Budget = { playouts: number } | { nodes: number }

/**
 * A bot: a pure function of what its Master has been shown, the legal actions, a budget and its own
 * generator (stepped in place; never the game's). Same inputs, same decision. It returns one of `legal`.
 */
export type Bot = (view: MasterView, legal: readonly Action[], budget: Budget, rng: RngState, catalogue: Catalogue) => Action

export const BOT_LEVELS = ['random', 'heuristic', 'search'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]
