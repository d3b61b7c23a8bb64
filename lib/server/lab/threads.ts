// Shards of a laboratory spec played in worker threads, so the process that asked (the server, a
// `dm lab worker`, `dm lab compare --workers K`) keeps answering while they play. A thread loads the
// catalogue once and plays the shards it is given one after another; cancel terminates it at once.
// Threads run shard-thread.ts through tsx (a small bootstrap registers tsx's loader inside the
// thread, then imports it), or the bundled shard-thread.mjs that `dm` builds (scripts/dm.mjs).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { kernelOf, type QueuedSpec, type QueuedTally, type QueuedTallyOf } from './kernels'
import type { FromShardThread, ToShardThread } from './thread-messages'

/** shard-thread.ts of this checkout (the server runs from the repository root, as `npm start` does). */
export const defaultShardThreadFile = (): string => path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/lab/shard-thread.ts')

export class ShardCancelled extends Error {
  constructor() { super('cancelado') }
}

type Pending = { resolve: (t: QueuedTally) => void; reject: (e: Error) => void; onProgress?: (done: number) => void; onCheckpoint?: (done: number, tally: QueuedTally) => void }

/** Checkpoints a queued shard asks for: the tally so far, at most every `everyMs`. */
export type CheckpointOptions<T extends QueuedTally = QueuedTally> = { everyMs: number; onCheckpoint: (done: number, tally: T) => void }

/** One persistent thread playing one shard at a time. */
export class ShardThread {
  private worker: Worker | null = null
  private task = 0
  private pending: Pending | null = null

  constructor(private readonly contentDir: string, private readonly threadFile: string = defaultShardThreadFile()) {}

  private start(): Worker {
    // A bundled thread file (`dm` from its esbuild bundle, scripts/dm.mjs) is plain JavaScript.
    const href = pathToFileURL(this.threadFile).href
    const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(href)}) })`
    const worker = this.threadFile.endsWith('.ts') ? new Worker(bootstrap, { eval: true }) : new Worker(this.threadFile)
    worker.on('message', (m: FromShardThread) => {
      const p = this.pending
      if (p === null || m.task !== this.task) return
      if (m.type === 'progress') { p.onProgress?.(m.done); return }
      if (m.type === 'checkpoint') { p.onCheckpoint?.(m.done, m.tally); return }
      this.pending = null
      if (m.type === 'done') p.resolve(m.tally)
      else p.reject(new Error(m.message))
    })
    worker.on('error', (error) => { const p = this.pending; this.pending = null; this.worker = null; p?.reject(error) })
    worker.on('exit', () => { if (this.worker === worker) this.worker = null })
    return worker
  }

  run<S extends QueuedSpec>(spec: S, range: [number, number], catalogueVersion: string | null, onProgress?: (done: number) => void, signal?: AbortSignal, checkpoints?: CheckpointOptions<QueuedTallyOf<S>>): Promise<QueuedTallyOf<S>> {
    if (this.pending !== null) return Promise.reject(new Error('el hilo ya juega otra tanda'))
    if (signal?.aborted) return Promise.reject(new ShardCancelled())
    this.worker ??= this.start()
    const task = ++this.task
    return new Promise<QueuedTallyOf<S>>((resolve, reject) => {
      const onAbort = () => { this.pending = null; void this.close(); reject(new ShardCancelled()) }
      signal?.addEventListener('abort', onAbort, { once: true })
      const done = <T,>(f: (x: T) => void) => (x: T) => { signal?.removeEventListener('abort', onAbort); f(x) }
      this.pending = {
        resolve: done((t: QueuedTally) => resolve(t as QueuedTallyOf<S>)), reject: done(reject), ...(onProgress ? { onProgress } : {}),
        ...(checkpoints ? { onCheckpoint: (n: number, t: QueuedTally) => checkpoints.onCheckpoint(n, t as QueuedTallyOf<S>) } : {}),
      }
      const message: ToShardThread = { task, contentDir: this.contentDir, catalogueVersion, spec, range, ...(checkpoints ? { checkpointMs: checkpoints.everyMs } : {}) }
      this.worker?.postMessage(message)
    })
  }

  async close(): Promise<void> {
    const w = this.worker
    this.worker = null
    if (w !== null) await w.terminate()
  }
}

export type ShardTask = { index: number; range: [number, number] }

export type PoolOptions<S extends QueuedSpec> = {
  contentDir: string
  spec: S
  catalogueVersion: string | null
  threads: number
  threadFile?: string
  /** Game indices done in one shard so far. */
  onProgress?: (task: ShardTask, done: number) => void
  onDone?: (task: ShardTask, tally: QueuedTallyOf<S>) => void
  signal?: AbortSignal
}

/** Plays every shard on up to `threads` threads; resolves with the merged tally. */
export async function runShardsInThreads<S extends QueuedSpec>(tasks: readonly ShardTask[], o: PoolOptions<S>): Promise<QueuedTallyOf<S>> {
  const queue = [...tasks]
  const threads = Array.from({ length: Math.max(1, Math.min(o.threads, tasks.length)) }, () => new ShardThread(o.contentDir, o.threadFile))
  const tallies: QueuedTallyOf<S>[] = []
  try {
    await Promise.all(threads.map(async (thread) => {
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
        const t = task
        const tally = await thread.run(o.spec, t.range, o.catalogueVersion, (done) => o.onProgress?.(t, done), o.signal)
        tallies.push(tally)
        o.onDone?.(t, tally)
      }
    }))
  } finally {
    queue.length = 0
    await Promise.all(threads.map((t) => t.close()))
  }
  return tallies.reduce((a, b) => kernelOf(o.spec).merge(a, b) as QueuedTallyOf<S>)
}

/**
 * Threads kept for many runs (issue 30: `dm lab evolve` plays a run per generation, `dm lab balance` one
 * per step), so each run does not start K threads and load the catalogue K times again.
 */
export class ShardPool {
  private readonly threads: ShardThread[]

  constructor(contentDir: string, size: number, threadFile?: string) {
    this.threads = Array.from({ length: Math.max(1, size) }, () => new ShardThread(contentDir, threadFile))
  }

  get size(): number { return this.threads.length }

  /** Plays every shard of one spec on the pool's threads; resolves with the merged tally. */
  async run<S extends QueuedSpec>(spec: S, tasks: readonly ShardTask[], catalogueVersion: string | null, onProgress?: (task: ShardTask, done: number) => void): Promise<QueuedTallyOf<S>> {
    const queue = [...tasks]
    const tallies: QueuedTallyOf<S>[] = []
    await Promise.all(this.threads.slice(0, Math.max(1, tasks.length)).map(async (thread) => {
      for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
        const t = task
        tallies.push(await thread.run(spec, t.range, catalogueVersion, (done) => onProgress?.(t, done)))
      }
    }))
    if (tallies.length === 0) throw new Error('no hay tandas que jugar')
    return tallies.reduce((a, b) => kernelOf(spec).merge(a, b) as QueuedTallyOf<S>)
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()))
  }
}
