// Event-stream fan-out of online tables (issue 28): how long a spectator waits for the first event when 1,000 streams
// of one table open at once on an instance that has not served the table yet (the probe: 998 of 1,000 waited more than
// 30 s), then 2,400 clients, 1,200 on each of two instances. A game is played 150 steps on instance A first (fixed
// seeds: the same game every run); the streams open on instance B (and then on both), and then one alone on a third
// instance C, whose wait is the table's rebuild (from its checkpoint). Time to first event: from the request sent
// to its first `state` event, per client; p50, p99, the worst, and how many arrived within 5 s. Instance B is warmed up on another
// table first (FANOUT_COLD=1: not; then the figures include its start: modules, connection, catalogue).
// Two instances (lib/server/tables/testing/instance.ts) on a fresh database: PostgreSQL when TEST_DATABASE_URL (or
// FANOUT_BENCH_DATABASE_URL) names a server, else one SQLite file. The clients share one address, so the instances
// run with DM_TABLE_STREAMS_PER_CLIENT raised. `npm run bench fanout`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request, type ClientRequest } from 'node:http'
import Database from 'better-sqlite3'
import pg from 'pg'
import { getCatalogue } from '../../lib/catalogue/load'
import { decodeShareCode, encodeShareCode } from '../../lib/decks/share-code'
import { apply, createGame, legalActions, type Action, type GameEvent, type GameState } from '../../lib/engine'
import { tableConfig } from '../../lib/online/config'
import { CHECKPOINT_EVERY, decodeCheckpoint, encodeCheckpoint } from '../../lib/server/tables/checkpoints'
import { loadBoxedDecks } from '../../lib/server/boxed-decks'
import { post, seeded } from '../../lib/server/tables/testing/client'
import type { BenchResult } from '../types'

const STEPS = 150
/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN

