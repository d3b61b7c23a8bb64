'use client'
// /partida in the browser: the set-up (two decks, mode, bot level, variant, seed), the table seen
// from the seat that decides (hot seat hides hands behind a hand-off screen), the bot's moves with
// a short visible delay, undo, saving in localStorage, and the replay viewer of a shared URL.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import {
  characterStats, describeError, describeResult, legalActions, money, parseSeed, pendingDecision, type Action, type GameEvent, type GameState,
  type InstanceId, type Seat, type Variant,
} from '@/lib/engine'
import { actionLabel, CHOICE_TITLES, phaseLabel } from '@/app/(play)/probar/_table/actions-view'
import { deckFromCode, readPastedDeck, deckFromParsedText, type TableDeck } from '@/app/(play)/probar/_table/deck-source'
import { GameLog } from '@/app/(play)/probar/_table/GameLog'
import { parseLine } from '@/app/(play)/probar/_table/line'
import type { BoxedOption } from '@/app/(play)/probar/_table/DeckChooser'
import {
  BOT_LEVELS, botAction, decider, eventsFor, firstMaster, planUndo, playDuel, readReplaySearch, readSavedDuel, replaySearch, SAVE_KEY, savedDuel, startDuel,
  truncateDuel, turnStarts, VARIANT_LABELS, VARIANTS, type AccountLink, type BotLevel, type Duel, type DuelMode, type DuelNumbers, type DuelSetup, type ReplayLink,
} from './duel'
import type { AccountSync, SyncStatus } from './account-sync'
import type { Resolved, Wanted } from './numbers'
import { readSession } from '@/app/_components/session'
import styles from '@/app/(play)/probar/_table/probar.module.css'

type Props = { cards: readonly Card[]; catalogueVersion: string; boxed: readonly BoxedOption[] }

const BOT_DELAY_MS = 150
const masterName = (seat: Seat) => `Master ${seat + 1}`

function decksOf(codes: [string, string]): [Deck, Deck] | string {
  const a = deckFromCode(codes[0], 'Mazo A')
  const b = deckFromCode(codes[1], 'Mazo B')
  if (!a.ok) return `Mazo A: ${a.message}`
  if (!b.ok) return `Mazo B: ${b.message}`
  return [a.value.deck as Deck, b.value.deck as Deck]
}

/** What a game or replay is played on: the catalogue (override applied), the numbers before it, and how they are recorded. */
type Played = { catalogue: Catalogue; base: Catalogue; numbers: DuelNumbers }

type Screen =
  | { kind: 'loading' }
  | { kind: 'setup'; notice: string | null }
  | { kind: 'game'; duel: Duel; played: Played; notice: string | null }
  | { kind: 'replay'; link: ReplayLink; duel: Duel; played: Played; notice: string | null }

type AccountSaving = { status: SyncStatus | null; link: AccountLink | null }

const notesText = (notes: readonly string[]): string | null => (notes.length > 0 ? notes.join(' ') : null)

/**
 * The numbers a game or replay is played on. Today's catalogue needs no code; another version or an
 * override loads the module that fetches recorded numbers and applies what-ifs.
 */
async function numbersFor(today: Played, wanted: Wanted): Promise<Resolved> {
  const same = wanted.version === '' || wanted.version === today.numbers.catalogueVersion
  if (same && wanted.override === null) return { ok: true, ...today, notes: [] }
  const { resolveNumbers } = await import('./numbers')
  return resolveNumbers(today.catalogue, wanted)
}

