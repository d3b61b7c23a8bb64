import { expect, test, type Page, type Worker } from '@playwright/test'
import { decisionKey } from './table'

// Where the /partida bot thinks: in a Web Worker named «bot» (useBotWorker.ts), started when a game
// against the bot opens and never in a hot-seat game; and on the page's own thread where the browser
// has no Worker, with the game going on just the same. A player cannot see a thread, so these check
// what the browser reports (its workers) and what the player sees: the bot plays its turns.

async function startGame(page: Page, mode: 'bot' | 'hotseat', seed: number) {
  await page.goto('/partida')
  await page.evaluate(() => { window.localStorage.clear(); window.localStorage.setItem('dm.mesa.ritmo.v1', 'instant') })
  await page.reload()
  await page.getByRole('radio', { name: mode === 'bot' ? /Contra un bot/ : /Dos jugadores/ }).check()
  if (mode === 'bot') await page.getByLabel('Nivel del bot').selectOption('heuristic')
  await page.getByLabel('Semilla').fill(String(seed))
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
}

/** The names of the page's workers (a dedicated worker's `self.name`). */
const workerNames = (workers: readonly Worker[]) => Promise.all(workers.map((w) => w.evaluate(() => (self as unknown as { name: string }).name).catch(() => '(cerrado)')))

/**
 * Plays the player's decisions (keeping the hand, else the first option) until the log shows a second turn of
 * either Master, or the game is over: in either order of play the bot has then ended a turn of its own.
 */
async function playUntilTheBotHasPlayedATurn(page: Page) {
  const end = page.getByTestId('final')
  for (let i = 0; i < 200; i++) {
    await expect(page.locator('#decision-titulo').or(end)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Registro' }).click()
    const drawer = page.getByRole('dialog', { name: 'Lo que ha pasado' })
    const text = await drawer.getByRole('log', { name: 'Registro' }).innerText()
    await drawer.getByRole('button', { name: 'Cerrar' }).click()
    if (/Tu turno 2|Turno 2 del bot/.test(text)) return
    expect(await end.isVisible(), 'la partida no acaba antes del segundo turno').toBe(false)
    const before = await decisionKey(page)
    const keep = page.getByRole('button', { name: /^(Mantener la mano|Ahora no|Sin Posada)$/ })
    if (await keep.isVisible()) await keep.click()
    else await page.keyboard.press('1')
    await expect.poll(async () => (await end.isVisible()) || (await decisionKey(page)) !== before, { timeout: 30_000 }).toBe(true)
  }
  throw new Error('no second turn came')
}

test('against the bot, it thinks in a worker named «bot», and plays its turns', async ({ page }) => {
  test.setTimeout(180_000)
  const workers: Worker[] = []
  page.on('worker', (w) => workers.push(w))
  await startGame(page, 'bot', 6)
  await playUntilTheBotHasPlayedATurn(page)
  expect(await workerNames(workers)).toContain('bot')
})

test('a hot-seat game starts no bot worker', async ({ page }) => {
  const workers: Worker[] = []
  page.on('worker', (w) => workers.push(w))
  await startGame(page, 'hotseat', 6)
  await expect(page.locator('#decision-titulo').or(page.getByRole('heading', { name: /^Pasa el dispositivo/ }))).toBeVisible({ timeout: 30_000 })
  expect(await workerNames(workers)).not.toContain('bot')
})

test('without Web Workers, the page thinks for the bot itself and the game goes on', async ({ page }) => {
  test.setTimeout(180_000)
  await page.addInitScript(() => { Object.defineProperty(window, 'Worker', { value: undefined, configurable: true }) })
  const workers: Worker[] = []
  page.on('worker', (w) => workers.push(w))
  await startGame(page, 'bot', 6)
  await playUntilTheBotHasPlayedATurn(page)
  expect(await workerNames(workers)).not.toContain('bot')
})
