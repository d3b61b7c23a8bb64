// Online tables of the games the platform holds game-blind (games.ts: Duelo de alientos today), behind the same HTTP
// contract and the same rows, streams, quotas and tokens as Duelo de Masters' (service.ts, ONLINE-API.md; the `game`
// extension is documented in docs/online-api.md).
//
// - The row's `game` names the game; its `seats` JSON holds each seat's token hash, account, name and what it brought
//   (alientos: the 15 dice); `seatCount` how many seats the table waits for (2–6 for alientos).
// - The game state is `create(config)` and then the log (TableAction rows), each entry a record move: `{ action }` or
//   `{ resign: seat }`, so a table's log is a record's moves (lib/platform/record.ts) and replays the same way.
// - A posted action is checked by the game's zod schema, then matched against the game's `legal` list: nothing the
//   game did not offer reaches the log. Writes are a compare-and-set on the row's step and version, as for Masters.
// - The move clock (ALI-9, lib/platform/move-clock.ts) is settled on every read and write: the decisions whose 24 hours
//   ran out are played for their seats (the game's `timeout`) and written to the log as the moves they are, each at the
//   moment it lapsed. The time is the context's `now`, so tests inject it.
// - The seed stays in the row until the game ends (the view never holds the generator); the record is given out only then.
import { randomInt } from 'node:crypto'
import { z } from 'zod'
import type { SeatIndex } from '@/lib/platform/game'
import { matchLegal } from '@/lib/platform/match-legal'
import { announceAbsence, deadlineOf, handOver, settleMoveClock, startMoveClock, timeLeft, type MoveClock } from '@/lib/platform/move-clock'
import type { RecordMove } from '@/lib/platform/record'
import { parseWith } from '../http'
import { isRecordNotFound, isUniqueViolation, type PrismaClient, type TableRow } from '../db'
import { sameHash } from '../tokens'
import {
  PLATFORM_GAME_IDS, registeredGame, seatLetter, letterIndex, SEAT_LETTERS, type PlatformGameId, type RegisteredGame, type SeatEntry, type SeatLetter,
} from './games'
import { TABLE_LIMITS } from './limits'
import { checkpointDue, rebuild, writeCheckpoint } from './checkpoints'
import { pushRecent, rememberLatest } from './live-memory'
import { pauseBeforeRetry, WRITE_ATTEMPTS } from './retry'
import {
  hashToken, loadRow, newSeatToken, newSeed128, newTableId, printable, pruneSometimes, publishChange, TABLE_NAME_MAX, tableError, takeCreationQuota,
  tooMany, VISIBILITIES, type Caller, type Context,
} from './service'

const DAY = 24 * 3600 * 1000
/** Games played by post: a table waits a week for its taumaturgos, and a duel lasts at most half a year. */
export const POST_LIMITS = { waitingMs: 7 * DAY, maxAgeMs: 180 * DAY, maxLapsesPerSettle: 500, nameMax: 40 } as const

// ---------------------------------------------------------------------------------------------
// Input

const seatNameSchema = z.string({ error: '«player» es el nombre de tu taumaturgo.' }).max(POST_LIMITS.nameMax * 4)
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(POST_LIMITS.nameMax, `El nombre es demasiado largo (máximo ${POST_LIMITS.nameMax} caracteres).`).refine(printable, 'El nombre lleva caracteres de control.'))
  .default('')

const platformIds = PLATFORM_GAME_IDS as [PlatformGameId, ...PlatformGameId[]]

/** POST /api/tables with `game` other than masters. */
export const platformCreateSchema = z.object({
  game: z.enum(platformIds, { error: `«game» es «masters» o ${PLATFORM_GAME_IDS.map((g) => `«${g}»`).join(', ')}.` }),
  /** alientos: the taumaturgo's 15 dice, as text (odio:6,calma:6,…) or counts. */
  pool: z.unknown(),
  seats: z.number({ error: '«seats» es el número de taumaturgos de la mesa.' }).int('«seats» debe ser un número entero.').min(2, 'Una mesa es de 2 a 6 taumaturgos.').max(6, 'Una mesa es de 2 a 6 taumaturgos.').default(2),
  seat: z.union([z.enum(SEAT_LETTERS), z.literal('random')], { error: '«seat» es una letra de asiento (A…F) o «random».' }).default('A'),
  visibility: z.enum(VISIBILITIES, { error: '«visibility» debe ser «link» (solo con el enlace) o «public» (en la lista de mesas).' }).default('link'),
  name: z.string({ error: '«name» debe ser un texto.' }).max(TABLE_NAME_MAX * 4)
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(TABLE_NAME_MAX, `El nombre es demasiado largo (máximo ${TABLE_NAME_MAX} caracteres).`).refine(printable, 'El nombre lleva caracteres de control.'))
    .default(''),
  player: seatNameSchema,
}, { error: 'El cuerpo debe ser un objeto JSON { game, pool, seats?, seat?, visibility?, name?, player? }.' }).strict()
export type PlatformCreateInput = z.output<typeof platformCreateSchema>

