// The laboratory's queue (issues 16, 28 and 30): wall time of one queued job played by one, two and four `dm lab worker`
// processes, the workers started and ready before the job is queued, alternated (1, 2, 4, 4, 2, 1) so a change in the
// machine's load falls on every side, with games per second of wall time (LAB_BENCH_GAMES sets the job's size, LAB_BENCH_SHARD its shards' size); then shard re-claims: a job whose worker is killed (SIGKILL) in the middle of a shard,
// with a short lease (DM_LAB_LEASE_MS), finished by another worker. Reported: how many shards were claimed again, how
// many games were written more than once ("double plays", LabShard.played past the shard's size: 0 when every game was
// played once), how many games the killed worker had played past its last checkpoint (played again by design), and
// whether every report equals the local run's.
// On PostgreSQL when LAB_BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a database is made there and
// dropped), else on a fresh SQLite file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadCatalogue } from '../../lib/catalogue/load'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import { createPrisma } from '../../lib/server/db'
import { labJobView } from '../../lib/server/lab/jobs'
import { submitLabJobOnce } from '../../lib/server/lab/submit'
import { labReport } from '../../lib/sim/lab-report'
import { playShard, prepareArms } from '../../lib/sim/lab-run'
import type { LabSpec } from '../../lib/sim/lab-spec'
import type { BenchResult } from '../types'

const GAMES = Math.max(8, Math.floor(Number(process.env.LAB_BENCH_GAMES ?? 48) / 4) * 4)
const SHARD = Math.max(1, Math.floor(Number(process.env.LAB_BENCH_SHARD ?? 4)))

