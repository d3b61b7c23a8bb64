// A newcomer's first game on /aprender (issue 27), played as they would: read the guide, do what it says, watch the bot;
// a wrong choice refused with a word; the game left halfway and resumed where it was; the won game at the end. axe on the
// guide, the board and the ending.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'
import { expectTableInView, PHONE_SIZES, setPace } from './table'

const see = expect.configure({ timeout: 20_000 })
const guide = (page: Page) => page.getByTestId('guia')
const decision = (page: Page) => page.locator('section[aria-labelledby="decision-titulo"]')
const won = (page: Page) => page.getByRole('heading', { name: '¡Has ganado tu primera partida!' })

/** The guide's chapter line: «Capítulo 3 de 7: Explorar». */
const chapter = async (page: Page) => (await guide(page).getByText(/^Capítulo \d de 7/).innerText()).trim()

/**
 * Does what the guide asks at the decision in view: in the opening hand, picks the card the guide names and replaces it;
 * otherwise presses the one option the board offers. Returns the guide's words for that decision.
 */
async function followGuide(page: Page): Promise<string> {
  const todo = (await guide(page).getByRole('heading').innerText()).trim()
  const hand = decision(page).getByRole('list', { name: 'Mano inicial' })
  if (await hand.isVisible()) {
    const card = /Elige (?:el |la )?(.+?) y pulsa/.exec(todo)?.[1] ?? ''
    await hand.getByRole('button', { name: new RegExp(card) }).click()
    await decision(page).getByRole('button', { name: 'Reemplazar 1 carta' }).click()
  } else {
    const options = decision(page).locator('button[data-action-type]')
    await expect(options).toHaveCount(1)
    await options.first().click()
  }
  return todo
}

test('a newcomer plays the guided first game from the deal to the won game, leaving and resuming it halfway', async ({ page, context }) => {
  test.setTimeout(5 * 60_000)
  // The steps are played back on the board as in any game; a brisk pace keeps the test short.
  await setPace(context, 'fast')
  await page.goto('/aprender')
  await see(guide(page).getByRole('heading', { name: /Elige el Mandoble flamígero/ })).toBeVisible()
  expect(await chapter(page)).toBe('Capítulo 1 de 7: La mano inicial')
  // Each step says why, with its rule.
  await expect(guide(page).getByRole('link', { name: /R6\.7/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page, '/aprender: la mano inicial')
  // The guided game is a table too: on a phone it fits the screen with the guide, the decision and both relics in view.
  await expectTableInView(page, PHONE_SIZES, { also: [['la guía', guide(page).getByRole('heading')], ['la decisión', page.locator('#decision-titulo')]] })

  // A wrong choice is refused with a word, and nothing changes.
  const hand = decision(page).getByRole('list', { name: 'Mano inicial' })
  await hand.getByRole('button', { name: /Daga|Espada corta/ }).first().click()
  await decision(page).getByRole('button', { name: 'Reemplazar 1 carta' }).click()
  await see(page.getByRole('alert').filter({ hasText: 'Esa no es la jugada de este paso' })).toBeVisible()
  await expect(guide(page).getByRole('heading', { name: /Elige el Mandoble flamígero/ })).toBeVisible()
  await hand.getByRole('button', { name: /Daga|Espada corta/ }).first().click()

  const seen: string[] = []
  const chapters = new Set<string>()
  let resumed = false
  for (let i = 0; i < 80 && !(await won(page).isVisible()); i++) {
    // The bot's turn plays by itself; the next decision is the newcomer's.
    await see(decision(page).or(won(page))).toBeVisible({ timeout: 30_000 })
    if (await won(page).isVisible()) break
    chapters.add(await chapter(page))
    seen.push(await followGuide(page))
    // Halfway (once the trap is sprung), the newcomer leaves and comes back: the game is where it was.
    if (!resumed && seen.some((t) => /Bomba Bahaluk contra/.test(t))) {
      await see(guide(page).getByRole('heading', { name: /Coloca la Espada corta/ })).toBeVisible({ timeout: 30_000 })
      const before = await chapter(page)
      await page.goto('/')
      await page.goto('/aprender')
      await see(guide(page).getByText('Seguimos donde lo dejaste.')).toBeVisible()
      await see(guide(page).getByRole('heading', { name: /Coloca la Espada corta/ })).toBeVisible()
      expect(await chapter(page)).toBe(before)
      resumed = true
    }
  }
  await see(won(page)).toBeVisible()
  expect(resumed).toBe(true)
  // Every chapter was gone through, from the opening hand to the offensive, and the won game is the seventh.
  expect([...chapters]).toEqual([
    'Capítulo 1 de 7: La mano inicial', 'Capítulo 2 de 7: Revelar un Dalma', 'Capítulo 3 de 7: Explorar',
    'Capítulo 4 de 7: Responder y tender trampas', 'Capítulo 5 de 7: Equiparse y aprender', 'Capítulo 6 de 7: Ir a por la reliquia',
  ])
  expect(await chapter(page)).toBe('Capítulo 7 de 7: Ganar')
  for (const taught of [/explore contra el Pirata/, /Confusión/, /Bomba Bahaluk/, /se equipa la Espada corta/, /aprende Debilidad de Amán/, /Ve a por la reliquia/, /emparejamientos/]) {
    expect(seen.some((t) => taught.test(t)), String(taught)).toBe(true)
  }
  // The won game is in the decision's place, in view; the log (in its drawer) tells the capture in the player's words.
  await expectTableInView(page, PHONE_SIZES, { result: true })
  await page.getByRole('button', { name: 'Registro' }).click()
  await expect(page.getByRole('log', { name: 'Registro' })).toContainText('Tú capturas la reliquia.')
  await page.getByRole('dialog', { name: 'Lo que ha pasado' }).getByRole('button', { name: 'Cerrar' }).click()
  await expect(page.getByRole('link', { name: 'Jugar una partida contra el bot' })).toHaveAttribute('href', '/partida')
  await expectNoSeriousA11yViolations(page, '/aprender: partida ganada')

  // Won, the game is not resumed on a return: it starts afresh.
  await page.reload()
  await see(guide(page).getByRole('heading', { name: /Elige el Mandoble flamígero/ })).toBeVisible()
  await expect(guide(page).getByText('Seguimos donde lo dejaste.')).toHaveCount(0)
})

test('/partida points first-time players to the guided game', async ({ page }) => {
  await page.goto('/partida')
  await expect(page.getByRole('link', { name: 'Aprende jugando con una partida guiada' })).toHaveAttribute('href', '/aprender')
})
