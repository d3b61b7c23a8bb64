// Queuing a checked spec: the job and its shards in the database, where workers claim them (claims.ts): the
// `dm lab worker` processes connected to the database, and on SQLite the server's own threads, woken here.
import type { Catalogue } from '../../catalogue/schema'
import { isPostgresUrl, type PrismaClient } from '../db'
import { embeddedRunner } from './embedded'
import { createLabJob, type CreateOptions } from './jobs'
import type { QueuedSpec } from './kernels'

/** Who plays the shards: worker processes (PostgreSQL), or the server's threads (SQLite). */
export type QueueKind = 'trabajadores' | 'servidor'

export async function submitLabJob(prisma: PrismaClient, url: string, spec: QueuedSpec, catalogue: Catalogue | null, options: CreateOptions = {}): Promise<{ id: string; shards: number; queue: QueueKind }> {
  const job = await createLabJob(prisma, spec, catalogue, options)
  if (isPostgresUrl(url)) return { ...job, queue: 'trabajadores' }
  embeddedRunner(prisma).kick()
  return { ...job, queue: 'servidor' }
}

/** For a one-shot process (the CLI): the job is stored; the server or the workers play it. */
export async function submitLabJobOnce(prisma: PrismaClient, url: string, spec: QueuedSpec, catalogue: Catalogue | null, options: CreateOptions = {}): Promise<{ id: string; shards: number; queue: QueueKind }> {
  const job = await createLabJob(prisma, spec, catalogue, options)
  return { ...job, queue: isPostgresUrl(url) ? 'trabajadores' : 'servidor' }
}
