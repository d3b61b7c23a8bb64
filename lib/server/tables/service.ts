// Online tables (issue 18, the ONLINE-API.md contract, documented on /docs): the server's engine behind the HTTP contract.
//
// - A table is a row (OnlineTable: config, seats, where the game stands) plus its actions (TableAction rows).
//   The game state is `replay(config, actions)`; each process keeps the states it served in memory (Live),
//   catching up from the database when another instance moved the table on, so the log can always rebuild it.
// - Every action goes through the engine's `apply`, after being matched against `legalActions`. It is written
//   with a compare-and-set on the row's step inside one transaction with the action's row (primary key
//   tableId+step): of two actions racing for one step, one is written and the other gets a 409; nothing else
//   changes.
// - Replies carry only the asking viewer's view (lib/online/view.ts). The seed stays in the row until the game
//   ends; the record (config and log) is given out only then.
// - Seat tokens: 256 random bits, stored as SHA-256. Table ids: 96 random bits. Game seeds: 128 random bits
//   (GameConfig.seed128), so the deal cannot be searched from one's own opening hand.
import { randomBytes, randomInt } from 'node:crypto'
import { z } from 'zod'
import { getCatalogue } from '@/lib/catalogue/load'
import { catalogueWithRecorded, recordCards } from '@/lib/catalogue/recorded'
import { cardSchema, type Card, type Catalogue } from '@/lib/catalogue/schema'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import { describeProblem } from '@/lib/decks/problems'
import { decodeShareCode, encodeShareCode, MAX_SHARE_CODE_LENGTH } from '@/lib/decks/share-code'
import { parseDeckText, toDeck } from '@/lib/decks/text'
import { validateDeck } from '@/lib/decks/validate'
import {
  apply, createGame, describeError, ENGINE_VERSION, legalActions, type Action, type GameConfig, type GameEvent, type GameState, type Seat, type Variant,
} from '@/lib/engine'
import { actionSchema as engineActionSchema } from '@/lib/engine/action-schema'
import { tableConfig } from '@/lib/online/config'
import { matchLegal as matchListed } from '@/lib/platform/match-legal'
import {
  deciderOf, engineResult, otherSeat, redactedState, redactEvents, seatIndex, seatName, tableView, type SeatName, type TableResult,
  type TableStatus, type TableView,
} from '@/lib/online/view'
import type { ClockState, StepEvents, TableRecord, TableState } from '@/lib/online/wire'
import { getPrisma, isUniqueViolation, isRecordNotFound, Prisma, type PrismaClient, type TableRow } from '../db'
import { HttpError } from '../http'
import { DbRateLimiter, describeWait } from '../rate-limit'
import { hashToken, newBearerToken, randomWord, sameHash } from '../tokens'
import { tableBus, type TableBus } from './bus'
import { ActionBuckets, actionRate, createLimit, TABLE_LIMITS } from './limits'
import { checkpointDue, rebuild, writeCheckpoint } from './checkpoints'
import { LIVE_MAX, pushRecent, rememberLatest } from './live-memory'
import { pauseBeforeRetry, WRITE_ATTEMPTS } from './retry'

export const VARIANTS = ['none', 'rapida', 'pensada', 'estrategica'] as const
export const VISIBILITIES = ['link', 'public'] as const
export const TABLE_NAME_MAX = 60
export const DECK_INPUT_MAX = 30_000
/** The version a Masters table's checkpoint is taken with: the engine's (a checkpoint of another is not used). */
const MASTERS_CHECKPOINT_VERSION = `masters:${ENGINE_VERSION}`
/** Actions replayed between two yields to the event loop when a game is rebuilt from its log. */
const REPLAY_SLICE = 200

// ---------------------------------------------------------------------------------------------
// Errors with the contract's `code`

export const tableError = (status: number, code: string, message: string, field?: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  new HttpError(status, message, field, { code, ...extra }, headers)

const notFound = () => tableError(404, 'notFound', 'La mesa no existe, ha caducado o el enlace está mal copiado.')

// ---------------------------------------------------------------------------------------------
// Input

/** Printable text only: no NUL or other control characters in names. */
export const printable = (s: string) => !/[\u0000-\u001f\u007f]/.test(s)

export const deckInputSchema = z
  .string({ error: '«deck» es el código del mazo o su lista en texto, como la exporta el constructor.' })
  .min(1, 'Falta el mazo: pega su código o su lista.')
  .max(DECK_INPUT_MAX, `El mazo es demasiado largo (máximo ${DECK_INPUT_MAX} caracteres).`)

export const createSchema = z
  .object({
    deck: deckInputSchema,
    variant: z.enum(VARIANTS, { error: '«variant» debe ser «none», «rapida», «pensada» o «estrategica».' }).default('none'),
    seat: z.enum(['A', 'B', 'random'], { error: '«seat» debe ser «A», «B» o «random».' }).default('random'),
    visibility: z.enum(VISIBILITIES, { error: '«visibility» debe ser «link» (solo con el enlace) o «public» (en la lista de mesas).' }).default('link'),
    name: z
      .string({ error: '«name» debe ser un texto.' })
      .max(TABLE_NAME_MAX * 4, `El nombre es demasiado largo (máximo ${TABLE_NAME_MAX} caracteres).`)
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(TABLE_NAME_MAX, `El nombre es demasiado largo (máximo ${TABLE_NAME_MAX} caracteres).`).refine(printable, 'El nombre lleva caracteres de control.'))
      .default(''),
    clock: z
      .object({
        minutes: z.number({ error: '«clock.minutes» son los minutos de cada Master.' }).int('«clock.minutes» debe ser un número entero.')
          .min(TABLE_LIMITS.clockMinutes.min, `El reloj da al menos ${TABLE_LIMITS.clockMinutes.min} minuto.`).max(TABLE_LIMITS.clockMinutes.max, `El reloj da como mucho ${TABLE_LIMITS.clockMinutes.max} minutos.`),
        incrementSeconds: z.number({ error: '«clock.incrementSeconds» son los segundos que se suman por decisión.' }).int('«clock.incrementSeconds» debe ser un número entero.')
          .min(TABLE_LIMITS.clockIncrementSeconds.min, 'El incremento no puede ser negativo.').max(TABLE_LIMITS.clockIncrementSeconds.max, `El incremento es como mucho de ${TABLE_LIMITS.clockIncrementSeconds.max} segundos.`).default(0),
      }, { error: '«clock» es { minutes, incrementSeconds? } o null (sin reloj).' })
      .strict()
      .nullable()
      .default(null),
  }, { error: 'El cuerpo debe ser un objeto JSON { deck, variant?, seat?, visibility?, name?, clock? }.' })
  .strict()
