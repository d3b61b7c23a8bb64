// State checkpoints of online tables (issue 28), for Duelo de Masters and Duelo de alientos, on SQLite and PostgreSQL:
// a table keeps one every CHECKPOINT_EVERY steps; an instance that has not served it rebuilds from the checkpoint and
// the log after it (the steps before it are not read), and gets exactly the full replay's game (state and recent
// events); a damaged checkpoint, one of another rules version, or one the rest of the log will not apply to is ignored,
// the log replayed whole, and the checkpoint replaced. Its text is bounded.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { alientosGame } from '@/lib/alientos/platform'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getCatalogue } from '@/lib/catalogue/load'
import { apply, createGame, ENGINE_VERSION, legalActions, type Action, type GameState } from '@/lib/engine'
import { tableConfig } from '@/lib/online/config'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { testDatabases, type TestDatabase } from '@/lib/server/testing/databases'
import { CHECKPOINT_EVERY, checkpointDigest, decodeCheckpoint, encodeCheckpoint } from './checkpoints'
import { registeredGame } from './games'
import { RECENT_STEPS } from './live-memory'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async () => null }
})

const tablesRoute = await import('@/app/api/tables/route')
const tableRoute = await import('@/app/api/tables/[id]/route')
const joinRoute = await import('@/app/api/tables/[id]/join/route')
const actionsRoute = await import('@/app/api/tables/[id]/actions/route')
const { forgetLiveTables, liveFor } = await import('./service')
const { forgetPlatformLives, platformLiveOf } = await import('./platform-tables')
const { tableBus } = await import('./bus')

const ORIGIN = 'http://localhost:3000'
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
type Json = Record<string, unknown>

function request(method: string, path: string, options: { body?: unknown; token?: string | null } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
    headers.set('content-type', 'application/json')
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
}

async function call(res: Promise<Response> | Response): Promise<{ status: number; body: Json; text: string }> {
  const r = await res
  const text = await r.text()
  return { status: r.status, body: text ? (JSON.parse(text) as Json) : {}, text }
}

const pick = <T,>(items: readonly T[], n: number): T => items[(Math.imul(n + 1, 2654435761) >>> 0) % items.length] as T

describe('checkpoint text', () => {
  const recent = Array.from({ length: RECENT_STEPS }, (_, i) => ({ step: i + 1, events: [{ type: 'x', pad: 'y'.repeat(100) }] }))

  it('keeps the state and the latest steps\' events, and reads back as what was kept', () => {
    const text = encodeCheckpoint({ a: [1, 2, { b: 'c' }] }, recent) as string
    expect(decodeCheckpoint(text, RECENT_STEPS)).toEqual({ step: RECENT_STEPS, state: { a: [1, 2, { b: 'c' }] }, recent })
  })

  it('is bounded: the oldest steps\' events go first, and a state too large on its own is not kept', () => {
    const text = encodeCheckpoint({ a: 1 }, recent, 2_000) as string
    expect(text.length).toBeLessThanOrEqual(2_000)
    const kept = decodeCheckpoint<unknown, unknown>(text, RECENT_STEPS)?.recent ?? []
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(RECENT_STEPS)
    expect(kept).toEqual(recent.slice(-kept.length))
    expect(encodeCheckpoint({ a: 'z'.repeat(3_000) }, [], 2_000)).toBeNull()
  })

  it('refuses text that is not a checkpoint of that step', () => {
    const good = encodeCheckpoint({ a: 1 }, [{ step: 3, events: [] }]) as string
    expect(decodeCheckpoint(good, 3)).not.toBeNull()
    expect(decodeCheckpoint(good, 2)).toBeNull() // events of a step after it
    expect(decodeCheckpoint(good.slice(0, -2), 3)).toBeNull()
    expect(decodeCheckpoint('{"state":null,"recent":[]}', 3)).toBeNull()
    expect(decodeCheckpoint('{"state":{},"recent":[{"step":2,"events":[]},{"step":1,"events":[]}]}', 3)).toBeNull()
  })
})

