'use client'
// /alientos: set up a duel (2–6 taumaturgos, each a person on this device or a bot, each with its dice), play it on the
// board, follow it in the log, see the result. The duel is its config and its actions (replayDuel), kept on this device
// so a reload (or a visit offline) finds it where it was.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AlientosAction } from '@/lib/alientos/actions'
import { applyAction, createDuel, replayDuel, resign, type AlientosConfig, type Applied } from '@/lib/alientos/apply'
import { ALIENTOS_BOTS, BOT_LABELS, DEFAULT_ALIENTOS_BUDGET } from '@/lib/alientos/bots'
import type { AlientosBotLevel } from '@/lib/alientos/bots/types'
import { describeEvent, describeResult } from '@/lib/alientos/describe'
import type { AlientosEvent } from '@/lib/alientos/events'
import { beginsOdds } from '@/lib/alientos/odds'
import { POOL_PRESETS, presetPool } from '@/lib/alientos/presets'
import type { AlientosState } from '@/lib/alientos/state'
import { viewOf } from '@/lib/alientos/view'
import { deriveStream } from '@/lib/random/rng'
import { useSession } from '@/app/_components/server-state/session-query'
import { useMyTaumaturgos } from './account'
import { DuelBoard } from './DuelBoard'
import { recordOfDuel, REPLAY_FROM_DUEL_HREF, REPLAY_HANDOFF_KEY } from './replay'
import { legalPool, loneSeat, readLocalTaumaturgos, readStoredDuel, writeStoredDuel, type Player, type SeatSetup, type StoredDuel } from './store'
import styles from '../alientos.module.css'

/** A bot's move waits this long, so it can be seen happening. */
const BOT_DELAY_MS = 700
const PLAYERS: { value: Player; label: string }[] = [
  { value: 'human', label: 'Persona en este dispositivo' },
  ...(['greedy', 'strong', 'random'] as AlientosBotLevel[]).map((b) => ({ value: b, label: `Bot ${BOT_LABELS[b].toLowerCase()}` })),
]
const pct = (p: number) => `${(100 * p).toFixed(1).replace('.', ',')} %`

type Option = { label: string; dice: string }
type Live = { stored: StoredDuel; state: AlientosState; log: { round: number; text: string }[]; lastEvents: AlientosEvent[] }

function randomSeed(): number {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return a[0] as number
}

function logOf(events: readonly AlientosEvent[], state: AlientosState, seats: readonly SeatSetup[]): { round: number; text: string }[] {
  const you = loneSeat(seats)
  return events.map((e) => ({ round: e.type === 'evocation' || e.type === 'recount' ? e.round : state.round, text: describeEvent(e, state.taumaturgos, you) }))
}

/**
 * The finished duel as the platform's record (lib/platform/record.ts): the replay viewer and `dm alientos replay` step it
 * move by move. The seed goes with it: the duel is over, nothing is left to hide.
 */
