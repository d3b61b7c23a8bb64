'use client'
// /mesa/{id} for a Duelo de alientos table (issue 31): the same table service and event stream as Duelo de Masters'
// tables, the /alientos board (DuelBoard) fed from the table state, the log, whose move it is, ALI-9's 24-hour clock
// and the one announced absence. A seat is this browser's when it holds the seat's token (the link's #asiento=…).
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AlientosAction } from '@/lib/alientos/actions'
import { describeEvent } from '@/lib/alientos/describe'
import type { AlientosEvent } from '@/lib/alientos/events'
import { POOL_PRESETS } from '@/lib/alientos/presets'
import type { AlientosState } from '@/lib/alientos/state'
import { DuelBoard } from '../../alientos/_game/DuelBoard'
import type { SeatSetup } from '../../alientos/_game/store'
import { isNewer, storedToken, storeToken, takeTokenFromFragment } from './api'
import { Qr } from './Qr'

/** The table state of an alientos table (docs/online-api.md), as far as this page reads it. */
type State = {
  id: string; game: 'alientos'; status: 'waiting' | 'playing' | 'finished'; step: number; version: number; name: string
  seat: string | null; decider: string | null; seatCount: number
  seats: Record<string, { taken: boolean; connected: boolean; name: string }>
  result: { winner: string | null; winners: string[]; reason: string } | null
  rematch: string | null
  moveClock: { msLeft: number | null; deadline: string | null; seats: { used: number; left: number; absentUntil: string | null }[] } | null
  view: (Omit<AlientosState, 'rng' | 'forced'> & { viewer: number | null }) | null
  legal: AlientosAction[]
  events: { step: number; events: AlientosEvent[] }[]
}

const LETTERS = 'ABCDEF'