export type CreateInput = z.output<typeof createSchema>

export const joinSchema = z.object({ deck: deckInputSchema }, { error: 'El cuerpo debe ser un objeto JSON { deck }.' }).strict()

export const actionSchema = z
  .object({
    step: z.number({ error: '«step» es el número de acciones aplicadas (el de la última respuesta).' }).int('«step» debe ser un número entero.').min(0, '«step» no puede ser negativo.').max(TABLE_LIMITS.maxSteps, '«step» es demasiado grande.'),
    // The engine's own action schema, field by field (issue 28): `apply` never sees a malformed action.
    action: engineActionSchema,
  }, { error: 'El cuerpo debe ser un objeto JSON { step, action }.' })
  .strict()

export const listSchema = z
  .object({ status: z.literal('waiting', { error: 'Solo se listan las mesas que esperan rival: status=waiting.' }).default('waiting') })
  .strict()

export const tableIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16}$/)

// ---------------------------------------------------------------------------------------------
// Decks

type ReadDeck = { deck: Deck; code: string }

/** A deck code or list, read and judged like everywhere else: 400 unreadable, 422 illegal (with its problems). */
export function readDeck(input: string, catalogue: Catalogue, field = 'deck'): ReadDeck {
  const trimmed = input.trim()
  let deck: Deck | null = null
  if (/^\S+$/.test(trimmed) && trimmed.length <= MAX_SHARE_CODE_LENGTH) {
    const decoded = decodeShareCode(trimmed)
    if (decoded.ok) deck = decoded.deck
  }
  if (deck === null) {
    const parsed = parseDeckText(input, catalogue)
    if (!parsed.ok) {
      const first = parsed.errors[0]
      throw tableError(400, 'unreadableDeck', `El mazo no se puede leer${first ? ` (línea ${first.line}: ${first.message})` : ''}.`, field, {
        lines: parsed.errors.slice(0, 20),
      })
    }
    deck = toDeck(parsed.deck)
  }
  const verdict = validateDeck(deck, catalogue)
  if (!verdict.legal) {
    const problems = verdict.problems.slice(0, 50).map((p) => ({ ...p, message: describeProblem(p, catalogue) }))
    throw tableError(422, 'illegalDeck', `El mazo no es legal: ${problems[0]?.message ?? 'tiene problemas'}`, field, { problems, problemsTotal: verdict.problems.length })
  }
  const normal = normalizeDeck(deck)
  return { deck: normal, code: encodeShareCode(normal) }
}

function deckFromCode(code: string): Deck {
  const decoded = decodeShareCode(code)
  if (!decoded.ok) throw new Error(`Mesa con un código de mazo ilegible: ${decoded.error.message}`)
  return normalizeDeck(decoded.deck)
}

export { tableConfig }

// ---------------------------------------------------------------------------------------------
// Tokens and callers

export const newTableId = (): string => randomWord(12)
export const newSeatToken = newBearerToken
/** A game's 128-bit seed (GameConfig.seed128): 16 bytes from the system's cryptographic generator. */
export const newSeed128 = (): string => randomBytes(16).toString('hex')
export { hashToken }

/** Who is asking: the seat token they showed (if any), their account (if signed in) and their address. */
export type Caller = { token: string | null; userId: string | null; ip: string }

