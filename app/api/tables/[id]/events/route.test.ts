// GET /api/tables/{id}/events and presence: a seat counts as connected while its stream is open, and a client
// that leaves while the route is still reading the table (a reload on a loaded server) leaves no stream behind.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { testDatabases } from '@/lib/server/testing/databases'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async () => null }
})

const tablesRoute = await import('@/app/api/tables/route')
const tableRoute = await import('@/app/api/tables/[id]/route')
const joinRoute = await import('@/app/api/tables/[id]/join/route')
const eventsRoute = await import('@/app/api/tables/[id]/events/route')
const { tableBus } = await import('@/lib/server/tables/bus')

const ORIGIN = 'http://localhost:3000'
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
const codeOf = (i: number) => encodeShareCode(getBoxedDecks()[i]!.deck)

function request(method: string, path: string, options: { body?: unknown; token?: string; signal?: AbortSignal } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
    headers.set('content-type', 'application/json')
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  return new Request(`${ORIGIN}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }), ...(options.signal ? { signal: options.signal } : {}) })
}

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

describe.each(testDatabases())('table events and presence on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000' })
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
})
