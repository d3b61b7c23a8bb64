// The duel bots by level (README.md documents the interface and each level).
import { heuristicBot } from './heuristic'
import { randomBot } from './random'
import { searchBot } from './search'
import type { Bot, BotLevel } from './types'

export const BOTS: Readonly<Record<BotLevel, Bot>> = { random: randomBot, heuristic: heuristicBot, search: searchBot }
export { BOT_LEVELS, type Bot, type BotLevel, type Budget } from './types'
export { DEFAULT_BUDGET } from './search'
export { legalMoves, listedMoves, sameAction, type LegalMoves } from './legal-moves'
