// Saved games (/api/games), the catalogue snapshots behind old replay links (/api/catalogue/{version}), and the
// account export and deletion with games, called as Next calls the routes, on a real database of every engine
// (SQLite always, PostgreSQL with TEST_DATABASE_URL). Who is signed in is injected through getSessionUser.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '@/lib/catalogue/schema'
import { recordCards } from '@/lib/catalogue/recorded'
import type { SessionUser } from './auth'
import { saveCatalogueSnapshot } from './catalogue-snapshots'
import { syncCatalogue } from './catalogue-sync'
import { MAX_GAMES_PER_USER, type SavedGame } from './games'
import { ENGINE_VERSION, UNVERSIONED } from '@/lib/engine/version'
import { createTestUser, fixtureCards, fixtureCatalogue } from './testing/fixtures'
import { testDatabases } from './testing/databases'

const h = vi.hoisted(() => ({
  sessions: new WeakMap<Request, { id: string; name: string; email: string }>(),
  catalogue: { current: null as null | import('@/lib/catalogue/schema').Catalogue },
}))

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async (req?: Request) => (req ? h.sessions.get(req) ?? null : null) }
})
vi.mock('@/lib/catalogue/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/catalogue/load')>()
  return {
    ...actual,
    getCatalogue: () => {
      if (!h.catalogue.current) throw new Error('test catalogue not set')
      return h.catalogue.current
    },
  }
})

const gamesRoute = await import('@/app/api/games/route')
const gameRoute = await import('@/app/api/games/[id]/route')
const snapshotRoute = await import('@/app/api/catalogue/[version]/route')
const accountRoute = await import('@/app/api/account/route')
const exportRoute = await import('@/app/api/account/export/route')

const ORIGIN = 'http://localhost:3000'

function request(method: string, path: string, options: { as?: SessionUser | null; json?: unknown; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
  }
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v)
  let body: string | undefined
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  }
  const req = new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  if (options.as) h.sessions.set(req, options.as)
  return req
}

const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
type ErrorBody = { error: { message: string; field?: string } & Record<string, unknown> }
const body = async <T,>(res: Response): Promise<T> => (await res.json()) as T
const asSession = (u: { id: string; name: string; email: string }): SessionUser => ({ id: u.id, name: u.name, email: u.email })

const deck = {
  relicId: null,
  startingDalmaId: 'dalma-de-prueba',
  entries: [{ cardId: 'dalma-de-prueba' }, { cardId: 'chispa-de-prueba' }, { cardId: 'espada-de-prueba' }],
}

function newGame(catalogue: Catalogue, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Mazo A contra Mazo B',
    mode: 'bot',
    bot: 'heuristic',
    variant: 'rapida',
    // The largest 32-bit seed: PostgreSQL's INTEGER would overflow.
    seed: 0xffffffff,
    codes: ['codigo-a', 'codigo-b'],
    line: '-3014-4012',
    catalogueVersion: catalogue.version,
    cards: recordCards([deck], catalogue),
    override: { 'espada-de-prueba': { bonuses: { strength: 2 } } },
    ...overrides,
  }
}

