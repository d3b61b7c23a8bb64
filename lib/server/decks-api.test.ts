// The saved-deck and account routes, called as Next calls them (exported GET/POST/… with a Request),
// on a real database of every engine (SQLite always, PostgreSQL with TEST_DATABASE_URL).
// Who is signed in is injected by replacing getSessionUser (the seam in lib/server/auth.ts).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { cardSchema } from '@/lib/catalogue/schema'
import { cardHash } from '@/lib/catalogue/version'
import { parseDeckJson } from '@/lib/decks/json'
import type { SessionUser } from './auth'
import { syncCatalogue } from './catalogue-sync'
import { listPublicDecksUsingCard, type DeckView } from './decks'
import { MAX_BODY_BYTES } from './http'
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

const decksRoute = await import('@/app/api/decks/route')
const deckRoute = await import('@/app/api/decks/[id]/route')
const duplicateRoute = await import('@/app/api/decks/[id]/duplicate/route')
const validateRoute = await import('@/app/api/decks/validate/route')
const accountRoute = await import('@/app/api/account/route')
const exportRoute = await import('@/app/api/account/export/route')

// ---------------------------------------------------------------------------------------------
// Fixtures: the DB harness's cards plus a relic, so relic search and usage can be tested.

const RELIC_ID = 'corona-de-prueba'
function testCards(): Card[] {
  return [
    ...fixtureCards(),
    cardSchema.parse({
      id: RELIC_ID, name: 'Corona de prueba', type: 'relic', source: 'inventada', provisional: ['name'],
      enemies: [{ id: 'trasgo-de-prueba', count: 6 }],
    }),
  ]
}
const testCatalogue = (cards: Card[] = testCards()): Catalogue => fixtureCatalogue(cards)

const ORIGIN = 'http://localhost:3000'

type RequestOptions = {
  as?: SessionUser | null
  json?: unknown
  text?: string
  contentType?: string
  headers?: Record<string, string>
}

function request(method: string, path: string, options: RequestOptions = {}): Request {
  const headers = new Headers({ host: 'localhost:3000' })
  if (method !== 'GET') {
    headers.set('origin', ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
  }
  let body: string | undefined
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  } else if (options.text !== undefined) {
    body = options.text
    headers.set('content-type', 'text/plain; charset=utf-8')
  }
  if (options.contentType) headers.set('content-type', options.contentType)
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v)
  const req = new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  if (options.as) h.sessions.set(req, options.as)
  return req
}

const ctx = (id: string) => ({ params: Promise.resolve({ id }) })

type ErrorBody = { error: { message: string; field?: string } & Record<string, unknown> }

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T
}

const asSession = (u: { id: string; name: string; email: string }): SessionUser => ({ id: u.id, name: u.name, email: u.email })

// A small draft: illegal (too few cards, no relic) but the server must store it all the same.
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mazo de Poción',
  description: 'Curación y más curación',
  relicId: null,
  startingDalmaId: 'dalma-de-prueba',
  entries: [
    { cardId: 'dalma-de-prueba', count: 1 },
    { cardId: 'chispa-de-prueba', count: 1 },
    { cardId: 'escudo-mental-de-prueba', count: 1 },
    { cardId: 'pocion-de-prueba', count: 3 },
  ],
  ...overrides,
})

