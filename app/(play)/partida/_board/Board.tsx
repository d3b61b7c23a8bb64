'use client'
// The table of a game of Duelo de Masters, seen by one Master (issues 17 and 27). Driven by props only:
// the viewer's view (the engine's viewFor), the viewer's legal actions, who decides, what happened since
// the viewer's last decision, the log, the steps to play back, and `onAction`. It keeps no game state of
// its own (only what is on screen: the card being read, a drawer, the playback's place and pace), so any
// driver can use it: the local game on /partida (bot or hot seat), the online tables and their spectators
// (/mesa), the replay, and the guided first game (/aprender). See README.md beside it.
//
// One screen, never scrolled (TableScreen): a top bar (menu, the driver's controls, the log); the rival's
// side above, the Zona de Combate between (with the turn and phase, and the banners of the playback), the
// viewer's side below with the hand; the decision beside the table on a wide screen and as a bottom sheet
// on a phone (it can be lowered). While steps the viewer did not take are played back, the decision
// waits and the sheet shows what happens with «Más rápido» and «Saltar». The result takes the decision's
// place. The summary «Desde tu última decisión» and the log open in a drawer; a live region reads out
// each beat (or the summary) to screen readers.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Action, GameEvent, InstanceId, Seat } from '@/lib/engine'
import type { MasterView } from '@/lib/engine/view'
import { phaseLabel } from '@/app/(play)/probar/_table/actions-view'
import { GameLog, type LoggedStep } from '@/app/(play)/probar/_table/GameLog'
import type { CardLights, Highlight, ReadHandlers } from './BoardCard'
import { CardReader } from './CardReader'
import { CombatArea, fightingNow } from './CombatArea'
import { decisionContext } from './context'
import { DecisionPanel } from './DecisionPanel'
import { Drawer } from './Drawer'
import { boardOptions, type KnownInfo } from './options'
import { PACES, type CardMark, type PlayStep } from './playback'
import { SideView } from './SideView'
import { summarize, viewNames, type SummaryStep } from './summary'
import { SummaryList } from './SummaryPanel'
import { TableScreen } from './TableScreen'
import { useFlip } from './useFlip'
import { usePlayback } from './usePlayback'
import styles from './board.module.css'

export type { SummaryStep } from './summary'
export type { PlayStep } from './playback'

export type BoardProps = {
  /** What the viewer may know: `viewFor(state, viewer, catalogue)`. Its `seat` is the viewer (a spectator's: the side shown below). */
  view: MasterView
  catalogue: Catalogue
  /** The viewer's legal actions now (`legalActions(state)` when the viewer decides), else []. */
  legal: readonly Action[]
  /** The seat that decides now, or null once the game is over (or nobody is asked). */
  deciding: Seat | null
  /** What happened since the viewer's last decision, step by step, events as the viewer may read them. */
  summary: readonly SummaryStep[]
  /** The whole log as the viewer may read it. */
  log: { setupEvents: readonly GameEvent[]; steps: readonly LoggedStep[] }
  /** How each Master is called on this board: «Tú (Master 1)», «Bot (Master 2)», «Master 1»… */
  seatNames: readonly [string, string]
  /** Plays one of `legal`. */
  onAction: (action: Action) => void
  /** Changes with every new decision (e.g. the number of steps played): moves the focus to it. */
  decisionKey: string | number
  /** The screen's name for screen readers («Partida contra el bot»…). */
  title?: string
  /** The driver's controls, in the top bar, always in view (Deshacer; Rendirse and the connection state online). */
  controls?: ReactNode
  /** Shown in the decision's place while the viewer has none (the bot thinking, the rival deciding, a replay's controls). */
  waiting?: ReactNode
  /** Notices, in a strip under the top bar. */
  banner?: ReactNode
  /** The end of the game (who won and why, the figures, what next): in the decision's place, once the playback is over. */
  result?: ReactNode
  /** The driver's part of the menu drawer (a new game, the stops…). */
  menu?: ReactNode
  /** The steps to play back on the board, oldest first (see playback.ts); absent: nothing is played back. */
  playback?: readonly PlayStep[]
  /** The viewer decides here at all (false for a spectator or a replay: «Saltar» skips only what is owed now). */
  canDecide?: boolean
  /** The summary's heading (default «Desde tu última decisión»). */
  summaryTitle?: string
  /** What the viewer knows beyond the view (each starting Dalma when the decks are public): the stakes of some options use it. */
  known?: KnownInfo
}

type Reading = { id: InstanceId; pinned: boolean; anchor: HTMLElement | null }

/** A resolver for the viewer `seat` (a new viewer gets a new one, so the log is written again for them). */
function namesFor(seat: Seat, view: { current: MasterView }, catalogue: Catalogue) {
  return (id: InstanceId) => (view.current.seat === seat ? viewNames(view.current, catalogue)(id) : null)
}

