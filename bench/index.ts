// `npm run bench`: runs every suite in bench/suites (or the ones named on the command line) and prints its figures.
// Speed is measured here, never in unit tests; figures are for reports, not CI gates.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { BenchResult } from './types'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const suites = readdirSync(path.join(here, 'suites'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort()

const fmt = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3))
for (const name of suites) {
  const mod = (await import(pathToFileURL(path.join(here, 'suites', `${name}.ts`)).href)) as { default: () => Promise<BenchResult[]> }
  const started = performance.now()
  const results = await mod.default()
  console.log(`\n## ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  for (const r of results) console.log(`  ${r.name.padEnd(48)} ${fmt(r.value).padStart(12)} ${r.unit}${r.note ? `  (${r.note})` : ''}`)
}
