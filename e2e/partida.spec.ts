import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signUpAndSignIn, testEmail } from './accounts'
import { expectNoSeriousA11yViolations } from './a11y'
import { ALL_SIZES, decisionKey, DESKTOP_SIZES, expectTableInView, optionLabels, PHONE_CONTEXT, PHONE_SIZES, PREFERRED, type Size } from './table'

// Players on /partida (issues 17 and 27): whole games against the bot on a phone (by touch) and on a
// desktop (by keyboard), each checking at every decision that the table fits the screen (at 360×800 and
// 390×844, or 1280×800 and 1366×768: no scrolling, the decision and both relics in view), the summary of an
// offensive, that no replay exists before the end, the ending in view and its replay (at all four sizes); an
// illegal pasted deck refused; a saved deck played through «Jugar con este mazo»; hot seat hand-offs that show
// nothing and offer no undo; a shared unfinished game that gives nothing away; a reload in mid-game. Seeds
// make every game the same on every run; the rival's turns are not played back (pace «Sin animación»), except
// in partida-jugadas.spec.ts, where the playback is the point.

/** The decisions counted in the menu («N decisiones tomadas»). */
async function decisions(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Menú' }).click()
  const n = Number((await page.getByTestId('decisiones').innerText()).split(' ')[0])
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar' }).click()
  return n
}

async function freshSetup(page: Page) {
  await page.goto('/partida')
  await page.evaluate(() => { window.localStorage.clear(); window.localStorage.setItem('dm.mesa.ritmo.v1', 'instant') })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toBeVisible()
}

async function startGame(page: Page, seed: number, mode: 'hotseat' | 'bot') {
  await freshSetup(page)
  await page.getByRole('radio', { name: mode === 'bot' ? /Contra un bot/ : /Dos jugadores/ }).check()
  if (mode === 'bot') await page.getByLabel('Nivel del bot').selectOption('heuristic')
  await page.getByLabel('Semilla').fill(String(seed))
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
}

async function expectNoSideScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'la página no se desplaza de lado').toBeLessThanOrEqual(width)
}

const noReplayYet = async (page: Page) => {
  await expect(page.getByTestId('enlace-repeticion')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /repetición/i })).toHaveCount(0)
}

/** One decision as a player would: keep the hand, skip the Posada, else a preferred option or the first (by tap or by its key). */
async function decide(page: Page, by: 'tap' | 'key'): Promise<string> {
  const keep = page.getByRole('button', { name: /^(Mantener la mano|Ahora no)$/ })
  const inn = page.getByRole('button', { name: 'Sin Posada' })
  if (await keep.isVisible()) { await keep.click(); return 'keep' }
  if (await inn.isVisible()) { await inn.click(); return 'inn' }
  const buttons = page.getByRole('list', { name: 'Opciones' }).getByRole('button')
  const labels = await optionLabels(page)
  const preferred = PREFERRED.map((re) => labels.findIndex((l) => re.test(l))).find((i) => i >= 0) ?? 0
  if (by === 'key' && preferred < 9) await page.keyboard.press(String(preferred + 1))
  else if (by === 'key') await buttons.nth(preferred).click()
  else await buttons.nth(preferred).tap()
  return labels[preferred] ?? ''
}

type Seen = { offensiveSummary: boolean; checks: number }

/**
 * Plays the game to its end, checking at every decision that the table fits the screen at `sizes`, and on
 * the way: no replay before the end, and the summary of the player's first offensive once it is over (who
 * fought whom, the dice, the relic's state), read in the «Registro» drawer.
 */
