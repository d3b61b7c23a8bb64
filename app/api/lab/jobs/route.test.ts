// /api/lab/jobs called as Next calls it, on every database engine: a bad spec is a 400 naming the field
// in Spanish, a cross-site POST a 403, a job is queued (201) and shown with its progress, cancelled by
// DELETE, and an unknown id is a 404. (Playing the shards is queue.test.ts's business.)
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { boxedDecks } from '@/lib/cli/testing/boxed-decks'
import { testDatabases } from '@/lib/server/testing/databases'

vi.mock('server-only', () => ({}))

const jobsRoute = await import('@/app/api/lab/jobs/route')
const jobRoute = await import('@/app/api/lab/jobs/[id]/route')

const ORIGIN = 'http://localhost:3000'
const { decks: [caja1, caja2] } = boxedDecks()
const spec = {
  kind: 'run', decks: { A: { name: 'Caja 1', deck: caja1 }, B: { name: 'Caja 2', deck: caja2 } },
  bots: { A: 'random', B: 'random' }, seed: 'api', games: 2, variant: 'none', maxTurns: 6, mirror: false,
}
const post = (body: unknown, origin = ORIGIN) =>
  jobsRoute.POST(new Request(`${ORIGIN}/api/lab/jobs`, { method: 'POST', headers: { 'Content-Type': 'application/json', Host: 'localhost:3000', Origin: origin }, body: JSON.stringify(body) }))
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })

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
      const del = await jobRoute.DELETE(new Request(`${ORIGIN}/api/lab/jobs/${id}`, { method: 'DELETE', headers: { Host: 'localhost:3000', Origin: ORIGIN } }), ctx(id))
      expect(['cancelled', 'done']).toContain(((await del.json()) as { status: string }).status)
      expect((await jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/x`), ctx('x'))).status).toBe(404)
      expect((await jobRoute.GET(new Request(`${ORIGIN}/api/lab/jobs/`), ctx('cxxxxxxxxxxxxxxxxxxxxxxxx'))).status).toBe(404)
    }, 30_000)
  }
})