function worker(url: string, env: Record<string, string> = {}): { child: ChildProcess; ready: Promise<void>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, [path.resolve('scripts/dm.mjs'), 'lab', 'worker', '--poll', '200'], { env: { ...process.env, DATABASE_URL: url, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  const ready = new Promise<void>((resolve, reject) => {
    let err = ''
    child.stderr?.on('data', (c: Buffer) => { err += c.toString(); if (err.includes('esperando tandas')) resolve() })
    child.once('exit', (code) => reject(new Error(`dm lab worker salió (${code}): ${err}`)))
  })
  ready.catch(() => {})
  return { child, ready, exited: new Promise((resolve) => child.once('exit', resolve)) }
}

async function database(): Promise<{ url: string; engine: string; drop: () => Promise<void> }> {
  const server = process.env.LAB_BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!server) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dm-bench-lab-'))
    return { url: `file:${path.join(dir, 'lab.db')}`, engine: 'SQLite', drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `dm_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = async (sql: string) => { const c = new pg.Client({ connectionString: server }); await c.connect(); try { await c.query(sql) } finally { await c.end() } }
  await admin(`CREATE DATABASE "${name}"`)
  const u = new URL(server)
  u.pathname = `/${name}`
  return { url: u.toString(), engine: 'PostgreSQL', drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

export default async function labQueue(): Promise<BenchResult[]> {
  const db = await database()
  const prisma = createPrisma(db.url)
  try {
    const deployed = spawnSync(process.execPath, ['scripts/db.mjs', 'deploy'], { env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8' })
    if (deployed.status !== 0) throw new Error(deployed.stderr)
    const catalogue = loadCatalogue()
    const read = (f: string) => { const r = readPlayableDeck(path.resolve('content/decks', f), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
    const spec: LabSpec = {
      kind: 'compare', override: { 'lisko-de-arathan': { life: 30 } },
      decks: { A: { name: 'Caja 1', deck: read('caja-1-marcha-de-la-montana.txt') }, B: { name: 'Caja 2', deck: read('caja-2-corsarios-de-arathan.txt') } },
      bots: { A: 'heuristic', B: 'heuristic' }, seed: 'banco', games: GAMES, variant: 'none', maxTurns: 200, mirror: false,
    }
    const arms = prepareArms(spec, catalogue)
    if (!arms.ok) throw new Error(arms.errors.join('; '))
    const local = JSON.stringify(labReport(spec, playShard(spec, arms.arms, [0, spec.games])))
    const waitDone = async (id: string) => {
      for (;;) {
        const view = await labJobView(prisma, id)
        if (view?.status === 'done' && view.report !== null) return JSON.stringify(view.report)
        if (view === null || view.status === 'failed' || view.status === 'cancelled') throw new Error(`prueba ${view?.status}: ${view?.error}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    const timeWith = async (n: number): Promise<{ seconds: number; report: string }> => {
      const ws = Array.from({ length: n }, () => worker(db.url))
      try {
        await Promise.all(ws.map((w) => w.ready))
        const started = performance.now()
        const job = await submitLabJobOnce(prisma, db.url, spec, catalogue, { shardGames: SHARD })
        const report = await waitDone(job.id)
        return { seconds: (performance.now() - started) / 1000, report }
      } finally {
        for (const w of ws) w.child.kill('SIGTERM')
        await Promise.all(ws.map((w) => w.exited))
      }
    }
    const runs: { n: number; seconds: number; report: string }[] = []
    for (const n of [1, 2, 4, 4, 2, 1]) runs.push({ n, ...(await timeWith(n)) })
    const mean = (n: number) => { const xs = runs.filter((r) => r.n === n).map((r) => r.seconds); return xs.reduce((a, b) => a + b, 0) / xs.length }

    // Re-claims: one worker killed after its first checkpoint; a second one (started with it) finishes the job.
    const env = { DM_LAB_LEASE_MS: '2000' }
    const killed = worker(db.url, env)
    const rescuer = worker(db.url, env)
    let reclaim: { reclaims: number; doublePlays: number; lost: number; report: string; seconds: number }
    try {
      await Promise.all([killed.ready, rescuer.ready])
      const job = await submitLabJobOnce(prisma, db.url, spec, catalogue, { shardGames: GAMES / 2 })
      let victim: { index: number; checkpointGames: number } | null = null
      for (let i = 0; i < 600 && victim === null; i++) {
        victim = await prisma.labShard.findFirst({ where: { jobId: job.id, checkpointGames: { gt: 0 }, worker: { endsWith: `:${killed.child.pid}` } }, select: { index: true, checkpointGames: true } })
        if (victim === null) await new Promise((r) => setTimeout(r, 100))
      }
      if (victim === null) throw new Error('el trabajador no guardó ningún punto de control')
      const doneBefore = (await prisma.labShard.findFirstOrThrow({ where: { jobId: job.id, index: victim.index } })).done
      killed.child.kill('SIGKILL')
      const killedAt = performance.now()
      const report = await waitDone(job.id)
      const shards = await prisma.labShard.findMany({ where: { jobId: job.id } })
      reclaim = {
        reclaims: shards.reduce((n, s) => n + s.attempts - 1, 0),
        doublePlays: shards.reduce((n, s) => n + s.played - (s.to - s.from), 0),
        lost: Math.max(0, doneBefore - victim.checkpointGames),
        report,
        seconds: (performance.now() - killedAt) / 1000,
      }
    } finally {
      for (const w of [killed, rescuer]) w.child.kill('SIGKILL')
      await Promise.all([killed.exited, rescuer.exited])
    }
    const same = runs.every((r) => r.report === local) && reclaim.report === local
    const one = mean(1)
    const two = mean(2)
    const four = mean(4)
    // A compare plays each deal twice (the base and the what-if), so a job is 2 × GAMES games.
    const perSecond = (seconds: number) => (2 * GAMES) / seconds
    return [
      { name: `queued compare, ${GAMES} games × 2 series, 1 worker`, value: one, unit: 's wall', note: `${db.engine}; ${GAMES / SHARD} shards, mean of 2 runs; ${perSecond(one).toFixed(1)} games/s` },
      { name: `queued compare, ${GAMES} games × 2 series, 2 workers`, value: two, unit: 's wall', note: `${(one / two).toFixed(2)}× one worker; ${perSecond(two).toFixed(1)} games/s` },
      { name: `queued compare, ${GAMES} games × 2 series, 4 workers`, value: four, unit: 's wall', note: `${(one / four).toFixed(2)}× one worker; ${perSecond(four).toFixed(1)} games/s; load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores` },
      { name: 'lab shard re-claims after a worker was killed', value: reclaim.reclaims, unit: 'shards', note: `lease 2 s; the job finished ${reclaim.seconds.toFixed(1)} s after the kill` },
      { name: 'lab double plays (games written twice)', value: reclaim.doublePlays, unit: 'games', note: `${reclaim.lost} game(s) the killed worker played after its last checkpoint were played again` },
      { name: 'reports of the seven runs equal the local run', value: same ? 1 : 0, unit: same ? 'yes' : 'NO' },
    ]
  } finally {
    await prisma.$disconnect()
    await db.drop()
  }
}
