// Fuzzing every API route and the deck text parser (issue 10): random bytes, unicode (lone surrogates too), deep
// nesting and huge counts; since issue 14 also NUL and other control characters in every text, integers just past
// what a column holds, deep overrides and game-shaped bodies. Whatever arrives, a route answers 2xx or 4xx, never
// 5xx (PostgreSQL refused a NUL with a 500 where SQLite took it); the parser never throws. Methods and request
// targets the server screens before any route (TRACE, `OPTIONS *`, absolute URLs) are fuzzed in scripts/server.test.ts.
// Routes are called as Next calls them, on a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL); who is
// signed in is injected through getSessionUser, as in lib/server/decks-api.test.ts.
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '@/lib/catalogue/schema'
import { parseDeckText, MAX_DECK_LINES } from '@/lib/decks/text'
import { ACTION_TYPES } from '@/lib/engine/action-schema'
import { fixtureCatalogue as deckFixtureCatalogue } from '@/lib/decks/fixtures/catalogue'
import type { SessionUser } from '@/lib/server/auth'
import { syncCatalogue } from '@/lib/server/catalogue-sync'
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

const cardsRoute = await import('@/app/api/cards/route')
const cardRoute = await import('@/app/api/cards/[id]/route')
const decksRoute = await import('@/app/api/decks/route')
const deckRoute = await import('@/app/api/decks/[id]/route')
const duplicateRoute = await import('@/app/api/decks/[id]/duplicate/route')
const validateRoute = await import('@/app/api/decks/validate/route')
const signupRoute = await import('@/app/api/auth/signup/route')
const accountRoute = await import('@/app/api/account/route')
const exportRoute = await import('@/app/api/account/export/route')
const healthRoute = await import('@/app/api/health/route')
const gamesRoute = await import('@/app/api/games/route')
const gameRoute = await import('@/app/api/games/[id]/route')
const snapshotRoute = await import('@/app/api/catalogue/[version]/route')
const tablesRoute = await import('@/app/api/tables/route')
const tableRoute = await import('@/app/api/tables/[id]/route')
const tableEventsRoute = await import('@/app/api/tables/[id]/events/route')
const tableJoinRoute = await import('@/app/api/tables/[id]/join/route')
const tableActionsRoute = await import('@/app/api/tables/[id]/actions/route')
const tableResignRoute = await import('@/app/api/tables/[id]/resign/route')
const tableRecordRoute = await import('@/app/api/tables/[id]/record/route')
const tableRematchRoute = await import('@/app/api/tables/[id]/rematch/route')
const { tableBus } = await import('@/lib/server/tables/bus')

const ORIGIN = 'http://localhost:3000'

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Any UTF-16 code unit, lone surrogates included. */
const anyUnits = (maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength }).map((units) => String.fromCharCode(...units))
/** Control characters, NUL first: PostgreSQL refuses NUL in any text value. */
const controls = fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\t\n', '\\', '\\%', '%_')
const withControls = (maxLength: number) =>
  fc.tuple(fc.string({ maxLength: Math.max(0, maxLength - 8) }), controls, fc.string({ maxLength: 4 })).map(([a, c, b]) => `${a}${c}${b}`)
