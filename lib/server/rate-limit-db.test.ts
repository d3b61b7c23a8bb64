// The rate limits kept in the database: two clients of one database stand for two server processes behind a load
// balancer, and together they allow exactly the limit. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPrisma, type PrismaClient } from './db'
import { DbRateLimiter, hitAll } from './rate-limit'
import { testDatabases } from './testing/databases'

describe.each(testDatabases())('rate limits on $name', (db) => {
  // A second client on the same database: another "server".
  let other: PrismaClient
  beforeAll(() => { other = createPrisma(db.url) })
  afterAll(async () => { await other.$disconnect() })
  beforeEach(() => db.reset())

  let now = 1_000_000
  const at = () => now
  const limiter = (prisma: PrismaClient, limit = 5, windowMs = 60_000) =>
    new DbRateLimiter({ name: 'prueba', limit, windowMs, prisma, now: at })

  it('two servers share the count: the sixth attempt is refused whichever server gets it', async () => {
    const a = limiter(db.prisma)
    const b = limiter(other)
    const decisions = []
    for (let i = 0; i < 6; i++) decisions.push(await (i % 2 === 0 ? a : b).hit('203.0.113.1'))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false])
    expect(decisions[4]?.remaining).toBe(0)
    expect(decisions[5]?.retryAfterMs).toBe(60_000)
    // another key is counted apart
    expect((await b.hit('203.0.113.2')).allowed).toBe(true)
  })

  it('concurrent attempts from two servers never let more than the limit through', async () => {
    const a = limiter(db.prisma, 4)
    const b = limiter(other, 4)
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).hit('carrera')))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(4)
  })

  it('slides: an attempt leaves the window windowMs after it was made; denied attempts still count', async () => {
    const a = limiter(db.prisma, 2, 10_000)
    expect((await a.hit('k')).allowed).toBe(true)
    now += 4_000
    expect((await a.hit('k')).allowed).toBe(true)
    now += 1_000
    expect((await a.hit('k')).allowed).toBe(false)
    now += 5_000 // the first attempt has left; the window holds the second and the denied one
    expect((await a.hit('k')).allowed).toBe(false)
    now += 10_000
    expect((await a.hit('k')).allowed).toBe(true)
  })

  it('reset forgets one key; hitAll records on every limiter', async () => {
    const perEmail = limiter(db.prisma, 1)
    const perIp = new DbRateLimiter({ name: 'otro', limit: 3, windowMs: 60_000, prisma: other, now: at })
    expect((await hitAll([[perEmail, 'eva'], [perIp, '1.1.1.1']])).allowed).toBe(true)
    expect((await hitAll([[perEmail, 'eva'], [perIp, '1.1.1.1']])).allowed).toBe(false)
    await perEmail.reset('eva')
    expect((await hitAll([[perEmail, 'eva'], [perIp, '1.1.1.1']])).allowed).toBe(true)
    expect((await hitAll([[perEmail, 'ana'], [perIp, '1.1.1.1']])).allowed).toBe(false)
  })

  it('expired rows are pruned, so forged keys cannot grow the table without bound', async () => {
    const a = limiter(db.prisma, 5, 60_000)
    for (let i = 0; i < 50; i++) await a.hit(`falsa-${i}`)
    expect(await db.prisma.rateLimit.count()).toBe(50)
    now += 60_001
    // the next hit prunes (at most once a minute per process) before recording its own row
    await limiter(other).hit('nueva')
    expect(await db.prisma.rateLimit.count()).toBe(1)
    now += 60_001
    expect(await a.prune()).toBe(1)
    expect(await db.prisma.rateLimit.count()).toBe(0)
  })

  it('a row never holds more attempt times than the limit, however hard a key is hammered', async () => {
    const a = limiter(db.prisma, 3)
    for (let i = 0; i < 20; i++) await a.hit('martillo')
    const row = await db.prisma.rateLimit.findUnique({ where: { key: 'prueba:martillo' } })
    expect((JSON.parse(row?.hits ?? '[]') as number[]).length).toBe(3)
  })
})
