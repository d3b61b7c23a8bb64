// Online tables (issue 18): actions per second through the HTTP contract on one instance (two clients playing
// random legal actions, each acting only on its own event stream), and how long an action takes to reach the
// other seat's stream (p50, p99: from the POST being sent to the rival's stream showing the new step).
// Baseline in the same run: the same games' actions applied in-process (engine only, no HTTP, no database).
// The instance is lib/server/tables/testing/instance.ts (the real route modules behind a bare Node server) on a
// fresh SQLite file; BENCH_TABLES_URL=http://host:port measures a running server instead (e.g. `npm start`,
// started with DM_TABLE_ACTION_RATE=100000 DM_TABLE_CREATE_LIMIT=1000 so its player quotas do not cap the bench).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadCatalogue } from '../../lib/catalogue/load'
import { encodeShareCode } from '../../lib/decks/share-code'
import { apply, createGame, legalActions, type Action } from '../../lib/engine'
import { loadBoxedDecks } from '../../lib/server/boxed-decks'
import { tableConfig } from '../../lib/server/tables/service'
import { playRandomly, post, seeded } from '../../lib/server/tables/testing/client'
import type { BenchResult } from '../types'

const GAMES = 4
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN

function startInstance(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('lib/server/tables/testing/instance.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', DM_TABLE_ACTION_RATE: '100000', DM_TABLE_CREATE_LIMIT: '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.on('data', (c: Buffer) => {
      const m = /listening (\d+)/.exec(c.toString())
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, child })
    })
    child.on('exit', (code) => reject(new Error(`instance exited ${code}`)))
  })
}

/** CPU time (ms) a process has used so far, from /proc (Linux; null elsewhere): the server's cost whatever the load. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

/** Engine-only actions per second for the same games (seeded random legal play, in-process). */
function engineActionsPerSecond(games: number): number {
  const catalogue = loadCatalogue()
  const decks = loadBoxedDecks().map((b) => b.deck)
  let actions = 0
  const started = performance.now()
  for (let g = 0; g < games; g++) {
    const random = seeded(100 + g)
    const created = createGame(tableConfig([decks[0]!, decks[1]!], 1000 + g, 'none'), catalogue)
    if (!created.ok) throw new Error('cannot start')
    let state = created.value
    while (state.result === null && actions < 1e6) {
      const legal = legalActions(state, catalogue)
      const r = apply(state, legal[Math.floor(random() * legal.length)] as Action, catalogue)
      if (!r.ok) throw new Error('illegal')
      state = r.state
      actions += 1
    }
  }
  return actions / ((performance.now() - started) / 1000)
}

export default async function tables(): Promise<BenchResult[]> {
  let base = process.env.BENCH_TABLES_URL ?? ''
  let child: ChildProcess | null = null
  let dir: string | null = null
  if (!base) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dm-bench-tables-'))
    const url = `file:${path.join(dir, 'bench.db')}`
    const deployed = spawnSync(process.execPath, ['scripts/db.mjs', 'deploy'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })
    if (deployed.status !== 0) throw new Error(deployed.stderr)
    const started = await startInstance(url)
    base = started.base
    child = started.child
  }
  const codes = loadBoxedDecks().map((b) => encodeShareCode(b.deck))
  const delays: number[] = []
  let actions = 0
  let playMs = 0
  let serverCpuMs = 0
  try {
    for (let g = 0; g < GAMES; g++) {
      const created = await post(`${base}/api/tables`, null, { deck: codes[0], seat: 'A' })
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.json)}`)
      const id = created.json.id as string
      const joined = await post(`${base}/api/tables/${id}/join`, null, { deck: codes[1] })
      if (joined.status !== 201) throw new Error(`join: ${joined.status}`)
      const started = performance.now()
      const cpuBefore = processCpuMs(child?.pid)
      const [a, b] = await Promise.all([
        playRandomly(base, id, 'A', created.json.token as string, seeded(10 + g)),
        playRandomly(base, id, 'B', joined.json.token as string, seeded(20 + g)),
      ])
      playMs += performance.now() - started
      const cpuAfter = processCpuMs(child?.pid)
      if (cpuBefore !== null && cpuAfter !== null) serverCpuMs += cpuAfter - cpuBefore
      actions += a.actions + b.actions
      // Delay of each step to the seat that did not make it.
      for (const [actor, other] of [[a, b], [b, a]] as const) {
        for (const [step, sentAt] of actor.sent) {
          const arrived = other.arrivals.get(step)
          if (arrived !== undefined) delays.push(arrived - sentAt)
        }
      }
    }
  } finally {
    child?.kill('SIGTERM')
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
  const http = actions / (playMs / 1000)
  const engine = engineActionsPerSecond(GAMES)
  const load = os.loadavg()[0]?.toFixed(2)
  return [
    { name: 'table actions / s through HTTP (1 instance, 2 clients)', value: http, unit: 'actions/s', note: `${actions} actions in ${GAMES} games; ${(http / engine).toPrecision(3)}× engine-only (${Math.round(engine)}/s in-process); load ${load}` },
    { name: 'action → rival stream delay, p50', value: quantile(delays, 0.5), unit: 'ms', note: `${delays.length} deliveries` },
    { name: 'action → rival stream delay, p99', value: quantile(delays, 0.99), unit: 'ms' },
    ...(serverCpuMs > 0
      ? [{ name: 'server CPU per action (action, both views, stream)', value: serverCpuMs / actions, unit: 'ms', note: `so about ${Math.round(1000 / (serverCpuMs / actions))} actions per CPU second` }]
      : []),
  ]
}
