// What a viewer of an online table is sent: the packed state round-trips, a spectator sees neither hand,
// event card ids follow the viewer's state, and only the deciding seat gets legal actions.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { apply, createGame, EMPTY_LOG, legalActions, type GameEvent, type GameState } from '@/lib/engine'
import { HIDDEN_CARD } from '@/lib/engine/view'
import { loadBoxedDecks } from '@/lib/server/boxed-decks'
import { tableConfig } from '@/lib/server/tables/service'
import { deciderOf, legalFor, packState, redactedState, redactEvents, tableView, unpackState } from './view'

const catalogue = loadCatalogue()
const decks = loadBoxedDecks(undefined, catalogue).map((b) => b.deck)

function playedState(steps: number): GameState {
  const created = createGame(tableConfig([decks[0]!, decks[1]!], 77, 'none'), catalogue)
  if (!created.ok) throw new Error('no game')
  let state = created.value
  for (let i = 0; i < steps && state.result === null; i++) {
    const legal = legalActions(state, catalogue)
    const r = apply(state, legal[(i * 7) % legal.length]!, catalogue)
    if (!r.ok) throw new Error('illegal')
    state = r.state
  }
  return state
}

describe('the online view', () => {
  it('packs the state to a fraction of its size and unpacks it to the same state', () => {
    const state = redactedState(playedState(60), 0, catalogue)
    const packed = packState(state)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(state).length / 3)
    expect(JSON.parse(JSON.stringify(unpackState(JSON.parse(JSON.stringify(packed)) as GameState)))).toEqual(JSON.parse(JSON.stringify(state)))
  })

  it('RUL-3 a spectator sees neither hand; each seat sees its own and not the rival one', () => {
    const state = playedState(30)
    const spectator = tableView(redactedState(state, null, catalogue))
    for (const seat of ['A', 'B'] as const) {
      expect(spectator.masters[seat].hand.length).toBeGreaterThan(0)
      expect(spectator.masters[seat].hand.every((c) => c.card === null)).toBe(true)
    }
    const a = tableView(redactedState(state, 0, catalogue))
    expect(a.masters.A.hand.every((c) => c.card !== null)).toBe(true)
    expect(a.masters.B.hand.every((c) => c.card === null)).toBe(true)
    expect(a.state.rng).toEqual([0, 0, 0, 0])
    expect(a.state.log).toEqual(EMPTY_LOG)
    // Both relics are public (R3.2): a spectator sees them.
    expect(spectator.masters.A.relic?.card).not.toBeNull()
  })

  it('keeps an event card id only where the viewer state shows that instance', () => {
    const state = playedState(10)
    const view = redactedState(state, 0, catalogue)
    const rivalHand = state.masters[1].hand[0]!
    const ownHand = state.masters[0].hand[0]!
    const events: GameEvent[] = [
      { type: 'cardDrawn', seat: 1, instanceId: rivalHand, cardId: state.cards[rivalHand]!.cardId, rule: 'R7.1' },
      { type: 'cardDrawn', seat: 0, instanceId: ownHand, cardId: state.cards[ownHand]!.cardId, rule: 'R7.1' },
      { type: 'effectNotSimulated', sourceCardId: state.cards[rivalHand]!.cardId, kind: 'x' },
    ]
    const out = redactEvents(events, view) as Record<string, unknown>[]
    expect(out[0]!.cardId).toBe(HIDDEN_CARD)
    expect(out[1]!.cardId).toBe(state.cards[ownHand]!.cardId)
    // A card id whose instance cannot be told is hidden.
    expect(out[2]!.sourceCardId).toBe(HIDDEN_CARD)
  })

  it('gives the legal actions to the deciding seat only', () => {
    const state = playedState(5)
    const decider = deciderOf(state)!
    expect(legalFor(state, decider, catalogue).length).toBeGreaterThan(0)
    expect(legalFor(state, decider === 0 ? 1 : 0, catalogue)).toEqual([])
    expect(legalFor(state, null, catalogue)).toEqual([])
  })
})

describe("an online table's config", () => {
  it("is /partida's for the same decks, seed and variant, so a finished table's replay link opens there", async () => {
    const { duelConfig } = await import('@/app/(play)/partida/_game/duel')
    const { tableConfig } = await import('./config')
    expect(tableConfig([decks[0]!, decks[1]!], 123456, 'pensada')).toEqual(duelConfig([decks[0]!, decks[1]!], 123456, 'pensada'))
  })
})