const text = (maxLength = 200) => fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'binary', maxLength }), anyUnits(maxLength), withControls(maxLength))
const hugeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 999_999_999_999, 1.5, -0, 2147483647, 2147483648, -2147483649, 2 ** 32, 2 ** 63),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
/** Deep nesting as raw JSON text: arrays or objects thousands of levels deep. */
const deepJson = fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([depth, asObject]) =>
  asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`)
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
  deepJson,
  // Deck-shaped documents with wrong or extreme fields.
  fc.record({
    format: fc.oneof(fc.constant('duelo-de-masters/deck'), text(20)),
    version: fc.oneof(fc.constant(1), hugeNumber),
    name: fc.oneof(text(300), hugeNumber),
    relic: fc.oneof(fc.constant(null), text(40)),
    startingDalma: fc.oneof(fc.constant(null), text(40)),
    cards: fc.array(fc.record({ id: fc.oneof(text(30), hugeNumber), count: hugeNumber }), { maxLength: 30 }),
  }).map((v) => JSON.stringify(v)),
  // Saved-deck shaped bodies.
  fc.record({
    name: fc.oneof(text(150), hugeNumber),
    description: text(100),
    relicId: fc.oneof(fc.constant(null), text(40)),
    startingDalmaId: fc.oneof(fc.constant(null), text(40)),
    visibility: fc.oneof(fc.constantFrom('public', 'private'), text(10)),
    revision: hugeNumber,
    entries: fc.array(fc.record({ cardId: fc.oneof(fc.constantFrom('pocion-de-prueba', 'dalma-de-prueba'), text(30)), count: hugeNumber }), { maxLength: 20 }),
  }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({ email: text(60), password: text(80), name: text(80) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  // Game-shaped bodies (POST and PATCH /api/games), with deep or huge overrides.
  fc.record({
    title: text(150), mode: fc.oneof(fc.constantFrom('bot', 'hotseat'), text(10)), bot: fc.constantFrom('heuristic', 'search', 'x'),
    variant: fc.constantFrom('none', 'rapida', 'x'), seed: hugeNumber, codes: fc.tuple(text(60), text(60)), line: text(60),
    status: fc.constantFrom('finished', 'unfinished', 'x'), result: fc.oneof(fc.constant(null), text(80)), winner: fc.oneof(fc.constant(null), hugeNumber),
    turns: hugeNumber, decisions: hugeNumber, revision: hugeNumber, catalogueVersion: text(20),
    cards: fc.array(fc.record({ id: text(20), name: text(20), type: fc.constantFrom('potion', 'dalma', 'x') }), { maxLength: 3 }),
  }, { requiredKeys: [] }).chain((game) => fc.oneof(
    fc.constant(JSON.stringify(game)),
    fc.tuple(fc.integer({ min: 1, max: 6000 }), fc.constantFrom('espada-de-prueba', 'x', '\u0000')).map(([depth, card]) =>
      JSON.stringify(game).replace(/}$/, `${Object.keys(game).length > 0 ? ',' : ''}"override":{${JSON.stringify(card)}:{"bonuses":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}}`)),
  )),
  fc.record({ text: fc.oneof(text(500), hugeNumber) }).map((v) => JSON.stringify(v)),
  // Online-table shaped bodies: decks, seats, clocks, steps and actions with wrong or extreme fields.
  fc.record({
    deck: fc.oneof(text(300), hugeNumber, fc.constant(null)),
    variant: fc.oneof(fc.constantFrom('none', 'rapida', 'turbo'), text(10)),
    seat: fc.oneof(fc.constantFrom('A', 'B', 'random'), text(5)),
    visibility: fc.oneof(fc.constantFrom('link', 'public'), text(8)),
    name: text(120),
    clock: fc.oneof(fc.constant(null), fc.record({ minutes: hugeNumber, incrementSeconds: hugeNumber }, { requiredKeys: [] })),
  }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({
    step: hugeNumber,
    // Every engine action type (issue 28), with its id fields missing, wrong or huge: the schema refuses them by field.
    action: fc.oneof(
      fc.record({
        type: fc.oneof(fc.constantFrom(...ACTION_TYPES), text(20)),
        ...Object.fromEntries(['instanceId', 'instanceIds', 'dalmaId', 'dalmaIds', 'enemyId', 'weaponId', 'targetId', 'arrowId', 'replaceIds', 'fighterId', 'reveal']
          .map((k) => [k, fc.oneof(hugeNumber, fc.array(hugeNumber, { maxLength: 8 }), fc.constant(null), fc.constant({}), text(8))])),
      }, { requiredKeys: [] }),
      text(40), hugeNumber, fc.constant(null),
    ),
  }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
)
const bytes = fc.uint8Array({ maxLength: 2000 }).map((b): Uint8Array<ArrayBuffer> => new Uint8Array(b))
/** The probe's own bodies (issue 14), always among the random ones: each was a 500 on PostgreSQL. */
const hostileBody = fc.constantFrom(
  '{"name":"a\\u0000","description":"","entries":[]}',
  '{"name":"Mazo","description":"\\u0000"}',
  '{"revision":2147483648,"name":"x"}',
  '{"step":0,"action":{"type":"initialReplacement","instanceIds":2147483648}}',
  '{"step":0,"action":null}',
  '{"step":0,"action":{"type":"equip","dalmaId":1,"instanceId":2,"replaceIds":{}}}',
  '{"revision":2147483648,"turns":1}',
  '{"revision":1,"result":"\\u0000"}',
  '{"email":"nul@ejemplo.es","password":"12345678","name":"\\u0000"}',
  '{"name":"\\u0000"}',
  '{"title":"\\u0000","mode":"bot","bot":"heuristic","variant":"none","seed":1,"codes":["a","b"],"catalogueVersion":"v","cards":[]}',
)
const body = fc.oneof(jsonish.map((s): string | Uint8Array<ArrayBuffer> => s), hostileBody.map((s): string | Uint8Array<ArrayBuffer> => s), text(2000), bytes)
const contentType = fc.oneof(
  fc.constantFrom('application/json', 'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/vnd.x+json', ''),
  text(40),
)
/** The probe's own queries (issue 14), always among the random ones. */
const hostileQuery = fc.constantFrom('q=a%00', 'q=%00', 'q=%1B%5B2J', 'q=a%5Cb', 'q=%5C', 'q=%5C%25', 'limit=2147483648', 'offset=2147483648', 'q=a&q=%00')
const randomQuery = fc.array(fc.tuple(fc.oneof(fc.constantFrom('q', 'scope', 'limit', 'offset', 'card', 'sort', 'type'), text(10)), fc.oneof(text(60), hugeNumber.map(String))), { maxLength: 5 })
  .map((pairs) => {
    const params = new URLSearchParams()
    for (const [k, v] of pairs) {
      try {
        params.append(k, v)
      } catch {
        // a lone surrogate cannot be encoded: leave it out
      }
    }
    return params.toString()
  })
const queryString = fc.oneof(randomQuery, hostileQuery)
const idParam = fc.oneof(text(60), fc.constantFrom('', '..', '%', '%zz', 'a'.repeat(5000)))

// ---------------------------------------------------------------------------------------------

function request(method: string, path: string, options: { body?: string | Uint8Array<ArrayBuffer>; type?: string; as?: SessionUser | null } = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
  }
  if (options.type) {
    try {
      headers.set('content-type', options.type)
    } catch {
      // not a valid header value: send none
    }
  }
  const req = new Request(`${ORIGIN}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: options.body }) })
  if (options.as) h.sessions.set(req, options.as)
  return req
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })

