import { chromium } from '@playwright/test'
const width = Number(process.argv[2] ?? 360)
const steps = Number(process.argv[3] ?? 5)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width, height: 900 } })
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.type(), m.text().slice(0, 300)) })
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 800)))
await page.goto('http://127.0.0.1:3205/partida')
await page.evaluate(() => window.localStorage.clear())
await page.reload()
await page.getByLabel('Semilla').fill('4')
await page.getByRole('button', { name: 'Empezar la partida' }).click()
for (let i = 0; i < steps; i++) {
  await page.locator('#decision-titulo, #fin-titulo').first().waitFor({ timeout: 90000 })
  if (await page.locator('#fin-titulo').isVisible()) break
  const keep = page.getByRole('button', { name: /^(Mantener la mano|Ahora no)$/ })
  const title = await page.locator('#decision-titulo').innerText()
  console.log('at', i, title.replace(/\s+/g, ' '))
  try {
    if (await keep.isVisible()) await keep.click()
    else if (await page.getByRole('button', { name: 'Sin Posada' }).isVisible()) await page.getByRole('button', { name: 'Sin Posada' }).click()
    else await page.getByRole('list', { name: 'Opciones' }).getByRole('button').first().click({ timeout: 10000 })
  } catch (e) { await page.screenshot({ path: '/tmp/fail.png' }); throw e }
  console.log(i, title.replace(/\s+/g, ' '))
  await page.waitForTimeout(300)
}
await page.waitForTimeout(1000)
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth))
await page.screenshot({ path: `/tmp/board${width}.png` }); await page.locator('[data-testid=lado-1]').screenshot({ path: `/tmp/side1-${width}.png` }); await page.locator('[data-testid=lado-2]').screenshot({ path: `/tmp/side2-${width}.png` })
await browser.close()
