'use client'
// The board of a game of Duelo de Masters, seen by one Master (issue 17). Driven by props only: the
// viewer's view (the engine's viewFor), the viewer's legal actions, who decides, what happened since
// the viewer's last decision and the log, and `onAction`. It keeps no game state of its own, so any
// driver can use it: the local game on /partida (bot or hot seat) and the online tables (/mesa).
//
// Layout: status; «Desde tu última decisión»; the decision (or what the driver shows while someone
// else decides); the rival's side, the combat, the viewer's side (cards highlighted when they can
// act or be aimed at now; tap or hover one to read it); the log; a sticky bar with the decision's
// name, the driver's controls (Deshacer…) and a jump to the log.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Action, GameEvent, InstanceId, Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { voiceOf, type Speakers } from '@/lib/engine/describe'
import { phaseLabel } from '@/app/(play)/probar/_table/actions-view'
import { GameLog, type LoggedStep } from '@/app/(play)/probar/_table/GameLog'
import type { Highlight, ReadHandlers } from './BoardCard'
import { CardReader } from './CardReader'
import { CombatArea } from './CombatArea'
import { decisionContext } from './context'
import { DecisionPanel } from './DecisionPanel'
import { boardOptions } from './options'
import { SideView } from './SideView'
import { viewNames, type SummaryStep } from './summary'
import { SummaryPanel } from './SummaryPanel'
import styles from './board.module.css'

export type { SummaryStep } from './summary'

export type BoardProps = {
  /** What the viewer may know: `viewFor(state, viewer, catalogue)`. Its `seat` is the viewer. */
  view: MasterView
  catalogue: Catalogue
  /** The viewer's legal actions now (`legalActions(state)` when the viewer decides), else []. */
  legal: readonly Action[]
  /** The seat that decides now, or null once the game is over. */
  deciding: Seat | null
  /** What happened since the viewer's last decision, step by step, events as the viewer may read them. */
  summary: readonly SummaryStep[]
  /** The whole log as the viewer may read it. */
  log: { setupEvents: readonly GameEvent[]; steps: readonly LoggedStep[] }
  /** How each Master is called on this board, the log and the summary: «Tú» and «Bot», «Tú» and «Rival», «Master A»… */
  seatNames: readonly [string, string]
  /**
   * The seat addressed as «tú» in the log, the summary and the combat (default: the viewer); null when nobody is,
   * as for a spectator, a replay or a screen two players share (then every line names its Master).
   */
  you?: Seat | null
  /** Plays one of `legal`. */
  onAction: (action: Action) => void
  /** The driver's controls, kept in the sticky decision bar (Deshacer, Nueva partida…). */
  controls?: ReactNode
  /** Shown where the decision goes while someone else decides (the bot thinking, waiting for the rival). */
  waiting?: ReactNode
  /** Shown above everything (notices, the ending). */
  banner?: ReactNode
  /** Changes with every new decision (e.g. the number of steps played): moves the focus to it. */
  decisionKey: string | number
  /** The summary's heading (default «Desde tu última decisión»). */
  summaryTitle?: string
}

/** A resolver for the viewer `seat` (a new viewer gets a new one, so the log is written again for them). */
function namesFor(seat: Seat, view: { current: MasterView }, catalogue: Catalogue) {
  return (id: InstanceId) => (view.current.seat === seat ? viewNames(view.current, catalogue)(id) : null)
}

