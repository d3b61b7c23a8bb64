// Saving a /partida game to the signed-in player's account as it goes: debounced while playing, at
// once when it ends. The browser copy (localStorage) stays the game of record here: a failed save
// (offline, a newer copy elsewhere, a full account) loses nothing and the page says why. Loaded
// only for signed-in players. Each write is a React Query mutation (['games', 'save', <user id>]; a success refreshes
// the account's games) and a read of an account game a query (['games', <id>]); when to write is decided here, by the
// queue below, which tries again when React Query's onlineManager says the connection is back (issue 28).
//
// Every write belongs to the account that made it (issue 14: an offline save went to whoever signed in next). Each
// signed-in user has a queue in localStorage under their own id (GAME_QUEUE_PREFIX + user id + game), holding for each
// game the account game it is saved to and the latest position not yet acknowledged:
//   - a sync only ever sends its own user's queue, so nothing is written under another session: a game on screen
//     that another user of this browser saved to their account is left alone, and a game gone from the account is
//     saved again as new only by the user whose queue says it was theirs;
//   - a position waiting when its user signs out stays in their queue and is sent when they sign in again and play
//     (before the game on screen, which may be someone else's by then);
//   - a write the server refuses (409, a full account) stays queued, marked refused, rather than being dropped.
import { MutationObserver, onlineManager } from '@tanstack/react-query'
import { z } from 'zod'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import { getQueryClient } from '@/app/_components/server-state/query-client'
import { recordCards } from '@/lib/catalogue/recorded'
import { ENGINE_VERSION } from '@/lib/engine'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { deckFromCode } from '@/app/(play)/probar/_table/deck-source'
import { formatLine } from '@/app/(play)/probar/_table/line'
import { duelOutcome, type AccountLink, type Duel, type DuelNumbers, type DuelOutcome, type DuelOverride, type DuelSetup } from './duel'

export const SAVE_DELAY_MS = 1500
/** localStorage key prefix of each user's queue: the user's id follows. */
export const GAME_QUEUE_PREFIX = 'duelo-de-masters:partida:cola-cuenta:'

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
  /** With a message when what was saved is not the game on screen (a position left from an earlier session). */
  | { kind: 'saved'; message?: string }
  /** Nothing more will be tried for this game (conflict, full account, signed out, refused). */
  | { kind: 'stopped'; message: string }
  /** Will be tried again when the connection returns or the game moves on. */
  | { kind: 'offline'; message: string }

type Fetch = (url: string, init: RequestInit) => Promise<Response>
type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * One game in one user's queue: the account game it is saved to (kept after the server acknowledges it, as the
 * record of whose game it is) and the latest position not yet acknowledged.
 */
export type QueuedGame = {
  link: AccountLink | null
  /** The latest position the server has not acknowledged, or null. */
  pending: AccountGamePayload | null
  /** Set when the server refused `pending`: it is kept, and not sent again on its own. */
  refused?: string
}

const linkSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), revision: z.number().int().min(1) })
// The payload was made by gamePayload in this browser; its outer shape is checked on the way back.
const queuedSchema = z.object({
  version: z.literal(1),
  link: linkSchema.nullable(),
  pending: z.looseObject({ title: z.string(), line: z.string(), codes: z.tuple([z.string(), z.string()]), seed: z.number() }).nullable(),
  refused: z.string().max(1000).optional(),
})

/**
 * Where a game sits in its user's queue: `<prefix><user id>:<slot>`, the slot being the account game's id, or for a
 * game not yet created in the account its seed and decks (so two unsaved games do not overwrite each other).
 */
function slotOf(link: AccountLink | null, payload: Pick<AccountGamePayload, 'seed' | 'codes'> | null): string | null {
  if (link !== null) return link.id
  if (payload === null) return null
  let hash = 0
  for (const c of `${payload.codes[0]}|${payload.codes[1]}`) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0
  return `nueva-${payload.seed}-${(hash >>> 0).toString(36)}`
}
const keyOf = (userId: string, slot: string) => `${GAME_QUEUE_PREFIX}${userId}:${slot}`

