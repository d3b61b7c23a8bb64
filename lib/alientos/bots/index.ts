// The alientos bots by level (README.md beside this file).
import { greedyBot } from './greedy'
import { randomBot } from './random'
import { STRONG_DEFAULTS, strongBot } from './strong'
import type { AlientosBot, AlientosBotLevel } from './types'

export { ALIENTOS_BOT_LEVELS, type AlientosBot, type AlientosBotLevel, type AlientosBudget } from './types'

export const ALIENTOS_BOTS: Record<AlientosBotLevel, AlientosBot> = { random: randomBot, greedy: greedyBot, strong: strongBot }

export const DEFAULT_ALIENTOS_BUDGET = { nodes: STRONG_DEFAULTS.nodes }

export const BOT_LABELS: Record<AlientosBotLevel, string> = { random: 'Aleatorio', greedy: 'Codicioso', strong: 'Fuerte' }
