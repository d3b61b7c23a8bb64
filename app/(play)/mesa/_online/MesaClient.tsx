'use client'
// /mesa/{id}: an online table. Waiting for a rival (the link, a QR code), sitting down (the table's details and a
// deck), playing (the board, fed by the event stream), watching as a spectator, and the end (result, replay, rematch).
// One naming (lib/online/words.ts): a player reads «Tú» and «Rival», a spectator «Master A» and «Master B». The tab's
// title and, when asked for, the browser's notifications tell a player looking elsewhere (useAttention.ts).
// Once the game is on (playing, watching or finished), the table takes the screen (issue 27): the connection, the clock
// and «Rendirse» sit in its top bar, the rival's leaving and return in its notice strip, the result in the decision's
// place, and the table's links and the notifications switch in its menu.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/schema'
import { otherSeat, seatIndex, type SeatName } from '@/lib/online/view'
import type { TableState } from '@/lib/online/wire'
import { resultHeadline, tableSeatNames } from '@/lib/online/words'
import { joinTable, playAgain, readRecord, rematch, storeToken } from './api'
import { clockWords, freeSeat, rivalGone, VARIANT_WORDS } from './attention'
import { DeckPicker, type BoxedOption, type DeckValue } from './DeckPicker'
import { OnlineBoard } from './OnlineBoard'
import { Qr } from './Qr'
import { useNotices, useTabTitle, type NoticesState } from './useAttention'
import { useTable, type Connection } from './useTable'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { count } from '@/app/_components/plural'
import styles from './mesa.module.css'

type Props = { id: string; cards: readonly Card[]; catalogueVersion: string; boxed: readonly BoxedOption[] }

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: 'Conectando…', live: 'Conectado', reconnecting: 'Se perdió la conexión: reconectando…', gone: 'Sin conexión con la mesa',
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** The rule behind the end, when the rules ended it (a capture, no Dalmas left…). */
function endRule(state: TableState): string | null {
  for (const step of [...state.events].reverse()) for (const e of step.events) if (e.type === 'gameEnded') return e.rule
  return state.result?.reason === 'capture' ? 'R21.1' : null
}

