'use client'
// /partida in the browser: on arrival, an account game, a replay link, the game saved in this
// browser or the set-up; then the game on the board (game-entry.ts, loaded on demand: the set-up
// needs none of the engine's driver), saved in localStorage after every step and, for signed-in
// players, to their account; at the end, the replay link and a rematch. The catalogue is not in the
// page's data either: it is fetched (catalogue-data.ts) when the form is touched, a game opens, or the
// browser is first idle.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import { useSession } from '@/app/_components/server-state/session-query'
import type { AccountSync, SyncStatus } from './account-sync'
import { loadCatalogue } from '@/app/_components/catalogue-data'
import { whenIdle } from '@/app/_components/when-idle'
import { playableDeck } from './deck-check'
import type { ContinueAs, Duel, Played } from './game-entry'
import type { TableEnd } from './duel'
import { SetupForm, type BoxedDeckOption, type InitialDeck, type SetupChoice, type SetupPreset } from './SetupForm'
import { SAVE_KEY } from './setup-options'

type Props = { catalogueVersion: string; boxed: readonly BoxedDeckOption[] }

type GameModule = typeof import('./game-entry')
let gameModule: Promise<GameModule> | null = null
/** The game's code, fetched once. */
const loadGame = (): Promise<GameModule> => (gameModule ??= import('./game-entry'))

type Screen =
  | { kind: 'loading' }
  | { kind: 'setup'; notice: string | null; initial: InitialDeck | null; preset?: SetupPreset }
  | { kind: 'game'; duel: Duel; played: Played; notice: string | null }
  | { kind: 'replay'; duel: Duel; played: Played; notice: string | null; mode: ContinueAs['mode'] | null; bot: ContinueAs['bot'] | null; table: TableEnd | null }

type AccountLink = { id: string; revision: number }
type AccountSaving = { status: SyncStatus | null; link: AccountLink | null }

/** Today's numbers: the catalogue as it is, no override. */
const playedOn = (catalogue: Catalogue): Played => ({ catalogue, base: catalogue, numbers: { catalogueVersion: catalogue.version, recorded: null, override: null } })

const randomSeed = () => Math.floor(Math.random() * 0xffffffff) >>> 0

/** A deck handed over by «Jugar con este mazo»: ?mazo=<share code> or ?deck=<saved deck id>. */
function initialDeck(params: URLSearchParams): InitialDeck | null {
  const code = params.get('mazo')
  if (code !== null && code.length > 0 && code.length <= 4000) return { kind: 'code', code }
  const id = params.get('deck')
  if (id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id)) return { kind: 'saved', id }
  return null
}

