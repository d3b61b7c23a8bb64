'use client'
// The local driver of the board: a game on this device, against a bot or two players on one
// screen. It keeps the duel, plays the bot (from its Master's view only), takes for each player the
// steps its stops leave to the page (_board/stops.ts), hands the device over only for a decision the
// other player must make, and gives the board the view, the legal actions, the summary since the
// viewer's last decision, the steps to play back (with the board as it stood before each) and the log.
// Undo, the stops, the ending (with replay, rematch and «Jugar otra vez») live here.
//
// Undo never crosses a hand-off (issue 27): the hand-off screen offers none, and a Master's undo takes
// back only its own last decision (planUndo refuses when the last one is the other Master's).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { legalActions, type Action, type GameEvent, type GameState, type Seat } from '@/lib/engine'
import { viewFor, type MasterView } from '@/lib/engine/view'
import { Board, type PlayStep, type SummaryStep } from '../_board/Board'
import type { KnownInfo } from '../_board/options'
import { TableScreen } from '../_board/TableScreen'
import { automaticChoice, DEFAULT_STOPS, readStops, STOP_CHOICES, STOP_LABELS, type Stops } from '../_board/stops'
import type { botAction } from './bot-move'
import { useBotWorker } from './useBotWorker'
import {
  decider, decisionsAsked, decisionsText, eventsFor, planUndo, playDuel, replaySearch, summaryStart, truncateDuel, VARIANT_LABELS, type Duel, type DuelNumbers, type DuelStep,
} from './duel'
import { ending } from './ending'
import { count } from '@/app/_components/plural'
import type { SyncStatus } from './account-sync'
import styles from './game.module.css'

const BOT_DELAY_MS = 60
export const STOPS_KEY = 'dm.partida.paradas.v1'

const UNDO_REFUSALS = {
  nothing: 'No hay ninguna decisión tuya que deshacer.',
  notYours: 'La última decisión no es tuya: deshacer solo devuelve la tuya.',
  hidden: 'No se puede deshacer: desde tu última decisión se robó, se tiró un dado o se reveló algo.',
} as const

/**
 * How the board, the log and the summary call each Master (issue 27: one naming on the page): against the bot, the
 * player is «tú» and the bot «Bot»; two players sharing a screen are «Master 1» and «Master 2», and nobody is «tú».
 */
export function seatNamesFor(mode: Duel['setup']['mode']): [string, string] {
  return mode === 'bot' ? ['Tú', 'Bot'] : ['Master 1', 'Master 2']
}

/** The seat addressed as «tú» in a mode (seatNamesFor). */
export const youFor = (mode: Duel['setup']['mode']): Seat | null => (mode === 'bot' ? 0 : null)

function readAllStops(): [Stops, Stops] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(STOPS_KEY) ?? 'null')
    const pair = Array.isArray(raw) ? raw : []
    return [readStops(pair[0]), readStops(pair[1])]
  } catch {
    return [DEFAULT_STOPS, DEFAULT_STOPS]
  }
}

/** The stops a saved game is replayed with, to tell which of its steps were taken without asking. */
export function storedStops(): [Stops, Stops] {
  return typeof window === 'undefined' ? [DEFAULT_STOPS, DEFAULT_STOPS] : readAllStops()
}

/** Where each played step led, while this page is open (a reload starts with none: old steps are not played back). */
const statesAfter = new WeakMap<DuelStep, GameState>()
const remember = (duel: Duel | null): Duel | null => {
  const last = duel?.steps[duel.steps.length - 1]
  if (duel !== null && last !== undefined) statesAfter.set(last, duel.state)
  return duel
}

/** The decks of /partida are chosen in front of both players: each starting Dalma is known. */
function knownOf(state: GameState): KnownInfo {
  const dalma = (seat: Seat) => {
    const id = state.masters[seat].startingDalma
    return id === null ? null : state.cards[id]?.cardId ?? null
  }
  return { startingDalmas: [dalma(0), dalma(1)] }
}

