// `npm run lighthouse -- [--base http://127.0.0.1:3000] [--runs 3] [--pages /cartas,/mazos] [--save dir]`: Lighthouse mobile (its default
// config: a Moto G class phone, simulated slow 4G and 4× CPU slowdown) on the pages of issue 9,
// against a running production build (`npm start`, or `next start` after `next build`), in
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Prints a Markdown table of the
// median performance score, LCP and TBT. A goal to report (≥ 90), not a test gate.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback
}
const base = option('base', `http://127.0.0.1:${process.env.PORT || 3000}`)
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
  console.log(`Lighthouse móvil en ${base} · mediana de ${runs} pasada(s)`)
  console.log('| página | rendimiento | LCP | TBT |')
  console.log('|---|---|---|---|')
  for (const [label, path] of PAGES) {
    const scores = []
    const lcps = []
    const tbts = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(new URL(path, base).href, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
      const lhr = result?.lhr
      if (!lhr || lhr.runtimeError) throw new Error(`${path}: ${lhr?.runtimeError?.message ?? 'Lighthouse no devolvió informe'}`)
      if (saveDir) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr))
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100))
      lcps.push(lhr.audits['largest-contentful-paint'].numericValue)
      tbts.push(lhr.audits['total-blocking-time'].numericValue)
    }
    console.log(`| ${label} | ${median(scores)} | ${(median(lcps) / 1000).toFixed(1)} s | ${Math.round(median(tbts))} ms |`)
  }
} finally {
  await chrome.kill()
}
