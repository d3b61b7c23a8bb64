// Duelo de alientos through the shared table service (issue 31), on SQLite and PostgreSQL: the `game` field on create
// and in replies, 2–6 seats, zod at the boundary and the game's own legal list, one open view for seats and spectators
// without the seed, a whole duel to its record, resign and rematch, and ALI-9's move clock under an injected clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { replayRecord } from '@/lib/platform/record'
import { alientosGame } from '@/lib/alientos/platform'
import type { AlientosAction } from '@/lib/alientos'
import { testDatabases } from '@/lib/server/testing/databases'
import { TEST_ORIGIN as ORIGIN, routeContext as ctx, routeRequest as request, readReply as call, type Json } from '@/lib/server/testing/route-calls'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async () => null }
})

const tablesRoute = await import('@/app/api/tables/route')
const tableRoute = await import('@/app/api/tables/[id]/route')
const joinRoute = await import('@/app/api/tables/[id]/join/route')
const actionsRoute = await import('@/app/api/tables/[id]/actions/route')
const resignRoute = await import('@/app/api/tables/[id]/resign/route')
const recordRoute = await import('@/app/api/tables/[id]/record/route')
const rematchRoute = await import('@/app/api/tables/[id]/rematch/route')
const againRoute = await import('@/app/api/tables/[id]/again/route')
const absenceRoute = await import('@/app/api/tables/[id]/absence/route')
const { forgetLiveTables } = await import('./service')
const { forgetPlatformLives } = await import('./platform-tables')
const { setTestClockOffset } = await import('./test-clock')
const { tableBus } = await import('./bus')

const HOUR = 3600 * 1000
const EQUILIBRIO = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
const FURIA = 'odio:9,calma:3,cambio:2,renovacion:1'

type State = {
  id: string; game: string; status: string; step: number; seat: string | null; decider: string | null; legal: AlientosAction[]
  result: { winner: string | null; winners: string[]; reason: string } | null
  view: (Json & { viewer: number | null; taumaturgos: { pain: number; eliminated: boolean }[] }) | null
  version: number; seatCount: number; rematch: string | null; events: { step: number; events: { type: string; seat?: number }[] }[]
  moveClock: { msLeft: number | null; deadline: string | null; seats: { used: number; left: number; absentUntil: string | null }[] } | null
}



const get = async (id: string, token: string | null | undefined = null) => call(tableRoute.GET(request('GET', `/api/tables/${id}`, { token }), ctx(id)))
const state = async (id: string, token: string | null | undefined = null) => (await get(id, token)).body as unknown as State
const act = (id: string, token: string | null | undefined, body: unknown) => call(actionsRoute.POST(request('POST', `/api/tables/${id}/actions`, { token, body }), ctx(id)))

async function startDuel(seats = 2): Promise<{ id: string; tokens: Record<string, string> }> {
  const created = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'alientos', pool: EQUILIBRIO, seats, seat: 'A', player: 'Ana' } })))
  expect(created.status, created.text).toBe(201)
  const id = created.body.id as string
  const tokens: Record<string, string> = { A: created.body.token as string }
  for (let i = 1; i < seats; i++) {
    const j = await call(joinRoute.POST(request('POST', `/api/tables/${id}/join`, { body: { pool: i % 2 ? FURIA : EQUILIBRIO, player: `T${i}` } }), ctx(id)))
    expect(j.status, j.text).toBe(201)
    tokens[j.body.seat as string] = j.body.token as string
  }
  return { id, tokens }
}

function pick<T>(items: readonly T[], n: number): T {
  return items[(Math.imul(n + 1, 2654435761) >>> 0) % items.length] as T
}

