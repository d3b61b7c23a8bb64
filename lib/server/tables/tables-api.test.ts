// The online-table contract (ONLINE-API.md) through the route handlers, on SQLite and PostgreSQL: every status
// code, refused actions changing nothing, one winner of two racing actions, a whole random game to its record,
// and no card of the rival's hand in anything a seat or a spectator is sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { apply, replay, type Action, type GameState, type Seat } from '@/lib/engine'
import { HIDDEN_CARD, viewFor } from '@/lib/engine/view'
import { seatIndex, type SeatName } from '@/lib/online/view'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
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
const { forgetLiveTables, tableConfig } = await import('./service')
const { tableBus } = await import('./bus')


type State = {
  id: string; status: string; step: number; seat: SeatName | null; decider: SeatName | null; legal: Action[]
  result: { winner: SeatName | null; reason: string } | null; view: { state: GameState; masters: Record<SeatName, { hand: { card: string | null }[] }> } | null
  version: number; rematch: string | null
}



const boxed = () => getBoxedDecks()
const codeOf = (i: number) => encodeShareCode(boxed()[i]!.deck)

async function createTable(body: Json = { deck: codeOf(0), seat: 'A' }) {
  const r = await call(tablesRoute.POST(request('POST', '/api/tables', { body })))
  expect(r.status, r.text).toBe(201)
  return r.body as { id: string; seat: SeatName; token: string; joinUrl: string; spectateUrl: string }
}

async function startTable(): Promise<{ id: string; tokens: Record<SeatName, string> }> {
  const t = await createTable()
  const j = await call(joinRoute.POST(request('POST', `/api/tables/${t.id}/join`, { body: { deck: codeOf(1) } }), ctx(t.id)))
  expect(j.status, j.text).toBe(201)
  expect(j.body.seat).toBe('B')
  return { id: t.id, tokens: { A: t.token, B: j.body.token as string } }
}

const get = async (id: string, token: string | null = null) => call(tableRoute.GET(request('GET', `/api/tables/${id}`, { token }), ctx(id)))
const act = (id: string, token: string | null, body: unknown) => call(actionsRoute.POST(request('POST', `/api/tables/${id}/actions`, { token, body }), ctx(id)))

/** Deterministic "random" legal choice. */
function pick<T>(items: readonly T[], n: number): T {
  return items[(Math.imul(n + 1, 2654435761) >>> 0) % items.length] as T
}

describe('seeds of online tables', () => {
  it('are 128 bits from the system generator: every bit takes both values over 256 draws, no two draws alike', async () => {
    const { newSeed128 } = await import('./service')
    const draws = Array.from({ length: 256 }, () => newSeed128())
    for (const d of draws) expect(d).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(draws).size).toBe(256)
    // A seed with fewer random bits (a uint32 padded out, a timestamp) leaves some positions fixed.
    const bits = (hex: string) => [...hex].flatMap((h) => Number.parseInt(h, 16).toString(2).padStart(4, '0').split('').map(Number))
    const ones = Array.from({ length: 128 }, () => 0)
    for (const d of draws) bits(d).forEach((b, i) => { ones[i]! += b })
    for (const [i, count] of ones.entries()) expect(count, `bit ${i}`).toBeGreaterThan(0)
    for (const [i, count] of ones.entries()) expect(count, `bit ${i}`).toBeLessThan(256)
  })
})

