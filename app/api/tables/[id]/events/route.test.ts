// GET /api/tables/{id}/events and presence: a seat counts as connected while its stream is open, and a client
// that leaves while the route is still reading the table (a reload on a loaded server) leaves no stream behind.
// Mid-game, a player whose stream closes is shown gone to the other at once, and one who comes back on a new
// stream (while the old one is closed, or still open and unread) plays on; a stream nobody reads is
// let go once its backlog passes the bound.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeShareCode } from '@/lib/decks/share-code'
import { readEvents } from '@/lib/online/client'
import type { SeatName } from '@/lib/online/view'
import type { TableState } from '@/lib/online/wire'
import { seeded } from '@/lib/server/tables/testing/client'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { testDatabases } from '@/lib/server/testing/databases'
import { TEST_ORIGIN as ORIGIN, routeContext as ctx, routeRequest as request } from '@/lib/server/testing/route-calls'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async () => null }
})

const tablesRoute = await import('@/app/api/tables/route')
const tableRoute = await import('@/app/api/tables/[id]/route')
const joinRoute = await import('@/app/api/tables/[id]/join/route')
const eventsRoute = await import('@/app/api/tables/[id]/events/route')
const actionsRoute = await import('@/app/api/tables/[id]/actions/route')
const { tableBus } = await import('@/lib/server/tables/bus')
const { streamHub, StreamHub, streamSink } = await import('@/lib/server/tables/streams')
const { LocalBus } = await import('@/lib/server/tables/bus')
const { defaultContext } = await import('@/lib/server/tables/service')

const codeOf = (i: number) => encodeShareCode(getBoxedDecks()[i]!.deck)


async function startTable(): Promise<{ id: string; a: string; b: string }> {
  const created = await tablesRoute.POST(request('POST', '/api/tables', { body: { deck: codeOf(0), seat: 'A' } }))
  expect(created.status).toBe(201)
  const t = (await created.json()) as { id: string; token: string }
  const joined = await joinRoute.POST(request('POST', `/api/tables/${t.id}/join`, { body: { deck: codeOf(1) } }), ctx(t.id))
  expect(joined.status).toBe(201)
  return { id: t.id, a: t.token, b: ((await joined.json()) as { token: string }).token }
}

const rivalConnected = async (id: string, token: string) => {
  const r = await tableRoute.GET(request('GET', `/api/tables/${id}`, { token }), ctx(id))
  return ((await r.json()) as { seats: { B: { connected: boolean } } }).seats.B.connected
}

/** A seat's event stream as a page holds it: every state received, the latest kept; it may stop reading or leave. */
type Follower = { states: TableState[]; latest(): TableState | undefined; stopReading(): void; leave(): Promise<void>; res: Response }

