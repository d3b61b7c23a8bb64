// `npm run bench`: runs every suite in bench/suites (or the ones named on the command line) and prints its figures.
// Speed is measured here, never in unit tests; figures are for reports, not CI gates.
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchResult, SpeedGoalKey } from './types'

type Suite = { default: () => Promise<BenchResult[]> }
// Imported by name (not by a path built at run time) so that scripts/bench.mjs can bundle them.
const SUITES: Record<string, () => Promise<Suite>> = {
  alientos: () => import('./suites/alientos'),
  bots: () => import('./suites/bots'),
  decks: () => import('./suites/decks'),
  engine: () => import('./suites/engine'),
  fanout: () => import('./suites/fanout'),
  'lab-queue': () => import('./suites/lab-queue'),
  search: () => import('./suites/search'),
  sim: () => import('./suites/sim'),
  tables: () => import('./suites/tables'),
  worker: () => import('./suites/worker'),
}

const here = path.dirname(fileURLToPath(import.meta.url))
const files = readdirSync(path.join(here, 'suites')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''))
const unlisted = files.filter((name) => !(name in SUITES))
if (unlisted.length > 0) throw new Error(`bench/index.ts: add ${unlisted.join(', ')} to SUITES`)
const only = process.argv.slice(2)
const unknown = only.filter((name) => !(name in SUITES))
if (unknown.length > 0) throw new Error(`no such suite: ${unknown.join(', ')} (there are ${Object.keys(SUITES).join(', ')})`)
const suites = Object.keys(SUITES).filter((name) => only.length === 0 || only.includes(name)).sort()

const fmt = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3))
const goals: BenchResult[] = []
for (const name of suites) {
  const mod = await (SUITES[name] as () => Promise<Suite>)()
  const started = performance.now()
  const results = await mod.default()
  console.log(`\n## ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  for (const r of results) console.log(`  ${r.name.padEnd(48)} ${fmt(r.value).padStart(12)} ${r.unit}${r.note ? `  (${r.note})` : ''}`)
  goals.push(...results.filter((r) => r.goal !== undefined))
}
printGoals(goals)

type Baseline = {
  commit: string; measured: string; load: string; method: string
  goals: Record<SpeedGoalKey, { name: string; suite: string; target: number; ratio: number; gamesPerSecond: number; runs: number[] }>
}

/**
 * Issue 26's speed goals: each figure's ratio to the tight loop timed beside it in this run, against the ratio
 * measured before the work (speed-baseline.json, on acf0e65), with the factor the issue asks for.
 */
function printGoals(measured: readonly BenchResult[]): void {
  const baseline = JSON.parse(readFileSync(path.join(here, 'speed-baseline.json'), 'utf8')) as Baseline
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ')
  console.log(`\n## speed goals of issue 26 (games per million turns of the tight loop, this run against ${baseline.commit}; load now ${load})`)
  console.log(`  before: ${baseline.measured}, load ${baseline.load}; ${baseline.method}`)
  for (const [key, before] of Object.entries(baseline.goals) as [SpeedGoalKey, Baseline['goals'][SpeedGoalKey]][]) {
    const now = measured.find((r) => r.goal?.key === key)
    const head = `  ${before.name.padEnd(34)} before ${(before.ratio * 1e6).toFixed(1).padStart(7)} (runs ${before.runs.join(', ')}; ${fmt(before.gamesPerSecond)} games/s)`
    if (now?.goal === undefined) { console.log(`${head}   not measured in this run (suite ${before.suite})`); continue }
    const factor = now.goal.ratio / before.ratio
    console.log(`${head}   now ${(now.goal.ratio * 1e6).toFixed(1).padStart(7)} (${fmt(now.value)} games/s)   ×${factor.toFixed(2)}  goal ≥ ×${before.target}  ${factor >= before.target ? 'met' : 'NOT met'}`)
  }
}
