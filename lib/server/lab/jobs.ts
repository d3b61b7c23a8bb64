// Queued laboratory runs in the database (issue 16): a LabJob row holds the spec, LabShard rows its
// game-index shards. Whoever plays a shard (a `dm lab worker` on PostgreSQL, the server's threads on
// SQLite) claims it, reports progress, and writes its tally back; the report is the merge of the
// shards' tallies, computed when read, so it never depends on who played what or in which order.
// Writing a shard is idempotent: a shard played twice (a worker that died after writing, retried by
// the queue) is counted once.
import { hostname } from 'node:os'
import type { Catalogue } from '../../catalogue/schema'
import { labReport, type LabReport } from '../../sim/lab-report'
import { defaultShardGames, labSpecSchema, planShards, specPlays, type LabSpec } from '../../sim/lab-spec'
import { labTallySchema, mergeTallies, type LabTally } from '../../sim/lab-tally'
import type { PrismaClient } from '../db'

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
export type ShardStatus = 'pending' | 'running' | 'done' | 'failed'

/** Unfinished jobs the server keeps at once: the queue's size bound (a new one past it is a 409). */
export const MAX_OPEN_JOBS = 20
/** Tries of one shard before its job fails. */
export const MAX_SHARD_ATTEMPTS = 3

export const workerName = (): string => `${hostname()}:${process.pid}`

export type LabJobView = {
  id: string
  kind: LabSpec['kind']
  status: JobStatus
  spec: LabSpec
  catalogueVersion: string
  games: number
  plays: number
  progress: { done: number; total: number; shards: number; shardsDone: number; workers: string[] }
  /** The merged report once every shard is in. */
  report: LabReport | null
  error: string | null
  createdAt: string
  finishedAt: string | null
}

export class QueueFull extends Error {
  constructor() { super(`hay ${MAX_OPEN_JOBS} pruebas en cola o en marcha; espera a que acabe alguna`) }
}

/** Stores a checked spec as a job with its shards. The caller then hands the shards to a queue. */
export async function createLabJob(prisma: PrismaClient, spec: LabSpec, catalogue: Catalogue, shardGames = defaultShardGames(spec.games)): Promise<{ id: string; shards: number }> {
  const open = await prisma.labJob.count({ where: { status: { in: ['queued', 'running'] } } })
  if (open >= MAX_OPEN_JOBS) throw new QueueFull()
  const ranges = planShards(spec.games, shardGames)
  const job = await prisma.labJob.create({
    data: {
      kind: spec.kind, spec: JSON.stringify(spec), catalogueVersion: catalogue.version, games: spec.games, plays: specPlays(spec),
      shards: { create: ranges.map(([from, to], index) => ({ index, from, to })) },
    },
  })
  return { id: job.id, shards: ranges.length }
}

function readSpec(text: string): LabSpec {
  return labSpecSchema.parse(JSON.parse(text)) as LabSpec
}

/** The job as the page and the API show it, or null when there is no such job. */
export async function labJobView(prisma: PrismaClient, id: string): Promise<LabJobView | null> {
  const job = await prisma.labJob.findUnique({ where: { id }, include: { shards: { orderBy: { index: 'asc' } } } })
  if (job === null) return null
  const spec = readSpec(job.spec)
  const done = job.shards.filter((s) => s.status === 'done')
  let report: LabReport | null = null
  if (done.length === job.shards.length && done.length > 0) {
    const tallies = done.map((s) => labTallySchema.parse(JSON.parse(s.tally ?? 'null')) as LabTally)
    report = labReport(spec, tallies.reduce(mergeTallies))
  }
  return {
    id: job.id,
    kind: spec.kind,
    status: job.status as JobStatus,
    spec,
    catalogueVersion: job.catalogueVersion,
    games: job.games,
    plays: job.plays,
    progress: {
      done: job.shards.reduce((n, s) => n + s.done, 0),
      total: job.games,
      shards: job.shards.length,
      shardsDone: done.length,
      workers: [...new Set(job.shards.map((s) => s.worker).filter((w): w is string => w !== null))].sort(),
    },
    report,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  }
}

export type ShardClaim = { jobId: string; index: number; range: [number, number]; spec: LabSpec; catalogueVersion: string }

