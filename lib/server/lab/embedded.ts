// The embedded default (issue 16): with SQLite there is one server and no worker process is needed, so the server
// plays the queued shards itself, in worker threads, claiming them from the shard table like any `dm lab worker`
// (runner.ts): fairly across owners, under a renewed lease. Nothing is kept in memory that the database does not also
// hold: after a restart, a shard whose lease lapsed is claimed again and resumes from its checkpoint the next time the
// runner looks (a job is queued, a page asks about the laboratory, or a lease it waits for runs out).
import { availableParallelism } from 'node:os'
import { DEFAULT_CONTENT_DIR } from '../../catalogue/load'
import type { PrismaClient } from '../db'
import { claimNextShard, nextLeaseEnd } from './claims'
import { playClaim } from './runner'
import { ShardThread } from './threads'

/**
 * Threads the server gives the laboratory: one core stays with the pages. DM_LAB_THREADS sets the number (0: the
 * server plays no shard itself, worker processes do; the tests use it to look at a queue nobody plays).
 */
export function embeddedThreads(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.DM_LAB_THREADS?.trim()
  if (raw !== undefined && /^\d{1,2}$/.test(raw)) return Number(raw)
  return Math.max(1, Math.min(4, availableParallelism() - 1))
}
export const EMBEDDED_WORKER = 'servidor'

class EmbeddedRunner {
  private readonly idle: ShardThread[] = []
  private busy = 0
  private ticking = false
  private again = false
  private wake: NodeJS.Timeout | null = null

  constructor(readonly prisma: PrismaClient, private readonly threads: number, private readonly contentDir: string) {}

  /** Looks for shards to play (called after a job is queued, and whenever a page asks about the lab). */
  kick(): void {
    if (this.threads === 0) return
    void this.tick().catch(() => {})
  }

  private async tick(): Promise<void> {
    if (this.ticking) { this.again = true; return }
    this.ticking = true
    try {
      do {
        this.again = false
        while (this.busy < this.threads) {
          const claim = await claimNextShard(this.prisma, EMBEDDED_WORKER)
          if (claim === null) break
          this.busy++
          const thread = this.idle.pop() ?? new ShardThread(this.contentDir)
          void playClaim(this.prisma, thread, claim).finally(() => {
            this.busy--
            this.idle.push(thread)
            this.kick()
          })
        }
        if (this.busy < this.threads) await this.wakeAtNextLeaseEnd()
      } while (this.again)
    } finally {
      this.ticking = false
    }
  }

  /** A shard held by someone else (a worker process, or this server before a restart) is looked at again when its lease lapses. */
  private async wakeAtNextLeaseEnd(): Promise<void> {
    if (this.wake !== null) return
    const end = await nextLeaseEnd(this.prisma)
    if (end === null) return
    this.wake = setTimeout(() => { this.wake = null; this.kick() }, Math.max(50, end - Date.now() + 50))
    this.wake.unref()
  }
}

const holder = globalThis as typeof globalThis & { __dmLabRunner?: EmbeddedRunner }

/** The server's runner, started on first use. */
export function embeddedRunner(prisma: PrismaClient): { kick(): void } {
  if (holder.__dmLabRunner?.prisma !== prisma) holder.__dmLabRunner = new EmbeddedRunner(prisma, embeddedThreads(), DEFAULT_CONTENT_DIR)
  return holder.__dmLabRunner
}
