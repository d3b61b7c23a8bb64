// Queued laboratory runs (issue 16) give the report of a local run of the same spec, on SQLite and PostgreSQL, and
// since issue 28 no shard is played by two holders: shards are claimed under a lease that the player renews, written
// only by the lease holder, resumed from their checkpoint when a holder dies, handed out fairly across owners, and
// every game is written once (LabShard.played ends at the shard's size). Worker processes are real `dm lab worker`s,
// killed (SIGKILL), frozen (SIGSTOP) and thawed as the probe did.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { boxedDecks } from '../../cli/testing/boxed-decks'
import { labReport } from '../../sim/lab-report'
import { playShard, prepareArms } from '../../sim/lab-run'
import { planShards, type LabSpec } from '../../sim/lab-spec'
import { mergeTallies, type LabTally } from '../../sim/lab-tally'
import { REPO_ROOT, testDatabases } from '../testing/databases'
import { claimNextShard, completeShard, renewLease, saveCheckpoint, type ShardClaim } from './claims'
import { cancelLabJob, createLabJob, forgetLabViews, labJobView, type LabOwner } from './jobs'
import { runLabWorker } from './runner'
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

/** A longer spec for the worker processes: one shard of it plays for a few seconds. */
const long: LabSpec = { kind: 'run', decks: spec.decks, variant: 'none', seed: 'larga', games: 300, maxTurns: 80, mirror: false, bots: { A: 'heuristic', B: 'heuristic' } }
const longArms = prepareArms(long, catalogue)
if (!longArms.ok) throw new Error(longArms.errors.join('; '))
const longLocal = labReport(long, playShard(long, longArms.arms, [0, long.games]))

const owner = (name: string, address = '192.0.2.1'): LabOwner => ({ kind: 'anonymous', tokenHash: name, address })