export function PartidaClient({ cards, catalogueVersion, boxed }: Props) {
  const catalogue = useMemo(() => makeCatalogue(cards, catalogueVersion), [cards, catalogueVersion])
  const today: Played = useMemo(() => ({ catalogue, base: catalogue, numbers: { catalogueVersion, recorded: null, override: null } }), [catalogue, catalogueVersion])
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' })
  const [account, setAccount] = useState<AccountSaving>({ status: null, link: null })
  const [signedIn, setSignedIn] = useState(false)
  const syncRef = useRef<AccountSync | null>(null)

  // Signed-in players also save to their account; the saving code loads only for them.
  useEffect(() => {
    let live = true
    fetch('/api/auth/session', { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : {}))
      .then((body: unknown) => { if (live && readSession(body).status === 'signedIn') setSignedIn(true) })
      .catch(() => undefined)
    return () => { live = false }
  }, [])

  // On arrival: an account game (?partida=<id>) or a replay URL opens; otherwise a saved game resumes; otherwise the set-up.
  useEffect(() => {
    let live = true
    const show = (next: Screen) => { if (live) setScreen(next) }
    async function arrive(): Promise<void> {
      const params = new URLSearchParams(window.location.search)
      const saved = readSavedDuel(window.localStorage.getItem(SAVE_KEY))
      const accountId = params.get('partida')
      if (accountId !== null) {
        const { fetchAccountGame } = await import('./account-sync')
        const got = await fetchAccountGame(accountId)
        if (!got.ok) { show({ kind: 'setup', notice: `No se puede abrir la partida de tu cuenta: ${got.message}` }); return }
        const g = got.game
        const decks = decksOf(g.codes)
        const line = parseLine(g.line)
        if (typeof decks === 'string' || !line.ok) { show({ kind: 'setup', notice: `La partida de tu cuenta no se puede abrir: ${typeof decks === 'string' ? decks : line.ok ? '' : line.error.message}` }); return }
        const resolved = await numbersFor(today, { version: g.catalogueVersion, override: g.override, recorded: g.cards, decks })
        if (!resolved.ok) { show({ kind: 'setup', notice: `La partida de tu cuenta no se puede abrir: ${resolved.message}` }); return }
        const setup: DuelSetup = { seed: g.seed, variant: g.variant, mode: g.mode, bot: g.bot, codes: g.codes }
        const started = startDuel(setup, decks, line.steps, resolved.catalogue, g.engineVersion)
        if (!started.ok) { show({ kind: 'setup', notice: `La partida de tu cuenta no puede empezar: ${describeError(started.error)}` }); return }
        const notes = [...resolved.notes]
        if (started.stoppedAt !== null) notes.push(`La jugada guardada deja de ser válida en la acción ${started.stoppedAt + 1}; se muestra hasta ahí.`)
        const played: Played = { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }
        if (g.status === 'finished' || started.duel.state.result !== null) {
          const link: ReplayLink = {
            seed: g.seed, variant: g.variant, codes: g.codes, steps: line.steps, catalogueVersion: resolved.numbers.catalogueVersion, override: g.override,
            engineVersion: started.duel.config.engineVersion ?? g.engineVersion,
          }
          show({ kind: 'replay', link, duel: started.duel, played, notice: notesText(notes) })
          return
        }
        // The browser keeps one game in play: a different one that lives only here is not replaced without asking.
        if (saved && saved.account?.id !== g.id && !window.confirm('Hay otra partida guardada solo en este navegador. Continuar la de tu cuenta la sustituye. ¿Seguir?')) {
          window.history.replaceState(null, '', window.location.pathname)
          window.location.reload()
          return
        }
        window.history.replaceState(null, '', window.location.pathname)
        if (live) setAccount({ status: null, link: { id: g.id, revision: g.revision } })
        show({ kind: 'game', duel: started.duel, played, notice: notesText(notes) })
        return
      }
      if (params.get('rep') === '1') {
        const read = readReplaySearch(params)
        if (!read.ok) { show({ kind: 'setup', notice: `El enlace de repetición no sirve: ${read.field}: ${read.message}.` }); return }
        const decks = decksOf(read.value.codes)
        if (typeof decks === 'string') { show({ kind: 'setup', notice: `El enlace de repetición no sirve: ${decks}` }); return }
        const resolved = await numbersFor(today, { version: read.value.catalogueVersion, override: read.value.override, decks })
        if (!resolved.ok) { show({ kind: 'setup', notice: `El enlace de repetición no sirve: ${resolved.message}` }); return }
        const setup: DuelSetup = { seed: read.value.seed, variant: read.value.variant, mode: 'hotseat', bot: 'random', codes: read.value.codes }
        const started = startDuel(setup, decks, read.value.steps, resolved.catalogue, read.value.engineVersion)
        if (!started.ok) { show({ kind: 'setup', notice: `La repetición no puede empezar: ${describeError(started.error)}` }); return }
        const notes = [...resolved.notes]
        if (started.stoppedAt !== null) notes.push(`La jugada deja de ser válida en la acción ${started.stoppedAt + 1} de ${read.value.steps.length}; se muestra hasta ahí.`)
        show({ kind: 'replay', link: read.value, duel: started.duel, played: { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }, notice: notesText(notes) })
        return
      }
      if (saved) {
        const decks = decksOf(saved.setup.codes)
        const line = parseLine(saved.line)
        if (typeof decks !== 'string' && line.ok) {
          const resolved = await numbersFor(today, { version: saved.catalogueVersion, override: saved.override ?? null, recorded: saved.cards ?? null, decks })
          const started = resolved.ok ? startDuel(saved.setup, decks, line.steps, resolved.catalogue, saved.engineVersion) : null
          if (resolved.ok && started?.ok) {
            if (live) setAccount({ status: null, link: saved.account ?? null })
            show({ kind: 'game', duel: started.duel, played: { catalogue: resolved.catalogue, base: resolved.base, numbers: resolved.numbers }, notice: notesText(resolved.notes) })
            return
          }
          if (started?.ok === false && started.error.code === 'engineVersion') {
            const account = saved.account ? '; la copia de tu cuenta se queda como está' : ''
            show({ kind: 'setup', notice: `La partida guardada en este navegador no se puede continuar. ${describeError(started.error)} Si empiezas otra, ocupará su lugar en este navegador${account}.` })
            return
          }
        }
      }
      show({ kind: 'setup', notice: null })
    }
    void arrive()
    return () => { live = false }
  }, [catalogue])

  // The game in play is saved in this browser after every change, with the account game it is also saved to.
  useEffect(() => {
    if (screen.kind === 'game') window.localStorage.setItem(SAVE_KEY, JSON.stringify(savedDuel(screen.duel, screen.played.numbers, account.link)))
  }, [screen, account.link])

  // …and, for signed-in players, to their account: debounced, at once when it ends.
  const gameDuel = screen.kind === 'game' ? screen.duel : null
  const gamePlayed = screen.kind === 'game' ? screen.played : null
  useEffect(() => {
    if (!signedIn || gameDuel === null || gamePlayed === null) return
    let live = true
    void import('./account-sync').then(({ createAccountSync, gamePayload }) => {
      if (!live) return
      const payload = gamePayload(gameDuel, gamePlayed.base, gamePlayed.numbers)
      if (syncRef.current === null) {
        syncRef.current = createAccountSync({
          link: account.link,
          onLink: (link) => setAccount((a) => ({ ...a, link })),
          onStatus: (status) => setAccount((a) => ({ ...a, status })),
        })
      }
      syncRef.current.schedule(payload, payload.status === 'finished')
    })
    return () => { live = false }
    // account.link is read only to create the saver (not a dependency): its own changes come back through onLink.
  }, [signedIn, gameDuel, gamePlayed])
  useEffect(() => () => syncRef.current?.dispose(), [])

  const newGame = useCallback(() => {
    window.localStorage.removeItem(SAVE_KEY)
    if (window.location.search !== '') window.history.replaceState(null, '', window.location.pathname)
    syncRef.current?.reset(null)
    setAccount({ status: null, link: null })
    setScreen({ kind: 'setup', notice: null })
  }, [])

  if (screen.kind === 'loading') return <p role="status">Cargando…</p>
  if (screen.kind === 'setup') {
    return (
      <SetupForm
        boxed={boxed}
        catalogue={catalogue}
        notice={screen.notice}
        onStart={(setup, decks) => {
          const started = startDuel(setup, decks, [], catalogue)
          if (!started.ok) { setScreen({ kind: 'setup', notice: `La partida no puede empezar: ${describeError(started.error)}` }); return }
          syncRef.current?.reset(null)
          setAccount({ status: null, link: null })
          setScreen({ kind: 'game', duel: started.duel, played: today, notice: null })
        }}
      />
    )
  }
  if (screen.kind === 'replay') {
    const played = screen.played
    const onContinue = (duel: Duel) => {
      // Nothing saved is replaced without asking: the browser keeps one game in play.
      if (window.localStorage.getItem(SAVE_KEY) !== null && !window.confirm('Hay una partida guardada en este navegador. Continuar esta repetición la sustituye. ¿Seguir?')) return
      window.history.replaceState(null, '', window.location.pathname)
      syncRef.current?.reset(null)
      setAccount({ status: null, link: null })
      setScreen({ kind: 'game', duel: { ...duel, setup: { ...duel.setup, mode: 'hotseat' } }, played, notice: null })
    }
    return <ReplayViewer duel={screen.duel} notice={screen.notice} catalogue={played.catalogue} onNew={newGame} onContinue={onContinue} />
  }
  const played = screen.played
  return (
    <GameTable
      duel={screen.duel}
      notice={screen.notice}
      catalogue={played.catalogue}
      numbers={played.numbers}
      saving={signedIn ? account.status : null}
      onDuel={(duel) => setScreen({ kind: 'game', duel, played, notice: null })}
      onNew={() => {
        if (screen.duel.state.result === null && !window.confirm('La partida en curso se perderá. ¿Empezar otra?')) return
        newGame()
      }}
    />
  )
}

