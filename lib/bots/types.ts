// The bot interface (issue 8; documented in README.md beside this file).
import type { Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import type { RngState } from '../engine/rng'
import type { MasterView } from '../engine/view'
import type { LegalMoves } from './legal-moves'

/** How much a bot may think, counted in work, never in wall time: playouts, or applied actions ("nodes"). */
export type Budget = { playouts: number } | { nodes: number }

/**
 * A bot: a pure function of what its Master has been shown, the legal actions of the real state
 * (the list on demand, or one action checked: see legal-moves.ts), a budget and its own generator
 * (stepped in place; never the game's). Same inputs, same decision. It returns a legal action.
 */
export type Bot = (view: MasterView, legal: LegalMoves, budget: Budget, rng: RngState, catalogue: Catalogue) => Action

export const BOT_LEVELS = ['random', 'heuristic', 'search'] as const
export type BotLevel = (typeof BOT_LEVELS)[number]
