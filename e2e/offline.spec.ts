import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A player at the table with no coverage: one online visit (signed in, pages saved for offline
// play), then every request fails — blocked at the context, which also covers the service worker's
// own fetches, unlike setOffline alone. Cards, the builder with live legality, /probar's batch, a game on
// /partida and a queued save all work; when the connection returns, the save lands.

test.use({ serviceWorkers: 'allow' })

const FILLERS = ['Botín de robo', 'Cofre de oro', 'Bolsa de Gáldoras', 'Arcón de Kaalbhart', 'Alforjas de viajero',
  'Ungüento curativo', 'Poción de Marsel', 'Chaleco de cuero', 'Pieles de oso', 'Hallazgo inusual']

async function addCard(page: Page, name: string, copies: number) {
  const search = page.getByRole('combobox', { name: 'Buscar cartas para añadir' })
  await search.fill(name)
  await expect(page.getByRole('listbox', { name: 'Cartas encontradas' }).getByRole('option').first()).toContainText(name)
  await search.press('Enter')
  for (let i = 1; i < copies; i++) await page.getByRole('button', { name: `Añadir una copia de ${name}` }).click()
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*')
  await context.setOffline(false)
}

test('after one online visit: browse cards, build a deck, run /probar and queue a save offline; the save lands when back online', async ({ page, context }) => {
  test.setTimeout(240_000)

  // Online: an account, and the site saved for offline play.
  const email = `offline-${Date.now()}@example.com`
  await page.goto('/cuenta/registro')
  await page.getByLabel('Nombre').fill('Jugadora sin cobertura')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('link', { name: 'Mis mazos' })).toBeVisible({ timeout: 20_000 })

  await page.goto('/mazos')
  await expect(page.getByText(/Has entrado como Jugadora sin cobertura/)).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
  await page.getByRole('button', { name: 'Guardar para jugar sin conexión' }).click()
  await expect(page.getByText(/^Listo: \d+ páginas de cartas y reliquias guardadas/)).toBeVisible({ timeout: 120_000 })
  await expectNoSeriousA11yViolations(page, '/mazos con el botón de guardar sin conexión')

  // The batch worker also starts through the service worker while online.
  await page.goto('/probar')
  await page.getByRole('link', { name: /^Caja 2/ }).first().click()
  const onlinePanel = page.getByRole('region', { name: 'Estadísticas de muchas partidas' })
  await onlinePanel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill('50')
  await onlinePanel.getByRole('button', { name: 'Ejecutar' }).click()
  await expect(onlinePanel.getByRole('status').filter({ hasText: /^Listo: 50 partidas/ })).toBeVisible({ timeout: 60_000 })

  await goOffline(context)

  // Browse cards: the list, a search, a card page.
  await page.goto('/cartas')
  await expect(page.getByRole('heading', { level: 1, name: 'Cartas' })).toBeVisible()
  await page.goto('/cartas')
  // The search fetches the cards on first use (issue 28): the service worker has them.
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('pocion de tal')
  const results = page.getByRole('list', { name: 'Resultados' })
  await expect.poll(() => results.getByRole('link').count(), { message: 'la búsqueda deja unas pocas cartas' }).toBeLessThan(20)
  const cardLink = results.getByRole('link', { name: /Poción de Thal/ }).first()
  await expect(cardLink).toBeVisible()
  await cardLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Poción de Thal')
  await page.goto('/reliquias')
  await expect(page.getByRole('heading', { level: 1, name: 'Reliquias' })).toBeVisible()

  // Build a deck and watch its legality change live.
  await page.goto('/mazos')
  const legality = page.getByRole('region', { name: 'Legalidad' })
  await expect(legality).toContainText('Mazo no legal')
  await page.getByLabel('Nombre del mazo').fill('Mazo de la mesa')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await addCard(page, 'Durmak de Órdor', 1)
  await page.getByLabel('Dalma inicial del mazo').selectOption({ label: 'Durmak de Órdor' })
  await page.getByRole('button', { name: 'Añadir sus cartas iniciales' }).click()
  await expect(legality.getByRole('link', { name: /R5\.1/ }).first()).toBeVisible()
  for (const name of FILLERS) await addCard(page, name, 4)
  await expect(legality).toContainText('Mazo legal')

  // The share code is made in the browser too.
  const shareUrl = await page.getByLabel('Enlace para compartir').inputValue()
  const code = shareUrl.replace(/^.*\/mazos\/compartir\//, '').replace(/[?#].*$/, '')
  expect(code).not.toBe('')

  // Save to the account: queued, and said so.
  const savePanel = page.getByRole('region', { name: 'Guardar en tu cuenta' })
  await savePanel.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(savePanel.getByRole('status')).toContainText('queda en cola')

  // /probar: a boxed deck and a batch of games, all in the browser.
  await page.goto('/probar')
  await page.getByRole('link', { name: /^Caja 1/ }).first().click()
  const panel = page.getByRole('region', { name: 'Estadísticas de muchas partidas' })
  await expect(panel).toBeVisible()
  await panel.getByRole('spinbutton', { name: 'Partidas', exact: true }).fill('300')
  await panel.getByRole('spinbutton', { name: 'Turnos', exact: true }).fill('5')
  await panel.getByRole('button', { name: 'Ejecutar' }).click()
  await expect(panel.getByRole('status').filter({ hasText: /^Listo: 300 partidas/ })).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByRole('heading', { name: 'Composición de la mano por tipo' })).toBeVisible()
  await expect(panel.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 })

  // A share code never opened online: /probar decodes it from the address bar.
  await page.goto(`/probar?code=${code}`)
  await expect(page.getByRole('region', { name: 'Estadísticas de muchas partidas' })).toBeVisible()
  await expect(page.getByText('Mazo de la mesa').first()).toBeVisible()

  // /partida: the deck made offline, checked on the cards the worker kept, and a game against the bot.
  await page.goto('/partida')
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toBeVisible()
  await page.getByLabel('Mazo', { exact: true }).first().selectOption({ label: 'Otro: pegar una lista o un código' })
  await page.getByLabel('Lista o código de mazo').fill(code)
  await expect(page.getByTestId('veredicto-1')).toHaveText('«Mazo de la mesa»: mazo legal.', { timeout: 20_000 })
  await page.getByLabel('Semilla').fill('7')
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
  await expect(page.locator('#decision-titulo')).toBeVisible({ timeout: 30_000 })

  // Back in the builder the save still waits; the connection returns and it lands.
  await page.goto('/mazos')
  await expect(savePanel.getByRole('status')).toContainText('queda en cola')
  await goOnline(context)
  await expect(savePanel.getByRole('status')).toContainText('Guardado pendiente enviado', { timeout: 30_000 })
  await expect(savePanel.getByRole('status')).toContainText('revisión 1')
  await page.goto('/mazos/mios')
  await expect(page.getByRole('link', { name: 'Mazo de la mesa' }).first()).toBeVisible()
})