function recordHref(live: Live): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(recordOfDuel(live.stored, live.state)))}`
}

/** Hands the finished duel to the replay viewer through this tab's storage, as its link is followed. */
function handOverReplay(live: Live): void {
  try {
    window.sessionStorage.setItem(REPLAY_HANDOFF_KEY, JSON.stringify(recordOfDuel(live.stored, live.state)))
  } catch {
    // Storage full or blocked: the viewer says it has no duel, and the download still works.
  }
}

/** A stored duel brought back by replaying its actions; null when it no longer replays (another engine version). */
function revive(stored: StoredDuel): Live | null {
  const created = createDuel(stored.config)
  if (!created.ok) return null
  let state = created.state
  const log = logOf(created.events, state, stored.seats)
  let lastEvents: AlientosEvent[] = created.events
  for (const a of stored.actions) {
    const r: Applied = a.type === 'resign' ? resign(state, a.seat) : applyAction(state, a)
    if (!r.ok) return null
    state = r.state
    log.push(...logOf(r.events, state, stored.seats))
    lastEvents = r.events
  }
  return { stored, state, log, lastEvents }
}

export function AlientosClient() {
  const [seats, setSeats] = useState<SeatSetup[]>(() => [
    { name: 'Tú', dice: POOL_PRESETS[0]?.text ?? '', player: 'human' },
    { name: 'Rival', dice: POOL_PRESETS[0]?.text ?? '', player: 'strong' },
  ])
  const [options, setOptions] = useState<Option[]>(() => POOL_PRESETS.map((p) => ({ label: p.name, dice: p.text })))
  const session = useSession()
  const account = useMyTaumaturgos((session.data?.user?.id ?? null) !== null)
  const [live, setLive] = useState<Live | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const logEnd = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const stored = readStoredDuel()
    if (stored) {
      const revived = revive(stored)
      if (revived) setLive(revived)
      else { writeStoredDuel(null); setNotice('El duelo guardado en este dispositivo es de otra versión del motor y no se puede seguir; empieza uno nuevo.') }
    }
    // A taumaturgo shared by link (?nombre=…&dados=…) sits first.
    const params = new URLSearchParams(window.location.search)
    const dice = params.get('dados')
    const pool = dice === null ? null : legalPool(dice.slice(0, 200))
    const name = (params.get('nombre') ?? 'Tu taumaturgo').slice(0, 40)
    if (pool && dice) setSeats((s) => [{ ...(s[0] as SeatSetup), name, dice }, ...s.slice(1)])
    const local = readLocalTaumaturgos().map((t) => ({ label: `${t.name} (este dispositivo)`, dice: t.dice }))
    setOptions((o) => [...(pool && dice ? [{ label: `${name} (enlace)`, dice }] : []), ...o, ...local])
  }, [])
  const allOptions = [...options, ...(account.data ?? []).map((t) => ({ label: `${t.name} (tu cuenta)`, dice: t.dice }))]

  const diceKey = seats.map((s) => s.dice).join('|')
  const ready = seats.every((s) => legalPool(s.dice) !== null)
  const begins = useMemo(() => {
    const pools = diceKey.split('|').map(legalPool)
    return pools.every((p) => p !== null) ? beginsOdds(pools as NonNullable<(typeof pools)[number]>[]) : null
  }, [diceKey])

  // Set by start(): the next render with a duel brings the table into view (the effect below).
  const toDuel = useRef(false)
  const duelTop = useRef<HTMLDivElement>(null)

  function start(setup: SeatSetup[]) {
    const config: AlientosConfig = { pools: setup.map((s) => legalPool(s.dice) ?? presetPool('equilibrio')), names: setup.map((s, i) => s.name.trim() || `Taumaturgo ${i + 1}`), seed: randomSeed() }
    const stored: StoredDuel = { config, seats: setup, actions: [] }
    const revived = revive(stored)
    if (!revived) return
    writeStoredDuel(stored)
    setLive(revived)
    setNotice(null)
    toDuel.current = true
  }

  const play = useCallback((a: AlientosAction | { type: 'resign'; seat: number }) => {
    setLive((current) => {
      if (!current) return current
      const r = a.type === 'resign' ? resign(current.state, a.seat) : applyAction(current.state, a)
      if (!r.ok) { setNotice(r.error.message); return current }
      const stored = { ...current.stored, actions: [...current.stored.actions, a] }
      writeStoredDuel(stored)
      return { stored, state: r.state, log: [...current.log, ...logOf(r.events, r.state, current.stored.seats)], lastEvents: r.events }
    })
  }, [])

  // The bots play their turns, one at a time, a moment after the last move so it can be followed.
  useEffect(() => {
    if (!live || live.state.phase === 'over') return
    const seat = live.state.turn
    const player = live.stored.seats[seat]?.player
    if (player === undefined || player === 'human') return
    const timer = window.setTimeout(() => {
      const rng = deriveStream('alientos/pagina', live.stored.config.seed, `bot/${seat}/${live.stored.actions.length}`)
      play(ALIENTOS_BOTS[player](viewOf(live.state, seat), rng, DEFAULT_ALIENTOS_BUDGET))
    }, BOT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [live, play])

  // The log follows the duel inside its own box; the page itself does not move.
  useEffect(() => { const log = logEnd.current; if (log) log.scrollTop = log.scrollHeight }, [live?.log.length])
  // A duel begun (or a rematch) replaces the button that began it: the page goes to the table's top, where the board
  // starts, and focus to it. Left where the button was, a phone showed the legend and the log with the rival off-screen,
  // and focus fell back to the page's start.
  useEffect(() => {
    if (!toDuel.current || !live) return
    toDuel.current = false
    duelTop.current?.scrollIntoView({ block: 'start' })
    duelTop.current?.focus({ preventScroll: true })
  }, [live])

  if (live) {
    const { state } = live
    return (
      <div className={`${styles.setup} ${styles.duelTop}`} ref={duelTop} tabIndex={-1} role="region" aria-label="Duelo en curso">
        {notice && <p role="alert">{notice}</p>}
        {state.result && (
          <div className={styles.result} role="status">
            <p>{describeResult(state.result, state.taumaturgos, loneSeat(live.stored.seats))}</p>
            <div className={styles.row}>
              <button type="button" className="button" onClick={() => start(live.stored.seats)}>Revancha</button>
              <button type="button" className="button button--secondary" onClick={() => { writeStoredDuel(null); setSeats(live.stored.seats); setLive(null) }}>Nuevo duelo</button>
              <a className="button button--secondary" download="duelo-de-alientos.json" href={recordHref(live)}>Descargar la repetición</a>
              <a className="button button--secondary" href={REPLAY_FROM_DUEL_HREF} onClick={() => handOverReplay(live)}>Ver la repetición paso a paso</a>
            </div>
          </div>
        )}
        <DuelBoard state={state} seats={live.stored.seats} lastEvents={live.lastEvents} onAction={play} onResign={(seat) => play({ type: 'resign', seat })} />
        <section className={styles.panel} aria-labelledby="registro-titulo">
          <h2 id="registro-titulo">Lo que ha pasado</h2>
          <ol className={styles.log} ref={logEnd} aria-label="Registro del duelo">
            {live.log.map((l, i) => <li key={i}>{l.text}</li>)}
          </ol>
          {!state.result && <button type="button" className="button button--secondary" onClick={() => { writeStoredDuel(null); setSeats(live.stored.seats); setLive(null) }}>Dejar este duelo y preparar otro</button>}
        </section>
      </div>
    )
  }

  const setSeat = (i: number, change: Partial<SeatSetup>) => setSeats((s) => s.map((x, k) => (k === i ? { ...x, ...change } : x)))
  return (
    <section className={styles.setup} aria-labelledby="preparar-titulo">
      <h2 id="preparar-titulo">Preparar un duelo</h2>
      {notice && <p role="alert">{notice}</p>}
      <label className={styles.field}>Taumaturgos
        <select value={seats.length} onChange={(e) => {
          const n = Number(e.target.value)
          setSeats((s) => Array.from({ length: n }, (_, i) => s[i] ?? { name: `Rival ${i}`, dice: POOL_PRESETS[i % POOL_PRESETS.length]?.text ?? '', player: 'greedy' }))
        }}>
          {[2, 3, 4, 5, 6].map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <div className={styles.seats}>
        {seats.map((s, i) => (
          <fieldset key={i} className={styles.seatCard}>
            <legend>Asiento {i + 1}</legend>
            <label>Nombre<input value={s.name} maxLength={40} onChange={(e) => setSeat(i, { name: e.target.value })} /></label>
            <label>Quién juega
              <select value={s.player} onChange={(e) => setSeat(i, { player: e.target.value as Player })}>
                {PLAYERS.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
              </select>
            </label>
            <label>Dados
              <select value={s.dice} onChange={(e) => setSeat(i, { dice: e.target.value })}>
                {[...allOptions, ...(allOptions.some((o) => o.dice === s.dice) ? [] : [{ label: s.dice, dice: s.dice }])].map((o, k) => <option key={`${o.dice}-${k}`} value={o.dice}>{o.label}</option>)}
              </select>
            </label>
            {begins && <p className={styles.sums}>Empieza la primera ronda: {pct(begins[i] as number)}</p>}
          </fieldset>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className="button" disabled={!ready} onClick={() => start(seats)}>Empezar el duelo</button>
        <a href="/alientos/taumaturgos">Crear un taumaturgo</a>
      </div>
      <p className={styles.legend}>
        Probabilidades exactas de empezar: más unos naturales, y los empates por los doses, los treses… hasta los seises; si aún hay
        empate, vuelven a tirar solo los empatados. Contra un bot, juega en la misma pantalla; entre personas, pasad el dispositivo.
      </p>
    </section>
  )
}