describe.each(testDatabases())('deck and account routes on $name', (db) => {
  let ana: SessionUser
  let bruno: SessionUser

  beforeAll(() => {
    process.env.DATABASE_URL = db.url
  })

  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    h.catalogue.current = testCatalogue()
    await syncCatalogue(db.prisma, h.catalogue.current)
    ana = asSession(await createTestUser(db.prisma, { name: 'Ana' }))
    bruno = asSession(await createTestUser(db.prisma, { name: 'Bruno' }))
  })

  async function create(as: SessionUser, overrides: Record<string, unknown> = {}): Promise<DeckView> {
    const res = await decksRoute.POST(request('POST', '/api/decks', { as, json: draft(overrides) }))
    expect(res.status).toBe(201)
    return (await body<{ deck: DeckView }>(res)).deck
  }

  async function getDeck(id: string, as?: SessionUser | null): Promise<Response> {
    return deckRoute.GET(request('GET', `/api/decks/${id}`, { as: as ?? null }), ctx(id))
  }

  async function list(query: string, as?: SessionUser): Promise<{ decks: { id: string; name: string }[]; total: number }> {
    const res = await decksRoute.GET(request('GET', `/api/decks?${query}`, { as: as ?? null }))
    expect(res.status).toBe(200)
    return body(res)
  }

  // -------------------------------------------------------------------------------------------
  describe('creating', () => {
    it('stores an illegal draft with its problems, the catalogue version and card hashes', async () => {
      const deck = await create(ana, { entries: [...draft().entries, { cardId: 'carta-que-no-existe', count: 2 }] })
      expect(deck).toMatchObject({ name: 'Mazo de Poción', visibility: 'private', revision: 1, legal: false, isOwner: true })
      const codes = deck.problems.map((p) => p.code)
      expect(codes).toEqual(expect.arrayContaining(['DECK_TOO_SMALL', 'NO_RELIC', 'UNKNOWN_CARD']))
      expect(deck.problems.every((p) => p.message.length > 0)).toBe(true)
      expect(deck.cardCount).toBe(8)
      const catalogue = h.catalogue.current as Catalogue
      expect(deck.catalogueVersion).toBe(catalogue.version)
      expect(deck.cardHashes['pocion-de-prueba']).toBe(cardHash(catalogue.byId.get('pocion-de-prueba') as Card))
      expect(deck.cardHashes).not.toHaveProperty('carta-que-no-existe')
      // DeckCard rows only for cards the Card table knows; the unknown id stays in the entries.
      const rows = await db.prisma.deckCard.findMany({ where: { deckId: deck.id }, orderBy: { cardId: 'asc' } })
      expect(rows.map((r) => [r.cardId, r.count])).toEqual([
        ['chispa-de-prueba', 1], ['dalma-de-prueba', 1], ['escudo-mental-de-prueba', 1], ['pocion-de-prueba', 3],
      ])
      expect(deck.deck.entries).toContainEqual({ cardId: 'carta-que-no-existe', count: 2 })
      expect(deck.shareCode).toMatch(/^1[A-Za-z0-9_-]+$/)
    })

    it('sums repeated entries into one', async () => {
      const deck = await create(ana, { entries: [{ cardId: 'pocion-de-prueba', count: 1 }, { cardId: 'pocion-de-prueba', count: 2 }] })
      expect(deck.deck.entries).toEqual([{ cardId: 'pocion-de-prueba', count: 3 }])
    })

    it('401 when signed out, and nothing is stored', async () => {
      const res = await decksRoute.POST(request('POST', '/api/decks', { json: draft() }))
      expect(res.status).toBe(401)
      expect((await body<ErrorBody>(res)).error.message).toMatch(/iniciar sesión/)
      expect(await db.prisma.deck.count()).toBe(0)
    })

    it('400 naming the field for malformed bodies', async () => {
      const cases: [unknown, string][] = [
        [draft({ name: '   ' }), 'name'],
        [draft({ entries: [{ cardId: 'pocion-de-prueba', count: 0 }] }), 'entries[0].count'],
        [draft({ entries: [{ cardId: 'Poción Mala', count: 1 }] }), 'entries[0].cardId'],
        [draft({ visibility: 'secreto' }), 'visibility'],
        [draft({ colour: 'rojo' }), 'colour'],
        [draft({ description: 'x'.repeat(2001) }), 'description'],
      ]
      for (const [json, field] of cases) {
        const res = await decksRoute.POST(request('POST', '/api/decks', { as: ana, json }))
        expect(res.status, field).toBe(400)
        const error = (await body<ErrorBody>(res)).error
        expect(error.field).toBe(field)
        expect(error.message.length).toBeGreaterThan(field.length + 4)
      }
      expect(await db.prisma.deck.count()).toBe(0)
    })

    it('400 for a body that is not JSON, 415 for one not sent as JSON', async () => {
      const broken = await decksRoute.POST(request('POST', '/api/decks', { as: ana, text: '{"name":', contentType: 'application/json' }))
      expect(broken.status).toBe(400)
      const form = await decksRoute.POST(request('POST', '/api/decks', { as: ana, text: 'name=x', contentType: 'application/x-www-form-urlencoded' }))
      expect(form.status).toBe(415)
    })

    it('413 for an oversized body, by its Content-Length and by what is actually read', async () => {
      const huge = JSON.stringify({ ...draft(), description: 'x'.repeat(MAX_BODY_BYTES) })
      const declared = await decksRoute.POST(request('POST', '/api/decks', {
        as: ana, text: '{}', contentType: 'application/json', headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
      }))
      expect(declared.status).toBe(413)
      const read = await decksRoute.POST(request('POST', '/api/decks', { as: ana, text: huge, contentType: 'application/json' }))
      expect(read.status).toBe(413)
      expect((await body<ErrorBody>(read)).error.message).toMatch(/256 KB/)
      expect(await db.prisma.deck.count()).toBe(0)
    })

    it('403 with the reason for a cross-site request', async () => {
      const byOrigin = await decksRoute.POST(request('POST', '/api/decks', {
        as: ana, json: draft(), headers: { origin: 'https://otro-sitio.example', 'sec-fetch-site': 'cross-site' },
      }))
      expect(byOrigin.status).toBe(403)
      expect((await body<ErrorBody>(byOrigin)).error.message).toMatch(/otra página|otro origen/)
      const onlyOrigin = await decksRoute.POST(request('POST', '/api/decks', {
        as: ana, json: draft(), headers: { origin: 'https://otro-sitio.example', 'sec-fetch-site': '' },
      }))
      expect(onlyOrigin.status).toBe(403)
      expect(await db.prisma.deck.count()).toBe(0)
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('who may see and change a deck', () => {
    it('a private deck is seen by its owner only: 404 to another user and to the signed out', async () => {
      const deck = await create(ana)
      expect((await getDeck(deck.id, ana)).status).toBe(200)
      expect((await getDeck(deck.id, bruno)).status).toBe(404)
      expect((await getDeck(deck.id, null)).status).toBe(404)
    })

    it('a public deck is seen by anyone, but isOwner is true for its owner only', async () => {
      const deck = await create(ana, { visibility: 'public' })
      const asBruno = (await body<{ deck: DeckView }>(await getDeck(deck.id, bruno))).deck
      expect(asBruno.isOwner).toBe(false)
      expect((await getDeck(deck.id, null)).status).toBe(200)
    })

    it('another user cannot change or delete a public deck (403) and it stays as it was', async () => {
      const deck = await create(ana, { visibility: 'public' })
      const patch = await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: bruno, json: { revision: 1, name: 'Robado' } }), ctx(deck.id))
      expect(patch.status).toBe(403)
      const del = await deckRoute.DELETE(request('DELETE', `/api/decks/${deck.id}`, { as: bruno }), ctx(deck.id))
      expect(del.status).toBe(403)
      const row = await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })
      expect([row.name, row.revision]).toEqual(['Mazo de Poción', 1])
    })

    it('another user gets 404 (not 403) for a private deck, so its existence does not leak', async () => {
      const deck = await create(ana)
      const patch = await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { as: bruno, json: { revision: 1, name: 'X' } }), ctx(deck.id))
      const del = await deckRoute.DELETE(request('DELETE', `/api/decks/${deck.id}`, { as: bruno }), ctx(deck.id))
      const dup = await duplicateRoute.POST(request('POST', `/api/decks/${deck.id}/duplicate`, { as: bruno }), ctx(deck.id))
      expect([patch.status, del.status, dup.status]).toEqual([404, 404, 404])
      expect(await db.prisma.deck.count()).toBe(1)
    })

    it('signed out: 401 for change, delete and duplicate', async () => {
      const deck = await create(ana, { visibility: 'public' })
      const patch = await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, { json: { revision: 1, name: 'X' } }), ctx(deck.id))
      const del = await deckRoute.DELETE(request('DELETE', `/api/decks/${deck.id}`), ctx(deck.id))
      const dup = await duplicateRoute.POST(request('POST', `/api/decks/${deck.id}/duplicate`), ctx(deck.id))
      expect([patch.status, del.status, dup.status]).toEqual([401, 401, 401])
      expect(await db.prisma.deck.count()).toBe(1)
    })

    it('the owner deletes a deck and its card rows', async () => {
      const deck = await create(ana)
      const del = await deckRoute.DELETE(request('DELETE', `/api/decks/${deck.id}`, { as: ana }), ctx(deck.id))
      expect(del.status).toBe(200)
      expect((await getDeck(deck.id, ana)).status).toBe(404)
      expect(await db.prisma.deckCard.count({ where: { deckId: deck.id } })).toBe(0)
    })

    it('404 for ids that do not exist or cannot be ids', async () => {
      expect((await getDeck('no-existe', ana)).status).toBe(404)
      expect((await getDeck('../../etc', ana)).status).toBe(404)
    })

    it('cross-site delete is refused with 403 even for the owner', async () => {
      const deck = await create(ana)
      const del = await deckRoute.DELETE(request('DELETE', `/api/decks/${deck.id}`, {
        as: ana, headers: { origin: 'https://otro-sitio.example', 'sec-fetch-site': 'cross-site' },
      }), ctx(deck.id))
      expect(del.status).toBe(403)
      expect(await db.prisma.deck.count()).toBe(1)
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('editing', () => {
    const patch = (id: string, json: unknown, as: SessionUser) =>
      deckRoute.PATCH(request('PATCH', `/api/decks/${id}`, { as, json }), ctx(id))

    it('renames, describes and publishes, moving the revision on each time', async () => {
      const deck = await create(ana)
      const r1 = await patch(deck.id, { revision: 1, name: '  Nuevo   nombre ' }, ana)
      expect(r1.status).toBe(200)
      const d1 = (await body<{ deck: DeckView }>(r1)).deck
      expect([d1.name, d1.revision]).toEqual(['Nuevo nombre', 2])
      const d2 = (await body<{ deck: DeckView }>(await patch(deck.id, { revision: 2, description: 'Otra', visibility: 'public' }, ana))).deck
      expect([d2.description, d2.visibility, d2.revision]).toEqual(['Otra', 'public', 3])
    })

    it('editing the cards re-validates and rewrites the card rows', async () => {
      const deck = await create(ana)
      const entries = [{ cardId: 'espada-de-prueba', count: 2 }]
      const res = await patch(deck.id, { revision: 1, entries, relicId: RELIC_ID, startingDalmaId: null }, ana)
      const updated = (await body<{ deck: DeckView }>(res)).deck
      expect(updated.deck).toMatchObject({ relicId: RELIC_ID, startingDalmaId: null, entries })
      const codes = updated.problems.map((p) => p.code)
      expect(codes).toContain('NO_STARTING_DALMA')
      expect(codes).not.toContain('NO_RELIC')
      expect(updated.cardCount).toBe(2)
      expect(Object.keys(updated.cardHashes).sort()).toEqual([RELIC_ID, 'espada-de-prueba'])
      const rows = await db.prisma.deckCard.findMany({ where: { deckId: deck.id } })
      expect(rows.map((r) => r.cardId)).toEqual(['espada-de-prueba'])
    })

    it('409 for an edit based on a stale revision, and nothing is overwritten', async () => {
      const deck = await create(ana)
      expect((await patch(deck.id, { revision: 1, name: 'Primero' }, ana)).status).toBe(200)
      const stale = await patch(deck.id, { revision: 1, name: 'Segundo', entries: [] }, ana)
      expect(stale.status).toBe(409)
      const error = (await body<ErrorBody>(stale)).error
      expect(error).toMatchObject({ field: 'revision', currentRevision: 2 })
      expect(error.message).toMatch(/revisión 1.*la 2/)
      const row = await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })
      expect([row.name, row.revision]).toEqual(['Primero', 2])
      expect(await db.prisma.deckCard.count({ where: { deckId: deck.id } })).toBe(4)
    })

    it('of two edits racing on the same revision, exactly one wins', async () => {
      const deck = await create(ana)
      const results = await Promise.all([
        patch(deck.id, { revision: 1, name: 'Pestaña A' }, ana),
        patch(deck.id, { revision: 1, name: 'Pestaña B' }, ana),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const row = await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })
      expect(row.revision).toBe(2)
      const winner = results.findIndex((r) => r.status === 200)
      expect(row.name).toBe(winner === 0 ? 'Pestaña A' : 'Pestaña B')
    })

    it('400 naming the field: missing revision, empty patch, bad entries', async () => {
      const deck = await create(ana)
      const noRevision = await patch(deck.id, { name: 'X' }, ana)
      expect((await body<ErrorBody>(noRevision)).error.field).toBe('revision')
      const empty = await patch(deck.id, { revision: 1 }, ana)
      expect(empty.status).toBe(400)
      expect((await body<ErrorBody>(empty)).error.message).toMatch(/nada que cambiar/)
      const bad = await patch(deck.id, { revision: 1, entries: [{ cardId: 'pocion-de-prueba', count: 1.5 }] }, ana)
      expect((await body<ErrorBody>(bad)).error.field).toBe('entries[0].count')
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('duplicating', () => {
    it('copies a public deck of someone else as a private deck of the caller', async () => {
      const deck = await create(ana, { visibility: 'public' })
      const res = await duplicateRoute.POST(request('POST', `/api/decks/${deck.id}/duplicate`, { as: bruno }), ctx(deck.id))
      expect(res.status).toBe(201)
      const copy = (await body<{ deck: DeckView }>(res)).deck
      expect(copy).toMatchObject({ name: 'Copia de Mazo de Poción', visibility: 'private', revision: 1, isOwner: true })
      expect(copy.id).not.toBe(deck.id)
      expect(copy.deck.entries).toEqual(deck.deck.entries)
      const row = await db.prisma.deck.findUniqueOrThrow({ where: { id: copy.id } })
      expect(row.ownerId).toBe(bruno.id)
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('lists and search', () => {
    it('private decks never appear in public lists, search, card filter or card usage', async () => {
      const hidden = await create(ana, { name: 'Secreto de Poción', visibility: 'private' })
      const shown = await create(bruno, { name: 'Abierto de Poción', visibility: 'public' })
      const ids = (l: { decks: { id: string }[] }) => l.decks.map((d) => d.id)
      for (const query of ['scope=public', 'q=pocion', 'q=secreto', 'card=pocion-de-prueba', 'q=Poci%C3%B3n%20de%20prueba']) {
        const asOwner = await list(query, ana)
        expect(ids(asOwner), query).not.toContain(hidden.id)
      }
      expect(ids(await list('q=secreto'))).toEqual([])
      expect(ids(await list('card=pocion-de-prueba'))).toEqual([shown.id])
      const usage = await listPublicDecksUsingCard('pocion-de-prueba', { prisma: db.prisma })
      expect(usage.map((d) => [d.id, d.copies])).toEqual([[shown.id, 3]])
    })

    it('scope=mine lists the caller\'s own decks, private and public, and needs a session', async () => {
      const mine = [await create(ana), await create(ana, { visibility: 'public', name: 'Otro' })]
      await create(bruno, { visibility: 'public' })
      const listed = await list('scope=mine', ana)
      expect(listed.decks.map((d) => d.id).sort()).toEqual(mine.map((d) => d.id).sort())
      expect(listed.total).toBe(2)
      const signedOut = await decksRoute.GET(request('GET', '/api/decks?scope=mine'))
      expect(signedOut.status).toBe(401)
    })

    it('search ignores case and accents and looks in name, description, relic and card names', async () => {
      const byName = await create(ana, { name: 'Furia ÉLFICA', description: '', visibility: 'public', entries: [] })
      const byDescription = await create(ana, { name: 'Uno', description: 'Para jugar con prisa', visibility: 'public', entries: [] })
      const byRelic = await create(ana, { name: 'Dos', description: '', relicId: RELIC_ID, visibility: 'public', entries: [] })
      const byCard = await create(ana, { name: 'Tres', description: '', visibility: 'public', entries: [{ cardId: 'espada-de-prueba', count: 1 }] })
      const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).decks.map((d) => d.id)
      expect(await found('furia elfica')).toEqual([byName.id])
      expect(await found('PRISA')).toEqual([byDescription.id])
      expect(await found('corona')).toEqual([byRelic.id])
      expect(await found('Espada')).toEqual([byCard.id])
      expect(await found('nada parecido')).toEqual([])
    })

    it('% and _ in the search box are plain characters, not SQL wildcards (issue 10)', async () => {
      const publico = await create(ana, { name: 'Publico A', description: '', visibility: 'public', entries: [] })
      const percent = await create(ana, { name: '50% fuego', description: '', visibility: 'public', entries: [] })
      const underscore = await create(ana, { name: 'mazo_rápido', description: '', visibility: 'public', entries: [] })
      const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).decks.map((d) => d.id)
      expect(await found('P%A')).toEqual([])
      expect(await found('%')).toEqual([percent.id])
      expect(await found('50%')).toEqual([percent.id])
      expect(await found('_')).toEqual([underscore.id])
      expect(await found('mazo_rapido')).toEqual([underscore.id])
      expect(await found('p_blico')).toEqual([])
      expect(await found('publico')).toEqual([publico.id])
    })

    it('card usage includes decks using the card as their relic', async () => {
      const deck = await create(ana, { visibility: 'public', relicId: RELIC_ID })
      const usage = await listPublicDecksUsingCard(RELIC_ID, { prisma: db.prisma })
      expect(usage.map((d) => [d.id, d.copies])).toEqual([[deck.id, 0]])
    })

    it('pages with limit and offset, newest first, with the total', async () => {
      const made: string[] = []
      for (const name of ['A', 'B', 'C']) made.push((await create(ana, { name, visibility: 'public' })).id)
      const first = await list('limit=2&offset=0')
      const second = await list('limit=2&offset=2')
      expect(first.total).toBe(3)
      expect([...first.decks, ...second.decks].map((d) => d.id).sort()).toEqual([...made].sort())
      expect(first.decks).toHaveLength(2)
    })

    it('400 naming the query parameter for bad list queries', async () => {
      for (const [query, field] of [['scope=todos', 'scope'], ['limit=0', 'limit'], ['limit=abc', 'limit'], ['offset=-1', 'offset']]) {
        const res = await decksRoute.GET(request('GET', `/api/decks?${query}`))
        expect(res.status, query).toBe(400)
        expect((await body<ErrorBody>(res)).error.field).toBe(field)
      }
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('cards changed since the deck was saved', () => {
    it('names the cards whose content changed and the ones removed, and nothing else', async () => {
      const deck = await create(ana)
      expect(deck.changedCards).toEqual([])
      // New catalogue: the potion's price changes and the spark leaves the catalogue.
      const cards = testCards()
        .filter((c) => c.id !== 'chispa-de-prueba')
        .map((c) => (c.type === 'potion' ? { ...c, cost: { gold: 3, silver: 0 } } : c))
      h.catalogue.current = testCatalogue(cards)
      await syncCatalogue(db.prisma, h.catalogue.current)
      const view = (await body<{ deck: DeckView }>(await getDeck(deck.id, ana))).deck
      expect(view.changedCards).toEqual([
        { cardId: 'chispa-de-prueba', name: 'Chispa de prueba', change: 'removed' },
        { cardId: 'pocion-de-prueba', name: 'Poción de prueba', change: 'changed' },
      ])
      // Saving the cards again records the new hashes: nothing is "changed since" any more.
      const res = await deckRoute.PATCH(request('PATCH', `/api/decks/${deck.id}`, {
        as: ana, json: { revision: 1, entries: view.deck.entries },
      }), ctx(deck.id))
      const resaved = (await body<{ deck: DeckView }>(res)).deck
      expect(resaved.changedCards).toEqual([])
      expect(resaved.catalogueVersion).toBe(h.catalogue.current.version)
      // the removed card stays in the list as an unknown card, with no hash to compare
      expect(resaved.problems.map((p) => p.code)).toContain('UNKNOWN_CARD')
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('validate route', () => {
    const validate = (options: RequestOptions) => validateRoute.POST(request('POST', '/api/decks/validate', options))
    type Validation = { legal: boolean; problems: { code: string; message: string; line?: number }[]; stats: { cards: number }; deck: { cards: { id: string; count: number }[] } }

    const LIST = ['# Mazo: Prueba', 'Reliquia: Corona de prueba', 'Dalma inicial: Dalma de prueba', '1 Dalma de prueba', '1 Chispa de prueba', '1 Escudo mental de prueba', '3x Poción de prueba'].join('\n')

    it('judges a plain-text list', async () => {
      const res = await validate({ text: LIST })
      expect(res.status).toBe(200)
      const result = await body<Validation>(res)
      expect(result.legal).toBe(false)
      expect(result.stats.cards).toBe(6)
      expect(result.problems.map((p) => p.code)).toEqual(['DECK_TOO_SMALL'])
      expect(result.problems[0]?.message).toMatch(/6 cartas/)
      expect(result.deck.cards).toContainEqual({ id: 'pocion-de-prueba', count: 3 })
    })

    it('judges { "text": … } the same as the plain text', async () => {
      const plain = await body<Validation>(await validate({ text: LIST }))
      const wrapped = await body<Validation>(await validate({ json: { text: LIST } }))
      expect(wrapped).toEqual(plain)
    })

    it('judges a deck in the JSON format', async () => {
      const res = await validate({
        json: {
          format: 'duelo-de-masters/deck', version: 1, relic: null, startingDalma: null,
          cards: [{ id: 'pocion-de-prueba', count: 5 }, { id: 'carta-fantasma', count: 1 }],
        },
      })
      expect(res.status).toBe(200)
      const result = await body<Validation>(res)
      expect(result.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['NO_RELIC', 'NO_STARTING_DALMA', 'UNKNOWN_CARD']))
      expect(result.stats.cards).toBe(6)
    })

    it('400 with every unreadable line and its number', async () => {
      const res = await validate({ text: 'Reliquia: Corona de prueba\nesto no es una línea\n1 Poción de prueba\nPoción de prueba' })
      expect(res.status).toBe(400)
      const error = (await body<ErrorBody>(res)).error
      expect(error.field).toBe('text')
      expect((error.lines as { line: number }[]).map((l) => l.line)).toEqual([2, 4])
      expect(error.message).toMatch(/línea 2/)
    })

    it('400 naming the field of a malformed JSON deck, and for JSON of no known shape', async () => {
      const bad = await validate({ json: { format: 'duelo-de-masters/deck', version: 1, relic: null, startingDalma: null, cards: [{ id: 'x', count: 0 }] } })
      expect(bad.status).toBe(400)
      expect((await body<ErrorBody>(bad)).error.field).toBe('cards[0].count')
      const other = await validate({ json: { hola: 1 } })
      expect(other.status).toBe(400)
      const textNotString = await validate({ json: { text: 7 } })
      expect((await body<ErrorBody>(textNotString)).error.field).toBe('text')
    })

    it('413 for an oversized list, 415 for other content types', async () => {
      expect((await validate({ text: `1 Poción de prueba\n${'#'.repeat(MAX_BODY_BYTES)}` })).status).toBe(413)
      expect((await validate({ text: 'x', contentType: 'application/xml' })).status).toBe(415)
    })
  })

  // -------------------------------------------------------------------------------------------
  describe('account', () => {
    it('exports every deck of the user, and only theirs, as an NDJSON download', async () => {
      await create(ana, { name: 'Uno' })
      await create(ana, { name: 'Dos', visibility: 'public' })
      await create(bruno, { name: 'De Bruno' })
      const res = await exportRoute.GET(request('GET', '/api/account/export', { as: ana }))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/)
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cuenta-duelo-de-masters-\d{4}-\d{2}-\d{2}\.ndjson"$/)
      const lines = (await res.text()).trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string; name?: string; deck?: unknown; user?: { email: string } })
      expect(lines[0]).toMatchObject({ type: 'account', format: 'duelo-de-masters/account-export', version: 2, user: { email: ana.email } })
      const decks = lines.filter((l) => l.type === 'deck')
      expect(decks.map((d) => d.name).sort()).toEqual(['Dos', 'Uno'])
      expect(lines.at(-1)).toEqual({ type: 'end', decks: 2, games: 0, taumaturgos: 0 })
      // each exported deck reads back with lib/decks's JSON reader
      for (const d of decks) expect(parseDeckJson(d.deck).ok).toBe(true)
      expect((await exportRoute.GET(request('GET', '/api/account/export'))).status).toBe(401)
    })

    it('renames the profile', async () => {
      const res = await accountRoute.PATCH(request('PATCH', '/api/account', { as: ana, json: { name: 'Ana María' } }))
      expect(res.status).toBe(200)
      expect((await db.prisma.user.findUniqueOrThrow({ where: { id: ana.id } })).name).toBe('Ana María')
    })

    it('deletes the account and its decks only when the e-mail is confirmed', async () => {
      await create(ana, { visibility: 'public' })
      await create(bruno)
      const wrong = await accountRoute.DELETE(request('DELETE', '/api/account', { as: ana, json: { email: bruno.email } }))
      expect(wrong.status).toBe(400)
      expect((await body<ErrorBody>(wrong)).error.field).toBe('email')
      const missing = await accountRoute.DELETE(request('DELETE', '/api/account', { as: ana, json: {} }))
      expect((await body<ErrorBody>(missing)).error.field).toBe('email')
      expect(await db.prisma.user.count({ where: { id: ana.id } })).toBe(1)

      const ok = await accountRoute.DELETE(request('DELETE', '/api/account', { as: ana, json: { email: ` ${ana.email.toUpperCase()} ` } }))
      expect(ok.status).toBe(200)
      expect(await db.prisma.user.count({ where: { id: ana.id } })).toBe(0)
      expect(await db.prisma.deck.count({ where: { ownerId: ana.id } })).toBe(0)
      expect(await db.prisma.deck.count()).toBe(1) // Bruno's is untouched
    })

    it('account changes need a session and a same-site request', async () => {
      expect((await accountRoute.DELETE(request('DELETE', '/api/account', { json: { email: ana.email } }))).status).toBe(401)
      const cross = await accountRoute.DELETE(request('DELETE', '/api/account', {
        as: ana, json: { email: ana.email }, headers: { origin: 'https://otro-sitio.example' },
      }))
      expect(cross.status).toBe(403)
      expect(await db.prisma.user.count({ where: { id: ana.id } })).toBe(1)
    })
  })
})
