// /api/lab/jobs called as Next calls it, on every database engine: a bad spec is a 400 naming the field
// in Spanish, a cross-site POST a 403, a job is queued (201) and shown with its progress, cancelled by
// DELETE, and an unknown id is a 404. (Playing the shards is queue.test.ts's business.)
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { testDatabases } from '@/lib/server/testing/databases'
import { playShard, prepareArms } from '@/lib/sim/lab-run'
import type { LabSpec } from '@/lib/sim/lab-spec'

vi.mock('server-only', () => ({}))
// Who is signed in: the test's own header, as lib/server/decks-api.test.ts injects sessions.
vi.mock('@/lib/server/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/auth')>()),
  getSessionUser: async (req?: Request) => {
    const id = req?.headers.get('x-prueba-usuario')
    return id ? { id, name: id, email: `${id}@example.org` } : null
  },
}))
// Nobody plays the queue in these tests (SQLite's server threads would finish jobs and free their places).
process.env.DM_LAB_THREADS = '0'
// Requests that name their peer address as scripts/server.mjs records it.
process.env.DM_PEER_TOKEN = 'prueba-lab'
const { forgetLabViews, createLabJob } = await import('@/lib/server/lab/jobs')
const { claimNextShard, completeShard } = await import('@/lib/server/lab/claims')

const jobsRoute = await import('@/app/api/lab/jobs/route')
const jobRoute = await import('@/app/api/lab/jobs/[id]/route')

const ORIGIN = 'http://localhost:3000'
const { decks: [caja1, caja2], catalogue } = boxedDecks()
const spec = {
  kind: 'run', decks: { A: { name: 'Caja 1', deck: caja1 }, B: { name: 'Caja 2', deck: caja2 } },
  bots: { A: 'random', B: 'random' }, seed: 'api', games: 2, variant: 'none', maxTurns: 6, mirror: false,
}
const post = (body: unknown, origin = ORIGIN, headers: Record<string, string> = {}) =>
  jobsRoute.POST(new Request(`${ORIGIN}/api/lab/jobs`, { method: 'POST', headers: { 'Content-Type': 'application/json', Host: 'localhost:3000', Origin: origin, ...headers }, body: JSON.stringify(body) }))
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })
const del = (id: string, headers: Record<string, string> = {}) =>
  jobRoute.DELETE(new Request(`${ORIGIN}/api/lab/jobs/${id}`, { method: 'DELETE', headers: { Host: 'localhost:3000', Origin: ORIGIN, ...headers } }), ctx(id))