async function playToTheEnd(page: Page, by: 'tap' | 'key', sizes: readonly Size[]): Promise<Seen> {
  const seen: Seen = { offensiveSummary: false, checks: 0 }
  const end = page.getByTestId('final')
  let offensive = false
  for (let i = 0; i < 1500; i++) {
    await expect(page.locator('#decision-titulo').or(end)).toBeVisible({ timeout: 30_000 })
    if (await end.isVisible()) return seen
    await expectTableInView(page, sizes, { decision: true })
    seen.checks++
    // An offensive of the player's that came to blows is summarised whole once it is over: declaration,
    // pairings, each attack with its dice, and how the rival's relic stands after it.
    if (offensive && !seen.offensiveSummary && await page.getByTestId('combate').count() === 0) {
      await page.getByRole('button', { name: 'Registro' }).click()
      const drawer = page.getByRole('dialog', { name: 'Lo que ha pasado' })
      const blocks = drawer.getByTestId('resumen-combate').filter({ hasText: 'Tu ofensiva' }).filter({ hasText: /: (dado [\d, ]+|Pifia|Tirada 666)/ })
      if (await blocks.count() > 0) {
        const text = await blocks.first().innerText()
        expect(text).toMatch(/Tú vas a por la reliquia con /)
        expect(text).toMatch(/ (ataca|dispara) a .+: (dado [\d, ]+|Pifia|Tirada 666)/)
        expect(text).toMatch(/Ahora, la reliquia del bot|captura la reliquia/)
        seen.offensiveSummary = true
      }
      offensive = false
      await drawer.getByRole('button', { name: 'Cerrar' }).click()
    }
    if (i % 40 === 0) await noReplayYet(page)
    const before = await decisionKey(page)
    const pressed = await decide(page, by)
    if (/^Ir a por la reliquia/.test(pressed)) offensive = true
    await expect.poll(async () => (await end.isVisible()) || (await decisionKey(page)) !== before, { timeout: 30_000 }).toBe(true)
  }
  throw new Error('the game did not end')
}

async function checkEnding(page: Page, browserContext: { newPage: () => Promise<Page> }, sizes: readonly Size[]) {
  const final = page.getByTestId('final')
  await expect(final.getByRole('heading', { name: /^(¡Has ganado!|Has perdido|Tablas)$/ })).toBeVisible()
  await expect(final).toContainText(/gana|pierde|Tablas/)
  await expect(final.getByRole('link', { name: /^(R|RUL-)\d/ }).first()).toBeVisible()
  await expect(final).toContainText(/turnos en total/)
  // The result in view, and no undo beside it.
  await expectTableInView(page, sizes, { result: true, also: [['Ver la repetición', final.getByRole('link', { name: 'Ver la repetición' })]] })
  await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0)
  await expect(final.getByRole('button', { name: 'Revancha' })).toBeVisible()
  await expect(final.getByRole('button', { name: 'Jugar otra vez' })).toBeVisible()
  const href = (await page.getByTestId('enlace-repeticion').getAttribute('href')) ?? ''
  expect(href).toMatch(/m=bot&bot=heuristic/)
  // The replay keeps the bot: an earlier position can be continued against it. It too is a table that fits
  // every screen, at its start, midway and at its end.
  const viewer = await browserContext.newPage()
  await viewer.goto(href)
  await expect(viewer.getByRole('heading', { name: 'Repetición' })).toBeVisible()
  const total = Number(/de (\d+)$/.exec(await viewer.getByTestId('paso').innerText())?.[1])
  const controls = (): [string, ReturnType<Page['getByRole']>][] => [['los controles de la repetición', viewer.getByRole('group', { name: 'Avanzar y retroceder' })]]
  await expectTableInView(viewer, ALL_SIZES, { also: [...controls(), ['el resultado', viewer.getByTestId('resultado')]] })
  await viewer.getByRole('button', { name: 'Atrás' }).click()
  await expect(viewer.getByTestId('paso')).toHaveText(`Acción ${total - 1} de ${total}`)
  await expect(viewer.getByRole('button', { name: /^Continuar desde aquí contra el bot \(heurístico\)/ })).toBeVisible()
  await viewer.getByRole('button', { name: 'Al principio' }).click()
  await expectTableInView(viewer, ALL_SIZES, { also: controls() })
  await viewer.getByLabel('Ir al turno').selectOption({ index: 2 })
  await expectTableInView(viewer, ALL_SIZES, { also: controls() })
  // A finished game's log is whole: its first lines are a tap away, both hands named.
  await viewer.getByRole('button', { name: 'Registro' }).click()
  const log = viewer.getByRole('log', { name: 'Registro' })
  const more = viewer.getByRole('button', { name: /^Mostrar (las \d+ líneas anteriores|la línea anterior)$/ })
  if (await more.count() > 0) await more.click()
  // Issue 27: the replay names the Masters as the game did («Tú» and «Bot»), never «Master 1» and «Master 2».
  await expect(log).toContainText(/Tu turno 1|Turno 1 del bot/)
  await expect(log).toContainText(/Bot roba (?!una carta)/)
  await expect(log).not.toContainText(/Master [12]/)
  await expectNoSeriousA11yViolations(viewer, '/partida: repetición, registro abierto')
  await viewer.close()
}

