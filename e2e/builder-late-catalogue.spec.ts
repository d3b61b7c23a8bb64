import { expect, test, type Page } from '@playwright/test'

// The builder's page carries only the relics and their enemies; the rest of the catalogue is fetched when first
// needed (issue 14). A player on a slow link: the catalogue is held back until the test lets it through, and the
// builder waits for it without losing or mangling anything.

// The service worker would answer the catalogue itself: the test must be the one to hold it back.
test.use({ serviceWorkers: 'block' })

/** Holds every request for the catalogue's cards until release() is called. */
async function holdCatalogue(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => { release = resolve })
  let asked = 0
  await page.route('**/datos/catalogo/**', async (route) => {
    asked++
    await released
    await route.continue()
  })
  return { release, asked: () => asked }
}

async function addCard(page: Page, name: string) {
  const search = page.getByRole('combobox', { name: 'Buscar cartas para añadir' })
  await search.fill(name)
  await expect(page.getByRole('listbox', { name: 'Cartas encontradas' }).getByRole('option').first()).toContainText(name)
  await search.press('Enter')
}

test('the blank builder answers before the catalogue, and its first search fetches it', async ({ page }) => {
  const held = await holdCatalogue(page)
  await page.goto('/mazos')
  // Name and relic need no other card: they work at once, with the relic's enemies shown (R5.4).
  await page.getByLabel('Nombre del mazo').fill('Llegada lenta')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await expect(page.getByRole('table').first()).toContainText('Enemigo')
  const search = page.getByRole('combobox', { name: 'Buscar cartas para añadir' })
  await search.fill('Durmak')
  await expect(page.getByText('Cargando la búsqueda…')).toBeVisible()
  await expect(page.getByRole('listbox', { name: 'Cartas encontradas' }).getByRole('option')).toHaveCount(0)
  expect(held.asked()).toBe(1)
  held.release()
  await expect(page.getByRole('listbox', { name: 'Cartas encontradas' }).getByRole('option').first()).toContainText('Durmak de Órdor')
  await search.press('Enter')
  await expect(page.getByRole('region', { name: 'Legalidad' })).toContainText('Mazo no legal')
  await expect(page.getByLabel('Dalma inicial del mazo')).toBeVisible()
})

test('a draft with cards, and a share link, open with their cards and legality once a late catalogue arrives', async ({ page, browser }) => {
  await page.goto('/mazos')
  await page.getByLabel('Nombre del mazo').fill('Borrador con cartas')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await addCard(page, 'Durmak de Órdor')
  await page.getByLabel('Dalma inicial del mazo').selectOption({ label: 'Durmak de Órdor' })
  await page.getByRole('button', { name: 'Añadir sus cartas iniciales' }).click()
  const legality = page.getByRole('region', { name: 'Legalidad' })
  await expect(legality.getByRole('link', { name: /R5\.1/ }).first()).toBeVisible()
  const shareUrl = await page.getByLabel('Enlace para compartir').inputValue()
  const code = shareUrl.replace(/^.*\/mazos\/compartir\//, '').replace(/[?#].*$/, '')

  // The draft reopens: nothing can be touched (or overwrite it) until its cards are known.
  const held = await holdCatalogue(page)
  await page.reload()
  await expect(page.getByText('Cargando el catálogo…').first()).toBeVisible()
  await expect(page.getByLabel('Nombre del mazo')).toBeDisabled()
  held.release()
  await expect(page.getByLabel('Nombre del mazo')).toBeEnabled()
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Borrador con cartas')
  await expect(page.getByLabel('Dalma inicial del mazo')).toHaveValue(/.+/)
  await expect(page.getByRole('button', { name: 'Quitar Guardia férrea del mazo' })).toBeVisible()
  await expect(legality).toContainText('Mazo no legal')
  await expect(legality.getByRole('link', { name: /R5\.1/ }).first()).toBeVisible()
  await expect(page.getByText('Cargando el catálogo…')).toHaveCount(0)

  // A share link opened in a fresh browser, its catalogue late too, opens the same deck.
  const stranger = await browser.newContext({ serviceWorkers: 'block' })
  const other = await stranger.newPage()
  const late = await holdCatalogue(other)
  await other.goto(new URL(`/mazos?code=${code}`, page.url()).href)
  await expect(other.getByText('Cargando el catálogo…').first()).toBeVisible()
  late.release()
  await expect(other.getByRole('status').filter({ hasText: 'Se ha abierto «Borrador con cartas»' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Quitar Guardia férrea del mazo' })).toBeVisible()
  await expect(other.getByRole('region', { name: 'Legalidad' }).getByRole('link', { name: /R5\.1/ }).first()).toBeVisible()
  expect(late.asked()).toBe(1)
  await stranger.close()
})

// On a phone the save panel sits two screens below the builder's controls: it, React Query and its session request
// load when the player comes near it (issue 28), unless a save waits in this browser's queue.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

  /** Counts the session requests the page makes: the header asks once; the save panel asks again when it loads. */
  function countSessionRequests(page: Page) {
    let n = 0
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/auth/session') n++ })
    return () => n
  }

  /** Waits until the builder is up and the browser has had its idle moments and gone quiet on the network. */
  async function settle(page: Page) {
    await expect(page.getByLabel('Nombre del mazo')).toBeEnabled()
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))))
    await page.waitForLoadState('networkidle')
  }

  test('the save panel loads when the player scrolls near it, not with the page', async ({ page }) => {
    const sessionRequests = countSessionRequests(page)
    await page.goto('/mazos')
    await settle(page)
    const panel = page.getByRole('region', { name: 'Guardar en tu cuenta' })
    await expect(panel).toContainText('Comprobando tu sesión…')
    expect(sessionRequests()).toBe(1)
    await panel.scrollIntoViewIfNeeded()
    await expect(panel.getByRole('link', { name: 'Entra para guardar' })).toBeVisible()
    expect(sessionRequests()).toBe(2)
  })

  test('a save queued in this browser loads the save panel at once, wherever it is', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('duelo-de-masters:constructor:guardado-pendiente:otra-cuenta', '{}')
    })
    await page.goto('/mazos')
    await settle(page)
    await expect(page.getByRole('region', { name: 'Guardar en tu cuenta' }).getByRole('link', { name: 'Entra para guardar' })).toBeVisible()
  })
})