function startInstance(databaseUrl: string, profile = false): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // FANOUT_PROFILE=<dir>: instance B writes a CPU profile there when it stops.
    const prof = profile && process.env.FANOUT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FANOUT_PROFILE}`] : []
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', path.resolve('lib/server/tables/testing/instance.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', DM_TABLE_ACTION_RATE: '100000', DM_TABLE_CREATE_LIMIT: '1000', DM_TABLE_STREAMS_PER_CLIENT: '5000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.on('data', (c: Buffer) => {
      const m = /listening (\d+)/.exec(c.toString())
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, child })
    })
    child.on('exit', (code) => reject(new Error(`instance exited ${code}`)))
  })
}

/** Plays `steps` random legal actions (each seat acting when it decides), through HTTP. */
async function playSteps(base: string, id: string, tokens: Record<'A' | 'B', string>, steps: number): Promise<number> {
  const random = seeded(7)
  for (let i = 0; i < steps; i++) {
    type Seen = { status: string; step: number; decider: 'A' | 'B' | null; legal: unknown[] }
    let state: Seen | null = null
    for (const seat of ['A', 'B'] as const) {
      const res = await fetch(`${base}/api/tables/${id}`, { headers: { Authorization: `Bearer ${tokens[seat]}` } })
      const s = (await res.json()) as Seen
      if (s.decider === seat) state = s
    }
    if (state === null || state.status !== 'playing' || state.decider === null) return i
    const action = state.legal[Math.floor(random() * state.legal.length)]
    const r = await post(`${base}/api/tables/${id}/actions`, tokens[state.decider], { step: state.step, action })
    if (r.status !== 200) throw new Error(`action ${i}: ${r.status} ${JSON.stringify(r.json)}`)
  }
  return steps
}

/** Opens `n` spectator streams on each base at once; resolves with each one's time to its first state event (ms). */
async function burst(bases: string[], id: string, n: number, timeoutMs: number): Promise<{ firsts: number[]; failed: number }> {
  const requests: ClientRequest[] = []
  const firsts: number[] = []
  let failed = 0
  // node:http with no pooling limit: every client its own connection, all sent at once.
  const one = (base: string) => new Promise<void>((resolve) => {
    const sent = performance.now()
    const req = request(`${base}/api/tables/${id}/events`, { agent: false }, (res) => {
      if (res.statusCode !== 200) { failed++; res.resume(); resolve(); return }
      let text = ''
      let seen = false
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        if (seen) return
        text += chunk
        const at = text.indexOf('event: state\n')
        if (at >= 0 && text.indexOf('\n\n', at) >= 0) { seen = true; firsts.push(performance.now() - sent); text = ''; resolve() }
      })
      res.on('error', () => resolve())
      res.on('end', () => resolve())
    })
    req.on('error', () => { failed++; resolve() })
    req.end()
    requests.push(req)
  })
  const timer = setTimeout(() => { for (const r of requests) r.destroy() }, timeoutMs)
  await Promise.all(bases.flatMap((base) => Array.from({ length: n }, () => one(base))))
  clearTimeout(timer)
  for (const r of requests) r.destroy()
  return { firsts, failed }
}

/**
 * Gives the waiting table fixed seeds before its second seat joins (the deal is made then), so every run plays the
 * same game: with these seeds and playSteps' choices it is still going at step 150 (a 54 KB state).
 */
async function fixSeed(url: string, id: string): Promise<void> {
  const sql = 'UPDATE "OnlineTable" SET "seed" = 1, "seed128" = \'00000000000000000000000000000001\' WHERE "id" = '
  if (/^postgres/.test(url)) {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    try { await c.query(`${sql}$1`, [id]) } finally { await c.end() }
  } else {
    const db = new Database(url.replace(/^file:/, ''))
    try { db.prepare(`${sql}?`).run(id) } finally { db.close() }
  }
}

/**
 * The rebuild itself, in this process with the engine warm: the bench's game (the same seeds and choices as playSteps)
 * replayed whole, against read from the checkpoint a table of that many steps keeps and the steps after it. Median
 * milliseconds of `runs` rebuilds each, and the checkpoint's size.
 */
function rebuildCost(codes: string[], steps: number, runs = 15): { whole: number; fromCheckpoint: number; chars: number; tail: number } {
  const catalogue = getCatalogue()
  const decks = codes.slice(0, 2).map((c) => { const d = decodeShareCode(c); if (!d.ok) throw new Error('deck'); return d.deck })
  const start = () => {
    const created = createGame(tableConfig([decks[0]!, decks[1]!], 1, 'none', '00000000000000000000000000000001'), catalogue)
    if (!created.ok) throw new Error('the bench game does not start')
    return created
  }
  const random = seeded(7)
  const log: Action[] = []
  let state = start().value
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(state, catalogue)
    if (state.result !== null || legal.length === 0) break
    const action = legal[Math.floor(random() * legal.length)] as Action
    const r = apply(state, action, catalogue)
    if (!r.ok) throw new Error('the bench game refused its own step')
    log.push(action)
    state = r.state
  }
  const replay = (from: GameState, actions: readonly Action[]) => {
    let s = from
    const recent: { step: number; events: GameEvent[] }[] = []
    for (const [i, a] of actions.entries()) {
      const r = apply(s, a, catalogue)
      if (!r.ok) throw new Error('replay')
      s = r.state
      recent.push({ step: i + 1, events: r.events })
    }
    return { state: s, recent }
  }
  // The checkpoint a table of log.length steps keeps: the last multiple of CHECKPOINT_EVERY, with its recent events.
  const at = Math.floor(log.length / CHECKPOINT_EVERY) * CHECKPOINT_EVERY
  const kept = replay(start().value, log.slice(0, at))
  const text = encodeCheckpoint(kept.state, kept.recent.slice(-64)) as string
  const median = (f: () => void) => {
    const times: number[] = []
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now()
      f()
      if (i >= 3) times.push(performance.now() - t0) // the first three warm the code up
    }
    return quantile(times, 0.5)
  }
  const whole = median(() => replay(start().value, log))
  const fromCheckpoint = median(() => {
    const read = decodeCheckpoint<GameState, GameEvent>(text, at)
    if (read === null) throw new Error('checkpoint')
    replay(read.state, log.slice(at))
  })
  return { whole, fromCheckpoint, chars: text.length, tail: log.length - at }
}

export default async function fanout(): Promise<BenchResult[]> {
  const server = process.env.FANOUT_BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  let url: string
  let cleanup: () => Promise<void>
  let engine: string
  if (server) {
    const name = `dm_fanout_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    const admin = async (sql: string) => { const c = new pg.Client({ connectionString: server }); await c.connect(); try { await c.query(sql) } finally { await c.end() } }
    await admin(`CREATE DATABASE "${name}"`)
    const u = new URL(server)
    u.pathname = `/${name}`
    url = u.toString()
    cleanup = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    engine = 'PostgreSQL'
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dm-bench-fanout-'))
    url = `file:${path.join(dir, 'bench.db')}`
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
    engine = 'SQLite'
  }
  const children: ChildProcess[] = []
  try {
    const deployed = spawnSync(process.execPath, ['scripts/db.mjs', 'deploy'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })
    if (deployed.status !== 0) throw new Error(deployed.stderr)
    const a = await startInstance(url)
    children.push(a.child)
    const codes = loadBoxedDecks().map((b) => encodeShareCode(b.deck))
    const created = await post(`${a.base}/api/tables`, null, { deck: codes[0], seat: 'A' })
    const id = created.json.id as string
    await fixSeed(url, id)
    const joined = await post(`${a.base}/api/tables/${id}/join`, null, { deck: codes[1] })
    const steps = await playSteps(a.base, id, { A: created.json.token as string, B: joined.json.token as string }, STEPS)
    // Instance B starts now: it has never served this table. It is warmed up first on another table (its modules,
    // database connection and catalogue loaded), as a running instance is; FANOUT_COLD=1 skips that.
    const b = await startInstance(url, true)
    children.push(b.child)
    if (process.env.FANOUT_COLD !== '1') {
      const other = await post(`${b.base}/api/tables`, null, { deck: codes[0], seat: 'A' })
      await fetch(`${b.base}/api/tables/${other.json.id as string}`).then((r) => r.arrayBuffer())
    }
    const load = () => os.loadavg()[0]?.toFixed(1)
    // CPU time the serving instances spend per open, beside wall time: the machine is shared, so the wall time of a
    // burst measures the other processes too; the CPU time is this server's own work.
    const cpuOf = (children: ChildProcess[]) => children.reduce((sum, c) => sum + (cpuMs(c.pid) ?? NaN), 0)
    const cpuB0 = cpuOf([b.child])
    const thousand = await burst([b.base], id, 1000, 120_000)
    const cpuPerOpen1000 = (cpuOf([b.child]) - cpuB0) / 1000
    const within = (xs: number[], ms: number) => xs.filter((x) => x <= ms).length
    const loadAfter1000 = load()
    await new Promise((resolve) => setTimeout(resolve, 1000)) // the closed streams let go before the next count
    const cpuAB0 = cpuOf([a.child, b.child])
    const both = await burst([a.base, b.base], id, 1200, 120_000)
    const cpuPerOpen2400 = (cpuOf([a.child, b.child]) - cpuAB0) / 2400
    // One open alone on a third instance that has not served the table (warmed up on another): its wait is the
    // table's rebuild (from its checkpoint and the log after it, issue 28; before, the whole log) and one read.
    const c = await startInstance(url)
    children.push(c.child)
    // Warmed up on a game under way (the engine's set-up, views and legal lists have run), so its wait is this table's.
    const warm = await post(`${c.base}/api/tables`, null, { deck: codes[0], seat: 'A' })
    const warmId = warm.json.id as string
    const warmJoin = await post(`${c.base}/api/tables/${warmId}/join`, null, { deck: codes[1] })
    await playSteps(c.base, warmId, { A: warm.json.token as string, B: warmJoin.json.token as string }, 3)
    const loadBeforeAlone = load()
    const cpuC0 = cpuOf([c.child])
    const alone = await burst([c.base], id, 1, 30_000)
    const cpuAlone = cpuOf([c.child]) - cpuC0
    const rebuilt = rebuildCost(codes, steps)
    return [
      { name: `1,000 stream opens at once: first event p50`, value: quantile(thousand.firsts, 0.5), unit: 'ms', note: `${engine}; table at step ${steps}, on an instance that had not served it${process.env.FANOUT_COLD === '1' ? ' (cold: its first request)' : ''}; load ${loadAfter1000} on ${os.availableParallelism()} cores` },
      { name: `1,000 stream opens at once: first event p99`, value: quantile(thousand.firsts, 0.99), unit: 'ms' },
      { name: `1,000 stream opens at once: slowest first event`, value: Math.max(...thousand.firsts), unit: 'ms', note: `${within(thousand.firsts, 5000)} of 1,000 within 5 s; ${thousand.failed} failed` },
      { name: `1,000 stream opens at once: server CPU per open`, value: cpuPerOpen1000, unit: 'ms', note: 'user + system time of the instance during the burst, divided by 1,000' },
      { name: `2,400 clients (1,200 per instance): first event p50`, value: quantile(both.firsts, 0.5), unit: 'ms', note: `load ${load()}` },
      { name: `2,400 clients (1,200 per instance): first event p99`, value: quantile(both.firsts, 0.99), unit: 'ms' },
      { name: `2,400 clients: slowest first event`, value: Math.max(...both.firsts), unit: 'ms', note: `${within(both.firsts, 5000)} of 2,400 within 5 s; ${both.failed} failed` },
      { name: `2,400 clients: server CPU per open`, value: cpuPerOpen2400, unit: 'ms', note: 'both instances, divided by 2,400' },
      { name: `one open alone, on a third instance: first event`, value: alone.firsts[0] ?? NaN, unit: 'ms', note: `load ${loadBeforeAlone}; the table's rebuild and one read` },
      { name: `one open alone, on a third instance: server CPU`, value: cpuAlone, unit: 'ms' },
      { name: `rebuild of the ${steps}-step game, whole log`, value: rebuilt.whole, unit: 'ms', note: `in the bench's process, engine warm, median of 15; load ${load()}` },
      { name: `rebuild from its checkpoint + ${rebuilt.tail} steps`, value: rebuilt.fromCheckpoint, unit: 'ms', note: `checkpoint ${rebuilt.chars.toLocaleString('en')} characters (state and 64 steps' events)` },
    ]
  } finally {
    for (const c of children) c.kill('SIGTERM')
    await cleanup()
  }
}
