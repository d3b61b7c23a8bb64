// Queued laboratory runs (issue 16; owners, quotas, leases and checkpoints since issue 28). A LabJob row holds the
// spec and who asked for it; LabShard rows its game-index shards, sized by expected time (lib/sim/lab-cost.ts). The
// shard table is the queue on both engines: whoever plays (a `dm lab worker` process, the server's own threads on
// SQLite) claims a shard under a lease (claims.ts), renews it while it plays, saves checkpoints, and writes the tally
// back; a write that names a lapsed lease changes nothing. The report is the merge of the shards' tallies, computed
// once when the last one is written and kept in the row, so it never depends on who played what or in which order.
//
// Quotas (LAB_QUEUE_LIMITS): open jobs per owner (an account, or an anonymous browser's token), per address and in
// all. Each open job holds one LabSlot row per quota, below that quota's limit; the slots' primary key makes the
// database refuse a second holder of a place, so however many requests race, no quota is passed (the probe's 40
// parallel POSTs were all accepted when the jobs were counted, then inserted).
import { hostname } from 'node:os'
import type { Catalogue } from '../../catalogue/schema'
import { SHARD_TARGET_SECONDS } from '../../sim/lab-cost'
import type { MatchResult } from '../../sim/lab-kernel'
import { planShards } from '../../sim/lab-spec'
import { isUniqueViolation, type PrismaClient } from '../db'
import { envWith, kernelOf, type QueuedReport, type QueuedSpec, type QueuedTally } from './kernels'

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
export type ShardStatus = 'pending' | 'running' | 'done' | 'failed'
export const OPEN_STATUSES: JobStatus[] = ['queued', 'running']

const MINUTE = 60_000

export const LAB_QUEUE_LIMITS = {
  /** Open jobs (queued or running) one account may have. */
  openPerAccount: 3,
  /** Open jobs one anonymous browser (its lab token) may have. */
  openPerAnonymous: 1,
  /** Open jobs from one address (IPv6: its /64), whoever asks: what a client that drops its token still meets. */
  openPerAddress: 4,
  /** Open jobs in all: the queue's own bound. */
  openTotal: 20,
  /** Expected CPU time of one job (lib/sim/lab-cost.ts): an anonymous one, and a signed-in one. */
  anonymousSeconds: 10 * 60,
  accountSeconds: 12 * 60 * 60,
  /** A claim lapses unless renewed within this long; a worker renews it every quarter of it while it plays. */
  leaseMs: 2 * MINUTE,
  /** A playing shard saves its tally so far this often, so a lost one resumes from there. */
  checkpointMs: 30_000,
  /** Claims of one shard (a lapsed lease counts) before its job fails. */
  maxShardAttempts: 5,
} as const

/** The lease, shortened for tests and the bench by DM_LAB_LEASE_MS (at least 300 ms). */
export function leaseMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = Number(env.DM_LAB_LEASE_MS)
  return Number.isInteger(raw) && raw >= 300 ? raw : LAB_QUEUE_LIMITS.leaseMs
}

/** The checkpoint interval, shortened with the lease (a checkpoint every half lease at most). */
export function checkpointMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return Math.min(LAB_QUEUE_LIMITS.checkpointMs, Math.floor(leaseMs(env) / 2))
}

export const workerName = (): string => `${hostname()}:${process.pid}`

/** Who asked for a job: an account, an anonymous browser (by its token's hash), or the operator's CLI (no quota). */
export type LabOwner =
  | { kind: 'account'; userId: string; address: string }
  | { kind: 'anonymous'; tokenHash: string; address: string }
  | { kind: 'operator' }

export const ownerKeyOf = (owner: LabOwner): string =>
  owner.kind === 'account' ? `user:${owner.userId}` : owner.kind === 'anonymous' ? `anon:${owner.tokenHash}` : 'operator'

export type { MatchResult }
/** What a job keeps once every shard is in: its kernel's report (a lab report, a league's tally, an alientos sweep's figures). */
export type JobReport = QueuedReport
export const isMatchResult = (r: JobReport): r is MatchResult => r.format === 'dm-match-result'

export type LabJobView = {
  id: string
  /** The kernel's kind: "run", "compare", "sweep", "matches" (Duelo de Masters), "alientos-sweep" (issue 31). */
  kind: string
  status: JobStatus
  spec: QueuedSpec
  catalogueVersion: string
  games: number
  plays: number
  progress: { done: number; total: number; shards: number; shardsDone: number; workers: string[] }
  /** The merged report once every shard is in. */
  report: JobReport | null
  error: string | null
  createdAt: string
  finishedAt: string | null
}

export type QuotaScope = 'owner' | 'address' | 'all'

