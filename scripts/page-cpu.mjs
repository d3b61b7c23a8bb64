// A steadier A/B measure than Lighthouse's score on a busy machine: the main-thread work of loading a page,
// read from a Chrome trace. For each base URL in turn (alternating, so both meet the same moments of load), a
// fresh 412×823 context (service workers blocked) opens the page and stays until the network is idle plus
// --settle ms (so work done at the first idle moment, such as the builder's catalogue, is counted), and the
// renderer's top-level tasks (RunTask) are summed. "Blocking" is Σ max(0, 4·d − 50) ms over those tasks: the
// total blocking time Lighthouse would count with its 4× CPU slowdown, over the whole load rather than FCP–TTI.
// A figure to compare between two builds served side by side, not a test.
//
//   node scripts/page-cpu.mjs --bases http://127.0.0.1:3411,http://127.0.0.1:3413 [--page /mazos] [--runs 5] [--settle 3000] [--explain] [--thread-time]
//
// --explain lists each task that would be long at 4× with what ran inside it (scripts by URL, parsing, layout).
// --thread-time counts each task's time on the CPU (the trace's thread duration) instead of its wall-clock duration:
// on a host shared with other builds the wall clock also counts the moments the renderer waited for a core, which
// swamped the difference between two builds at a load of 7-9 (issue 28); the thread's own time hardly moves with load.
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    bases: { type: 'string' },
    page: { type: 'string', default: '/mazos' },
    runs: { type: 'string', default: '5' },
    settle: { type: 'string', default: '3000' },
    explain: { type: 'boolean', default: false },
    'thread-time': { type: 'boolean', default: false },
  },
})
const bases = (values.bases ?? '').split(',').map((b) => b.trim()).filter(Boolean)
const runs = Number(values.runs)
const settle = Number(values.settle)
if (bases.length === 0 || !Number.isInteger(runs) || runs < 1 || !Number.isFinite(settle) || settle < 0) {
  console.error('Uso: node scripts/page-cpu.mjs --bases URL[,URL…] [--page /mazos] [--runs 5] [--settle 3000] [--explain] [--thread-time]')
  process.exit(2)
}
const executablePath = findChromium({ install: false })
if (!executablePath) { console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }

const SLOWDOWN = 4
/** A task's length in µs: wall clock, or with --thread-time its thread's CPU time (which traces give as tdur). */
const length = (task) => (values['thread-time'] ? task.tdur ?? task.dur : task.dur)
const LONG_TASK_MS = 50

/** The page renderer's main thread: of the CrRendererMain threads, the one that ran the most (its RunTask events). */
function mainThreadTasks(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const byThread = new Map()
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || typeof e.dur !== 'number') continue
    const key = `${e.pid}:${e.tid}`
    if (!mains.has(key)) continue
    if (!byThread.has(key)) byThread.set(key, [])
    byThread.get(key).push(e)
  }
  let best = []
  for (const tasks of byThread.values()) if (sum(tasks.map((t) => t.dur)) > sum(best.map((t) => t.dur))) best = tasks
  return best
}

/** What ran inside a long task: its largest steps of the kinds that say what they were (scripts by file). */
const STEPS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree',
  'RunMicrotasks', 'TimerFire', 'EventDispatch', 'FireIdleCallback', 'ParseAuthorStyleSheet', 'PrePaint', 'Paint', 'HitTest'])
function explain(task, events, t0) {
  const end = task.ts + task.dur
  const steps = events.filter((e) => e.ph === 'X' && STEPS.has(e.name) && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
  const label = (e) => {
    const d = e.args?.data ?? e.args?.beginData ?? {}
    const url = d.url ?? d.stackTrace?.[0]?.url ?? ''
    const fn = d.functionName ? `:${d.functionName}` : ''
    return `${e.name}${url ? ` ${String(url).split('/').pop()}` : ''}${fn} ${(e.dur / 1000).toFixed(1)}`
  }
  return `  a ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? task.dur) / 1000).toFixed(1)}) = ${steps.sort((a, b) => b.dur - a.dur).slice(0, 6).map(label).join(' · ')}`
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0)
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const results = new Map(bases.map((b) => [b, []]))
try {
  for (let r = 1; r <= runs; r++) {
    for (const base of bases) {
      const context = await browser.newContext({ serviceWorkers: process.env.PAGE_CPU_SW ? 'allow' : 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] })
      await page.goto(new URL(values.page, base).href, { waitUntil: 'networkidle' })
      await page.waitForTimeout(settle)
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
      await context.close()
      const events = trace.traceEvents ?? trace
      const taskEvents = mainThreadTasks(events)
      const tasks = taskEvents.map((t) => length(t) / 1000)
      const row = {
        cpu: sum(tasks),
        blocking: sum(tasks.map((d) => Math.max(0, SLOWDOWN * d - LONG_TASK_MS))),
        longest: SLOWDOWN * Math.max(0, ...tasks),
      }
      results.get(base).push(row)
      console.log(`${base} pasada ${r}: CPU ${row.cpu.toFixed(0)} ms · bloqueo ×${SLOWDOWN} ${row.blocking.toFixed(0)} ms · tarea más larga ×${SLOWDOWN} ${row.longest.toFixed(0)} ms`)
      if (values.explain) {
        const t0 = Math.min(...taskEvents.map((t) => t.ts))
        for (const t of taskEvents) if (SLOWDOWN * length(t) / 1000 > LONG_TASK_MS) console.log(explain(t, events, t0))
      }
    }
  }
} finally {
  await browser.close()
}
console.log(`\n${values.page} · mediana de ${runs} pasada(s)${values['thread-time'] ? ' · tiempo de CPU del hilo' : ''}`)
console.log('| base | CPU del hilo principal | bloqueo ×4 | tarea más larga ×4 |')
console.log('|---|---|---|---|')
for (const [base, rows] of results) {
  console.log(`| ${base} | ${median(rows.map((x) => x.cpu)).toFixed(0)} ms | ${median(rows.map((x) => x.blocking)).toFixed(0)} ms | ${median(rows.map((x) => x.longest)).toFixed(0)} ms |`)
}