function readQueued(storage: QueueStorage | null, key: string): QueuedGame | null {
  try {
    const text = storage?.getItem(key)
    if (!text) return null
    const parsed = queuedSchema.safeParse(JSON.parse(text))
    if (!parsed.success) return null
    const { link, pending, refused } = parsed.data
    return { link, pending: pending as unknown as AccountGamePayload | null, ...(refused === undefined ? {} : { refused }) }
  } catch {
    return null
  }
}

function writeQueued(storage: QueueStorage | null, key: string, game: QueuedGame | null): void {
  try {
    if (game === null) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify({ version: 1, ...game }))
  } catch {
    // storage full or refused: the browser copy of the game is still there
  }
}

/** Every queued game in this browser, with its user and key. */
export function queuedGames(storage: QueueStorage | null): { userId: string; slot: string; key: string; game: QueuedGame }[] {
  const out: { userId: string; slot: string; key: string; game: QueuedGame }[] = []
  if (storage === null) return out
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null && key.startsWith(GAME_QUEUE_PREFIX)) keys.push(key)
    }
    for (const key of keys) {
      const rest = key.slice(GAME_QUEUE_PREFIX.length)
      const colon = rest.indexOf(':')
      const game = colon > 0 ? readQueued(storage, key) : null
      if (game !== null) out.push({ userId: rest.slice(0, colon), slot: rest.slice(colon + 1), key, game })
    }
  } catch {
    // storage unreadable: nothing queued is known
  }
  return out
}

export type AccountSync = {
  /** The game as it stands now; sent after SAVE_DELAY_MS of quiet, or at once. */
  schedule(payload: AccountGamePayload, now: boolean): void
  /** A new game (or another account game) from here on. */
  reset(link: AccountLink | null): void
  dispose(): void
}

async function refusalOf(res: Response): Promise<{ message: string; sessionChanged: boolean }> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown; sessionChanged?: unknown } }
    if (typeof body.error?.message === 'string') return { message: body.error.message, sessionChanged: body.error.sessionChanged === true }
  } catch {
    // not JSON
  }
  return { message: `el servidor respondió ${res.status}`, sessionChanged: false }
}

async function errorMessage(res: Response): Promise<string> {
  return (await refusalOf(res)).message
}

const OFFLINE = 'Sin conexión: la partida sigue guardada en este navegador y se guardará en tu cuenta cuando vuelva la conexión.'
const FOREIGN = 'Esta partida se guarda en la cuenta de otra persona que ha usado este navegador, no en la tuya. Sigue guardada en este navegador.'
const NOT_YOURS = 'Esta partida no está en tu cuenta (quizá se borró, o es de otra cuenta): no se guarda en ella. Sigue guardada en este navegador.'
const SIGNED_OUT = 'Has salido de tu cuenta: la partida sigue en este navegador y se guardará en tu cuenta cuando vuelvas a entrar.'
const RESUMED = 'Se ha guardado en tu cuenta lo que quedó pendiente de una partida anterior en este navegador.'

