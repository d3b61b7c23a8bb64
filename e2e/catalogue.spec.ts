import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A player looking for cards: forgiving search, the field syntax, a card page and its links, and a rule citation.

test('search forgives accents and typos, the syntax refines, and the query lives in the URL', async ({ page }) => {
  await page.goto('/cartas')
  const box = page.getByRole('searchbox', { name: 'Buscar cartas' })
  const results = page.getByRole('list', { name: 'Resultados' })

  await box.fill('pocion de tal')
  await expect(results.getByRole('link', { name: /Poción de Thal/ }).first()).toBeVisible()
  await box.fill('contrl mental')
  await expect(results.getByRole('link', { name: /Control Mental/ }).first()).toBeVisible()
  await box.fill('orden')
  await expect(results.getByRole('link', { name: /Piedra de Órdor/ }).first()).toBeVisible()

  await box.fill('tipo:hechizo prof:mentalista')
  await expect(results.getByRole('link', { name: /Control Mental/ })).toBeVisible()
  await expect(results.getByRole('link', { name: /Daga/ })).toHaveCount(0)
  await expect(page).toHaveURL(/q=tipo%3Ahechizo/)
  const count = await page.getByRole('status').first().textContent()
  expect(count).toMatch(/\d+ cartas?/)

  // Reloading the URL restores the same search.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Buscar cartas' })).toHaveValue('tipo:hechizo prof:mentalista')
  await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('link', { name: /Control Mental/ })).toBeVisible()

  // A malformed query says where and why, and keeps the last good results.
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('tipo:hechizo (prof:mago')
  await expect(page.getByText(/Búsqueda mal formada/)).toBeVisible()
  await expect(page.getByText(/carácter \d+/)).toBeVisible()
})

test('a card page shows the card, links its starting cards and Dalmas, and a rule citation opens /reglas', async ({ page }) => {
  await page.goto('/cartas?q=durmak')
  await page.getByRole('list', { name: 'Resultados' }).getByRole('link', { name: /Durmak de Órdor/ }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: /Durmak de Órdor/ })).toBeVisible()
  await expect(page.getByText(/provisional/i).first()).toBeVisible()

  // Follow a starting card, then come back through "Dalmas que empiezan con ella".
  await page.getByRole('region', { name: 'Cartas iniciales' }).getByRole('link', { name: /Guardia férrea/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Guardia férrea/ })).toBeVisible()
  await page.getByRole('region', { name: 'Dalmas que empiezan con ella' }).getByRole('link', { name: /Durmak de Órdor/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Durmak de Órdor/ })).toBeVisible()

  // A relic links its defenders.
  await page.goto('/cartas/elixir-de-misal')
  await page.getByRole('region', { name: 'Enemigos que la defienden' }).getByRole('link', { name: /Túlkar/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Túlkar/ })).toBeVisible()

  // A card-specific ruling cites R12.11; following it lands on that rule's anchor.
  await page.goto('/cartas/pocion-de-thal')
  await page.getByRole('region', { name: 'Reglas sobre esta carta' }).getByRole('link', { name: /R12\.11/ }).first().click()
  await expect(page).toHaveURL(/\/reglas\/seccion\/12#R12\.11$/)
  await expect(page.locator('[id="R12.11"]')).toBeVisible()
})

