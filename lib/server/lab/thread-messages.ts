// What the shard runner (threads.ts) and its threads (shard-thread.ts) say to each other.
import type { QueuedTally } from './kernels'

export type ToShardThread = {
  task: number
  contentDir: string
  /** The job's catalogue version, checked against the thread's content; null: any. */
  catalogueVersion: string | null
  spec: unknown
  range: [number, number]
  /** Post the tally so far at most this often (ms), so a queued shard can resume from it; none when absent. */
  checkpointMs?: number
}

export type FromShardThread =
  | { type: 'progress'; task: number; done: number }
  /** The tally of the first `done` game indices of the range. */
  | { type: 'checkpoint'; task: number; done: number; tally: QueuedTally }
  | { type: 'done'; task: number; tally: QueuedTally }
  | { type: 'error'; task: number; message: string }
