// GET    /api/lab/jobs/{id} → 200 { job, yours } (status, progress, the merged report once every shard is in; `yours`:
//        whether the asker may cancel it) | 404 | 429 polled too often from one address (Retry-After)
// DELETE /api/lab/jobs/{id} → 200 { id, status } (cancelled, or how it ended) | 401 malformed token | 403 cross-site, or
//        not the owner (only the account or browser that queued it cancels it) | 404
// Anyone with the link reads a job. A finished job's view is kept in memory (it never changes) and revalidated by ETag.
import { databaseUrl, getPrisma, isPostgresUrl } from '@/lib/server/db'
import { assertSameOrigin, HttpError, json, notFound, withErrors } from '@/lib/server/http'
import { embeddedRunner } from '@/lib/server/lab/embedded'
import { askerOf } from '@/lib/server/lab/http'
import { cancelLabJob, isLabJobId, labJobOwner, labJobView, OPEN_STATUSES } from '@/lib/server/lab/jobs'
import { clientIp, limitSubject, SlidingWindowLimiter } from '@/lib/server/rate-limit'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }
const JOB = 'La prueba del laboratorio'

/** Reads of jobs per address (IPv6: per /64) and instance: a page polls once a second; this allows four such pages. */
const POLLS_PER_MINUTE = 240
const holder = globalThis as typeof globalThis & { __dmLabPolls?: SlidingWindowLimiter }
const polls = () => (holder.__dmLabPolls ??= new SlidingWindowLimiter({ limit: POLLS_PER_MINUTE, windowMs: 60_000 }))

async function jobId(context: Context): Promise<string> {
  const { id } = await context.params
  if (!isLabJobId(id)) throw notFound(JOB)
  return id
}

export const GET = withErrors(async (req: Request, context: Context) => {
  const id = await jobId(context)
  const decision = polls().hit(limitSubject(clientIp(req.headers)))
  if (!decision.allowed) {
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
    throw new HttpError(429, `Demasiadas consultas de pruebas desde tu dirección (como mucho ${POLLS_PER_MINUTE} por minuto): espera ${seconds} s.`, undefined, { code: 'tooMany' }, { 'Retry-After': String(seconds) })
  }
  const prisma = getPrisma()
  // With SQLite the server plays the shards: looking at a job resumes them after a restart.
  if (!isPostgresUrl(databaseUrl())) embeddedRunner(prisma).kick()
  const job = await labJobView(prisma, id)
  if (job === null) throw notFound(JOB)
  const asker = await askerOf(req, { mint: false })
  const owner = await labJobOwner(prisma, id)
  const yours = owner !== null && asker.keys.includes(owner)
  const finished = !OPEN_STATUSES.includes(job.status)
  const etag = finished ? `"${job.id}-${job.status}-${yours ? 1 : 0}"` : null
  if (etag !== null && req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'private, no-cache' } })
  return json({ job, yours }, etag === null ? {} : { headers: { ETag: etag, 'Cache-Control': 'private, no-cache' } })
})

export const DELETE = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await jobId(context)
  const prisma = getPrisma()
  const owner = await labJobOwner(prisma, id)
  if (owner === null) throw notFound(JOB)
  const asker = await askerOf(req, { mint: false })
  if (!asker.keys.includes(owner)) {
    throw new HttpError(403, 'Solo quien encargó la prueba (su cuenta, o el navegador desde el que se envió) puede cancelarla.', undefined, { code: 'notOwner' })
  }
  const status = await cancelLabJob(prisma, id)
  if (status === null) throw notFound(JOB)
  return json({ id, status })
})