describe('a checkpoint is the game itself', () => {
  // Every game the tables play: 120 steps (or to its end) with deterministic choices; at every CHECKPOINT_EVERY steps
  // the state is put through the checkpoint's text and back, and the rest played from that copy gives the same states,
  // events and legal lists as the original (replay equality does not depend on the database).
  type Step = { state: unknown; events: unknown[] }
  type Game = { name: string; start(): Step; legal(state: unknown): readonly unknown[]; apply(state: unknown, action: unknown): Step | null; over(state: unknown): boolean }
  const catalogue = getCatalogue()
  const mastersGame: Game = {
    name: 'Duelo de Masters',
    start() {
      const decks = getBoxedDecks()
      const created = createGame(tableConfig([decks[0]!.deck, decks[1]!.deck], 1, 'none', '00000000000000000000000000000001'), catalogue)
      if (!created.ok) throw new Error('start')
      return { state: created.value, events: created.events }
    },
    legal: (state) => legalActions(state as GameState, catalogue),
    apply(state, action) {
      const r = apply(state as GameState, action as Action, catalogue)
      return r.ok ? { state: r.state, events: r.events } : null
    },
    over: (state) => (state as GameState).result !== null,
  }
  const alientos3: Game = {
    name: 'Duelo de alientos',
    start() {
      const reg = registeredGame('alientos')!
      const pool = reg.entrySchema.parse('odio:6,calma:6,cambio:1,renovacion:1,umbra:1')
      const seats = [0, 1, 2].map((i) => ({ token: null, user: null, name: `T${i}`, entry: pool }))
      const created = alientosGame.create(reg.configFor(seats, 1, '00000000000000000000000000000001') as never)
      if (!created.ok) throw new Error('start')
      return created
    },
    legal: (state) => alientosGame.legal(state as never),
    apply(state, action) {
      const r = alientosGame.apply(state as never, action as never)
      return r.ok ? r : null
    },
    over: (state) => alientosGame.result(state as never) !== null,
  }

  it.each([mastersGame, alientos3])('$name: state and events from a checkpoint\'s copy equal the original to the last step', (game) => {
    const played: Step[] = [game.start()]
    const actions: unknown[] = []
    for (let i = 0; i < 120 && !game.over((played[i] as Step).state); i++) {
      const legal = game.legal((played[i] as Step).state)
      if (legal.length === 0) break
      const action = pick(legal, i)
      const next = game.apply((played[i] as Step).state, action)
      expect(next, `step ${i}`).not.toBeNull()
      actions.push(action)
      played.push(next as Step)
    }
    expect(actions.length).toBeGreaterThan(2 * CHECKPOINT_EVERY)
    for (let at = CHECKPOINT_EVERY; at < actions.length; at += CHECKPOINT_EVERY) {
      const text = encodeCheckpoint((played[at] as Step).state, []) as string
      let state = decodeCheckpoint<unknown, unknown>(text, at)?.state
      for (let i = at; i < actions.length; i++) {
        // The legal lists (long for alientos) where the copy starts; after that, the events and the final state.
        if (i === at) expect(game.legal(state), `from ${at}`).toEqual(game.legal((played[i] as Step).state))
        const next = game.apply(state, actions[i]) as Step
        expect(next.events, `from ${at}, step ${i}`).toEqual((played[i + 1] as Step).events)
        state = next.state
      }
      expect(JSON.stringify(state), `from ${at}`).toBe(JSON.stringify((played[actions.length] as Step).state))
      expect(state, `from ${at}`).toEqual((played[actions.length] as Step).state)
    }
  })
})

type Driver = {
  name: string
  version: string
  /** A table whose game is under way, with fixed seeds (so the game is the same on every run), and its seat tokens. */
  start(db: TestDatabase): Promise<{ id: string; tokens: Record<string, string> }>
  /** The rebuilt game (state and recent events) and what its decider may do, as this process now holds it. */
  live(db: TestDatabase, id: string): Promise<{ step: number; state: unknown; recent: unknown; legal: unknown }>
  forget(): void
}

