import { chromium } from '@playwright/test'
const base = process.argv[2]; const path = process.argv[3]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] })
await page.goto(new URL(path, base).href, { waitUntil: 'load' })
await page.waitForTimeout(3000)
const buf = await browser.stopTracing()
type E = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }
const events = (JSON.parse(buf.toString()) as { traceEvents: E[] }).traceEvents
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 8)
for (const t of tasks) {
  const inside = onMain.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && e !== t && (e.dur ?? 0) > 2000)
  const named = inside.map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(base, '').slice(-30)})` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(0)}`).slice(0, 6)
  console.log(`task ${((t.tdur ?? 0) / 1000).toFixed(0)} ms cpu: ${named.join(' > ')}`)
}
await browser.close()