/** Status of a route's answer; a thrown error counts as a 500. */
async function statusOf(call: () => Promise<Response>): Promise<number> {
  try {
    const res = await call()
    await res.arrayBuffer()
    return res.status
  } catch {
    return 500
  }
}

const RUNS = 60

describe('the deck text parser under fuzzing', () => {
  const catalogue: Catalogue = deckFixtureCatalogue
  it('never throws, and reports within its caps, for random text, unicode and huge counts', () => {
    const line = fc.oneof(
      text(120),
      fc.tuple(hugeNumber, text(60)).map(([n, name]) => `${n} ${name}`),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom('x ', '× ', ' x ', ''), text(40)).map(([n, x, name]) => `${n}${x} ${name}`),
      text(40).map((name) => `Reliquia: ${name}`),
      text(40).map((name) => `Dalma inicial: ${name}`),
      fc.constantFrom('#', '# Mazo:', ':', '1', ' '.repeat(400), `1 ${'a'.repeat(400)}`),
    )
    fc.assert(fc.property(fc.array(line, { maxLength: 80 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
      const parsed = parseDeckText(lines.join(eol), catalogue)
      expect(parsed.errors.length).toBeLessThanOrEqual(MAX_DECK_LINES)
      for (const e of parsed.errors) expect(e.text.length).toBeLessThanOrEqual(121)
      for (const e of parsed.deck.entries) expect(e.count).toBeGreaterThan(0)
    }), { numRuns: 300 })
  })

  it('never throws on random bytes decoded as text', () => {
    fc.assert(fc.property(bytes, (b) => {
      expect(() => parseDeckText(new TextDecoder().decode(b), catalogue)).not.toThrow()
    }), { numRuns: 200 })
  })
})