export function LocalGame({ duel, catalogue, publicDecks, numbers, notice, saving, onDuel, onNew, onRematch, onAgain }: {
  duel: Duel
  catalogue: Catalogue
  /** The decks whose lists are public (the boxed ones): only such a list of the player's is told to the bot. */
  publicDecks: readonly Deck[]
  numbers: DuelNumbers
  notice: string | null
  /** The account save's state (signed-in players only). */
  saving: SyncStatus | null
  onDuel: (duel: Duel) => void
  onNew: () => void
  /** Same decks and settings, a new deal. */
  onRematch: () => void
  /** The set-up with this game's settings. */
  onAgain: () => void
}) {
  const state = duel.state
  const bot = duel.setup.mode === 'bot'
  const seatNames = useMemo(() => seatNamesFor(duel.setup.mode), [duel.setup.mode])
  const [stops, setStops] = useState<[Stops, Stops]>(() => storedStops())
  const deciding = decider(state)
  const legal = useMemo(() => legalActions(state, catalogue), [state, catalogue])
  const auto = useMemo(
    () => (state.result === null && (!bot || deciding === 0) ? automaticChoice(state, deciding, legal, stops[deciding]) : null),
    [state, bot, deciding, legal, stops],
  )
  const botTurn = bot && deciding === 1 && state.result === null
  // Hot seat: the seat the screen was last handed to; a decision of the other seat asks for a hand-off.
  const [shownSeat, setShownSeat] = useState<Seat | null>(bot ? 0 : null)
  const realDecision = state.result === null && auto === null && !botTurn
  const handOff = !bot && realDecision && shownSeat !== deciding
  const viewer: Seat = bot ? 0 : realDecision && !handOff ? deciding : shownSeat ?? 0
  const [undoMessage, setUndoMessage] = useState<string | null>(null)

  const latest = useRef(duel)
  latest.current = duel
  const commit = useCallback((next: Duel) => {
    latest.current = next
    onDuel(next)
  }, [onDuel])

  // The bot thinks in a Web Worker (useBotWorker), so the table answers taps (undo, «Nueva partida»,
  // the log) while a search bot weighs its move; its actions are played here with playDuel, so the game
  // and its log are the same as when the page thought for it. It waits a moment after the player's own
  // decision, so its turn is seen to begin; not after a step taken without asking or its own.
  const last = duel.steps[duel.steps.length - 1]
  const botDelay = last === undefined || (last.seat === 0 && last.auto === undefined) ? BOT_DELAY_MS : 0
  const playBot = useCallback((actions: Action[], from: Duel) => {
    let d = from
    for (const action of actions) {
      const next = remember(playDuel(d, action, catalogue))
      if (next === null) break
      d = next
    }
    if (d !== from) commit(d)
  }, [catalogue, commit])
  const botWorker = useBotWorker({ enabled: bot, thinking: botTurn, duel, catalogue, publicDecks, delayMs: botDelay, onActions: playBot })
  // Without a Worker (or once it failed), the page thinks for the bot itself, as below, with the bots' code
  // loaded then: otherwise only the worker loads it, and the table's own scripts are lighter.
  const botOnPage = bot && botWorker.failed
  const [pageBot, setPageBot] = useState<{ decide: typeof botAction } | 'missing' | null>(null)
  useEffect(() => {
    if (!botOnPage || pageBot !== null) return
    let live = true
    import('./bot-move').then(
      (m) => { if (live) setPageBot({ decide: m.botAction }) },
      () => { if (live) setPageBot('missing') },
    )
    return () => { live = false }
  }, [botOnPage, pageBot])
  const pageDecide = pageBot !== null && pageBot !== 'missing' ? pageBot.decide : null

  // Steps nobody has to think about (the player's automatic ones, and the bot's when it thinks on the
  // page) are played in a batch of at most ~40 ms of work, then shown: one render per batch, not per
  // step. The bot's first move waits a moment, so its turn is seen to begin.
  useEffect(() => {
    if (auto === null && !(botTurn && pageDecide !== null)) return
    const t = window.setTimeout(() => {
      let d = duel
      const started = performance.now()
      while (d.state.result === null && performance.now() - started < 40) {
        const seat = decider(d.state)
        let next: Duel | null
        if (bot && seat === 1) {
          if (!botOnPage || pageDecide === null) break // the worker's to decide, or the page's once the bots' code is here
          const action = pageDecide(d, catalogue, publicDecks)
          next = action === null ? null : remember(playDuel(d, action, catalogue))
        } else {
          const a = automaticChoice(d.state, seat, legalActions(d.state, catalogue), stops[seat])
          if (a === null) break
          next = remember(playDuel(d, a.action, catalogue, a.reason))
        }
        if (next === null) break
        d = next
      }
      if (d !== duel) commit(d)
    }, auto !== null ? 0 : BOT_DELAY_MS)
    return () => window.clearTimeout(t)
  }, [auto, botTurn, botOnPage, pageDecide, bot, duel, catalogue, publicDecks, commit, stops])

  const play = useCallback((action: Action) => {
    setUndoMessage(null)
    const next = remember(playDuel(latest.current, action, catalogue))
    if (next) commit(next)
  }, [catalogue, commit])

  const undo = () => {
    // Never across a hand-off: the screen that hands the device over has no undo, and this is only the viewer's.
    if (handOff || state.result !== null) return
    const plan = planUndo(duel, bot ? 0 : viewer)
    if (!plan.ok) { setUndoMessage(UNDO_REFUSALS[plan.reason]); return }
    setUndoMessage(null)
    // Also while the bot thinks: its answer, about the duel undone, is dropped.
    botWorker.forget()
    commit(truncateDuel(duel, plan.keep, catalogue))
  }

  const changeStops = (seat: Seat, next: Stops) => {
    const all: [Stops, Stops] = seat === 0 ? [next, stops[1]] : [stops[0], next]
    setStops(all)
    window.localStorage.setItem(STOPS_KEY, JSON.stringify(all))
  }

  const view = useMemo(() => viewFor(state, viewer, catalogue), [state, viewer, catalogue])
  const known = useMemo(() => knownOf(state), [state])
  const setupEvents = useMemo(() => eventsFor(duel.setupEvents, viewer), [duel.setupEvents, viewer])
  // One log step per played step and viewer, made once: the log then describes each step once.
  const logCache = useRef({ viewer, steps: new WeakMap<DuelStep, { events: GameEvent[] }>() })
  const logSteps = useMemo(() => {
    if (logCache.current.viewer !== viewer) logCache.current = { viewer, steps: new WeakMap() }
    const cache = logCache.current.steps
    return duel.steps.map((s) => {
      let logged = cache.get(s)
      if (logged === undefined) { logged = { events: eventsFor(s.events, viewer) }; cache.set(s, logged) }
      return logged
    })
  }, [duel.steps, viewer])
  const from = useMemo(() => summaryStart(duel.steps, viewer), [duel.steps, viewer])
  const summary: SummaryStep[] = useMemo(() => {
    const out: SummaryStep[] = []
    if (from === 0 && duel.steps[0]?.seat !== viewer) out.push({ seat: viewer, auto: null, label: null, events: setupEvents })
    for (const s of duel.steps.slice(from)) {
      out.push({ seat: s.seat, auto: s.auto ?? null, label: s.seat === viewer ? s.label ?? null : null, events: eventsFor(s.events, viewer) })
    }
    return out
  }, [duel.steps, viewer, setupEvents, from])

  // The steps to play back: those since the viewer's last decision whose board before them this page saw.
  const playCache = useRef({ viewer, steps: new WeakMap<DuelStep, PlayStep>() })
  const playback = useMemo(() => {
    if (playCache.current.viewer !== viewer) playCache.current = { viewer, steps: new WeakMap() }
    const cache = playCache.current.steps
    const out: PlayStep[] = []
    for (let i = Math.max(1, from); i < duel.steps.length; i++) {
      const s = duel.steps[i] as DuelStep
      let p = cache.get(s)
      if (p === undefined) {
        const before = statesAfter.get(duel.steps[i - 1] as DuelStep)
        if (before === undefined) continue
        let seen: MasterView | null = null
        p = {
          key: i,
          seat: s.seat,
          own: s.seat === viewer && s.auto === undefined,
          before: () => (seen ??= viewFor(before, viewer, catalogue)),
          events: eventsFor(s.events, viewer),
        }
        cache.set(s, p)
      }
      out.push(p)
    }
    return out
  }, [duel.steps, from, viewer, catalogue])

  const allEvents = useMemo(() => [...duel.setupEvents, ...duel.steps.flatMap((s) => s.events)], [duel.setupEvents, duel.steps])
  const end = useMemo(() => ending(state, allEvents, duel.setup.mode, seatNames), [state, allEvents, duel.setup.mode, seatNames])
  const you = youFor(duel.setup.mode)
  const replayHref = end === null ? null : `/partida${replaySearch({
    seed: duel.setup.seed, variant: duel.setup.variant, codes: duel.setup.codes, steps: duel.steps.map((s) => s.step),
    catalogueVersion: numbers.catalogueVersion, override: numbers.override, mode: duel.setup.mode, bot: duel.setup.bot, engineVersion: duel.config.engineVersion, seed128: duel.setup.seed128 ?? null,
  })}`
  const lastEnd = duel.steps[duel.steps.length - 1]?.events.find((e) => e.type === 'gameEnded')
  const decisionsWords = decisionsText(decisionsAsked(duel))

  const menu = (
    <>
      <p><button type="button" className="button button--secondary" onClick={onNew}>Nueva partida</button></p>
      {saving && <AccountSaveStatus status={saving} />}
      <p className={styles.help}>
        <span data-testid="decisiones">{decisionsWords}</span>
        {' '}({bot ? 'tuyas' : 'de los dos Masters'}; {count(duel.steps.length, 'paso', 'pasos')} en total, contando los del bot y los que ocurren solos) · semilla {duel.setup.seed}, {VARIANT_LABELS[duel.setup.variant].toLowerCase()}.
        Deshacer devuelve tu última decisión, nunca más allá de un robo, un dado o algo revelado{bot ? '' : ', ni la del otro Master'}.
      </p>
      <details className={styles.stops}>
        <summary>Paradas: cuándo preguntarte</summary>
        <p className={styles.help}>
          Lo que solo tiene una opción, y la Posada cuando no cambiaría nada, ocurre solo y queda en el resumen. Estas ventanas opcionales se
          preguntan según lo que elijas aquí{bot ? '' : ', para cada Master'}.
        </p>
        {(bot ? [0] as const : [0, 1] as const).map((seat) => (
          <fieldset key={seat} className={styles.fieldset}>
            <legend>{bot ? 'Tus paradas' : `Paradas del ${seatNames[seat]}`}</legend>
            {(Object.keys(STOP_CHOICES) as (keyof Stops)[]).map((k) => (
              <label key={k} className={styles.label}>
                <span>{STOP_LABELS[k].label} (<RuleLink id={STOP_LABELS[k].rule} />)</span>
                <select className={styles.input} value={stops[seat][k]} onChange={(e) => changeStops(seat, { ...stops[seat], [k]: e.target.value })}>
                  {STOP_CHOICES[k].map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
                </select>
              </label>
            ))}
          </fieldset>
        ))}
      </details>
    </>
  )

  if (handOff) {
    // No undo here: the decision it would take back is the other Master's, made before the hand-off.
    return (
      <TableScreen label="Relevo entre Masters">
        <section className={styles.handOff} aria-labelledby="relevo-titulo">
          {notice && <p className={styles.notice} role="status">{notice}</p>}
          <h1 id="relevo-titulo">Pasa el dispositivo al {seatNames[deciding]}</h1>
          <p>Las manos y el registro quedan ocultos hasta que el {seatNames[deciding]} esté listo.</p>
          <HandOffButton seat={deciding} name={seatNames[deciding]} onReady={() => setShownSeat(deciding)} />
          <p className={styles.help}><span data-testid="decisiones">{decisionsWords}</span> entre los dos Masters.</p>
          {saving && <AccountSaveStatus status={saving} />}
          <p><button type="button" className="button button--secondary" onClick={onNew}>Nueva partida</button></p>
        </section>
      </TableScreen>
    )
  }

  const result = end && (
    <section className={`${styles.ending} ${end.outcome === 'lost' ? styles.lost : ''}`} aria-labelledby="fin-titulo" data-testid="final">
      <h2 id="fin-titulo" className={styles.endTitle}>{end.headline}</h2>
      <p>{end.reason} {lastEnd && <RuleLink id={lastEnd.rule} />}</p>
      <div className={styles.buttons}>
        {replayHref && <a className="button" href={replayHref} data-testid="enlace-repeticion">Ver la repetición</a>}
        <button type="button" className="button" onClick={onRematch}>Revancha</button>
        <button type="button" className="button button--secondary" onClick={onAgain}>Jugar otra vez</button>
      </div>
      <ul aria-label="La partida en cifras">{end.facts.map((f) => <li key={f}>{f}</li>)}</ul>
      <p className={styles.help}>Revancha: los mismos mazos y ajustes, otro reparto. Jugar otra vez: la preparación con estos ajustes, para cambiar lo que quieras.</p>
    </section>
  )
  // Undo stays at hand while the bot thinks in its worker (on the page's thread nothing could be tapped then anyway).
  const undoable = state.result === null && (!botTurn || !botOnPage) && duel.steps.length > 0
  const controls = undoable ? <button type="button" className="button button--secondary" onClick={undo}>Deshacer</button> : null
  const saveFailed = saving !== null && saving.kind !== 'saving' && saving.kind !== 'saved'
  const botMissing = pageBot === 'missing' ? 'No se pudo cargar el bot: recarga la página para seguir (la partida está guardada).' : null
  const notices = [notice, undoMessage, saveFailed ? saving.message : null, botMissing].filter((n): n is string => n !== null)

  return (
    <Board
      title={bot ? 'Partida contra el bot' : `Partida a dos: mesa del ${seatNames[viewer]}`}
      view={view}
      catalogue={catalogue}
      legal={viewer === deciding && realDecision ? legal : []}
      deciding={state.result === null ? deciding : null}
      summary={summary}
      log={{ setupEvents, steps: logSteps }}
      seatNames={seatNames}
      you={you}
      onAction={play}
      controls={controls}
      banner={notices.length > 0 ? <p role="status">{notices.join(' ')}</p> : undefined}
      result={result || undefined}
      menu={menu}
      playback={playback}
      known={known}
      decisionKey={duel.steps.length}
      waiting={botTurn || auto !== null ? <p role="status">{botTurn ? 'El bot está decidiendo…' : 'Siguiendo…'}</p> : undefined}
    />
  )
}

function HandOffButton({ seat, name, onReady }: { seat: Seat; name: string; onReady: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => ref.current?.focus(), [seat])
  return <button ref={ref} type="button" className="button" onClick={onReady}>Soy el {name}: mostrar la mesa</button>
}

/** Where the account copy stands; a failure says that the browser copy is safe. */
function AccountSaveStatus({ status }: { status: SyncStatus }) {
  const text = status.kind === 'saving' ? 'Guardando en tu cuenta…' : status.kind === 'saved' ? 'Guardada en tu cuenta.' : status.message
  return (
    <p className={status.kind === 'saving' || status.kind === 'saved' ? styles.help : styles.notice} role="status" data-testid="guardado-cuenta">
      {text}{status.kind === 'saved' && <> <a href="/cuenta#partidas">Ver tus partidas</a></>}
    </p>
  )
}
