// `node scripts/profile-games.mjs [bare|heuristic|goldfish] [CPU seconds] [top N]`: plays the games a speed goal
// of issue 26 times (bench/support/profile-games.ts, from its esbuild bundle as the bench runs it) under V8's
// sampling profiler, then prints the functions with the most self time, the share of each source file, and the
// garbage collector's share. The .cpuprofile is kept in the system's temporary folder (open it in Chrome's
// DevTools for the tree).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bundleDir } from './bundle.mjs'

const [mode = 'bare', seconds = '10', topN = '30'] = process.argv.slice(2)
const dir = await bundleDir('profile-games', { 'profile-games': 'bench/support/profile-games.ts' })
if (dir === null) throw new Error('profile-games needs esbuild (npm install)')
const out = mkdtempSync(path.join(os.tmpdir(), `profile-${mode}-`))
const run = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', out, path.join(dir, 'profile-games.mjs'), mode, seconds], { stdio: ['ignore', 'inherit', 'inherit'] })
if (run.status !== 0) process.exit(run.status ?? 1)
const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'))
if (file === undefined) throw new Error('no profile written')
const profile = JSON.parse(readFileSync(path.join(out, file), 'utf8'))

// Self time per node: samples × the mean interval.
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map()
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1)
const total = profile.samples.length
const self = new Map(), files = new Map()
let gc = 0, idle = 0, program = 0
for (const [id, n] of counts) {
  const node = byId.get(id)
  const cf = node.callFrame
  if (cf.functionName === '(garbage collector)') { gc += n; continue }
  if (cf.functionName === '(idle)') { idle += n; continue }
  if (cf.functionName === '(program)') { program += n; continue }
  const where = cf.url === '' ? '(native)' : path.basename(cf.url)
  const key = `${cf.functionName || '(anonymous)'}  ${where}:${cf.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + n)
  files.set(where, (files.get(where) ?? 0) + n)
}
const pct = (n) => `${((n / total) * 100).toFixed(1).padStart(5)} %`
console.log(`\n${file} in ${out}: ${total} samples`)
console.log(`garbage collector ${pct(gc)}, (program) ${pct(program)}, idle ${pct(idle)}`)
console.log(`\ntop ${topN} functions by self time:`)
for (const [k, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topN))) console.log(`  ${pct(n)}  ${k}`)
// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const nameOf = (node) => `${node.callFrame.functionName || '(anonymous)'}  ${node.callFrame.url === '' ? '(native)' : path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
const inclusive = new Map()
for (const [id, n] of counts) {
  const seen = new Set()
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at)
    if (node.callFrame.functionName === '(root)') break
    seen.add(nameOf(node))
  }
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + n)
}
console.log(`\ntop ${topN} functions by inclusive time:`)
for (const [k, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(topN))) console.log(`  ${pct(n)}  ${k}`)
console.log('\nby bundle chunk / file:')
for (const [k, n] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${pct(n)}  ${k}`)
