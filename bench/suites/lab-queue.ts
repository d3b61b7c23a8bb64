// The laboratory's queue on PostgreSQL (issue 16): wall time of one queued job played by one
// `dm lab worker` process and by two, on a fresh database, the workers started and ready before the
// job is queued. Alternated (1, 2, 2, 1) so a change in the machine's load falls on both sides.
// Needs a PostgreSQL server: LAB_BENCH_DATABASE_URL or TEST_DATABASE_URL (a database is made there and dropped).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadCatalogue } from '../../lib/catalogue/load'
import { readPlayableDeck } from '../../lib/cli/deck-file'
import { createPrisma } from '../../lib/server/db'
import { labJobView } from '../../lib/server/lab/jobs'
import { submitLabJobOnce } from '../../lib/server/lab/submit'
import { runDbScript } from '../../lib/server/testing/databases'
import type { LabSpec } from '../../lib/sim/lab-spec'
import type { BenchResult } from '../types'

const GAMES = 48
const SHARD = 4

function worker(url: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, [path.resolve('scripts/dm.mjs'), 'lab', 'worker', '--poll', '200'], { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'ignore', 'pipe'] })
  const ready = new Promise<void>((resolve, reject) => {
    let err = ''
    child.stderr?.on('data', (c: Buffer) => { err += c.toString(); if (err.includes('esperando tandas')) resolve() })
    child.once('exit', (code) => reject(new Error(`dm lab worker salió (${code}): ${err}`)))
  })
  return { child, ready }
}

export default async function labQueue(): Promise<BenchResult[]> {
  const server = process.env.LAB_BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!server) return [{ name: 'lab queue (skipped)', value: 0, unit: '', note: 'needs LAB_BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)' }]
  const name = `dm_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = async (sql: string) => { const c = new pg.Client({ connectionString: server }); await c.connect(); try { await c.query(sql) } finally { await c.end() } }
  await admin(`CREATE DATABASE "${name}"`)
  const u = new URL(server)
  u.pathname = `/${name}`
  const url = u.toString()
  const prisma = createPrisma(url)
  try {
    await runDbScript(['deploy'], { DATABASE_URL: url })
    const catalogue = loadCatalogue()
    const read = (f: string) => { const r = readPlayableDeck(path.resolve('content/decks', f), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
    const spec: LabSpec = {
      kind: 'compare', override: { 'lisko-de-arathan': { life: 30 } },
      decks: { A: { name: 'Caja 1', deck: read('caja-1-marcha-de-la-montana.txt') }, B: { name: 'Caja 2', deck: read('caja-2-corsarios-de-arathan.txt') } },
      bots: { A: 'heuristic', B: 'heuristic' }, seed: 'banco', games: GAMES, variant: 'none', maxTurns: 200, mirror: false,
    }
    const timeWith = async (n: number): Promise<{ seconds: number; report: string }> => {
      const ws = Array.from({ length: n }, () => worker(url))
      try {
        await Promise.all(ws.map((w) => w.ready))
        const started = performance.now()
        const job = await submitLabJobOnce(prisma, url, spec, catalogue, SHARD)
        for (;;) {
          const view = await labJobView(prisma, job.id)
          if (view?.status === 'done' && view.report !== null) return { seconds: (performance.now() - started) / 1000, report: JSON.stringify(view.report) }
          if (view === null || view.status === 'failed' || view.status === 'cancelled') throw new Error(`prueba ${view?.status}: ${view?.error}`)
          await new Promise((r) => setTimeout(r, 200))
        }
      } finally {
        for (const w of ws) w.child.kill('SIGTERM')
      }
    }
    const runs: { n: number; seconds: number; report: string }[] = []
    for (const n of [1, 2, 2, 1]) runs.push({ n, ...(await timeWith(n)) })
    const same = runs.every((r) => r.report === runs[0]?.report)
    const mean = (n: number) => { const xs = runs.filter((r) => r.n === n).map((r) => r.seconds); return xs.reduce((a, b) => a + b, 0) / xs.length }
    const one = mean(1)
    const two = mean(2)
    return [
      { name: `queued compare, ${GAMES} games × 2 series, 1 worker`, value: one, unit: 's wall', note: `${GAMES / SHARD} shards, mean of 2 runs` },
      { name: `queued compare, ${GAMES} games × 2 series, 2 workers`, value: two, unit: 's wall', note: `${(one / two).toFixed(2)}× one worker; load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores` },
      { name: 'reports of the four runs identical', value: same ? 1 : 0, unit: same ? 'yes' : 'NO' },
    ]
  } finally {
    await prisma.$disconnect()
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}