export const platformJoinSchema = z.object({ pool: z.unknown(), player: seatNameSchema }, { error: 'El cuerpo debe ser un objeto JSON { pool, player? }.' }).strict()

export const stepSchema = z.number({ error: '«step» es el número de jugadas aplicadas (el de la última respuesta).' }).int('«step» debe ser un número entero.').min(0, '«step» no puede ser negativo.').max(TABLE_LIMITS.maxSteps, '«step» es demasiado grande.')

export const absenceSchema = z.object({
  hours: z.number({ error: '«hours» son las horas de la ausencia.' }).min(1 / 60, 'Una ausencia dura al menos un minuto.').max(72, 'Una ausencia dura como mucho 72 horas.'),
}, { error: 'El cuerpo debe ser un objeto JSON { hours }.' }).strict()

function parseEntry(reg: RegisteredGame, input: unknown, field: string): unknown {
  if (input === undefined) throw tableError(400, 'badRequest', 'Faltan los dados de tu taumaturgo: «pool», como odio:6,calma:6,cambio:1,renovacion:1,umbra:1.', field)
  const r = reg.entrySchema.safeParse(input)
  if (!r.success) {
    const issue = r.error.issues[0]
    throw tableError(422, 'illegalPool', `Los dados no son legales: ${issue?.message ?? 'no se pueden leer'}.`, [field, ...(issue?.path ?? []).map(String)].join('.'))
  }
  return r.data
}

// ---------------------------------------------------------------------------------------------
// Rows

export const isPlatformRow = (row: Pick<TableRow, 'game'>): boolean => row.game !== 'masters'

function gameOf(row: TableRow): RegisteredGame {
  const reg = registeredGame(row.game)
  if (reg === null) throw new Error(`La mesa ${row.id} es de un juego que esta web no conoce: ${row.game}.`)
  return reg
}

const seatEntrySchema = z.array(z.object({ token: z.string().nullable(), user: z.string().nullable(), name: z.string(), entry: z.unknown() }))

export function seatsOf(row: TableRow): SeatEntry[] {
  const parsed = seatEntrySchema.safeParse(JSON.parse(row.seats ?? '[]'))
  if (!parsed.success) throw new Error(`La mesa ${row.id} tiene sus asientos ilegibles.`)
  return parsed.data as SeatEntry[]
}

function moveClockOf(row: TableRow): MoveClock | null {
  return row.moveClock === null ? null : (JSON.parse(row.moveClock) as MoveClock)
}

