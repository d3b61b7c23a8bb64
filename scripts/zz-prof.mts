import { chromium } from '@playwright/test'
const base = process.argv[2]; const paths = process.argv[3].split(',')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
  await page.goto(new URL(path, base).href, { waitUntil: 'load' })
  await page.waitForTimeout(2500)
  const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }[]; samples: number[]; timeDeltas: number[] } }
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const byFn = new Map<string, number>()
  const byUrl = new Map<string, number>()
  for (const n of profile.nodes) {
    const t = (self.get(n.id) ?? 0) / 1000
    const url = n.callFrame.url.replace(base, '').replace(/^.*\/chunks\//, '')
    const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`
    byFn.set(key, (byFn.get(key) ?? 0) + t)
    byUrl.set(url || n.callFrame.functionName, (byUrl.get(url || n.callFrame.functionName) ?? 0) + t)
  }
  const elements = await page.evaluate(() => document.querySelectorAll('*').length)
  console.log(`\n## ${path} (${elements} elements)`)
  console.log('by file:', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '))
  console.log('by function:', [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('\n  '))
  await context.close()
}
await browser.close()