test('the set-up form comes in the server\'s HTML, its fields waiting for React: nothing shifts when it hydrates', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(new URL('/partida', baseURL).href)
    await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toBeVisible()
    await expect(page.getByLabel('Semilla')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Empezar la partida' })).toBeDisabled()
  } finally {
    await context.close()
  }
})

test.describe('on a phone', () => {
  test.use(PHONE_CONTEXT)

  test('a whole game against the bot by touch: the table fits 360×800 and 390×844 at every decision, the offensive summary, the ending and its replay', async ({ page, context }) => {
    test.setTimeout(600_000)
    await freshSetup(page)
    await expectNoSideScroll(page)
    await expectNoSeriousA11yViolations(page, '/partida: preparar la partida (móvil)')
    await startGame(page, 2, 'bot')
    await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 30_000 })
    await noReplayYet(page)

    // The hand is cards with their type and price, not face-down names; the rival's hand is a count.
    const mine = page.getByTestId('lado-1')
    await expect(mine.getByRole('button', { name: /^Leer / }).first()).toBeVisible()
    await expect(page.getByTestId('mano-rival-2')).toHaveText(/^\d+$/)
    // Each price is whole on its tile: the strip's letters («1 o 6 p»), the words («1 oro y 6 platas») in its tooltip and
    // read out (the words ran past a hand tile's edge).
    const prices = mine.locator('span[title]').filter({ hasText: /^Coste / })
    expect(await prices.count()).toBeGreaterThan(0)
    const cut = await prices.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute('title')))
    expect(cut, 'precios cortados en las cartas de la mano').toEqual([])
    await expect(prices.first()).toHaveAttribute('title', /^(\d+ oros?( y \d+ platas?)?|\d+ platas?|Gratis)$/)
    // «Deshacer» and the log stay within reach in the top bar.
    const bar = page.getByRole('group', { name: 'Barra de la partida' })
    await expect(bar).toBeInViewport()
    await bar.getByRole('button', { name: 'Registro' }).tap()
    await expect(page.getByRole('log', { name: 'Registro' })).toBeInViewport()
    await expectNoSeriousA11yViolations(page, '/partida: registro (móvil)')
    await page.getByRole('dialog', { name: 'Lo que ha pasado' }).getByRole('button', { name: 'Cerrar' }).tap()
    // A tap on a card reads it.
    await mine.getByRole('button', { name: /^Leer / }).first().tap()
    await expect(page.getByTestId('lector')).toBeVisible()
    await expect(page.getByTestId('lector')).toBeInViewport()
    await page.getByTestId('lector').getByRole('button', { name: 'Cerrar' }).tap()
    await expect(page.getByTestId('lector')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page, '/partida: la mesa (móvil)')
    // The sheet lowers to show the table whole, and comes back up.
    await page.getByRole('button', { name: 'Bajar' }).tap()
    await expect(page.locator('#decision-titulo')).toBeHidden()
    await page.getByRole('button', { name: 'Subir' }).tap()
    await expect(page.locator('#decision-titulo')).toBeVisible()
    // Past the replacement, a list of options: no keyboard hints on a touch screen.
    await page.getByRole('button', { name: 'Mantener la mano' }).tap()
    await expect(page.getByRole('list', { name: 'Opciones' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/^Las teclas 1 a/)).toHaveCount(1)
    await expect(page.getByText(/^Las teclas 1 a/)).toBeHidden()

    const seen = await playToTheEnd(page, 'tap', PHONE_SIZES)
    expect(seen.offensiveSummary, 'the summary showed the player\'s offensive').toBe(true)
    await expectNoSeriousA11yViolations(page, '/partida: final (móvil)')
    await checkEnding(page, context, PHONE_SIZES)
  })

  test('an illegal pasted deck is refused with its problems, a legal one shows its name', async ({ page }) => {
    await freshSetup(page)
    const list = readFileSync('content/decks/caja-1-marcha-de-la-montana.txt', 'utf8')
    await page.getByLabel('Mazo', { exact: true }).first().selectOption({ label: 'Otro: pegar una lista o un código' })
    await page.getByLabel('Lista o código de mazo').fill(list.replace('1 Tiro certero', '4 Tiro certero'))
    const verdict = page.getByTestId('veredicto-1')
    await expect(verdict).toContainText('«Caja 1 — La marcha de la montaña» no es legal')
    await expect(verdict).toContainText('Tiro certero')
    await expect(verdict.getByRole('link', { name: /^R5\.\d+$|^RUL-\d+$/ }).first()).toBeVisible()
    await expectNoSideScroll(page)
    await page.getByRole('button', { name: 'Empezar la partida' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'no es legal' })).toContainText('El mazo del Master 1 («Caja 1 — La marcha de la montaña») no es legal')
    await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, '/partida: mazo ilegal')
    await page.getByLabel('Lista o código de mazo').fill(list)
    await expect(verdict).toHaveText('«Caja 1 — La marcha de la montaña»: mazo legal.')
    // Issue 29: the player is told what the bot will know of the list. Pasted as printed, it is the boxed deck's, public
    // (R2.1); with one card less it is the player's own, and the bot is not told it.
    const botKnows = page.getByTestId('lista-bot')
    await expect(botKnows).toContainText('El bot conoce la lista de este mazo')
    await expect(botKnows.getByRole('link', { name: 'R2.1' })).toBeVisible()
    await page.getByLabel('Lista o código de mazo').fill(list.replace('2 Hallazgo inusual', '1 Hallazgo inusual'))
    await expect(verdict).toHaveText('«Caja 1 — La marcha de la montaña»: mazo legal.')
    await expect(botKnows).toContainText('El bot no conoce esta lista')
    await expectNoSideScroll(page)
    await page.getByLabel('Dos jugadores en esta pantalla').check()
    await expect(botKnows).toHaveCount(0)
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP_SIZES[0] })

  test('a whole game against the bot by keyboard: the table fits 1280×800 and 1366×768 at every decision, key hints, the summary and the ending', async ({ page, context }) => {
    test.setTimeout(600_000)
    await startGame(page, 4, 'bot')
    await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('contexto')).not.toBeEmpty()
    await page.getByRole('button', { name: 'Mantener la mano' }).click()
    await expect(page.getByText(/^Las teclas 1 a/)).toBeVisible({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(page, '/partida: la mesa')
    // In the fanned hand each card's right side lies under the next: every price is in the part that shows.
    const hand = page.getByRole('list', { name: /^Tu mano: / })
    expect(await hand.locator('span[title]').filter({ hasText: /^Coste / }).count()).toBeGreaterThan(0)
    const covered = await hand.evaluate((ul) => {
      const cards = [...ul.children]
      return cards.flatMap((li, i) => {
        const price = [...li.querySelectorAll('span[title]')].find((el) => el.textContent?.startsWith('Coste '))
        const next = cards[i + 1]
        if (price === undefined || next === undefined) return []
        return price.getBoundingClientRect().right > next.getBoundingClientRect().left + 1 ? [price.getAttribute('title')] : []
      })
    })
    expect(covered, 'precios tapados por la carta siguiente').toEqual([])
    // A mouse over a card shows it whole beside it.
    await page.getByTestId('lado-1').getByRole('button', { name: /^Leer / }).first().hover()
    await expect(page.getByTestId('lector')).toBeInViewport()
    await page.mouse.move(1, 1)
    const seen = await playToTheEnd(page, 'key', DESKTOP_SIZES)
    expect(seen.offensiveSummary).toBe(true)
    await checkEnding(page, context, DESKTOP_SIZES)
  })
})

