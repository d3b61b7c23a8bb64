// The embedded default (issue 16): with SQLite there is one server and no queue service, so the server
// plays the queued shards itself, in worker threads, oldest job first. Nothing is kept in memory that
// the database does not also hold: after a restart, shards left `running` go back to `pending` and the
// runner picks them up again the next time the laboratory's API is used.
import { availableParallelism } from 'node:os'
import { DEFAULT_CONTENT_DIR } from '../../catalogue/load'
import type { PrismaClient } from '../db'
import { claimShard, completeShard, failShard, shardProgress } from './jobs'
import { ShardCancelled, ShardThread } from './threads'

/** Threads the server gives the laboratory: one core stays with the pages. */
export const embeddedThreads = (): number => Math.max(1, Math.min(4, availableParallelism() - 1))
export const EMBEDDED_WORKER = 'servidor'

class EmbeddedRunner {
  private readonly idle: ShardThread[] = []
  private busy = 0
  private recovered = false
  private ticking = false
  private again = false

  constructor(private readonly prisma: PrismaClient, private readonly threads: number, private readonly contentDir: string) {}

  /** Looks for shards to play (called after a job is queued, and whenever a page asks about the lab). */
  kick(): void {
    void this.tick().catch(() => {})
  }

  private async tick(): Promise<void> {
    if (this.ticking) { this.again = true; return }
    this.ticking = true
    try {
      do {
        this.again = false
        if (!this.recovered) {
          await this.prisma.labShard.updateMany({ where: { status: 'running' }, data: { status: 'pending', done: 0 } })
          this.recovered = true
        }
        while (this.busy < this.threads) {
          const next = await this.prisma.labShard.findFirst({
            where: { status: 'pending', job: { status: { in: ['queued', 'running'] } } },
            orderBy: [{ job: { createdAt: 'asc' } }, { index: 'asc' }],
          })
          if (next === null) break
          const claim = await claimShard(this.prisma, next.jobId, next.index, EMBEDDED_WORKER, true)
          if (claim === null) continue
          this.busy++
          const thread = this.idle.pop() ?? new ShardThread(this.contentDir)
          void this.play(thread, claim.jobId, claim.index, claim).finally(() => {
            this.busy--
            this.idle.push(thread)
            this.kick()
          })
        }
      } while (this.again)
    } finally {
      this.ticking = false
    }
  }

  private async play(thread: ShardThread, jobId: string, index: number, claim: NonNullable<Awaited<ReturnType<typeof claimShard>>>): Promise<void> {
    const stop = new AbortController()
    let lastWrite = 0
    let writing: Promise<void> = Promise.resolve()
    try {
      const tally = await thread.run(claim.spec, claim.range, claim.catalogueVersion, (done) => {
        const now = Date.now()
        if (now - lastWrite < 500) return
        lastWrite = now
        writing = writing.then(async () => { if (!(await shardProgress(this.prisma, jobId, index, done))) stop.abort() }).catch(() => {})
      }, stop.signal)
      await writing
      await completeShard(this.prisma, jobId, index, tally)
    } catch (error) {
      if (error instanceof ShardCancelled) return
      await failShard(this.prisma, jobId, index, error instanceof Error ? error.message : String(error)).catch(() => {})
    }
  }
}

const holder = globalThis as typeof globalThis & { __dmLabRunner?: EmbeddedRunner }

/** The server's runner, started on first use. */
export function embeddedRunner(prisma: PrismaClient): { kick(): void } {
  holder.__dmLabRunner ??= new EmbeddedRunner(prisma, embeddedThreads(), DEFAULT_CONTENT_DIR)
  return holder.__dmLabRunner
}
