// A bot at an online table decides on what its seat was sent plus its own deck list: the same pools as a bot
// on the server, nothing the seat's view hides, and a list that cannot be the seat's is refused.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { deckCardIds, normalizeDeck } from '@/lib/decks/model'
import { apply, createGame, legalActions, logActions, type GameState, type Seat } from '@/lib/engine'
import { BOTS, DEFAULT_BUDGET } from '@/lib/bots'
import { listedMoves } from '@/lib/bots/legal-moves'
import { createRng } from '@/lib/engine/rng'
import { HIDDEN_CARD, viewFor } from '@/lib/engine/view'
import { loadBoxedDecks } from '@/lib/server/boxed-decks'
import { tableConfig } from './config'
import { botView } from './bot-view'
import { deciderOf, redactedState } from './view'

const catalogue = loadCatalogue()
const decks = loadBoxedDecks(undefined, catalogue).map((b) => b.deck)
const lists = decks.map((d) => deckCardIds(normalizeDeck(d!)))

function* states(): Generator<GameState> {
  const created = createGame(tableConfig([decks[0]!, decks[1]!], 31, 'none'), catalogue)
  if (!created.ok) throw new Error('no game')
  let state = created.value
  for (let i = 0; i < 120 && state.result === null; i++) {
    if (i % 20 === 0) yield state
    const legal = legalActions(state, catalogue)
    const r = apply(state, legal[(i * 5) % legal.length]!, catalogue)
    if (!r.ok) throw new Error('illegal')
    state = r.state
  }
}

describe('the view of a bot seated at an online table', () => {
  it('RUL-3 hides all the seat view hides; before any replacement its pools are the server-side bot’s', () => {
    let checked = 0
    for (const state of states()) {
      for (const seat of [0, 1] as Seat[]) {
        const truth = viewFor(state, seat, catalogue)
        const mine = botView(redactedState(state, seat, catalogue), seat, lists[seat]!, catalogue)
        expect(mine).not.toBeNull()
        if (mine === null) continue
        for (const c of truth.state.cards) if (c.cardId === HIDDEN_CARD) expect(mine.state.cards[c.id]?.cardId).toBe(HIDDEN_CARD)
        expect(mine.enemyPools).toEqual(truth.enemyPools)
        const replaced = logActions(state.log).some((a) => (a.type === 'initialReplacement' || a.type === 'deferredReplacement') && a.instanceIds.some((id) => state.cards[id]?.owner === seat))
        if (!replaced) expect(mine.pools).toEqual(truth.pools)
        // Whatever it does not know about its own deck, its pool still holds one card per hidden own instance.
        const hiddenOwn = mine.state.cards.filter((c) => c.owner === seat && c.cardId === HIDDEN_CARD && !state.masters[seat].relicZone.enemies.includes(c.id)).length
        expect(mine.pools[seat]).toHaveLength(hiddenOwn)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(6)
  })

  it('lets the engine’s bots decide on it, and refuses a deck list that is not the seat’s', () => {
    const state = states().next().value as GameState
    const seat = deciderOf(state) as Seat
    const view = botView(redactedState(state, seat, catalogue), seat, lists[seat]!, catalogue)
    if (view === null) throw new Error('no view')
    const legal = legalActions(state, catalogue)
    for (const bot of [BOTS.heuristic, BOTS.random]) expect(legal).toContainEqual(bot(view, listedMoves(legal), DEFAULT_BUDGET, createRng(5), catalogue))
    expect(botView(redactedState(state, seat, catalogue), seat, lists[seat]!.slice(1), catalogue)).toBeNull()
    const other = lists[seat === 0 ? 1 : 0]!
    expect(botView(redactedState(state, seat, catalogue), seat, other, catalogue)).toBeNull()
  })
})
