'use client'
// The table of a duel of alientos: every taumaturgo with its pain, every die with its kind, umbra and value, what is
// retired and what Mansedumbre blocks, what each would count and lose if everyone passed now; the decision of the one
// whose turn it is (when that is a person on this device); the log of what happened. One screen.
import { useMemo, useState } from 'react'
import type { AlientosAction } from '@/lib/alientos/actions'
import { DIE_LABELS, facesOf } from '@/lib/alientos/dice'
import type { AlientosEvent } from '@/lib/alientos/events'
import { checkAction } from '@/lib/alientos/legal'
import { recountIfAllPass } from '@/lib/alientos/odds'
import { counts, isBlocked, mansedumbreMap, sums } from '@/lib/alientos/queries'
import type { AlientosState, Die, Taumaturgo } from '@/lib/alientos/state'
import { AlientosCited } from './cited'
import { adjustShare, clickDie, describeSelection, NONE, supportOf, type Selection } from './selection'
import { loneSeat, type SeatSetup } from './store'
import styles from '../alientos.module.css'

const UMBRA_WORD = { ofensa: 'Ofensa', defensa: 'Defensa' } as const

function dieLabel(d: Die, blocked: boolean, owner: string): string {
  const umbra = d.umbra === null ? 'sin umbra' : UMBRA_WORD[d.umbra]
  const state = d.out ? ', retirado' : blocked ? ', bloqueado por Mansedumbre' : ''
  return `${DIE_LABELS[d.kind]} ${d.value} (${umbra}) de ${owner}${state}`
}

/** Dice the last action touched, by seat, to mark them on the table. */
function touched(events: readonly AlientosEvent[]): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>()
  const mark = (seat: number, dice: readonly number[]) => { const s = out.get(seat) ?? new Set<number>(); dice.forEach((d) => s.add(d)); out.set(seat, s) }
  for (const e of events) {
    if (e.type === 'attack') { mark(e.seat, e.dice); mark(e.target, [e.die]) }
    if (e.type === 'support') { mark(e.seat, [e.die]); mark(e.target, e.dice) }
  }
  return out
}