const defaultStorage = (): QueueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function createAccountSync(options: {
  /** The signed-in user the game is saved for: only this user's queue is ever sent. */
  userId: string
  link: AccountLink | null
  onLink: (link: AccountLink | null) => void
  onStatus: (status: SyncStatus) => void
  fetchImpl?: Fetch
  delayMs?: number
  storage?: QueueStorage | null
}): AccountSync {
  const send: Fetch = options.fetchImpl ?? accountWrite(options.userId)
  const delay = options.delayMs ?? SAVE_DELAY_MS
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const { userId } = options
  let link = options.link
  let pending: AccountGamePayload | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let busy = false
  let stopped = false
  let generation = 0

  /** Whose account the linked game is in, as far as this browser knows: 'mine', 'theirs' or unknown. */
  const ownerOf = (target: AccountLink | null): 'mine' | 'theirs' | 'unknown' => {
    if (target === null) return 'mine'
    const owners = queuedGames(storage).filter((q) => q.slot === target.id).map((q) => q.userId)
    if (owners.includes(userId)) return 'mine'
    return owners.length > 0 ? 'theirs' : 'unknown'
  }
  let owner = ownerOf(link)

  // Positions this user left waiting in an earlier session: the game on screen picks its own up; the others are
  // sent first (they are this user's, to this user's account), unless the server refused them before.
  let leftovers = queuedGames(storage).filter((q) => q.userId === userId && q.game.pending !== null && q.game.refused === undefined)
  const own = link === null ? undefined : leftovers.find((q) => q.slot === link?.id)
  if (own && owner !== 'theirs') pending = own.game.pending
  leftovers = leftovers.filter((q) => q !== own)

  /** Records where the game on screen stands in this user's queue. */
  const record = (payload: AccountGamePayload | null, refused?: string) => {
    const slot = slotOf(link, payload ?? pending)
    if (slot === null) return
    writeQueued(storage, keyOf(userId, slot), { link, pending: payload, ...(refused === undefined ? {} : { refused }) })
  }

  const setLink = (next: AccountLink | null, payload: AccountGamePayload) => {
    // A new game's slot (its seed and decks) becomes the account game's id.
    const before = slotOf(link, payload)
    link = next
    const after = slotOf(link, payload)
    if (before !== null && before !== after) writeQueued(storage, keyOf(userId, before), null)
    options.onLink(next)
  }

  const request = (target: AccountLink | null, payload: AccountGamePayload) => {
    // A new game sends everything; a saved one only what moves on (the setup and numbers stay; the
    // engine version goes with the line it was played with).
    const { line, engineVersion, status, result, winner, turns, decisions } = payload
    const progress = { line, engineVersion, status, result, winner, turns, decisions }
    // Naming the account the write is for: the server refuses it (409, sessionChanged) if another is signed in.
    const headers = { 'Content-Type': 'application/json', 'X-DM-Expected-User': userId }
    return target === null
      ? send('/api/games', { method: 'POST', headers, body: JSON.stringify(payload) })
      : send(`/api/games/${encodeURIComponent(target.id)}`, {
          method: 'PATCH', headers, body: JSON.stringify({ revision: target.revision, ...progress }),
        })
  }

  /** Sends what this user left from other games; false when the connection failed (tried again later). */
  async function sendLeftovers(): Promise<boolean> {
    while (leftovers.length > 0) {
      const left = leftovers[0] as (typeof leftovers)[number]
      const payload = left.game.pending as AccountGamePayload
      let res: Response
      try {
        res = await request(left.game.link, payload)
        if (res.status === 404 && left.game.link !== null) res = await request(null, payload)
      } catch {
        return false
      }
      if (res.status >= 500) return false
      if (res.ok) {
        leftovers.shift()
        writeQueued(storage, left.key, null)
        options.onStatus({ kind: 'saved', message: RESUMED })
        continue
      }
      const refusal = await refusalOf(res)
      // Another session by now: left as it is, for this user's next one.
      if (res.status === 401 || refusal.sessionChanged) return true
      leftovers.shift()
      // Refused (a newer copy elsewhere, a full account): kept, marked, never dropped.
      writeQueued(storage, left.key, { ...left.game, refused: refusal.message })
    }
    return true
  }

  async function flush(): Promise<void> {
    if (busy || stopped || pending === null) return
    if (owner === 'theirs') {
      // Another user of this browser saved this game to their account: nothing of it is sent under this session.
      stopped = true
      pending = null
      options.onStatus({ kind: 'stopped', message: FOREIGN })
      return
    }
    busy = true
    const mine = generation
    try {
      if (!(await sendLeftovers())) {
        if (mine === generation) options.onStatus({ kind: 'offline', message: OFFLINE })
        return
      }
      const payload = pending
      if (payload === null || mine !== generation) return
      pending = null
      options.onStatus({ kind: 'saving' })
      const target = link
      let res: Response
      try {
        res = await request(target, payload)
      } catch {
        if (mine !== generation) return
        pending = pending ?? payload
        options.onStatus({ kind: 'offline', message: OFFLINE })
        return
      }
      if (mine !== generation) return
      if (res.ok) {
        const { game } = (await res.json()) as { game: { id: string; revision: number } }
        setLink({ id: game.id, revision: game.revision }, payload)
        owner = 'mine'
        // Acknowledged: the queue keeps only whose game this is, unless a newer position is already waiting.
        record(pending)
        options.onStatus({ kind: 'saved' })
      } else if (res.status === 404 && target !== null) {
        if (owner === 'mine') {
          // Deleted from this user's account meanwhile: saved again as a new game rather than lost.
          setLink(null, payload)
          pending = pending ?? payload
          record(pending)
        } else {
          stopped = true
          options.onStatus({ kind: 'stopped', message: NOT_YOURS })
        }
      } else if (res.status === 401 || (res.status === 409 && (await refusalOf(res.clone())).sessionChanged)) {
        // Signed out, or someone else signed in: the position waits in this user's queue for their next session.
        stopped = true
        record(pending ?? payload)
        options.onStatus({ kind: 'stopped', message: SIGNED_OUT })
      } else if (res.status >= 500) {
        pending = pending ?? payload
        options.onStatus({ kind: 'offline', message: `No se ha podido guardar en tu cuenta (${res.status}); se volverá a intentar. La partida sigue guardada en este navegador.` })
        return
      } else {
        // 409 (a newer copy elsewhere, a full account) or another refusal: stop, keeping the position queued and
        // marked refused, so it is never silently dropped.
        stopped = true
        const message = await errorMessage(res)
        record(pending ?? payload, message)
        options.onStatus({ kind: 'stopped', message: `No se guarda en tu cuenta: ${message}` })
      }
    } finally {
      if (mine === generation) busy = false
    }
    if (pending !== null && mine === generation) void flush()
  }

  const stopListening = onlineManager.subscribe((online) => { if (online) void flush() })

  return {
    schedule(payload, now) {
      if (stopped) return
      // A game never saved to an account that another user of this browser queued is theirs too.
      if (link === null && owner !== 'theirs') {
        const slot = slotOf(null, payload)
        if (queuedGames(storage).some((q) => q.slot === slot && q.userId !== userId)) owner = 'theirs'
      }
      pending = payload
      // Queued under this user before anything is sent, so a sign-out, a closed tab or a lost connection keeps it.
      if (owner !== 'theirs') record(payload)
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
      owner = ownerOf(next)
    },
    dispose() {
      generation += 1
      if (timer !== null) clearTimeout(timer)
      stopListening()
    },
  }
}

