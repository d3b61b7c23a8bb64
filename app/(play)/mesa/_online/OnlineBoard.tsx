'use client'
// The board of an online table, driven by the table state alone (the data layer is useTable): both sides as
// this viewer may see them, the decision when it is this seat's, and what happened lately. The rival's hidden
// cards arrive as null and are drawn as backs: nothing here could show what the server did not send.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import type { Catalogue } from '@/lib/catalogue/schema'
import { describeEvent, money, pendingDecision, type Action, type GameEvent } from '@/lib/engine'
import type { SeatName, WireCard, WireMaster } from '@/lib/online/view'
import { actionLabel, CHOICE_TITLES, phaseLabel } from '@/app/(play)/probar/_table/actions-view'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { StepEvents, TableState } from './api'
import styles from './mesa.module.css'

export const masterLabel = (seat: SeatName, viewer: SeatName | null) => (viewer === seat ? `Tú (Master ${seat})` : `Master ${seat}`)

function cardText(c: WireCard, catalogue: Catalogue): string {
  if (c.card === null) return 'Carta oculta'
  const name = catalogue.byId.get(c.card)?.name ?? c.card
  const marks: string[] = []
  if (!c.faceUp) marks.push('boca abajo')
  if (c.damage > 0) marks.push(`${c.damage} de daño`)
  if (c.actionMarker) marks.push('marcador de acción')
  if (c.defeated) marks.push('derrotado')
  const gear = [...c.equipment, ...c.learned].map((g) => (g.card === null ? 'carta oculta' : catalogue.byId.get(g.card)?.name ?? g.card))
  if (gear.length > 0) marks.push(`con ${gear.join(', ')}`)
  return marks.length > 0 ? `${name} (${marks.join(', ')})` : name
}

function Cards({ cards, catalogue, testId }: { cards: readonly WireCard[]; catalogue: Catalogue; testId?: string }) {
  if (cards.length === 0) return <p className={styles.muted}>Ninguna</p>
  return (
    <ul className={styles.cards} data-testid={testId}>
      {cards.map((c) => <li key={c.id} className={c.card === null ? styles.back : styles.face}>{cardText(c, catalogue)}</li>)}
    </ul>
  )
}

function Side({ seat, master, viewer, catalogue, connected }: { seat: SeatName; master: WireMaster; viewer: SeatName | null; catalogue: Catalogue; connected: boolean }) {
  const own = viewer === seat
  return (
    <section className={`${styles.side} panel`} aria-label={`Lado del Master ${seat}${own ? ' (tú)' : ''}`} data-testid={`lado-${seat}`}>
      <h2 className={styles.sideTitle}>{masterLabel(seat, viewer)}{!connected && <span className={styles.offline}> · desconectado</span>}</h2>
      <p>Dinero {money(master.money)} · acciones de Master {master.masterActions} de 5 · mazo {master.deck} · descarte {master.discard.length}</p>
      <h3 className={styles.zoneTitle}>Mano ({master.hand.length})</h3>
      <Cards cards={master.hand} catalogue={catalogue} testId={`mano-${seat}`} />
      <h3 className={styles.zoneTitle}>Zona de Juego</h3>
      <Cards cards={[...master.playZone, ...master.faceDown]} catalogue={catalogue} />
      {master.combatZone.length > 0 && (
        <>
          <h3 className={styles.zoneTitle}>Zona de Combate</h3>
          <Cards cards={master.combatZone} catalogue={catalogue} />
        </>
      )}
      <h3 className={styles.zoneTitle}>Reliquia y enemigos</h3>
      <p>{master.relic === null ? 'Sin reliquia' : cardText(master.relic, catalogue)}</p>
      <Cards cards={master.enemies} catalogue={catalogue} />
    </section>
  )
}

function Decision({ state, catalogue, sending, onAct }: { state: TableState; catalogue: Catalogue; sending: boolean; onAct: (a: Action) => void }) {
  const game = state.view?.state
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [state.step])
  if (!game) return null
  const pending = pendingDecision(game)
  const title = pending ? CHOICE_TITLES[pending.kind] : null
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const n = Number(e.key)
    if (Number.isInteger(n) && n >= 1 && n <= 9 && state.legal[n - 1] && !sending) {
      e.preventDefault()
      onAct(state.legal[n - 1] as Action)
    }
  }
  return (
    <section className={`${styles.decision} panel`} aria-labelledby="decision-titulo" onKeyDown={onKey} data-step={state.step}>
      <h2 id="decision-titulo" ref={heading} tabIndex={-1} className={styles.title}>
        Te toca decidir: {title ? <>{title.title} <RuleLink id={title.rule} /></> : phaseLabel(game)}
      </h2>
      <ol className={styles.actions}>
        {state.legal.map((a, i) => (
          <li key={i}>
            <button type="button" className={`button button--secondary ${styles.action}`} disabled={sending} onClick={() => onAct(a)} data-action-type={a.type}>
              {actionLabel(game, catalogue, a)}
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Log({ events, catalogue }: { events: readonly StepEvents[]; catalogue: Catalogue }) {
  const lines = useMemo(() => {
    const out: { key: string; text: string; rule?: string }[] = []
    for (const s of events) s.events.forEach((e: GameEvent, i) => { const d = describeEvent(e, catalogue); out.push({ key: `${s.step}.${i}`, text: d.text, ...(d.rule ? { rule: d.rule } : {}) }) })
    return out.slice(-150)
  }, [events, catalogue])
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => { if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight }, [lines.length])
  return (
    <section className={`${styles.log} panel`} aria-labelledby="registro-titulo">
      <h2 id="registro-titulo" className={styles.sideTitle}>Lo último que ha pasado</h2>
      <div ref={scroller} className={styles.logScroll} role="log" aria-labelledby="registro-titulo" tabIndex={0}>
        <ol className={styles.logList}>{lines.map((l) => <li key={l.key}>{l.text}{l.rule && <> <RuleLink id={l.rule} /></>}</li>)}</ol>
      </div>
    </section>
  )
}

export function OnlineBoard({ state, events, catalogue, sending, onAct }: {
  state: TableState; events: readonly StepEvents[]; catalogue: Catalogue; sending: boolean; onAct: (a: Action) => void
}) {
  const view = state.view
  if (!view) return null
  const viewer = state.seat
  const top: SeatName = viewer === 'A' ? 'B' : 'A'
  const bottom: SeatName = top === 'A' ? 'B' : 'A'
  return (
    <div className={styles.board}>
      <div className={styles.boardMain}>
        {state.status === 'playing' && state.legal.length > 0 && <Decision state={state} catalogue={catalogue} sending={sending} onAct={onAct} />}
        {state.status === 'playing' && state.legal.length === 0 && state.decider !== null && (
          <p className={`${styles.waiting} panel`} role="status" data-testid="espera">
            {viewer === null ? `Decide el Master ${state.decider}.` : `Esperando la decisión de tu rival (Master ${state.decider})…`}
          </p>
        )}
        <Side seat={top} master={view.masters[top]} viewer={viewer} catalogue={catalogue} connected={state.seats[top].connected} />
        <Side seat={bottom} master={view.masters[bottom]} viewer={viewer} catalogue={catalogue} connected={state.seats[bottom].connected} />
      </div>
      <Log events={events} catalogue={catalogue} />
    </div>
  )
}
