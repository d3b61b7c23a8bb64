// The duel bots by level (README.md documents the interface and each level).
import { flatSearchBot } from './flat-search'
import { heuristicBot } from './heuristic'
import { heuristicV1Bot } from './heuristic-v1/heuristic'
import { randomBot } from './random'
import { searchBot } from './search'
import type { Bot, BotLevel } from './types'

export const BOTS: Readonly<Record<BotLevel, Bot>> = { random: randomBot, heuristic: heuristicBot, search: searchBot }

/**
 * Bots that only the gauntlet plays against (dm gauntlet), fixed yardsticks: the previous search bot,
 * and the heuristic as it was before issue 29 (heuristic-v1/), which the heuristic is measured against.
 */
export const GAUNTLET_BOTS = { 'search-flat': flatSearchBot, 'heuristic-v1': heuristicV1Bot } as const satisfies Record<string, Bot>
export type BotName = BotLevel | keyof typeof GAUNTLET_BOTS

/** The bot of a name, read from BOTS at each call (tests may stand in for one). */
export const botFor = (name: BotName): Bot => (name === 'search-flat' || name === 'heuristic-v1' ? GAUNTLET_BOTS[name] : BOTS[name])
export { BOT_LEVELS, type Bot, type BotLevel, type Budget } from './types'
export { DEFAULT_BUDGET } from './search'
export { legalMoves, listedMoves, sameAction, type LegalMoves } from './legal-moves'
