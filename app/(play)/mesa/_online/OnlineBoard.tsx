'use client'
// The board of an online table: /partida's Board (issue 17), fed from the table state the server sends this
// browser (board-feed.ts). The server's view is this viewer's redacted state, so the Board can show nothing
// the server did not send; the rival's hidden cards are backs. Spectators see from Master A's side.
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Action } from '@/lib/engine'
import { seatIndex } from '@/lib/online/view'
import { Board } from '@/app/(play)/partida/_board/Board'
import { actionWords } from '@/app/(play)/partida/_board/options'
import type { StepEvents, TableState } from '@/lib/online/wire'
import { boardLog, boardSeatNames, boardView, NO_NOTES, noteOwnAction, noteState, summarySteps, type StepNotes } from './board-feed'

export function OnlineBoard({ state, events, catalogue, sending, onAct, banner }: {
  state: TableState; events: readonly StepEvents[]; catalogue: Catalogue; sending: boolean; onAct: (a: Action) => void; banner?: ReactNode
}) {
  const viewer = state.seat
  const redacted = state.view?.state ?? null
  const view = useMemo(() => (redacted === null ? null : boardView(redacted, viewer)), [redacted, viewer])
  const [notes, setNotes] = useState<StepNotes>(NO_NOTES)
  useEffect(() => { setNotes((n) => noteState(n, state.step, state.decider)) }, [state.step, state.decider])
  const seatNames = useMemo(() => boardSeatNames(viewer), [viewer])
  const summary = useMemo(() => summarySteps(events, viewer, notes), [events, viewer, notes])
  const log = useMemo(() => boardLog(events), [events])
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
      ? <p role="status" data-testid="espera">{viewer === null ? `Decide el Master ${state.decider}.` : 'Esperando la decisión de tu rival…'}</p>
      : undefined
  return (
    // data-mesa-step: the step the decision shown belongs to (the e2e autoplay waits for it to change).
    <div data-mesa-step={state.step}>
      <Board
        view={view}
        catalogue={catalogue}
        legal={mine && !sending ? state.legal : []}
        deciding={deciding}
        summary={summary}
        log={log}
        seatNames={seatNames}
        you={viewer === null ? null : seatIndex(viewer)}
        onAction={play}
        decisionKey={state.step}
        {...(waiting ? { waiting } : {})}
        {...(banner ? { banner } : {})}
        {...(viewer === null ? { summaryTitle: 'Lo último' } : {})}
      />
    </div>
  )
}
