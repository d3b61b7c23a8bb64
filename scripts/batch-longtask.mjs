// Does the /probar batch panel keep the page responsive? Runs a goldfish batch (default: 10,000
// games of 5 turns of Caja 1) in Debian's Chromium through Playwright and reports the longest
// main-thread task seen by a PerformanceObserver('longtask') while the workers play and after they
// finish (merge, summary, charts). The goal is ≤ 200 ms; this is a figure to report, not a test.
//
//   node scripts/batch-longtask.mjs [--url http://127.0.0.1:3240] [--games 10000] [--turns 5] [--runs 1]
//
// Without --url it serves the production build itself (`next start`, NEXT_DIST_DIR honoured) on
// PORT (default 3240) with DATABASE_URL (default file:./data/e2e.db), and stops it at the end.
// Service workers are blocked so the measure is the page's own work.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    games: { type: 'string', default: '10000' },
    turns: { type: 'string', default: '5' },
    runs: { type: 'string', default: '1' },
    deck: { type: 'string', default: 'Caja 1' },
    explain: { type: 'boolean', default: false },
  },
})
const games = Number(values.games)
const turns = Number(values.turns)
const runs = Number(values.runs)
for (const [name, n] of [['games', games], ['turns', turns], ['runs', runs]]) {
  if (!Number.isInteger(n) || n < 1) { console.error(`--${name}: ha de ser un entero positivo (es ${values[name]})`); process.exit(2) }
}

let server = null
let base = values.url
if (!base) {
  const port = process.env.PORT || '3240'
  base = `http://127.0.0.1:${port}`
  server = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', port], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'file:./data/e2e.db', NEXTAUTH_URL: base, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || 'longtask-only', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    try { if ((await fetch(`${base}/api/health`)).ok) break } catch { /* not up yet */ }
    if (Date.now() > deadline) { server.kill(); console.error('El servidor no arrancó en 60 s'); process.exit(1) }
    await sleep(300)
  }
}

const executablePath = findChromium({ install: false })
if (!executablePath) { server?.kill(); console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const round = (x) => Math.round(x)
try {
  for (let r = 1; r <= runs; r++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const tasks = []
      Object.defineProperty(window, '__longTasks', { value: tasks })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration })
      }).observe({ type: 'longtask', buffered: true })
      // Long animation frames name the scripts behind a slow frame: printed with --explain.
      const frames = []
      Object.defineProperty(window, '__longFrames', { value: frames })
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            frames.push({ start: e.startTime, duration: e.duration, scripts: e.scripts.map((x) => ({ invoker: x.invoker, source: `${x.sourceURL.split('/').pop()}:${x.sourceFunctionName}`, duration: Math.round(x.duration) })) })
          }
        }).observe({ type: 'long-animation-frame', buffered: true })
      } catch { /* not supported */ }
    })
    await page.goto(`${base}/probar`)
    await page.getByRole('link', { name: new RegExp(`^${values.deck}\\b`) }).first().click()
    const panel = page.getByRole('region', { name: 'Estadísticas de muchas partidas' })
    await panel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill(String(games))
    await panel.getByRole('spinbutton', { name: 'Turnos', exact: true }).fill(String(turns))
    await sleep(500)
    const started = await page.evaluate(() => performance.now())
    const wall = Date.now()
    await panel.getByRole('button', { name: 'Ejecutar' }).click()
    await panel.getByRole('status').filter({ hasText: /^Listo/ }).waitFor({ timeout: 600_000 })
    const finished = await page.evaluate(() => performance.now())
    const seconds = (Date.now() - wall) / 1000
    // Every chart drawn (the last section's figure), then a quiet moment for late work.
    await panel.getByRole('heading', { name: 'Agotamiento' }).waitFor({ timeout: 120_000 })
    await page.locator('.recharts-surface').last().waitFor({ timeout: 120_000 }).catch(() => {})
    await sleep(3000)
    const tasks = await page.evaluate(() => window.__longTasks)
    const during = tasks.filter((t) => t.start >= started && t.start < finished)
    const after = tasks.filter((t) => t.start >= finished)
    const worst = (list) => list.reduce((m, t) => Math.max(m, t.duration), 0)
    const status = await panel.getByRole('status').innerText()
    console.log(`run ${r}: ${games} partidas × ${turns} turnos (${values.deck}) — ${status}`)
    console.log(`  wall ${seconds.toFixed(1)} s; long tasks during the batch: ${during.length}, worst ${round(worst(during))} ms; after it: ${after.length}, worst ${round(worst(after))} ms`)
    console.log(`  tasks (ms) during: ${during.map((t) => round(t.duration)).join(', ') || 'none'}; after: ${after.map((t) => round(t.duration)).join(', ') || 'none'}`)
    if (values.explain) {
      const frames = await page.evaluate(() => window.__longFrames)
      for (const f of frames.filter((x) => x.start >= started && x.duration > 100)) {
        console.log(`  frame at +${round(f.start - started)} ms, ${round(f.duration)} ms: ${f.scripts.map((x) => `${x.invoker} ${x.source} ${x.duration} ms`).join(' | ')}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  server?.kill()
}