describe.each(testDatabases())('game routes on $name', (db) => {
  let ana: SessionUser
  let bruno: SessionUser

  beforeAll(() => {
    process.env.DATABASE_URL = db.url
  })

  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    h.catalogue.current = fixtureCatalogue()
    await syncCatalogue(db.prisma, h.catalogue.current)
    ana = asSession(await createTestUser(db.prisma, { name: 'Ana' }))
    bruno = asSession(await createTestUser(db.prisma, { name: 'Bruno' }))
  })

  const catalogue = () => h.catalogue.current as Catalogue

  async function create(as: SessionUser, overrides: Record<string, unknown> = {}): Promise<SavedGame> {
    const res = await gamesRoute.POST(request('POST', '/api/games', { as, json: newGame(catalogue(), overrides) }))
    expect(res.status).toBe(201)
    return (await body<{ game: SavedGame }>(res)).game
  }

  it('stores a game with the numbers it is played with and gives it back to its owner', async () => {
    const created = await create(ana)
    expect(created).toMatchObject({ revision: 1, status: 'unfinished', seed: 0xffffffff, codes: ['codigo-a', 'codigo-b'], hasOverride: true })
    const res = await gameRoute.GET(request('GET', `/api/games/${created.id}`, { as: ana }), ctx(created.id))
    expect(res.status).toBe(200)
    const { game } = await body<{ game: SavedGame }>(res)
    expect(game.seed).toBe(0xffffffff)
    expect(game.line).toBe('-3014-4012')
    expect(game.cards.map((c) => c.id)).toEqual(['chispa-de-prueba', 'dalma-de-prueba', 'espada-de-prueba'])
    expect(game.cards.find((c) => c.id === 'espada-de-prueba')).toEqual(catalogue().byId.get('espada-de-prueba'))
    expect(game.override).toEqual({ 'espada-de-prueba': { bonuses: { strength: 2 } } })
  })

  it('issue 13: a game records the engine version it is played with; one saved before versions reads as 1, kept as it was', async () => {
    const now = await create(ana, { engineVersion: ENGINE_VERSION })
    expect(now.engineVersion).toBe(ENGINE_VERSION)
    // A client that names no version predates them (a page cached before this change).
    const unnamed = await create(ana)
    expect(unnamed.engineVersion).toBe(UNVERSIONED)
    // A row written before the column existed gets the migration's default.
    const template = newGame(catalogue())
    const row = await db.prisma.game.create({
      data: {
        userId: ana.id, title: 'De antes', mode: 'bot', bot: 'heuristic', variant: 'none', seed: 5n, codeA: 'a', codeB: 'b', line: '-3014',
        status: 'unfinished', catalogueVersion: template.catalogueVersion, cards: '[]',
      },
    })
    const res = await gameRoute.GET(request('GET', `/api/games/${row.id}`, { as: ana }), ctx(row.id))
    expect((await body<{ game: SavedGame }>(res)).game).toMatchObject({ engineVersion: 1, line: '-3014', revision: 1 })
    const listed = (await body<{ games: SavedGame[] }>(await gamesRoute.GET(request('GET', '/api/games', { as: ana })))).games
    expect(listed.find((g) => g.id === row.id)?.engineVersion).toBe(1)
    // A line saved again goes with its version; a version out of range is refused with its field.
    const patched = await gameRoute.PATCH(request('PATCH', `/api/games/${unnamed.id}`, { as: ana, json: { revision: 1, line: '0', engineVersion: ENGINE_VERSION } }), ctx(unnamed.id))
    expect((await body<{ game: SavedGame }>(patched)).game).toMatchObject({ line: '0', engineVersion: ENGINE_VERSION, revision: 2 })
    const bad = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame(catalogue(), { engineVersion: 0 }) }))
    expect(bad.status).toBe(400)
    expect((await body<ErrorBody>(bad)).error.field).toBe('engineVersion')
  })

  it('lists only your own games, unfinished first', async () => {
    const finished = await create(ana, { status: 'finished', result: 'Master 1 gana: captura la reliquia rival.', winner: 0, turns: 14 })
    const playing = await create(ana)
    await create(bruno)
    const res = await gamesRoute.GET(request('GET', '/api/games', { as: ana }))
    const { games, limit } = await body<{ games: SavedGame[]; limit: number }>(res)
    expect(limit).toBe(MAX_GAMES_PER_USER)
    expect(games.map((g) => g.id)).toEqual([playing.id, finished.id])
    expect(games[1]).toMatchObject({ status: 'finished', winner: 0, turns: 14, result: 'Master 1 gana: captura la reliquia rival.' })
    expect(await gamesRoute.GET(request('GET', '/api/games'))).toHaveProperty('status', 401)
  })

  it('hides another player\'s game: reading, changing and deleting it all answer 404', async () => {
    const game = await create(ana)
    expect((await gameRoute.GET(request('GET', `/api/games/${game.id}`, { as: bruno }), ctx(game.id))).status).toBe(404)
    expect((await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: bruno, json: { revision: 1, line: '' } }), ctx(game.id))).status).toBe(404)
    expect((await gameRoute.DELETE(request('DELETE', `/api/games/${game.id}`, { as: bruno }), ctx(game.id))).status).toBe(404)
    expect(await db.prisma.game.findUnique({ where: { id: game.id }, select: { line: true } })).toEqual({ line: '-3014-4012' })
  })

  it('updates on the current revision and refuses a stale one with 409, changing nothing', async () => {
    const game = await create(ana)
    const first = await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision: 1, line: '-3014-40124', decisions: 3 } }), ctx(game.id))
    expect(first.status).toBe(200)
    expect((await body<{ game: SavedGame }>(first)).game).toMatchObject({ revision: 2, line: '-3014-40124', decisions: 3 })
    const stale = await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision: 1, line: '' } }), ctx(game.id))
    expect(stale.status).toBe(409)
    const error = (await body<ErrorBody>(stale)).error
    expect(error).toMatchObject({ field: 'revision', currentRevision: 2 })
    expect(error.message).toContain('No se ha sobrescrito nada')
    expect(await db.prisma.game.findUnique({ where: { id: game.id }, select: { line: true, revision: true } })).toEqual({ line: '-3014-40124', revision: 2 })
  })

  it('names the field and the reason of a bad game', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ line: 'abc def' }, 'line'],
      [{ line: '1'.repeat(20_001) }, 'line'],
      [{ cards: [] }, 'cards'],
      [{ seed: -1 }, 'seed'],
      [{ codes: ['solo-uno'] }, 'codes'],
      [{ status: 'ganada' }, 'status'],
      [{ winner: 2 }, 'winner'],
      [{ colour: 'rojo' }, 'colour'],
    ]
    for (const [overrides, field] of cases) {
      const res = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame(catalogue(), overrides) }))
      expect(res.status, field).toBe(400)
      const error = (await body<ErrorBody>(res)).error
      expect(error.field?.startsWith(field), `${field}: ${error.field}`).toBe(true)
      expect(error.message.length).toBeGreaterThan(10)
    }
    expect(await db.prisma.game.count()).toBe(0)
  })

  it('refuses an override the recorded cards cannot take, naming card and field', async () => {
    const res = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame(catalogue(), { override: { 'espada-de-prueba': { cost: { gold: -3 } } } }) }))
    expect(res.status).toBe(400)
    const error = (await body<ErrorBody>(res)).error
    expect(error.field).toBe('override')
    expect(error.message).toContain('espada-de-prueba.cost')
  })

  it('refuses cross-site and signed-out changes', async () => {
    const crossSite = request('POST', '/api/games', { as: ana, json: newGame(catalogue()), headers: { origin: 'https://otro.example', 'sec-fetch-site': 'cross-site' } })
    expect((await gamesRoute.POST(crossSite)).status).toBe(403)
    expect((await gamesRoute.POST(request('POST', '/api/games', { json: newGame(catalogue()) }))).status).toBe(401)
    expect(await db.prisma.game.count()).toBe(0)
  })

  it(`stops at ${MAX_GAMES_PER_USER} games with a 409 that says to delete some, dropping none`, async () => {
    const template = newGame(catalogue())
    await db.prisma.game.createMany({
      data: Array.from({ length: MAX_GAMES_PER_USER }, (_, i) => ({
        userId: ana.id, title: `Partida ${i}`, mode: 'bot', bot: 'heuristic', variant: 'none', seed: BigInt(i), codeA: 'a', codeB: 'b',
        line: '', status: 'finished', catalogueVersion: template.catalogueVersion, cards: '[]',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    })
    const res = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: template }))
    expect(res.status).toBe(409)
    const error = (await body<ErrorBody>(res)).error
    expect(error.message).toMatch(/borra/)
    expect(error.limit).toBe(MAX_GAMES_PER_USER)
    expect(await db.prisma.game.count({ where: { userId: ana.id } })).toBe(MAX_GAMES_PER_USER)
    expect(await db.prisma.game.count({ where: { userId: ana.id, title: 'Partida 0' } })).toBe(1)
    // Someone else is not limited by Ana's games.
    await create(bruno)
  })

  it(`parallel saves at ${MAX_GAMES_PER_USER - 1} games never leave more than ${MAX_GAMES_PER_USER}, and a refused one says so`, async () => {
    const template = newGame(catalogue())
    await db.prisma.game.createMany({
      data: Array.from({ length: MAX_GAMES_PER_USER - 1 }, (_, i) => ({
        userId: ana.id, title: `Partida ${i}`, mode: 'bot', bot: 'heuristic', variant: 'none', seed: BigInt(i), codeA: 'a', codeB: 'b',
        line: '', status: 'finished', catalogueVersion: template.catalogueVersion, cards: '[]',
      })),
    })
    const answers = await Promise.all(Array.from({ length: 4 }, () => gamesRoute.POST(request('POST', '/api/games', { as: ana, json: template }))))
    const statuses = answers.map((r) => r.status)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(1)
    const count = await db.prisma.game.count({ where: { userId: ana.id } })
    expect(count).toBe(MAX_GAMES_PER_USER - 1 + statuses.filter((s) => s === 201).length)
  })

  it('deletes your own game', async () => {
    const game = await create(ana)
    const res = await gameRoute.DELETE(request('DELETE', `/api/games/${game.id}`, { as: ana }), ctx(game.id))
    expect(await body(res)).toEqual({ deleted: true, id: game.id })
    expect(await db.prisma.game.count()).toBe(0)
    expect((await gameRoute.DELETE(request('DELETE', `/api/games/${game.id}`, { as: ana }), ctx(game.id))).status).toBe(404)
  })

  it('exports your games with what replays them, and deleting the account deletes them', async () => {
    const game = await create(ana, { status: 'finished', winner: 1, result: 'Master 2 gana.' })
    await create(bruno)
    const text = await (await exportRoute.GET(request('GET', '/api/account/export', { as: ana }))).text()
    const exported = { games: text.trimEnd().split('\n').map((l) => JSON.parse(l) as SavedGame & { type: string; userId?: string }).filter((l) => l.type === 'game') }
    expect(exported.games).toHaveLength(1)
    expect(exported.games[0]?.userId).toBeUndefined()
    expect(exported.games[0]).toMatchObject({ id: game.id, seed: 0xffffffff, line: '-3014-4012', status: 'finished', winner: 1, catalogueVersion: catalogue().version })
    expect(exported.games[0]?.cards).toHaveLength(3)
    expect(exported.games[0]?.override).toEqual({ 'espada-de-prueba': { bonuses: { strength: 2 } } })
    const res = await accountRoute.DELETE(request('DELETE', '/api/account', { as: ana, json: { email: ana.email } }))
    expect(res.status).toBe(200)
    expect(await db.prisma.game.count({ where: { userId: ana.id } })).toBe(0)
    expect(await db.prisma.game.count()).toBe(1)
  })
})

