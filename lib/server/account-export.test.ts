// The account export streams (issue 14): the largest account the limits allow (200 games of ~257 KB) is read a
// few rows at a time, so the memory it holds stays bounded, and each account runs one export at a time and a few
// an hour. On a real database of every engine (SQLite, and PostgreSQL with TEST_DATABASE_URL).
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cardSchema } from '@/lib/catalogue/schema'
import { canonicalJson } from '@/lib/catalogue/version'
import { EXPORT_GAMES_PAGE, EXPORT_RATE_LIMIT } from './account-export'
import type { SessionUser } from './auth'
import { MAX_GAMES_PER_USER } from './games'
import { createTestUser } from './testing/fixtures'
import { testDatabases } from './testing/databases'

const h = vi.hoisted(() => ({ sessions: new WeakMap<Request, { id: string; name: string; email: string }>() }))
vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async (req?: Request) => (req ? h.sessions.get(req) ?? null : null) }
})

const exportRoute = await import('@/app/api/account/export/route')

const exportRequest = (as: SessionUser) => {
  const req = new Request('http://localhost:3000/api/account/export', { headers: { host: 'localhost:3000' } })
  h.sessions.set(req, as)
  return req
}

/** A full collection in V8 (the flag must be set before the function is made). */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}
const heldBytes = () => {
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

/** The recorded cards of a game at the documented size: 300 cards (MAX_RECORDED_CARDS) of ~800 characters. */
function bigCards(): string {
  const cards = Array.from({ length: 300 }, (_, i) => cardSchema.parse({
    id: `carta-grande-${i}`, name: `Carta grande ${i}`, type: 'potion', source: 'inventada', provisional: ['name'],
    cost: { gold: 1, silver: 0 }, text: `Texto de reglas largo ${i}. ${'Lorem ipsum dolor sit amet. '.repeat(26)}`,
  }))
  return canonicalJson(cards)
}

describe.each(testDatabases())('account export on $name', (db) => {
  let ana: SessionUser

  beforeAll(() => { process.env.DATABASE_URL = db.url })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    const user = await createTestUser(db.prisma, { name: 'Ana' })
    ana = { id: user.id, name: user.name, email: user.email }
  })

  it('issue 14: 200 games of ~257 KB stream as NDJSON holding a few MB at a time, not the account', async () => {
    const cards = bigCards()
    const row = {
      userId: ana.id, title: 'Mazo A contra Mazo B', mode: 'bot', bot: 'heuristic', variant: 'none', seed: 7n,
      codeA: 'a'.repeat(4000), codeB: 'b'.repeat(4000), line: `-${'3014-'.repeat(3999)}`, status: 'finished',
      catalogueVersion: 'v1', cards,
    }
    const perGame = Object.values(row).reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 0), 0)
    expect(perGame).toBeGreaterThan(250_000)
    for (let i = 0; i < MAX_GAMES_PER_USER; i += 20) await db.prisma.game.createMany({ data: Array.from({ length: 20 }, () => row) })

    const gc = collector()
    gc()
    const before = heldBytes()
    const res = await exportRoute.GET(exportRequest(ana))
    expect(res.status).toBe(200)
    // Other requests get their turn while it streams: count the event loop's turns (SQLite answers synchronously,
    // and a stream that never yielded kept every other request waiting until it ended).
    let turns = 0
    let ticking = true
    const tick = () => { turns += 1; if (ticking) setImmediate(tick) }
    setImmediate(tick)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    let bytes = 0
    let chunks = 0
    let peak = 0
    let lines = 0
    let last: Uint8Array = new Uint8Array(0)
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
      for (const byte of value) if (byte === 10) lines += 1
      last = value
      if (++chunks % 8 === 0) {
        gc()
        peak = Math.max(peak, heldBytes() - before)
      }
    }
    ticking = false
    expect(turns).toBeGreaterThanOrEqual(MAX_GAMES_PER_USER / EXPORT_GAMES_PAGE)
    // The account line, 200 game lines and the end line.
    expect(lines).toBe(MAX_GAMES_PER_USER + 2)
    expect(new TextDecoder().decode(last).trimEnd().split('\n').at(-1)).toBe(`{"type":"end","decks":0,"games":${MAX_GAMES_PER_USER},"taumaturgos":0}`)
    expect(bytes).toBeGreaterThan(50_000_000)
    // The whole export is over 50 MB; what is held at any time is a page of games (a few MB) and the stream's queue.
    console.log(`export: ${(bytes / 1e6).toFixed(1)} MB streamed, peak held ${(peak / 1e6).toFixed(1)} MB (${db.name})`)
    expect(peak).toBeLessThan(20_000_000)
  }, 240_000) // 50 MB through the database: over a minute on a loaded machine (load 55 hit the default 60 s)

  /**
   * An export as soon as the account's last one has let go of its lease. The lease is released as a stream ends,
   * a moment after its last byte (longer on a loaded machine): a request in that moment is told one is still
   * running (checked in the test below), not that the hour is spent. Wait that out, for at most 10 s.
   */
  async function exportOnceFree(user: SessionUser): Promise<Response> {
    let res = await exportRoute.GET(exportRequest(user))
    for (let tries = 0; res.status === 429 && tries < 200; tries++) {
      const body = (await res.json()) as { error: { message: string } }
      if (!/Ya se está descargando/.test(body.error.message)) return new Response(JSON.stringify(body), { status: 429 })
      await new Promise((r) => setTimeout(r, 50))
      res = await exportRoute.GET(exportRequest(user))
    }
    return res
  }

  it('issue 14: one export at a time per account, and a few an hour', async () => {
    const first = await exportRoute.GET(exportRequest(ana))
    expect(first.status).toBe(200)
    // While the first is being read, a second one waits its turn.
    const second = await exportRoute.GET(exportRequest(ana))
    expect(second.status).toBe(429)
    expect(((await second.json()) as { error: { message: string } }).error.message).toMatch(/Ya se está descargando/)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    // Someone else's export is not held up.
    const bruno = await createTestUser(db.prisma, { name: 'Bruno' })
    const other = await exportRoute.GET(exportRequest({ id: bruno.id, name: bruno.name, email: bruno.email }))
    expect(other.status).toBe(200)
    await other.text()
    // Read to the end: the lease is released.
    expect((await first.text()).trimEnd().split('\n').at(-1)).toBe('{"type":"end","decks":0,"games":0,"taumaturgos":0}')
    // A client that gives up half way releases it too.
    const cancelled = await exportOnceFree(ana)
    expect(cancelled.status).toBe(200)
    await cancelled.body?.cancel()
    const statuses: number[] = []
    for (let i = 0; i < EXPORT_RATE_LIMIT.limit; i++) {
      const res = await exportOnceFree(ana)
      statuses.push(res.status)
      await res.arrayBuffer()
    }
    // Two were made above; the rest of the hour's allowance, then 429.
    expect(statuses).toEqual([...Array<number>(EXPORT_RATE_LIMIT.limit - 2).fill(200), 429, 429])
  })

  it('a damaged stored row still exports as a readable line (cards as an empty list, no override)', async () => {
    await db.prisma.game.create({
      data: {
        userId: ana.id, title: 'Dañada', mode: 'bot', bot: 'heuristic', variant: 'none', seed: 1n, codeA: 'a', codeB: 'b', line: '',
        status: 'unfinished', catalogueVersion: 'v1', cards: 'roto\n', override: '{"a":',
      },
    })
    const text = await (await exportRoute.GET(exportRequest(ana))).text()
    const game = text.trimEnd().split('\n').map((l) => JSON.parse(l) as { type: string; title?: string; cards?: unknown; override?: unknown }).find((l) => l.type === 'game')
    expect(game).toMatchObject({ title: 'Dañada', cards: [], override: null })
  })
})
