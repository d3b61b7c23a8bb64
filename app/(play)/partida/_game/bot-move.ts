// The bot's move on /partida, apart from duel.ts so the bots' code loads with the game table only.
import type { Catalogue } from '@/lib/catalogue/schema'
import { deckCardIds, normalizeDeck } from '@/lib/decks/model'
import { BOTS, DEFAULT_BUDGET } from '@/lib/engine/bots'
import { viewFor } from '@/lib/engine/view'
import { createRng, legalActions, nextUint32, type Action } from '@/lib/engine'
import { decider, type Duel } from './duel'

/**
 * The stand-in bot: a random legal action, drawn from its own stream seeded by the game seed and
 * the step number, never from the game's RNG, so the same position gives the same decision.
 */
export function randomBotAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  const rng = createRng((duel.config.seed ^ Math.imul(duel.steps.length + 1, 0x9e3779b1)) >>> 0)
  return legal[nextUint32(rng) % legal.length] ?? null
}

/**
 * The chosen bot (lib/engine/bots) decides from its Master's view only (viewFor: no rival hand, no
 * face-down cards, no RNG), with the rival's deck list as its public prior. Its stream is seeded by
 * the game seed and the step number, never the game's RNG: the same position gives the same decision.
 */
export function botAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  const seat = decider(duel.state)
  const rival = duel.config.masters[seat === 0 ? 1 : 0]
  const view = viewFor(duel.state, seat, catalogue, rival === undefined ? {} : { rivalDeckList: deckCardIds(normalizeDeck(rival.deck)) })
  const rng = createRng((duel.config.seed ^ Math.imul(duel.steps.length + 1, 0x9e3779b1)) >>> 0)
  return BOTS[duel.setup.bot](view, legal, DEFAULT_BUDGET, rng, catalogue)
}

