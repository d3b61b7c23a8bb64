// Games of `dm selfplay` and `dm gauntlet` shared over worker threads: each thread plays every K-th
// game index (so any K gives the same games) and posts its records back.
import { Worker } from 'node:worker_threads'
import type { BotName } from '../bots'
import type { GameRecord, Timings } from '../sim/selfplay'
import type { SelfplayJob } from './selfplay-run'

const WORKER_URL = new URL('./selfplay-worker.ts', import.meta.url)

/**
 * A worker thread running selfplay-worker: under `npm run dm` the CLI runs from its esbuild bundle
 * (scripts/dm.mjs), which names the bundled worker in DM_SELFPLAY_WORKER (plain JavaScript, no
 * loader to start); run from the sources (tests, `tsx lib/cli/main.ts`), a small bootstrap
 * registers tsx's loader inside the thread, then imports the TypeScript module.
 */
function startWorker(workerData: SelfplayJob): Worker {
  const bundled = process.env.DM_SELFPLAY_WORKER
  if (bundled !== undefined && bundled !== '') return new Worker(bundled, { workerData })
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}) })`
  return new Worker(bootstrap, { eval: true, workerData })
}

/** Plays `indices` (all of 0..games−1 when omitted) over `workers` threads; resolves with every record. */
export function runInWorkers(job: Omit<SelfplayJob, 'indices'>, games: number | readonly number[], workers: number): Promise<{ records: GameRecord[]; timings: Timings }> {
  const all = typeof games === 'number' ? Array.from({ length: games }, (_, i) => i) : [...games]
  const k = Math.max(1, Math.min(workers, all.length))
  const shares = Array.from({ length: k }, (_, w) => all.filter((_, j) => j % k === w))
  return Promise.all(shares.map((indices) => new Promise<{ records: GameRecord[]; timings: Timings }>((resolve, reject) => {
    const worker = startWorker({ ...job, indices } satisfies SelfplayJob)
    worker.once('message', (m: { ok: true; records: GameRecord[]; timings: Timings } | { ok: false; message: string }) => {
      void worker.terminate()
      if (m.ok) resolve(m); else reject(new Error(m.message))
    })
    worker.once('error', reject)
  }))).then((parts) => {
    const timings: Timings = {}
    for (const p of parts) for (const [level, xs] of Object.entries(p.timings) as [BotName, number[]][]) (timings[level] ??= []).push(...xs)
    return { records: parts.flatMap((p) => p.records), timings }
  })
}