const SEED = { seed: 12_345n, seed128: '0123456789abcdef0123456789abcdef' }
const codeOf = (i: number) => encodeShareCode(getBoxedDecks()[i]!.deck)

const masters: Driver = {
  name: 'Duelo de Masters',
  version: `masters:${ENGINE_VERSION}`,
  async start(db) {
    const created = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { deck: codeOf(0), seat: 'A' } })))
    expect(created.status, created.text).toBe(201)
    const id = created.body.id as string
    await db.prisma.onlineTable.update({ where: { id }, data: SEED })
    const joined = await call(joinRoute.POST(request('POST', `/api/tables/${id}/join`, { body: { deck: codeOf(1) } }), ctx(id)))
    expect(joined.status, joined.text).toBe(201)
    return { id, tokens: { A: created.body.token as string, B: joined.body.token as string } }
  },
  async live(db, id) {
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    const live = await liveFor({ prisma: db.prisma, bus: tableBus(), now: Date.now }, row)
    return { step: live.step, state: live.state, recent: live.recent, legal: legalActions(live.state, live.catalogue) }
  },
  forget: forgetLiveTables,
}

const alientos: Driver = {
  name: 'Duelo de alientos',
  version: `alientos:${alientosGame.version}`,
  async start(db) {
    const pool = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
    const created = await call(tablesRoute.POST(request('POST', '/api/tables', { body: { game: 'alientos', pool, seats: 3, seat: 'A' } })))
    expect(created.status, created.text).toBe(201)
    const id = created.body.id as string
    await db.prisma.onlineTable.update({ where: { id }, data: SEED })
    const tokens: Record<string, string> = { A: created.body.token as string }
    for (let i = 1; i < 3; i++) {
      const joined = await call(joinRoute.POST(request('POST', `/api/tables/${id}/join`, { body: { pool } }), ctx(id)))
      expect(joined.status, joined.text).toBe(201)
      tokens[joined.body.seat as string] = joined.body.token as string
    }
    return { id, tokens }
  },
  async live(db, id) {
    const row = await db.prisma.onlineTable.findUniqueOrThrow({ where: { id } })
    const live = await platformLiveOf(db.prisma, row)
    return { step: live.step, state: live.state, recent: live.recent, legal: alientosGame.legal(live.state as never) }
  },
  forget: forgetPlatformLives,
}

/** Plays up to `steps` legal moves through the actions route, each seat acting when it decides; the steps played. */
async function play(id: string, tokens: Record<string, string>, steps: number): Promise<number> {
  for (let i = 0; i < steps; i++) {
    const seen = (await call(tableRoute.GET(request('GET', `/api/tables/${id}`), ctx(id)))).body as { status: string; step: number; decider: string | null }
    if (seen.status !== 'playing' || seen.decider === null) return i
    const token = tokens[seen.decider] as string
    const mine = (await call(tableRoute.GET(request('GET', `/api/tables/${id}`, { token }), ctx(id)))).body as { legal: unknown[] }
    const r = await call(actionsRoute.POST(request('POST', `/api/tables/${id}/actions`, { token, body: { step: seen.step, action: pick(mine.legal, i) } }), ctx(id)))
    expect(r.status, r.text).toBe(200)
  }
  return steps
}