/** The caller's seat index: a token decides (a wrong one is a 401); else a signed-in player's own seat; else null. */
export function platformSeatOf(row: TableRow, caller: Caller): SeatIndex | null {
  const seats = seatsOf(row)
  if (caller.token !== null) {
    const hash = hashToken(caller.token)
    const i = seats.findIndex((s) => s.token !== null && sameHash(s.token, hash))
    if (i >= 0) return i
    throw tableError(401, 'badToken', 'El token de asiento no es de esta mesa: usa el enlace de tu asiento o entra como espectador sin token.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  }
  if (caller.userId !== null) {
    const i = seats.findIndex((s) => s.user === caller.userId)
    if (i >= 0) return i
  }
  return null
}

function requirePlatformSeat(row: TableRow, caller: Caller): SeatIndex {
  const seat = platformSeatOf(row, caller)
  if (seat === null) throw tableError(401, 'noToken', 'Falta el token de tu asiento (Authorization: Bearer …): solo los jugadores de la mesa pueden hacer esto.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  return seat
}

// ---------------------------------------------------------------------------------------------
// The game in memory

type StepEvents = { step: number; events: unknown[] }
export type PlatformLive = { id: string; game: string; step: number; state: unknown; recent: StepEvents[] }

const holder = globalThis as typeof globalThis & { __dmPlatformLives?: Map<string, PlatformLive> }
const lives = (holder.__dmPlatformLives ??= new Map())

export function forgetPlatformLives(): void {
  lives.clear()
}

function remember(live: PlatformLive): PlatformLive {
  return rememberLatest(lives, live)
}

function configOf(row: TableRow): unknown {
  return gameOf(row).configFor(seatsOf(row), Number(row.seed), row.seed128)
}

function applyMove(reg: RegisteredGame, state: unknown, move: RecordMove<unknown>) {
  return 'resign' in move ? reg.game.resign(state, move.resign) : reg.game.apply(state, move.action)
}

/** The version a table's checkpoint is taken with: its game's id and rules version. */
const checkpointVersion = (reg: RegisteredGame): string => `${reg.game.id}:${reg.game.version}`

/** The game as the row says it stands: from memory, or from its checkpoint and the log after it, or replayed from the log. */
export async function platformLiveOf(prisma: PrismaClient, row: TableRow): Promise<PlatformLive> {
  const reg = gameOf(row)
  const live = lives.get(row.id)
  if (live && live.step === row.step) return live
  const rebuilt = await rebuild<unknown, unknown>({
    prisma, tableId: row.id, version: checkpointVersion(reg), toStep: row.step, memory: live ?? null, push: pushRecent,
    start() {
      const created = reg.game.create(configOf(row))
      if (!created.ok) throw new Error(`La mesa ${row.id} no puede empezar: ${created.error.message}`)
      return created
    },
    apply(state, logged) {
      const applied = applyMove(reg, state, JSON.parse(logged) as RecordMove<unknown>)
      return applied.ok ? applied : { ok: false, message: applied.error.message }
    },
  })
  return remember({ id: row.id, game: row.game, step: rebuilt.step, state: rebuilt.state, recent: rebuilt.recent })
}

// ---------------------------------------------------------------------------------------------
// Writing moves

/** The compare-and-set of a write lost: the row moved on since it was read. */
export class PlatformMoved extends Error {}

type Outcome = { winners: number[]; reason: string; rule?: string }
/** The contract's result, widened: `winner` when one seat won (else null), `winners` every seat that did. */
export type PlatformResult = { winner: SeatLetter | null; winners: SeatLetter[]; reason: string; rule?: string }

const toResult = (o: Outcome): PlatformResult => ({
  winner: o.winners.length === 1 ? seatLetter(o.winners[0] as number) : null,
  winners: o.winners.map(seatLetter),
  reason: o.reason,
  ...(o.rule === undefined ? {} : { rule: o.rule }),
})

/**
 * Writes `moves` (each with its state after and its events) after the row's step, with the clock as it then stands,
 * in one transaction, compare-and-set on the row's step and version.
 */
async function writeMoves(
  ctx: Context, row: TableRow, live: PlatformLive, moves: { move: RecordMove<unknown>; state: unknown; events: unknown[] }[], clock: MoveClock | null,
): Promise<{ row: TableRow; live: PlatformLive }> {
  const reg = gameOf(row)
  const now = ctx.now()
  const last = moves[moves.length - 1]
  if (last === undefined) return { row, live }
  const step = row.step + moves.length
  const end = reg.game.result(last.state)
  const capped = end === null && step >= TABLE_LIMITS.maxSteps
  const result: PlatformResult | null = end !== null ? toResult(end) : capped ? { winner: null, winners: [], reason: 'stepLimit' } : null
  const fields = {
    step,
    updatedAt: new Date(now),
    ...(clock === null ? {} : { moveClock: JSON.stringify(clock) }),
    ...(result === null ? {} : { status: 'finished', result: JSON.stringify(result), expiresAt: new Date(now + TABLE_LIMITS.keepFinishedMs) }),
  }
  let version: number
  try {
    ;[, { version }] = await ctx.prisma.$transaction([
      ctx.prisma.tableAction.createMany({ data: moves.map((m, i) => ({ tableId: row.id, step: row.step + i, action: JSON.stringify(m.move) })) }),
      ctx.prisma.onlineTable.update({ where: { id: row.id, step: row.step, version: row.version }, data: { ...fields, version: { increment: 1 } }, select: { version: true } }),
    ])
  } catch (error) {
    if (isUniqueViolation(error) || isRecordNotFound(error)) throw new PlatformMoved()
    throw error
  }
  const next: TableRow = { ...row, ...fields, version }
  let recent = live.recent
  moves.forEach((m, i) => { recent = pushRecent(recent, { step: row.step + i + 1, events: m.events }) })
  const nextLive = remember({ ...live, step, state: last.state, recent })
  await publishChange(ctx, next)
  // After the announcement: the streams need not wait for it.
  if (checkpointDue(row.step, step)) await writeCheckpoint(ctx.prisma, row.id, checkpointVersion(reg), nextLive)
  return { row: next, live: nextLive }
}

/**
 * ALI-9: plays the game's timeout for every decision whose time ran out by now, each at the moment it lapsed, and
 * writes them. Returns the row and game as they then stand (re-read when another request settled them first).
 */
export async function settlePlatformClock(ctx: Context, start: TableRow): Promise<{ row: TableRow; live: PlatformLive | null }> {
  let row = start
  for (let attempt = 0; attempt < 5; attempt++) {
    if (row.status === 'waiting') return { row, live: null }
    const live = await platformLiveOf(ctx.prisma, row)
    const clock = moveClockOf(row)
    const reg = gameOf(row)
    if (row.status !== 'playing' || clock === null || reg.game.clock.kind !== 'move') return { row, live }
    const settled = settleMoveClock(reg.game, live.state, clock, ctx.now(), POST_LIMITS.maxLapsesPerSettle)
    if (!settled.ok) throw new Error(`La mesa ${row.id}: el reloj no pudo jugar por el asiento que no llegó a tiempo (${settled.error.message}).`)
    if (settled.lapses.length === 0) return { row, live }
    // Each lapse's state, replayed: settleMoveClock gives the events, the states are the game's apply in turn.
    const moves: { move: RecordMove<unknown>; state: unknown; events: unknown[] }[] = []
    let state = live.state
    for (const lapse of settled.lapses) {
      const applied = reg.game.apply(state, lapse.action)
      if (!applied.ok) throw new Error(`La mesa ${row.id}: el reloj jugó algo ilegal (${applied.error.message}).`)
      state = applied.state
      moves.push({ move: { action: lapse.action }, state, events: applied.events })
    }
    try {
      return await writeMoves(ctx, row, live, moves, settled.clock)
    } catch (error) {
      if (!(error instanceof PlatformMoved)) throw error
      row = await loadRow(ctx, row.id)
    }
  }
  throw tableError(409, 'busy', 'La mesa cambia demasiado deprisa: vuelve a intentarlo.')
}

// ---------------------------------------------------------------------------------------------
// The state a viewer is sent

export type PlatformClockState = {
  kind: 'move'
  moveMs: number
  absenceMs: number
  absences: number
  /** When the pending decision was handed over, and when it runs out for the decider. */
  since: string
  deadline: string | null
  /** Time the decider has left at `at`. */
  msLeft: number | null
  /** Per seat: absences announced, absences left, and the one in force now (if any). */
  seats: { used: number; left: number; absentUntil: string | null }[]
  at: string
}

export type PlatformTableState = {
  id: string
  game: PlatformGameId
  status: 'waiting' | 'playing' | 'finished'
  step: number
  seat: SeatLetter | null
  decider: SeatLetter | null
  legal: unknown[]
  result: PlatformResult | null
  view: unknown
  version: number
  name: string
  visibility: 'link' | 'public'
  createdAt: string
  expiresAt: string
  seatCount: number
  seats: Record<string, { taken: boolean; connected: boolean; name: string }>
  clock: null
  moveClock: PlatformClockState | null
  rematch: string | null
  events: StepEvents[]
}

function parseResult(text: string | null): PlatformResult | null {
  if (text === null) return null
  try {
    const r = JSON.parse(text) as Partial<PlatformResult> & { reason: string }
    return { winner: r.winner ?? null, winners: r.winners ?? (r.winner ? [r.winner] : []), reason: r.reason, ...(r.rule === undefined ? {} : { rule: r.rule }) }
  } catch {
    return null
  }
}

function clockView(row: TableRow, live: PlatformLive | null, now: number): PlatformClockState | null {
  const reg = gameOf(row)
  const policy = reg.game.clock
  if (policy.kind !== 'move') return null
  const clock = moveClockOf(row) ?? startMoveClock(row.seatCount, now)
  const decider = row.status === 'playing' && live ? reg.game.decider(live.state) : null
  const left = decider === null ? null : timeLeft(clock, policy, decider, now)
  return {
    kind: 'move', moveMs: policy.moveMs, absenceMs: policy.absenceMs, absences: policy.absences,
    since: new Date(clock.since).toISOString(),
    deadline: left === null ? null : new Date(left.deadline).toISOString(),
    msLeft: left === null ? null : left.ms,
    seats: Array.from({ length: row.seatCount }, (_, i) => {
      const mine = clock.absences[i] ?? []
      const now_ = mine.find((w) => w.from <= now && now < w.until)
      return { used: mine.length, left: Math.max(0, policy.absences - mine.length), absentUntil: now_ ? new Date(now_.until).toISOString() : null }
    }),
    at: new Date(now).toISOString(),
  }
}

/** The table as `seat` (null: a spectator) may see it. `presence`: seat letters with a stream open. */
export function platformStateFor(row: TableRow, live: PlatformLive | null, seat: SeatIndex | null, options: { presence?: Record<string, boolean>; since?: number | null; now?: number } = {}): PlatformTableState {
  const reg = gameOf(row)
  const now = options.now ?? Date.now()
  const seats = seatsOf(row)
  let view: unknown = null
  let legal: unknown[] = []
  let decider: SeatLetter | null = null
  let events: StepEvents[] = []
  if (live) {
    view = reg.game.view(live.state, seat)
    const d = row.status === 'playing' ? reg.game.decider(live.state) : null
    decider = d === null ? null : seatLetter(d)
    if (d !== null && d === seat) legal = [...reg.game.legal(live.state)]
    const since = options.since ?? live.step - 1
    // Duelo de alientos is open once the dice are rolled: every viewer reads the same events.
    events = live.recent.filter((e) => e.step > since)
  }
  return {
    id: row.id,
    game: row.game as PlatformGameId,
    status: row.status as PlatformTableState['status'],
    step: row.step,
    seat: seat === null ? null : seatLetter(seat),
    decider,
    legal,
    result: parseResult(row.result),
    view,
    version: row.version,
    name: row.name,
    visibility: row.visibility as 'link' | 'public',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    seatCount: row.seatCount,
    seats: Object.fromEntries(Array.from({ length: row.seatCount }, (_, i) => {
      const s = seats[i]
      return [seatLetter(i), { taken: s !== undefined && s.token !== null, connected: options.presence?.[seatLetter(i)] ?? false, name: s?.name ?? '' }]
    })),
    clock: null,
    moveClock: clockView(row, live, now),
    rematch: row.rematchId,
    events,
  }
}

/** When the decider's move clock runs out (for the streams' timers); null without one running. */
export function platformClockDeadline(row: TableRow, live: PlatformLive | null): number | null {
  if (row.status !== 'playing' || !live) return null
  const reg = gameOf(row)
  const clock = moveClockOf(row)
  if (clock === null || reg.game.clock.kind !== 'move') return null
  const d = reg.game.decider(live.state)
  return d === null ? null : deadlineOf(clock, reg.game.clock, d)
}

// ---------------------------------------------------------------------------------------------
// Operations

export type PlatformCreated = { id: string; seat: SeatLetter; token: string; state: PlatformTableState }

/** POST /api/tables { game: alientos, pool, seats?, … } */
export async function createPlatformTable(ctx: Context, caller: Caller, input: PlatformCreateInput): Promise<PlatformCreated> {
  const reg = registeredGame(input.game)
  if (reg === null) throw tableError(400, 'badRequest', `No se juega «${input.game}» en esta web.`, 'game')
  const { min, max } = reg.game.seats
  if (input.seats < min || input.seats > max) throw tableError(400, 'badRequest', `Una mesa de ${reg.label} es de ${min} a ${max} jugadores.`, 'seats')
  const entry = parseEntry(reg, input.pool, 'pool')
  const seatIdx = input.seat === 'random' ? randomInt(input.seats) : letterIndex(input.seat)
  if (seatIdx < 0 || seatIdx >= input.seats) throw tableError(400, 'badRequest', `La mesa tiene ${input.seats} asientos: «seat» va de A a ${seatLetter(input.seats - 1)}.`, 'seat')
  await pruneSometimes(ctx)
  const now = ctx.now()
  const waiting = await ctx.prisma.onlineTable.count({ where: { creatorIp: caller.ip, status: 'waiting', expiresAt: { gt: new Date(now) } } })
  if (waiting >= TABLE_LIMITS.waitingPerClient) {
    throw tooMany(`Ya tienes ${waiting} mesas esperando rival, el máximo es ${TABLE_LIMITS.waitingPerClient}: espera a que se unan o a que caduquen.`, TABLE_LIMITS.waitingMs)
  }
  await takeCreationQuota(caller)
  const token = newSeatToken()
  const id = newTableId()
  const seats: SeatEntry[] = Array.from({ length: input.seats }, () => ({ token: null, user: null, name: '', entry: null }))
  seats[seatIdx] = { token: hashToken(token), user: caller.userId, name: input.player, entry }
  const row = await ctx.prisma.onlineTable.create({
    data: {
      id, game: input.game, seatCount: input.seats, seats: JSON.stringify(seats), name: input.name, visibility: input.visibility, status: 'waiting',
      seed: BigInt(randomInt(0, 0xffffffff)), seed128: newSeed128(), catalogueVersion: '', creatorIp: caller.ip,
      expiresAt: new Date(now + POST_LIMITS.waitingMs),
    },
  })
  return { id, seat: seatLetter(seatIdx), token, state: platformStateFor(row, null, seatIdx, { now }) }
}

export type PlatformJoined = { seat: SeatLetter; token: string; state: PlatformTableState }

/** POST /api/tables/{id}/join { pool, player? }: the first free seat; the duel starts when the last one is taken. */
export async function joinPlatformTable(ctx: Context, row: TableRow, caller: Caller, body: z.output<typeof platformJoinSchema>): Promise<PlatformJoined> {
  const reg = gameOf(row)
  if (row.status !== 'waiting') throw tableError(409, 'tableFull', 'La mesa ya tiene todos sus jugadores: puedes mirarla como espectador.')
  const entry = parseEntry(reg, body.pool, 'pool')
  const seats = seatsOf(row)
  const free = seats.findIndex((s) => s.token === null)
  if (free < 0) throw tableError(409, 'tableFull', 'La mesa ya tiene todos sus jugadores: puedes mirarla como espectador.')
  const token = newSeatToken()
  seats[free] = { token: hashToken(token), user: caller.userId, name: body.player, entry }
  const full = seats.every((s) => s.token !== null)
  const now = ctx.now()
  if (full) {
    const created = reg.game.create(reg.configFor(seats, Number(row.seed), row.seed128))
    if (!created.ok) throw tableError(422, 'cannotStart', `El duelo no puede empezar: ${created.error.message}`, 'pool')
  }
  const written = await ctx.prisma.onlineTable.updateMany({
    where: { id: row.id, status: 'waiting', version: row.version },
    data: {
      seats: JSON.stringify(seats), version: { increment: 1 },
      ...(full
        ? { status: 'playing', moveClock: JSON.stringify(startMoveClock(row.seatCount, now)), expiresAt: new Date(row.createdAt.getTime() + POST_LIMITS.maxAgeMs) }
        : {}),
    },
  })
  if (written.count !== 1) throw tableError(409, 'tableFull', 'Otra persona se ha sentado a la vez: vuelve a intentarlo.')
  const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id: row.id } })
  await publishChange(ctx, next)
  const live = full ? await platformLiveOf(ctx.prisma, next) : null
  return { seat: seatLetter(free), token, state: platformStateFor(next, live, free, { now }) }
}

