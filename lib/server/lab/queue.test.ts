// Queued laboratory runs (issue 16) give the report of a local run of the same spec: shards written in
// any order (one of them twice) on SQLite and PostgreSQL, the server's own threads on SQLite, and, on
// PostgreSQL, two `dm lab worker` processes sharing one job through pg-boss.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../../cli/testing/boxed-decks'
import { labReport } from '../../sim/lab-report'
import { playShard, prepareArms } from '../../sim/lab-run'
import { planShards, type LabSpec } from '../../sim/lab-spec'
import type { LabTally } from '../../sim/lab-tally'
import { REPO_ROOT, testDatabases } from '../testing/databases'
import { cancelLabJob, claimShard, completeShard, createLabJob, labJobView } from './jobs'
import { openBoss } from './pg-queue'
import { submitLabJob } from './submit'

const { decks: [caja1, caja2], catalogue } = boxedDecks()
if (caja1 === undefined || caja2 === undefined) throw new Error('two boxed decks')

const spec: LabSpec = {
  kind: 'compare', override: { 'lisko-de-arathan': { life: 2 } },
  decks: { A: { name: 'Caja 1', deck: caja1 }, B: { name: 'Caja 2', deck: caja2 } },
  bots: { A: 'random', B: 'heuristic' }, seed: 'cola', games: 8, variant: 'none', maxTurns: 30, mirror: true,
}
const arms = prepareArms(spec, catalogue)
if (!arms.ok) throw new Error(arms.errors.join('; '))
const local = labReport(spec, playShard(spec, arms.arms, [0, spec.games]))
// The three shards' tallies, played once for every database below.
const shardTallies = planShards(spec.games, 3).map((range) => playShard(spec, arms.arms, range))

async function waitDone(prisma: Parameters<typeof labJobView>[0], id: string, timeoutMs: number, logs: () => string = () => '') {
  const until = Date.now() + timeoutMs
  for (;;) {
    const view = await labJobView(prisma, id)
    if (view !== null && view.status !== 'queued' && view.status !== 'running') return view
    if (Date.now() > until) throw new Error(`la prueba ${id} no acabó: ${JSON.stringify(view?.progress)}\n${logs()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

function startWorker(url: string): { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null>; log: () => string } {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'lib/cli/main.ts', 'lab', 'worker', '--poll', '200'], {
    cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => { err += chunk.toString(); if (err.includes('esperando tandas')) resolve() })
    child.once('exit', (code) => reject(new Error(`el trabajador terminó (${code}): ${err}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, ready, exited, log: () => err }
}

describe.each(testDatabases())('queued lab runs on $name', (db) => {
  it('shards written out of order, one of them twice, give the report of the local run', async () => {
    const job = await createLabJob(db.prisma, spec, catalogue, 3)
    expect(job.shards).toBe(3)
    for (const index of [2, 0, 1]) {
      const claim = await claimShard(db.prisma, job.id, index, 'prueba')
      if (claim === null) throw new Error(`tanda ${index}`)
      expect(claim.range).toEqual(shardTallies[index]?.ranges[0])
      const tally = shardTallies[index] as LabTally
      await completeShard(db.prisma, job.id, index, tally)
      if (index === 0) await completeShard(db.prisma, job.id, index, tally)
    }
    const view = await labJobView(db.prisma, job.id)
    expect(view?.status).toBe('done')
    expect(view?.progress).toMatchObject({ done: 8, total: 8, shards: 3, shardsDone: 3, workers: ['prueba'] })
    expect(view?.report).toEqual(local)
  }, 60_000)

  it('a cancelled job hands out no more shards', async () => {
    const job = await createLabJob(db.prisma, spec, catalogue, 4)
    expect(await cancelLabJob(db.prisma, job.id)).toBe('cancelled')
    expect(await claimShard(db.prisma, job.id, 0, 'prueba')).toBeNull()
    expect((await labJobView(db.prisma, job.id))?.report).toBeNull()
  })

  if (db.name === 'sqlite') {
    it('with SQLite the server plays the shards itself, in worker threads, and gets the local report', async () => {
      const job = await submitLabJob(db.prisma, db.url, spec, catalogue, 3)
      expect(job.queue).toBe('servidor')
      const view = await waitDone(db.prisma, job.id, 90_000)
      expect(view.status).toBe('done')
      expect(view.progress.workers).toEqual(['servidor'])
      expect(view.report).toEqual(local)
    }, 120_000)
  }

  if (db.name === 'postgresql') {
    it('on PostgreSQL workers that start at once on a database without the queue all start (a deadlock victim retries)', async () => {
      // Without the retry, 6 of 24 such starts failed with «deadlock detected» on this machine.
      for (let round = 0; round < 4; round++) {
        await db.prisma.$executeRawUnsafe('DROP SCHEMA IF EXISTS pgboss CASCADE')
        const started = await Promise.allSettled([openBoss(db.url, true), openBoss(db.url, true), openBoss(db.url, true)])
        for (const s of started) if (s.status === 'fulfilled') await s.value.stop({ graceful: false, wait: true })
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok'])
      }
    }, 120_000)

    it('on PostgreSQL a job played by two dm lab worker processes gives exactly the report of one process', async () => {
      const workers = [startWorker(db.url), startWorker(db.url)]
      try {
        await Promise.race([Promise.all(workers.map((w) => w.ready)), new Promise((_, reject) => setTimeout(() => reject(new Error(`los trabajadores no arrancan:\n${workers.map((w) => w.log()).join('\n')}`)), 60_000))])
        const job = await submitLabJob(db.prisma, db.url, spec, catalogue, 1)
        expect(job).toMatchObject({ shards: 8, queue: 'pg-boss' })
        const view = await waitDone(db.prisma, job.id, 100_000, () => workers.map((w) => w.log()).join('\n'))
        expect(view.status, workers.map((w) => w.log()).join('\n')).toBe('done')
        expect(view.progress.workers).toHaveLength(2)
        expect(view.report).toEqual(local)
      } finally {
        for (const w of workers) w.child.kill('SIGTERM')
        await Promise.all(workers.map((w) => w.exited))
      }
    }, 180_000)
  }
})
