// GET    /api/lab/jobs/{id} → 200 { job } (status, progress, the merged report once every shard is in) | 404
// DELETE /api/lab/jobs/{id} → 200 { id, status } (cancelled, or how it ended) | 403 (cross-site) | 404
import { databaseUrl, getPrisma, isPostgresUrl } from '@/lib/server/db'
import { assertSameOrigin, json, notFound, withErrors } from '@/lib/server/http'
import { embeddedRunner } from '@/lib/server/lab/embedded'
import { cancelLabJob, isLabJobId, labJobView } from '@/lib/server/lab/jobs'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }
const JOB = 'La prueba del laboratorio'

async function jobId(context: Context): Promise<string> {
  const { id } = await context.params
  if (!isLabJobId(id)) throw notFound(JOB)
  return id
}

export const GET = withErrors(async (_req: Request, context: Context) => {
  const id = await jobId(context)
  const prisma = getPrisma()
  // With SQLite the server plays the shards: looking at a job resumes them after a restart.
  if (!isPostgresUrl(databaseUrl())) embeddedRunner(prisma).kick()
  const job = await labJobView(prisma, id)
  if (job === null) throw notFound(JOB)
  return json({ job })
})

export const DELETE = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await jobId(context)
  const status = await cancelLabJob(getPrisma(), id)
  if (status === null) throw notFound(JOB)
  return json({ id, status })
})