test('hot seat: the hand-off screen shows nothing of either hand, offers no undo, and comes only for a decision to make; undo never crosses it', async ({ page }) => {
  test.setTimeout(180_000)
  await startGame(page, 1, 'hotseat')
  let handOffs = 0
  let undoTried = false
  const end = page.getByTestId('final')
  for (let i = 0; i < 60; i++) {
    const handOff = page.getByRole('heading', { name: /^Pasa el dispositivo al Master \d$/ })
    await expect(page.locator('#decision-titulo').or(handOff).or(end)).toBeVisible({ timeout: 20_000 })
    if (await end.isVisible()) break
    if (await handOff.isVisible()) {
      const seat = /Master (\d)/.exec(await handOff.innerText())?.[1]
      await expect(page.getByTestId('lado-1')).toHaveCount(0)
      await expect(page.getByTestId('lado-2')).toHaveCount(0)
      await expect(page.getByRole('log', { name: 'Registro' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Leer / })).toHaveCount(0)
      // Nothing to undo from here: the last decision is the other Master's.
      await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0)
      await noReplayYet(page)
      if (handOffs === 0) await expectNoSeriousA11yViolations(page, '/partida: relevo')
      handOffs++
      await page.getByRole('button', { name: `Soy el Master ${seat}: mostrar la mesa` }).click()
      // The Master the device went to has a decision to make, not a step that happens by itself.
      await expect(page.locator('#decision-titulo')).toBeVisible()
      await expect(page.getByTestId('decide')).toHaveText(`Master ${seat}`)
      if (handOffs >= 2 && !undoTried) {
        // Undo right after taking the device would take back the other Master's decision: refused, and
        // the table stays this Master's, with no hand-off back.
        undoTried = true
        const key = await decisionKey(page)
        await page.getByRole('button', { name: 'Deshacer' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'La última decisión no es tuya' })).toBeVisible()
        expect(await decisionKey(page)).toBe(key)
        await expect(page.getByTestId('decide')).toHaveText(`Master ${seat}`)
        await expect(handOff).toHaveCount(0)
      }
      continue
    }
    const before = await decisionKey(page)
    await decide(page, 'key')
    // Either the next decision comes or the device goes to the other Master.
    await expect.poll(async () => (await handOff.isVisible()) || (await end.isVisible()) || (await decisionKey(page)) !== before).toBe(true)
  }
  expect(handOffs).toBeGreaterThanOrEqual(2)
  expect(undoTried).toBe(true)
})

