import { chromium } from '@playwright/test'
const url = process.argv[2] ?? 'http://127.0.0.1:3205/partida'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (let run = 0; run < 2; run++) {
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.addInitScript(() => {
  const w = window as unknown as { __t: [number, number, string][] }
  w.__t = []
  new PerformanceObserver((list) => { for (const e of list.getEntries() as unknown as { startTime: number; duration: number; attribution: { containerSrc: string; name: string }[] }[]) w.__t.push([Math.round(e.startTime), Math.round(e.duration), (e.attribution?.[0]?.containerSrc ?? '') + (e.attribution?.[0]?.name ?? '')]) }).observe({ type: 'longtask', buffered: true })
})
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(5000)
const t = await page.evaluate(() => (window as unknown as { __t: unknown }).__t) as [number, number, string][]
console.log(url.split('/').pop(), 'TBT', t.reduce((a, x) => a + Math.max(0, x[1] - 50), 0), JSON.stringify(t))
await context.close()
}
await browser.close()