/** Both Masters' time, counting down locally from the server's last reading; `compact` for the table's top bar. */
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
  const names = tableSeatNames(state.seat)
  return (
    <dl className={compact ? styles.clockCompact : styles.clock} aria-label="Reloj">
      {(['A', 'B'] as const).map((s) => (
        <div key={s} className={clock.running === s ? styles.clockRunning : undefined}>
          <dt>{names[seatIndex(s)]}</dt>
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

/**
 * The table as someone arriving by its link sees it before sitting down: its name, who waits there, the variant and
 * the clock, then a deck and «Sentarme». With the spectator's link (`watching`), a link to sit down instead of the form.
 */
function JoinPanel({ id, state, boxed, watching, onJoined }: {
  id: string; state: TableState; boxed: readonly BoxedOption[]; watching: boolean; onJoined: (token: string, state: TableState) => void
}) {
  const readDeck = useRef<(() => Promise<DeckValue>) | null>(null)
  const onDeck = useCallback((read: () => Promise<DeckValue>) => { readDeck.current = read }, [])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const seat = freeSeat(state)
  const host: SeatName | null = seat === null ? null : otherSeat(seat)
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
  const details = (
    <dl className={styles.details}>
      <div>
        <dt>Rival</dt>
        <dd data-testid="mesa-rival">
          {host === null ? 'Nadie todavía' : `Quien creó la mesa (Master ${host}): ${state.seats[host].connected ? 'la tiene abierta ahora' : 'no la tiene abierta ahora; la partida empieza igual y le espera'}`}
        </dd>
      </div>
      <div><dt>Variante</dt><dd data-testid="mesa-variante">{VARIANT_WORDS[state.variant]}</dd></div>
      <div><dt>Reloj</dt><dd data-testid="mesa-reloj">{clockWords(state.clock)}</dd></div>
      {seat !== null && <div><dt>Tu asiento</dt><dd>Master {seat}</dd></div>}
    </dl>
  )
  const title = <h2 id="unirse-titulo" className={styles.title}>{state.name || 'Mesa sin nombre'}</h2>
  if (watching) {
    return (
      <section className={`${styles.form} panel`} aria-labelledby="unirse-titulo">
        {title}
        <p className={styles.help}>Esta mesa espera a su segundo jugador; la partida se verá aquí en cuanto empiece.</p>
        {details}
        <p className={styles.row}><a className="button" href={`/mesa/${id}`}>Sentarme en esta mesa</a></p>
      </section>
    )
  }
  return (
    <form className={`${styles.form} panel`} onSubmit={(e) => { e.preventDefault(); void join() }} aria-labelledby="unirse-titulo">
      {title}
      <p className={styles.help}>Una partida en línea te espera: elige tu mazo y siéntate; empieza en cuanto te sientes.</p>
      {details}
      <DeckPicker boxed={boxed} legend="Tu mazo" onChange={onDeck} />
      {problem && <p className={styles.problem} role="alert">{problem}</p>}
      <button type="submit" className={`button ${styles.sit}`} disabled={busy || seat === null}>{busy ? 'Sentándote…' : 'Sentarme'}</button>
    </form>
  )
}

/** The browser's notifications: a button to ask for them, and how they stand. */
function NoticesSwitch({ notices, turnOn, turnOff }: { notices: NoticesState; turnOn: () => Promise<void>; turnOff: () => void }) {
  if (notices === 'unsupported') return null
  if (notices === 'blocked') return <p className={styles.muted}>Este navegador tiene bloqueados los avisos de este sitio: el título de la pestaña dice cuándo te toca.</p>
  return notices === 'on' ? (
    <p className={styles.row}>
      <span role="status" className={styles.muted}>Avisos activados: te avisamos cuando te toque si no estás mirando esta pestaña.</span>
      <button type="button" className="button button--secondary" onClick={turnOff}>Desactivar los avisos</button>
    </p>
  ) : (
    <p className={styles.row}>
      <button type="button" className="button button--secondary" onClick={() => void turnOn()}>Avisarme cuando me toque</button>
    </p>
  )
}

/**
 * Whether the rival is at the table: gone (no page open on it), back (for a while after a return, so it is said), or
 * nothing to say. One live region holds it, so a screen reader hears both the leaving and the return.
 */
function useRivalPresence(state: TableState | null): 'gone' | 'back' | null {
  const gone = state !== null && rivalGone(state)
  const [back, setBack] = useState(false)
  const wasGone = useRef(false)
  useEffect(() => {
    if (gone) { wasGone.current = true; setBack(false); return }
    if (!wasGone.current) return
    wasGone.current = false
    setBack(true)
    const t = window.setTimeout(() => setBack(false), 10_000)
    return () => window.clearTimeout(t)
  }, [gone])
  return gone ? 'gone' : back && state?.status === 'playing' ? 'back' : null
}

/** The end of an online game, in the table's decision place (issue 27): who won and why, the game in figures, what next. */
function Ending({ state, token, catalogue }: { state: TableState; token: string | null; catalogue: Catalogue }) {
  const [replay, setReplay] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void readRecord(state.id).then(async (r) => {
      if (!r.ok || !live) return
      const { replayHref } = await import('./replay-link')
      if (live) setReplay(replayHref(r.value, catalogue, state.id))
    })
    return () => { live = false }
  }, [state.id, catalogue])
  const again = async () => {
    const r = await rematch(state.id, token)
    if (!r.ok) return setProblem(r.error.message)
    if (token) storeToken(r.value.id, token)
    window.location.assign(`/mesa/${r.value.id}`)
  }
  const anew = async () => {
    const r = await playAgain(state.id, token)
    if (!r.ok) return setProblem(r.error.message)
    storeToken(r.value.id, r.value.token)
    window.location.assign(`/mesa/${r.value.id}`)
  }
  const rule = endRule(state)
  return (
    <section className={styles.ending} aria-labelledby="fin-titulo" data-testid="final">
      <h2 id="fin-titulo" className={styles.title}>{resultHeadline(state.result, state.seat)}</h2>
      {rule && <p className={styles.muted}>Regla: <RuleLink id={rule} /></p>}
      <p className={styles.muted}>{state.view ? `${count(state.view.turn, 'turno', 'turnos')} de partida, ${count(state.step, 'acción', 'acciones')}.` : `${count(state.step, 'acción', 'acciones')}.`}</p>
      <p className={styles.row}>
        {replay && <a className="button button--secondary" href={replay}>Ver la repetición</a>}
        <a className="button button--secondary" href={`/api/tables/${state.id}/record`}>Registro (JSON)</a>
        {state.seat !== null && (state.rematch
          ? <a className="button" href={`/mesa/${state.rematch}`} onClick={() => { if (token && state.rematch) storeToken(state.rematch, token) }}>Ir a la revancha</a>
          : <button type="button" className="button" onClick={() => void again()}>Revancha</button>)}
      </p>
      {state.rematch && state.seat !== null && <p role="status">Hay una revancha preparada con los mismos mazos.</p>}
      <p className={styles.row}>
        {state.seat !== null
          ? <button type="button" className="button button--secondary" onClick={() => void anew()}>Jugar otra vez</button>
          : <a className="button button--secondary" href="/mesas">Ver las mesas abiertas</a>}
      </p>
      {state.seat !== null && <p className={styles.muted}>Revancha: los mismos dos mazos, otro reparto. Jugar otra vez: una mesa nueva con estos ajustes y tu mazo, esperando rival.</p>}
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
  useTabTitle(state, `${state?.name ? `${state.name} · ` : ''}Mesa en línea · Duelo de Masters`)
  const { notices, turnOn, turnOff } = useNotices(state, id)
  const presence = useRivalPresence(state)

  if (state === null) {
    return table.connection === 'gone'
      ? <p className={styles.problem} role="alert">{table.problem ?? 'Esta mesa no existe o ha caducado.'} <a href="/mesas">Ver las mesas abiertas</a></p>
      : <p role="status">{table.problem ?? 'Conectando con la mesa…'}</p>
  }
  const joining = state.status === 'waiting' && state.seat === null
  const seatLink = state.seat !== null && table.token ? `${origin}/mesa/${id}#asiento=${table.token}` : null
  const playing = state.status === 'playing' && state.seat !== null
  const resign = () => { if (window.confirm('¿Rendirte? Tu rival gana la partida.')) void table.resign() }
  const tools = (
    <>
      {state.seat !== null && state.status !== 'finished' && <NoticesSwitch notices={notices} turnOn={turnOn} turnOff={turnOff} />}
      {state.status !== 'waiting' && <p className={styles.muted}>Para mirar la partida: <a href={`/mesa/${id}?mirar=1`}>enlace de espectador</a>.</p>}
      {seatLink && (
        <details>
          <summary>Seguir en otro dispositivo</summary>
          <p className={styles.muted}>Este enlace es tu asiento (Master {state.seat}): quien lo abra juega por ti. No lo compartas.</p>
          <input className={styles.input} readOnly value={seatLink} aria-label="Enlace de tu asiento" onFocus={(e) => e.currentTarget.select()} />
        </details>
      )}
      <p><a href="/mesas">Ver las mesas abiertas</a></p>
    </>
  )
  // Whether each Master has the table open, for a spectator: said only while one of them has not.
  const absent = state.seat === null && state.status === 'playing' && (!state.seats.A.connected || !state.seats.B.connected)
  // The rival's leaving and return (a spectator: who is away), in one live region that stays on the page.
  const presenceRegion = (
    <div role="status" className={styles.presence}>
      {presence === 'gone' && (
        <p data-testid="rival-desconectado">Tu rival se ha desconectado. La partida le espera: puede volver con su enlace.</p>
      )}
      {presence === 'back' && <p data-testid="rival-vuelve">Tu rival ha vuelto a la mesa.</p>}
      {absent && (
        <p data-testid="presencia">
          {(['A', 'B'] as const).map((s) => `Master ${s}: ${state.seats[s].connected ? 'conectado' : 'desconectado'}`).join(' · ')}
        </p>
      )}
    </div>
  )

  // Playing, watching or finished: the table takes the screen, with the connection, the clock and «Rendirse» in its
  // top bar, always in view (issue 27).
  if (state.view) {
    const chrome = (
      <>
        <span role="status" className={table.connection === 'live' ? styles.live : styles.offline} data-testid="conexion">
          <span className={styles.dot} aria-hidden="true" />{CONNECTION_TEXT[table.connection]}
        </span>
        {state.seat === null && <span className={styles.who}>Miras la partida como espectador.</span>}
        <Clock state={state} compact />
        {playing && <button type="button" className="button button--secondary" onClick={resign}>Rendirse</button>}
      </>
    )
    const banner = (
      <>
        {presenceRegion}
        {table.problem && <p role="alert">{table.problem}</p>}
      </>
    )
    return (
      <OnlineBoard state={state} events={table.events} catalogue={catalogue} sending={table.sending} onAct={(a) => void table.act(a)}
        controls={chrome}
        menu={tools}
        banner={banner}
        {...(state.status === 'finished' ? { result: <Ending state={state} token={table.token} catalogue={catalogue} /> } : {})} />
    )
  }

  return (
    <div className={styles.page}>
      <div className={styles.statusRow}>
        {/* The connection is always said (a live region), except on the join page while all is well. */}
        <p role="status" className={table.connection === 'live' ? `${styles.muted} ${joining ? 'visually-hidden' : ''}` : styles.problem} data-testid="conexion">
          {CONNECTION_TEXT[table.connection]}
        </p>
        {!joining && state.seat === null && <p className={styles.muted}>Miras la partida como espectador.</p>}
      </div>
      {table.problem && <p className={styles.problem} role="alert">{table.problem}</p>}
      {!joining && <Clock state={state} />}
      {state.status === 'waiting' && (state.seat !== null
        ? <ShareTable id={id} origin={origin} />
        : <JoinPanel id={id} state={state} boxed={boxed} watching={table.spectating} onJoined={table.adopt} />)}
      {state.status === 'finished' && <Ending state={state} token={table.token} catalogue={catalogue} />}
      {!joining && <aside className={`${styles.tools} panel`} aria-label="La mesa">{tools}</aside>}
    </div>
  )
}
