// The bot's move on /partida, apart from duel.ts so the bots' code loads with the game table only
// (and in the bot's worker, bot.worker.ts, which decides from the same BotInput).
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { BOTS, DEFAULT_BUDGET, listedMoves } from '@/lib/bots'
import { publicListOptions, viewFor, type MasterView } from '@/lib/engine/view'
import { legalActions, nextUint32, type Action } from '@/lib/engine'
import { botListKnowledge } from './bot-list'
import { botInputOf, type BotInput } from './bot-messages'
import { botRngAt, botRngFor, decider, type Duel } from './duel'

/** The stand-in bot: a random legal action, drawn from the bot's own stream (botRngFor). */
export function randomBotAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  return legal[nextUint32(botRngFor(duel)) % legal.length] ?? null
}

/**
 * The view the bot decides on: its Master's (viewFor: no rival hand, no face-down cards, no RNG). The
 * player's deck list is the bot's prior only when it is public (a boxed deck, `publicDecks`); a saved
 * or pasted list is the player's own, and the bot reasons over the card pool instead (issue 29).
 */
export function botView(duel: Pick<Duel, 'state' | 'config'>, catalogue: Catalogue, publicDecks: readonly Deck[]): MasterView {
  const seat = decider(duel.state)
  const rival = duel.config.masters[seat === 0 ? 1 : 0]
  const open = rival !== undefined && botListKnowledge(rival.deck, publicDecks) === 'public'
  return viewFor(duel.state, seat, catalogue, open ? publicListOptions(rival.deck) : {})
}

/** The chosen bot (lib/bots) decides from botView only, with its own stream (botRngAt). */
export function botDecision(input: BotInput, catalogue: Catalogue, publicDecks: readonly Deck[]): Action | null {
  const legal = legalActions(input.state, catalogue)
  if (legal.length === 0) return null
  return BOTS[input.bot](botView(input, catalogue, publicDecks), listedMoves(legal), DEFAULT_BUDGET, botRngAt(input.config, input.state, input.stepCount), catalogue)
}

/** botDecision for a duel: what the page plays when it thinks on its own thread (no Worker, or the worker failed). */
export function botAction(duel: Duel, catalogue: Catalogue, publicDecks: readonly Deck[]): Action | null {
  return botDecision(botInputOf(duel), catalogue, publicDecks)
}