test('a save queued offline that meets a newer revision shows the conflict and loses nothing', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000)
  const email = `offline-conflict-${Date.now()}@example.com`
  await page.goto('/cuenta/registro')
  await page.getByLabel('Nombre').fill('Jugador con dos móviles')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('una-clave-larga')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('link', { name: 'Mis mazos' })).toBeVisible({ timeout: 20_000 })

  // A deck saved online (revision 1).
  await page.goto('/mazos')
  await page.getByLabel('Nombre del mazo').fill('Mazo en disputa')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await addCard(page, 'Durmak de Órdor', 1)
  const savePanel = page.getByRole('region', { name: 'Guardar en tu cuenta' })
  await savePanel.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(savePanel.getByRole('status')).toContainText('revisión 1')
  const href = await savePanel.getByRole('link', { name: 'Ver el mazo guardado' }).getAttribute('href')
  const id = decodeURIComponent((href ?? '').split('/').pop() ?? '')
  expect(id).not.toBe('')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })

  // Offline, the player renames it and saves: queued on revision 1.
  await goOffline(context)
  await page.reload()
  await page.getByLabel('Nombre del mazo').fill('Mazo en disputa (versión de la mesa)')
  await savePanel.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(savePanel.getByRole('status')).toContainText('queda en cola')

  // Meanwhile another device saves revision 2 (the API request does not pass through the blocked browser).
  const other = await page.request.patch(`${baseURL}/api/decks/${encodeURIComponent(id)}`, {
    headers: { origin: baseURL ?? '' },
    data: { revision: 1, name: 'Mazo en disputa (otro móvil)' },
  })
  expect(other.status()).toBe(200)

  // Back online: the queued save meets the stale revision; the choice is offered and the draft kept.
  await goOnline(context)
  const alert = savePanel.getByRole('alert')
  await expect(alert).toContainText('revisión 1', { timeout: 30_000 })
  await expect(alert.getByRole('button', { name: 'Cargar el mazo guardado' })).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Guardar como copia' })).toBeVisible()
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Mazo en disputa (versión de la mesa)')
  await alert.getByRole('button', { name: 'Guardar como copia' }).click()
  await expect(savePanel.getByRole('status')).toContainText('Copia guardada')
})

test('a new catalogue version replaces the offline copy on the next online visit, and the player is told', async ({ page, context }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
  const kept = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dm-pages-')))
  expect(kept).toHaveLength(1)

  // The server now announces another catalogue (as after an edit of content/ and a redeploy).
  await context.route('**/api/offline', async (route) => {
    const response = await route.fetch()
    const manifest = (await response.json()) as { version: string }
    await route.fulfill({ response, json: { ...manifest, version: 'nuevo000000' } })
  })
  await page.reload()
  const notice = page.getByRole('alert').filter({ hasText: 'El catálogo de cartas ha cambiado' })
  await expect(notice).toContainText('nuevo000000', { timeout: 60_000 })
  expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('dm-pages-')))).toEqual(['dm-pages-nuevo000000'])
  await notice.getByRole('button', { name: 'Entendido' }).click()
  await expect(notice).toHaveCount(0)
  // The new copy holds the shell: offline, the catalogue still opens.
  await goOffline(context)
  await page.goto('/cartas')
  await expect(page.getByRole('heading', { level: 1, name: 'Cartas' })).toBeVisible()
})
