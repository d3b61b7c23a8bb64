import { chromium } from '@playwright/test'
const url = process.argv[2] ?? 'http://127.0.0.1:3205/partida'
const from = Number(process.argv[3] ?? 1500), to = Number(process.argv[4] ?? 4000)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
await cdp.send('Profiler.start')
const t0 = Date.now()
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(5000)
const { profile } = await cdp.send('Profiler.stop') as { profile: { startTime: number; nodes: { id: number; parent?: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] } }
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
let t = 0
const stacks = new Map<string, number>()
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0
  const ms = t / 1000
  if (ms < from || ms > to) return
  const n = byId.get(id)!
  if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') return
  // the outermost app frame: walk to root, record the frame just below root with a url
  let cur: number | undefined = id
  const chain: string[] = []
  while (cur !== undefined) { const f = byId.get(cur)!.callFrame; if (f.url) chain.push(`${f.functionName || 'anon'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`); cur = parent.get(cur) }
  const key = process.argv[5] === 'self' ? chain.slice(0, 2).join(' < ') : chain.slice(-3).reverse().join(' > ')
  stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
})
for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(Math.round(v), k)
void t0
await browser.close()
