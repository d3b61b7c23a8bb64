// POST /api/lab/jobs { spec } → 201 { id, url, shards, queue } | 400 (field and reason) | 403 (cross-site) | 409 (queue full) | 413 | 415
// Queues a laboratory spec (lib/sim/lab-spec.ts): its shards are played by `dm lab worker` processes
// on PostgreSQL (pg-boss), or by the server's own threads on SQLite. /laboratorio/{id} shows it.
import { describeIssue } from '@/lib/catalogue/load'
import { databaseUrl, getPrisma } from '@/lib/server/db'
import { currentCatalogue } from '@/lib/server/decks'
import { assertSameOrigin, HttpError, json, readJsonBody, withErrors } from '@/lib/server/http'
import { QueueFull } from '@/lib/server/lab/jobs'
import { submitLabJob } from '@/lib/server/lab/submit'
import { checkLabSpec } from '@/lib/sim/lab-check'

export const dynamic = 'force-dynamic'

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const body = await readJsonBody(req)
  if (body === null || typeof body !== 'object' || !('spec' in body)) throw new HttpError(400, '«spec»: falta la prueba a ejecutar.', 'spec')
  const catalogue = currentCatalogue()
  const checked = checkLabSpec((body as { spec: unknown }).spec, catalogue, describeIssue)
  if (!checked.ok) {
    const first = checked.errors[0] ?? { field: 'spec', message: 'no es válida' }
    throw new HttpError(400, `«spec.${first.field}»: ${first.message}`, `spec.${first.field}`, { issues: checked.errors.map((e) => ({ ...e, field: `spec.${e.field}` })) })
  }
  try {
    const job = await submitLabJob(getPrisma(), databaseUrl(), checked.spec, catalogue)
    return json({ ...job, url: `/laboratorio/${job.id}` }, { status: 201, headers: { Location: `/api/lab/jobs/${job.id}` } })
  } catch (error) {
    if (error instanceof QueueFull) throw new HttpError(409, `La cola del laboratorio está llena: ${error.message}.`)
    throw error
  }
})
