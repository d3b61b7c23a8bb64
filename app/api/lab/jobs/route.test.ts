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
