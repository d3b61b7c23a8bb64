// The Board's feed at an online table: the view is the server's redacted state untouched (no hidden card comes
// back, none the server showed is hidden again), steps are told apart by who decided them, and the summary starts
// after this seat's last decision.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { apply, createGame, legalActions, type GameEvent, type GameState } from '@/lib/engine'
import { HIDDEN_CARD } from '@/lib/engine/view'
import { tableConfig } from '@/lib/online/config'
import { deciderOf, redactedState, seatName } from '@/lib/online/view'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import type { StepEvents } from '@/lib/online/wire'
import { boardLog, boardView, NO_NOTES, noteOwnAction, noteState, summarySteps } from './board-feed'

const catalogue = loadCatalogue()
const decks = getBoxedDecks().map((b) => b.deck)

/** A few steps of a real game, with the decider before each step and the events each step made. */
function game(steps: number): { state: GameState; deciders: ('A' | 'B')[]; events: StepEvents[] } {
  const created = createGame(tableConfig([decks[0]!, decks[1]!], 11, 'none'), catalogue)
  if (!created.ok) throw new Error('no game')
  let state = created.value
  const deciders: ('A' | 'B')[] = []
  const events: StepEvents[] = [{ step: 0, events: created.events as GameEvent[] }]
  for (let i = 0; i < steps; i++) {
    deciders.push(seatName(deciderOf(state)!))
    const r = apply(state, legalActions(state, catalogue)[0]!, catalogue)
    if (!r.ok) throw new Error('illegal')
    state = r.state
    events.push({ step: i + 1, events: r.events as GameEvent[] })
  }
  return { state, deciders, events }
}

describe('the Board fed by an online table', () => {
  it('shows the server’s redacted state as it is: the rival’s hand stays hidden, the own hand stays shown', () => {
    const { state } = game(6)
    const redacted = redactedState(state, 0, catalogue)
    const view = boardView(redacted, 'A')
    expect(view.seat).toBe(0)
    expect(view.state).toBe(redacted)
    for (const id of state.masters[1].hand) expect(view.state.cards[id]?.cardId).toBe(HIDDEN_CARD)
    for (const id of state.masters[0].hand) expect(view.state.cards[id]?.cardId).toBe(state.cards[id]?.cardId)
    expect(view.pools).toEqual([[], []])
    // A spectator reads from Master A's side.
    expect(boardView(redactedState(state, null, catalogue), null).seat).toBe(0)
  })

  it('summarizes from the step after the seat’s last decision, naming only its own steps', () => {
    const { deciders, events } = game(12)
    let notes = NO_NOTES
    deciders.forEach((d, step) => { notes = noteState(notes, step, d) })
    for (const viewer of ['A', 'B'] as const) {
      const lastOwn = Math.max(0, ...deciders.map((d, i) => (d === viewer ? i + 1 : 0)))
      const summary = summarySteps(events, viewer, notes)
      const expected = events.filter((e) => e.step > lastOwn).map((e) => e.events)
      // Before any own decision the deal comes first.
      expect(summary.map((s) => s.events)).toEqual(lastOwn === 0 ? [events[0]!.events, ...expected] : expected)
      const me = viewer === 'A' ? 0 : 1
      for (const [i, s] of summary.entries()) if (lastOwn > 0 || i > 0) expect(s.seat).not.toBe(me)
    }
    // The words of an action this seat sent label its step; with notes of that step only, the summary starts after it.
    const own = noteOwnAction(NO_NOTES, 5, 'pasa')
    const summary = summarySteps(events, 'A', own)
    expect(summary.map((s) => s.events)).toEqual(events.slice(6).map((e) => e.events))
    expect(summarySteps(events, null, notes)).toEqual([])
  })

  it('logs the deal apart and every step after it, in order', () => {
    const { events } = game(4)
    const log = boardLog(events)
    expect(log.setupEvents).toBe(events[0]!.events)
    expect(log.steps.map((s) => s.events)).toEqual(events.slice(1).map((e) => e.events))
    expect(boardLog(events.slice(2)).setupEvents).toEqual([])
  })
})
