// `npm run lighthouse -- [--base http://127.0.0.1:3000[,http://127.0.0.1:3001]] [--runs 3] [--pages /cartas,/mazos] [--save dir]`:
// Lighthouse mobile (its default config: a Moto G class phone, simulated slow 4G and 4× CPU slowdown) on the pages of
// issue 9, against a running production build (`npm start`, or `next start` after `next build`), in Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). Prints a Markdown table of the median performance score, LCP and TBT,
// with the host's benchmarkIndex (Lighthouse's measure of this machine's speed: the lower, the slower the host, and
// the longer every task it times). A goal to report (≥ 90), not a test gate.
// Several bases (comma-separated, e.g. the build before and after a change, served side by side) are measured in
// turn, run by run, so that each meets the same moments of a busy host: one set of runs against one build mostly
// measures how loaded the machine was then.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback
}
const bases = option('base', `http://127.0.0.1:${process.env.PORT || 3000}`).split(',').map((b) => b.trim()).filter(Boolean)
const runs = Math.max(1, Number(option('runs', '3')) || 1)
const ALL_PAGES = [
  ['/', '/'],
  ['/cartas', '/cartas'],
  ['una carta', '/cartas/daga'],
  ['/reglas', '/reglas'],
  ['/mazos', '/mazos'],
  ['/probar', '/probar'],
  ['/partida', '/partida'],
]
// --pages: only these paths (of the list above, or any other path of the site).
const only = option('pages', '').split(',').map((p) => p.trim()).filter(Boolean)
// --save: keep each run's full report (JSON) there, to read where the blocking time goes.
const saveDir = option('save', '')
if (saveDir) mkdirSync(saveDir, { recursive: true })
// LIGHTHOUSE_TRACE=1 with --save: also keep each run's trace, with V8's sampling profiler added to Lighthouse's
// categories, for `node scripts/long-tasks.mjs --traces FILE` to say which functions ran in its long tasks (the
// profiler adds a little overhead of its own to the run it measures).
const saveTraces = Boolean(saveDir && process.env.LIGHTHOUSE_TRACE)
// LIGHTHOUSE_CPU_SLOWDOWN=N: Chrome slows the page's CPU by N for real (DevTools throttling, network throttled alike to
// Lighthouse's slow 4G) and Lighthouse reports what it observed, instead of multiplying each observed task by 4 in its
// simulation. On a fast host whose simulated runs all read 98–100 (issue 28, session 9), a real slowdown still shows
// which build blocks longer, and a task is not stretched by the moments it waited for a core. Not Lighthouse's score
// as PageSpeed gives it: a comparison between builds.
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN || 0)
const throttling = cpuSlowdown > 0
  ? { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: cpuSlowdown, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, rttMs: 150, throughputKbps: 1638.4 } }
  : {}
const PAGES = only.length === 0 ? ALL_PAGES : only.map((p) => ALL_PAGES.find(([, path]) => path === p) ?? [p, p])

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  console.log(`Lighthouse móvil en ${bases.join(' y ')} · mediana de ${runs} pasada(s)${bases.length > 1 ? ', alternando' : ''}${cpuSlowdown > 0 ? ` · CPU ×${cpuSlowdown} real (DevTools)` : ''}`)
  console.log('| página | base | rendimiento | LCP | TBT | benchmarkIndex |')
  console.log('|---|---|---|---|---|---|')
  for (const [label, path] of PAGES) {
    const rows = new Map(bases.map((b) => [b, { scores: [], lcps: [], tbts: [], indexes: [] }]))
    for (let i = 0; i < runs; i++) {
      // A, B then B, A: neither build always runs first in a round.
      const order = i % 2 === 0 ? [...rows] : [...rows].reverse()
      for (const [b, row] of order) {
        const result = await lighthouse(new URL(path, b).href, {
          port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', ...throttling,
          ...(saveTraces ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        })
        const lhr = result?.lhr
        if (!lhr || lhr.runtimeError) throw new Error(`${path}: ${lhr?.runtimeError?.message ?? 'Lighthouse no devolvió informe'}`)
        const tag = bases.length > 1 ? `-${new URL(b).port || 'base'}` : ''
        if (saveDir) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || 'home'}${tag}-${i + 1}.json`), JSON.stringify(lhr))
        if (saveTraces) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || 'home'}${tag}-${i + 1}.trace.json`), JSON.stringify(result.artifacts.Trace.traceEvents))
        row.scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100))
        row.lcps.push(lhr.audits['largest-contentful-paint'].numericValue)
        row.tbts.push(lhr.audits['total-blocking-time'].numericValue)
        row.indexes.push(lhr.environment.benchmarkIndex)
        if (process.env.LIGHTHOUSE_EACH) console.error(`${path} ${b} #${i + 1}: ${row.scores.at(-1)} · LCP ${Math.round(row.lcps.at(-1))} ms · TBT ${Math.round(row.tbts.at(-1))} ms · benchmarkIndex ${Math.round(row.indexes.at(-1))}`)
      }
    }
    for (const [b, row] of rows) {
      const range = `${Math.round(Math.min(...row.indexes))}–${Math.round(Math.max(...row.indexes))}`
      console.log(`| ${label} | ${b} | ${median(row.scores)} (${Math.min(...row.scores)}–${Math.max(...row.scores)}) | ${(median(row.lcps) / 1000).toFixed(1)} s | ${Math.round(median(row.tbts))} ms | ${range} |`)
    }
  }
} finally {
  await chrome.kill()
}
