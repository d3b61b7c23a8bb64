// The bot's move on /partida, apart from duel.ts so the bots' code loads with the game table only.
import type { Catalogue } from '@/lib/catalogue/schema'
import { deckCardIds, normalizeDeck } from '@/lib/decks/model'
import { BOTS, DEFAULT_BUDGET, listedMoves } from '@/lib/bots'
import { viewFor } from '@/lib/engine/view'
import { legalActions, nextUint32, type Action } from '@/lib/engine'
import { botRngFor, decider, type Duel } from './duel'

/** The stand-in bot: a random legal action, drawn from the bot's own stream (botRngFor). */
export function randomBotAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  return legal[nextUint32(botRngFor(duel)) % legal.length] ?? null
}

/**
 * The chosen bot (lib/bots) decides from its Master's view only (viewFor: no rival hand, no
 * face-down cards, no RNG), with the rival's deck list as its public prior, and its own stream (botRngFor).
 */
export function botAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  const seat = decider(duel.state)
  const rival = duel.config.masters[seat === 0 ? 1 : 0]
  const view = viewFor(duel.state, seat, catalogue, rival === undefined ? {} : { rivalDeckList: deckCardIds(normalizeDeck(rival.deck)) })
  return BOTS[duel.setup.bot](view, listedMoves(legal), DEFAULT_BUDGET, botRngFor(duel), catalogue)
}

