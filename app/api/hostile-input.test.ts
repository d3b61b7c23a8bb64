// Issue 14's probe, route by route, on every database engine (SQLite, and PostgreSQL with TEST_DATABASE_URL): what
// PostgreSQL answered with a 500 while SQLite took it (a NUL in any stored or searched text, a revision past the
// integer column), a deeply nested override, and a backslash read as a LIKE escape. Each answers the same 4xx on
// both engines, naming the field. Routes are called as Next calls them; the session is injected.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordCards } from '@/lib/catalogue/recorded'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { SessionUser } from '@/lib/server/auth'
import { syncCatalogue } from '@/lib/server/catalogue-sync'
import { PEER_ADDRESS_HEADER, PEER_TOKEN_ENV } from '@/lib/server/rate-limit'
import { createTestUser, fixtureCatalogue } from '@/lib/server/testing/fixtures'
import { testDatabases } from '@/lib/server/testing/databases'

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

const decksRoute = await import('@/app/api/decks/route')
const deckRoute = await import('@/app/api/decks/[id]/route')
const gamesRoute = await import('@/app/api/games/route')
const gameRoute = await import('@/app/api/games/[id]/route')
const signupRoute = await import('@/app/api/auth/signup/route')
const accountRoute = await import('@/app/api/account/route')

process.env[PEER_TOKEN_ENV] = 'token-hostil'
const ORIGIN = 'http://localhost:3000'
let ipCounter = 0

function request(method: string, path: string, options: { as?: SessionUser; json?: unknown; raw?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000', [PEER_ADDRESS_HEADER]: `token-hostil:192.0.2.${(ipCounter = (ipCounter % 250) + 1)}` })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
  }
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  if (body !== undefined) headers.set('content-type', 'application/json')
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v)
  const req = new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  if (options.as) h.sessions.set(req, options.as)
  return req
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
type ErrorBody = { error: { message: string; field?: string } }

async function expect400(res: Response, field: string, reason: RegExp = /caracteres de control/): Promise<void> {
  expect(res.status, field).toBe(400)
  const { error } = (await res.json()) as ErrorBody
  expect(error.field, error.message).toBe(field)
  expect(error.message).toMatch(reason)
}

/** NUL, other C0 controls, DEL and a C1 control: none may be stored. */
const CONTROLS = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085']