describe.each(testDatabases())('table checkpoints on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000' })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLiveTables()
    forgetPlatformLives()
    delete (globalThis as { __dmJoinLimiter?: unknown }).__dmJoinLimiter
  })
  afterAll(async () => { await tableBus().close() })

  describe.each([masters, alientos])('$name', (game) => {
    const PLAYED = 2 * CHECKPOINT_EVERY + 4

    it('keeps a checkpoint every few steps; a fresh instance rebuilds from it and the log after it, equal to the full replay', async () => {
      const { id, tokens } = await game.start(db)
      expect(await play(id, tokens, PLAYED)).toBe(PLAYED)
      const kept = await db.prisma.tableCheckpoint.findUniqueOrThrow({ where: { tableId: id } })
      expect([kept.step, kept.version]).toEqual([2 * CHECKPOINT_EVERY, game.version])
      expect(kept.digest).toBe(checkpointDigest(id, kept.step, kept.version, kept.data))
      // The checkpoint is the server's own: no reply carries it.
      const spectator = await call(tableRoute.GET(request('GET', `/api/tables/${id}`), ctx(id)))
      expect(spectator.text).not.toContain(kept.digest)
      const rng = (JSON.parse(kept.data) as { state: { rng?: unknown } }).state.rng
      expect(rng).toBeDefined()
      expect(spectator.text).not.toContain(JSON.stringify(rng))

      // The full replay, as a table made before checkpoints is rebuilt; it leaves a checkpoint of where it got to.
      await db.prisma.tableCheckpoint.delete({ where: { tableId: id } })
      game.forget()
      const full = await game.live(db, id)
      expect(full.step).toBe(PLAYED)
      expect((await db.prisma.tableCheckpoint.findUniqueOrThrow({ where: { tableId: id } })).step).toBe(PLAYED)

      // From the checkpoint of step 32 with the steps before it gone from the log: only the tail can have been read.
      await db.prisma.tableCheckpoint.update({ where: { tableId: id }, data: { step: kept.step, version: kept.version, data: kept.data, digest: kept.digest } })
      await db.prisma.tableAction.deleteMany({ where: { tableId: id, step: { lt: kept.step } } })
      game.forget()
      const fromCheckpoint = await game.live(db, id)
      expect(fromCheckpoint.step).toBe(PLAYED)
      expect(fromCheckpoint.state).toEqual(full.state)
      expect(JSON.stringify(fromCheckpoint.state)).toBe(JSON.stringify(full.state))
      expect(fromCheckpoint.recent).toEqual(full.recent)
      expect(fromCheckpoint.legal).toEqual(full.legal)
      // And the game goes on from it.
      expect(await play(id, tokens, 2)).toBe(2)
      // A table that goes (expired, pruned) takes its checkpoint with it.
      await db.prisma.onlineTable.delete({ where: { id } })
      expect(await db.prisma.tableCheckpoint.count()).toBe(0)
    })

    it('ignores a damaged checkpoint, one of another rules version, and one the rest of the log does not apply to, and replaces it', async () => {
      const { id, tokens } = await game.start(db)
      expect(await play(id, tokens, PLAYED)).toBe(PLAYED)
      const kept = await db.prisma.tableCheckpoint.findUniqueOrThrow({ where: { tableId: id } })
      game.forget()
      const full = await game.live(db, id)
      const early = await db.prisma.tableAction.count({ where: { tableId: id, step: { lt: kept.step } } })
      expect(early).toBe(kept.step)

      // A checkpoint that, if used, would give another game: the step-32 checkpoint's text claimed for step 20 (the
      // log from 20 on applied to the state of 32). Each way it fails to check out, the full replay is served.
      const wrong = (version: string, data: string, digest?: string) => ({ step: 20, version, data, digest: digest ?? checkpointDigest(id, 20, version, data) })
      const cases = {
        damaged: wrong(game.version, kept.data, kept.digest),
        'another rules version': wrong(`${game.version.split(':')[0]}:0`, kept.data),
        'unreadable': wrong(game.version, kept.data.slice(0, 100)),
        // Version and digest in order, but the state is not one this game made: the log after it does not apply.
        'refused by the log': wrong(game.version, encodeCheckpoint({ not: 'a game' }, []) as string),
      }
      for (const [name, bad] of Object.entries(cases)) {
        await db.prisma.tableCheckpoint.update({ where: { tableId: id }, data: bad })
        game.forget()
        const rebuilt = await game.live(db, id)
        expect(rebuilt.state, name).toEqual(full.state)
        expect(rebuilt.recent, name).toEqual(full.recent)
        const replaced = await db.prisma.tableCheckpoint.findUniqueOrThrow({ where: { tableId: id } })
        expect([replaced.step, replaced.version], name).toEqual([PLAYED, game.version])
        expect(replaced.digest, name).toBe(checkpointDigest(id, PLAYED, game.version, replaced.data))
      }
    })
  })
})
