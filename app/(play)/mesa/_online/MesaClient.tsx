'use client'
// /mesa/{id}: an online table. Waiting for a rival (the link, a QR code), sitting down (choosing a deck),
// playing (the board, fed by the event stream), watching as a spectator, and the end (result, replay, rematch).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/schema'
import type { SeatName } from '@/lib/online/view'
import type { TableState } from '@/lib/online/wire'
import { joinTable, readRecord, rematch, storeToken } from './api'
import { DeckPicker, type BoxedOption, type DeckValue } from './DeckPicker'
import { OnlineBoard } from './OnlineBoard'
import { Qr } from './Qr'
import { useTable, type Connection } from './useTable'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import styles from './mesa.module.css'

type Props = { id: string; cards: readonly Card[]; catalogueVersion: string; boxed: readonly BoxedOption[] }

const REASONS: Record<string, string> = {
  capture: 'captura de la reliquia', allDalmasLost: 'sin Dalmas', exhaustedWithoutDalma: 'agotamiento sin Dalmas activos',
  forcedOffensiveFailed: 'ofensiva obligatoria fallida', resign: 'rendición', time: 'se agotó el reloj', expired: 'la mesa caducó',
  stepLimit: 'límite de acciones de la mesa', draw: 'límite de turnos', exhaustion: 'agotamiento',
}

function resultText(state: TableState): string {
  const r = state.result
  if (!r) return 'Partida terminada.'
  const why = REASONS[r.reason] ?? r.reason
  if (r.winner === null) return `Tablas (${why}).`
  if (state.seat === null) return `Gana el Master ${r.winner} (${why}).`
  return r.winner === state.seat ? `¡Has ganado! (${why})` : `Has perdido (${why}).`
}

/** The rule behind the end, when the rules ended it (a capture, no Dalmas left…). */
function endRule(state: TableState): string | null {
  for (const step of [...state.events].reverse()) for (const e of step.events) if (e.type === 'gameEnded') return e.rule
  return state.result?.reason === 'capture' ? 'R21.1' : null
}

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: 'Conectando…', live: 'Conectado', reconnecting: 'Se perdió la conexión: reconectando…', gone: 'Sin conexión con la mesa',
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Both Masters' time, counting down locally from the server's last reading. */
function Clock({ state, compact = false }: { state: TableState; compact?: boolean }) {
  const [now, setNow] = useState(() => Date.now())
  const clock = state.clock
  const received = useMemo(() => Date.now(), [clock])
  useEffect(() => {
    if (!clock?.running || state.status !== 'playing') return
    const t = window.setInterval(() => setNow(Date.now()), 500)
    return () => window.clearInterval(t)
  }, [clock, state.status])
  if (!clock) return null
  const left = (seat: SeatName) => clock[seat] - (clock.running === seat && state.status === 'playing' ? Math.max(0, now - received) : 0)
  return (
    <dl className={compact ? styles.clockCompact : styles.clock} aria-label="Reloj">
      {(['A', 'B'] as const).map((s) => (
        <div key={s} className={clock.running === s ? styles.clockRunning : undefined}>
          <dt>Master {s}{state.seat === s ? ' (tú)' : ''}</dt>
          <dd data-testid={`reloj-${s}`}>{clockText(left(s))}</dd>
        </div>
      ))}
    </dl>
  )
}

function ShareTable({ id, origin }: { id: string; origin: string }) {
  const link = `${origin}/mesa/${id}`
  const [copied, setCopied] = useState(false)
  return (
    <section className={`${styles.share} panel`} aria-labelledby="compartir-titulo">
      <h2 id="compartir-titulo" className={styles.title}>Esperando rival</h2>
      <p>Envía este enlace a tu rival (o que escanee el código con su teléfono). La partida empieza en cuanto se siente.</p>
      <p className={styles.linkRow}>
        <input className={styles.input} readOnly value={link} aria-label="Enlace para unirse a la mesa" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true)) }}>
          {copied ? 'Copiado' : 'Copiar'}
        </button>
      </p>
      {origin && <Qr text={link} label="Código QR del enlace de la mesa" />}
    </section>
  )
}

