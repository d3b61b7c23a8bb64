// The duel bots by level (README.md documents the interface and each level).
import { flatSearchBot } from './flat-search'
import { heuristicBot } from './heuristic'
import { randomBot } from './random'
import { searchBot } from './search'
import type { Bot, BotLevel } from './types'

export const BOTS: Readonly<Record<BotLevel, Bot>> = { random: randomBot, heuristic: heuristicBot, search: searchBot }

/** Bots that only the gauntlet plays against (dm gauntlet): the previous search bot, a fixed yardstick. */
export const GAUNTLET_BOTS = { 'search-flat': flatSearchBot } as const satisfies Record<string, Bot>
export type BotName = BotLevel | keyof typeof GAUNTLET_BOTS

/** The bot of a name, read from BOTS at each call (tests may stand in for one). */
export const botFor = (name: BotName): Bot => (name === 'search-flat' ? GAUNTLET_BOTS[name] : BOTS[name])
export { BOT_LEVELS, type Bot, type BotLevel, type Budget } from './types'
export { DEFAULT_BUDGET } from './search'
export { legalMoves, listedMoves, sameAction, type LegalMoves } from './legal-moves'