async function waitFor<T>(what: string, f: () => Promise<T | null | undefined | false>, timeoutMs: number, logs: () => string = () => ''): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await f()
    if (value !== null && value !== undefined && value !== false) return value
    if (Date.now() > until) throw new Error(`${what}: no llegó a tiempo\n${logs()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

type Worker = { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null>; log: () => string }

function startWorker(url: string, env: Record<string, string> = {}): Worker {
  // One process (tsx's loader inside it, not tsx's launcher, which runs the script in a child a SIGKILL would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/cli/main.ts', 'lab', 'worker', '--poll', '100'], {
    cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  const ready = new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => { err += chunk.toString(); if (err.includes('esperando tandas')) resolve() })
    child.once('exit', (code) => reject(new Error(`el trabajador terminó (${code}): ${err}`)))
  })
  ready.catch(() => {})
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, ready, exited, log: () => err }
}

async function stopAll(workers: Worker[]): Promise<void> {
  for (const w of workers) { w.child.kill('SIGCONT'); w.child.kill('SIGKILL') }
  await Promise.all(workers.map((w) => w.exited))
}

describe.each(testDatabases())('queued lab runs on $name', (db) => {
  beforeEach(async () => { await db.reset(); forgetLabViews(); delete process.env.DM_LAB_LEASE_MS })
  afterEach(() => { delete process.env.DM_LAB_LEASE_MS })

  it('shards written out of order give the report of the local run; a second write of a shard changes nothing', async () => {
    const job = await createLabJob(db.prisma, spec, catalogue, { shardGames: 3 })
    expect(job.shards).toBe(3)
    const claims: ShardClaim[] = []
    for (let i = 0; i < 3; i++) claims.push((await claimNextShard(db.prisma, `prueba-${i}`)) as ShardClaim)
    expect(claims.map((c) => c.index)).toEqual([0, 1, 2])
    expect(await claimNextShard(db.prisma, 'otro')).toBeNull()
    for (const index of [2, 0, 1]) {
      const claim = claims[index] as ShardClaim
      expect(claim.range).toEqual(shardTallies[index]?.ranges[0])
      expect(await completeShard(db.prisma, claim, shardTallies[index] as LabTally)).toBe('held')
      if (index === 0) expect(await completeShard(db.prisma, claim, shardTallies[index] as LabTally)).toBe('lost')
    }
    const view = await labJobView(db.prisma, job.id)
    expect(view?.status).toBe('done')
    expect(view?.progress).toMatchObject({ done: 8, total: 8, shards: 3, shardsDone: 3, workers: ['prueba-0', 'prueba-1', 'prueba-2'] })
    expect(view?.report).toEqual(local)
    const rows = await db.prisma.labShard.findMany({ where: { jobId: job.id } })
    expect(rows.map((r) => r.played)).toEqual([3, 3, 2])
  }, 60_000)

  it('a cancelled job hands out no more shards, and its holder\'s next renewal tells it to stop', async () => {
    const job = await createLabJob(db.prisma, spec, catalogue, { shardGames: 4 })
    const claim = (await claimNextShard(db.prisma, 'prueba')) as ShardClaim
    expect(await cancelLabJob(db.prisma, job.id)).toBe('cancelled')
    expect(await claimNextShard(db.prisma, 'prueba')).toBeNull()
    expect(await renewLease(db.prisma, claim, 1)).toBe('closed')
    expect((await labJobView(db.prisma, job.id))?.report).toBeNull()
  })

  it('a lapsed lease goes to the next worker, who resumes after the checkpoint; the first holder\'s writes change nothing; every game is written once', async () => {
    process.env.DM_LAB_LEASE_MS = '1000'
    let now = Date.now()
    const clock = () => now
    const job = await createLabJob(db.prisma, spec, catalogue, { shardGames: 8 })
    const first = (await claimNextShard(db.prisma, 'uno', clock)) as ShardClaim
    expect(first.range).toEqual([0, 8])
    const firstThree = playShard(spec, arms.arms, [0, 3])
    expect(await saveCheckpoint(db.prisma, first, firstThree, 3, clock)).toBe('held')
    expect(await claimNextShard(db.prisma, 'dos', clock)).toBeNull() // held: nobody else gets it
    now += 1500 // the first holder froze: its lease lapses
    const second = (await claimNextShard(db.prisma, 'dos', clock)) as ShardClaim
    expect(second.range).toEqual([3, 8])
    expect(second.base).toEqual(firstThree)
    expect(await renewLease(db.prisma, first, 5, clock)).toBe('lost')
    expect(await saveCheckpoint(db.prisma, first, playShard(spec, arms.arms, [0, 5]), 5, clock)).toBe('lost')
    expect(await completeShard(db.prisma, first, shardTallies.reduce(mergeTallies))).toBe('lost')
    expect(await completeShard(db.prisma, second, mergeTallies(second.base as LabTally, playShard(spec, arms.arms, [3, 8])))).toBe('held')
    const view = await labJobView(db.prisma, job.id)
    expect(view?.report).toEqual(local)
    const shard = await db.prisma.labShard.findFirstOrThrow({ where: { jobId: job.id } })
    expect([shard.played, shard.attempts]).toEqual([8, 2])
  })

  it('shards go round-robin across owners: a small job queued behind a big one is served next, not after it', async () => {
    const big = await createLabJob(db.prisma, spec, catalogue, { owner: owner('grande', '192.0.2.1'), shardGames: 1 })
    const small = await createLabJob(db.prisma, spec, catalogue, { owner: owner('pequeña', '192.0.2.2'), shardGames: 8 })
    const third = await createLabJob(db.prisma, spec, catalogue, { owner: owner('tercera', '192.0.2.3'), shardGames: 4 })
    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      const c = await claimNextShard(db.prisma, `t${i}`)
      order.push(c === null ? '-' : c.jobId === big.id ? 'grande' : c.jobId === small.id ? 'pequeña' : c.jobId === third.id ? 'tercera' : '?')
    }
    // One each first, in the order they asked; then, all three with one shard in play and the small job's only shard
    // taken, the owner served longest ago (the big one), then the one with fewer in play, then the big one again.
    expect(order).toEqual(['grande', 'pequeña', 'tercera', 'grande', 'tercera', 'grande'])
  })

  it('one worker thread plays a 1-shard job queued after an 8-shard one before the big one is done', async () => {
    const big = await createLabJob(db.prisma, spec, catalogue, { owner: owner('grande', '192.0.2.1'), shardGames: 1 })
    const small = await createLabJob(db.prisma, spec, catalogue, { owner: owner('pequeña', '192.0.2.2'), shardGames: 8 })
    const stop = new AbortController()
    const worker = runLabWorker({ prisma: db.prisma, contentDir: path.join(REPO_ROOT, 'content'), threads: 1, pollMs: 50, log: () => {}, signal: stop.signal, name: 'uno' })
    try {
      await waitFor('la prueba pequeña', async () => (await labJobView(db.prisma, small.id))?.status === 'done', 60_000)
      const bigNow = await labJobView(db.prisma, big.id)
      expect(bigNow?.progress.shardsDone).toBeLessThan(8)
      await waitFor('la prueba grande', async () => (await labJobView(db.prisma, big.id))?.status === 'done', 90_000)
      expect((await labJobView(db.prisma, big.id))?.report).toEqual(local)
      expect((await labJobView(db.prisma, small.id))?.report).toEqual(local)
    } finally {
      stop.abort()
      await worker
    }
  }, 120_000)

  if (db.name === 'sqlite') {
    it('with SQLite the server plays the shards itself, in worker threads, and gets the local report', async () => {
      const job = await submitLabJob(db.prisma, db.url, spec, catalogue, { shardGames: 3 })
      expect(job.queue).toBe('servidor')
      const view = await waitFor('la prueba', async () => { const v = await labJobView(db.prisma, job.id); return v?.status === 'done' ? v : null }, 90_000)
      expect(view.progress.workers).toEqual(['servidor'])
      expect(view.report).toEqual(local)
    }, 120_000)
  }

  it('a worker killed mid-shard: another resumes the shard from its checkpoint within a lease; every game written once; the local report', async () => {
    const env = { DM_LAB_LEASE_MS: '1500' }
    const job = await createLabJob(db.prisma, long, catalogue, { shardGames: long.games })
    const first = startWorker(db.url, env)
    const workers = [first]
    try {
      await first.ready
      const saved = await waitFor('un punto de control', async () => (await db.prisma.labShard.findFirst({ where: { jobId: job.id, status: 'running', checkpointGames: { gt: 0 } } }))?.checkpointGames, 90_000, first.log)
      first.child.kill('SIGKILL')
      await first.exited
      const killedAt = Date.now()
      const second = startWorker(db.url, env)
      workers.push(second)
      const view = await waitFor('la prueba', async () => { const v = await labJobView(db.prisma, job.id); return v?.status === 'done' ? v : null }, 120_000, () => `${first.log()}\n${second.log()}`)
      expect(view.report).toEqual(longLocal)
      const shard = await db.prisma.labShard.findFirstOrThrow({ where: { jobId: job.id } })
      expect(shard.played, `${first.log()}\n${second.log()}`).toBe(long.games)
      expect(shard.attempts).toBe(2)
      expect(second.log()).toMatch(new RegExp(`sigue desde la partida (\\d+)`))
      expect(Number(/sigue desde la partida (\d+)/.exec(second.log())?.[1])).toBeGreaterThanOrEqual(saved)
      // Picked up well within minutes: one lease and the new worker's start.
      expect(Date.now() - killedAt).toBeLessThan(100_000)
    } finally {
      await stopAll(workers)
    }
  }, 240_000)

  it('a shard longer than the lease is renewed by its worker and played once, while a second worker waits; a frozen holder that wakes after losing the lease stops', async () => {
    const env = { DM_LAB_LEASE_MS: '2000' }
    const job = await createLabJob(db.prisma, long, catalogue, { shardGames: long.games })
    const first = startWorker(db.url, env)
    const second = startWorker(db.url, env)
    const workers = [first, second]
    try {
      await Promise.all(workers.map((w) => w.ready))
      const claimedAt = Date.now()
      await waitFor('un punto de control', async () => (await db.prisma.labShard.findFirst({ where: { jobId: job.id, checkpointGames: { gt: 0 } } })) !== null, 90_000)
      // Renewed past several leases by one holder: nobody else took it.
      await new Promise((r) => setTimeout(r, 5000))
      const during = await db.prisma.labShard.findFirstOrThrow({ where: { jobId: job.id } })
      expect(during.attempts).toBe(1)
      expect(Date.now() - claimedAt).toBeGreaterThan(2 * 2000)
      // Now freeze the holder past its lease: the other worker takes the shard over; thawed, the first must stop.
      const holder = during.worker?.endsWith(`:${first.child.pid}`) ? first : second
      const other = holder === first ? second : first
      if (during.status === 'running') {
        holder.child.kill('SIGSTOP')
        await waitFor('el relevo', async () => (await db.prisma.labShard.findFirst({ where: { jobId: job.id, attempts: 2 } })) !== null || (await labJobView(db.prisma, job.id))?.status === 'done', 60_000, other.log)
        holder.child.kill('SIGCONT')
      }
      const view = await waitFor('la prueba', async () => { const v = await labJobView(db.prisma, job.id); return v?.status === 'done' ? v : null }, 120_000, () => `${first.log()}\n${second.log()}`)
      expect(view.report).toEqual(longLocal)
      const shard = await db.prisma.labShard.findFirstOrThrow({ where: { jobId: job.id } })
      expect(shard.played, `${first.log()}\n${second.log()}`).toBe(long.games)
      if (shard.attempts === 2) await waitFor('el aviso del primero', async () => /otro trabajador la tiene/.test(holder.log()), 30_000, holder.log)
    } finally {
      await stopAll(workers)
    }
  }, 240_000)
})
