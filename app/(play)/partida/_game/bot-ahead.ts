// What the bot's worker does with a request (bot.worker.ts only posts it): the bot decides from the
// BotInput exactly as botAction does on the page, and keeps deciding while it is still its turn to
// decide and the budget lasts, so a turn of many small steps costs a few round trips, not one each.
// Pure but for the clock, which the tests pass in.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { apply, type Action } from '@/lib/engine'
import { botDecision } from './bot-move'
import type { BotInput, BotReply, BotRequest } from './bot-messages'
import { decider } from './duel'

/**
 * The actions the bot chooses from `request.input` on: at least one (unless it has none to choose),
 * then more while the same seat decides and `request.budgetMs` has not run out. Each is decided from
 * the position the previous led to, with the step count the page will have then, so the list is
 * what botAction would choose step by step.
 */
export function answerBotRequest(request: BotRequest, catalogue: Catalogue, publicDecks: readonly Deck[], now: () => number = () => performance.now()): BotReply {
  const started = now()
  const seat = decider(request.input.state)
  const actions: Action[] = []
  let input: BotInput = request.input
  while (input.state.result === null) {
    const action = botDecision(input, catalogue, publicDecks)
    if (action === null) break
    const r = apply(input.state, action, catalogue)
    // The page's playDuel would refuse it as well: the list stops before it.
    if (!r.ok) break
    actions.push(action)
    input = { ...input, state: r.state, stepCount: input.stepCount + 1 }
    if (decider(input.state) !== seat || now() - started >= request.budgetMs) break
  }
  return { type: 'actions', id: request.id, actions }
}
