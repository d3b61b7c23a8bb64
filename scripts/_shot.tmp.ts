import { chromium } from '@playwright/test'
const url = process.argv[2] ?? 'http://127.0.0.1:3205/partida'
const out = process.argv[3] ?? '/tmp/shot.png'
const width = Number(process.argv[4] ?? 360)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width, height: 800 } })
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)) })
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)))
await page.goto(url)
await page.waitForTimeout(3000)
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth))
await page.screenshot({ path: out, fullPage: true })
await browser.close()