/** GET /api/tables/{id}: the row with its clock settled, the game, and the caller's seat. */
export async function readPlatformTable(ctx: Context, row: TableRow, caller: Caller): Promise<{ row: TableRow; live: PlatformLive | null; seat: SeatIndex | null }> {
  const seat = platformSeatOf(row, caller)
  const settled = await settlePlatformClock(ctx, row)
  return { ...settled, seat }
}

export type PlatformActed = { row: TableRow; live: PlatformLive; seat: SeatIndex; since?: number }

/** POST /api/tables/{id}/actions { step, action } for a platform game. */
export async function actOnPlatformTable(ctx: Context, start: TableRow, caller: Caller, raw: unknown): Promise<PlatformActed> {
  const reg = gameOf(start)
  const body = parseWith(z.object({ step: stepSchema, action: reg.actionSchema }, { error: 'El cuerpo debe ser un objeto JSON { step, action }.' }).strict(), raw)
  const seat = requirePlatformSeat(start, caller)
  let row = start
  for (let attempt = 0; attempt < 3; attempt++) {
    const settled = await settlePlatformClock(ctx, row)
    row = settled.row
    if (row.status === 'waiting') throw tableError(409, 'notStarted', 'El duelo aún no ha empezado: faltan taumaturgos.')
    if (row.status === 'finished') throw tableError(409, 'finished', 'El duelo ya ha terminado.', undefined, { currentStep: row.step })
    if (body.step !== row.step) {
      throw tableError(409, 'staleStep', `«step» es ${body.step}, pero la mesa va por la jugada ${row.step}: el duelo ha cambiado, vuelve a leerlo.`, 'step', { currentStep: row.step })
    }
    const live = settled.live ?? await platformLiveOf(ctx.prisma, row)
    const decider = reg.game.decider(live.state)
    if (decider !== seat) throw tableError(403, 'notYourDecision', `No te toca decidir: el duelo espera al asiento ${decider === null ? '—' : seatLetter(decider)}.`)
    const action = matchLegal(body.action, reg.game.legal(live.state), { orderFreeLists: reg.orderFreeLists })
    if (action === null) {
      const tried = reg.game.apply(live.state, body.action)
      const reason = tried.ok ? 'no es una de las acciones que ofrece «legal»' : tried.error.message
      throw tableError(422, 'illegalAction', `Esa acción no es legal ahora: ${reason}`, 'action')
    }
    const applied = reg.game.apply(live.state, action)
    if (!applied.ok) throw tableError(422, 'illegalAction', `Esa acción no es legal ahora: ${applied.error.message}`, 'action')
    const clock = moveClockOf(row)
    try {
      const done = await writeMoves(ctx, row, live, [{ move: { action }, state: applied.state, events: applied.events }], clock === null ? null : handOver(clock, ctx.now()))
      return { ...done, seat, since: body.step }
    } catch (error) {
      if (!(error instanceof PlatformMoved)) throw error
      row = await loadRow(ctx, row.id)
    }
  }
  throw tableError(409, 'staleStep', 'Otra jugada se ha aplicado a la vez: el duelo ha cambiado, vuelve a leerlo.', 'step')
}

