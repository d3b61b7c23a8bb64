// Queuing a checked spec: the job and its shards in the database, then the shards handed to whoever
// plays them: pg-boss on PostgreSQL (for `dm lab worker` processes), the server's own threads on SQLite.
import type PgBoss from 'pg-boss'
import type { Catalogue } from '../../catalogue/schema'
import type { LabSpec } from '../../sim/lab-spec'
import { isPostgresUrl, type PrismaClient } from '../db'
import { embeddedRunner } from './embedded'
import { createLabJob } from './jobs'
import { enqueueShards, openBoss } from './pg-queue'

const holder = globalThis as typeof globalThis & { __dmLabBoss?: { url: string; boss: Promise<PgBoss> } }

/** The web server's pg-boss (it only sends; the workers supervise the queue). */
function serverBoss(url: string): Promise<PgBoss> {
  if (holder.__dmLabBoss?.url !== url) {
    const boss = openBoss(url, false)
    boss.catch(() => { if (holder.__dmLabBoss?.boss === boss) delete holder.__dmLabBoss })
    holder.__dmLabBoss = { url, boss }
  }
  return holder.__dmLabBoss.boss
}

export async function submitLabJob(prisma: PrismaClient, url: string, spec: LabSpec, catalogue: Catalogue, shardGames?: number): Promise<{ id: string; shards: number; queue: 'pg-boss' | 'servidor' }> {
  const job = await createLabJob(prisma, spec, catalogue, shardGames)
  if (isPostgresUrl(url)) {
    await enqueueShards(await serverBoss(url), job.id, job.shards)
    return { ...job, queue: 'pg-boss' }
  }
  embeddedRunner(prisma).kick()
  return { ...job, queue: 'servidor' }
}

/** For a one-shot process (the CLI): queue on PostgreSQL with its own pg-boss, stopped afterwards. */
export async function submitLabJobOnce(prisma: PrismaClient, url: string, spec: LabSpec, catalogue: Catalogue, shardGames?: number): Promise<{ id: string; shards: number; queue: 'pg-boss' | 'servidor' }> {
  const job = await createLabJob(prisma, spec, catalogue, shardGames)
  if (!isPostgresUrl(url)) return { ...job, queue: 'servidor' }
  const boss = await openBoss(url, false)
  try {
    await enqueueShards(boss, job.id, job.shards)
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true })
  }
  return { ...job, queue: 'pg-boss' }
}
