// Claiming laboratory shards from the LabShard table (issue 28), the same on SQLite and PostgreSQL:
//
// - Fair: the next shard goes to the owner with the fewest shards in play, and among those to the one served
//   longest ago (round-robin across owners), so a 10-game job no longer waits behind someone's huge one.
// - Leased: a claim is a compare-and-set that writes a fresh lease id and a deadline; the holder renews it while it
//   plays (renewLease) and every write it makes names the lease, so once a lease has lapsed and another worker holds
//   the shard, the first one's writes change nothing and it stops. A shard whose lease lapsed (its worker died, froze
//   or lost the database) can be claimed again at once: a killed worker's shard is picked up within one lease.
// - Resumable: the holder saves its tally so far (saveCheckpoint); a new claim resumes after the saved games.
// - Counted: `played` adds the games each holder writes, so a shard whose games were each written once ends with
//   played = to - from (the bench reports the difference as double plays).
import { randomBytes } from 'node:crypto'
import type { PrismaClient } from '../db'
import { closeJob, finishIfComplete, LAB_QUEUE_LIMITS, leaseMs, OPEN_STATUSES, readStoredSpec } from './jobs'
import { kernelOf, type QueuedSpec, type QueuedTally } from './kernels'

export type ShardClaim = {
  jobId: string
  index: number
  leaseId: string
  /** The shard's game indices [from, to). */
  shard: [number, number]
  /** What is left to play: [from + games already saved, to). */
  range: [number, number]
  /** The saved tally of [from, range[0]), or null when nothing was saved. */
  base: QueuedTally | null
  spec: QueuedSpec
  catalogueVersion: string
  /** Games of this shard written so far (by any holder): what `played` has counted. */
  written: number
}

const newLeaseId = () => randomBytes(12).toString('base64url')
// A running shard without a lease was claimed before leases existed (pg-boss's queue): claimable as a lapsed one.
const claimable = (now: Date) => ({ OR: [{ status: 'pending' }, { status: 'running', leaseUntil: { lt: now } }, { status: 'running', leaseUntil: null }] })

/** Claims the next shard for `worker`, fairly across owners, or null when none is waiting. */
export async function claimNextShard(prisma: PrismaClient, worker: string, now: () => number = Date.now): Promise<ShardClaim | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const at = new Date(now())
    const jobs = await prisma.labJob.findMany({
      where: { status: { in: OPEN_STATUSES }, shards: { some: claimable(at) } },
      select: { id: true, ownerKey: true, createdAt: true, lastClaimAt: true },
      orderBy: { createdAt: 'asc' },
      take: 500,
    })
    if (jobs.length === 0) return null
    const playing = await prisma.labShard.groupBy({
      by: ['jobId'], where: { status: 'running', leaseUntil: { gte: at }, job: { status: { in: OPEN_STATUSES } } }, _count: { _all: true },
    })
    const owners = new Map<string, { inPlay: number; served: number; jobs: string[] }>()
    // Oldest first, so owners tied on shards in play and on service are taken in the order they first asked.
    const openOwners = await prisma.labJob.findMany({ where: { status: { in: OPEN_STATUSES } }, select: { id: true, ownerKey: true, lastClaimAt: true }, orderBy: { createdAt: 'asc' } })
    const ownerOfJob = new Map(openOwners.map((j) => [j.id, j]))
    for (const j of openOwners) {
      const o = owners.get(j.ownerKey) ?? { inPlay: 0, served: 0, jobs: [] }
      o.served = Math.max(o.served, j.lastClaimAt?.getTime() ?? 0)
      owners.set(j.ownerKey, o)
    }
    for (const p of playing) {
      const key = ownerOfJob.get(p.jobId)?.ownerKey
      if (key !== undefined) (owners.get(key) as { inPlay: number }).inPlay += p._count._all
    }
    for (const j of jobs) owners.get(j.ownerKey)?.jobs.push(j.id)
    const order = [...owners.values()].filter((o) => o.jobs.length > 0).sort((a, b) => a.inPlay - b.inPlay || a.served - b.served)
    const first = order[0]
    if (first === undefined) return null
    const shard = await prisma.labShard.findFirst({
      where: { jobId: { in: first.jobs }, ...claimable(at) },
      orderBy: [{ job: { createdAt: 'asc' } }, { index: 'asc' }],
    })
    if (shard === null) continue
    const leaseId = newLeaseId()
    // Compare-and-set on what was read: of two workers that read the same shard, one claims it.
    const claimed = await prisma.labShard.updateMany({
      where: { jobId: shard.jobId, index: shard.index, status: shard.status, leaseId: shard.leaseId, attempts: shard.attempts },
      data: { status: 'running', worker, leaseId, leaseUntil: new Date(now() + leaseMs()), attempts: { increment: 1 }, error: null, done: shard.checkpointGames },
    })
    if (claimed.count === 0) continue
    await prisma.labJob.updateMany({ where: { id: shard.jobId }, data: { lastClaimAt: at } })
    await prisma.labJob.updateMany({ where: { id: shard.jobId, status: 'queued' }, data: { status: 'running' } })
    const job = await prisma.labJob.findUniqueOrThrow({ where: { id: shard.jobId }, select: { spec: true, catalogueVersion: true } })
    if (shard.attempts + 1 > LAB_QUEUE_LIMITS.maxShardAttempts) {
      const message = `la tanda ${shard.index} se ha empezado ${shard.attempts} veces sin terminar (¿se cae el trabajador que la juega?)`
      await prisma.labShard.updateMany({ where: { jobId: shard.jobId, index: shard.index, leaseId }, data: { status: 'failed', error: message, leaseId: null } })
      await closeJob(prisma, shard.jobId, { status: 'failed', error: message })
      continue
    }
    const spec = readStoredSpec(job.spec)
    const base = shard.checkpoint === null ? null : kernelOf(spec).parseTally(spec, JSON.parse(shard.checkpoint))
    const saved = base === null ? 0 : shard.checkpointGames
    return {
      jobId: shard.jobId, index: shard.index, leaseId, shard: [shard.from, shard.to], range: [shard.from + saved, shard.to], base,
      spec, catalogueVersion: job.catalogueVersion, written: saved,
    }
  }
  return null
}