/** POST /api/tables/{id}/resign: the seat leaves the duel (A9.3); it goes on without it while two or more remain. */
export async function resignPlatformTable(ctx: Context, start: TableRow, caller: Caller): Promise<PlatformActed> {
  const reg = gameOf(start)
  const seat = requirePlatformSeat(start, caller)
  let row = start
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    await pauseBeforeRetry(attempt)
    const settled = await settlePlatformClock(ctx, row)
    row = settled.row
    if (row.status === 'waiting') throw tableError(409, 'notStarted', 'El duelo aún no ha empezado: no hay nadie ante quien rendirse.')
    if (row.status === 'finished') throw tableError(409, 'finished', 'El duelo ya ha terminado.')
    const live = settled.live ?? await platformLiveOf(ctx.prisma, row)
    const applied = reg.game.resign(live.state, seat)
    if (!applied.ok) throw tableError(409, 'notInGame', applied.error.message)
    const clock = moveClockOf(row)
    // A decision the leaver held passes on: the next decider's time starts now.
    const handed = clock !== null && reg.game.decider(live.state) === seat ? handOver(clock, ctx.now()) : clock
    try {
      const done = await writeMoves(ctx, row, live, [{ move: { resign: seat }, state: applied.state, events: applied.events }], handed)
      return { ...done, seat }
    } catch (error) {
      if (!(error instanceof PlatformMoved)) throw error
      row = await loadRow(ctx, row.id)
    }
  }
  throw tableError(409, 'busy', 'La mesa cambia demasiado deprisa: vuelve a intentarlo.')
}