/** The caller's seat: a token decides (a wrong one is a 401); without one, a signed-in player's own seat; else a spectator. */
export function seatOf(row: TableRow, caller: Caller): SeatName | null {
  if (caller.token !== null) {
    const hash = hashToken(caller.token)
    if (sameHash(row.tokenA, hash)) return 'A'
    if (sameHash(row.tokenB, hash)) return 'B'
    throw tableError(401, 'badToken', 'El token de asiento no es de esta mesa: usa el enlace de tu asiento o entra como espectador sin token.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  }
  if (caller.userId !== null) {
    if (row.userA === caller.userId) return 'A'
    if (row.userB === caller.userId) return 'B'
  }
  return null
}

function requireSeat(row: TableRow, caller: Caller): SeatName {
  const seat = seatOf(row, caller)
  if (seat === null) throw tableError(401, 'noToken', 'Falta el token de tu asiento (Authorization: Bearer …): solo los jugadores de la mesa pueden hacer esto.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  return seat
}

// ---------------------------------------------------------------------------------------------
// The game in memory

type Live = {
  id: string
  step: number
  state: GameState
  catalogue: Catalogue
  /** Events of the latest steps (step 0: the set-up), oldest first. */
  recent: StepEvents[]
}

const holder = globalThis as typeof globalThis & { __dmLiveTables?: Map<string, Live>; __dmTableCatalogues?: Map<string, Catalogue> }
const lives = (holder.__dmLiveTables ??= new Map())
const catalogues = (holder.__dmTableCatalogues ??= new Map())

/** The catalogue a table plays on: today's, or today's with the recorded cards put back when the version moved on. */
function catalogueOf(row: TableRow): Catalogue {
  const current = getCatalogue()
  if (row.catalogueVersion === current.version) return current
  const key = `${current.version}|${row.id}`
  let found = catalogues.get(key)
  if (!found) {
    const recorded = z.array(cardSchema).safeParse(JSON.parse(row.cards))
    found = catalogueWithRecorded(current, recorded.success ? recorded.data : [], row.catalogueVersion).catalogue
    catalogues.set(key, found)
    if (catalogues.size > 50) catalogues.delete(catalogues.keys().next().value as string)
  }
  return found
}

function configOf(row: TableRow): GameConfig {
  if (row.codeA === null || row.codeB === null) throw new Error(`La mesa ${row.id} no tiene sus dos mazos.`)
  return tableConfig([deckFromCode(row.codeA), deckFromCode(row.codeB)], Number(row.seed), row.variant as Variant, row.seed128)
}

function remember(live: Live): Live {
  return rememberLatest(lives, live)
}

/**
 * Catch-ups in flight, by table and step: callers that need the same game at the same step at once (a thousand
 * streams opening on an instance that has not served the table, issue 28) share one read of the log and one replay,
 * instead of each replaying the whole game.
 */
const catchingUp = new Map<string, Promise<Live>>()

/** The game as the row says it stands: from memory, caught up from the database, or replayed from the log. */
function liveOf(prisma: PrismaClient, row: TableRow): Promise<Live> {
  const live = lives.get(row.id)
  if (live && live.step === row.step) return Promise.resolve(live)
  const key = `${row.id}:${row.step}`
  let pending = catchingUp.get(key)
  if (pending === undefined) {
    pending = catchUp(prisma, row)
    catchingUp.set(key, pending)
    const forget = () => { if (catchingUp.get(key) === pending) catchingUp.delete(key) }
    pending.then(forget, forget)
  }
  return pending
}

async function catchUp(prisma: PrismaClient, row: TableRow): Promise<Live> {
  const live = lives.get(row.id)
  if (live && live.step === row.step) return live
  const catalogue = live?.catalogue ?? catalogueOf(row)
  const rebuilt = await rebuild<GameState, GameEvent>({
    prisma, tableId: row.id, version: MASTERS_CHECKPOINT_VERSION, toStep: row.step, memory: live ?? null, push: pushRecent, slice: REPLAY_SLICE,
    start() {
      const created = createGame(configOf(row), catalogue)
      if (!created.ok) throw new Error(`La mesa ${row.id} no puede empezar: ${describeError(created.error)}`)
      return { state: created.value, events: created.events }
    },
    apply(state, logged) {
      const result = apply(state, JSON.parse(logged) as Action, catalogue)
      return result.ok ? result : { ok: false, message: describeError(result.error) }
    },
  })
  return remember({ id: row.id, catalogue, step: rebuilt.step, state: rebuilt.state, recent: rebuilt.recent })
}

/** Forgets every game and row kept in memory (tests: as if another process served them). */
export function forgetLiveTables(): void {
  lives.clear()
  rows.clear()
  memos.clear()
}

/**
 * What a Live's game gives each viewer, computed once per step: the legal actions, and per viewer the redacted
 * state, the contract's view and each step's redacted events. The reply to an action, every stream of the table
 * and the next action's check all read the same Live, so each is computed once, not once per reader.
 * Kept for the latest Live of the MEMO_MAX tables served last (a memo holds up to three copies of a state, so
 * it is bounded apart from the games themselves); a Live is never changed (every step makes a new one).
 */
type Seen = { redacted: GameState; view: TableView; events: Map<number, GameEvent[]> }
type Memo = { legal: Action[] | null; seen: Map<Seat | null, Seen> }
const MEMO_MAX = 64
const memos = new Map<string, { live: Live; memo: Memo }>()

function memoOf(live: Live): Memo {
  const kept = memos.get(live.id)
  memos.delete(live.id)
  const memo = kept?.live === live ? kept.memo : { legal: null, seen: new Map() }
  memos.set(live.id, { live, memo })
  while (memos.size > MEMO_MAX) memos.delete(memos.keys().next().value as string)
  return memo
}

/** legalActions of the game as it stands (shared: do not change the array). */
export function legalOf(live: Live): Action[] {
  const memo = memoOf(live)
  return (memo.legal ??= legalActions(live.state, live.catalogue))
}

function seenBy(live: Live, viewer: Seat | null): Seen {
  const memo = memoOf(live)
  let seen = memo.seen.get(viewer)
  if (!seen) {
    const redacted = redactedState(live.state, viewer, live.catalogue)
    memo.seen.set(viewer, (seen = { redacted, view: tableView(redacted), events: new Map() }))
  }
  return seen
}

function eventsSeen(seen: Seen, entry: StepEvents): GameEvent[] {
  let events = seen.events.get(entry.step)
  if (!events) seen.events.set(entry.step, (events = redactEvents(entry.events, seen.redacted)))
  return events
}

// ---------------------------------------------------------------------------------------------
// Rows kept in memory
//
// The row each table had when this process last read or wrote it. An action may start from it instead of
// reading the database (one query less per action): the write is a compare-and-set on the row's step and
// version, so a row another instance changed meanwhile only makes the write fail, and the action is then
// checked again against a fresh read. Reads (GET, streams) always ask the database.

const rowHolder = globalThis as typeof globalThis & { __dmTableRows?: Map<string, TableRow> }
const rows = (rowHolder.__dmTableRows ??= new Map())

/** The row this process keeps for table `id`, if any (its game never changes: any-table.ts reads it there). */
export const keptRow = (id: string): TableRow | undefined => rows.get(id)

/** When each kept row was read or written here. */
const keptAt = new Map<string, number>()

function keepRow(row: TableRow): TableRow {
  const kept = rows.get(row.id)
  if (kept && kept.version > row.version) return row
  rows.delete(row.id)
  rows.set(row.id, row)
  keptAt.set(row.id, Date.now())
  if (keptAt.size > rows.size + LIVE_MAX) for (const id of keptAt.keys()) if (!rows.has(id)) keptAt.delete(id)
  while (rows.size > LIVE_MAX) rows.delete(rows.keys().next().value as string)
  return row
}

const watchedBuses = new WeakSet<TableBus>()

/** Listens (once per bus) for other instances' changes, so rows they moved past are not kept. */
function watchBus(bus: TableBus): void {
  if (!bus.shared || watchedBuses.has(bus)) return
  watchedBuses.add(bus)
  bus.subscribe((m) => {
    if (m.kind === 'change') rowChanged(m.table, m.version)
    else if (m.kind === 'resync') rows.clear()
  })
}

/** Drops a kept row that another instance has moved past (the bus says so). */
export function rowChanged(id: string, version: number): void {
  const kept = rows.get(id)
  if (kept && kept.version < version) rows.delete(id)
}

// ---------------------------------------------------------------------------------------------
// The table state sent to a viewer

export type Presence = Record<SeatName, boolean>
export const NOBODY: Presence = { A: false, B: false }

function parseResult(text: string | null): TableResult | null {
  if (text === null) return null
  try {
    return JSON.parse(text) as TableResult
  } catch {
    return null
  }
}

function clockState(row: TableRow, live: Live | null, now: number): ClockState | null {
  if (row.clockMs === null) return null
  // A table waiting for its rival: the clock it will play with, full and stopped (the join page shows it).
  if (row.clockA === null || row.clockB === null || row.clockAt === null) {
    return { initialMs: row.clockMs, incrementMs: row.clockIncMs, A: row.clockMs, B: row.clockMs, running: null, at: new Date(now).toISOString() }
  }
  const decider = row.status === 'playing' && live ? deciderOf(live.state) : null
  const running = decider === null ? null : seatName(decider)
  const elapsed = now - row.clockAt.getTime()
  return {
    initialMs: row.clockMs,
    incrementMs: row.clockIncMs,
    A: Math.max(0, row.clockA - (running === 'A' ? elapsed : 0)),
    B: Math.max(0, row.clockB - (running === 'B' ? elapsed : 0)),
    running,
    at: new Date(now).toISOString(),
  }
}

export type StateOptions = { presence?: Presence; since?: number | null; now?: number }

/** The table as `seat` (null: a spectator) may see it. */
export function stateFor(row: TableRow, live: Live | null, seat: SeatName | null, options: StateOptions = {}): TableState {
  const now = options.now ?? Date.now()
  const presence = options.presence ?? NOBODY
  let view: TableView | null = null
  let legal: Action[] = []
  let decider: SeatName | null = null
  let events: StepEvents[] = []
  if (live) {
    const seen = seenBy(live, seat === null ? null : seatIndex(seat))
    view = seen.view
    const d = row.status === 'playing' ? deciderOf(live.state) : null
    decider = d === null ? null : seatName(d)
    if (decider !== null && decider === seat) legal = legalOf(live)
    const since = options.since ?? live.step - 1
    events = live.recent.filter((e) => e.step > since).map((e) => ({ step: e.step, events: eventsSeen(seen, e) }))
  }
  return {
    id: row.id,
    status: row.status as TableStatus,
    step: row.step,
    seat,
    decider,
    legal,
    result: parseResult(row.result),
    view,
    version: row.version,
    name: row.name,
    variant: row.variant as Variant,
    visibility: row.visibility as 'link' | 'public',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    seats: { A: { taken: row.tokenA !== null, connected: presence.A }, B: { taken: row.tokenB !== null, connected: presence.B } },
    clock: clockState(row, live, now),
    rematch: row.rematchId,
    events,
  }
}

// ---------------------------------------------------------------------------------------------
// Operations

export type Context = { prisma: PrismaClient; bus: TableBus; now: () => number }
export const defaultContext = (): Context => ({ prisma: getPrisma(), bus: tableBus(), now: Date.now })

const createLimiters = globalThis as typeof globalThis & { __dmTableCreateLimiter?: { limit: number; limiter: DbRateLimiter } }
function createLimiter(): DbRateLimiter {
  const limit = createLimit()
  if (createLimiters.__dmTableCreateLimiter?.limit !== limit) {
    createLimiters.__dmTableCreateLimiter = {
      limit,
      limiter: new DbRateLimiter({ name: 'tableCreatePerIp', limit, windowMs: TABLE_LIMITS.createWindowMs, prisma: getPrisma }),
    }
  }
  return createLimiters.__dmTableCreateLimiter.limiter
}

export const tooMany = (message: string, retryAfterMs: number) =>
  tableError(429, 'tooMany', message, undefined, { retryAfterMs }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) })

/**
 * Every path that makes a table row takes one creation from the caller's address first (issue 28: a rematch made
 * tables past the quota), so TABLE_LIMITS.createPerWindow bounds the rows one client can make, whichever the path.
 */
export async function takeCreationQuota(caller: Caller): Promise<void> {
  const decision = await createLimiter().hit(caller.ip)
  if (!decision.allowed) throw tooMany(`Has creado demasiadas mesas seguidas (revanchas incluidas): vuelve a intentarlo dentro de ${describeWait(decision.retryAfterMs)}.`, decision.retryAfterMs)
}

/** Reads the row, treating an expired waiting or finished table as gone and ending an expired game. */
export async function loadRow(ctx: Context, id: string): Promise<TableRow> {
  if (!tableIdSchema.safeParse(id).success) throw notFound()
  const row = await ctx.prisma.onlineTable.findUnique({ where: { id } })
  if (row === null) throw notFound()
  const now = ctx.now()
  if (row.expiresAt.getTime() <= now) {
    if (row.status === 'playing') return (await finish(ctx, row, { winner: null, reason: 'expired' })) ?? loadRow(ctx, id)
    rows.delete(id)
    throw notFound()
  }
  watchBus(ctx.bus)
  return keepRow(row)
}

export async function publishChange(ctx: Context, row: TableRow): Promise<void> {
  keepRow(row)
  watchBus(ctx.bus)
  await ctx.bus.publish({ kind: 'change', table: row.id, version: row.version, row })
}

/** The game of a row this process has just written or read (from memory when it is there). */
export function liveFor(ctx: Context, row: TableRow): Promise<Live> {
  return liveOf(ctx.prisma, row)
}

/** Ends the game by the table's own rules (resignation, clock, age): compare-and-set on the version. Null: someone else changed it first. */
async function finish(ctx: Context, row: TableRow, result: TableResult): Promise<TableRow | null> {
  const now = ctx.now()
  const written = await ctx.prisma.onlineTable.updateMany({
    where: { id: row.id, version: row.version, status: 'playing' },
    data: {
      status: 'finished', result: JSON.stringify(result), version: { increment: 1 },
      expiresAt: new Date(now + TABLE_LIMITS.keepFinishedMs),
      ...(row.clockMs !== null ? clockAfter(row, null, now, false) : {}),
    },
  })
  if (written.count !== 1) return null
  const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id: row.id } })
  await publishChange(ctx, next)
  return next
}