/** An account game as /api/games/{id} answers it (the fields the page uses). */
export type AccountGame = RecordedGame & { id: string; revision: number; status: 'unfinished' | 'finished' }

type AccountGameRead = { ok: true; game: AccountGame } | { ok: false; message: string }

async function readAccountGame(id: string): Promise<AccountGameRead> {
  const res = await fetch(`/api/games/${encodeURIComponent(id)}`, { credentials: 'same-origin' })
  if (res.status === 401) return { ok: false, message: 'Entra en tu cuenta para abrir tus partidas guardadas.' }
  if (!res.ok) return { ok: false, message: await errorMessage(res) }
  return { ok: true, game: ((await res.json()) as { game: AccountGame }).game }
}

/** An account game as saved now (the account games query, asked again each time a game is opened). */
export async function fetchAccountGame(id: string): Promise<AccountGameRead> {
  try {
    return await getQueryClient().fetchQuery({ queryKey: serverStateKeys.game(id), queryFn: () => readAccountGame(id), staleTime: 0, retry: false })
  } catch {
    return { ok: false, message: 'No hay conexión con el servidor para abrir la partida de tu cuenta.' }
  }
}

/**
 * `userId`'s writes of account games, each a React Query mutation. The queue above decides when to send and what to
 * do with the answer, so the mutation neither waits for the connection nor retries; a success refreshes the account's
 * games (a list or a game read elsewhere in the tab).
 */
function accountWrite(userId: string): Fetch {
  const client = getQueryClient()
  return async (url, init) => {
    const write = new MutationObserver(client, {
      mutationKey: serverStateKeys.gameSave(userId),
      mutationFn: () => fetch(url, init),
      networkMode: 'always',
      retry: false,
      gcTime: 0,
      onSuccess: (res) => { if (res.ok) void client.invalidateQueries({ queryKey: serverStateKeys.games }) },
    })
    try {
      return await write.mutate(undefined)
    } finally {
      // Settled and answered: the queue holds what matters, so the cache lets the mutation go.
      write.reset()
    }
  }
}