// ---------------------------------------------------------------------------------------------
// Set-up

type DeckPick = { kind: 'boxed'; code: string } | { kind: 'own'; text: string }

function SetupForm({ boxed, catalogue, notice, onStart }: {
  boxed: readonly BoxedOption[]
  catalogue: Catalogue
  notice: string | null
  onStart: (setup: DuelSetup, decks: [Deck, Deck]) => void
}) {
  const [picks, setPicks] = useState<[DeckPick, DeckPick]>([
    { kind: 'boxed', code: boxed[0]?.code ?? '' },
    { kind: 'boxed', code: boxed[1]?.code ?? boxed[0]?.code ?? '' },
  ])
  const [mode, setMode] = useState<DuelMode>('hotseat')
  const [bot, setBot] = useState<BotLevel>('heuristic')
  const [variant, setVariant] = useState<Variant>('none')
  const [seedText, setSeedText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const readPick = (pick: DeckPick, label: string): TableDeck | string => {
    if (pick.kind === 'boxed') {
      const r = deckFromCode(pick.code, 'Mazo de la caja')
      return r.ok ? r.value : `${label}: ${r.message}`
    }
    const read = readPastedDeck(pick.text, catalogue)
    if (read.kind === 'empty') return `${label}: pega una lista o un código de mazo.`
    if (read.kind === 'code') return read.value
    if (read.errors.length > 0) return `${label}: la línea ${read.errors[0]?.line ?? '?'} no se pudo leer.`
    return deckFromParsedText(read.deck)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const a = readPick(picks[0], 'Mazo del Master 1')
    const b = readPick(picks[1], 'Mazo del Master 2')
    if (typeof a === 'string') { setProblem(a); return }
    if (typeof b === 'string') { setProblem(b); return }
    let seed: number
    try {
      seed = seedText.trim() === '' ? Math.floor(Math.random() * 0xffffffff) >>> 0 : parseSeed(seedText)
    } catch {
      setProblem('La semilla no es válida: escribe un número entero o déjala vacía.')
      return
    }
    setProblem(null)
    onStart({ seed, variant, mode, bot, codes: [a.code, b.code] }, [a.deck as Deck, b.deck as Deck])
  }

  return (
    <form className={`${styles.chooserBox} panel`} onSubmit={submit} aria-labelledby="preparar-titulo">
      <h2 id="preparar-titulo" className={styles.sideTitle}>Preparar la partida</h2>
      {notice && <p className={styles.notice} role="alert">{notice}</p>}
      {([0, 1] as const).map((seat) => {
        const pick = picks[seat]
        const set = (p: DeckPick) => setPicks((cur) => (seat === 0 ? [p, cur[1]] : [cur[0], p]))
        return (
          <fieldset key={seat} className={styles.fieldset}>
            <legend>Mazo del {masterName(seat)}</legend>
            <label>
              Mazo{' '}
              <select
                className={styles.input}
                value={pick.kind === 'boxed' ? pick.code : 'own'}
                onChange={(e) => set(e.target.value === 'own' ? { kind: 'own', text: '' } : { kind: 'boxed', code: e.target.value })}
              >
                {boxed.map((b) => <option key={b.slug} value={b.code}>{b.name} (caja)</option>)}
                <option value="own">Otro: lista o código de mazo</option>
              </select>
            </label>
            {pick.kind === 'own' && (
              <label className={styles.pasteForm}>
                Lista o código de mazo (guardados en <a href="/mazos">Mis mazos</a>: copia su código)
                <textarea className={styles.textarea} rows={5} value={pick.text} onChange={(e) => set({ kind: 'own', text: e.target.value })} />
              </label>
            )}
          </fieldset>
        )
      })}
      <fieldset className={styles.fieldset}>
        <legend>Modo</legend>
        <label className={styles.radio}>
          <input type="radio" name="modo" checked={mode === 'hotseat'} onChange={() => setMode('hotseat')} /> Dos jugadores en esta pantalla
        </label>
        <label className={styles.radio}>
          <input type="radio" name="modo" checked={mode === 'bot'} onChange={() => setMode('bot')} /> Contra un bot (el bot es el Master 2)
        </label>
        {mode === 'bot' && (
          <label>
            Nivel del bot{' '}
            <select className={styles.input} value={bot} onChange={(e) => setBot(e.target.value as BotLevel)}>
              {BOT_LEVELS.map((l) => <option key={l.id} value={l.id}>{l.label}</option>)}
            </select>
          </label>
        )}
      </fieldset>
      <div className={styles.controlRow}>
        <label>
          Variante (<RuleLink id="RUL-39" />){' '}
          <select className={styles.input} value={variant} onChange={(e) => setVariant(e.target.value as Variant)}>
            {VARIANTS.map((v) => <option key={v} value={v}>{VARIANT_LABELS[v]}</option>)}
          </select>
        </label>
        <label>
          Semilla{' '}
          <input className={`${styles.input} ${styles.inputShort}`} inputMode="numeric" value={seedText} onChange={(e) => setSeedText(e.target.value)} placeholder="al azar" />
        </label>
      </div>
      {problem && <p className={styles.illegal} role="alert">{problem}</p>}
      <button type="submit" className="button">Empezar la partida</button>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// The table

const UNDO_REFUSALS = {
  nothing: 'No hay ninguna decisión tuya que deshacer.',
  notYours: 'La última decisión no es tuya.',
  hidden: 'No se puede deshacer: desde tu última decisión se robó, se tiró un dado o se reveló algo.',
} as const

function GameTable({ duel, notice, catalogue, numbers, saving, onDuel, onNew }: {
  duel: Duel
  notice: string | null
  catalogue: Catalogue
  numbers: DuelNumbers
  /** The account save's state (signed-in players only). */
  saving: SyncStatus | null
  onDuel: (duel: Duel) => void
  onNew: () => void
}) {
  const state = duel.state
  const bot = duel.setup.mode === 'bot'
  const deciding = decider(state)
  const botTurn = bot && deciding === 1 && state.result === null
  // Hot seat: the seat the screen was last handed to; a change of decider asks for a hand-off.
  const [shownSeat, setShownSeat] = useState<Seat | null>(bot ? 0 : null)
  const viewer: Seat = bot ? 0 : deciding
  const handOff = !bot && state.result === null && shownSeat !== deciding
  const [undoMessage, setUndoMessage] = useState<string | null>(null)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])

  // The bot decides after a short visible pause.
  useEffect(() => {
    if (!botTurn) return
    const t = window.setTimeout(() => {
      const action = botAction(duel, catalogue)
      const next = action === null ? null : playDuel(duel, action, catalogue)
      if (next) onDuel(next)
    }, BOT_DELAY_MS)
    return () => window.clearTimeout(t)
  }, [botTurn, duel, catalogue, onDuel])

  const play = (action: Action) => {
    setUndoMessage(null)
    const next = playDuel(duel, action, catalogue)
    if (next) onDuel(next)
  }
  const undo = () => {
    const seat: Seat = bot ? 0 : deciding
    const plan = planUndo(duel, seat)
    if (!plan.ok) { setUndoMessage(UNDO_REFUSALS[plan.reason]); return }
    setUndoMessage(null)
    onDuel(truncateDuel(duel, plan.keep, catalogue))
  }

  const share = `${origin}/partida${replaySearch({ seed: duel.setup.seed, variant: duel.setup.variant, codes: duel.setup.codes, steps: duel.steps.map((s) => s.step), catalogueVersion: numbers.catalogueVersion, override: numbers.override, engineVersion: duel.config.engineVersion })}`
  const lastEnd = duel.steps[duel.steps.length - 1]?.events.find((e) => e.type === 'gameEnded')

  return (
    <div className={styles.layout}>
      <div className={styles.tableMain}>
        {notice && <p className={styles.notice} role="status">{notice}</p>}
        <Status state={state} duel={duel} deciding={deciding} />
        <Starter duel={duel} />
        {state.result !== null ? (
          <section className={`${styles.result} panel`} aria-labelledby="fin-titulo">
            <h2 id="fin-titulo" className={styles.choiceTitle}>Partida terminada</h2>
            <p>{describeResult(state.result)} {lastEnd && <RuleLink id={lastEnd.rule} />}</p>
          </section>
        ) : handOff ? (
          <HandOff seat={deciding} onReady={() => setShownSeat(deciding)} />
        ) : botTurn ? (
          <p className={`${styles.choice} panel`} role="status">El bot ({masterName(1)}) está decidiendo…</p>
        ) : (
          <DecisionPanel key={duel.steps.length} state={state} catalogue={catalogue} onPlay={play} />
        )}
        <CombatPanel duel={duel} catalogue={catalogue} />
        {!handOff && (
          <>
            <SideView state={state} seat={other(viewer)} viewer={viewer} catalogue={catalogue} />
            <SideView state={state} seat={viewer} viewer={viewer} catalogue={catalogue} />
          </>
        )}
      </div>
      <aside className={styles.tableSide} aria-label="Controles y registro">
        <section className={`${styles.controls} panel`} aria-labelledby="controles-titulo">
          <h2 id="controles-titulo" className={styles.sideTitle}>Partida</h2>
          <div className={styles.controlRow}>
            <button type="button" className="button button--secondary" onClick={undo} disabled={duel.steps.length === 0 || botTurn}>Deshacer</button>
            <button type="button" className="button button--secondary" onClick={onNew}>Nueva partida</button>
          </div>
          <p data-testid="decisiones">{duel.steps.length} decisiones tomadas</p>
          {undoMessage && <p className={styles.notice} role="status">{undoMessage}</p>}
          {saving && <AccountSaveStatus status={saving} />}
          <p className={styles.controlHelp}>
            Deshacer devuelve tu última decisión, nunca más allá de un robo, un dado o algo revelado. Semilla {duel.setup.seed},{' '}
            {VARIANT_LABELS[duel.setup.variant].toLowerCase()}.
          </p>
          <p className={styles.share}>
            <a href={share} data-testid="enlace-repeticion">Enlace de la repetición</a>
          </p>
        </section>
        {!handOff && <ViewerLog duel={duel} viewer={viewer} catalogue={catalogue} />}
      </aside>
    </div>
  )
}

/** Where the account copy stands; a failure says that the browser copy is safe. */
function AccountSaveStatus({ status }: { status: SyncStatus }) {
  const text = status.kind === 'saving' ? 'Guardando en tu cuenta…' : status.kind === 'saved' ? 'Guardada en tu cuenta.' : status.message
  return (
    <p className={status.kind === 'saving' || status.kind === 'saved' ? styles.controlHelp : styles.notice} role="status" data-testid="guardado-cuenta">
      {text}{status.kind === 'saved' && <> <a href="/cuenta#partidas">Ver tus partidas</a></>}
    </p>
  )
}

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** /probar's log, fed only what the viewing seat may read (the rival's draws unnamed). */
function ViewerLog({ duel, viewer, catalogue }: { duel: Duel; viewer: Seat; catalogue: Catalogue }) {
  const setupEvents = useMemo(() => eventsFor(duel.setupEvents, viewer), [duel.setupEvents, viewer])
  const steps = useMemo(() => duel.steps.map((s) => ({ ...s, events: eventsFor(s.events, viewer) })), [duel.steps, viewer])
  return <GameLog setupEvents={setupEvents} steps={steps} catalogue={catalogue} />
}