export class QueueFull extends Error {
  constructor(readonly scope: QuotaScope, readonly limit: number) {
    super(scope === 'all'
      ? `hay ${limit} pruebas en cola o en marcha en el servidor; espera a que acabe alguna`
      : scope === 'owner'
        ? `ya tienes ${limit === 1 ? 'una prueba' : `${limit} pruebas`} en cola o en marcha${limit === 1 ? ' (sin cuenta, una a la vez; con cuenta, más)' : ''}; espera a que acabe o cancélala`
        : `desde tu dirección ya hay ${limit} pruebas en cola o en marcha; espera a que acabe alguna`)
  }
}

export class JobTooLarge extends Error {
  constructor(readonly seconds: number, readonly limit: number, readonly anonymous: boolean) {
    super(`la prueba necesita unos ${describeSeconds(seconds)} de cálculo y ${anonymous ? 'sin cuenta' : 'con cuenta'} se admiten como mucho ${describeSeconds(limit)}${anonymous ? ' (entra en tu cuenta para pruebas más largas, o juégala en el navegador)' : ''}`)
  }
}

function describeSeconds(s: number): string {
  if (s < 90) return `${Math.max(1, Math.round(s))} s`
  if (s < 90 * 60) return `${Math.round(s / 60)} minutos`
  return `${(s / 3600).toLocaleString('es-ES', { maximumFractionDigits: 1 })} horas`
}

/** The quotas a new job of this owner takes a place in: [slot key, limit]. */
function quotasOf(owner: LabOwner): [string, number, QuotaScope][] {
  if (owner.kind === 'operator') return []
  const perOwner = owner.kind === 'account' ? LAB_QUEUE_LIMITS.openPerAccount : LAB_QUEUE_LIMITS.openPerAnonymous
  return [
    [`owner:${ownerKeyOf(owner)}`, perOwner, 'owner'],
    [`address:${owner.address}`, LAB_QUEUE_LIMITS.openPerAddress, 'address'],
    ['all', LAB_QUEUE_LIMITS.openTotal, 'all'],
  ]
}

export type CreateOptions = { owner?: LabOwner; shardGames?: number }

/**
 * Stores a checked spec as a job with its shards, holding a place in each of its owner's quotas (QueueFull when one
 * is full, JobTooLarge past the owner's size bound). Workers find the shards in the table.
 */
/** `catalogue`: the one a Duelo de Masters spec was checked against (null for a game that plays on none). */
export async function createLabJob(prisma: PrismaClient, spec: QueuedSpec, catalogue: Catalogue | null, options: CreateOptions = {}): Promise<{ id: string; shards: number }> {
  // Whatever the game, its kernel says what the job costs and how it splits; the rules below are the queue's own.
  const kernel = kernelOf(spec)
  const games = kernel.games(spec)
  const indexSeconds = kernel.indexSeconds(spec)
  const owner = options.owner ?? { kind: 'operator' }
  if (owner.kind !== 'operator') {
    const seconds = indexSeconds * games
    const limit = owner.kind === 'account' ? LAB_QUEUE_LIMITS.accountSeconds : LAB_QUEUE_LIMITS.anonymousSeconds
    if (seconds > limit) throw new JobTooLarge(seconds, limit, owner.kind === 'anonymous')
  }
  // Shards sized by expected time (lib/sim/lab-cost.ts), for every game alike.
  const ranges = planShards(games, options.shardGames ?? Math.max(1, Math.min(games, Math.floor(SHARD_TARGET_SECONDS / indexSeconds))))
  const quotas = quotasOf(owner)
  const data = {
    kind: kernel.kind(spec), spec: JSON.stringify(spec), catalogueVersion: kernel.version(envWith(() => { if (catalogue === null) throw new Error('esta prueba necesita el catálogo de cartas'); return catalogue })), games, plays: kernel.plays(spec),
    ownerKey: ownerKeyOf(owner), ownerAddress: owner.kind === 'operator' ? '' : owner.address,
    shards: { create: ranges.map(([from, to], index) => ({ index, from, to })) },
  }
  if (quotas.length === 0) {
    const job = await prisma.labJob.create({ data, select: { id: true } })
    return { id: job.id, shards: ranges.length }
  }
  // Places left by jobs that ended without giving theirs back (a crash between the two writes) are freed first.
  await prisma.labSlot.deleteMany({ where: { job: { status: { notIn: OPEN_STATUSES } } } })
  for (let attempt = 0; attempt < LAB_QUEUE_LIMITS.openTotal + 10; attempt++) {
    const taken = await prisma.labSlot.findMany({ where: { key: { in: quotas.map((q) => q[0]) } }, select: { key: true, slot: true } })
    const slots: { key: string; slot: number }[] = []
    for (const [key, limit, scope] of quotas) {
      const used = new Set(taken.filter((t) => t.key === key).map((t) => t.slot))
      const free = Array.from({ length: limit }, (_, i) => i).filter((i) => !used.has(i))
      // A random free place: requests racing for one quota mostly pick different ones.
      const slot = free[Math.floor(Math.random() * free.length)]
      if (slot === undefined) throw new QueueFull(scope, limit)
      slots.push({ key, slot })
    }
    try {
      // One statement: the job, its shards and its places, all or nothing.
      const job = await prisma.labJob.create({ data: { ...data, slots: { create: slots } }, select: { id: true } })
      return { id: job.id, shards: ranges.length }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 20)))
    }
  }
  throw new QueueFull('all', LAB_QUEUE_LIMITS.openTotal)
}