describe.each(testDatabases())('every API route under fuzzing on $name', (db) => {
  let ana: SessionUser
  let deckId: string

  beforeAll(() => { process.env.DATABASE_URL = db.url })
  afterAll(async () => { await tableBus().close() })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    h.catalogue.current = fixtureCatalogue()
    await syncCatalogue(db.prisma, h.catalogue.current)
    const user = await createTestUser(db.prisma, { name: 'Ana' })
    ana = { id: user.id, name: user.name, email: user.email }
    const res = await decksRoute.POST(request('POST', '/api/decks', {
      as: ana, type: 'application/json',
      body: JSON.stringify({ name: 'Base', description: '', relicId: null, startingDalmaId: null, entries: [], visibility: 'public' }),
    }))
    expect(res.status).toBe(201)
    deckId = ((await res.json()) as { deck: { id: string } }).deck.id
  })

  it('read routes: random queries and ids', async () => {
    await fc.assert(fc.asyncProperty(queryString, idParam, fc.boolean(), async (query, id, signedIn) => {
      const as = signedIn ? ana : null
      const statuses = [
        await statusOf(() => cardsRoute.GET(request('GET', `/api/cards?${query}`), undefined)),
        await statusOf(() => cardRoute.GET(request('GET', '/api/cards/x'), ctx(id))),
        await statusOf(() => decksRoute.GET(request('GET', `/api/decks?${query}`, { as }))),
        await statusOf(() => deckRoute.GET(request('GET', '/api/decks/x', { as }), ctx(id))),
        await statusOf(() => exportRoute.GET(request('GET', '/api/account/export', { as }))),
        await statusOf(() => accountRoute.GET(request('GET', '/api/account', { as }))),
        await statusOf(async () => healthRoute.GET()),
        await statusOf(() => gamesRoute.GET(request('GET', '/api/games', { as }))),
        await statusOf(() => gameRoute.GET(request('GET', '/api/games/x', { as }), ctx(id))),
        await statusOf(() => snapshotRoute.GET(request('GET', `/api/catalogue/x?${query}`), { params: Promise.resolve({ version: id }) })),
        await statusOf(() => tablesRoute.GET(request('GET', `/api/tables?${query}`))),
        await statusOf(() => tableRoute.GET(request('GET', `/api/tables/x?${query}`), ctx(id))),
        await statusOf(() => tableRecordRoute.GET(request('GET', '/api/tables/x/record'), ctx(id))),
        // No table exists here, so the stream never opens: a 4xx (an open stream would never end).
        await statusOf(() => tableEventsRoute.GET(request('GET', `/api/tables/x/events?${query}`), ctx(id))),
      ]
      for (const s of statuses) expect(s, `${query} · ${id}`).toBeLessThan(500)
    }), { numRuns: RUNS })
  })

  it('write routes: random bodies, content types and ids', async () => {
    await fc.assert(fc.asyncProperty(body, contentType, fc.oneof(idParam, fc.constant('')), fc.boolean(), async (payload, type, rawId, signedIn) => {
      const as = signedIn ? ana : null
      const id = rawId === '' ? deckId : rawId
      const send = (method: string, path: string) => request(method, path, { body: payload, type, as })
      const statuses = [
        await statusOf(() => validateRoute.POST(send('POST', '/api/decks/validate'))),
        await statusOf(() => decksRoute.POST(send('POST', '/api/decks'))),
        await statusOf(() => deckRoute.PATCH(send('PATCH', '/api/decks/x'), ctx(id))),
        await statusOf(() => duplicateRoute.POST(send('POST', '/api/decks/x/duplicate'), ctx(id))),
        await statusOf(() => signupRoute.POST(send('POST', '/api/auth/signup'))),
        await statusOf(() => accountRoute.PATCH(send('PATCH', '/api/account'))),
        await statusOf(() => gamesRoute.POST(send('POST', '/api/games'))),
        await statusOf(() => gameRoute.PATCH(send('PATCH', '/api/games/x'), ctx(id))),
        await statusOf(() => tablesRoute.POST(send('POST', '/api/tables'))),
        await statusOf(() => tableJoinRoute.POST(send('POST', '/api/tables/x/join'), ctx(id))),
        await statusOf(() => tableActionsRoute.POST(send('POST', '/api/tables/x/actions'), ctx(id))),
        await statusOf(() => tableResignRoute.POST(send('POST', '/api/tables/x/resign'), ctx(id))),
        await statusOf(() => tableRematchRoute.POST(send('POST', '/api/tables/x/rematch'), ctx(id))),
      ]
      for (const s of statuses) expect(s, typeof payload === 'string' ? payload.slice(0, 200) : `${payload.length} bytes`).toBeLessThan(500)
    }), { numRuns: RUNS })
  })

  it('deleting with random bodies and ids never fails with 5xx (the account last)', async () => {
    await fc.assert(fc.asyncProperty(body, idParam, async (payload, id) => {
      const status = await statusOf(() => deckRoute.DELETE(request('DELETE', '/api/decks/x', { body: payload, type: 'application/json', as: ana }), ctx(id)))
      expect(status).toBeLessThan(500)
      expect(await statusOf(() => gameRoute.DELETE(request('DELETE', '/api/games/x', { body: payload, type: 'application/json', as: ana }), ctx(id)))).toBeLessThan(500)
    }), { numRuns: 30 })
    await fc.assert(fc.asyncProperty(body, contentType, async (payload, type) => {
      const status = await statusOf(() => accountRoute.DELETE(request('DELETE', '/api/account', { body: payload, type, as: null })))
      expect(status).toBeLessThan(500)
    }), { numRuns: 30 })
  })
})