async function follow(id: string, token: string | null): Promise<Follower> {
  const abort = new AbortController()
  const res = await eventsRoute.GET(request('GET', `/api/tables/${id}/events`, { ...(token ? { token } : {}), signal: abort.signal }), ctx(id))
  expect(res.status).toBe(200)
  const states: TableState[] = []
  let reading = true
  const body = res.body as ReadableStream<Uint8Array>
  // An unread stream: this side takes nothing more (the server's queue grows, as with a client that vanished).
  const paced = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reading) return new Promise<void>(() => {})
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: () => reader.cancel(),
  })
  const reader = body.getReader()
  void readEvents(paced, (event, data) => { if (event === 'state') states.push(JSON.parse(data) as TableState) }, () => {}, abort.signal).catch(() => {})
  return {
    states, res,
    latest: () => states.at(-1),
    stopReading: () => { reading = false },
    leave: async () => {
      abort.abort()
      await reader.cancel().catch(() => {})
    },
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `check` every few ms until it holds, or fails after `ms` naming `what`. */
async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`)
    await wait(3)
  }
}

/**
 * Plays `seat` at random, acting only on what its own stream shows (as the page does), until `stop` holds for the
 * latest state or the game ends. A stream that misses a change leaves the game waiting: that fails by timeout.
 */
async function play(id: string, seat: SeatName, token: string, stream: () => Follower, random: () => number, stop: (s: TableState) => boolean = () => false) {
  let acted = -1
  for (;;) {
    let s: TableState | undefined
    await until(`${seat} to see a state it can act on or stop at`, () => {
      s = stream().latest()
      return s !== undefined && (s.status === 'finished' || stop(s) || (s.decider === seat && s.step > acted && s.legal.length > 0))
    })
    const now = s as TableState
    if (now.status === 'finished' || stop(now)) return now
    acted = now.step
    const action = now.legal[Math.floor(random() * now.legal.length)]
    const r = await actionsRoute.POST(request('POST', `/api/tables/${id}/actions`, { token, body: { step: now.step, action } }), ctx(id))
    expect([200, 409]).toContain(r.status)
  }
}

const connectedIn = (s: TableState | undefined, seat: SeatName) => s?.seats[seat].connected

/** Steps played after B is back: enough for each seat to decide on its new stream several times. */
const GO_ON = 30
const goneOn = (back: number) => (s: TableState) => s.step >= back + GO_ON

describe.each(testDatabases())('table events and presence on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000' })
  afterAll(async () => { await tableBus().close() })

  it('a seat is connected while its stream is open, and no longer once it is closed', async () => {
    const { id, a, b } = await startTable()
    expect(await rivalConnected(id, a)).toBe(false)
    const leave = new AbortController()
    const res = await eventsRoute.GET(request('GET', `/api/tables/${id}/events`, { token: b, signal: leave.signal }), ctx(id))
    expect(res.status).toBe(200)
    expect(await rivalConnected(id, a)).toBe(true)
    leave.abort()
    await res.body?.cancel().catch(() => {})
    expect(await rivalConnected(id, a)).toBe(false)
  })

  it('a client gone before the route has read the table leaves no stream: its seat is not counted as connected', async () => {
    const { id, a, b } = await startTable()
    // Nobody reads or cancels the body: the server may never learn more about a client that is gone.
    const res = await eventsRoute.GET(request('GET', `/api/tables/${id}/events`, { token: b, signal: AbortSignal.abort() }), ctx(id))
    expect(res.status).toBe(200)
    expect(await rivalConnected(id, a)).toBe(false)
  })

  it('mid-game B closes its stream: A is told at once; B comes back on a new stream and the game goes on', async () => {
    const { id, a, b } = await startTable()
    const sa = await follow(id, a)
    let sb = await follow(id, b)
    // Both play until step 8 on their own streams.
    await Promise.all([play(id, 'A', a, () => sa, seeded(4), (s) => s.step >= 8), play(id, 'B', b, () => sb, seeded(5), (s) => s.step >= 8)])
    await until('A to see B connected', () => connectedIn(sa.latest(), 'B') === true)
    const seenBefore = sa.states.length
    await sb.leave()
    await until('A to be told that B left', () => sa.states.slice(seenBefore).some((s) => connectedIn(s, 'B') === false))
    sb = await follow(id, b)
    await until('A to be told that B is back', () => connectedIn(sa.latest(), 'B') === true)
    const back = sa.latest()?.step ?? 0
    const [atA, atB] = await Promise.all([play(id, 'A', a, () => sa, seeded(6), goneOn(back)), play(id, 'B', b, () => sb, seeded(7), goneOn(back))])
    expect(atA.status === 'finished' || atA.step >= back + GO_ON).toBe(true)
    await until('both streams to show the same step', () => sa.latest()?.step === sb.latest()?.step)
    expect(atB.step).toBeGreaterThanOrEqual(back)
    await Promise.all([sa.leave(), sb.leave()])
  }, 120_000)

  it('mid-game B opens a new stream while its old one is still open and unread: the game goes on', async () => {
    const { id, a, b } = await startTable()
    const sa = await follow(id, a)
    const old = await follow(id, b)
    await Promise.all([play(id, 'A', a, () => sa, seeded(8), (s) => s.step >= 8), play(id, 'B', b, () => old, seeded(9), (s) => s.step >= 8)])
    old.stopReading()
    const fresh = await follow(id, b)
    const back = sa.latest()?.step ?? 0
    const [atA] = await Promise.all([play(id, 'A', a, () => sa, seeded(10), goneOn(back)), play(id, 'B', b, () => fresh, seeded(11), goneOn(back))])
    expect(atA.status === 'finished' || atA.step >= back + GO_ON).toBe(true)
    await until('both streams to show the same step', () => sa.latest()?.step === fresh.latest()?.step)
    // The old stream going now changes nothing for B: its new stream still counts.
    await old.leave()
    expect(await rivalConnected(id, a)).toBe(true)
    await Promise.all([sa.leave(), fresh.leave()])
    expect(streamHub(tableBus()).size).toBe(0)
  }, 120_000)

  it('a stream whose client takes nothing is ended once its backlog passes the bound, and its seat shows disconnected', async () => {
    const { id, a } = await startTable()
    const read = await tableRoute.GET(request('GET', `/api/tables/${id}`, { token: a }), ctx(id))
    const first = (await read.json()) as TableState
    // A hub of its own, with a heartbeat every 10 ms: each comment line adds to the unread stream's backlog.
    const hub = new StreamHub(new LocalBus(), defaultContext, 10)
    try {
      const { stream, sink } = streamSink(200)
      hub.open(id, 'A', '203.0.113.9', sink, first)
      expect(hub.presence(id).A).toBe(true)
      await until('the unread stream to be let go', () => hub.size === 0, 5000)
      expect(hub.presence(id).A).toBe(false)
      await expect(stream.getReader().read()).rejects.toThrow(/no lee/)
    } finally {
      hub.dispose()
    }
  })
})

describe.each(testDatabases())('a burst of stream opens on $name (issue 28)', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000'; process.env.DM_TABLE_STREAMS_PER_CLIENT = '1000' })
  afterAll(async () => { delete process.env.DM_TABLE_STREAMS_PER_CLIENT; await tableBus().close() })

  it('200 spectators opening at once on a process that has not served the table share one read of its log and one first event', async () => {
    const { id, a, b } = await startTable()
    const random = seeded(5)
    for (let i = 0; i < 40; i++) {
      const states = await Promise.all([a, b].map(async (token) => (await (await tableRoute.GET(request('GET', `/api/tables/${id}`, { token }), ctx(id))).json()) as TableState))
      const mine = states.find((s) => s.legal.length > 0)
      if (mine === undefined || mine.status !== 'playing') break
      const r = await actionsRoute.POST(request('POST', `/api/tables/${id}/actions`, { token: mine.seat === 'A' ? a : b, body: { step: mine.step, action: mine.legal[Math.floor(random() * mine.legal.length)] } }), ctx(id))
      expect(r.status).toBe(200)
    }
    // As if another instance had played: this process forgets the game, its rows and its encodings.
    const { forgetLiveTables } = await import('@/lib/server/tables/service')
    forgetLiveTables()
    const { getPrisma } = await import('@/lib/server/db')
    const logReads = vi.spyOn(getPrisma().tableAction, 'findMany')
    const rowReads = vi.spyOn(getPrisma().onlineTable, 'findUnique')
    const followers = await Promise.all(Array.from({ length: 200 }, () => follow(id, null)))
    try {
      await until('every first event', () => followers.every((f) => f.latest() !== undefined))
      expect(logReads).toHaveBeenCalledTimes(1)
      expect(rowReads.mock.calls.length).toBeLessThanOrEqual(1)
      const steps = new Set(followers.map((f) => f.latest()?.step))
      expect(steps.size).toBe(1)
    } finally {
      logReads.mockRestore()
      rowReads.mockRestore()
      await Promise.all(followers.map((f) => f.leave()))
    }
  }, 120_000)
})

describe('the stream of one client', () => {
  it('takes writes while its client keeps up, and refuses them once the untaken bytes pass the bound', async () => {
    const { stream, sink } = streamSink(100)
    const reader = stream.getReader()
    for (let i = 0; i < 5; i++) {
      expect(sink.write('x'.repeat(60))).toBe(true)
      expect((await reader.read()).value?.byteLength).toBe(60)
    }
    expect(sink.write('y'.repeat(60))).toBe(true)
    expect(sink.write('y'.repeat(60))).toBe(true)
    expect(sink.write('y')).toBe(false)
    expect(sink.write('y')).toBe(false)
  })
})
