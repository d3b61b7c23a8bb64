'use client'
// The goldfish table: status, the pending choice or the legal actions, every zone, the controls
// and the log. Plays one deck under the real rules (RUL-13) through the engine, keeps the URL in
// step with the line played (replaceState, so a reload keeps the position) and moves keyboard
// focus to whatever the player has to answer next.
import { pendingDecision } from '@/lib/engine'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import { describeError, describeResult, ENGINE_VERSION, legalActions, type Action, type GameEvent } from '@/lib/engine'
import { useIsCitation } from '@/app/(catalogue)/reglas/CitationsProvider'
import { ActionPanel } from './ActionPanel'
import { groupActions, type ActionButton, type ActionGroupId } from './actions-view'
import { ChoicePanel } from './ChoicePanel'
import { GameLog } from './GameLog'
import { TableControls } from './TableControls'
import { tableHref, seedFromUnit, type DeckRef } from './url-state'
import { useGoldfish, type GoldfishSettings, type LineProblem } from './useGoldfish'
import { StatusBar, Zones } from './Zones'
import styles from './probar.module.css'

/**
 * What focus should do once the state changes: follow a played button, go to whatever needs an
 * answer next, only go to a new choice (the bot played), or land on the first decision (the game was
 * reset, so the control that did it may now be disabled).
 */
type FocusRequest = { kind: 'button'; key: string; group: ActionGroupId } | { kind: 'next' } | { kind: 'choiceOnly' } | { kind: 'reset' }

export type GoldfishTableProps = {
  deck: Deck
  catalogue: Catalogue
  /** The line to play at first, and the engine version it was played with (absent: this one). */
  initial: GoldfishSettings & { line: string; engineVersion?: number }
  /** How the live URL names the deck (a saved deck keeps its id; anything else its share code). */
  deckRef: DeckRef
  /** The deck's share code: shared links always carry it, so they open anywhere. */
  shareCode: string
  /** Shown at the top of the side column (the deck and its legality). */
  deckPanel: ReactNode
  /** Move focus to the first decision as soon as the table appears (a deck was just chosen). */
  focusOnMount?: boolean
  onSettingsChange?: (settings: GoldfishSettings) => void
}

