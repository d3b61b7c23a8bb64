import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// Players on /partida: a hot-seat game continued from a shared position up to the capture of a relic,
// a whole game against the bot played with the keyboard, its replay opened in a fresh browser, and a
// reload in mid-game that resumes it. Seeds make every game the same on every run.

// A line replays only on the engine version it was made with: `npx tsx scripts/e2e-capture-line.ts` finds these
// again (and the 125 below) after a change of ENGINE_VERSION.
/** Boxed decks 1 and 2 on this seed: the first 125 decisions of a game whose Master 1 captures the relic at the 132nd. */
const SEED = 5
const LINE_TO_CAPTURE = '-234-302411709580000b2413002062061302121100730731230010007011044041221a0011011050001000402002002200102241002004400410020402034400017'
/** The option numbers Master 1 then picks, in order, the last of them winning the combat that captures the relic. */
const LAST_DECISIONS = [3, 2, 1, 1, 4, 2, 3]

async function startGame(page: Page, seed: number, mode: 'hotseat' | 'bot') {
  await page.goto('/partida')
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await page.getByRole('radio', { name: mode === 'bot' ? /Contra un bot/ : /Dos jugadores/ }).check()
  if (mode === 'bot') await page.getByLabel('Nivel del bot').selectOption('heuristic')
  await page.getByLabel('Semilla').fill(String(seed))
  await expectNoSeriousA11yViolations(page, '/partida: preparar la partida')
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
}

const decisions = async (page: Page) => Number((await page.getByTestId('decisiones').innerText()).split(' ')[0])

test('hot seat: continue a shared position and capture the relic', async ({ page }) => {
  await startGame(page, SEED, 'hotseat')
  // The first decision is Master 1's: the hand-off screen hides the table until they are ready.
  await expect(page.getByRole('heading', { name: 'Pasa el dispositivo al Master 1' })).toBeVisible()
  await expect(page.getByRole('log', { name: 'Registro' })).toHaveCount(0)
  const link = new URL((await page.getByTestId('enlace-repeticion').getAttribute('href')) ?? '')
  link.searchParams.set('l', LINE_TO_CAPTURE)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByTestId('paso')).toHaveText('Acción 125 de 125')
  // The game just started is saved in this browser: continuing the replay asks before replacing it.
  page.once('dialog', (d) => { expect(d.message()).toContain('partida guardada'); void d.accept() })
  await page.getByRole('button', { name: /Continuar desde aquí/ }).click()
  await page.getByRole('button', { name: 'Soy el Master 1: mostrar la mesa' }).click()
  // Master 1 sees their own hand and only the size of the rival's.
  await expect(page.getByTestId('mano-rival-2')).toHaveText(/\d+ cartas? en la mano/)
  await expectNoSeriousA11yViolations(page, '/partida: la mesa')
  for (const n of LAST_DECISIONS) {
    const before = await decisions(page)
    await page.getByRole('button', { name: new RegExp(`^${n}\\. `) }).click()
    await expect.poll(() => decisions(page)).toBe(before + 1)
  }
  await expect(page.getByRole('heading', { name: 'Partida terminada' })).toBeVisible()
  await expect(page.getByTestId('combate')).toContainText('¡Master 1 captura la reliquia!')
  await expect(page.getByTestId('combate')).toContainText(/dado [\d,]+/)
  await expect(page.getByRole('log', { name: 'Registro' })).toContainText(/reliquia/i)
})

test('against the heuristic bot: a whole game by keyboard, then its replay in a fresh browser', async ({ page, browser }) => {
  test.setTimeout(480_000)
  await startGame(page, 4, 'bot')
  const end = page.getByRole('heading', { name: 'Partida terminada' })
  for (let i = 0; i < 900; i++) {
    await expect(page.locator('#decision-titulo, #fin-titulo')).toBeVisible({ timeout: 20_000 })
    if (await end.isVisible()) break
    const before = await decisions(page)
    const keep = page.getByRole('button', { name: /^(Mantener la mano|Ahora no)$/ })
    if (await keep.isVisible()) await keep.click()
    else await page.keyboard.press('1')
    await expect.poll(() => decisions(page)).toBeGreaterThan(before)
  }
  await expect(end).toBeVisible()
  // The bot's decisions were played and logged: the log holds both Masters' turns.
  await expect(page.getByRole('log', { name: 'Registro' })).toContainText('Master 2')
  const total = await decisions(page)
  expect(total).toBeGreaterThan(20)

  const href = (await page.getByTestId('enlace-repeticion').getAttribute('href')) ?? ''
  const fresh = await browser.newContext()
  const viewer = await fresh.newPage()
  await viewer.goto(href)
  await expect(viewer.getByTestId('paso')).toHaveText(`Acción ${total} de ${total}`)
  await expectNoSeriousA11yViolations(viewer, '/partida: repetición')
  await expect(viewer.getByText('Partida terminada').first()).toBeVisible()
  await viewer.getByRole('button', { name: 'Atrás' }).click()
  await expect(viewer.getByTestId('paso')).toHaveText(`Acción ${total - 1} de ${total}`)
  await viewer.getByLabel('Ir al turno').selectOption({ label: 'Turno 2 del Master 1' })
  await expect(viewer.getByTestId('paso')).not.toHaveText(`Acción ${total - 1} de ${total}`)
  await expect(viewer.getByRole('log', { name: 'Registro' })).toContainText('Turno 2 del Master 1')
  await fresh.close()
})

test('a reload in mid-game resumes it', async ({ page }) => {
  await startGame(page, 4, 'bot')
  await page.getByRole('button', { name: 'Mantener la mano' }).click()
  await expect.poll(() => decisions(page)).toBeGreaterThan(1)
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  const count = await decisions(page)
  const entries = page.getByRole('log', { name: 'Registro' }).getByRole('listitem')
  const log = await entries.allInnerTexts()
  // The bot's draws are in the log, unnamed: Master 1 does not see the bot's hand.
  expect(log).toContain('Master 2 roba una carta. R6.6')
  await page.reload()
  await expect(page.getByTestId('decisiones')).toHaveText(`${count} decisiones tomadas`)
  await expect(entries).toHaveText(log)
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toHaveCount(0)
})