async function send(method: string, path: string, token: string | null, body?: unknown): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  try {
    const res = await fetch(path, { method, headers, credentials: 'same-origin', cache: 'no-store', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    if (!res.ok) return { ok: false, message: data?.error?.message ?? `Error ${res.status}` }
    return { ok: true, value: data }
  } catch {
    return { ok: false, message: 'Sin conexión con el servidor.' }
  }
}

function hours(ms: number): string {
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  return `${h} h ${String(m).padStart(2, '0')} min`
}

export function AlientosMesa({ id }: { id: string }) {
  const [token, setToken] = useState<string | null>(null)
  const [state, setState] = useState<State | null>(null)
  const [log, setLog] = useState<{ step: number; text: string }[]>([])
  const [error, setError] = useState<string | null>(null)
  const [pool, setPool] = useState(POOL_PRESETS[0]?.text ?? '')
  const [player, setPlayer] = useState('')
  const [ready, setReady] = useState(false)

  useEffect(() => {
    setToken(takeTokenFromFragment(id) ?? storedToken(id))
    setReady(true)
  }, [id])

  const take = useCallback((next: State, from: 'stream' | 'reply' = 'reply') => {
    setState((cur) => (isNewer(cur, next, from) ? next : cur))
    if (next.view) {
      const names = next.view.taumaturgos
      // The seat's own moves are said to it («Pasas.»); a spectator reads every seat by its name.
      const you = next.seat === null ? undefined : LETTERS.indexOf(next.seat)
      setLog((cur) => {
        const seen = new Set(cur.map((l) => l.step))
        const add = next.events.filter((e) => e.step > 0 && !seen.has(e.step)).flatMap((e) => e.events.map((ev) => ({ step: e.step, text: describeEvent(ev, names, you) })))
        return add.length === 0 ? cur : [...cur, ...add].slice(-200)
      })
    }
  }, [])

  // The table's event stream: the state on connect and after every change (ALI-9's lapses included).
  useEffect(() => {
    if (!ready) return
    const url = `/api/tables/${id}/events${token ? `?token=${encodeURIComponent(token)}` : '?spectate=1'}`
    const source = new EventSource(url)
    source.addEventListener('state', (e) => { take(JSON.parse((e as MessageEvent<string>).data) as State, 'stream'); setError(null) })
    source.onerror = () => setError('Conexión perdida con la mesa: reintentando…')
    return () => source.close()
  }, [id, token, ready, take])

  const mySeat = state?.seat === null || state?.seat === undefined ? null : LETTERS.indexOf(state.seat)
  const seats: SeatSetup[] = useMemo(
    () => Array.from({ length: state?.seatCount ?? 0 }, (_, i) => ({ name: state?.seats[LETTERS[i] ?? 'A']?.name ?? '', dice: '', player: i === mySeat ? 'human' : 'greedy' })),
    [state, mySeat],
  )

  async function join() {
    const r = await send('POST', `/api/tables/${id}/join`, null, { pool, player })
    if (!r.ok) { setError(r.message); return }
    const reply = r.value as { token: string; state: State }
    storeToken(id, reply.token)
    setToken(reply.token)
    take(reply.state)
  }
  async function act(action: AlientosAction) {
    if (!state) return
    const r = await send('POST', `/api/tables/${id}/actions`, token, { step: state.step, action })
    if (!r.ok) setError(r.message)
    else take(r.value as State)
  }
  async function resign() {
    const r = await send('POST', `/api/tables/${id}/resign`, token)
    if (!r.ok) setError(r.message)
    else take(r.value as State)
  }
  /** Revancha (the same seats and dice, the same tokens) or «Jugar otra vez» (a new table, the other seats free). */
  async function next(kind: 'rematch' | 'again') {
    const r = await send('POST', `/api/tables/${id}/${kind}`, token)
    if (!r.ok) { setError(r.message); return }
    const reply = r.value as { id: string; token?: string }
    const kept = reply.token ?? token
    if (kept) storeToken(reply.id, kept)
    window.location.assign(`/mesa/${reply.id}`)
  }
  async function absence() {
    const r = await send('POST', `/api/tables/${id}/absence`, token, { hours: 72 })
    if (!r.ok) setError(r.message)
    else take(r.value as State)
  }

  if (!state) return <p role="status">{error ?? 'Cargando la mesa…'}</p>
  const clock = state.moveClock
  const deciderName = state.decider === null ? null : state.seats[state.decider]?.name || `Taumaturgo ${LETTERS.indexOf(state.decider) + 1}`
  const mine = mySeat === null ? null : clock?.seats[mySeat]
  const lastEvents = state.events.at(-1)?.events ?? []
  const link = typeof window === 'undefined' ? '' : `${window.location.origin}/mesa/${id}`

  return (
    <section aria-label="Duelo de alientos en línea">
      <p>
        Duelo de alientos · {state.name || 'Mesa sin nombre'} · {state.seatCount} taumaturgos ·{' '}
        {mySeat === null ? 'Miras como espectador' : <>Juegas en el asiento <strong>{state.seat}</strong></>}
      </p>
      {error && <p role="alert">{error}</p>}
      {state.status === 'waiting' && (
        <section aria-label="Esperando taumaturgos">
          <p role="status">Esperando taumaturgos: {Object.values(state.seats).filter((s) => s.taken).length} de {state.seatCount} sentados.</p>
          <p>Enlace para invitar: <code>{link}</code></p>
          {link && <Qr text={link} label="Código QR del enlace de la mesa" />}
          {mySeat === null && (
            <form onSubmit={(e) => { e.preventDefault(); void join() }}>
              <label>Tus dados (15, ALI-1) <input value={pool} onChange={(e) => setPool(e.target.value)} /></label>{' '}
              <label>Tu nombre <input value={player} maxLength={40} onChange={(e) => setPlayer(e.target.value)} /></label>{' '}
              <button type="submit" className="button">Sentarse</button>
            </form>
          )}
        </section>
      )}
      {state.status !== 'waiting' && clock && (
        <p role="status" aria-label="Reloj por jugada">
          {state.status === 'playing' && deciderName !== null
            ? <>Le toca a <strong>{deciderName}</strong>{state.decider === state.seat ? ' (tú)' : ''}: le quedan <strong>{hours(clock.msLeft ?? 0)}</strong> de sus 24 horas (ALI-9).</>
            : 'El duelo ha terminado.'}
          {Object.entries(state.seats).map(([l, s], i) => (clock.seats[i]?.absentUntil ? <span key={l}> {s.name || l} está ausente hasta {new Date(clock.seats[i]?.absentUntil ?? '').toLocaleString('es-ES')}.</span> : null))}
        </p>
      )}
      {state.status === 'playing' && mine && (
        <p>
          {mine.left > 0
            ? <button type="button" className="button button--secondary" onClick={() => void absence()}>Anunciar una ausencia de 72 horas</button>
            : 'Ya has anunciado tu ausencia de este duelo.'}
        </p>
      )}
      {state.result && (
        <p role="status" aria-label="Resultado">
          {state.result.winners.length === 1
            ? <>Gana <strong>{state.seats[state.result.winners[0] ?? 'A']?.name || state.result.winners[0]}</strong>.</>
            : state.result.winners.length > 1 ? 'Empate.' : 'Sin ganador.'}
        </p>
      )}
      {state.status === 'finished' && (
        <p>
          {mySeat !== null && (state.rematch
            ? <a className="button" href={`/mesa/${state.rematch}`} onClick={() => { if (token && state.rematch) storeToken(state.rematch, token) }}>Ir a la revancha</a>
            : <button type="button" className="button" onClick={() => void next('rematch')}>Revancha</button>)}{' '}
          {mySeat !== null
            ? <button type="button" className="button button--secondary" onClick={() => void next('again')}>Jugar otra vez</button>
            : <a className="button button--secondary" href="/mesas?juego=alientos">Ver las mesas de alientos</a>}
        </p>
      )}
      {state.status === 'finished' && mySeat !== null && (
        <p>Revancha: los mismos taumaturgos y dados, otra tirada. Jugar otra vez: una mesa nueva como esta con tus dados, esperando taumaturgos.</p>
      )}
      {state.view && (
        <DuelBoard
          state={{ ...state.view, rng: [0, 0, 0, 0], forced: [] } as unknown as AlientosState}
          seats={seats}
          lastEvents={lastEvents}
          onAction={(a) => void act(a)}
          onResign={() => void resign()}
          othersLabel="rival"
        />
      )}
      <section aria-label="Registro de la mesa">
        <h2>Registro</h2>
        <ol>{log.map((l, i) => <li key={i}>{l.text}</li>)}</ol>
      </section>
    </section>
  )
}