export type LeaseState = 'held' | 'lost' | 'closed'

const heldBy = (claim: ShardClaim) => ({ jobId: claim.jobId, index: claim.index, leaseId: claim.leaseId, status: 'running' })

/** Why a write naming this lease changed nothing: the job ended (cancelled, failed), or the lease went to another. */
async function whyNot(prisma: PrismaClient, claim: ShardClaim): Promise<LeaseState> {
  const job = await prisma.labJob.findUnique({ where: { id: claim.jobId }, select: { status: true } })
  return job === null || !OPEN_STATUSES.includes(job.status as never) ? 'closed' : 'lost'
}

/** Extends the lease and records progress (`done` games of the shard). */
export async function renewLease(prisma: PrismaClient, claim: ShardClaim, done: number, now: () => number = Date.now): Promise<LeaseState> {
  const renewed = await prisma.labShard.updateMany({
    where: { ...heldBy(claim), job: { status: { in: OPEN_STATUSES } } },
    data: { leaseUntil: new Date(now() + leaseMs()), done },
  })
  return renewed.count === 1 ? 'held' : whyNot(prisma, claim)
}

/** Saves the tally of the shard's first `games` games (the saved base merged with what this holder played). */
export async function saveCheckpoint(prisma: PrismaClient, claim: ShardClaim, tally: QueuedTally, games: number, now: () => number = Date.now): Promise<LeaseState> {
  const saved = await prisma.labShard.updateMany({
    where: { ...heldBy(claim), job: { status: { in: OPEN_STATUSES } } },
    data: { checkpoint: JSON.stringify(tally), checkpointGames: games, done: games, played: { increment: games - claim.written }, leaseUntil: new Date(now() + leaseMs()) },
  })
  if (saved.count !== 1) return whyNot(prisma, claim)
  claim.written = games
  return 'held'
}

/** Writes the shard's whole tally (once: only the lease holder can) and closes the job when it was the last. */
export async function completeShard(prisma: PrismaClient, claim: ShardClaim, tally: QueuedTally): Promise<LeaseState> {
  const [from, to] = claim.shard
  if (tally.ranges.length !== 1 || tally.ranges[0]?.[0] !== from || tally.ranges[0]?.[1] !== to) {
    throw new Error(`la tanda ${claim.index} no trae las partidas ${from}–${to - 1}`)
  }
  const written = await prisma.labShard.updateMany({
    where: heldBy(claim),
    data: { status: 'done', tally: JSON.stringify(tally), checkpoint: null, done: to - from, played: { increment: to - from - claim.written }, leaseId: null, leaseUntil: null },
  })
  if (written.count !== 1) return whyNot(prisma, claim)
  claim.written = to - from
  await finishIfComplete(prisma, claim.jobId)
  return 'held'
}

/** A shard that could not be played: back to the queue (its checkpoint kept), unless it has had its tries. */
export async function failShard(prisma: PrismaClient, claim: ShardClaim, message: string): Promise<void> {
  const shard = await prisma.labShard.findUnique({ where: { jobId_index: { jobId: claim.jobId, index: claim.index } }, select: { attempts: true } })
  if (shard === null) return
  const last = shard.attempts >= LAB_QUEUE_LIMITS.maxShardAttempts
  const failed = await prisma.labShard.updateMany({ where: heldBy(claim), data: { status: last ? 'failed' : 'pending', error: message.slice(0, 2000), leaseId: null, leaseUntil: null } })
  if (failed.count === 1 && last) await closeJob(prisma, claim.jobId, { status: 'failed', error: `tanda ${claim.index}: ${message}`.slice(0, 2000) })
}

/** Whether any open job has a shard waiting (or a lapsed lease): the server's runner keeps looking while so. */
export async function hasClaimableShards(prisma: PrismaClient, now: () => number = Date.now): Promise<boolean> {
  const found = await prisma.labShard.findFirst({ where: { ...claimable(new Date(now())), job: { status: { in: OPEN_STATUSES } } }, select: { index: true } })
  return found !== null
}

/** When the next lease of an open job lapses (ms since the epoch), or null when none is held. */
export async function nextLeaseEnd(prisma: PrismaClient): Promise<number | null> {
  const next = await prisma.labShard.findFirst({
    where: { status: 'running', job: { status: { in: OPEN_STATUSES } } }, orderBy: { leaseUntil: 'asc' }, select: { leaseUntil: true },
  })
  return next?.leaseUntil?.getTime() ?? null
}
