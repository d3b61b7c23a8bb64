// The bot's worker (bot.worker.ts) answers with answerBotRequest: it must choose what botAction would
// on the page, from the same inputs (its Master's view, its own stream; issue 29: a pasted list stays
// the player's), after the request has crossed to the worker (structuredClone, as postMessage copies).
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { makeCatalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { encodeShareCode } from '@/lib/decks/share-code'
import { legalActions, type Action } from '@/lib/engine'
import { answerBotRequest } from './bot-ahead'
import { botAction } from './bot-move'
import { botInitMessage, botRequestFor } from './bot-messages'
import { decider, playDuel, startDuel, type Duel, type DuelSetup } from './duel'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
const PUBLIC: readonly Deck[] = [caja1, caja2]
/** Caja 1 with one treasure less and one trap more: a list of the player's own, not a boxed one. */
const pasted: Deck = {
  ...caja1,
  entries: caja1.entries.map((e) => (e.cardId === 'hallazgo-inusual' ? { ...e, count: e.count - 1 } : e)).concat([{ cardId: 'trampa-de-ruido', count: 1 }]),
}

function start(playerDeck: Deck, seed: number, bot: DuelSetup['bot']): Duel {
  const setup: DuelSetup = { seed, variant: 'none', mode: 'bot', bot, codes: [encodeShareCode(playerDeck), encodeShareCode(caja2)] }
  const started = startDuel(setup, [playerDeck, caja2], [], catalogue)
  if (!started.ok) throw new Error(started.error.code)
  return started.duel
}

/** What the worker holds after the page's init message, rebuilt from a copy as the worker rebuilds it. */
function workerTables() {
  const init = structuredClone(botInitMessage(catalogue, PUBLIC))
  return { catalogue: makeCatalogue(init.cards, init.catalogueVersion, init.tombstones), publicDecks: init.publicDecks }
}

/** The worker's answer to a request about `duel`, sent as postMessage would send it. */
function ask(duel: Duel, budgetMs: number, tables = workerTables()): Action[] {
  const reply = answerBotRequest(structuredClone(botRequestFor(7, duel, budgetMs)), tables.catalogue, tables.publicDecks)
  if (reply.type !== 'actions') throw new Error(reply.message)
  expect(reply.id).toBe(7)
  return reply.actions
}

/** The bot's positions of a game where the player (seat 0) takes its first legal action each time. */
function* botPositions(duel: Duel, limit: number): Generator<Duel> {
  let d = duel
  let seen = 0
  for (let i = 0; i < 400 && d.state.result === null && seen < limit; i++) {
    const bot = decider(d.state) === 1
    if (bot) { seen++; yield d }
    const action = bot ? botAction(d, catalogue, PUBLIC) : legalActions(d.state, catalogue)[0]
    const next = action === undefined || action === null ? null : playDuel(d, action, catalogue)
    if (next === null) throw new Error(`step ${i} refused`)
    d = next
  }
}

describe('the bot\'s worker at /partida decides as botAction does', () => {
  for (const [bot, playerDeck, seed] of [['heuristic', pasted, 3], ['heuristic', caja1, 4], ['random', pasted, 5], ['search', caja1, 6]] as const) {
    it(`${bot}, player's deck ${playerDeck === pasted ? 'pasted' : 'boxed'}, seed ${seed}: the first action of each answer is botAction's`, () => {
      const tables = workerTables()
      let compared = 0
      for (const d of botPositions(start(playerDeck, seed, bot), bot === 'search' ? 6 : 15)) {
        // A budget of 0 ms: one decision, the one the page would make.
        const actions = ask(d, 0, tables)
        expect(actions).toHaveLength(1)
        expect(actions[0]).toEqual(botAction(d, catalogue, PUBLIC))
        compared++
      }
      expect(compared).toBeGreaterThanOrEqual(bot === 'search' ? 6 : 15)
    }, 60_000)
  }

  for (const bot of ['heuristic', 'random'] as const) it(`${bot}, playing ahead: the list is botAction's step after step while the bot decides, and stops when the player is to decide`, () => {
    let lists = 0, longer = 0
    for (const d of botPositions(start(pasted, 8, bot), 15)) {
      const actions = ask(d, Infinity)
      let e = d
      for (const action of actions) {
        expect(decider(e.state)).toBe(1)
        expect(action).toEqual(botAction(e, catalogue, PUBLIC))
        const next = playDuel(e, action, catalogue)
        if (next === null) throw new Error('refused')
        e = next
      }
      // With no limit of time it stops only when the bot is no longer the one to decide.
      expect(e.state.result !== null || decider(e.state) === 0).toBe(true)
      lists++
      if (actions.length > 1) longer++
    }
    expect(lists).toBe(15)
    expect(longer, 'some answers carry several steps').toBeGreaterThan(0)
  }, 60_000)
})
