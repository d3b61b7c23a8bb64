// Variants of the search bot measured by scripts/screen-search.ts (issue 15). `base` is the search
// as it was before the weights per deck pairing; `w2` the default with them (the Caja 2 mirror's fit).
import type { Bot } from '../lib/engine/bots'
import { SEARCH_OPTIONS, searchBot, searchBotWith } from '../lib/engine/bots/search'

const shared = { ...SEARCH_OPTIONS, pairWeights: {} }
export const VARIANTS: Record<string, Bot> = {
  base: searchBotWith(shared),
  w2: searchBot,
  budget6: searchBotWith({ ...shared, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
  w2budget6: searchBotWith({ ...SEARCH_OPTIONS, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
}