/** POST /api/tables/{id}/absence { hours }: ALI-9's one announced absence; the seat's clock stands still inside it. */
export async function announcePlatformAbsence(ctx: Context, start: TableRow, caller: Caller, hours: number): Promise<PlatformActed> {
  const reg = gameOf(start)
  const seat = requirePlatformSeat(start, caller)
  if (reg.game.clock.kind !== 'move') throw tableError(409, 'noMoveClock', `${reg.label} no se juega con reloj por jugada.`)
  const policy = reg.game.clock
  let row = start
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    await pauseBeforeRetry(attempt)
    // Lapses first: an absence does not give back time already run out.
    const settled = await settlePlatformClock(ctx, row)
    row = settled.row
    if (row.status !== 'playing') throw tableError(409, row.status === 'waiting' ? 'notStarted' : 'finished', 'Las ausencias se anuncian durante el duelo.')
    const live = settled.live ?? await platformLiveOf(ctx.prisma, row)
    const clock = moveClockOf(row) ?? startMoveClock(row.seatCount, ctx.now())
    const r = announceAbsence(clock, policy, seat, Math.round(hours * 3_600_000), ctx.now())
    if (!r.ok) throw tableError(409, r.error.code, r.error.message, 'hours')
    const written = await ctx.prisma.onlineTable.updateMany({
      where: { id: row.id, version: row.version, status: 'playing' },
      data: { moveClock: JSON.stringify(r.clock), version: { increment: 1 } },
    })
    if (written.count === 1) {
      const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id: row.id } })
      await publishChange(ctx, next)
      return { row: next, live, seat }
    }
    row = await loadRow(ctx, row.id)
  }
  throw tableError(409, 'busy', 'La mesa cambia demasiado deprisa: vuelve a intentarlo.')
}