const getJob = (id: string, headers: Record<string, string> = {}) => jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/${id}`, { headers }), ctx(id))
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
/** A spec that stays queued through a test: 400 cheap games, far from done. */
const queued = { ...spec, games: 400 }

describe.each(testDatabases())('/api/lab/jobs on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url })

  it('refuses a bad spec with the field and a Spanish reason, and a cross-site request', async () => {
    process.env.DATABASE_URL = db.url
    const bad = await post({ spec: { ...spec, games: 0 } })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { field: string; message: string } }
    expect(body.error.field).toBe('spec.games')
    expect(body.error.message).toMatch(/^«spec\.games»: .*(mayor|>=|como mínimo)/i)
    const sweep = await post({ spec: { ...spec, kind: 'sweep', sweep: { card: 'lisko-de-arathan', field: 'vida', values: [1] } } })
    expect(((await sweep.json()) as { error: { message: string } }).error.message).toContain('no tiene el campo «vida»')
    expect((await post({ spec }, 'https://otro.example')).status).toBe(403)
    expect((await post({})).status).toBe(400)
  })

  it('issue 28: a NUL or other control character in any text field of a spec is a 400 naming that field', async () => {
    process.env.DATABASE_URL = db.url
    const withDeck = (side: 'A' | 'B', deck: Record<string, unknown>) => ({ ...spec, decks: { ...spec.decks, [side]: { ...spec.decks[side], deck: { ...spec.decks[side].deck, ...deck } } } })
    const entries = spec.decks.A.deck?.entries ?? []
    const cases: [string, unknown][] = [
      ['spec.decks.A.name', { ...spec, decks: { ...spec.decks, A: { ...spec.decks.A, name: 'Caja\u00001' } } }],
      ['spec.decks.B.name', { ...spec, decks: { ...spec.decks, B: { ...spec.decks.B, name: 'Caja\u001b[2' } } }],
      ['spec.decks.A.deck.name', withDeck('A', { name: 'a\u0000' })],
      ['spec.decks.B.deck.relicId', withDeck('B', { relicId: '\u0000' })],
      ['spec.decks.A.deck.startingDalmaId', withDeck('A', { startingDalmaId: 'x\u007f' })],
      ['spec.decks.A.deck.entries.0.cardId', withDeck('A', { entries: [{ ...entries[0], cardId: `${entries[0]?.cardId}\u0000` }, ...entries.slice(1)] })],
      ['spec.seed', { ...spec, seed: 'semilla\u0000' }],
      ['spec.seed', { ...spec, seed: 'tab\tdentro' }],
      ['spec.override.lisko-de-arathan.name', { ...spec, kind: 'compare', override: { 'lisko-de-arathan': { name: 'Lisko\u0000' } } }],
      ['spec.override.lisko-de-arathan.li\u0000fe', { ...spec, kind: 'compare', override: { 'lisko-de-arathan': { 'li\u0000fe': 3 } } }],
      ['spec.sweep.card', { ...spec, kind: 'sweep', sweep: { card: 'lisko\u0000', field: 'life', values: [1, 2] } }],
    ]
    for (const [field, body] of cases) {
      const answer = await post({ spec: body })
      expect(answer.status, field).toBe(400)
      const error = ((await answer.json()) as { error: { field: string; message: string } }).error
      expect(error.field, field).toBe(field)
      expect(error.message, field).toMatch(/caracteres de control \(U\+00(00|1B|7F|09) en la posición \d+\)/)
    }
  })

  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLabViews()
    delete (globalThis as { __dmLabPolls?: unknown }).__dmLabPolls
  })

  describe('issue 28: jobs belong to someone', () => {

    it('only the browser or account that queued a job cancels it; anyone with the link reads it', async () => {
      const created = await post({ spec: queued })
      expect(created.status).toBe(201)
      const body = (await created.json()) as { id: string; ownerToken: string; owner: string }
      expect(body.owner).toBe('navegador')
      expect(body.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const cookie = cookieOf(created)
      expect(created.headers.get('set-cookie')).toMatch(/^dm_lab=[A-Za-z0-9_-]{43}; Path=\/api\/lab; .*HttpOnly; SameSite=Strict/)
      // Stored hashed, never in clear.
      const row = await db.prisma.labJob.findUniqueOrThrow({ where: { id: body.id } })
      expect(JSON.stringify(row)).not.toContain(body.ownerToken)
      const stranger = await del(body.id)
      expect(stranger.status).toBe(403)
      expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe('notOwner')
      expect((await del(body.id, { 'x-prueba-usuario': 'otra' })).status).toBe(403)
      expect((await del(body.id, { Cookie: 'dm_lab=' + 'x'.repeat(43) })).status).toBe(403)
      const read = await getJob(body.id)
      expect(read.status).toBe(200)
      expect(((await read.json()) as { yours: boolean; job: { status: string } })).toMatchObject({ yours: false, job: { status: 'queued' } })
      expect(((await (await getJob(body.id, { Cookie: cookie })).json()) as { yours: boolean }).yours).toBe(true)
      const own = await del(body.id, { Cookie: cookie })
      expect(own.status).toBe(200)
      expect(((await own.json()) as { status: string }).status).toBe('cancelled')
      // An account's job: its account cancels it (a Bearer token of the browser that sent it too).
      const mine = await post({ spec: queued }, ORIGIN, { 'x-prueba-usuario': 'ana' })
      const mineId = ((await mine.json()) as { id: string; ownerToken?: string }).id
      expect(mine.headers.get('set-cookie')).toBeNull()
      expect((await del(mineId, { Authorization: `Bearer ${body.ownerToken}` })).status).toBe(403)
      expect((await del(mineId, { 'x-prueba-usuario': 'ana' })).status).toBe(200)
    })

    it('issue 30: a league of decks (the ratings form, a balance step) is queued like a run, under the same owner and quota', async () => {
      const league = {
        kind: 'matches', purpose: 'ratings', decks: [spec.decks.A, spec.decks.B], pairings: [[0, 1]], games: 400, firstGame: 0,
        bots: { A: 'random', B: 'random' }, seed: 'liga', variant: 'none', maxTurns: 6, override: null, outcomes: false,
      }
      const odd = await post({ spec: { ...league, games: 3 } })
      expect(odd.status).toBe(400)
      expect(((await odd.json()) as { error: { field: string } }).error.field).toBe('spec.games')
      const illegal = await post({ spec: { ...league, decks: [spec.decks.A, { name: 'Vacío', deck: { ...spec.decks.B.deck, entries: [] } }] } })
      expect(illegal.status).toBe(400)
      expect(((await illegal.json()) as { error: { field: string; message: string } }).error).toMatchObject({ field: 'spec.decks.1', message: expect.stringContaining('Vacío no es legal') })
      const whatIf = await post({ spec: { ...league, purpose: 'balance', override: { 'lisko-de-arathan': { life: -4 } } } })
      expect(whatIf.status).toBe(400)
      expect(((await whatIf.json()) as { error: { field: string } }).error.field).toBe('spec.override')
      const created = await post({ spec: league })
      expect(created.status).toBe(201)
      const body = (await created.json()) as { id: string; owner: string }
      expect(body.owner).toBe('navegador')
      const read = (await (await getJob(body.id)).json()) as { job: { kind: string; spec: { purpose: string }; games: number } }
      expect(read.job).toMatchObject({ kind: 'matches', spec: { purpose: 'ratings' }, games: 400 })
      // The same browser's second open job meets the anonymous quota, whatever its kind.
      const second = await post({ spec: queued }, ORIGIN, { Cookie: cookieOf(created) })
      expect(second.status).toBe(429)
    })

    it('issue 31: a Duelo de alientos sweep is queued through its kernel, its problems named by field, under the same quota', async () => {
      const sweep = {
        game: 'alientos', kind: 'sweep', bots: ['random'], games: 400, seed: 31,
        mixes: [{ name: 'Equilibrio', dice: 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1' }, { name: 'Furia', dice: 'odio:9,calma:3,cambio:2,renovacion:1' }],
      }
      const bad = await post({ spec: { ...sweep, mixes: [sweep.mixes[0], { name: 'Trece', dice: 'odio:13,cambio:2' }] } })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('spec.mixes.1.dice')
      const created = await post({ spec: sweep })
      expect(created.status).toBe(201)
      const body = (await created.json()) as { id: string }
      const read = (await (await getJob(body.id)).json()) as { job: { kind: string; catalogueVersion: string; spec: { game: string } } }
      expect(read.job).toMatchObject({ kind: 'alientos-sweep', catalogueVersion: 'alientos-1', spec: { game: 'alientos' } })
      expect((await post({ spec: queued }, ORIGIN, { Cookie: cookieOf(created) })).status).toBe(429)
    })

    it('40 parallel POSTs: one browser gets one open job, one address at most 4, the server at most 20 (counted by the database)', async () => {
      const statuses = async (n: number, headers: (i: number) => Record<string, string>) => {
        const answers = await Promise.all(Array.from({ length: n }, (_, i) => post({ spec: queued }, ORIGIN, headers(i))))
        return answers.map((a) => a.status)
      }
      const first = await post({ spec: queued })
      const cookie = cookieOf(first)
      const sameBrowser = await statuses(40, () => ({ Cookie: cookie }))
      expect(sameBrowser.filter((s) => s === 201)).toHaveLength(0)
      expect(sameBrowser.filter((s) => s === 429)).toHaveLength(40)
      // New browsers from the same address (each POST without a token gets its own).
      const sameAddress = await statuses(40, () => ({}))
      expect(sameAddress.filter((s) => s === 201)).toHaveLength(3)
      expect(await db.prisma.labJob.count({ where: { status: 'queued' } })).toBe(4)
      // Accounts each from their own address (the per-address count keys on the proven peer address).
      const everyone = await statuses(40, (i) => ({ 'x-prueba-usuario': `u${i}`, 'x-dm-peer-address': `${process.env.DM_PEER_TOKEN}:198.51.100.${i}` }))
      expect(everyone.filter((s) => s === 201)).toHaveLength(16)
      expect(everyone.filter((s) => s === 503)).toHaveLength(24)
      expect(await db.prisma.labJob.count({ where: { status: { in: ['queued', 'running'] } } })).toBe(20)
      expect(await db.prisma.labSlot.count({ where: { key: 'all' } })).toBe(20)
    }, 60_000)

    it('anonymous jobs get a smaller size bound than signed-in ones (expected computing time)', async () => {
      const big = { ...spec, bots: { A: 'search', B: 'heuristic' }, games: 2000 }
      const anonymous = await post({ spec: big })
      expect(anonymous.status).toBe(422)
      const error = ((await anonymous.json()) as { error: { field: string; message: string } }).error
      expect(error.field).toBe('spec.games')
      expect(error.message).toMatch(/sin cuenta se admiten como mucho 10 minutos/)
      expect((await post({ spec: big }, ORIGIN, { 'x-prueba-usuario': 'ana' })).status).toBe(201)
      const huge = { ...spec, bots: { A: 'search', B: 'search' }, games: 100_000 }
      expect((await post({ spec: huge }, ORIGIN, { 'x-prueba-usuario': 'ana' })).status).toBe(422)
    })

    it('a finished job\'s report is computed once and kept: reading it again needs no shard', async () => {
      const small = spec as unknown as LabSpec
      const arms = prepareArms(small, catalogue)
      if (!arms.ok) throw new Error('arms')
      const job = await createLabJob(db.prisma, small, catalogue, { shardGames: 1 })
      for (let i = 0; i < 2; i++) {
        const claim = await claimNextShard(db.prisma, 'prueba')
        if (claim === null) throw new Error('claim')
        expect(await completeShard(db.prisma, claim, playShard(small, arms.arms, claim.range))).toBe('held')
      }
      const first = (await (await getJob(job.id)).json()) as { job: { status: string; report: unknown } }
      expect(first.job.status).toBe('done')
      // The shards' tallies are gone: a report merged on every read could not be made any more.
      await db.prisma.labShard.updateMany({ where: { jobId: job.id }, data: { tally: '{}' } })
      forgetLabViews()
      const again = await getJob(job.id)
      expect(again.status).toBe(200)
      expect(((await again.json()) as { job: { report: unknown } }).job.report).toEqual(first.job.report)
      const etag = again.headers.get('etag') ?? ''
      expect(etag).not.toBe('')
      expect((await getJob(job.id, { 'If-None-Match': etag })).status).toBe(304)
    })

    it('polling is bounded per address: past 240 reads a minute, 429 with Retry-After', async () => {
      const created = (await (await post({ spec: queued })).json()) as { id: string }
      const answers: number[] = []
      for (let i = 0; i < 241; i++) answers.push((await getJob(created.id)).status)
      expect(answers.slice(0, 240).every((s) => s === 200)).toBe(true)
      const refused = await getJob(created.id)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // Another address still reads.
      expect((await getJob(created.id, { 'x-dm-peer-address': `${process.env.DM_PEER_TOKEN}:203.0.113.9` })).status).toBe(200)
    }, 60_000)
  })

  if (db.name === 'sqlite') {
    it('queues a job, shows it, cancels it; an unknown id is a 404', async () => {
      process.env.DATABASE_URL = db.url
      const created = await post({ spec })
      expect(created.status).toBe(201)
      const { id, url } = (await created.json()) as { id: string; url: string }
      expect(url).toBe(`/laboratorio/${id}`)
      const shown = await jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/${id}`), ctx(id))
      expect(shown.status).toBe(200)
      const { job } = (await shown.json()) as { job: { spec: { seed: string }; progress: { total: number } } }
      expect(job.spec.seed).toBe('api')
      expect(job.progress.total).toBe(2)
      const cancelled = await del(id, { Cookie: cookieOf(created) })
      expect(['cancelled', 'done']).toContain(((await cancelled.json()) as { status: string }).status)
      expect((await jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/x`), ctx('x'))).status).toBe(404)
      expect((await jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/`), ctx('cxxxxxxxxxxxxxxxxxxxxxxxx'))).status).toBe(404)
    }, 30_000)
  }
})