describe.each(testDatabases())('online tables on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000' })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLiveTables()
    // The join route's per-address window lives in this process: each test (on each database) starts with it empty.
    delete (globalThis as { __dmJoinLimiter?: unknown }).__dmJoinLimiter
  })
  // Before the database is dropped: PostgreSQL's LISTEN connection would otherwise be cut and retried.
  afterAll(async () => { await tableBus().close() })

  it('creates a table with an unguessable seat token and lists it while it waits, if public', async () => {
    const t = await createTable({ deck: codeOf(0), visibility: 'public', name: 'Mesa de prueba', seat: 'random' })
    expect(t.token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 bits
    expect(t.id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(['A', 'B']).toContain(t.seat)
    expect(t.joinUrl).toContain(`/mesa/${t.id}`)
    await createTable({ deck: codeOf(0) }) // by link only: not listed
    const list = await call(tablesRoute.GET(request('GET', '/api/tables?status=waiting')))
    expect(list.status).toBe(200)
    expect((list.body.tables as { id: string; name: string }[]).map((x) => [x.id, x.name])).toEqual([[t.id, 'Mesa de prueba']])
    const spectator = await get(t.id)
    expect(spectator.body).toMatchObject({ status: 'waiting', seat: null, view: null, legal: [] })
    expect(spectator.text).not.toContain(t.token)
    expect((await call(tablesRoute.GET(request('GET', '/api/tables?status=playing')))).status).toBe(400)
  })

  it('refuses bad bodies and illegal decks with the field and a code (400, 413, 415, 422)', async () => {
    const bad = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: codeOf(0), variant: 'turbo' } })))
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({ code: 'badRequest', field: 'variant' })
    const illegal = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: '1 Bola de fuego' } })))
    expect(illegal.status).toBe(422)
    expect(illegal.body.error).toMatchObject({ code: 'illegalDeck', field: 'deck' })
    expect((illegal.body.error as { problems: unknown[] }).problems.length).toBeGreaterThan(0)
    const huge = await call(tablesRoute.POST(request('POST', '/api/tables', { raw: JSON.stringify({ deck: 'x'.repeat(40_000) }) })))
    expect(huge.status).toBe(413)
    const text = await call(tablesRoute.POST(request('POST', '/api/tables', { raw: 'deck', type: 'text/plain' })))
    expect(text.status).toBe(415)
    expect(text.body.error).toMatchObject({ code: 'unsupportedMediaType' })
    expect(await db.prisma.onlineTable.count()).toBe(0)
  })

  it('joins once: the second join is a 409, an unknown table a 404', async () => {
    const { id } = await startTable()
    const again = await call(joinRoute.POST(request('POST', `/api/tables/${id}/join`, { body: { deck: codeOf(0) } }), ctx(id)))
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'tableFull' })
    const missing = await call(joinRoute.POST(request('POST', '/api/tables/AAAAAAAAAAAAAAAA/join', { body: { deck: codeOf(0) } }), ctx('AAAAAAAAAAAAAAAA')))
    expect(missing.status).toBe(404)
    expect((await get('AAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await get('../../etc')).status).toBe(404)
  })

  it('refuses actions without a token (401), with a wrong one (401), out of turn (403), stale (409) or illegal (422), changing nothing', async () => {
    const { id, tokens } = await startTable()
    const a = (await get(id, tokens.A)).body as unknown as State
    const decider = a.decider as SeatName
    const rival: SeatName = decider === 'A' ? 'B' : 'A'
    const mine = (await get(id, tokens[decider])).body as unknown as State
    expect(mine.legal.length).toBeGreaterThan(0)
    expect(((await get(id, tokens[rival])).body as unknown as State).legal).toEqual([])
    const legal = mine.legal[0] as Action
    const before = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })

    const none = await act(id, null, { step: 0, action: legal })
    expect(none.status).toBe(401)
    expect(none.body.error).toMatchObject({ code: 'noToken' })
    expect((await act(id, 'x'.repeat(43), { step: 0, action: legal })).status).toBe(401)
    expect((await get(id, 'y'.repeat(43))).status).toBe(401)
    const notYours = await act(id, tokens[rival], { step: 0, action: legal })
    expect(notYours.status).toBe(403)
    expect(notYours.body.error).toMatchObject({ code: 'notYourDecision' })
    const stale = await act(id, tokens[decider], { step: 5, action: legal })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({ code: 'staleStep', field: 'step', currentStep: 0 })
    const illegal = await act(id, tokens[decider], { step: 0, action: { type: 'draw' } })
    expect(illegal.status).toBe(422)
    expect(illegal.body.error).toMatchObject({ code: 'illegalAction', field: 'action' })
    expect(String((illegal.body.error as { message: string }).message).length).toBeGreaterThan(30)
    const junk = await act(id, tokens[decider], { step: 0, action: { ...legal, extra: 'x' } })
    expect(junk.status).toBe(400)
    expect(junk.body.error).toMatchObject({ field: 'action.extra' })
    const malformed = await act(id, tokens[decider], { step: 'cero', action: legal })
    expect(malformed.status).toBe(400)

    const after = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect(after.step).toBe(before.step)
    expect(after.version).toBe(before.version)
    expect(await db.prisma.tableAction.count({ where: { tableId: id } })).toBe(0)

    const ok = await act(id, tokens[decider], { step: 0, action: legal })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body.step).toBe(1)
  })

  it('issue 28: a malformed action from the deciding seat is a 400 naming the field, before the engine sees it; nothing changes', async () => {
    const { id, tokens } = await startTable()
    const decider = ((await get(id, tokens.A)).body as unknown as State).decider as SeatName
    const before = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    // The probe's 500s first, then one of each kind of fault.
    const cases: [unknown, string][] = [
      [{ type: 'initialReplacement', instanceIds: 2147483648 }, 'action.instanceIds'],
      [null, 'action'],
      [{ type: 'equip', dalmaId: 1, instanceId: 2, replaceIds: {} }, 'action.replaceIds'],
      [{ type: 'initialReplacement', instanceIds: [2147483648] }, 'action.instanceIds[0]'],
      [{ type: 'initialReplacement', instanceIds: [1.5] }, 'action.instanceIds[0]'],
      [{ type: 'initialReplacement', instanceIds: [-1] }, 'action.instanceIds[0]'],
      [{ type: 'initialReplacement', instanceIds: Array.from({ length: 201 }, (_, i) => i) }, 'action.instanceIds'],
      [{ type: 'initialReplacement' }, 'action.instanceIds'],
      [{ type: 'place', instanceId: '3' }, 'action.instanceId'],
      [{ type: 'cast', dalmaId: 1, spellId: 2 }, 'action.targetId'],
      [{ type: 'activateLente', dalmaId: 1, objectId: 2, targetId: null, reveal: 'sí' }, 'action.reveal'],
      [{ type: 'reloadBow', dalmaId: 1, weaponId: 2, arrowId: 'flecha' }, 'action.arrowId'],
      [{ type: 'volar' }, 'action.type'],
      [{ type: 7 }, 'action.type'],
      [{}, 'action.type'],
      ['draw', 'action'],
      [[{ type: 'draw' }], 'action'],
    ]
    for (const [action, field] of cases) {
      const r = await act(id, tokens[decider], { step: 0, action })
      expect(r.status, JSON.stringify(action)).toBe(400)
      expect(r.body.error, JSON.stringify(action)).toMatchObject({ code: 'badRequest', field })
    }
    const after = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect([after.step, after.version]).toEqual([before.step, before.version])
  })

  it('issue 28: fuzzed actions of every type, shaped right or wrong, from the deciding seat get 400, 409 or 422, never 500', async () => {
    const fc = (await import('fast-check')).default
    const { ACTION_TYPES } = await import('@/lib/engine/action-schema')
    const { id, tokens } = await startTable()
    let now = (await get(id, tokens.A)).body as unknown as State
    const number = fc.oneof(fc.integer({ min: -2, max: 300 }), fc.constantFrom(2147483648, 65535, 65536, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER))
    const field = fc.oneof(number, fc.array(number, { maxLength: 6 }), fc.constant(null), fc.constant({}), fc.boolean(), fc.string({ maxLength: 4 }))
    const names = ['instanceId', 'instanceIds', 'dalmaId', 'dalmaIds', 'enemyId', 'weaponId', 'targetId', 'arrowId', 'spellId', 'skillId', 'objectId', 'reveal', 'replaceIds', 'fighterId', 'opponentId', 'attackerId', 'defenderId', 'trapId']
    const action = fc.record({ type: fc.oneof(fc.constantFrom(...ACTION_TYPES), fc.string({ maxLength: 12 })), ...Object.fromEntries(names.map((n) => [n, field])) }, { requiredKeys: ['type'] })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await fc.assert(fc.asyncProperty(action, async (a) => {
        if (now.status !== 'playing' || now.decider === null) return
        const r = await act(id, tokens[now.decider], { step: now.step, action: a })
        expect([200, 400, 422], `${JSON.stringify(a)} → ${r.text}`).toContain(r.status)
        // A well-formed action that happened to be legal moves the game on: the next one is sent at its step.
        if (r.status === 200) now = r.body as unknown as State
        if (r.status === 400) expect(String((r.body.error as { field?: string }).field ?? '')).toMatch(/^action/)
      }), {
        numRuns: 300,
        // The probe's three 500s always run.
        examples: [[{ type: 'initialReplacement', instanceIds: 2147483648 }], [{ type: 'discardToLimit', instanceIds: null }], [{ type: 'equip', dalmaId: 1, instanceId: 2, replaceIds: {} }]] as unknown as [{ type: string }][],
      })
    } finally {
      errors.mockRestore()
    }
  }, 120_000)

  it('two racing actions for one step: one is applied and the other gets a 409, even from two processes', async () => {
    const { id, tokens } = await startTable()
    const s = (await get(id, tokens.A)).body as unknown as State
    const seat = s.decider as SeatName
    const mine = (await get(id, tokens[seat])).body as unknown as State
    const [x, y] = [mine.legal[0] as Action, mine.legal[mine.legal.length - 1] as Action]
    const results = await Promise.all([act(id, tokens[seat], { step: 0, action: x }), act(id, tokens[seat], { step: 0, action: y })])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await db.prisma.tableAction.count({ where: { tableId: id } })).toBe(1)
    // As another instance would: its memory is empty, it rebuilds from the log, and the step it was sent is stale.
    forgetLiveTables()
    const late = await act(id, tokens[seat], { step: 0, action: x })
    expect(late.status).toBe(409)
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect(row.step).toBe(1)
  })

  it('an action checked against a row this process kept is judged again when another instance changed the table meanwhile', async () => {
    const { id, tokens } = await startTable()
    const s = (await get(id, tokens.A)).body as unknown as State
    const seat = s.decider as SeatName
    const legal = ((await get(id, tokens[seat])).body as unknown as State).legal[0] as Action
    // As another instance would resign for the rival: straight in the database, unknown to this process.
    await db.prisma.onlineTable.update({ where: { id }, data: { status: 'finished', result: JSON.stringify({ winner: seat, reason: 'resign' }), version: { increment: 1 } } })
    const late = await act(id, tokens[seat], { step: 0, action: legal })
    expect(late.status, late.text).toBe(409)
    expect(late.body.error).toMatchObject({ code: 'finished' })
    expect(await db.prisma.tableAction.count({ where: { tableId: id } })).toBe(0)
  })

  it('deals every table from its own 128-bit seed, kept secret until the end and then in the record', async () => {
    const { id, tokens } = await startTable()
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    expect(row.seed128).toMatch(/^[0-9a-f]{32}$/)
    for (const viewer of [tokens.A, tokens.B, null]) expect((await get(id, viewer)).text).not.toContain(row.seed128)
    const hand = ((await get(id, tokens.A)).body as unknown as State).view!.masters.A.hand.map((c) => c.card)
    expect((await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token: tokens.B }), ctx(id)))).status).toBe(200)
    const record = await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))
    const config = (record.body as { config: { seed: number; seed128: string } }).config
    expect(config.seed128).toBe(row.seed128)
    // The 128-bit seed is what dealt: the game it starts shows A the hand A was shown; the uint32 seed alone deals another game.
    const dealt = (seed128: string | null) => {
      const r = replay(tableConfig([boxed()[0]!.deck, boxed()[1]!.deck], config.seed, 'none', seed128), [], getCatalogue())
      if (!r.ok) throw new Error('no start')
      return r.state
    }
    const wide = dealt(config.seed128)
    expect(wide.masters[0].hand.map((h) => wide.cards[h]!.cardId)).toEqual(hand)
    const narrow = dealt(null)
    expect(narrow.masters.map((m) => m.deck.map((c) => narrow.cards[c]!.cardId))).not.toEqual(wide.masters.map((m) => m.deck.map((c) => wide.cards[c]!.cardId)))
  })

  it('a whole random game through the contract: no rival hand card in any reply, the record replays it, a rematch follows', async () => {
    const { id, tokens } = await startTable()
    const catalogue = getCatalogue()
    let state = (await get(id, tokens.A)).body as unknown as State
    let n = 0
    const replies: { viewer: SeatName | null; text: string; step: number }[] = []
    while (state.status === 'playing' && n < 3000) {
      const seat = state.decider as SeatName
      const mine = await get(id, tokens[seat])
      const rival = await get(id, tokens[seat === 'A' ? 'B' : 'A'])
      const spectator = await get(id)
      replies.push({ viewer: seat, text: mine.text, step: n }, { viewer: seat === 'A' ? 'B' : 'A', text: rival.text, step: n }, { viewer: null, text: spectator.text, step: n })
      const legal = (mine.body as unknown as State).legal
      expect(legal.length).toBeGreaterThan(0)
      const r = await act(id, tokens[seat], { step: n, action: pick(legal, n) })
      expect(r.status, r.text).toBe(200)
      replies.push({ viewer: seat, text: r.text, step: n + 1 })
      state = r.body as unknown as State
      n += 1
      if (n === 40) forgetLiveTables() // as if another process served the rest
    }
    expect(state.status).toBe('finished')
    console.log(`random game: ${n} actions`)
    expect(state.result).not.toBeNull()

    const record = await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))
    expect(record.status).toBe(200)
    const { config, log } = record.body as { config: { seed: number; seed128: string; variant: 'none'; decks: Record<SeatName, string> }; log: Action[] }
    expect(log).toHaveLength(n)
    const decks = [boxed()[0]!.deck, boxed()[1]!.deck] as const
    const replayed = replay(tableConfig([decks[0], decks[1]], config.seed, config.variant, config.seed128), log, catalogue)
    expect(replayed.ok).toBe(true)
    if (!replayed.ok) return

    // Replaying step by step: whatever a viewer was sent at step k names no card it had not been shown by then.
    const states: GameState[] = []
    const created = replay(tableConfig([decks[0], decks[1]], config.seed, config.variant, config.seed128), [], catalogue)
    if (!created.ok) throw new Error('no start')
    states.push(created.state)
    for (const action of log) {
      const r = apply(states[states.length - 1] as GameState, action, catalogue)
      if (!r.ok) throw new Error('replay failed')
      states.push(r.state)
    }
    for (const { viewer, text, step } of replies) {
      const truth = states[step] as GameState
      const viewers: Seat[] = viewer === null ? [0, 1] : [seatIndex(viewer)]
      for (const v of viewers) {
        const rival: Seat = v === 0 ? 1 : 0
        const shown = viewFor(truth, v, catalogue).state
        for (const handId of truth.masters[rival].hand) {
          if (shown.cards[handId]?.cardId !== HIDDEN_CARD) continue
          // The hidden card's instance must never be paired with its card id in the reply.
          const cardId = truth.cards[handId]!.cardId
          const payload = JSON.parse(text) as State
          expect(payload.view?.state.cards[handId]?.cardId, `step ${step}`).toBe(HIDDEN_CARD)
          const events = (payload as unknown as { events: { events: Record<string, unknown>[] }[] }).events.flatMap((e) => e.events)
          for (const e of events) if (e.instanceId === handId && 'cardId' in e) expect(e.cardId, `step ${step}: ${cardId}`).toBe(HIDDEN_CARD)
        }
      }
      if (viewer === null) {
        const payload = JSON.parse(text) as State
        for (const s of [0, 1] as const) for (const c of payload.view?.masters[s === 0 ? 'A' : 'B'].hand ?? []) expect(c.card).toBeNull()
      }
    }
    expect(JSON.stringify(states[n])).toBe(JSON.stringify(replayed.state))

    const rematch = await call(rematchRoute.POST(request('POST', `/api/tables/${id}/rematch`, { token: tokens.B }), ctx(id)))
    expect(rematch.status).toBe(200)
    const again = await call(rematchRoute.POST(request('POST', `/api/tables/${id}/rematch`, { token: tokens.A }), ctx(id)))
    expect(again.body.id).toBe(rematch.body.id)
    const next = (await get(rematch.body.id as string, tokens.A)).body as unknown as State
    expect(next).toMatchObject({ status: 'playing', seat: 'A', step: 0 })
  }, 300_000)

  it('resigning ends the game for the other seat; the record is 403 before the end', async () => {
    const { id, tokens } = await startTable()
    const early = await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))
    expect(early.status).toBe(403)
    expect(early.body.error).toMatchObject({ code: 'notFinished' })
    expect((await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`), ctx(id)))).status).toBe(401)
    const done = await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token: tokens.B }), ctx(id)))
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'finished', result: { winner: 'A', reason: 'resign' }, decider: null, legal: [] })
    expect((await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token: tokens.A }), ctx(id)))).status).toBe(409)
    const s = (await get(id, tokens.A)).body as unknown as State
    expect((await act(id, tokens.A, { step: s.step, action: { type: 'pass' } })).status).toBe(409)
    expect((await call(recordRoute.GET(request('GET', `/api/tables/${id}/record`), ctx(id)))).status).toBe(200)
  })

  it('a Master whose clock runs out loses, with nobody acting; the increment is added per decision', async () => {
    const svc = await import('./service')
    let now = Date.now()
    const c = { prisma: db.prisma, bus: tableBus(), now: () => now }
    const who = { token: null, userId: null, ip: '192.0.2.9' }
    const created = await svc.createTable(c, who, svc.createSchema.parse({ deck: codeOf(0), seat: 'A', clock: { minutes: 1, incrementSeconds: 5 } }))
    // Issue 27: while it waits, the table shows the clock it will play with, full and stopped (the join page names it).
    expect(created.state.clock).toMatchObject({ initialMs: 60_000, incrementMs: 5000, A: 60_000, B: 60_000, running: null })
    const joined = await svc.joinTable(c, created.id, who, codeOf(1))
    const decider = joined.state.decider as SeatName
    expect(joined.state.clock).toMatchObject({ initialMs: 60_000, A: 60_000, B: 60_000, running: decider })
    now += 10_000
    const mine = await svc.readTable(c, created.id, { ...who, token: decider === 'A' ? created.token : joined.token })
    const legal = svc.stateFor(mine.row, mine.live, decider).legal
    const acted = await svc.actOnTable(c, created.id, { ...who, token: decider === 'A' ? created.token : joined.token }, { step: 0, action: legal[0] as Action }, new (await import('./limits')).ActionBuckets())
    expect(svc.stateFor(acted.row, acted.live, null, { now }).clock?.[decider]).toBe(55_000)
    const running = svc.stateFor(acted.row, acted.live, null, { now }).clock?.running as SeatName
    now += 70_000
    const read = await svc.readTable(c, created.id, who)
    expect(read.row.status).toBe('finished')
    expect(JSON.parse(read.row.result ?? 'null')).toEqual({ winner: running === 'A' ? 'B' : 'A', reason: 'time' })
  })

  it('a client may keep only 5 tables waiting (429)', async () => {
    for (let i = 0; i < 5; i++) await createTable({ deck: codeOf(0) })
    const sixth = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: codeOf(0) } })))
    expect(sixth.status).toBe(429)
    expect(sixth.body.error).toMatchObject({ code: 'tooMany' })
    expect(await db.prisma.onlineTable.count()).toBe(5)
  })

  it('issue 27: a stream opened while the table waits gets the deal (step 0) when the rival sits, the rival\'s draws unnamed', async () => {
    const { StreamHub } = await import('./streams')
    const t = await createTable()
    const hub = new StreamHub(tableBus())
    const got: string[] = []
    const waiting = (await get(t.id, t.token)).body as unknown as import('@/lib/online/wire').TableState
    expect(waiting.view).toBeNull()
    hub.open(t.id, 'A', '1.1.1.1', { write: (t: string | Uint8Array) => { got.push(typeof t === 'string' ? t : new TextDecoder().decode(t)); return true }, close: () => undefined }, waiting)
    const j = await call(joinRoute.POST(request('POST', `/api/tables/${t.id}/join`, { body: { deck: codeOf(1) } }), ctx(t.id)))
    expect(j.status).toBe(201)
    // The joiner's own reply carries the deal too.
    expect((j.body.state as { events: { step: number }[] }).events.map((e) => e.step)).toContain(0)
    await new Promise((r) => setTimeout(r, 50))
    await hub.settled(t.id)
    type Sent = { status: string; events: { step: number; events: { type: string; seat?: number; cardId?: string }[] }[] }
    const sent = got.map((text) => JSON.parse(text.split('data: ')[1] ?? 'null') as Sent)
    expect(sent.at(-1)?.status).toBe('playing')
    const deal = sent.flatMap((m) => m.events).find((e) => e.step === 0)?.events ?? []
    const draws = deal.filter((e) => e.type === 'cardDrawn')
    expect(draws.filter((e) => e.seat === 0).every((e) => e.cardId !== HIDDEN_CARD)).toBe(true)
    expect(draws.filter((e) => e.seat === 1).map((e) => e.cardId)).toEqual(Array(draws.filter((e) => e.seat === 1).length).fill(HIDDEN_CARD))
    expect(draws.length).toBeGreaterThan(4)
    hub.dispose()
  })

  it('issue 27: «Jugar otra vez» makes a new table waiting for a rival, with the finished one\'s settings and the asker\'s own deck in its seat', async () => {
    const t = await createTable({ deck: codeOf(0), seat: 'B', variant: 'rapida', visibility: 'public', name: 'La de siempre', clock: { minutes: 7, incrementSeconds: 3 } })
    const j = await call(joinRoute.POST(request('POST', `/api/tables/${t.id}/join`, { body: { deck: codeOf(1) } }), ctx(t.id)))
    expect(j.status, j.text).toBe(201)
    const tokens = { A: j.body.token as string, B: t.token }
    const again = (token: string | null) => call(againRoute.POST(request('POST', `/api/tables/${t.id}/again`, { token }), ctx(t.id)))
    expect((await again(tokens.B)).body.error).toMatchObject({ code: 'notFinished' })
    expect((await call(resignRoute.POST(request('POST', `/api/tables/${t.id}/resign`, { token: tokens.A }), ctx(t.id)))).status).toBe(200)
    expect((await again(null)).status).toBe(401)
    const made = await again(tokens.B)
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ seat: 'B', state: { status: 'waiting', seat: 'B', variant: 'rapida', name: 'La de siempre' } })
    expect(made.body.token).not.toBe(tokens.B)
    const old = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id: t.id } })
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id: made.body.id as string } })
    expect(row).toMatchObject({ status: 'waiting', variant: 'rapida', visibility: 'public', name: 'La de siempre', clockMs: 7 * 60_000, clockIncMs: 3000, codeB: old.codeB, codeA: null, tokenA: null, rematchOf: null })
    // The old seat's token is not the new table's: only the reply's is.
    expect((await get(row.id, tokens.B)).status).toBe(401)
    expect((await get(row.id, made.body.token as string)).body).toMatchObject({ seat: 'B' })
    // A rival joins it as any waiting table.
    const joined = await call(joinRoute.POST(request('POST', `/api/tables/${row.id}/join`, { body: { deck: codeOf(0) } }), ctx(row.id)))
    expect(joined.body).toMatchObject({ seat: 'A' })
    // The finished table's own rematch is untouched by it.
    expect(old.rematchId).toBeNull()
  })

  it('issue 28: every path that makes a table takes from one creation quota: create, then rematch after rematch, until 429, and «Jugar otra vez» then too', async () => {
    process.env.DM_TABLE_CREATE_LIMIT = '3'
    try {
      const resign = async (id: string, token: string) => expect((await call(resignRoute.POST(request('POST', `/api/tables/${id}/resign`, { token }), ctx(id)))).status).toBe(200)
      const rematch = (id: string, token: string) => call(rematchRoute.POST(request('POST', `/api/tables/${id}/rematch`, { token }), ctx(id)))
      const { id, tokens } = await startTable() // 1: POST /api/tables
      await resign(id, tokens.A)
      const second = await rematch(id, tokens.B) // 2: a rematch
      expect(second.status, second.text).toBe(200)
      await resign(second.body.id as string, tokens.A)
      const third = await rematch(second.body.id as string, tokens.A) // 3: another
      expect(third.status, third.text).toBe(200)
      await resign(third.body.id as string, tokens.B)
      const fourth = await rematch(third.body.id as string, tokens.B)
      expect(fourth.status, fourth.text).toBe(429)
      expect(fourth.body.error).toMatchObject({ code: 'tooMany' })
      expect(fourth.body.error).toHaveProperty('retryAfterMs')
      const create = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: codeOf(0) } })))
      expect(create.status).toBe(429)
      const playAgain = await call(againRoute.POST(request('POST', `/api/tables/${third.body.id as string}/again`, { token: tokens.A }), ctx(third.body.id as string)))
      expect(playAgain.status).toBe(429)
      expect(await db.prisma.onlineTable.count()).toBe(3)
      // Asked again once refused, the finished table still has no rematch and makes no row.
      expect((await rematch(third.body.id as string, tokens.A)).status).toBe(429)
      expect(await db.prisma.onlineTable.count()).toBe(3)
    } finally {
      process.env.DM_TABLE_CREATE_LIMIT = '1000'
    }
  })

  it('issue 28: the paths walked above are every place that writes a new table row', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs')
    const path = await import('node:path')
    const sources: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name)
        if (statSync(p).isDirectory()) walk(p)
        else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.ts$/.test(name)) sources.push(p)
      }
    }
    for (const dir of ['lib', 'app', 'scripts']) walk(path.resolve(dir))
    const writers: string[] = []
    for (const file of sources) {
      const text = readFileSync(file, 'utf8')
      // Each function that creates an onlineTable row: its body from `function name(` to the next top-level function.
      for (const m of text.matchAll(/\nexport async function (\w+)\([\s\S]*?(?=\nexport |\n\/\*\*|$)/g)) {
        if (/onlineTable\.(create|createMany|upsert)\(/.test(m[0])) {
          writers.push(m[1] as string)
          expect(m[0], `${file}: ${m[1]}`).toMatch(/takeCreationQuota\(caller\)/)
        }
      }
      const all = [...text.matchAll(/onlineTable\.(create|createMany|upsert)\(/g)].length
      const inFunctions = [...text.matchAll(/\nexport async function \w+\([\s\S]*?(?=\nexport |\n\/\*\*|$)/g)].reduce((n, m) => n + [...m[0].matchAll(/onlineTable\.(create|createMany|upsert)\(/g)].length, 0)
      expect(inFunctions, `${file}: a table row written outside an exported operation`).toBe(all)
    }
    expect(writers.sort()).toEqual(['createPlatformTable', 'createTable', 'rematchPlatformTable', 'rematchTable'])
  })

  it('tells every stream of the table the new state, each as its own viewer', async () => {
    const { StreamHub } = await import('./streams')
    const { id, tokens } = await startTable()
    const hub = new StreamHub(tableBus())
    const got: Record<string, string[]> = { A: [], B: [], spectator: [] }
    const sink = (k: string) => ({ write: (t: string | Uint8Array) => { got[k]!.push(typeof t === 'string' ? t : new TextDecoder().decode(t)); return true }, close: () => undefined })
    const first = (await get(id, tokens.A)).body as unknown as import('@/lib/online/wire').TableState
    hub.open(id, 'A', '1.1.1.1', sink('A'), first)
    hub.open(id, 'B', '1.1.1.2', sink('B'), first)
    hub.open(id, null, '1.1.1.3', sink('spectator'), first)
    expect(hub.presence(id)).toEqual({ A: true, B: true })
    const seat = first.decider as SeatName
    const mine = (await get(id, tokens[seat])).body as unknown as State
    await act(id, tokens[seat], { step: 0, action: mine.legal[0] })
    await new Promise((r) => setTimeout(r, 50))
    await hub.settled(id)
    for (const k of ['A', 'B', 'spectator']) {
      const last = got[k]!.at(-1) ?? ''
      expect(last).toMatch(/^id: \d+\nevent: state\ndata: /)
      const state = JSON.parse(last.split('data: ')[1]!) as State
      expect(state.step).toBe(1)
      expect(state.seat).toBe(k === 'spectator' ? null : k)
    }
    hub.dispose()
  })
})