/** The clock columns after the running seat decided (`increment`) or the game stopped it. */
function clockAfter(row: TableRow, running: SeatName | null, now: number, increment: boolean): { clockA?: number; clockB?: number; clockAt: Date } {
  if (row.clockA === null || row.clockB === null || row.clockAt === null || running === null) return { clockAt: new Date(now) }
  const left = Math.max(0, (running === 'A' ? row.clockA : row.clockB) - (now - row.clockAt.getTime())) + (increment ? row.clockIncMs : 0)
  return running === 'A' ? { clockA: left, clockAt: new Date(now) } : { clockB: left, clockAt: new Date(now) }
}

/** The seat whose clock ran out, if any. */
function timedOut(row: TableRow, live: Live, now: number): SeatName | null {
  if (row.status !== 'playing') return null
  const clock = clockState(row, live, now)
  if (clock === null || clock.running === null) return null
  return clock[clock.running] <= 0 ? clock.running : null
}

/** Ends the game when the deciding Master's clock has run out; returns the row as it now stands. */
export async function enforceClock(ctx: Context, row: TableRow): Promise<TableRow> {
  if (row.status !== 'playing' || row.clockMs === null) return row
  const live = await liveOf(ctx.prisma, row)
  const out = timedOut(row, live, ctx.now())
  if (out === null) return row
  return (await finish(ctx, row, { winner: otherSeat(out), reason: 'time' })) ?? loadRow(ctx, row.id)
}