/**
 * Marks a shard as being played by `worker` and returns what to play, or null when there is nothing
 * to play (the job was cancelled or failed, or the shard is already done).
 */
export async function claimShard(prisma: PrismaClient, jobId: string, index: number, worker: string, onlyPending = false): Promise<ShardClaim | null> {
  const job = await prisma.labJob.findUnique({ where: { id: jobId } })
  if (job === null || job.status === 'cancelled' || job.status === 'failed' || job.status === 'done') return null
  const claimed = await prisma.labShard.updateMany({
    where: { jobId, index, status: onlyPending ? 'pending' : { in: ['pending', 'running', 'failed'] } },
    data: { status: 'running', worker, done: 0, attempts: { increment: 1 }, error: null },
  })
  if (claimed.count === 0) return null
  if (job.status === 'queued') await prisma.labJob.updateMany({ where: { id: jobId, status: 'queued' }, data: { status: 'running' } })
  const shard = await prisma.labShard.findUniqueOrThrow({ where: { jobId_index: { jobId, index } } })
  return { jobId, index, range: [shard.from, shard.to], spec: readSpec(job.spec), catalogueVersion: job.catalogueVersion }
}

/** Progress of a running shard; answers whether to go on (false once the job is cancelled or over). */
export async function shardProgress(prisma: PrismaClient, jobId: string, index: number, done: number): Promise<boolean> {
  await prisma.labShard.updateMany({ where: { jobId, index, status: 'running' }, data: { done } })
  const job = await prisma.labJob.findUnique({ where: { id: jobId }, select: { status: true } })
  return job !== null && (job.status === 'queued' || job.status === 'running')
}

/** Writes a shard's tally (once: a second write of the same shard changes nothing) and closes the job when it was the last. */
export async function completeShard(prisma: PrismaClient, jobId: string, index: number, tally: LabTally): Promise<void> {
  const shard = await prisma.labShard.findUnique({ where: { jobId_index: { jobId, index } } })
  if (shard === null) return
  if (tally.ranges.length !== 1 || tally.ranges[0]?.[0] !== shard.from || tally.ranges[0]?.[1] !== shard.to) {
    throw new Error(`la tanda ${index} no trae las partidas ${shard.from}–${shard.to - 1}`)
  }
  await prisma.labShard.updateMany({
    where: { jobId, index, status: { not: 'done' } },
    data: { status: 'done', tally: JSON.stringify(tally), done: shard.to - shard.from },
  })
  const left = await prisma.labShard.count({ where: { jobId, status: { not: 'done' } } })
  if (left === 0) await prisma.labJob.updateMany({ where: { id: jobId, status: { in: ['queued', 'running'] } }, data: { status: 'done', finishedAt: new Date() } })
}

/** A shard that could not be played: tried again later, unless it has had its tries (then its job fails). */
export async function failShard(prisma: PrismaClient, jobId: string, index: number, message: string, final = false): Promise<void> {
  const shard = await prisma.labShard.findUnique({ where: { jobId_index: { jobId, index } } })
  if (shard === null || shard.status === 'done') return
  const last = final || shard.attempts >= MAX_SHARD_ATTEMPTS
  await prisma.labShard.updateMany({ where: { jobId, index, status: { not: 'done' } }, data: { status: last ? 'failed' : 'pending', error: message.slice(0, 2000) } })
  if (last) {
    await prisma.labJob.updateMany({
      where: { id: jobId, status: { in: ['queued', 'running'] } },
      data: { status: 'failed', error: `tanda ${index}: ${message}`.slice(0, 2000), finishedAt: new Date() },
    })
  }
}

/** Stops a job: no shard of it is played from now on (the ones playing stop at their next progress). */
export async function cancelLabJob(prisma: PrismaClient, id: string): Promise<JobStatus | null> {
  await prisma.labJob.updateMany({ where: { id, status: { in: ['queued', 'running'] } }, data: { status: 'cancelled', finishedAt: new Date() } })
  const job = await prisma.labJob.findUnique({ where: { id }, select: { status: true } })
  return job === null ? null : (job.status as JobStatus)
}

/** A LabJob id as Prisma makes them (cuid): anything else is a 404 without a query. */
export const isLabJobId = (id: string): boolean => /^[a-z0-9]{20,32}$/.test(id)
