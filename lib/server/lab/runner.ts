// Playing claimed laboratory shards (issue 28): one loop for `dm lab worker` processes and for the server's own
// threads on SQLite. A claimed shard plays in a worker thread while this side renews its lease every quarter of it and
// saves the thread's checkpoints; when a renewal or a checkpoint finds the lease gone (it lapsed and another worker
// holds the shard) or the job closed (cancelled), the thread is stopped at once, mid-game: a shard is never played on
// by two holders. A lost shard is resumed by its next holder from the last checkpoint, and the report is the same.
import type { PrismaClient } from '../db'
import { claimNextShard, completeShard, failShard, renewLease, saveCheckpoint, type LeaseState, type ShardClaim } from './claims'
import { checkpointMs, leaseMs, workerName } from './jobs'
import { kernelOf } from './kernels'
import { ShardCancelled, ShardThread } from './threads'

export type PlayOutcome = 'done' | 'lost' | 'closed' | 'failed'

/** Plays one claim to its end on `thread`; `log` hears what happened. */
export async function playClaim(prisma: PrismaClient, thread: ShardThread, claim: ShardClaim, log: (line: string) => void = () => {}): Promise<PlayOutcome> {
  const stop = new AbortController()
  const saved = claim.range[0] - claim.shard[0]
  let done = saved
  let state: LeaseState = 'held'
  // Writes go one after another, in the order they were asked for.
  let writes: Promise<void> = Promise.resolve()
  const write = (f: () => Promise<LeaseState>) => {
    writes = writes.then(async () => {
      if (state !== 'held') return
      const next = await f()
      if (next !== 'held' && state === 'held') { state = next; stop.abort() }
    }).catch((error: unknown) => log(`tanda ${claim.index} de la prueba ${claim.jobId}: no se pudo escribir en la base de datos (${error instanceof Error ? error.message : String(error)})`))
  }
  const renewer = setInterval(() => write(() => renewLease(prisma, claim, done)), Math.max(100, Math.floor(leaseMs() / 4)))
  try {
    const tally = await thread.run(claim.spec, claim.range, claim.catalogueVersion, (d) => { done = saved + d }, stop.signal, {
      everyMs: checkpointMs(),
      onCheckpoint: (d, partial) => {
        const games = saved + d
        write(() => saveCheckpoint(prisma, claim, claim.base === null ? partial : kernelOf(claim.spec).merge(claim.base, partial), games))
      },
    })
    clearInterval(renewer)
    await writes
    if (state !== 'held') return state
    const whole = claim.base === null ? tally : kernelOf(claim.spec).merge(claim.base, tally)
    const written = await completeShard(prisma, claim, whole)
    return written === 'held' ? 'done' : written
  } catch (error) {
    clearInterval(renewer)
    await writes
    if (error instanceof ShardCancelled && state !== 'held') return state
    const message = error instanceof Error ? error.message : String(error)
    log(`tanda ${claim.index} de la prueba ${claim.jobId}: ${message}`)
    await failShard(prisma, claim, message).catch(() => {})
    return 'failed'
  } finally {
    clearInterval(renewer)
  }
}

const describeOutcome = (claim: ShardClaim, outcome: PlayOutcome): string | null =>
  outcome === 'lost' ? `tanda ${claim.index} de la prueba ${claim.jobId}: otro trabajador la tiene (el plazo venció); se deja`
    : outcome === 'closed' ? `prueba ${claim.jobId} cancelada o terminada; se deja la tanda ${claim.index}` : null

export type WorkerOptions = {
  prisma: PrismaClient
  contentDir: string
  /** Shards played at once (one thread each). */
  threads: number
  /** Stop once no shard has been waiting for this long (ms); never when undefined. */
  idleExitMs?: number
  pollMs?: number
  log: (line: string) => void
  /** Aborting stops claiming; shards in play are finished first. */
  signal?: AbortSignal
  threadFile?: string
  /** Shown as the shard's worker ("host:pid" by default). */
  name?: string
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve) => {
  const wake = () => { clearTimeout(t); signal?.removeEventListener('abort', wake); resolve() }
  const t = setTimeout(wake, ms)
  signal?.addEventListener('abort', wake, { once: true })
})

/** `dm lab worker`: claim, play, write back, until stopped (or idle for idleExitMs). Resolves with the shards played. */
export async function runLabWorker(o: WorkerOptions): Promise<number> {
  const me = o.name ?? workerName()
  o.log(`${me} esperando tandas (${o.threads} ${o.threads === 1 ? 'hilo' : 'hilos'})`)
  let played = 0
  let idleSince = Date.now()
  const loop = async (thread: ShardThread) => {
    while (!o.signal?.aborted) {
      let claim: ShardClaim | null
      try {
        claim = await claimNextShard(o.prisma, me)
      } catch (error) {
        // The database went away for a moment: the worker waits and asks again rather than dying.
        o.log(`no se pueden pedir tandas: ${error instanceof Error ? error.message : String(error)}`)
        await sleep((o.pollMs ?? 1000) * 5, o.signal)
        continue
      }
      if (claim === null) {
        if (o.idleExitMs !== undefined && Date.now() - idleSince >= o.idleExitMs) return
        await sleep(o.pollMs ?? 1000, o.signal)
        continue
      }
      o.log(`tanda ${claim.index} de la prueba ${claim.jobId}: partidas ${claim.range[0]}–${claim.range[1] - 1}${claim.range[0] > claim.shard[0] ? ` (sigue desde la partida ${claim.range[0]}, guardada)` : ''}`)
      const outcome = await playClaim(o.prisma, thread, claim, o.log)
      if (outcome === 'done') played++
      const said = describeOutcome(claim, outcome)
      if (said !== null) o.log(said)
      idleSince = Date.now()
    }
  }
  const threads = Array.from({ length: Math.max(1, o.threads) }, () => new ShardThread(o.contentDir, o.threadFile))
  try {
    await Promise.all(threads.map(loop))
  } finally {
    await Promise.all(threads.map((t) => t.close()))
  }
  return played
}