test('a game shared before its end shows no board and no log, and can be continued against its bot', async ({ page, browser }) => {
  await startGame(page, 4, 'bot')
  await page.getByRole('button', { name: 'Mantener la mano' }).click()
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => decisions(page), { timeout: 20_000 }).toBeGreaterThan(0)
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('dm.partida.v1') ?? 'null') as { setup: { codes: [string, string] }; line: string; engineVersion: number } | null)
  expect(saved).not.toBeNull()
  const link = `/partida?rep=1&s=4&v=none&a=${encodeURIComponent(saved?.setup.codes[0] ?? '')}&b=${encodeURIComponent(saved?.setup.codes[1] ?? '')}&l=${saved?.line ?? ''}&e=${saved?.engineVersion}&m=bot&bot=heuristic`
  const other = await browser.newContext()
  const viewer = await other.newPage()
  await viewer.goto(link)
  await expect(viewer.getByRole('heading', { name: 'Partida sin terminar' })).toBeVisible({ timeout: 20_000 })
  await expect(viewer.getByRole('log', { name: 'Registro' })).toHaveCount(0)
  await expect(viewer.getByTestId('lado-1')).toHaveCount(0)
  await expect(viewer.getByText(/ roba /)).toHaveCount(0)
  await viewer.getByRole('button', { name: /^Continuar desde aquí contra el bot/ }).click()
  await expect(viewer.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  await expect(viewer.getByTestId('lado-2').getByRole('heading', { name: 'Bot' })).toBeVisible()
  await other.close()
})