describe.each(testDatabases())('hostile input on $name', (db) => {
  let ana: SessionUser
  const catalogue = () => h.catalogue.current as Catalogue

  beforeAll(() => { process.env.DATABASE_URL = db.url })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    h.catalogue.current = fixtureCatalogue()
    await syncCatalogue(db.prisma, h.catalogue.current)
    const user = await createTestUser(db.prisma, { name: 'Ana' })
    ana = { id: user.id, name: user.name, email: user.email }
  })

  const newDeck = (over: Record<string, unknown> = {}) => ({ name: 'Mazo', description: '', visibility: 'public', entries: [], ...over })
  const newGame = (over: Record<string, unknown> = {}) => ({
    title: 'A contra B', mode: 'bot', bot: 'heuristic', variant: 'none', seed: 1, codes: ['codigo-a', 'codigo-b'],
    catalogueVersion: catalogue().version,
    cards: recordCards([{ relicId: null, startingDalmaId: 'dalma-de-prueba', entries: [{ cardId: 'dalma-de-prueba' }] }], catalogue()),
    ...over,
  })

  it('issue 14: a NUL in the public deck search is a 400 naming «q», with no account', async () => {
    await expect400(await decksRoute.GET(request('GET', '/api/decks?q=a%00')), 'q')
    await expect400(await decksRoute.GET(request('GET', '/api/decks?q=%1B%5B2J')), 'q')
  })

  it('issue 14: deck name and description refuse control characters; line breaks in a description stay', async () => {
    for (const c of CONTROLS) {
      await expect400(await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck({ name: `Ma${c}zo` }) })), 'name')
      await expect400(await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck({ description: `Uno${c}` }) })), 'description')
    }
    const ok = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck({ description: 'Línea uno\nLínea dos\tcon tabulador' }) }))
    expect(ok.status).toBe(201)
    const { deck } = (await ok.json()) as { deck: { id: string; description: string } }
    expect(deck.description).toBe('Línea uno\nLínea dos\tcon tabulador')
    await expect400(await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: ana, json: { revision: 1, name: 'a\u0000' } }), ctx(deck.id)), 'name')
    expect(await db.prisma.deck.count()).toBe(1)
  })

  it('issue 14: game title, result and codes refuse control characters', async () => {
    await expect400(await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame({ title: 'A\u0000' }) })), 'title')
    await expect400(await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame({ result: 'gana\u0000' }) })), 'result')
    await expect400(await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame({ codes: ['a\u0000', 'b'] }) })), 'codes[0]')
    const created = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame() }))
    expect(created.status).toBe(201)
    const { game } = (await created.json()) as { game: { id: string } }
    await expect400(await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision: 1, result: '\u0000' } }), ctx(game.id)), 'result')
    await expect400(await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision: 1, title: 'x\u0007' } }), ctx(game.id)), 'title')
  })

  it('issue 14: account and sign-up names refuse control characters', async () => {
    await expect400(await accountRoute.PATCH(request('PATCH', '/api/account', { as: ana, json: { name: 'Ana\u0000' } })), 'name')
    await expect400(await signupRoute.POST(request('POST', '/api/auth/signup', { json: { email: 'nul@ejemplo.es', password: '12345678', name: 'N\u0000' } })), 'name')
    const bad = await signupRoute.POST(request('POST', '/api/auth/signup', { json: { email: 'n\u0000l@ejemplo.es', password: '12345678', name: 'N' } }))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorBody).error.field).toBe('email')
    expect(await db.prisma.user.count()).toBe(1)
  })

  it('issue 14: a revision past what the integer column holds is a 400 naming «revision», for decks and games', async () => {
    const deckRes = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck() }))
    const { deck } = (await deckRes.json()) as { deck: { id: string } }
    const gameRes = await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame() }))
    const { game } = (await gameRes.json()) as { game: { id: string } }
    for (const revision of [2147483648, 2 ** 53, 1e300]) {
      await expect400(await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: ana, json: { revision, name: 'Otro' } }), ctx(deck.id)), 'revision', revision === 2147483648 ? /2147483647/ : /número entero/)
      await expect400(await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision, turns: 1 } }), ctx(game.id)), 'revision', revision === 2147483648 ? /2147483647/ : /número entero/)
    }
    // The largest that fits is a stale revision like any other.
    expect((await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: ana, json: { revision: 2147483647, name: 'Otro' } }), ctx(deck.id))).status).toBe(409)
    expect((await gameRoute.PATCH(request('PATCH', `/api/games/${game.id}`, { as: ana, json: { revision: 2147483647, turns: 1 } }), ctx(game.id))).status).toBe(409)
  })

  it('issue 14: an override nested 4,100 levels deep (10 KB) is a 400 naming «override»; a body nested past 32 levels too', async () => {
    const depth = 4100
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    const raw = JSON.stringify(newGame()).replace(/}$/, `,"override":{"espada-de-prueba":{"bonuses":${deep}}}}`)
    expect(raw.length).toBeLessThan(64_000)
    const res = await gamesRoute.POST(request('POST', '/api/games', { as: ana, raw }))
    expect(res.status).toBe(400)
    const shallowButTooDeep = `{"espada-de-prueba":{"bonuses":${'{"a":'.repeat(12)}1${'}'.repeat(12)}}}`
    const body = JSON.stringify(newGame()).replace(/}$/, `,"override":${shallowButTooDeep}}`)
    await expect400(await gamesRoute.POST(request('POST', '/api/games', { as: ana, raw: body })), 'override', /anida demasiados niveles/)
    expect(await db.prisma.game.count()).toBe(0)
  })

  it('issue 14: a backslash in the deck search is a plain character, not a LIKE escape', async () => {
    const slash = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck({ name: 'Ruta a\\b' }) }))
    const plain = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck({ name: 'Ruta ab' }) }))
    const ids = { slash: ((await slash.json()) as { deck: { id: string } }).deck.id, plain: ((await plain.json()) as { deck: { id: string } }).deck.id }
    const found = async (q: string) => {
      const res = await decksRoute.GET(request('GET', `/api/decks?q=${encodeURIComponent(q)}`))
      expect(res.status).toBe(200)
      return ((await res.json()) as { decks: { id: string }[] }).decks.map((d) => d.id).sort()
    }
    expect(await found('a\\b')).toEqual([ids.slash])
    expect(await found('\\')).toEqual([ids.slash])
    expect(await found('a\\')).toEqual([ids.slash])
    expect(await found('\\%')).toEqual([])
    expect(await found('ruta')).toEqual([ids.slash, ids.plain].sort())
  })

  it('issue 14: a save naming another account than the one signed in is refused (409) and changes nothing', async () => {
    const other = { 'x-dm-expected-user': 'otra-cuenta' }
    const refused = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck(), headers: other }))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { sessionChanged?: boolean } }).error.sessionChanged).toBe(true)
    expect(await db.prisma.deck.count()).toBe(0)
    const created = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json: newDeck(), headers: { 'x-dm-expected-user': ana.id } }))
    expect(created.status).toBe(201)
    const { deck } = (await created.json()) as { deck: { id: string } }
    expect((await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: ana, json: { revision: 1, name: 'Otro' }, headers: other }), ctx(deck.id))).status).toBe(409)
    expect((await gamesRoute.POST(request('POST', '/api/games', { as: ana, json: newGame(), headers: other }))).status).toBe(409)
    expect(await db.prisma.game.count()).toBe(0)
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })).name).toBe('Mazo')
  })
})