function Status({ state, duel, deciding }: { state: GameState; duel: Duel; deciding: Seat }) {
  const turn = state.masters[state.activeSeat].turn
  return (
    <dl className={styles.status} aria-label="Estado de la partida">
      <div><dt>Turno</dt><dd>{turn === 0 ? 'Preparación' : `${turn} del ${masterName(state.activeSeat)}`}</dd></div>
      <div><dt>Decide ahora</dt><dd data-testid="decide">{masterName(deciding)}{duel.setup.mode === 'bot' && deciding === 1 ? ' (bot)' : ''}</dd></div>
      <div><dt>Momento</dt><dd>{phaseLabel(state)}</dd></div>
      <div><dt>Modo</dt><dd>{duel.setup.mode === 'bot' ? 'Contra el bot' : 'Dos jugadores'}</dd></div>
    </dl>
  )
}

function Starter({ duel }: { duel: Duel }) {
  const e = firstMaster(duel)
  if (!e) return null
  return (
    <p className={styles.controlHelp} data-testid="iniciativa">
      Empieza el {masterName(e.seat)}
      {e.initiative && ` (Iniciativa ${e.initiative[0]} contra ${e.initiative[1]}`}
      {e.initiative && e.rolls.length > 0 && `; empate: 1d6 ${e.rolls.map(([a, b]) => `${a}–${b}`).join(', ')}`}
      {e.initiative && ')'} <RuleLink id="R6.11" />
    </p>
  )
}