test('a reload in mid-game resumes it with the same log', async ({ page }) => {
  await startGame(page, 4, 'bot')
  await page.getByRole('button', { name: 'Mantener la mano' }).click()
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => decisions(page), { timeout: 20_000 }).toBeGreaterThan(0)
  const count = await decisions(page)
  const readLog = async () => {
    await page.getByRole('button', { name: 'Registro' }).click()
    const lines = await page.getByRole('log', { name: 'Registro' }).getByRole('listitem').allInnerTexts()
    await page.getByRole('dialog', { name: 'Lo que ha pasado' }).getByRole('button', { name: 'Cerrar' }).click()
    return lines
  }
  const log = await readLog()
  // The bot's draws are in the log, unnamed: the player does not see the bot's hand.
  expect(log).toContain('Bot roba una carta. R6.6')
  await page.reload()
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 20_000 })
  expect(await decisions(page)).toBe(count)
  expect(await readLog()).toEqual(log)
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toHaveCount(0)
})

/**
 * Creates an account through the API from a loopback address of its own (all of 127/8 reaches the server), so the
 * sign-up limit per address that other specs' sign-ups count against is not spent here.
 */
test('a saved deck is played through «Jugar con este mazo» from Mis mazos, and tried on /probar from its page', async ({ page }) => {
  test.setTimeout(120_000)
  const email = testEmail('partida-mazo')
  await signUpAndSignIn(page, { email, name: 'Jugadora de mazos' })

  // Caja 2 saved to the account under a name of its own, from the builder.
  await freshSetup(page)
  const caja2 = (await page.getByLabel('Mazo', { exact: true }).first().locator('option', { hasText: /^Caja 2/ }).getAttribute('value'))?.replace(/^boxed:/, '') ?? ''
  expect(caja2).not.toBe('')
  await page.goto(`/mazos?code=${encodeURIComponent(caja2)}`)
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Caja 2 — Los corsarios de Árathan')
  await page.getByLabel('Nombre del mazo').fill('Corsarios de la partida e2e')
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Corsarios de la partida e2e')
  await page.getByRole('region', { name: 'Guardar en tu cuenta' }).getByRole('button', { name: /^Guardar/ }).first().click()
  await expect(page.getByRole('region', { name: 'Guardar en tu cuenta' }).getByRole('status')).toContainText(/guardad/i, { timeout: 20_000 })

  // Its page's «Probar» opens it on /probar by its id (the one request /probar makes on arrival).
  await page.goto('/mazos/mios')
  await page.getByRole('link', { name: 'Corsarios de la partida e2e', exact: true }).click()
  await page.getByRole('main').getByRole('link', { name: 'Probar', exact: true }).click()
  await expect(page).toHaveURL(/\/probar\?deck=/)
  await expect(page.getByRole('heading', { name: 'Corsarios de la partida e2e', level: 2 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: /Reemplazo inicial/ })).toBeVisible({ timeout: 20_000 })

  await page.goto('/mazos/mios')
  await page.getByRole('link', { name: 'Jugar con este mazo «Corsarios de la partida e2e»' }).click()
  await expect(page).toHaveURL(/\/partida\?deck=/)
  await expect(page.getByTestId('veredicto-1')).toHaveText('«Corsarios de la partida e2e»: mazo legal.', { timeout: 20_000 })
  await expect(page.getByLabel('Mazo', { exact: true }).first().locator('option:checked')).toHaveText('Corsarios de la partida e2e')
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
  await page.getByRole('button', { name: 'Mantener la mano' }).click({ timeout: 30_000 })
  // Caja 2's starting Dalma is now Master 1's.
  await expect(page.getByTestId('lado-1')).toContainText('Lisko de Árathan', { timeout: 30_000 })
})