export function GoldfishTable({ deck, catalogue, initial, deckRef, shareCode, deckPanel, focusOnMount, onSettingsChange }: GoldfishTableProps) {
  const { session, line, play, autoPlay, undo, restart, reconfigure, setTurns } = useGoldfish(deck, catalogue, initial)
  const settings = session.settings

  const choiceHeading = useRef<HTMLHeadingElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const actionsBox = useRef<HTMLDivElement>(null)
  const focusRequest = useRef<FocusRequest | null>(focusOnMount ? { kind: 'next' } : null)

  // The live URL follows the game; the share link always carries the share code.
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  const urlState = { seed: settings.seed, seat: settings.seat, turns: settings.turns, line, engine: ENGINE_VERSION }
  useEffect(() => {
    if (!session.ok) return
    const href = tableHref({ deck: deckRef, ...urlState }, window.location.pathname)
    // null state: Next.js folds the change into its router (no request), so links and back/forward stay coherent.
    if (href !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', href)
  })
  const shareHref = `${origin}${tableHref({ deck: { kind: 'code', code: shareCode }, ...urlState })}`

  useEffect(() => { onSettingsChange?.(settings) }, [settings, onSettingsChange])

  const state = session.ok ? session.state : null
  const legal = useMemo(() => (state ? legalActions(state, catalogue) : []), [state, catalogue])
  const groups = useMemo(() => (state ? groupActions(state, catalogue, legal) : []), [state, catalogue, legal])

  // After an action, focus goes to what needs an answer: a new pending choice, the end of the game,
  // or the same button (or its group's first) so repeated actions need no tabbing.
  useEffect(() => {
    const request = focusRequest.current
    if (request === null || state === null) return
    focusRequest.current = null
    // Undo and restart keep focus on their button while it can still be pressed.
    if (request.kind === 'reset' && document.activeElement instanceof HTMLButtonElement && !document.activeElement.disabled) return
    if (pendingDecision(state) !== null) { choiceHeading.current?.focus(); return }
    if (state.result !== null) { resultHeading.current?.focus(); return }
    if (request.kind === 'choiceOnly') return
    const box = actionsBox.current
    if (!box) return
    const same = request.kind === 'button' ? box.querySelector<HTMLButtonElement>(`[data-action-key="${CSS.escape(request.key)}"]`) : null
    const group = request.kind === 'button' ? box.querySelector<HTMLButtonElement>(`[data-group="${request.group}"] button[data-action-key]`) : null
    const first = box.querySelector<HTMLButtonElement>('button[data-action-key]')
    ;(same ?? group ?? first)?.focus()
  }, [state])

  const onButton = useCallback((b: ActionButton) => {
    const group: ActionGroupId = b.key.split(':')[0] as ActionGroupId
    focusRequest.current = { kind: 'button', key: b.key, group }
    play(b.action)
  }, [play])
  const onChoice = useCallback((action: Action) => {
    focusRequest.current = { kind: 'next' }
    play(action)
  }, [play])

  const controls = (
    <TableControls
      settings={settings}
      stepCount={session.ok ? session.steps.length : 0}
      gameOver={state === null || state.result !== null}
      shareHref={shareHref}
      onUndo={() => { focusRequest.current = { kind: 'reset' }; undo() }}
      onRestart={() => { focusRequest.current = { kind: 'reset' }; restart() }}
      onNewSeed={() => reconfigure({ seed: seedFromUnit(Math.random()) })}
      onSeed={(seed) => reconfigure({ seed })}
      onSeat={(seat) => reconfigure({ seat })}
      onTurns={setTurns}
      onAuto={(scope) => { focusRequest.current = { kind: 'choiceOnly' }; autoPlay(scope) }}
    />
  )

  if (!session.ok) {
    return (
      <div className={styles.layout}>
        <div className={styles.tableMain}>
          <section className={`panel ${styles.setupError}`} aria-labelledby="no-empieza">
            <h2 id="no-empieza">La partida no puede empezar</h2>
            <p>{describeError(session.error)}</p>
            <p className={styles.controlHelp}>
              Para repartir hace falta un Dalma inicial que esté en el mazo con sus dos cartas iniciales (<RuleLink id="RUL-2" />,{' '}
              <RuleLink id="R5.9" />) y que todas las cartas existan en el catálogo. Corrige la lista y vuelve a probarla.
            </p>
          </section>
        </div>
        <aside className={styles.tableSide} aria-label="Mazo">{deckPanel}</aside>
      </div>
    )
  }

  const s = session.state
  return (
    <div className={styles.layout}>
      <div className={styles.tableMain}>
        <h2 className="visually-hidden">Mesa</h2>
        {session.lineProblem && <LineNotice problem={session.lineProblem} />}
        <StatusBar state={s} settings={settings} />
        {s.result !== null && <ResultPanel steps={session.steps.map((x) => x.events)} headingRef={resultHeading} text={describeResult(s.result)} exhaustion={s.result.kind === 'exhaustion'} />}
        {pendingDecision(s) !== null ? (
          <ChoicePanel key={`${session.steps.length}-${pendingDecision(s)?.kind}`} state={s} catalogue={catalogue} legal={legal} onPlay={onChoice} headingRef={choiceHeading} />
        ) : s.result === null ? (
          <section className="panel" aria-labelledby="acciones-titulo">
            <h2 id="acciones-titulo" className={styles.choiceTitle}>Tus acciones</h2>
            <div ref={actionsBox}>
              <ActionPanel groups={groups} onPlay={onButton} />
            </div>
          </section>
        ) : null}
        <Zones state={s} catalogue={catalogue} />
      </div>
      <aside className={styles.tableSide} aria-label="Mazo, controles y registro">
        {deckPanel}
        {controls}
        <GameLog setupEvents={session.setupEvents} steps={session.steps} catalogue={catalogue} />
      </aside>
    </div>
  )
}

function LineNotice({ problem }: { problem: LineProblem }) {
  return (
    <p className={styles.notice} role="status">
      {problem.kind === 'unreadable'
        ? `La jugada del enlace no se pudo leer (posición ${problem.position + 1}): ${problem.message} La partida empieza desde el reparto.`
        : problem.kind === 'engineVersion'
          ? `La jugada del enlace se grabó con ${problem.recorded < problem.current ? 'una versión anterior' : 'otra versión'} del motor de reglas (la ${problem.recorded}; esta web usa la ${problem.current}) y no se puede reproducir en esta: llevaría a otra partida. La partida empieza desde el mismo reparto; el enlace sigue como estaba.`
          : `La jugada del enlace deja de ser válida en la acción ${problem.index + 1} de ${problem.total} (quizá cambió el simulador o el mazo); se muestra la posición hasta ahí.`}
    </p>
  )
}

function ResultPanel({ text, steps, exhaustion, headingRef }: {
  text: string
  steps: readonly (readonly GameEvent[])[]
  exhaustion: boolean
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const isCitation = useIsCitation()
  const last = steps[steps.length - 1] ?? []
  const ended = last.find((e) => e.type === 'gameEnded')
  const rule = ended?.rule
  return (
    <section className={`${styles.result} panel`} aria-labelledby="fin-titulo">
      <h2 id="fin-titulo" ref={headingRef} tabIndex={-1} className={styles.choiceTitle}>
        {exhaustion ? 'Agotamiento' : 'Partida terminada'}
      </h2>
      <p>
        {text}
        {rule !== undefined && isCitation(rule) && <> <RuleLink id={rule} /></>}
      </p>
      {exhaustion && (
        <p className={styles.controlHelp}>
          En una partida real, quien se agota tiene que ir a por la reliquia rival (<RuleLink id="R18.1" />); sin rival, la simulación se
          detiene aquí y lo anota (<RuleLink id="RUL-13" />). Puedes deshacer para probar otra línea.
        </p>
      )}
    </section>
  )
}