/** GET /api/tables/{id}/record: the game's record (lib/platform/record.ts), once it is over (it holds the seed). */
export async function platformRecordOf(ctx: Context, row: TableRow): Promise<unknown> {
  const reg = gameOf(row)
  if (row.status !== 'finished') throw tableError(403, 'notFinished', 'El registro del duelo (con su semilla) solo se publica cuando termina.')
  const logged = await ctx.prisma.tableAction.findMany({ where: { tableId: row.id }, orderBy: { step: 'asc' } })
  const result = parseResult(row.result)
  return {
    format: 'dm-game-record', game: reg.game.id, version: reg.game.version, config: configOf(row),
    moves: logged.map((a) => JSON.parse(a.action) as RecordMove<unknown>),
    // The game's own outcome (seat indices), as lib/platform/record.ts writes it; a table's own end (expired) has none.
    result: result === null ? null : { winners: result.winners.map(letterIndex), reason: result.reason, ...(result.rule === undefined ? {} : { rule: result.rule }) },
  }
}

/**
 * POST /api/tables/{id}/again: «Jugar otra vez» (issue 27). A new table of as many seats, waiting for its taumaturgos,
 * with the finished one's visibility and name and the asker's own dice and name in the asker's seat; the other seats
 * are open. Made by createPlatformTable itself, with its quota and limits.
 */
export async function againPlatformTable(ctx: Context, row: TableRow, caller: Caller): Promise<PlatformCreated> {
  const seat = requirePlatformSeat(row, caller)
  if (row.status !== 'finished') throw tableError(409, 'notFinished', 'Se juega otra vez cuando el duelo ha terminado.')
  const mine = seatsOf(row)[seat]
  if (mine === undefined) throw tableError(409, 'noEntry', 'Tu asiento no tiene dados en esta mesa.')
  // The new seat gets a token of its own: the old one is not carried over.
  return createPlatformTable(ctx, { ...caller, token: null }, {
    game: row.game as PlatformGameId, pool: mine.entry, seats: row.seatCount, seat: seatLetter(seat),
    visibility: row.visibility as PlatformCreateInput['visibility'], name: row.name, player: mine.name,
  })
}