describe.each(testDatabases())('Duelo de alientos tables on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000'; process.env.DM_TEST_CLOCK = '1' })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLiveTables()
    forgetPlatformLives()
    setTestClockOffset(0)
  })
  afterEach(() => setTestClockOffset(0))
  afterAll(async () => { delete process.env.DM_TEST_CLOCK; await tableBus().close() })

  it('creates an alientos table with `game` in the reply, lists it only in the alientos lobby, and leaves Masters clients\' lobby as it was', async () => {
    const created = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'alientos', pool: EQUILIBRIO, seats: 3, visibility: 'public', name: 'Tres taumaturgos' } })))
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ game: 'alientos', seat: 'A' })
    expect(created.body.state).toMatchObject({ game: 'alientos', status: 'waiting', seatCount: 3, view: null })
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id: created.body.id as string } })
    expect([row.game, row.seatCount]).toEqual(['alientos', 3])
    const lobby = await call(tablesRoute.GET(request('GET', '/api/tables?status=waiting&game=alientos')))
    expect((lobby.body.tables as Json[]).map((t) => [t.id, t.seatCount, t.seatsTaken])).toEqual([[created.body.id, 3, 1]])
    const masters = await call(tablesRoute.GET(request('GET', '/api/tables?status=waiting')))
    expect(masters.body.tables).toEqual([])
  })

  it('ALI-1: refuses a pool that is not legal, naming the field, and a seat count outside 2–6, writing nothing', async () => {
    const bad = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'alientos', pool: 'odio:15' } })))
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatchObject({ code: 'illegalPool' })
    expect(String((bad.body.error as Json).field)).toMatch(/^pool/)
    const seven = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'alientos', pool: EQUILIBRIO, seats: 7 } })))
    expect(seven.status).toBe(400)
    expect(seven.body.error).toMatchObject({ field: 'seats' })
    const unknown = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'ajedrez', pool: EQUILIBRIO } })))
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ field: 'game' })
    expect(await db.prisma.onlineTable.count()).toBe(0)
  })

  it('waits for every seat of a three-seat table, then shows each seat and spectators the open duel without the seed', async () => {
    const { id, tokens } = await startDuel(3)
    const spectator = await get(id)
    const s = spectator.body as unknown as State
    expect(s).toMatchObject({ game: 'alientos', status: 'playing', seat: null, legal: [] })
    expect(s.view?.taumaturgos).toHaveLength(3)
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    for (const secret of [row.seed128 as string, ...Object.values(tokens)]) expect(spectator.text).not.toContain(secret)
    expect(spectator.text).not.toContain('"rng"')
    const decider = s.decider as string
    const mine = await state(id, tokens[decider])
    expect(mine.legal.length).toBeGreaterThan(0)
    // A5: open information: the seat's view is the spectator's, but for who is looking.
    expect({ ...mine.view, viewer: null }).toEqual(s.view)
    for (const other of Object.keys(tokens).filter((k) => k !== decider)) expect((await state(id, tokens[other])).legal).toEqual([])
    const join = await call(joinRoute.POST(request('POST', `/api/tables/${id}/join`, { body: { pool: EQUILIBRIO } }), ctx(id)))
    expect(join.status).toBe(409)
  })

  it('refuses malformed (400), out of turn (403), stale (409) and unlisted (422) actions, changing nothing', async () => {
    const { id, tokens } = await startDuel()
    const s = await state(id, tokens.A)
    const decider = s.decider as string
    const other = decider === 'A' ? 'B' : 'A'
    const before = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect((await act(id, tokens[decider], { step: s.step, action: { type: 'fly' } })).status).toBe(400)
    expect((await act(id, tokens[decider], { step: s.step, action: { type: 'pass', extra: 1 } })).status).toBe(400)
    expect((await act(id, tokens[other], { step: s.step, action: { type: 'pass' } })).status).toBe(403)
    expect((await act(id, tokens[decider], { step: s.step + 1, action: { type: 'pass' } })).status).toBe(409)
    const unlisted = await act(id, tokens[decider], { step: s.step, action: { type: 'attack', dice: [0], target: 9, die: 0 } })
    expect(unlisted.status).toBe(422)
    expect(unlisted.body.error).toMatchObject({ code: 'illegalAction', field: 'action' })
    expect((await act(id, null, { step: s.step, action: { type: 'pass' } })).status).toBe(401)
    const after = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect([after.step, after.version]).toEqual([before.step, before.version])
  })

  it('plays a whole duel through the service to its result; the record, refused before the end, replays to the same result', async () => {
    const { id, tokens } = await startDuel()
    expect((await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))).status).toBe(403)
    let n = 0
    for (;;) {
      const spectator = await state(id)
      if (spectator.status === 'finished') break
      expect(n++).toBeLessThan(3000)
      const decider = spectator.decider as string
      const mine = await state(id, tokens[decider])
      const r = await act(id, tokens[decider], { step: mine.step, action: pick(mine.legal, n) })
      expect(r.status, r.text).toBe(200)
      // Forget the game every few moves: it must rebuild from the log alone.
      if (n % 17 === 0) { forgetLiveTables(); forgetPlatformLives() }
    }
    const end = await state(id)
    expect(end.result).not.toBeNull()
    expect(end.legal).toEqual([])
    const record = await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))
    expect(record.status).toBe(200)
    expect(record.body).toMatchObject({ format: 'dm-game-record', game: 'alientos' })
    const replayed = replayRecord(alientosGame, record.body)
    expect(replayed.ok).toBe(true)
    if (replayed.ok) expect(alientosGame.result(replayed.final)?.winners.map((w) => 'ABCDEF'[w])).toEqual(end.result?.winners)
    const late = await act(id, tokens.A, { step: end.step, action: { type: 'pass' } })
    expect(late.status).toBe(409)
  })

  it('A9.3: a resignation ends a two-seat duel for the other taumaturgo; the rematch seats the same tokens at a new table', async () => {
    const { id, tokens } = await startDuel()
    const r = await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token: tokens.B }), ctx(id)))
    expect(r.status, r.text).toBe(200)
    expect(r.body).toMatchObject({ status: 'finished', result: { winner: 'A', winners: ['A'] } })
    const again = await call(rematchRoute.POST(request('POST', `/api/tables/${id}/rematch`, { token: tokens.A }), ctx(id)))
    expect(again.status, again.text).toBe(200)
    const next = again.body.id as string
    expect(next).not.toBe(id)
    const seen = await state(next, tokens.B)
    expect(seen).toMatchObject({ game: 'alientos', status: 'playing', seat: 'B' })
    const same = await call(rematchRoute.POST(request('POST', `/api/tables/${id}/rematch`, { token: tokens.B }), ctx(id)))
    expect(same.body.id).toBe(next)
  })

  it('issue 27: «Jugar otra vez» opens a new table of as many seats with the asker\'s own dice and name in its seat, the others free', async () => {
    const { id, tokens } = await startDuel(3)
    const again = (token: string | null | undefined) => call(againRoute.POST(request('POST', `/api/tables/${id}/again`, { token }), ctx(id)))
    expect((await again(tokens.B)).body.error).toMatchObject({ code: 'notFinished' })
    for (const seat of ['A', 'C']) expect((await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token: tokens[seat] }), ctx(id)))).status).toBe(200)
    const made = await again(tokens.B)
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ game: 'alientos', seat: 'B', state: { game: 'alientos', status: 'waiting', seatCount: 3, seat: 'B' } })
    const seats = JSON.parse((await db.prisma.onlineTable.findUniqueOrThrow({ where: { id: made.body.id as string } })).seats ?? '[]') as { token: string | null; name: string; entry: unknown }[]
    const old = JSON.parse((await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })).seats ?? '[]') as { name: string; entry: unknown }[]
    expect(seats.map((s) => s.token !== null)).toEqual([false, true, false])
    expect([seats[1]?.name, seats[1]?.entry]).toEqual([old[1]?.name, old[1]?.entry])
    expect((await get(made.body.id as string, tokens.B)).status).toBe(401)
    const j = await call(joinRoute.POST(request('POST', `/api/tables/${made.body.id as string}/join`, { body: { pool: EQUILIBRIO } }), ctx(made.body.id as string)))
    expect(j.body).toMatchObject({ seat: 'A' })
  })

  it('ALI-9: a decision left 24 hours is passed for its seat on the next read, and the next decider\'s 24 hours start at that lapse', async () => {
    const { id, tokens } = await startDuel()
    const s = await state(id)
    // Real milliseconds pass between the join and this read: the clock started at the join.
    expect(s.moveClock?.msLeft).toBeGreaterThan(24 * HOUR - 10_000)
    expect(s.moveClock?.msLeft).toBeLessThanOrEqual(24 * HOUR)
    const first = s.decider as string
    setTestClockOffset(24 * HOUR - 60_000)
    expect((await state(id)).step).toBe(s.step)
    setTestClockOffset(24 * HOUR + 60_000)
    const lapsed = await state(id)
    expect(lapsed.step).toBe(s.step + 1)
    expect(lapsed.decider).not.toBe(first)
    expect(lapsed.events.flatMap((e) => e.events).some((e) => e.type === 'pass' && e.seat === 'ABCDEF'.indexOf(first))).toBe(true)
    // The next decision was handed over when the first lapsed, not when somebody looked.
    expect(lapsed.moveClock?.msLeft).toBeGreaterThan(24 * HOUR - 60_000 - 10_000)
    expect(lapsed.moveClock?.msLeft).toBeLessThanOrEqual(24 * HOUR - 60_000)
    const log = await db.prisma.tableAction.findMany({ where: { tableId: id } })
    expect(log.map((a) => JSON.parse(a.action))).toEqual([{ action: { type: 'pass' } }])
    // The decider who was too late cannot act at the old step.
    expect((await act(id, tokens[first], { step: s.step, action: { type: 'pass' } })).status).toBe(409)
  })

  it('ALI-9: one announced absence stops the seat\'s clock (up to 72 hours); a second is refused', async () => {
    const { id, tokens } = await startDuel()
    const s = await state(id)
    const decider = s.decider as string
    const absence = await call(absenceRoute.POST(request('POST', `/api/tables/${id}/absence`, { token: tokens[decider], body: { hours: 72 } }), ctx(id)))
    expect(absence.status, absence.text).toBe(200)
    expect((absence.body as unknown as State).moveClock?.seats['ABCDEF'.indexOf(decider)]).toMatchObject({ used: 1, left: 0 })
    setTestClockOffset(72 * HOUR + 23 * HOUR)
    expect((await state(id)).step).toBe(s.step)
    setTestClockOffset(72 * HOUR + 24 * HOUR + 60_000)
    expect((await state(id)).step).toBe(s.step + 1)
    const second = await call(absenceRoute.POST(request('POST', `/api/tables/${id}/absence`, { token: tokens[decider], body: { hours: 1 } }), ctx(id)))
    expect(second.status).toBe(409)
    expect(second.body.error).toMatchObject({ code: 'absencesUsed' })
    const tooLong = await call(absenceRoute.POST(request('POST', `/api/tables/${id}/absence`, { token: tokens[decider === 'A' ? 'B' : 'A'], body: { hours: 73 } }), ctx(id)))
    expect(tooLong.status).toBe(400)
  })

  it('keeps Masters\' create answering as before when the body says game: masters or nothing', async () => {
    const bad = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'masters', deck: '1 Bola de fuego' } })))
    const bare = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: '1 Bola de fuego' } })))
    expect([bad.status, bad.body]).toEqual([bare.status, bare.body])
    expect(bad.body.error).toMatchObject({ code: 'illegalDeck' })
  })
})
