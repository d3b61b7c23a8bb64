// The messages between the /partida table and the bot's worker (bot.worker.ts), and the page's rule
// for which answers it plays. Apart from the bots' code: the table imports this without loading them.
//
// The page sends the catalogue and the public decks once (again only if they change), then one
// request per bot turn: the BotInput of the duel as it stands and a budget of thinking time. The
// worker answers with the actions the bot chose, one or more consecutive ones (it plays ahead while
// the bot is still the one to decide and the budget lasts); the page plays them with playDuel.
import type { Card, Catalogue, Tombstone } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import type { Action, GameConfig, GameState } from '@/lib/engine'
import type { BotLevel, Duel } from './duel'

/**
 * Everything of a duel the bot's decision depends on (botDecision, bot-move.ts): the position, the
 * config (the seed its stream comes from, the decks botView reads), its level and the steps played
 * so far (its stream's index). Plain data, so it crosses to the worker as it is; the steps' events
 * and labels stay on the page.
 */
export type BotInput = { state: GameState; config: GameConfig; bot: BotLevel; stepCount: number }

export const botInputOf = (duel: Duel): BotInput => ({ state: duel.state, config: duel.config, bot: duel.setup.bot, stepCount: duel.steps.length })

export type BotInitMessage = { type: 'init'; cards: Card[]; catalogueVersion: string; tombstones: Tombstone[]; publicDecks: Deck[] }
export type BotRequest = { type: 'decide'; id: number; input: BotInput; budgetMs: number }
export type ToBotWorker = BotInitMessage | BotRequest
export type BotReply = { type: 'actions'; id: number; actions: Action[] } | { type: 'error'; id: number; message: string }

export const botInitMessage = (catalogue: Catalogue, publicDecks: readonly Deck[]): BotInitMessage => ({
  type: 'init', cards: [...catalogue.cards], catalogueVersion: catalogue.version, tombstones: [...catalogue.tombstones], publicDecks: [...publicDecks],
})

/** The request for the bot's move in `duel`: only what botDecision reads (BotInput), never the steps' events. */
export const botRequestFor = (id: number, duel: Duel, budgetMs: number): BotRequest => ({ type: 'decide', id, budgetMs, input: botInputOf(duel) })

/** The worker's message, if it has a reply's shape (else null: the page then stops using the worker). */
export function readBotReply(data: unknown): BotReply | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Partial<Record<'type' | 'id' | 'actions' | 'message', unknown>>
  if (typeof m.id !== 'number') return null
  if (m.type === 'actions' && Array.isArray(m.actions)) return { type: 'actions', id: m.id, actions: m.actions as Action[] }
  if (m.type === 'error' && typeof m.message === 'string') return { type: 'error', id: m.id, message: m.message }
  return null
}

/** The request in flight: its id and the duel it asked about. */
export type PendingBotRequest = { id: number; duel: Duel }

/**
 * Whether a reply answers the request in flight about the duel on the table now. While the bot thinks
 * the duel can change (undo, a new game, a rematch, the page leaving); a reply about an older duel,
 * or to an older request (ids grow), is dropped, so the bot never plays into a position it did not see.
 */
export function isCurrentReply(pending: PendingBotRequest | null, replyId: number, current: Duel): pending is PendingBotRequest {
  return pending !== null && pending.id === replyId && pending.duel === current
}