/** When the running clock runs out (ms since the epoch), for the streams' timers; null without a running clock. */
export function clockDeadline(row: TableRow, live: Live | null): number | null {
  if (row.status !== 'playing' || !live) return null
  const clock = clockState(row, live, 0)
  if (clock === null || clock.running === null || row.clockAt === null) return null
  return row.clockAt.getTime() + (clock.running === 'A' ? (row.clockA ?? 0) : (row.clockB ?? 0))
}

let lastPrune = 0
/** Deletes tables past their expiry that nobody plays (at most once a minute per process). */
export async function pruneSometimes(ctx: Context): Promise<void> {
  const now = ctx.now()
  if (now - lastPrune < 60_000) return
  lastPrune = now
  await ctx.prisma.onlineTable.deleteMany({ where: { expiresAt: { lte: new Date(now) }, status: { in: ['waiting', 'finished'] } } })
}

export type Created = { id: string; seat: SeatName; token: string; state: TableState }

/** POST /api/tables */
export async function createTable(ctx: Context, caller: Caller, input: CreateInput): Promise<Created> {
  const catalogue = getCatalogue()
  const { code } = readDeck(input.deck, catalogue)
  await pruneSometimes(ctx)
  const now = ctx.now()
  const waiting = await ctx.prisma.onlineTable.count({ where: { creatorIp: caller.ip, status: 'waiting', expiresAt: { gt: new Date(now) } } })
  if (waiting >= TABLE_LIMITS.waitingPerClient) {
    throw tooMany(`Ya tienes ${waiting} mesas esperando rival, el máximo es ${TABLE_LIMITS.waitingPerClient}: espera a que se unan o a que caduquen (${TABLE_LIMITS.waitingMs / 60_000} minutos).`, TABLE_LIMITS.waitingMs)
  }
  await takeCreationQuota(caller)
  const seat: SeatName = input.seat === 'random' ? (randomInt(2) === 0 ? 'A' : 'B') : input.seat
  const token = newSeatToken()
  const id = newTableId()
  const row = await ctx.prisma.onlineTable.create({
    data: {
      id, name: input.name, visibility: input.visibility, variant: input.variant, status: 'waiting',
      seed: BigInt(randomInt(0, 0xffffffff)), seed128: newSeed128(), catalogueVersion: catalogue.version,
      ...(seat === 'A' ? { codeA: code, tokenA: hashToken(token), userA: caller.userId } : { codeB: code, tokenB: hashToken(token), userB: caller.userId }),
      creatorIp: caller.ip,
      clockMs: input.clock === null ? null : input.clock.minutes * 60_000,
      clockIncMs: input.clock === null ? 0 : input.clock.incrementSeconds * 1000,
      expiresAt: new Date(now + TABLE_LIMITS.waitingMs),
    },
  })
  return { id, seat, token, state: stateFor(row, null, seat, { now }) }
}

export type Joined = { seat: SeatName; token: string; state: TableState }