export function PartidaClient({ catalogueVersion, boxed }: Props) {
  // Today's numbers once the catalogue has arrived; why it has not, if its load failed.
  const [today, setToday] = useState<Played | null>(null)
  const [catalogueProblem, setCatalogueProblem] = useState<string | null>(null)
  const todayRef = useRef<Played | null>(null)
  // The set-up is what the server renders (the page's first paint holds the form, nothing shifts when it hydrates);
  // arriving with a game to open (a link, a saved game) turns it into the loading line at once.
  const [screen, setScreen] = useState<Screen>({ kind: 'setup', notice: null, initial: null })
  const [game, setGame] = useState<GameModule | null>(null)
  const [account, setAccount] = useState<AccountSaving>({ status: null, link: null })
  // The signed-in user's id (account saves are queued under it, the saved decks join the set-up), or null: from the
  // session query, as the server confirmed it (offline, the game stays in this browser; its account saves start once the session is confirmed).
  const session = useSession()
  const userId = session.data?.confirmed === true ? session.data.user?.id || null : null
  const signedIn = userId !== null
  const syncRef = useRef<AccountSync | null>(null)
  // The lists a bot may be told (boxed decks are printed lists, R2.1); the player's own list never is (issue 29).
  const publicDecks = useMemo(() => boxed.map((b) => b.deck), [boxed])

  const ensureGame = useCallback(async (): Promise<GameModule> => {
    const m = await loadGame()
    setGame((g) => g ?? m)
    return m
  }, [])

  /** Today's numbers, once the catalogue is fetched (once per page), or why it could not be. */
  const ensureToday = useCallback(async (): Promise<Played | string> => {
    const r = await loadCatalogue(catalogueVersion)
    if (!r.ok) { setCatalogueProblem(r.message); return r.message }
    const played = todayRef.current?.catalogue === r.catalogue ? todayRef.current : playedOn(r.catalogue)
    todayRef.current = played
    setToday(played)
    setCatalogueProblem(null)
    return played
  }, [catalogueVersion])

  /** Everything a game needs, as soon as the player shows interest in the form. */
  const prepare = useCallback(() => { void ensureGame(); void ensureToday() }, [ensureGame, ensureToday])

  // Otherwise the catalogue comes at the browser's first idle moment, after the page answers taps (so the
  // service worker also keeps it for offline play after this visit).
  useEffect(() => whenIdle(() => void ensureToday(), { timeout: 4000 }), [ensureToday])

  // On arrival: an account game or a replay link opens; a saved game resumes (unless a deck was handed
  // over to start a new one); otherwise the set-up.
  useEffect(() => {
    let live = true
    const params = new URLSearchParams(window.location.search)
    const savedText = window.localStorage.getItem(SAVE_KEY)
    const initial = initialDeck(params)
    const opensSomething = params.has('partida') || params.get('rep') === '1' || (savedText !== null && initial === null)
    if (!opensSomething) {
      // A deck handed over by the link (the only case with a notice too) preselects it: a transition, so the form renders
      // again in slices; with nothing handed over, the form the server rendered stays as it is.
      if (initial !== null) startTransition(() => setScreen({ kind: 'setup', initial, notice: savedText !== null ? 'Tienes una partida sin terminar en este navegador: empezar otra la sustituye (se te preguntará antes).' : null }))
      return
    }
    setScreen({ kind: 'loading' })
    void Promise.all([ensureGame(), ensureToday()]).then(async ([m, played]) => {
      if (!live) return
      if (typeof played === 'string') { setScreen({ kind: 'setup', notice: played, initial }); return }
      const a = await m.arrive(params, savedText, played, (message) => window.confirm(message))
      if (!live) return
      if (params.has('partida')) window.history.replaceState(null, '', window.location.pathname)
      if (a.kind === 'setup') setScreen({ kind: 'setup', notice: a.notice, initial })
      else if (a.kind === 'game') {
        setAccount({ status: null, link: a.account })
        setScreen({ kind: 'game', duel: a.duel, played: a.played, notice: a.notice })
      } else setScreen({ kind: 'replay', duel: a.duel, played: a.played, notice: a.notice, mode: a.mode, bot: a.bot, table: a.table })
    })
    return () => { live = false }
  }, [ensureGame, ensureToday])

  // The game in play is saved in this browser after every change, with the account game it is also saved to.
  useEffect(() => {
    if (screen.kind === 'game' && game) window.localStorage.setItem(SAVE_KEY, JSON.stringify(game.savedDuel(screen.duel, screen.played.numbers, account.link)))
  }, [screen, account.link, game])

  // …and, for signed-in players, to their account: debounced, at once when it ends.
  const gameDuel = screen.kind === 'game' ? screen.duel : null
  const gamePlayed = screen.kind === 'game' ? screen.played : null
  useEffect(() => {
    // A game continued from an online table's replay deals from a 128-bit seed the account's games do not record
    // (yet): it stays in this browser only, rather than be saved as another deal.
    if (userId === null || gameDuel === null || gamePlayed === null || gameDuel.setup.seed128 !== undefined) return
    let live = true
    void import('./account-sync').then(({ createAccountSync, gamePayload }) => {
      if (!live) return
      const payload = gamePayload(gameDuel, gamePlayed.base, gamePlayed.numbers)
      if (syncRef.current === null) {
        syncRef.current = createAccountSync({
          userId,
          link: account.link,
          onLink: (link) => setAccount((a) => ({ ...a, link })),
          onStatus: (status) => setAccount((a) => ({ ...a, status })),
        })
      }
      syncRef.current.schedule(payload, payload.status === 'finished')
    })
    return () => { live = false }
    // account.link is read only to create the saver (not a dependency): its own changes come back through onLink.
  }, [userId, gameDuel, gamePlayed])
  useEffect(() => () => syncRef.current?.dispose(), [])

  /** Starts playing `duel` as a new game (a new account save), after asking before replacing a saved one. */
  const playNew = useCallback((duel: Duel, played: Played, ask: boolean): boolean => {
    if (ask && window.localStorage.getItem(SAVE_KEY) !== null && !window.confirm('Hay una partida guardada en este navegador. Empezar esta la sustituye. ¿Seguir?')) return false
    if (window.location.search !== '') window.history.replaceState(null, '', window.location.pathname)
    syncRef.current?.reset(null)
    setAccount({ status: null, link: null })
    setScreen({ kind: 'game', duel, played, notice: null })
    return true
  }, [])

  /** Back to the set-up (with the last game's settings, for «Jugar otra vez»). */
  const toSetup = useCallback((preset?: SetupPreset) => {
    window.localStorage.removeItem(SAVE_KEY)
    if (window.location.search !== '') window.history.replaceState(null, '', window.location.pathname)
    syncRef.current?.reset(null)
    setAccount({ status: null, link: null })
    setScreen({ kind: 'setup', notice: null, initial: null, ...(preset ? { preset } : {}) })
  }, [])

  const onDuel = useCallback((duel: Duel) => setScreen((s) => (s.kind === 'game' ? { ...s, duel, notice: null } : s)), [])

  if (screen.kind === 'loading') return <p role="status">Cargando…</p>
  if (screen.kind === 'setup') {
    return (
      <div onPointerDownCapture={prepare} onFocusCapture={prepare}>
        <SetupForm
          // A deck handed over after the first render starts a new form (its picks are set when it mounts).
          key={screen.preset ? 'again' : screen.initial === null ? 'none' : `${screen.initial.kind}:${screen.initial.kind === 'code' ? screen.initial.code : screen.initial.id}`}
          boxed={boxed}
          catalogue={today?.catalogue ?? null}
          catalogueProblem={catalogueProblem}
          notice={screen.notice}
          signedIn={signedIn}
          initial={screen.initial}
          preset={screen.preset ?? null}
          onStart={(choice: SetupChoice) => {
            void Promise.all([ensureGame(), ensureToday()]).then(([m, played]) => {
              if (typeof played === 'string') { setScreen({ kind: 'setup', notice: played, initial: screen.initial }); return }
              const setup = { seed: choice.seed, variant: choice.variant, mode: choice.mode, bot: choice.bot, codes: [choice.decks[0].code, choice.decks[1].code] as [string, string] }
              const started = m.newGame(setup, [playableDeck(choice.decks[0]), playableDeck(choice.decks[1])], played)
              if (!started.ok) { setScreen({ kind: 'setup', notice: started.message, initial: screen.initial }); return }
              playNew(started.duel, played, true)
            })
          }}
        />
      </div>
    )
  }
  if (game === null) return <p role="status">Cargando la mesa…</p>
  if (screen.kind === 'replay') {
    return (
      <game.ReplayViewer
        duel={screen.duel}
        notice={screen.notice}
        catalogue={screen.played.catalogue}
        mode={screen.mode}
        bot={screen.bot}
        table={screen.table}
        onNew={() => toSetup()}
        onContinue={(duel, as) => { playNew({ ...duel, setup: { ...duel.setup, mode: as.mode, bot: as.bot } }, screen.played, true) }}
      />
    )
  }
  const played = screen.played
  return (
    <game.LocalGame
      duel={screen.duel}
      catalogue={played.catalogue}
      publicDecks={publicDecks}
      numbers={played.numbers}
      notice={screen.notice}
      saving={signedIn ? account.status : null}
      onDuel={onDuel}
      onNew={() => {
        if (screen.duel.state.result === null && !window.confirm('La partida en curso se perderá. ¿Empezar otra?')) return
        toSetup()
      }}
      onAgain={() => {
        const { codes, mode, bot, variant } = screen.duel.setup
        toSetup({ codes, mode, bot, variant })
      }}
      onRematch={() => {
        const setup = { ...screen.duel.setup, seed: randomSeed() }
        const decks = game.decksOf(setup.codes)
        if (typeof decks === 'string' || today === null) return
        const started = game.newGame(setup, decks, today)
        if (started.ok) playNew(started.duel, today, false)
      }}
    />
  )
}
