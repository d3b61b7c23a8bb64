import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A player building a deck from nothing: live legality, a share link opened elsewhere, an account, a saved
// deck found again after a reload, and print-and-play proxies.

const FILLERS = ['Botín de robo', 'Cofre de oro', 'Bolsa de Gáldoras', 'Arcón de Kaalbhart', 'Alforjas de viajero',
  'Ungüento curativo', 'Poción de Marsel', 'Chaleco de cuero', 'Pieles de oso', 'Hallazgo inusual']

async function addCard(page: Page, name: string, copies: number) {
  const search = page.getByRole('combobox', { name: 'Buscar cartas para añadir' })
  await search.fill(name)
  await expect(page.getByRole('listbox', { name: 'Cartas encontradas' }).getByRole('option').first()).toContainText(name)
  await search.press('Enter')
  for (let i = 1; i < copies; i++) await page.getByRole('button', { name: `Añadir una copia de ${name}` }).click()
}

test('build a legal deck from nothing, share it, sign up, save it, find it again and print its proxies', async ({ page, browser }) => {
  test.setTimeout(240_000)
  await page.goto('/mazos')
  const legality = page.getByRole('region', { name: 'Legalidad' })
  await expect(legality).toContainText('Mazo no legal')

  await page.getByLabel('Nombre del mazo').fill('Marcha de prueba e2e')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await addCard(page, 'Durmak de Órdor', 1)
  await page.getByLabel('Dalma inicial del mazo').selectOption({ label: 'Durmak de Órdor' })
  // Its two starting cards are offered at once (R5.9).
  await page.getByRole('button', { name: 'Añadir sus cartas iniciales' }).click()
  // Too small until 40 cards (R5.1).
  await expect(legality.getByRole('link', { name: /R5\.1/ }).first()).toBeVisible()
  for (const name of FILLERS) await addCard(page, name, 4)
  await expect(legality).toContainText('Mazo legal')

  // A problem appears and goes away: without a starting card the deck breaks R5.9.
  await page.getByRole('button', { name: 'Quitar Guardia férrea del mazo' }).click()
  await expect(legality).toContainText('Mazo no legal')
  await expect(legality.getByRole('link', { name: /R5\.9/ }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Añadir sus cartas iniciales' }).click()
  await expect(legality).toContainText('Mazo legal')

  // The share link opens the same deck for anyone, in a fresh browser context.
  const shareUrl = await page.getByLabel('Enlace para compartir').inputValue()
  expect(shareUrl).toMatch(/\/mazos\/compartir\//)
  const stranger = await browser.newContext()
  const other = await stranger.newPage()
  await other.goto(shareUrl)
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Marcha de prueba e2e')
  await expect(other.getByText('Mazo legal').first()).toBeVisible()
  await expect(other.getByText('Durmak de Órdor').first()).toBeVisible()
  const ogImage = await other.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toBeTruthy()
  const image = await other.request.get(ogImage as string)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toContain('image/png')
  await stranger.close()

  // Sign up; the draft survives in the browser, then it is saved to the account.
  const email = `e2e-${Date.now()}@example.com`
  await page.goto('/cuenta/registro')
  await page.getByLabel('Nombre').fill('Jugadora e2e')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('link', { name: 'Mis mazos' })).toBeVisible({ timeout: 20_000 })
  await page.goto('/mazos')
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Marcha de prueba e2e')
  await page.getByRole('region', { name: 'Guardar en tu cuenta' }).getByRole('button', { name: /^Guardar/ }).first().click()
  await expect(page.getByRole('region', { name: 'Guardar en tu cuenta' }).getByRole('status')).toContainText(/guardad/i, { timeout: 20_000 })

  await page.reload()
  await page.goto('/mazos/mios')
  await page.getByRole('link', { name: 'Marcha de prueba e2e' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marcha de prueba e2e')

  // Print-and-play: one proxy per copy, nine to an A4 sheet.
  await page.goto(shareUrl.replace(/\/mazos\/compartir\/([^?#]+).*/, '/mazos/imprimir?code=$1'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Proxies')
  const sheets = page.getByRole('region', { name: /^Hoja \d+ de \d+$/ })
  const count = await sheets.count()
  expect(count).toBeGreaterThanOrEqual(Math.ceil(40 / 9))
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible()
})

test('accessibility: the deckbuilder, the boxed decks, the share page and the goldfish page', async ({ page }) => {
  test.setTimeout(180_000)
  for (const url of ['/mazos', '/mazos/caja', '/mazos/publicos', '/cuenta/registro', '/probar']) {
    await page.goto(url)
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoSeriousA11yViolations(page, url)
    // A class read from a stylesheet module that lacks it renders as "undefined" (the builder's panels did).
    expect(await page.locator('[class~="undefined"]').count(), url).toBe(0)
  }
  await page.goto('/mazos/caja')
  await page.getByRole('link', { name: /^Ver el mazo Caja 1/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caja 1')
  await expect(page).toHaveTitle(/Caja 1/)
  await expectNoSeriousA11yViolations(page, 'mazo de la caja')
  // Like a shared deck, a boxed deck has a preview image for chats and social networks.
  for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
    const imageUrl = await page.locator(selector).getAttribute('content')
    expect(imageUrl, selector).toMatch(/\/mazos\/caja\/[^/]+\/(opengraph|twitter)-image/)
    // A static page's absolute URL names the host it was built for; the path is what matters here.
    const image = await page.request.get(new URL(imageUrl as string).pathname)
    expect(image.status(), selector).toBe(200)
    expect(image.headers()['content-type'], selector).toContain('image/png')
    expect((await image.body()).length, selector).toBeGreaterThan(10_000)
  }
})
