// What /partida's Board needs, made from what an online table sends this browser and nothing else. Pure.
//
// - The view: the server's `view.state` is already the engine's redacted state for this viewer (viewFor's, or for a
//   spectator only what both seats see). It is handed to the Board as it is, not passed through viewFor again: the
//   browser has no log, so viewFor would hide again what the server's redaction showed. The pools (what hidden
//   cards may be) are for bots; the Board does not read them, and the browser cannot know them.
// - Who took each step: the decider of the state just before it, as the stream told it; else this seat when it sent
//   that step, else the rival. Only this seat's own steps get words (the rival's events tell them).
// - The summary: the steps since this seat's last decision. The log: every step received (a reload starts afresh
//   from the server's last step).
import type { GameEvent, GameState, Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { seatIndex, type SeatName } from '@/lib/online/view'
import type { SummaryStep } from '@/app/(play)/partida/_board/summary'
import type { StepEvents } from '@/lib/online/wire'
import { tableSeatNames } from '@/lib/online/words'

/** The Board's view of a redacted state; a spectator sees from Master A's side. */
export function boardView(redacted: GameState, viewer: SeatName | null): MasterView {
  return { seat: viewer === null ? 0 : seatIndex(viewer), state: redacted, pools: [[], []], enemyPools: [[], []] }
}

/** How the Board calls each Master: «Tú» and «Rival» for a player, «Master A» and «Master B» for a spectator (words.ts). */
export const boardSeatNames = tableSeatNames

/** What this browser knows of the steps: who decided at each step number, and the words of the seat's own actions. */
export type StepNotes = { deciders: ReadonlyMap<number, SeatName>; own: ReadonlyMap<number, string> }

/** The seat that took step `step` (the action that made it), as far as `notes` tell; null: unknown. */
export function takerOf(step: number, notes: StepNotes): SeatName | null {
  return notes.deciders.get(step - 1) ?? null
}

/** The steps since the viewer's last own decision (at most `max`), as the Board's summary. */
export function summarySteps(events: readonly StepEvents[], viewer: SeatName | null, notes: StepNotes, max = 40): SummaryStep[] {
  const played = events.filter((e) => e.step > 0)
  if (viewer === null) return []
  const me = seatIndex(viewer)
  const rival: Seat = me === 0 ? 1 : 0
  const mine = (step: number) => notes.own.has(step) || takerOf(step, notes) === viewer
  let from = played.length
  while (from > 0 && !mine(played[from - 1]!.step)) from -= 1
  const out: SummaryStep[] = []
  // Nothing of this seat's yet: the deal comes first.
  if (from === 0 && events[0]?.step === 0) out.push({ seat: me, auto: null, label: null, events: events[0].events })
  for (const e of played.slice(Math.max(from, played.length - max))) {
    const taker = takerOf(e.step, notes)
    const own = notes.own.has(e.step) || taker === viewer
    out.push({ seat: own ? me : taker === null ? rival : seatIndex(taker), auto: null, label: own ? notes.own.get(e.step) ?? null : null, events: e.events })
  }
  return out
}

/** The log: the deal (when received) and every step since. */
export function boardLog(events: readonly StepEvents[]): { setupEvents: readonly GameEvent[]; steps: { events: readonly GameEvent[] }[] } {
  const setup = events[0]?.step === 0 ? events[0].events : []
  return { setupEvents: setup, steps: events.filter((e) => e.step > 0).map((e) => ({ events: e.events })) }
}

/** Notes kept as states arrive: the decider at each step, and the words of this seat's sent actions. */
export function noteState(notes: StepNotes, step: number, decider: SeatName | null): StepNotes {
  if (decider === null || notes.deciders.get(step) === decider) return notes
  const deciders = new Map(notes.deciders)
  deciders.set(step, decider)
  return { ...notes, deciders }
}

export function noteOwnAction(notes: StepNotes, step: number, words: string): StepNotes {
  const own = new Map(notes.own)
  own.set(step, words)
  return { ...notes, own }
}

export const NO_NOTES: StepNotes = { deciders: new Map(), own: new Map() }
