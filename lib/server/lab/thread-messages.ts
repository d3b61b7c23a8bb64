// What the shard runner (threads.ts) and its threads (shard-thread.ts) say to each other.
import type { WorkTally } from '../../sim/lab-work'

export type ToShardThread = {
  task: number
  contentDir: string
  /** The job's catalogue version, checked against the thread's content; null: any. */
  catalogueVersion: string | null
  spec: unknown
  range: [number, number]
}

export type FromShardThread =
  | { type: 'progress'; task: number; done: number }
  | { type: 'done'; task: number; tally: WorkTally }
  | { type: 'error'; task: number; message: string }
