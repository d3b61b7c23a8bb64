// POST /api/lab/jobs { spec } → 201 { id, url, shards, queue, owner, ownerToken? } and, for a browser without an account
// or a lab token yet, its lab token cookie | 400 (field and reason) | 401 malformed token | 403 (cross-site) | 413 | 415
// | 422 the spec's expected computing time is past the asker's bound (smaller without an account) | 429 the asker's
// open jobs (per account or browser, and per address) are at their bound | 503 the whole queue is full.
// Queues a laboratory spec (lib/sim/lab-spec.ts), a league of decks (lib/sim/matches.ts: the ratings form of
// /laboratorio/cartas and the steps of «Buscar el valor que equilibra», issue 30) or a Duelo de alientos sweep
// (lib/alientos/lab/sweep.ts, `game: "alientos"`; issue 31): its shards are played by `dm lab worker` processes, and by the
// server's own threads on SQLite. /laboratorio/{id} shows it to anyone with the link; only its owner cancels it.
import { describeIssue } from '@/lib/catalogue/load'
import { databaseUrl, getPrisma } from '@/lib/server/db'
import { currentCatalogue } from '@/lib/server/decks'
import { assertSameOrigin, HttpError, json, readJsonBody, withErrors } from '@/lib/server/http'
import { askerOf, labCookie } from '@/lib/server/lab/http'
import { JobTooLarge, QueueFull } from '@/lib/server/lab/jobs'
import { envWith, kernelOf } from '@/lib/server/lab/kernels'
import { submitLabJob } from '@/lib/server/lab/submit'

export const dynamic = 'force-dynamic'

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const body = await readJsonBody(req)
  if (body === null || typeof body !== 'object' || !('spec' in body)) throw new HttpError(400, '«spec»: falta la prueba a ejecutar.', 'spec')
  const catalogue = currentCatalogue()
  // Any game's spec, read by its kernel (a Masters run or league, an alientos sweep: issue 31).
  const raw = (body as { spec: unknown }).spec
  const checked = kernelOf(raw).parseSpec(raw, envWith(() => catalogue, describeIssue))
  if (!checked.ok) {
    const first = checked.errors[0] ?? { field: 'spec', message: 'no es válida' }
    throw new HttpError(400, `«spec.${first.field}»: ${first.message}`, `spec.${first.field}`, { issues: checked.errors.map((e) => ({ ...e, field: `spec.${e.field}` })) })
  }
  const asker = await askerOf(req, { mint: true })
  try {
    const job = await submitLabJob(getPrisma(), databaseUrl(), checked.spec, catalogue, { owner: asker.owner })
    const token = asker.minted
    return json(
      { ...job, url: `/laboratorio/${job.id}`, owner: asker.owner.kind === 'account' ? 'cuenta' : 'navegador', ...(token === null ? {} : { ownerToken: token }) },
      { status: 201, headers: { Location: `/api/lab/jobs/${job.id}`, ...(token === null ? {} : { 'Set-Cookie': labCookie(req, token) }) } },
    )
  } catch (error) {
    if (error instanceof JobTooLarge) throw new HttpError(422, `«spec.games»: ${error.message}.`, 'spec.games', { code: 'tooLarge', seconds: Math.round(error.seconds), limitSeconds: error.limit })
    if (error instanceof QueueFull) {
      if (error.scope === 'all') throw new HttpError(503, `La cola del laboratorio está llena: ${error.message}.`, undefined, { code: 'queueFull' }, { 'Retry-After': '60' })
      throw new HttpError(429, `No se puede encolar otra prueba: ${error.message}.`, undefined, { code: 'tooMany', limit: error.limit, scope: error.scope }, { 'Retry-After': '60' })
    }
    throw error
  }
})
