// Variants of the search bot measured by scripts/screen-search.ts (issues 15 and 29). The weights per
// deck pairing are gone (issue 29), so `base`, `w2` and `w2x` are now the default.
import type { Bot } from '../lib/bots'
import { SEARCH_OPTIONS, searchBot, searchBotWith } from '../lib/bots/search'

const shared = { ...SEARCH_OPTIONS }
/** A variant with another budget per searched decision than the one the game hands it. */
const withBudget = (bot: Bot, playouts: number): Bot => (view, moves, _budget, rng, cat) => bot(view, moves, { playouts }, rng, cat)
export const VARIANTS: Record<string, Bot> = {
  base: searchBotWith(shared),
  w2: searchBot,
  w2x: searchBotWith({ ...SEARCH_OPTIONS }),
  budget6: searchBotWith({ ...shared, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
  w2budget6: searchBotWith({ ...SEARCH_OPTIONS, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
  fam: searchBotWith({ ...SEARCH_OPTIONS, familyBar: true }),
  b160: withBudget(searchBot, 160),
  noeot: searchBotWith({ ...SEARCH_OPTIONS, searched: new Set([...SEARCH_OPTIONS.searched].filter((k) => k !== 'endOfTurn')) }),
  c25: searchBotWith({ ...SEARCH_OPTIONS, confidence: 2.5 }),
  defend: searchBotWith({ ...SEARCH_OPTIONS, randomRivalInCombat: false }),
  fight35: searchBotWith({ ...SEARCH_OPTIONS, fightConfidence: 3.5 }),
  fight35d: searchBotWith({ ...SEARCH_OPTIONS, fightConfidence: 3.5, randomRivalInCombat: false }),
  prior: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: true }),
  uniform: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: false }),
  priord: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: true, randomRivalInCombat: false }),
}
