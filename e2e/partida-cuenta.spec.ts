import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A signed-in player's games live in their account: a few moves against the bot are saved as they go,
// the game is listed on /cuenta, and «Continuar» resumes it there even with this browser's copy gone.

const decisions = async (page: Page) => Number((await page.getByTestId('decisiones').innerText()).split(' ')[0])

async function playOne(page: Page) {
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  const before = await decisions(page)
  const keep = page.getByRole('button', { name: /^(Mantener la mano|Ahora no)$/ })
  if (await keep.isVisible()) await keep.click()
  else await page.keyboard.press('1')
  await expect.poll(() => decisions(page)).toBeGreaterThan(before)
}

test('a signed-in player\'s game against the bot is saved to the account and continued from /cuenta', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `partida-${Date.now()}@example.com`
  await page.goto('/cuenta/registro')
  await page.getByLabel('Nombre').fill('Jugadora de partidas')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('link', { name: 'Mis mazos' })).toBeVisible({ timeout: 20_000 })

  await page.goto('/partida')
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await page.getByRole('radio', { name: /Contra un bot/ }).check()
  await page.getByLabel('Nivel del bot').selectOption('heuristic')
  await page.getByLabel('Semilla').fill('4')
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
  for (let i = 0; i < 3; i++) await playOne(page)
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  const played = await decisions(page)
  await expect(page.getByTestId('guardado-cuenta')).toHaveText(/Guardada en tu cuenta/, { timeout: 20_000 })

  // The account lists it among the unfinished games, with its decks, mode, variant and catalogue version.
  await page.goto('/cuenta')
  const unfinished = page.getByRole('list', { name: 'Partidas sin terminar' })
  await expect(unfinished.getByRole('listitem')).toHaveCount(1)
  const item = unfinished.getByRole('listitem').first()
  await expect(item.getByRole('heading')).toHaveText(/ contra /)
  await expect(item).toContainText('Sin terminar')
  await expect(item).toContainText('contra el bot heurístico')
  await expect(item).toContainText('sin variante')
  await expect(item).toContainText(/catálogo [0-9a-f]+ \(el actual\)/)
  await expectNoSeriousA11yViolations(page, '/cuenta con partidas')

  // The browser's own copy is gone: what resumes is the account's.
  await page.evaluate(() => window.localStorage.clear())
  await item.getByRole('link', { name: /^Continuar/ }).click()
  await expect(page.getByTestId('decisiones')).toHaveText(`${played} decisiones tomadas`, { timeout: 20_000 })
  await expect(page).toHaveURL(/\/partida$/)
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toHaveCount(0)

  // Playing on updates the same account game (no second one appears).
  await playOne(page)
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  const later = await decisions(page)
  await expect(page.getByTestId('guardado-cuenta')).toHaveText(/Guardada en tu cuenta/, { timeout: 20_000 })
  const listed = await page.request.get('/api/games')
  const { games } = (await listed.json()) as { games: { decisions: number }[] }
  expect(games.map((g) => g.decisions)).toEqual([later])

  // Deleting it from the account asks first, then it is gone.
  await page.goto('/cuenta')
  await page.getByRole('button', { name: /^Borrar la partida/ }).click()
  await page.getByRole('button', { name: 'Sí, borrar' }).click()
  await expect(page.getByText('Todavía no tienes partidas guardadas.')).toBeVisible()
})