/** POST /api/tables/{id}/join */
export async function joinTable(ctx: Context, id: string, caller: Caller, deckInput: string): Promise<Joined> {
  const row = await loadRow(ctx, id)
  if (row.status !== 'waiting') throw tableError(409, 'tableFull', 'La mesa ya tiene sus dos jugadores: puedes mirarla como espectador.')
  const seat: SeatName = row.tokenA === null ? 'A' : 'B'
  const catalogue = catalogueOf(row)
  const { code } = readDeck(deckInput, catalogue)
  const codes: [string, string] = seat === 'A' ? [code, row.codeB ?? ''] : [row.codeA ?? '', code]
  const decks: [Deck, Deck] = [deckFromCode(codes[0]), deckFromCode(codes[1])]
  const created = createGame(tableConfig(decks, Number(row.seed), row.variant as Variant, row.seed128), catalogue)
  if (!created.ok) throw tableError(422, 'cannotStart', `La partida no puede empezar con estos mazos: ${describeError(created.error)}`, 'deck')
  const token = newSeatToken()
  const now = ctx.now()
  const written = await ctx.prisma.onlineTable.updateMany({
    where: { id, status: 'waiting', version: row.version, ...(seat === 'A' ? { tokenA: null } : { tokenB: null }) },
    data: {
      status: 'playing', version: { increment: 1 },
      ...(seat === 'A' ? { codeA: code, tokenA: hashToken(token), userA: caller.userId } : { codeB: code, tokenB: hashToken(token), userB: caller.userId }),
      cards: JSON.stringify(recordCards(decks, catalogue)),
      ...(row.clockMs !== null ? { clockA: row.clockMs, clockB: row.clockMs, clockAt: new Date(now) } : {}),
      expiresAt: new Date(Math.min(now + TABLE_LIMITS.idleMs, row.createdAt.getTime() + TABLE_LIMITS.maxAgeMs)),
    },
  })
  if (written.count !== 1) throw tableError(409, 'tableFull', 'Otra persona se ha sentado antes: la mesa ya está completa.')
  const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
  await publishChange(ctx, next)
  const live = await liveOf(ctx.prisma, next)
  return { seat, token, state: stateFor(next, live, seat, { now }) }
}

/** How long a row read or written here may start a new stream without another read. */
const STREAM_ROW_REUSE_MS = 1000

/**
 * The row this process read or wrote in the last second, when it has not expired: a stream may start from it, as
 * every change after it reaches the stream through the bus (this process's own writes at once, other instances'
 * through NOTIFY, which also drops the kept row); the second bounds what a missed notice could cost.
 */
function freshKeptRow(ctx: Context, id: string): TableRow | null {
  const kept = rows.get(id)
  const at = keptAt.get(id)
  if (kept === undefined || at === undefined || Date.now() - at > STREAM_ROW_REUSE_MS || kept.expiresAt.getTime() <= ctx.now()) return null
  watchBus(ctx.bus)
  return kept
}

/** Reads of a table in flight for streams opening (readTableForStream): concurrent openers share one. */
const streamReads = new Map<string, Promise<{ row: TableRow; live: Live | null }>>()

/**
 * The row and game a new event stream starts from, and the caller's seat. Streams of one table opening together
 * share one read of the row and one catch-up of its game (a burst of a thousand spectators made a thousand reads and
 * replays, and 998 of them waited more than 30 s for their first event); a stream that opens later reads afresh, and
 * any change after the shared read reaches every stream through the bus as usual.
 */
export async function readTableForStream(ctx: Context, id: string, caller: Caller): Promise<{ row: TableRow; live: Live | null; seat: SeatName | null }> {
  let pending = streamReads.get(id)
  if (pending === undefined) {
    pending = (async () => {
      const row = await enforceClock(ctx, freshKeptRow(ctx, id) ?? await loadRow(ctx, id))
      return { row, live: row.status === 'waiting' ? null : await liveOf(ctx.prisma, row) }
    })()
    streamReads.set(id, pending)
    const forget = () => { if (streamReads.get(id) === pending) streamReads.delete(id) }
    pending.then(forget, forget)
  }
  const { row, live } = await pending
  return { row, live, seat: seatOf(row, caller) }
}

/** GET /api/tables/{id} (and each state event): the row, its game, and the caller's seat. */
export async function readTable(ctx: Context, id: string, caller: Caller): Promise<{ row: TableRow; live: Live | null; seat: SeatName | null }> {
  let row = await loadRow(ctx, id)
  const seat = seatOf(row, caller)
  row = await enforceClock(ctx, row)
  const live = row.status === 'waiting' ? null : await liveOf(ctx.prisma, row)
  return { row, live, seat }
}

/**
 * The legal action the sent one names: equal to one of `legal`, or equal but for the order of its lists (a replacement
 * names its cards in the order they go under the deck, `legal` in one order; then in the order sent). Nothing the
 * engine did not list gets into the log. The comparison is the platform's (lib/platform/match-legal.ts).
 */
export function matchLegal(sent: Action, legal: readonly Action[]): Action | null {
  return matchListed(sent, legal, { orderFreeLists: true })
}

export type Acted = { row: TableRow; live: Live; seat: SeatName }

const seatBuckets = globalThis as typeof globalThis & { __dmSeatBuckets?: ActionBuckets }

/** The compare-and-set of an action lost: the row moved on since it was read. */
class Moved extends Error {}