describe.each(testDatabases())('catalogue snapshots on $name', (db) => {
  beforeAll(() => {
    process.env.DATABASE_URL = db.url
  })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
  })

  const versionCtx = (version: string) => ({ params: Promise.resolve({ version }) })

  it('stores one row per catalogue version, idempotently', async () => {
    const old = fixtureCatalogue()
    expect(await saveCatalogueSnapshot(db.prisma, old)).toEqual({ version: old.version, written: true })
    expect(await saveCatalogueSnapshot(db.prisma, old)).toEqual({ version: old.version, written: false, reason: 'exists' })
    const edited = fixtureCatalogue(fixtureCards().map((c) => (c.id === 'espada-de-prueba' && c.type === 'weapon' ? { ...c, bonuses: { strength: 3 } } : c)))
    expect(edited.version).not.toBe(old.version)
    await saveCatalogueSnapshot(db.prisma, edited)
    expect(await db.prisma.catalogueSnapshot.count()).toBe(2)
  })

  it('answers an old version\'s numbers for the cards asked, and 404 for a version it does not know', async () => {
    const old = fixtureCatalogue()
    await saveCatalogueSnapshot(db.prisma, old)
    await saveCatalogueSnapshot(db.prisma, fixtureCatalogue(fixtureCards().map((c) => (c.id === 'espada-de-prueba' && c.type === 'weapon' ? { ...c, bonuses: { strength: 3 } } : c))))
    const res = await snapshotRoute.GET(request('GET', `/api/catalogue/${old.version}?ids=espada-de-prueba,pocion-de-prueba,no-existe`), versionCtx(old.version))
    expect(res.status).toBe(200)
    const { cards } = await body<{ cards: { id: string; bonuses?: unknown }[] }>(res)
    expect(cards.map((c) => c.id).sort()).toEqual(['espada-de-prueba', 'pocion-de-prueba'])
    expect(cards.find((c) => c.id === 'espada-de-prueba')?.bonuses).toEqual({ strength: 1 })
    const unknown = await snapshotRoute.GET(request('GET', '/api/catalogue/000000000000?ids=espada-de-prueba'), versionCtx('000000000000'))
    expect(unknown.status).toBe(404)
    expect((await body<ErrorBody>(unknown)).error.message).toContain('ya no conoce')
    const bad = await snapshotRoute.GET(request('GET', `/api/catalogue/${old.version}?ids=Espada%20Corta`), versionCtx(old.version))
    expect(bad.status).toBe(400)
    expect((await body<ErrorBody>(bad)).error.field).toBe('ids[0]')
  })
})