test('every card is listed, whether /cartas is opened directly or reached by a link, and again once a search is cleared', async ({ page }) => {
  // Opened directly, the list is the server's HTML, left as it is until the first search; reached from another page,
  // the browser renders it. Both must show every card, and a cleared search must bring them all back.
  const results = page.getByRole('list', { name: 'Resultados' })
  const box = page.getByRole('searchbox', { name: 'Buscar cartas' })
  const total = async () => Number(/^(\d+) cartas/.exec((await page.getByRole('status').first().textContent()) ?? '')?.[1])

  await page.goto('/cartas')
  const all = await total()
  expect(all).toBeGreaterThan(100)
  await expect(results.getByRole('link')).toHaveCount(all)
  await box.fill('daga')
  // The search loads on first use: the full list stays until it answers.
  await expect.poll(() => results.getByRole('link').count()).toBeLessThan(all)
  await expect(results.getByRole('link', { name: /Daga/ }).first()).toBeVisible()
  await box.fill('')
  await expect(results.getByRole('link')).toHaveCount(all)
  // The keyboard walks the list the browser rendered: down from the box to the first result, then the second.
  await box.press('ArrowDown')
  await expect(results.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(results.getByRole('link').nth(1)).toBeFocused()

  await page.goto('/')
  await page.evaluate(() => { (window as unknown as { sinRecargar: boolean }).sinRecargar = true })
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cartas', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cartas' })).toBeVisible()
  // A client-side visit (the page was not reloaded): there is no server HTML to keep.
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true)
  await expect(results.getByRole('link')).toHaveCount(all)
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('daga')
  await expect.poll(() => results.getByRole('link').count()).toBeLessThan(all)
  await expect(results.getByRole('link', { name: /Daga/ }).first()).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

  test('a player searches and filters right after the page loads and sees the right cards, fetched on first use (issue 28)', async ({ page, request }) => {
    // The cards are not in /cartas's page data: the first search fetches them. Held back a moment here, so the
    // page must say it is loading rather than show a count that is not the search's.
    let catalogueRequests = 0
    await page.route('**/datos/catalogo/**', async (route) => {
      catalogueRequests += 1
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const { version } = (await (await request.get('/api/offline')).json()) as { version: string }
    const cards = ((await (await request.get(`/datos/catalogo/${version}`)).json()) as { cards: { name: string; type: string; profession?: string }[] }).cards
    const results = page.getByRole('list', { name: 'Resultados' })
    const status = page.getByRole('status').first()
    const box = page.getByRole('searchbox', { name: 'Buscar cartas' })
    const names = async () => (await results.getByRole('link').allTextContents()).map((n) => n.trim()).sort()

    await page.goto('/cartas')

    await box.tap()
    await box.pressSequentially('daga')
    await expect(status).toHaveText('Cargando las cartas…')
    await expect(results.getByRole('link', { name: /^Daga/ }).first()).toBeVisible()
    await expect(status).toHaveText(/^\d+ cartas?$/)
    expect(await names()).not.toContain('Poción de Thal')
    // Focusing the box and the first search share one request (loadCatalogue keeps the one under way).
    expect(catalogueRequests, 'los datos del catálogo se piden una vez').toBe(1)

    // Filters alone (no query): exactly the catalogue's mentalist spells.
    await box.fill('')
    await page.getByRole('button', { name: /^Filtros y orden/ }).tap()
    await page.getByLabel('Tipo').selectOption({ label: 'Hechizos' })
    await page.getByLabel('Profesión').selectOption({ label: 'Mentalista' })
    const expected = cards.filter((c) => c.type === 'spell' && c.profession === 'mentalista').map((c) => c.name).sort()
    expect(expected.length).toBeGreaterThan(1)
    await expect(status).toHaveText(`${expected.length} cartas`)
    expect(await names()).toEqual(expected)

    // The keyboard walks what the filters left: down from the box to the first result.
    await box.focus()
    await box.press('ArrowDown')
    await expect(results.getByRole('link').first()).toBeFocused()
  })
})

const catalogueKinds: [string, string][] = [
  ['/', 'inicio'],
  ['/cartas?q=daga', 'buscador'],
  ['/cartas/sintaxis', 'sintaxis'],
  ['/cartas/durmak-de-ordor', 'página de Dalma'],
  ['/cartas/pocion-de-thal', 'página de poción'],
  ['/reliquias', 'reliquias'],
  ['/reliquias/piedra-de-ordor', 'página de reliquia'],
  ['/reglas', 'reglas'],
  ['/reglas/seccion/19', 'una sección de las reglas'],
  ['/reglas/R8.2', 'página de una regla'],
  ['/docs', 'API y CLI'],
]
for (const [url, label] of catalogueKinds) {
  test(`accessibility: ${label} (${url}) has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(url)
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoSeriousA11yViolations(page, label)
  })
}
