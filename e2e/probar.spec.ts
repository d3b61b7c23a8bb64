import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A player testing how a boxed deck opens: the initial replacement, two turns under the real rules, undo,
// a shared line that reopens at the same position, then batch statistics with progress and cancel.

const statusText = async (page: Page) => (await page.getByRole('group', { name: 'Estado de la partida' }).innerText()).replace(/\s+/g, ' ')

test('play a boxed deck turn by turn, undo, and share the line', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.goto('/probar')
  await page.getByRole('link', { name: 'Caja 1 — La marcha de la montaña' }).click()

  // The opening hand: pick two cards for the bottom of the deck (R6.7).
  await expect(page.getByRole('heading', { name: /Reemplazo inicial/ })).toBeVisible()
  const hand = page.getByRole('list', { name: 'Mano inicial' }).getByRole('button')
  await expect(hand).toHaveCount(5)
  await hand.nth(0).click()
  await hand.nth(3).click()
  await expect(hand.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Reemplazar 2' }).click()

  // The protecting enemy (RUL-6), then two full turns.
  await page.getByRole('button', { name: /^Proteger con / }).first().click()
  const actions = page.getByRole('region', { name: 'Tus acciones' })
  await expect(actions).toBeVisible()
  await expect(page.getByRole('group', { name: 'Estado de la partida' })).toContainText('1')

  // First action by hand, as a player would: draw a card, and see the Master-action counter move.
  await actions.getByRole('button', { name: 'Robar una carta' }).click()
  await expect(page.getByRole('log', { name: 'Registro' })).toContainText(/roba/i)
  await page.getByRole('button', { name: 'Completar el turno automáticamente' }).click()
  await page.getByRole('button', { name: 'Completar el turno automáticamente' }).click()
  const afterTwo = await statusText(page)
  expect(afterTwo).toMatch(/Turno\D*3/)

  // Undo one step, and the position changes; the URL carries the line.
  await page.getByRole('button', { name: 'Deshacer' }).click()
  const afterUndo = await statusText(page)
  expect(afterUndo).not.toEqual(afterTwo)
  const logAfterUndo = await page.getByRole('log', { name: 'Registro' }).innerText()

  const link = await page.getByRole('textbox', { name: 'Enlace a esta partida' }).inputValue()
  expect(link).toMatch(/\/probar\?.*seed=/)

  // A fresh browser context (no storage, no history) opens the same position.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto(link)
  await expect(other.getByRole('group', { name: 'Estado de la partida' })).toBeVisible()
  expect(await statusText(other)).toEqual(afterUndo)
  expect(await other.getByRole('log', { name: 'Registro' }).innerText()).toEqual(logAfterUndo)
  await fresh.close()
})

test('batch statistics: progress, a cancel that works, then the charts of a full run', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/probar')
  await page.getByRole('link', { name: 'Caja 2 — Los corsarios de Árathan' }).click()
  const panel = page.getByRole('region', { name: 'Estadísticas de muchas partidas' })
  await expect(panel).toBeVisible()

  // A long batch, cancelled while it runs.
  await panel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill('100000')
  await panel.getByRole('spinbutton', { name: 'Turnos', exact: true }).fill('40')
  await panel.getByRole('button', { name: 'Ejecutar' }).click()
  const progress = panel.getByRole('progressbar', { name: 'Partidas simuladas' })
  await expect(progress).toBeVisible()
  await panel.getByRole('button', { name: 'Cancelar' }).click()
  await expect(panel.getByRole('button', { name: 'Ejecutar' })).toBeEnabled()
  const stoppedAt = Number(await progress.getAttribute('aria-valuenow'))
  expect(stoppedAt).toBeLessThan(100000)
  await page.waitForTimeout(1000)
  expect(Number(await progress.getAttribute('aria-valuenow'))).toEqual(stoppedAt)

  // A short batch that finishes: charts with their accessible tables.
  await panel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill('300')
  await panel.getByRole('spinbutton', { name: 'Turnos', exact: true }).fill('5')
  await panel.getByRole('button', { name: 'Ejecutar' }).click()
  await expect(panel.getByRole('heading', { name: 'Composición de la mano por tipo' })).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByRole('heading', { name: 'Dinero por turno' })).toBeVisible()
  await expect(panel.locator('.recharts-surface').first()).toBeVisible()
  // Each chart has a data table as its text alternative (collapsed by default).
  await expect(panel.locator('table caption', { hasText: 'Dinero por turno' })).toHaveCount(1)

  await expectNoSeriousA11yViolations(page, '/probar con estadísticas')
})

test('on a slow phone, what the player types while /probar is still loading is what runs', async ({ page }) => {
  // A phone's CPU: the server's HTML shows the batch form well before React hydrates it. Typed into
  // then, the number would be reset to the default without a word; the fields wait instead.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await page.goto('/probar')
  const deckUrl = await page.getByRole('link', { name: /^Caja 1/ }).first().getAttribute('href')
  expect(deckUrl).toMatch(/^\/probar\?code=/)
  await page.goto(deckUrl ?? '', { waitUntil: 'commit' })
  const panel = page.getByRole('region', { name: 'Estadísticas de muchas partidas' })
  await panel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill('120')
  await panel.getByRole('spinbutton', { name: 'Turnos', exact: true }).fill('3')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await panel.getByRole('button', { name: 'Ejecutar' }).click()
  await expect(panel.getByRole('status')).toHaveText(/^Listo: 120 partidas de 3 turnos/, { timeout: 60_000 })
})

test('a link to a saved deck that does not exist says so, and the chooser stays', async ({ page }) => {
  await page.goto('/probar?deck=no-existe-este-mazo')
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo abrir el mazo guardado' })).toContainText('Ese mazo no', { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Elige un mazo' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Caja 1 — La marcha de la montaña' })).toBeVisible()
})
