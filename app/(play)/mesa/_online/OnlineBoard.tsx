'use client'
// The board of an online table: /partida's Board (issues 17 and 27), fed from the table state the server sends
// this browser (board-feed.ts). The server's view is this viewer's redacted state, so the Board can show nothing
// the server did not send; the rival's hidden cards are backs. Spectators see from Master A's side. The rival's
// steps (and every combat) are played back on the board: each state that arrives brings the events of the steps
// since the last one, played on the board as it stood before them.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Action } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { seatIndex } from '@/lib/online/view'
import { Board, type PlayStep } from '@/app/(play)/partida/_board/Board'
import { actionWords } from '@/app/(play)/partida/_board/options'
import type { StepEvents, TableState } from '@/lib/online/wire'
import { boardLog, boardSeatNames, boardView, NO_NOTES, noteOwnAction, noteState, summarySteps, takerOf, type StepNotes } from './board-feed'

/** Steps kept for playback (a page back from a long absence does not play the whole game again). */
const MAX_PLAYBACK = 40

export function OnlineBoard({ state, events, catalogue, sending, onAct, banner, controls, result, menu }: {
  state: TableState; events: readonly StepEvents[]; catalogue: Catalogue; sending: boolean; onAct: (a: Action) => void
  /** Notices over the table (the rival gone, a refusal). */
  banner?: ReactNode
  /** The table's chrome, always in view: the connection, the clock, «Rendirse». */
  controls?: ReactNode
  /** The end of the game, in the decision's place. */
  result?: ReactNode
  /** The menu drawer's part from the table (links, the seat link). */
  menu?: ReactNode
}) {
  const viewer = state.seat
  const redacted = state.view?.state ?? null
  const view = useMemo(() => (redacted === null ? null : boardView(redacted, viewer)), [redacted, viewer])
  const [notes, setNotes] = useState<StepNotes>(NO_NOTES)
  useEffect(() => { setNotes((n) => noteState(n, state.step, state.decider)) }, [state.step, state.decider])
  const seatNames = useMemo(() => boardSeatNames(viewer), [viewer])
  const summary = useMemo(() => summarySteps(events, viewer, notes), [events, viewer, notes])
  const log = useMemo(() => boardLog(events), [events])

  // The steps each new state brings, to play back on the board as it stood before them.
  const shown = useRef<{ step: number; view: MasterView } | null>(null)
  const [feed, setFeed] = useState<PlayStep[]>([])
  useEffect(() => {
    if (view === null) return
    const last = shown.current
    shown.current = { step: state.step, view }
    if (last === null || state.step <= last.step) return
    const fresh = events.filter((e) => e.step > last.step && e.step <= state.step)
    if (fresh.length === 0) return
    const before = last.view
    setFeed((f) => [...f, ...fresh.map((e): PlayStep => {
      const taker = takerOf(e.step, notes)
      const own = viewer !== null && (notes.own.has(e.step) || taker === viewer)
      return { key: e.step, seat: taker === null ? (viewer === 'A' ? 1 : 0) : seatIndex(taker), own, before: () => before, events: e.events }
    })].slice(-MAX_PLAYBACK))
    // Only a new state brings steps; the notes and events of that state are read as they are then.
  }, [state.step, view])

  if (view === null || redacted === null) return null

  const mine = viewer !== null && state.status === 'playing' && state.decider === viewer
  const play = (action: Action) => {
    if (sending || !mine || viewer === null) return
    setNotes((n) => noteOwnAction(n, state.step + 1, actionWords(redacted, catalogue, seatIndex(viewer), action)))
    onAct(action)
  }
  const deciding = state.status === 'playing' && state.decider !== null ? seatIndex(state.decider) : null
  const waiting = sending
    ? <p role="status">Enviando tu decisión…</p>
    : state.status === 'playing' && state.decider !== null && !mine
      ? <p role="status" data-testid="espera">{viewer === null ? `Decide el Master ${state.decider}.` : `Esperando la decisión de tu rival (Master ${state.decider})…`}</p>
      : undefined
  return (
    // data-mesa-step: the step the decision shown belongs to (the e2e autoplay waits for it to change).
    <div data-mesa-step={state.step}>
      <Board
        title={viewer === null ? 'Mesa en línea: mirando' : `Mesa en línea: juegas como Master ${viewer}`}
        view={view}
        catalogue={catalogue}
        legal={mine && !sending ? state.legal : []}
        deciding={deciding}
        summary={summary}
        log={log}
        seatNames={seatNames}
        onAction={play}
        decisionKey={state.step}
        playback={feed}
        canDecide={viewer !== null}
        {...(waiting ? { waiting } : {})}
        {...(banner ? { banner } : {})}
        {...(controls ? { controls } : {})}
        {...(result ? { result } : {})}
        {...(menu ? { menu } : {})}
        {...(viewer === null ? { summaryTitle: 'Lo último' } : {})}
      />
    </div>
  )
}