const NO_MARKS: readonly CardMark[] = []

export function Board(props: BoardProps) {
  const { view, catalogue, legal, deciding, summary, log, seatNames, onAction, controls, waiting, banner, result, menu, decisionKey } = props
  const me = view.seat
  const rival: Seat = me === 0 ? 1 : 0
  const myDecision = deciding === me && legal.length > 0 && view.state.result === null
  const playback = usePlayback(props.playback, view, catalogue, seatNames, myDecision, props.canDecide ?? true)
  const beat = playback.beat
  const shown = beat?.view ?? view
  const state = shown.state
  const showDecision = myDecision && beat === null
  const known = props.known
  const options = useMemo(() => (myDecision ? boardOptions(view, catalogue, legal, known) : []), [myDecision, view, catalogue, legal, known])
  // The log names cards as the viewer sees them when each line is first written: one resolver per
  // viewer, reading the latest view, so the log's lines are built once rather than at every step.
  const viewRef = useRef(view)
  viewRef.current = view
  const names = useMemo(() => namesFor(me, viewRef, catalogue), [catalogue, me])

  // Cards that can act, or be aimed at, in the decision pending.
  const marks = useMemo(() => {
    const m = new Map<InstanceId, Highlight>()
    if (!showDecision) return m
    for (const o of options) {
      if (o.harmless) continue
      for (const id of o.actors) if (!m.has(id)) m.set(id, 'actor')
      for (const id of o.targets) m.set(id, 'target')
    }
    return m
  }, [options, showDecision])
  const highlight = useCallback((id: InstanceId): Highlight => marks.get(id) ?? null, [marks])
  const lights: CardLights = useMemo(() => ({
    lit: (id) => (beat === null ? null : beat.targets.includes(id) ? 'target' : beat.actors.includes(id) ? 'actor' : null),
    marks: (id) => beat?.marks.get(id) ?? NO_MARKS,
  }), [beat])

  const [reading, setReading] = useState<Reading | null>(null)
  const read: ReadHandlers = useMemo(() => ({
    onRead: (id, anchor) => setReading({ id, pinned: true, anchor }),
    onHover: (id, anchor) => setReading((r) => (r?.pinned ? r : id === null ? null : { id, pinned: false, anchor })),
    reading: reading?.id ?? null,
  }), [reading])
  const closeReader = useCallback(() => {
    const anchor = reading?.anchor
    setReading(null)
    if (reading?.pinned) anchor?.focus({ preventScroll: true })
  }, [reading])
  const act = useCallback((a: Action) => { setReading(null); onAction(a) }, [onAction])

  const [drawer, setDrawer] = useState<'log' | 'menu' | null>(null)
  const [lowered, setLowered] = useState(false)
  useEffect(() => { setLowered(false) }, [decisionKey])
  // Each new decision (and the end of a playback) starts at the top of the sheet, its title and first options in view.
  const sideBody = useRef<HTMLDivElement>(null)
  const playingNow = beat !== null
  useEffect(() => { sideBody.current?.scrollTo(0, 0) }, [decisionKey, playingNow])

  const table = useRef<HTMLDivElement>(null)
  useFlip(table, playback.pace === 'instant' ? 'static' : beat?.id ?? `d${decisionKey}`)

  const summaryItems = useMemo(() => summarize(summary, view, catalogue, seatNames), [summary, view, catalogue, seatNames])
  // What screen readers hear: each beat as it plays; otherwise the last lines of the summary.
  const spoken = beat !== null ? beat.caption : lastLines(summaryItems)
  const fighting = useMemo(() => fightingNow(shown), [shown])

  // The driver says when the game is over (online, a resignation or the clock ends it outside the rules' state).
  const ended = result !== undefined && result !== null && result !== false && beat === null
  const turn = state.masters[state.activeSeat].turn
  const context = showDecision ? decisionContext(view, catalogue, seatNames) : null
  const sheetText = ended ? 'Partida terminada'
    : beat !== null ? (beat.banner ?? 'Jugada en curso')
      : context ? `Decides: ${context.title}`
        : deciding === null ? '' : `Decide ${seatNames[deciding]}`

  let side: ReactNode
  if (ended) side = <div className={styles.result}>{result}</div>
  else if (beat !== null) {
    side = (
      <section className={`${styles.panel} ${styles.playing}`} aria-label="Jugada en curso" data-testid="reproduccion">
        <p className={styles.caption}>{beat.caption}{beat.rule && <> <RuleLink id={beat.rule} /></>}</p>
        <div className={styles.playControls}>
          <button type="button" className="button button--secondary" aria-pressed={playback.pace === 'fast'}
            onClick={() => playback.setPace(playback.pace === 'fast' ? 'normal' : 'fast')}>Más rápido</button>
          <button type="button" className="button" onClick={playback.skip}>Saltar</button>
        </div>
      </section>
    )
  } else if (showDecision) {
    side = <DecisionPanel view={view} catalogue={catalogue} legal={legal} options={options} seatNames={seatNames} onAction={act} focusKey={decisionKey} />
  } else if (waiting !== undefined || deciding !== null) {
    side = <section className={`${styles.panel} ${styles.waiting}`} aria-label="Mientras decide otro">{waiting ?? <p role="status">Decide {deciding === null ? 'nadie' : seatNames[deciding]}…</p>}</section>
  } else side = null

  return (
    <TableScreen label={props.title ?? 'Mesa de juego'} decisionKey={decisionKey}>
      <div className={styles.top} role="group" aria-label="Barra de la partida">
        <button type="button" className={`button button--secondary ${styles.topButton}`} onClick={() => setDrawer('menu')} aria-haspopup="dialog">Menú</button>
        <div className={styles.topControls}>{controls}</div>
        <button type="button" className={`button button--secondary ${styles.topButton}`} onClick={() => setDrawer('log')} aria-haspopup="dialog">Registro</button>
      </div>
      {banner && <div className={styles.notices}>{banner}</div>}
      <div className={styles.body}>
        <div className={styles.table} ref={table} onMouseLeave={() => read.onHover?.(null, null)}>
          <SideView seat={rival} view={shown} catalogue={catalogue} name={seatNames[rival]} highlight={highlight} read={read} lights={lights} fighting={fighting} />
          <div className={styles.middle}>
            <p className={styles.status} role="group" aria-label="Estado de la partida">
              {turn > 0 && <span>{`Turno ${turn} de ${seatNames[state.activeSeat]}`}</span>}
              <span className={styles.phase}>{phaseLabel(state)}</span>
              {view.state.result === null && deciding !== null && <span className="visually-hidden">Decide: <span data-testid="decide">{seatNames[deciding]}</span></span>}
            </p>
            <CombatArea view={shown} catalogue={catalogue} names={seatNames} highlight={highlight} read={read} lights={lights} />
            {beat?.banner && <p className={styles.banner} key={beat.id} aria-hidden="true">{beat.banner}</p>}
          </div>
          <SideView seat={me} view={shown} catalogue={catalogue} name={seatNames[me]} highlight={highlight} read={read} lights={lights} fighting={fighting} you={props.canDecide !== false} />
        </div>
        <aside className={`${styles.side} ${lowered ? styles.sideLowered : ''}`} aria-label="Decisión">
          <div className={styles.sheetHead}>
            <span className={styles.sheetText} data-testid="barra-decision">{sheetText}</span>
            <button type="button" className={`button button--secondary ${styles.topButton}`} aria-expanded={!lowered} onClick={() => setLowered((l) => !l)}>
              {lowered ? 'Subir' : 'Bajar'}
            </button>
          </div>
          <div className={styles.sideBody} ref={sideBody}>{side}</div>
        </aside>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="en-voz">{spoken}</p>
      {reading && (
        <CardReader id={reading.id} pinned={reading.pinned} anchor={reading.anchor} view={shown} catalogue={catalogue} options={showDecision ? options : []}
          onAction={act} onClose={closeReader} />
      )}
      <Drawer id="cajon-registro" open={drawer === 'log'} title="Lo que ha pasado" onClose={() => setDrawer(null)}>
        <section aria-labelledby="resumen-titulo" data-testid="resumen">
          <h3 id="resumen-titulo" className={styles.groupTitle}>{props.summaryTitle ?? 'Desde tu última decisión'}</h3>
          <SummaryList items={summaryItems} />
        </section>
        <GameLog setupEvents={log.setupEvents} steps={log.steps} catalogue={catalogue} names={names} recent={300} />
      </Drawer>
      <Drawer id="cajon-menu" open={drawer === 'menu'} title="Menú" onClose={() => setDrawer(null)}>
        <label className={styles.paceField}>
          Ritmo de las jugadas del rival
          <select className={styles.input} value={playback.pace} onChange={(e) => playback.setPace(e.target.value as typeof playback.pace)}>
            {PACES.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
          </select>
        </label>
        {menu}
        <p><a href="/">Salir al inicio</a></p>
      </Drawer>
    </TableScreen>
  )
}

/** The last lines of the summary, as one text for screen readers. */
function lastLines(items: ReturnType<typeof summarize>): string {
  const lines: string[] = []
  for (const item of items) {
    if (item.kind === 'turn') lines.push(item.text)
    else if (item.kind === 'line') lines.push(item.line.text)
    else lines.push(item.title, ...item.lines.map((l) => l.text), ...item.outcome.map((l) => l.text))
  }
  return lines.slice(-3).join(' ')
}