function JoinForm({ id, boxed, onJoined }: { id: string; boxed: readonly BoxedOption[]; onJoined: (token: string, state: TableState) => void }) {
  const readDeck = useRef<(() => Promise<DeckValue>) | null>(null)
  const onDeck = useCallback((read: () => Promise<DeckValue>) => { readDeck.current = read }, [])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const join = async () => {
    setBusy(true)
    setProblem(null)
    const deck = (await readDeck.current?.()) ?? { ok: false, message: 'Elige un mazo.' }
    const r = deck.ok ? await joinTable(id, deck.deck) : null
    setBusy(false)
    if (!deck.ok) return setProblem(deck.message)
    if (!r) return
    if (!r.ok) return setProblem(r.error.message)
    storeToken(id, r.value.token)
    onJoined(r.value.token, r.value.state)
  }
  return (
    <form className={`${styles.form} panel`} onSubmit={(e) => { e.preventDefault(); void join() }} aria-labelledby="unirse-titulo">
      <h2 id="unirse-titulo" className={styles.title}>Siéntate a esta mesa</h2>
      <DeckPicker boxed={boxed} legend="Tu mazo" onChange={onDeck} />
      {problem && <p className={styles.problem} role="alert">{problem}</p>}
      <button type="submit" className="button" disabled={busy}>{busy ? 'Sentándote…' : 'Sentarme y empezar'}</button>
    </form>
  )
}

/** The end of an online game, in the table's decision place (issue 27): who won and why, and what next. */
function Ending({ state, token, catalogue }: { state: TableState; token: string | null; catalogue: Catalogue }) {
  const [replay, setReplay] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void readRecord(state.id).then(async (r) => {
      if (!r.ok || !live) return
      const { replayHref } = await import('./replay-link')
      if (live) setReplay(replayHref(r.value, catalogue))
    })
    return () => { live = false }
  }, [state.id, catalogue])
  const again = async () => {
    const r = await rematch(state.id, token)
    if (!r.ok) return setProblem(r.error.message)
    if (token) storeToken(r.value.id, token)
    window.location.assign(`/mesa/${r.value.id}`)
  }
  return (
    <section className={styles.ending} aria-labelledby="fin-titulo" data-testid="final">
      <h2 id="fin-titulo" className={styles.title}>{resultText(state)}</h2>
      {endRule(state) && <p className={styles.muted}>Regla: <RuleLink id={endRule(state) as string} /></p>}
      <p className={styles.muted}>{state.view ? `${state.view.turn} turno${state.view.turn === 1 ? '' : 's'} de partida, ${state.step} acciones.` : `${state.step} acciones.`}</p>
      <p className={styles.row}>
        {replay && <a className="button button--secondary" href={replay}>Ver la repetición</a>}
        <a className="button button--secondary" href={`/api/tables/${state.id}/record`}>Registro (JSON)</a>
        {state.seat !== null && (state.rematch
          ? <a className="button" href={`/mesa/${state.rematch}`} onClick={() => { if (token && state.rematch) storeToken(state.rematch, token) }}>Ir a la revancha</a>
          : <button type="button" className="button" onClick={() => void again()}>Revancha</button>)}
      </p>
      {state.rematch && state.seat !== null && <p role="status">Hay una revancha preparada con los mismos mazos.</p>}
      <p className={styles.row}><a className="button button--secondary" href="/partida">Jugar otra vez</a></p>
      {problem && <p className={styles.problem} role="alert">{problem}</p>}
    </section>
  )
}

