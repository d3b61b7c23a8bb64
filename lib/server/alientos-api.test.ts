// Taumaturgos of Duelo de alientos saved to an account (/api/alientos/taumaturgos), called as Next calls the routes, on
// a real database of every engine (SQLite always, PostgreSQL with TEST_DATABASE_URL); and their place in the export.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from './auth'
import { MAX_TAUMATURGOS_PER_USER, type TaumaturgoView } from './alientos'
import { createTestUser } from './testing/fixtures'
import { testDatabases } from './testing/databases'

const h = vi.hoisted(() => ({ sessions: new WeakMap<Request, { id: string; name: string; email: string }>() }))
vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async (req?: Request) => (req ? h.sessions.get(req) ?? null : null) }
})

const listRoute = await import('@/app/api/alientos/taumaturgos/route')
const itemRoute = await import('@/app/api/alientos/taumaturgos/[id]/route')
const exportRoute = await import('@/app/api/account/export/route')

const ORIGIN = 'http://localhost:3000'
function request(method: string, path: string, options: { as?: SessionUser | null; json?: unknown } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') { headers.set('origin', ORIGIN); headers.set('sec-fetch-site', 'same-origin') }
  let body: string | undefined
  if (options.json !== undefined) { body = JSON.stringify(options.json); headers.set('content-type', 'application/json') }
  const req = new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  if (options.as) h.sessions.set(req, options.as)
  return req
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
type ErrorBody = { error: { message: string; field?: string } }
// The canonical order of the kinds (POOL_KINDS): Renovación, Cambio, Umbra.
const STANDARD = 'odio:6,calma:6,renovacion:1,cambio:1,umbra:1'

describe.each(testDatabases())('taumaturgo routes on $name', (db) => {
  let ana: SessionUser, bruno: SessionUser
  beforeAll(() => { process.env.DATABASE_URL = db.url })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    ana = await createTestUser(db.prisma, { name: 'Ana' })
    bruno = await createTestUser(db.prisma, { name: 'Bruno' })
  })

  async function create(as: SessionUser, json: unknown): Promise<Response> {
    return listRoute.POST(request('POST', '/api/alientos/taumaturgos', { as, json }))
  }

  it('ALI-1: saves a legal taumaturgo in canonical order, lists it to its owner only, with links to play and share it', async () => {
    const res = await create(ana, { name: '  Ária   la roja ', dice: 'umbra:1,cambio:1,renovacion:1,calma:6,odio:6' })
    expect(res.status).toBe(201)
    const { taumaturgo } = (await res.json()) as { taumaturgo: TaumaturgoView }
    expect(taumaturgo).toMatchObject({ name: 'Ária la roja', dice: STANDARD })
    expect(taumaturgo.shareUrl).toBe(`/alientos/taumaturgos?nombre=%C3%81ria+la+roja&dados=${encodeURIComponent(STANDARD)}`)
    const mine = (await (await listRoute.GET(request('GET', '/api/alientos/taumaturgos', { as: ana }))).json()) as { taumaturgos: TaumaturgoView[] }
    expect(mine.taumaturgos.map((t) => t.id)).toEqual([taumaturgo.id])
    const theirs = (await (await listRoute.GET(request('GET', '/api/alientos/taumaturgos', { as: bruno }))).json()) as { taumaturgos: TaumaturgoView[] }
    expect(theirs.taumaturgos).toEqual([])
    expect((await listRoute.GET(request('GET', '/api/alientos/taumaturgos'))).status).toBe(401)
  })

  it('ALI-1 A1.2: refuses dice that break ALI-1, a misspelt kind and a missing name, naming the field', async () => {
    for (const [json, field] of [
      [{ name: 'X', dice: 'odio:13,cambio:2' }, 'dice'], [{ name: 'X', dice: 'odio:6,furia:9' }, 'dice'], [{ name: '', dice: STANDARD }, 'name'],
      [{ name: 'X', dice: STANDARD, extra: 1 }, ''],
    ] as const) {
      const res = await create(ana, json)
      expect(res.status).toBe(400)
      const b = (await res.json()) as ErrorBody
      if (field) expect(b.error.field).toBe(field)
    }
    expect(await db.prisma.taumaturgo.count()).toBe(0)
  })

  it('changes and deletes only one\'s own; someone else\'s does not exist (404)', async () => {
    const { taumaturgo } = (await (await create(ana, { name: 'Ária', dice: STANDARD })).json()) as { taumaturgo: TaumaturgoView }
    const put = (as: SessionUser) => itemRoute.PUT(request('PUT', `/api/alientos/taumaturgos/${taumaturgo.id}`, { as, json: { name: 'Ária II', dice: 'odio:12,umbra:3' } }), ctx(taumaturgo.id))
    expect((await put(bruno)).status).toBe(404)
    const changed = (await (await put(ana)).json()) as { taumaturgo: TaumaturgoView }
    expect(changed.taumaturgo).toMatchObject({ name: 'Ária II', dice: 'odio:12,umbra:3' })
    const del = (as: SessionUser) => itemRoute.DELETE(request('DELETE', `/api/alientos/taumaturgos/${taumaturgo.id}`, { as }), ctx(taumaturgo.id))
    expect((await del(bruno)).status).toBe(404)
    expect((await del(ana)).status).toBe(200)
    expect((await del(ana)).status).toBe(404)
  })

  it('refuses one more past the limit with a 409, dropping nothing', async () => {
    await db.prisma.taumaturgo.createMany({ data: Array.from({ length: MAX_TAUMATURGOS_PER_USER }, (_, i) => ({ ownerId: ana.id, name: `T${i}`, dice: STANDARD })) })
    const res = await create(ana, { name: 'Uno más', dice: STANDARD })
    expect(res.status).toBe(409)
    expect(await db.prisma.taumaturgo.count({ where: { ownerId: ana.id } })).toBe(MAX_TAUMATURGOS_PER_USER)
  })

  it('the account export carries every taumaturgo, and the end line counts them', async () => {
    await create(ana, { name: 'Ária', dice: STANDARD })
    await create(ana, { name: 'Bela', dice: 'odio:12,umbra:3' })
    const res = await exportRoute.GET(request('GET', '/api/account/export', { as: ana }))
    expect(res.status).toBe(200)
    const lines = (await res.text()).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.filter((l) => l.type === 'taumaturgo').map((l) => [l.name, l.dice])).toEqual([['Ária', STANDARD], ['Bela', 'odio:12,umbra:3']])
    expect(lines.at(-1)).toEqual({ type: 'end', decks: 0, games: 0, taumaturgos: 2 })
  })
})