export function Board(props: BoardProps) {
  const { view, catalogue, legal, deciding, summary, log, seatNames, onAction, controls, waiting, banner, decisionKey, summaryTitle } = props
  const me = view.seat
  const you = props.you === undefined ? me : props.you
  const speakers: Speakers = useMemo(() => ({ names: seatNames, you }), [seatNames, you])
  const rival: Seat = me === 0 ? 1 : 0
  const state = view.state
  const myDecision = deciding === me && legal.length > 0 && state.result === null
  const options = useMemo(() => (myDecision ? boardOptions(view, catalogue, legal) : []), [myDecision, view, catalogue, legal])
  // The log names cards as the viewer sees them when each line is first written: one resolver per
  // viewer, reading the latest view, so the log's lines are built once rather than at every step.
  const viewRef = useRef(view)
  viewRef.current = view
  const names = useMemo(() => namesFor(me, viewRef, catalogue), [catalogue, me])

  // Cards that can act, or be aimed at, in the decision pending.
  const marks = useMemo(() => {
    const m = new Map<InstanceId, Highlight>()
    for (const o of options) {
      if (o.harmless) continue
      for (const id of o.actors) if (!m.has(id)) m.set(id, 'actor')
      for (const id of o.targets) m.set(id, 'target')
    }
    return m
  }, [options])
  const highlight = useCallback((id: InstanceId): Highlight => marks.get(id) ?? null, [marks])

  const [reading, setReading] = useState<{ id: InstanceId; pinned: boolean } | null>(null)
  const read: ReadHandlers = useMemo(() => ({
    onRead: (id) => setReading({ id, pinned: true }),
    onHover: (id) => setReading((r) => (r?.pinned ? r : id === null ? null : { id, pinned: false })),
    reading: reading?.id ?? null,
  }), [reading])
  const act = useCallback((a: Action) => { setReading(null); onAction(a) }, [onAction])

  const turn = state.masters[state.activeSeat].turn
  const barText = state.result !== null
    ? 'Partida terminada'
    : myDecision
      ? `Decides: ${decisionContext(view, catalogue, seatNames).title}`
      : deciding === null ? '' : `Decide ${voiceOf(speakers, deciding).after}`

  return (
    <>
      {banner}
      <div className={styles.board}>
        <div className={styles.side}>
          <dl className={styles.status} aria-label="Estado de la partida">
            <div><dt>Turno</dt><dd>{turn === 0 ? 'preparación' : voiceOf(speakers, state.activeSeat).you ? `${turn}, el tuyo` : `${turn} ${voiceOf(speakers, state.activeSeat).of}`}</dd></div>
            <div><dt>Momento</dt><dd>{phaseLabel(state)}</dd></div>
            {state.result === null && deciding !== null && <div><dt>Decide</dt><dd data-testid="decide">{seatNames[deciding]}</dd></div>}
          </dl>
          <SummaryPanel steps={summary} view={view} catalogue={catalogue} seatNames={seatNames} you={you} {...(summaryTitle ? { title: summaryTitle } : {})} />
          {state.result !== null || (deciding === null && waiting === undefined) ? null : myDecision ? (
            <DecisionPanel view={view} catalogue={catalogue} legal={legal} options={options} seatNames={seatNames} onAction={act} focusKey={decisionKey} />
          ) : (
            <section className={`${styles.panel} ${styles.waiting}`} aria-label="Turno del rival">{waiting ?? <p role="status">Decide {deciding === null ? 'nadie' : voiceOf(speakers, deciding).after}…</p>}</section>
          )}
          {reading && (
            <CardReader id={reading.id} pinned={reading.pinned} view={view} catalogue={catalogue} options={options} onAction={act} onClose={() => setReading(null)} />
          )}
        </div>
        <div className={styles.table} onMouseLeave={() => read.onHover?.(null)}>
          <SideView seat={rival} view={view} catalogue={catalogue} name={seatNames[rival]} highlight={highlight} read={read} />
          <CombatArea view={view} catalogue={catalogue} names={seatNames} you={you} highlight={highlight} read={read} />
          <SideView seat={me} view={view} catalogue={catalogue} name={seatNames[me]} highlight={highlight} read={read} />
        </div>
        <div className={styles.side} id="registro">
          <GameLog setupEvents={log.setupEvents} steps={log.steps} catalogue={catalogue} names={names} speakers={speakers} recent={300} />
        </div>
      </div>
      <div className={styles.bar} role="group" aria-label="Barra de la partida">
        <span className={styles.barText} data-testid="barra-decision">{barText}</span>
        {myDecision && <a href="#decision">Opciones</a>}
        <a href="#registro">Registro</a>
        {controls}
      </div>
    </>
  )
}
