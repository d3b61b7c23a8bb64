// The laboratory's job queue on PostgreSQL: pg-boss (issue 16). Each shard of a LabJob is one pg-boss
// job ({ jobId, index }) in the queue `dm-lab-shard`; any number of `dm lab worker` processes, on any
// machine that reaches the database, fetch one at a time (pg-boss claims it with SKIP LOCKED, so no
// two workers get the same one), play it in a worker thread, write its tally (jobs.ts) and complete
// it. A worker that dies leaves its job active until it expires; pg-boss then hands it to another
// worker, and writing a shard twice counts it once.
//
// Why pg-boss rather than graphile-worker (both read for this): the last releases that run on Node 20
// are pg-boss 10.4 and graphile-worker 0.17; pg-boss brings three small dependencies against
// graphile-worker's eight (cosmiconfig, yargs, graphile-config…); its explicit fetch / complete /
// fail / cancel calls and its per-queue expiry and retry policy fit a command-line worker that takes
// one long shard at a time, while graphile-worker's strengths (LISTEN/NOTIFY latency, thousands of
// short jobs a second, cron) buy nothing for shards that play for seconds or minutes.
import PgBoss from 'pg-boss'
import type { PrismaClient } from '../db'
import { claimShard, completeShard, failShard, shardProgress, workerName } from './jobs'
import { ShardCancelled, ShardThread } from './threads'

export const LAB_QUEUE = 'dm-lab-shard'
const SCHEMA = 'pgboss'
/** A shard not completed within this long is taken to be lost (its worker died) and is handed out again. */
export const SHARD_EXPIRE_SECONDS = 2 * 60 * 60

type ShardJobData = { jobId: string; index: number }

/**
 * A started pg-boss with the lab's queue created. `supervise: false` for the web server (the workers run maintenance).
 * Two processes starting at once on a fresh database both create pg-boss's schema and queue, and PostgreSQL may
 * pick one of them as a deadlock victim (40P01): that one starts again after a short, random pause.
 */
export async function openBoss(url: string, supervise: boolean, onError: (e: Error) => void = () => {}): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({ connectionString: url, schema: SCHEMA, application_name: 'duelo-lab', max: 3, supervise, schedule: false })
    boss.on('error', onError)
    try {
      await boss.start()
      await boss.createQueue(LAB_QUEUE, { name: LAB_QUEUE, retryLimit: 2, retryDelay: 5, expireInSeconds: SHARD_EXPIRE_SECONDS })
      return boss
    } catch (e) {
      await boss.stop({ graceful: false, wait: true }).catch(() => {})
      if (attempt >= 5 || !isDeadlock(e)) throw e
      await sleep(100 * attempt + Math.floor(Math.random() * 200))
    }
  }
}

function isDeadlock(e: unknown): boolean {
  return typeof e === 'object' && e !== null && ((e as { code?: unknown }).code === '40P01' || /deadlock detected/i.test(String((e as { message?: unknown }).message)))
}

/** Hands every shard of a job to the queue. */
export async function enqueueShards(boss: PgBoss, jobId: string, shards: number): Promise<void> {
  await boss.insert(Array.from({ length: shards }, (_, index) => ({
    name: LAB_QUEUE, data: { jobId, index } satisfies ShardJobData, singletonKey: `${jobId}:${index}`,
  })))
}

export type WorkerOptions = {
  url: string
  prisma: PrismaClient
  contentDir: string
  /** Shards played at once (one thread each). */
  threads: number
  /** Stop once the queue has stayed empty this long (ms); never when undefined. */
  idleExitMs?: number
  pollMs?: number
  log: (line: string) => void
  /** Aborting stops fetching; shards in play are finished first. */
  signal?: AbortSignal
  threadFile?: string
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve) => {
  const wake = () => { clearTimeout(t); signal?.removeEventListener('abort', wake); resolve() }
  const t = setTimeout(wake, ms)
  signal?.addEventListener('abort', wake, { once: true })
})

/** `dm lab worker`: fetch, play, write back, until stopped (or idle for idleExitMs). Resolves with the shards played. */
export async function runLabWorker(o: WorkerOptions): Promise<number> {
  const boss = await openBoss(o.url, true, (e) => o.log(`pg-boss: ${e.message}`))
  const me = workerName()
  o.log(`${me} esperando tandas (${o.threads} ${o.threads === 1 ? 'hilo' : 'hilos'})`)
  let played = 0
  let idleSince = Date.now()
  const loop = async (thread: ShardThread) => {
    while (!o.signal?.aborted) {
      const [job] = await boss.fetch<ShardJobData>(LAB_QUEUE, { batchSize: 1 })
      if (job === undefined) {
        if (o.idleExitMs !== undefined && Date.now() - idleSince >= o.idleExitMs) return
        await sleep(o.pollMs ?? 1000, o.signal)
        continue
      }
      const { jobId, index } = job.data
      try {
        const claim = await claimShard(o.prisma, jobId, index, me)
        if (claim === null) { await boss.complete(LAB_QUEUE, job.id); continue }
        o.log(`tanda ${index} de la prueba ${jobId}: partidas ${claim.range[0]}–${claim.range[1] - 1}`)
        const stop = new AbortController()
        let lastWrite = 0
        let writing: Promise<void> = Promise.resolve()
        const tally = await thread.run(claim.spec, claim.range, claim.catalogueVersion, (done) => {
          const now = Date.now()
          if (now - lastWrite < 1000) return
          lastWrite = now
          writing = writing.then(async () => { if (!(await shardProgress(o.prisma, jobId, index, done))) stop.abort() }).catch(() => {})
        }, stop.signal)
        await writing
        await completeShard(o.prisma, jobId, index, tally)
        await boss.complete(LAB_QUEUE, job.id)
        played++
      } catch (error) {
        if (error instanceof ShardCancelled) { o.log(`prueba ${jobId} cancelada`); await boss.complete(LAB_QUEUE, job.id); continue }
        const message = error instanceof Error ? error.message : String(error)
        o.log(`tanda ${index} de la prueba ${jobId}: ${message}`)
        await failShard(o.prisma, jobId, index, message).catch(() => {})
        await boss.fail(LAB_QUEUE, job.id, { message })
      } finally {
        idleSince = Date.now()
      }
    }
  }
  const threads = Array.from({ length: Math.max(1, o.threads) }, () => new ShardThread(o.contentDir, o.threadFile))
  try {
    await Promise.all(threads.map(loop))
  } finally {
    await Promise.all(threads.map((t) => t.close()))
    await boss.stop({ graceful: true, wait: true, close: true })
  }
  return played
}