function HandOff({ seat, onReady }: { seat: Seat; onReady: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => ref.current?.focus(), [seat])
  return (
    <section className={`${styles.choice} panel`} aria-labelledby="relevo-titulo">
      <h2 id="relevo-titulo" className={styles.choiceTitle}>Pasa el dispositivo al {masterName(seat)}</h2>
      <p className={styles.choiceHelp}>Las manos quedan ocultas hasta que el {masterName(seat)} esté listo.</p>
      <button ref={ref} type="button" className="button" onClick={onReady}>Soy el {masterName(seat)}: mostrar la mesa</button>
    </section>
  )
}

// ---------------------------------------------------------------------------------------------
// Decisions: every legal action is one button (number keys 1–9 press the first nine).

function DecisionPanel({ state, catalogue, onPlay }: { state: GameState; catalogue: Catalogue; onPlay: (a: Action) => void }) {
  const pending = pendingDecision(state)
  const legal = useMemo(() => legalActions(state, catalogue), [state, catalogue])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const title = pending ? CHOICE_TITLES[pending.kind] : null
  const seat = decider(state)

  if (pending && (pending.kind === 'initialReplacement' || pending.kind === 'deferredReplacement')) {
    return (
      <section className={`${styles.choice} panel`} aria-labelledby="decision-titulo">
        <h2 id="decision-titulo" ref={heading} tabIndex={-1} className={styles.choiceTitle}>
          {masterName(seat)}: {title?.title} <RuleLink id={title?.rule ?? 'R6.7'} />
        </h2>
        <Replacement state={state} catalogue={catalogue} kind={pending.kind} seat={seat} onPlay={onPlay} />
      </section>
    )
  }
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const n = Number(e.key)
    if (Number.isInteger(n) && n >= 1 && n <= 9 && legal[n - 1]) { e.preventDefault(); onPlay(legal[n - 1] as Action) }
  }
  return (
    <section className={`${styles.choice} panel`} aria-labelledby="decision-titulo" onKeyDown={onKey}>
      <h2 id="decision-titulo" ref={heading} tabIndex={-1} className={styles.choiceTitle}>
        {masterName(seat)}: {title ? <>{title.title} <RuleLink id={title.rule} /></> : phaseLabel(state)}
      </h2>
      {pending?.kind === 'answers' && <p className={styles.choiceHelp}>El rival ha declarado una acción: puedes responder o no hacer nada.</p>}
      <p className={styles.choiceHelp}>Las teclas 1 a 9 eligen las nueve primeras opciones.</p>
      <ol className={styles.actionList}>
        {legal.map((a, i) => (
          <li key={i}>
            <button type="button" className={`button ${a.type === 'decline' || a.type === 'pass' ? '' : 'button--secondary'} ${styles.actionButton}`} onClick={() => onPlay(a)} data-action-type={a.type}>
              {`${i + 1}. `}{actionLabel(state, catalogue, a)}
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

function Replacement({ state, catalogue, kind, seat, onPlay }: {
  state: GameState; catalogue: Catalogue; kind: 'initialReplacement' | 'deferredReplacement'; seat: Seat; onPlay: (a: Action) => void
}) {
  const [picked, setPicked] = useState<InstanceId[]>([])
  const hand = state.masters[seat].hand
  return (
    <>
      <p className={styles.choiceHelp}>Elige en orden las cartas que van al fondo del mazo (hasta 5), o mantén la mano.</p>
      <ul className={styles.actionList}>
        {hand.map((id) => {
          const at = picked.indexOf(id)
          return (
            <li key={id}>
              <button type="button" aria-pressed={at >= 0} className={`button button--secondary ${styles.actionButton}`} onClick={() => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < 5 ? [...p, id] : p))}>
                {at >= 0 ? `${at + 1}.ª · ` : ''}{nameOf(state, catalogue, id)}
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="button" onClick={() => onPlay({ type: kind, instanceIds: picked })}>
        {picked.length === 0 ? (kind === 'initialReplacement' ? 'Mantener la mano' : 'Ahora no') : `Reemplazar ${picked.length}`}
      </button>
    </>
  )
}

function nameOf(state: GameState, catalogue: Catalogue, id: InstanceId): string {
  return catalogue.byId.get(state.cards[id]?.cardId ?? '')?.name ?? '¿?'
}

// ---------------------------------------------------------------------------------------------
// Combat: the rolls of the last action, window by window.

function rollText(e: Extract<GameEvent, { type: 'attackRolled' }>): string {
  const dice = e.rolls.join(',')
  if (e.outcome === 'kill') return `dado ${dice}: 666, muere en el acto`
  if (e.outcome === 'fumble') return `dado ${dice}: Pifia`
  const die = e.rolls.length === 1 ? e.rolls[0] ?? 0 : e.damage - e.strength + e.resistance
  return `dado ${dice} → ${die} + F${e.strength} − R${e.resistance} = ${e.damage}`
}

function CombatPanel({ duel, catalogue }: { duel: Duel; catalogue: Catalogue }) {
  const last = duel.steps[duel.steps.length - 1]
  if (!last) return null
  const lines: { key: string; text: string; rule: string }[] = []
  last.events.forEach((e, i) => {
    const name = (id: InstanceId) => nameOf(duel.state, catalogue, id)
    if (e.type === 'roundStarted') lines.push({ key: `${i}`, text: `Ronda ${e.round}`, rule: e.rule })
    else if (e.type === 'attackRolled') lines.push({ key: `${i}`, text: `${name(e.attackerId)} → ${name(e.targetId)}: ${rollText(e)}`, rule: e.rule })
    else if (e.type === 'initiativeTie') lines.push({ key: `${i}`, text: `Empate de Iniciativa: ${e.rolls.map(([id, r]) => `${name(id)} ${r}`).join(', ')}`, rule: e.rule })
    else if (e.type === 'died') lines.push({ key: `${i}`, text: `${name(e.characterId)} muere`, rule: e.rule })
    else if (e.type === 'relicCaptured') lines.push({ key: `${i}`, text: `¡${masterName(e.seat)} captura la reliquia!`, rule: e.rule })
  })
  if (lines.length === 0) return null
  return (
    <section className={`${styles.zone} panel`} aria-labelledby="combate-titulo">
      <h2 id="combate-titulo" className={styles.zoneTitle}>Combate</h2>
      <ol className={styles.plainList} data-testid="combate">
        {lines.map((l) => <li key={l.key}>{l.text} <RuleLink id={l.rule} /></li>)}
      </ol>
    </section>
  )
}

// ---------------------------------------------------------------------------------------------
// One side of the table, as the viewer may see it (RUL-3, RUL-28): the rival's hand as a count,
// face-down cards and enemies as backs.

function SideView({ state, seat, viewer, catalogue }: { state: GameState; seat: Seat; viewer: Seat; catalogue: Catalogue }) {
  const m = state.masters[seat]
  const own = seat === viewer
  const card = (id: InstanceId) => {
    const inst = state.cards[id]
    if (!inst) return '¿?'
    if (!inst.faceUp && !own) return 'Carta boca abajo'
    const c = catalogue.byId.get(inst.cardId)
    const name = c?.name ?? inst.cardId
    let extra = inst.faceUp ? '' : ' (boca abajo)'
    if (c && 'life' in c && inst.faceUp) {
      const s = characterStats(state, catalogue, id)
      extra += ` · F${s.strength} R${s.resistance} I${s.initiative} Vida ${s.life}`
      if (inst.actionMarker) extra += ' · marcador de acción'
    }
    const gear = [...inst.equipment, ...inst.learned].map((x) => nameOf(state, catalogue, x))
    return gear.length > 0 ? `${name}${extra} (${gear.join(', ')})` : `${name}${extra}`
  }
  const enemy = (id: InstanceId) => {
    const inst = state.cards[id]
    if (!inst) return '¿?'
    if (inst.defeated) return `${nameOf(state, catalogue, id)} (derrotado)`
    if (!inst.faceUp) return 'Enemigo boca abajo'
    return card(id)
  }
  return (
    <section className={`${styles.zone} panel`} aria-label={`Lado del ${masterName(seat)}${own ? ' (tú)' : ''}`} data-testid={`lado-${seat + 1}`}>
      <h2 className={styles.zoneTitle}>{masterName(seat)}{own ? ' (tú)' : ''}</h2>
      <p>
        Dinero {money(m.silver)} · acciones de Master {m.masterActions} de 5 · mazo {m.deck.length} · descarte {m.discard.length}
      </p>
      <h3 className={styles.zoneSubtitle}>Mano</h3>
      {own ? (
        <ul className={styles.plainList}>{m.hand.map((id) => <li key={id}>{card(id)}</li>)}</ul>
      ) : (
        <p data-testid={`mano-rival-${seat + 1}`}>{m.hand.length} carta{m.hand.length === 1 ? '' : 's'} en la mano</p>
      )}
      <h3 className={styles.zoneSubtitle}>Zona de Juego</h3>
      <ul className={styles.plainList}>{m.playZone.map((id) => <li key={id}>{card(id)}</li>)}</ul>
      {m.combatZone.length > 0 && (
        <>
          <h3 className={styles.zoneSubtitle}>Zona de Combate</h3>
          <ul className={styles.plainList}>{m.combatZone.map((id) => <li key={id}>{card(id)}</li>)}</ul>
        </>
      )}
      <h3 className={styles.zoneSubtitle}>Reliquia y enemigos</h3>
      <p>{m.relicZone.relic === null ? 'Sin reliquia' : nameOf(state, catalogue, m.relicZone.relic)}</p>
      <ul className={styles.plainList}>{m.relicZone.enemies.map((id) => <li key={id}>{enemy(id)}</li>)}</ul>
    </section>
  )
}

// ---------------------------------------------------------------------------------------------
// The replay viewer: steps forward and back, jumps to any turn, the log up to the step shown.

function ReplayViewer({ duel, notice, catalogue, onNew, onContinue }: {
  duel: Duel; notice: string | null; catalogue: Catalogue; onNew: () => void; onContinue: (duel: Duel) => void
}) {
  const [at, setAt] = useState(duel.steps.length)
  const shown = useMemo(() => truncateDuel(duel, at, catalogue), [duel, at, catalogue])
  const turns = useMemo(() => turnStarts(duel.steps), [duel.steps])
  const s = shown.state
  return (
    <div className={styles.layout}>
      <div className={styles.tableMain}>
        <h2>Repetición</h2>
        {notice && <p className={styles.notice} role="status">{notice}</p>}
        <div className={styles.controlRow} role="group" aria-label="Avanzar y retroceder">
          <button type="button" className="button button--secondary" onClick={() => setAt(0)} disabled={at === 0}>Al principio</button>
          <button type="button" className="button button--secondary" onClick={() => setAt((k) => Math.max(0, k - 1))} disabled={at === 0}>Atrás</button>
          <span data-testid="paso">Acción {at} de {duel.steps.length}</span>
          <button type="button" className="button button--secondary" onClick={() => setAt((k) => Math.min(duel.steps.length, k + 1))} disabled={at === duel.steps.length}>Adelante</button>
          <label>
            Ir al turno{' '}
            <select className={styles.input} value="" onChange={(e) => { if (e.target.value !== '') setAt(Number(e.target.value)) }}>
              <option value="">—</option>
              {turns.map((t) => <option key={t.step} value={t.step}>Turno {t.turn} del {masterName(t.seat)}</option>)}
            </select>
          </label>
        </div>
        <Status state={s} duel={shown} deciding={decider(s)} />
        <Starter duel={shown} />
        {s.result !== null && <p className={styles.result}>{describeResult(s.result)}</p>}
        <CombatPanel duel={shown} catalogue={catalogue} />
        <SideView state={s} seat={1} viewer={0} catalogue={catalogue} />
        <SideView state={s} seat={0} viewer={0} catalogue={catalogue} />
        <div className={styles.controlRow}>
          {s.result === null && <button type="button" className="button" onClick={() => onContinue(shown)}>Continuar desde aquí (dos jugadores)</button>}
          <button type="button" className="button button--secondary" onClick={onNew}>Jugar una partida nueva</button>
        </div>
      </div>
      <aside className={styles.tableSide} aria-label="Registro">
        <GameLog setupEvents={duel.setupEvents} steps={shown.steps} catalogue={catalogue} />
      </aside>
    </div>
  )
}