/** POST /api/tables/{id}/rematch: a new table with the same seats and dice (the same seat tokens play it). */
export async function rematchPlatformTable(ctx: Context, row: TableRow, caller: Caller): Promise<{ id: string; seat: SeatLetter }> {
  const seat = requirePlatformSeat(row, caller)
  if (row.status !== 'finished') throw tableError(409, 'notFinished', 'La revancha se pide cuando el duelo ha terminado.')
  if (row.rematchId !== null) return { id: row.rematchId, seat: seatLetter(seat) }
  await takeCreationQuota(caller)
  const now = ctx.now()
  const newId = newTableId()
  await ctx.prisma.onlineTable.create({
    data: {
      id: newId, game: row.game, seatCount: row.seatCount, seats: row.seats, name: row.name, visibility: 'link', status: 'playing',
      seed: BigInt(randomInt(0, 0xffffffff)), seed128: newSeed128(), catalogueVersion: '', creatorIp: row.creatorIp,
      moveClock: JSON.stringify(startMoveClock(row.seatCount, now)), rematchOf: row.id, expiresAt: new Date(now + POST_LIMITS.maxAgeMs),
    },
  })
  const claimed = await ctx.prisma.onlineTable.updateMany({ where: { id: row.id, rematchId: null }, data: { rematchId: newId, version: { increment: 1 } } })
  if (claimed.count !== 1) {
    await ctx.prisma.onlineTable.delete({ where: { id: newId } })
    const again = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id: row.id } })
    return { id: again.rematchId ?? newId, seat: seatLetter(seat) }
  }
  const next = await ctx.prisma.onlineTable.findUniqueOrThrow({ where: { id: row.id } })
  await publishChange(ctx, next)
  return { id: newId, seat: seatLetter(seat) }
}

export type PlatformLobbyEntry = { id: string; game: PlatformGameId; name: string; createdAt: string; seatCount: number; seatsTaken: number }

/** GET /api/tables?status=waiting&game=alientos */
export async function listWaitingOf(ctx: Context, game: PlatformGameId): Promise<PlatformLobbyEntry[]> {
  const found = await ctx.prisma.onlineTable.findMany({
    where: { game, status: 'waiting', visibility: 'public', expiresAt: { gt: new Date(ctx.now()) } },
    orderBy: { createdAt: 'desc' },
    take: TABLE_LIMITS.lobbySize,
  })
  return found.map((r) => ({
    id: r.id, game, name: r.name, createdAt: r.createdAt.toISOString(), seatCount: r.seatCount, seatsTaken: seatsOf(r).filter((s) => s.token !== null).length,
  }))
}

export type AccountDuel = {
  id: string; game: PlatformGameId; label: string; name: string; status: PlatformTableState['status']; seat: SeatLetter
  seatCount: number; seatsTaken: number; decider: SeatLetter | null; yourMove: boolean; result: PlatformResult | null; step: number; updatedAt: string
}

/**
 * A signed-in player's duels of the platform games (for /cuenta): the ones waiting for their move first, then the
 * others in play, the ones waiting for taumaturgos, the finished. Their seats are in the `seats` JSON, so the rows are
 * found by its text (the same on SQLite and PostgreSQL) and then checked seat by seat.
 */
export async function platformTablesOfUser(prisma: PrismaClient, userId: string, now = Date.now()): Promise<AccountDuel[]> {
  const rows = await prisma.onlineTable.findMany({
    where: { game: { in: PLATFORM_GAME_IDS }, seats: { contains: `"user":${JSON.stringify(userId)}` }, expiresAt: { gt: new Date(now) } },
    orderBy: { updatedAt: 'desc' },
    take: TABLE_LIMITS.accountList,
  })
  const duels: AccountDuel[] = []
  for (const row of rows) {
    const reg = registeredGame(row.game)
    if (reg === null) continue
    const seats = seatsOf(row)
    const mine = seats.findIndex((s) => s.user === userId)
    if (mine < 0) continue
    // The decider as the log stands; a lapsed move clock is settled when the table itself is opened.
    const d = row.status === 'playing' ? reg.game.decider((await platformLiveOf(prisma, row)).state) : null
    duels.push({
      id: row.id, game: row.game as PlatformGameId, label: reg.label, name: row.name, status: row.status as AccountDuel['status'], seat: seatLetter(mine),
      seatCount: row.seatCount, seatsTaken: seats.filter((s) => s.token !== null).length, decider: d === null ? null : seatLetter(d),
      yourMove: d === mine, result: parseResult(row.result), step: row.step, updatedAt: row.updatedAt.toISOString(),
    })
  }
  const rank = (t: AccountDuel) => (t.yourMove ? 0 : t.status === 'playing' ? 1 : t.status === 'waiting' ? 2 : 3)
  // Array.prototype.sort is stable: within a group, the most recently moved first, as read.
  return duels.sort((a, b) => rank(a) - rank(b))
}

export { SEAT_LETTERS, seatLetter, letterIndex }