/** POST /api/tables/{id}/actions */
export async function actOnTable(ctx: Context, id: string, caller: Caller, body: z.output<typeof actionSchema>, buckets: ActionBuckets): Promise<Acted> {
  // The row kept from this process's last read or write, when it is at the step the action names; else a read.
  const kept = tableIdSchema.safeParse(id).success ? rows.get(id) : undefined
  const usable = kept !== undefined && kept.step === body.step && kept.status === 'playing' && kept.expiresAt.getTime() > ctx.now()
  let row = usable ? kept : await loadRow(ctx, id)
  const seat = requireSeat(row, caller)
  const allowed = buckets.take(`${id}:${seat}`)
  if (!allowed.allowed) throw tooMany(`Demasiadas acciones seguidas: como mucho ${TABLE_LIMITS.actionsPerSecond} por segundo.`, allowed.retryAfterMs)
  try {
    return await actOnRow(ctx, row, seat, body)
  } catch (error) {
    if (!(error instanceof Moved)) throw error
    if (usable) {
      // Another instance moved the table on: the action is judged again against the row as it now is.
      rows.delete(id)
      row = await loadRow(ctx, id)
      if (requireSeat(row, caller) === seat) {
        try {
          return await actOnRow(ctx, row, seat, body)
        } catch (again) {
          if (!(again instanceof Moved)) throw again
        }
      }
    }
    throw tableError(409, 'staleStep', 'Otra acción se ha aplicado a la vez en este paso: la partida ha cambiado, vuelve a leerla.', 'step', { currentStep: body.step + 1 })
  }
}

async function actOnRow(ctx: Context, start: TableRow, seat: SeatName, body: z.output<typeof actionSchema>): Promise<Acted> {
  const row = await enforceClock(ctx, start)
  const id = row.id
  if (row.status === 'waiting') throw tableError(409, 'notStarted', 'La partida aún no ha empezado: falta el segundo jugador.')
  if (row.status === 'finished') throw tableError(409, 'finished', 'La partida ya ha terminado.', undefined, { currentStep: row.step })
  if (body.step !== row.step) {
    throw tableError(409, 'staleStep', `«step» es ${body.step}, pero la mesa va por el paso ${row.step}: la partida ha cambiado, vuelve a leerla.`, 'step', { currentStep: row.step })
  }
  const live = await liveOf(ctx.prisma, row)
  const decider = deciderOf(live.state)
  if (decider === null || seatName(decider) !== seat) {
    throw tableError(403, 'notYourDecision', `No te toca decidir: la partida espera al Master ${decider === null ? '—' : seatName(decider)}.`)
  }
  const action = matchLegal(body.action, legalOf(live))
  if (action === null) {
    const tried = apply(live.state, body.action, live.catalogue)
    const reason = tried.ok ? 'no es una de las acciones que ofrece «legal»' : describeError(tried.error)
    throw tableError(422, 'illegalAction', `Esa acción no es legal ahora: ${reason}`, 'action')
  }
  const applied = apply(live.state, action, live.catalogue)
  if (!applied.ok) throw tableError(422, 'illegalAction', `Esa acción no es legal ahora: ${describeError(applied.error)}`, 'action')
  const now = ctx.now()
  const step = row.step + 1
  const engineEnd = engineResult(applied.state)
  const capped = engineEnd === null && step >= TABLE_LIMITS.maxSteps
  const result = engineEnd ?? (capped ? { winner: null, reason: 'stepLimit' } : null)
  // Written as plain values, so the row after the write is known without reading it back.
  const fields = {
    step,
    updatedAt: new Date(now),
    ...(result === null
      ? { expiresAt: new Date(Math.min(now + TABLE_LIMITS.idleMs, row.createdAt.getTime() + TABLE_LIMITS.maxAgeMs)) }
      : { status: 'finished', result: JSON.stringify(result), expiresAt: new Date(now + TABLE_LIMITS.keepFinishedMs) }),
    ...(row.clockMs !== null ? clockAfter(row, seat, now, result === null) : {}),
  }
  let version: number
  try {
    ;[, { version }] = await ctx.prisma.$transaction([
      ctx.prisma.tableAction.createMany({ data: [{ tableId: id, step: row.step, action: JSON.stringify(action) }] }),
      ctx.prisma.onlineTable.update({ where: { id, step: row.step, version: row.version }, data: { ...fields, version: { increment: 1 } }, select: { version: true } }),
    ])
  } catch (error) {
    if (isUniqueViolation(error) || isRecordNotFound(error)) throw new Moved()
    throw error
  }
  const next: TableRow = { ...row, ...fields, version }
  const nextLive = remember({ ...live, step, state: applied.state, recent: pushRecent(live.recent, { step, events: applied.events }) })
  await publishChange(ctx, next)
  // After the announcement: the streams need not wait for it.
  if (checkpointDue(row.step, step)) await writeCheckpoint(ctx.prisma, id, MASTERS_CHECKPOINT_VERSION, nextLive)
  return { row: next, live: nextLive, seat }
}

/** The per-seat action buckets of this process. */
export function processBuckets(): ActionBuckets {
  seatBuckets.__dmSeatBuckets ??= new ActionBuckets(actionRate())
  return seatBuckets.__dmSeatBuckets
}

/** POST /api/tables/{id}/resign: the other seat wins. */
export async function resignTable(ctx: Context, id: string, caller: Caller): Promise<{ row: TableRow; live: Live; seat: SeatName }> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    await pauseBeforeRetry(attempt)
    const row = await enforceClock(ctx, await loadRow(ctx, id))
    const seat = requireSeat(row, caller)
    if (row.status === 'waiting') throw tableError(409, 'notStarted', 'La partida aún no ha empezado: no hay nadie ante quien rendirse.')
    if (row.status === 'finished') throw tableError(409, 'finished', 'La partida ya ha terminado.')
    const done = await finish(ctx, row, { winner: otherSeat(seat), reason: 'resign' })
    if (done) return { row: done, live: await liveOf(ctx.prisma, done), seat }
  }
  throw tableError(409, 'busy', 'La mesa cambia demasiado deprisa: vuelve a intentarlo.')
}

