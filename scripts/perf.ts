// `npm run perf -- [--base http://127.0.0.1:3000] [--runs 2]`: how the site loads on a phone, against a
// running production build (`npm start`, or `next start` after `next build`).
//
// For each route of issue 9 it prints
//   - the JavaScript weight as the budget counts it (e2e/weight.ts: gzip script bytes on the wire,
//     412×823, until the network is idle, service workers blocked, prefetches included);
//   - LCP, TBT and the longest main-thread task under Lighthouse's mobile conditions (4× slower CPU,
//     150 ms round trips, 1.6 Mbit/s down), measured in Debian's Chromium with Playwright and the
//     DevTools protocol. Lighthouse itself is not used: it is not a dependency of the project. The
//     figures follow its definitions (LCP from the browser's own entries; TBT = the part over 50 ms of
//     every task between the first contentful paint and the moment the page goes quiet), with applied
//     rather than simulated throttling, so they are close to Lighthouse's but not the same number.
// A report, not a gate: the budget test (e2e/budget.spec.ts) is the gate for the weight.
import { chromium, type Browser } from '@playwright/test'
import { JS_BUDGETS_KIB, PHONE, kib, measureScripts } from '../e2e/weight'

const args = process.argv.slice(2)
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback
}
const base = option('base', `http://127.0.0.1:${process.env.PORT || 3000}`)
const runs = Math.max(1, Number(option('runs', '2')) || 1)

type Timing = { lcp: number; tbt: number; longest: number; longestStart: number }

async function measureTiming(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __perf: { lcp: number; fcp: number; tasks: [number, number][] } }
    w.__perf = { lcp: 0, fcp: 0, tasks: [] }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.tasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    // Quiet: no long task for 3 s (or 30 s at most).
    const deadline = Date.now() + 30_000
    let seen = -1
    let quietSince = Date.now()
    while (Date.now() < deadline && Date.now() - quietSince < 3000) {
      await page.waitForTimeout(250)
      const count = await page.evaluate(() => (window as unknown as { __perf: { tasks: unknown[] } }).__perf.tasks.length)
      if (count !== seen) { seen = count; quietSince = Date.now() }
    }
    const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; fcp: number; tasks: [number, number][] } }).__perf)
    let tbt = 0
    let longest = 0
    let longestStart = 0
    for (const [start, duration] of perf.tasks) {
      if (duration > longest) { longest = duration; longestStart = start }
      if (start + duration > perf.fcp) tbt += Math.max(0, duration - 50)
    }
    return { lcp: perf.lcp, tbt, longest, longestStart }
  } finally {
    await context.close()
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  console.log(`Sitio: ${base} · ${runs} carga(s) por página, mediana`)
  console.log('| página | JS (KiB gzip) | presupuesto | LCP | TBT | tarea más larga |')
  console.log('|---|---|---|---|---|---|')
  for (const route of JS_BUDGETS_KIB) {
    const url = new URL(route.path, base).href
    const weight = await measureScripts(browser, url)
    const timings: Timing[] = []
    for (let i = 0; i < runs; i++) timings.push(await measureTiming(browser, url))
    const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
    const longest = median(timings.map((t) => t.longest))
    console.log(`| ${route.label} | ${kib(weight.bytes)} | ${route.kib} | ${s(median(timings.map((t) => t.lcp)))} | ${s(median(timings.map((t) => t.tbt)))} | ${Math.round(longest)} ms |`)
  }
} finally {
  await browser.close()
}