export function DuelBoard({ state, seats, lastEvents, onAction, onResign, readOnly = false, othersLabel = 'bot' }: {
  state: AlientosState
  /** Who plays each seat; a replay does not know (readOnly). */
  seats: readonly SeatSetup[]
  /** The events of the latest step, to mark the dice it moved. */
  lastEvents: readonly AlientosEvent[]
  onAction: (a: AlientosAction) => void
  onResign: (seat: number) => void
  /** A replay's table (/alientos/repeticion): nobody decides on it, so no decision, no leaving, no bot badges. */
  readOnly?: boolean
  /** What a seat not played on this device is called: a bot here, a taumaturgo elsewhere at an online table. */
  othersLabel?: string
}) {
  const [selection, setSelection] = useState<Selection>(NONE)
  const [error, setError] = useState<string | null>(null)
  const map = useMemo(() => mansedumbreMap(state.taumaturgos), [state])
  const preview = useMemo(() => recountIfAllPass(state), [state])
  const last = useMemo(() => touched(lastEvents), [lastEvents])
  const over = state.phase === 'over'
  const decider = over ? null : state.turn
  const human = !readOnly && decider !== null && seats[decider]?.player === 'human'
  const isBot = (seat: number) => !readOnly && seats[seat]?.player !== 'human'
  const name = (seat: number) => state.taumaturgos[seat]?.name ?? `Taumaturgo ${seat + 1}`
  // The one person at this screen (against bots here, or at an online table): its lines speak to it («Tu turno», «te
  // toca»), whatever its name, as /partida's do. Several people sharing the device, or a replay, go by names.
  const you = readOnly ? undefined : loneSeat(seats)
  const isYou = (seat: number) => seat === you

  // A selection belongs to one position: a new one (another turn, a bot's move) starts clean.
  const [selectionFor, setSelectionFor] = useState(state)
  if (selectionFor !== state) { setSelectionFor(state); setSelection(NONE); setError(null) }

  function act(a: AlientosAction) {
    const refusal = checkAction(state, a)
    if (refusal) { setError(refusal.message); return }
    setSelection(NONE)
    setError(null)
    onAction(a)
  }
  function click(seat: number, die: number) {
    if (!human || state.phase !== 'invocation') return
    const c = clickDie(state, selection, seat, die)
    setSelection(c.selection)
    setError(c.error ?? null)
    if (c.action) onAction(c.action)
  }
  const support = supportOf(selection)
  const supportRefusal = support ? checkAction(state, support) : null
  const selected = (seat: number, die: number) =>
    (selection.mode === 'attack' && seat === decider && selection.dice.includes(die)) ||
    (selection.mode === 'support' && ((seat === decider && die === selection.source) || (seat === selection.seat && selection.dice.includes(die))))

  return (
    <div className={styles.duel}>
      <div className={styles.setup}>
        <p className={styles.status} role="status" aria-live="polite">
          <span>Ronda {state.round}</span>
          <span>{over ? 'Duelo terminado' : state.phase === 'recount' ? 'Recuento: nombrar adversario' : 'Invocación'}</span>
          {decider !== null && (isYou(decider) ? <span><strong>Te toca</strong></span> : <span>Decide <strong>{name(decider)}</strong>{isBot(decider) ? ` (${othersLabel})` : ''}</span>)}
          {state.phase === 'invocation' && state.passes > 0 && <span>{state.passes === 1 ? '1 pase' : `${state.passes} pases seguidos`}</span>}
        </p>
        <div className={styles.table}>
          {state.taumaturgos.map((t: Taumaturgo, seat) => {
            const s = sums(t, map)
            const row = preview.find((r) => r.seat === seat)
            const lossText = row === undefined ? '' : row.minLoss === row.maxLoss ? `pierde ${row.minLoss}` : `pierde de ${row.minLoss} a ${row.maxLoss}`
            return (
              <section key={seat} aria-label={`Taumaturgo ${t.name}`} className={`${styles.taumaturgo} ${seat === decider ? styles.deciding : ''} ${t.eliminated ? styles.gone : ''}`}>
                <h2>
                  {t.name}
                  {seat === decider && <span className={`${styles.badge} ${styles.badgeTurn}`}>{isYou(seat) ? 'te toca' : 'le toca'}</span>}
                  {seat === state.beginner && !over && <span className={styles.badge}>empezó</span>}
                  {t.eliminated && <span className={styles.badge}>fuera del duelo</span>}
                  {isBot(seat) && <span className={styles.badge}>{othersLabel}</span>}
                </h2>
                <div className={styles.pain} role="img" aria-label={`Dolor: le quedan ${Math.max(0, t.pain)} de 15`}>
                  {Array.from({ length: 15 }, (_, i) => <span key={i} className={`${styles.painPip} ${i >= t.pain ? styles.painPipLost : ''}`} />)}
                  <span>&nbsp;{t.pain}</span>
                </div>
                {!t.eliminated && <p className={styles.sums}>Ofensa {s.ofensa} · Defensa {s.defensa} · si todos pasan ahora, {lossText}</p>}
                <ul className={styles.dice} aria-label={`Dados de ${t.name}`}>
                  {t.dice.map((d, i) => {
                    const blocked = isBlocked(d, map)
                    const classes = [styles.die, styles[d.kind], facesOf(d.kind) === 4 ? styles.d4 : '', d.out ? styles.out : '', blocked ? styles.blocked : '', last.get(seat)?.has(i) ? styles.last : '']
                    return (
                      <li key={i} className={styles.dieSlot}>
                        <button
                          type="button" className={classes.join(' ')} aria-pressed={selected(seat, i)} aria-label={dieLabel(d, blocked, t.name)}
                          title={`${dieLabel(d, blocked, t.name)}${!d.out && d.umbra !== null && !counts(d, map) ? ' · no cuenta en el Recuento' : ''}`}
                          disabled={!human || d.out || state.phase !== 'invocation'} onClick={() => click(seat, i)}
                        >
                          {d.value}
                        </button>
                        {d.umbra !== null && <span className={styles.umbraTag} aria-hidden="true">{d.umbra === 'ofensa' ? 'O' : 'D'}</span>}
                      </li>
                    )
                  })}
                </ul>
              </section>
            )
          })}
        </div>
        <p className={styles.legend}>
          O: Ofensa · D: Defensa · triángulo: dado de cuatro caras · borde discontinuo: bloqueado por Mansedumbre (no ataca ni cuenta, <AlientosCited text="A3.1" />) ·
          tachado: retirado hasta la próxima Evocación · marco amarillo: lo que movió la última jugada.
        </p>
      </div>

      <div className={`${styles.setup} ${styles.side}`}>
        {human && state.phase === 'invocation' && (
          <section className={styles.panel} aria-labelledby="decision-titulo">
            <h2 id="decision-titulo">{isYou(state.turn) ? 'Tu turno' : `Turno de ${name(state.turn)}`}</h2>
            <p className={styles.hint}>{describeSelection(state, selection)}</p>
            {selection.mode === 'support' && selection.seat !== null && selection.shares.length > 0 && (
              <ul className={styles.shares} aria-label="Reparto del Cambio">
                {selection.dice.map((die, k) => {
                  const d = state.taumaturgos[selection.seat as number]?.dice[die] as Die
                  const share = selection.shares[k] ?? 0
                  return (
                    <li key={die}>
                      <span>{DIE_LABELS[d.kind]} {d.value} → {d.value + share}</span>
                      <button type="button" className={styles.step} aria-label={`Un punto menos para ${DIE_LABELS[d.kind]} ${d.value}`} onClick={() => setSelection(adjustShare(selection, k, -1))}>−</button>
                      <button type="button" className={styles.step} aria-label={`Un punto más para ${DIE_LABELS[d.kind]} ${d.value}`} onClick={() => setSelection(adjustShare(selection, k, 1))}>+</button>
                    </li>
                  )
                })}
              </ul>
            )}
            {error && <p className={styles.error} role="alert">{error}</p>}
            {support && supportRefusal && <p className={styles.hint}>Aún no: {supportRefusal.message}</p>}
            <div className={styles.row}>
              {selection.mode === 'support' && <button type="button" className="button" disabled={!support || supportRefusal !== null} onClick={() => support && act(support)}>Aplicar el apoyo</button>}
              {selection.mode !== 'none' && <button type="button" className="button button--secondary" onClick={() => { setSelection(NONE); setError(null) }}>Cancelar</button>}
              <button type="button" className="button button--secondary" onClick={() => act({ type: 'pass' })}>Pasar</button>
            </div>
          </section>
        )}
        {human && state.phase === 'recount' && (
          <section className={styles.panel} aria-labelledby="recuento-titulo">
            <h2 id="recuento-titulo">Recuento: ¿a quién va {isYou(state.turn) ? 'tu Ofensa' : `la Ofensa de ${name(state.turn)}`}?</h2>
            <p className={styles.hint}>Ofensa {sums(state.taumaturgos[state.turn] as Taumaturgo, map).ofensa}. Cada adversario recibe la Ofensa de quienes lo nombran, menos su Defensa (<AlientosCited text="A8.3" />).</p>
            <div className={styles.row}>
              {state.taumaturgos.map((t, seat) => (seat === state.turn || t.eliminated ? null : (
                <button key={seat} type="button" className="button" onClick={() => act({ type: 'name', adversary: seat })}>Nombrar a {t.name}</button>
              )))}
            </div>
          </section>
        )}
        {!over && !readOnly && (
          <details className={styles.panel}>
            <summary>Abandonar</summary>
            <p className={styles.hint}>Quien abandona pierde todo su dolor y sale del duelo (<AlientosCited text="A9.3" />).</p>
            <div className={styles.row}>
              {state.taumaturgos.map((t, seat) => (t.eliminated || seats[seat]?.player !== 'human' ? null : (
                <button key={seat} type="button" className="button button--secondary" onClick={() => onResign(seat)}>Abandona {t.name}</button>
              )))}
            </div>
          </details>
        )}
      </div>
    </div>
  )
}