/** GET /api/tables/{id}/record: the whole game, once it is over (403 before: it holds every hidden card). */
export async function recordOf(ctx: Context, id: string): Promise<TableRecord> {
  const row = await loadRow(ctx, id)
  if (row.status !== 'finished') throw tableError(403, 'notFinished', 'El registro de la partida (con todas las cartas ocultas) solo se publica cuando termina.')
  const actions = await ctx.prisma.tableAction.findMany({ where: { tableId: id }, orderBy: { step: 'asc' } })
  return {
    config: {
      seed: Number(row.seed), ...(row.seed128 === null ? {} : { seed128: row.seed128 }), mode: 'duel', variant: row.variant as Variant,
      decks: { A: row.codeA ?? '', B: row.codeB ?? '' }, catalogueVersion: row.catalogueVersion, cards: JSON.parse(row.cards) as Card[],
    },
    log: actions.map((a) => JSON.parse(a.action) as Action),
    result: parseResult(row.result),
    step: row.step,
  }
}

export type LobbyEntry = { id: string; name: string; variant: Variant; createdAt: string; clock: { minutes: number; incrementSeconds: number } | null }

/** GET /api/tables?status=waiting */
export async function listWaiting(ctx: Context): Promise<LobbyEntry[]> {
  const rows = await ctx.prisma.onlineTable.findMany({
    where: { game: 'masters', status: 'waiting', visibility: 'public', expiresAt: { gt: new Date(ctx.now()) } },
    orderBy: { createdAt: 'desc' },
    take: TABLE_LIMITS.lobbySize,
    select: { id: true, name: true, variant: true, createdAt: true, clockMs: true, clockIncMs: true },
  })
  return rows.map((r) => ({
    id: r.id, name: r.name, variant: r.variant as Variant, createdAt: r.createdAt.toISOString(),
    clock: r.clockMs === null ? null : { minutes: Math.round(r.clockMs / 60_000), incrementSeconds: Math.round(r.clockIncMs / 1000) },
  }))
}

export type AccountTable = { id: string; name: string; status: TableStatus; seat: SeatName; result: TableResult | null; step: number; updatedAt: string; variant: Variant }

/** A signed-in player's tables, unfinished first (for /cuenta). */
export async function tablesOfUser(prisma: PrismaClient, userId: string, now = Date.now()): Promise<AccountTable[]> {
  const rows = await prisma.onlineTable.findMany({
    where: { OR: [{ userA: userId }, { userB: userId }], expiresAt: { gt: new Date(now) } },
    orderBy: { updatedAt: 'desc' },
    take: TABLE_LIMITS.accountList,
  })
  const order = { playing: 0, waiting: 1, finished: 2 } as Record<string, number>
  return rows
    .map((r) => ({
      id: r.id, name: r.name, status: r.status as TableStatus, seat: (r.userA === userId ? 'A' : 'B') as SeatName,
      result: parseResult(r.result), step: r.step, updatedAt: r.updatedAt.toISOString(), variant: r.variant as Variant,
    }))
    .sort((a, b) => (order[a.status] ?? 3) - (order[b.status] ?? 3))
}

/**
 * POST /api/tables/{id}/again: «Jugar otra vez» (issue 27). A new table waiting for a rival, with the finished one's
 * settings (variant, clock, visibility, name) and the asker's own deck in the asker's seat: the rival's deck is theirs,
 * so the seat stays open for whoever joins. It is made by createTable itself, with its quota and limits.
 */
export async function againTable(ctx: Context, id: string, caller: Caller): Promise<Created> {
  const row = await loadRow(ctx, id)
  const seat = requireSeat(row, caller)
  if (row.status !== 'finished') throw tableError(409, 'notFinished', 'Se juega otra vez cuando la partida ha terminado.')
  const code = seat === 'A' ? row.codeA : row.codeB
  if (code === null) throw tableError(409, 'noDeck', 'Tu asiento no tiene mazo en esta mesa.')
  // The new seat gets a token of its own: the old one is not carried over.
  return createTable(ctx, { ...caller, token: null }, {
    deck: code, variant: row.variant as Variant, seat, visibility: row.visibility as CreateInput['visibility'], name: row.name,
    clock: row.clockMs === null ? null : { minutes: Math.round(row.clockMs / 60_000), incrementSeconds: Math.round(row.clockIncMs / 1000) },
  })
}

/** POST /api/tables/{id}/rematch: a new table with the same decks and seats (the same seat tokens play it). */
export async function rematchTable(ctx: Context, id: string, caller: Caller): Promise<{ id: string; seat: SeatName }> {
  const row = await loadRow(ctx, id)
  const seat = requireSeat(row, caller)
  if (row.status !== 'finished') throw tableError(409, 'notFinished', 'La revancha se pide cuando la partida ha terminado.')
  if (row.rematchId !== null) return { id: row.rematchId, seat }
  await takeCreationQuota(caller)
  const now = ctx.now()
  const newId = newTableId()
  await ctx.prisma.onlineTable.create({
    data: {
      id: newId, name: row.name, visibility: 'link', variant: row.variant, status: 'playing',
      seed: BigInt(randomInt(0, 0xffffffff)), seed128: newSeed128(), catalogueVersion: row.catalogueVersion, cards: row.cards,
      codeA: row.codeA, codeB: row.codeB, tokenA: row.tokenA, tokenB: row.tokenB, userA: row.userA, userB: row.userB,
      creatorIp: row.creatorIp, clockMs: row.clockMs, clockIncMs: row.clockIncMs,
      ...(row.clockMs !== null ? { clockA: row.clockMs, clockB: row.clockMs, clockAt: new Date(now) } : {}),
      rematchOf: row.id, expiresAt: new Date(now + TABLE_LIMITS.idleMs),
    },
  })
  const claimed = await ctx.prisma.onlineTable.updateMany({ where: { id, rematchId: null }, data: { rematchId: newId, version: { increment: 1 } } })
  if (claimed.count !== 1) {
    await ctx.prisma.onlineTable.delete({ where: { id: newId } })
    const again = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    return { id: again.rematchId ?? newId, seat }
  }
  const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
  await publishChange(ctx, next)
  return { id: newId, seat }
}