/**
 * A stored spec. It was checked when it was queued; a spec stored before a rule grew stricter (issue 28 refused control
 * characters in names) is still read as it was, rather than making its job unreadable or a worker fail on it.
 */
export function readStoredSpec(text: string): QueuedSpec {
  const raw: unknown = JSON.parse(text)
  return kernelOf(raw).readStored(raw)
}
const readSpec = readStoredSpec

/** Views of finished jobs (they never change again), so polling one costs no query. */
const finishedViews = new Map<string, LabJobView>()
const FINISHED_VIEWS_MAX = 200

/** The job as the page and the API show it, or null when there is no such job. */
export async function labJobView(prisma: PrismaClient, id: string): Promise<LabJobView | null> {
  const kept = finishedViews.get(id)
  if (kept !== undefined) return kept
  const job = await prisma.labJob.findUnique({
    where: { id },
    select: {
      id: true, status: true, spec: true, catalogueVersion: true, games: true, plays: true, report: true, error: true, createdAt: true, finishedAt: true,
      shards: { select: { status: true, done: true, worker: true }, orderBy: { index: 'asc' } },
    },
  })
  if (job === null) return null
  const spec = readSpec(job.spec)
  const status = job.status as JobStatus
  const view: LabJobView = {
    id: job.id,
    kind: kernelOf(spec).kind(spec),
    status,
    spec,
    catalogueVersion: job.catalogueVersion,
    games: job.games,
    plays: job.plays,
    progress: {
      done: job.shards.reduce((n, s) => n + s.done, 0),
      total: job.games,
      shards: job.shards.length,
      shardsDone: job.shards.filter((s) => s.status === 'done').length,
      workers: [...new Set(job.shards.map((s) => s.worker).filter((w): w is string => w !== null))].sort(),
    },
    report: job.report === null ? null : (JSON.parse(job.report) as JobReport),
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  }
  if (!OPEN_STATUSES.includes(status)) {
    finishedViews.set(id, view)
    if (finishedViews.size > FINISHED_VIEWS_MAX) finishedViews.delete(finishedViews.keys().next().value as string)
  }
  return view
}

/** Forgets the finished views kept in memory (tests). */
export function forgetLabViews(): void {
  finishedViews.clear()
}

/** The owner key of a job, or null when there is no such job. */
export async function labJobOwner(prisma: PrismaClient, id: string): Promise<string | null> {
  const job = await prisma.labJob.findUnique({ where: { id }, select: { ownerKey: true } })
  return job?.ownerKey ?? null
}

/** Ends an open job (done with its report, failed, cancelled) and gives its quota places back. False: it was not open. */
export async function closeJob(prisma: PrismaClient, id: string, data: { status: 'done'; report: string } | { status: 'failed'; error: string } | { status: 'cancelled' }): Promise<boolean> {
  const [closed] = await prisma.$transaction([
    prisma.labJob.updateMany({ where: { id, status: { in: OPEN_STATUSES } }, data: { ...data, finishedAt: new Date() } }),
    prisma.labSlot.deleteMany({ where: { jobId: id } }),
  ])
  finishedViews.delete(id)
  return closed.count === 1
}

/** Merges every shard's tally into the job's report, once, when the last shard is in. */
export async function finishIfComplete(prisma: PrismaClient, jobId: string): Promise<void> {
  const left = await prisma.labShard.count({ where: { jobId, status: { not: 'done' } } })
  if (left > 0) return
  const job = await prisma.labJob.findUnique({ where: { id: jobId }, select: { spec: true, status: true } })
  if (job === null || !OPEN_STATUSES.includes(job.status as JobStatus)) return
  const shards = await prisma.labShard.findMany({ where: { jobId }, select: { tally: true }, orderBy: { index: 'asc' } })
  const spec = readSpec(job.spec)
  const kernel = kernelOf(spec)
  const merged = shards.map((s) => kernel.parseTally(spec, JSON.parse(s.tally ?? 'null'))).reduce((a: QueuedTally, b: QueuedTally) => kernel.merge(a, b))
  const report: JobReport = kernel.report(spec, merged)
  await closeJob(prisma, jobId, { status: 'done', report: JSON.stringify(report) })
}

/** Stops a job: no shard of it is played from now on (the ones playing stop at their next lease renewal). */
export async function cancelLabJob(prisma: PrismaClient, id: string): Promise<JobStatus | null> {
  await closeJob(prisma, id, { status: 'cancelled' })
  const job = await prisma.labJob.findUnique({ where: { id }, select: { status: true } })
  return job === null ? null : (job.status as JobStatus)
}

/** A LabJob id as Prisma makes them (cuid): anything else is a 404 without a query. */
export const isLabJobId = (id: string): boolean => /^[a-z0-9]{20,32}$/.test(id)
