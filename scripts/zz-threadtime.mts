// Main-thread CPU of a page load measured in thread time (tdur), which other processes on a loaded machine do
// not inflate: sum of task CPU, and a TBT-like sum of max(0, 4 × task CPU − 50 ms) (Lighthouse's 4× slowdown).
import { chromium } from '@playwright/test'
const base = process.argv[2]; const paths = process.argv[3].split(','); const runs = Number(process.argv[4] ?? 3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? 0 }
for (const path of paths) {
  const cpu: number[] = []; const tbt: number[] = []; const longest: number[] = []
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    await page.goto(new URL(path, base).href, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
    const buf = await browser.stopTracing()
    const events = (JSON.parse(buf.toString()) as { traceEvents: { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }[] }).traceEvents
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid)
    const t = tasks.map((e) => (e.tdur ?? 0) / 1000)
    cpu.push(t.reduce((a, b) => a + b, 0)); tbt.push(t.reduce((a, b) => a + Math.max(0, 4 * b - 50), 0)); longest.push(Math.max(0, ...t))
    await context.close()
  }
  console.log(`| ${path} | ${median(cpu).toFixed(0)} ms | ${median(tbt).toFixed(0)} ms | ${median(longest).toFixed(0)} ms |`)
}
await browser.close()
