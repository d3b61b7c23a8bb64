// `npm run bench`: runs every suite in bench/suites (or the ones named on the command line) and prints its figures.
// Speed is measured here, never in unit tests; figures are for reports, not CI gates.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchResult } from './types'

type Suite = { default: () => Promise<BenchResult[]> }
// Imported by name (not by a path built at run time) so that scripts/bench.mjs can bundle them.
const SUITES: Record<string, () => Promise<Suite>> = {
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
for (const name of suites) {
  const mod = await (SUITES[name] as () => Promise<Suite>)()
  const started = performance.now()
  const results = await mod.default()
  console.log(`\n## ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  for (const r of results) console.log(`  ${r.name.padEnd(48)} ${fmt(r.value).padStart(12)} ${r.unit}${r.note ? `  (${r.note})` : ''}`)
}
