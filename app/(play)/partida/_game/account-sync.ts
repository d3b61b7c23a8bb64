// Saving a /partida game to the signed-in player's account as it goes: debounced while playing, at
// once when it ends. The browser copy (localStorage) stays the game of record here: a failed save
// (offline, a newer copy elsewhere, a full account) loses nothing and the page says why. Loaded
// only for signed-in players, with plain fetch.
import { recordCards } from '@/lib/catalogue/recorded'
import { ENGINE_VERSION } from '@/lib/engine'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { deckFromCode } from '@/app/(play)/probar/_table/deck-source'
import { formatLine } from '@/app/(play)/probar/_table/line'
import { duelOutcome, type AccountLink, type Duel, type DuelNumbers, type DuelOutcome, type DuelOverride, type DuelSetup } from './duel'

export const SAVE_DELAY_MS = 1500

/** What replays an account game: its setup, line, engine version and the numbers it is played on (sent and answered alike). */
type RecordedGame = DuelSetup & { line: string; engineVersion: number; catalogueVersion: string; cards: readonly Card[]; override: DuelOverride | null }

export type AccountGamePayload = RecordedGame & DuelOutcome & { title: string }

/** The title an account game is listed under: the two decks' names. */
export function gameTitle(codes: [string, string]): string {
  const name = (code: string, fallback: string) => {
    const d = deckFromCode(code, fallback)
    return d.ok ? d.value.name : fallback
  }
  return `${name(codes[0], 'Mazo A')} contra ${name(codes[1], 'Mazo B')}`.slice(0, 120)
}

/** What the account keeps of a game: its setup, line and outcome, and the numbers (before any override) it is played on. */
export function gamePayload(duel: Duel, base: Catalogue, numbers: DuelNumbers): AccountGamePayload {
  return {
    title: gameTitle(duel.setup.codes),
    mode: duel.setup.mode,
    bot: duel.setup.bot,
    variant: duel.setup.variant,
    seed: duel.setup.seed,
    codes: duel.setup.codes,
    line: formatLine(duel.steps.map((s) => s.step)),
    engineVersion: duel.config.engineVersion ?? ENGINE_VERSION,
    catalogueVersion: numbers.catalogueVersion,
    cards: recordCards(duel.config.masters.map((m) => m.deck), base),
    override: numbers.override,
    ...duelOutcome(duel),
  }
}

export type SyncStatus =
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Nothing more will be tried for this game (conflict, full account, signed out, refused). */
  | { kind: 'stopped'; message: string }
  /** Will be tried again when the connection returns or the game moves on. */
  | { kind: 'offline'; message: string }

type Fetch = (url: string, init: RequestInit) => Promise<Response>

export type AccountSync = {
  /** The game as it stands now; sent after SAVE_DELAY_MS of quiet, or at once. */
  schedule(payload: AccountGamePayload, now: boolean): void
  /** A new game (or another account game) from here on. */
  reset(link: AccountLink | null): void
  dispose(): void
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown } }
    if (typeof body.error?.message === 'string') return body.error.message
  } catch {
    // not JSON
  }
  return `el servidor respondió ${res.status}`
}

const OFFLINE = 'Sin conexión: la partida sigue guardada en este navegador y se guardará en tu cuenta cuando vuelva la conexión.'

export function createAccountSync(options: {
  link: AccountLink | null
  onLink: (link: AccountLink | null) => void
  onStatus: (status: SyncStatus) => void
  fetchImpl?: Fetch
  delayMs?: number
}): AccountSync {
  const send: Fetch = options.fetchImpl ?? ((url, init) => fetch(url, init))
  const delay = options.delayMs ?? SAVE_DELAY_MS
  let link = options.link
  let pending: AccountGamePayload | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let busy = false
  let stopped = false
  let generation = 0

  const setLink = (next: AccountLink | null) => {
    link = next
    options.onLink(next)
  }

  async function flush(): Promise<void> {
    if (busy || stopped || pending === null) return
    const payload = pending
    pending = null
    busy = true
    const mine = generation
    options.onStatus({ kind: 'saving' })
    try {
      // A new game sends everything; a saved one only what moves on (the setup and numbers stay; the
      // engine version goes with the line it was played with).
      const { line, engineVersion, status, result, winner, turns, decisions } = payload
      const progress = { line, engineVersion, status, result, winner, turns, decisions }
      const res = link === null
        ? await send('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
        : await send(`/api/games/${encodeURIComponent(link.id)}`, {
            method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ revision: link.revision, ...progress }),
          })
      if (mine !== generation) return
      if (res.ok) {
        const { game } = (await res.json()) as { game: { id: string; revision: number } }
        setLink({ id: game.id, revision: game.revision })
        options.onStatus({ kind: 'saved' })
      } else if (res.status === 404 && link !== null) {
        // Deleted from the account meanwhile: saved again as a new game rather than lost.
        setLink(null)
        pending = pending ?? payload
      } else if (res.status === 409 && link !== null) {
        stopped = true
        options.onStatus({ kind: 'stopped', message: `No se guarda en tu cuenta: ${await errorMessage(res)}` })
      } else if (res.status === 401) {
        stopped = true
        options.onStatus({ kind: 'stopped', message: 'Has salido de tu cuenta: la partida solo se guarda en este navegador.' })
      } else if (res.status >= 500) {
        pending = pending ?? payload
        options.onStatus({ kind: 'offline', message: `No se ha podido guardar en tu cuenta (${res.status}); se volverá a intentar. La partida sigue guardada en este navegador.` })
        return
      } else {
        stopped = true
        options.onStatus({ kind: 'stopped', message: `No se guarda en tu cuenta: ${await errorMessage(res)}` })
      }
    } catch {
      if (mine !== generation) return
      pending = pending ?? payload
      options.onStatus({ kind: 'offline', message: OFFLINE })
      return
    } finally {
      if (mine === generation) busy = false
    }
    if (pending !== null && mine === generation) void flush()
  }

  const onOnline = () => { void flush() }
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline)

  return {
    schedule(payload, now) {
      if (stopped) return
      pending = payload
      if (timer !== null) clearTimeout(timer)
      timer = null
      if (now) void flush()
      else timer = setTimeout(() => { timer = null; void flush() }, delay)
    },
    reset(next) {
      generation += 1
      if (timer !== null) clearTimeout(timer)
      timer = null
      pending = null
      busy = false
      stopped = false
      link = next
    },
    dispose() {
      generation += 1
      if (timer !== null) clearTimeout(timer)
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
    },
  }
}

/** An account game as /api/games/{id} answers it (the fields the page uses). */
export type AccountGame = RecordedGame & { id: string; revision: number; status: 'unfinished' | 'finished' }

export async function fetchAccountGame(id: string): Promise<{ ok: true; game: AccountGame } | { ok: false; message: string }> {
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}`, { credentials: 'same-origin' })
    if (res.status === 401) return { ok: false, message: 'Entra en tu cuenta para abrir tus partidas guardadas.' }
    if (!res.ok) return { ok: false, message: await errorMessage(res) }
    return { ok: true, game: ((await res.json()) as { game: AccountGame }).game }
  } catch {
    return { ok: false, message: 'No hay conexión con el servidor para abrir la partida de tu cuenta.' }
  }
}