export function MesaClient({ id, cards, catalogueVersion, boxed }: Props) {
  const catalogue = useMemo(() => makeCatalogue(cards, catalogueVersion), [cards, catalogueVersion])
  const table = useTable(id)
  const { state } = table
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])

  if (state === null) {
    return table.connection === 'gone'
      ? <p className={styles.problem} role="alert">{table.problem ?? 'Esta mesa no existe o ha caducado.'} <a href="/mesas">Ver las mesas abiertas</a></p>
      : <p role="status">{table.problem ?? 'Conectando con la mesa…'}</p>
  }
  const rival: SeatName | null = state.seat === null ? null : state.seat === 'A' ? 'B' : 'A'
  const seatLink = state.seat !== null && table.token ? `${origin}/mesa/${id}#asiento=${table.token}` : null
  const whoAmI = state.seat === null ? 'Estás mirando como espectador.' : `Juegas como Master ${state.seat}.`
  const rivalGone = rival !== null && state.status === 'playing' && !state.seats[rival].connected
  const resign = () => { if (window.confirm('¿Rendirte? Tu rival gana la partida.')) void table.resign() }
  const tools = (
    <>
      {state.status !== 'waiting' && <p className={styles.muted}>Para mirar la partida: <a href={`/mesa/${id}?mirar=1`}>enlace de espectador</a>.</p>}
      {seatLink && (
        <details>
          <summary>Seguir en otro dispositivo</summary>
          <p className={styles.muted}>Este enlace es tu asiento: quien lo abra juega por ti. No lo compartas.</p>
          <input className={styles.input} readOnly value={seatLink} aria-label="Enlace de tu asiento" onFocus={(e) => e.currentTarget.select()} />
        </details>
      )}
      <p><a href="/mesas">Ver las mesas abiertas</a></p>
    </>
  )

  // Playing, watching or finished: the table takes the screen, with the connection, the clock and «Rendirse» in its
  // chrome, always in view (issue 27).
  if (state.view) {
    const chrome = (
      <>
        <span role="status" className={table.connection === 'live' ? styles.live : styles.offline} data-testid="conexion">
          <span className={styles.dot} aria-hidden="true" />{CONNECTION_TEXT[table.connection]}
        </span>
        <span className={styles.who}>{whoAmI}</span>
        <Clock state={state} compact />
        {state.status === 'playing' && state.seat !== null && (
          <button type="button" className="button button--secondary" onClick={resign}>Rendirse</button>
        )}
      </>
    )
    const notices = (rivalGone || table.problem) ? (
      <>
        {rivalGone && (
          <p role="status" data-testid="rival-desconectado">Tu rival se ha desconectado. La partida le espera: puede volver con su enlace.</p>
        )}
        {table.problem && <p role="alert">{table.problem}</p>}
      </>
    ) : undefined
    return (
      <OnlineBoard state={state} events={table.events} catalogue={catalogue} sending={table.sending} onAct={(a) => void table.act(a)}
        controls={chrome}
        menu={tools}
        {...(notices ? { banner: notices } : {})}
        {...(state.status === 'finished' ? { result: <Ending state={state} token={table.token} catalogue={catalogue} /> } : {})} />
    )
  }

  return (
    <div className={styles.page}>
      <div className={styles.statusRow}>
        <p role="status" className={table.connection === 'live' ? styles.muted : styles.problem} data-testid="conexion">{CONNECTION_TEXT[table.connection]}</p>
        <p className={styles.muted}>{whoAmI}</p>
      </div>
      {table.problem && <p className={styles.problem} role="alert">{table.problem}</p>}
      <Clock state={state} />
      {state.status === 'waiting' && (state.seat !== null ? <ShareTable id={id} origin={origin} /> : <JoinForm id={id} boxed={boxed} onJoined={table.adopt} />)}
      {state.status === 'finished' && <Ending state={state} token={table.token} catalogue={catalogue} />}
      <aside className={`${styles.tools} panel`} aria-label="La mesa">{tools}</aside>
    </div>
  )
}
