import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A designer reading the card ratings (issue 30) on /laboratorio/cartas: which report and which bots, the note
// when the ratings come from one deck pair, the filters and sorts, the band moving the flags, the CSV and JSON
// of what is shown, a card's page with its latest rating and the run it came from; and the table on a phone.

const table = (page: Page) => page.getByRole('table', { name: /Cartas valoradas/ })
const bodyRows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /cartas;/ })

async function shownCount(page: Page): Promise<{ shown: number; total: number; above: number; below: number }> {
  const text = (await status(page).textContent()) ?? ''
  const m = /^(\d+) de (\d+) cartas; (\d+) por encima y (\d+) por debajo/.exec(text)
  if (m === null) throw new Error(`status: ${text}`)
  return { shown: Number(m[1]), total: Number(m[2]), above: Number(m[3]), below: Number(m[4]) }
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a designer reads the ratings, filters the cards out of line, moves the band, exports, and opens a card', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto('/laboratorio/cartas')
    await expect(page.getByRole('heading', { level: 1, name: 'Cartas valoradas' })).toBeVisible()
    const reports = page.getByRole('navigation', { name: 'Informes de valoración' })
    // The boxed pair's report says it is one pair, and which bots played.
    await reports.getByRole('link', { name: /Caja 1 contra Caja 2/ }).or(reports.getByText(/Caja 1 contra Caja 2/)).first().click()
    await expect(page).toHaveURL(/informe=cajas-heuristico/)
    const about = page.getByRole('region', { name: 'De dónde salen' })
    await expect(about).toContainText('Las jugó en los dos asientos el bot heurístico,')
    await expect(about).toContainText('Valoraciones de un solo par de mazos')

    const all = await shownCount(page)
    expect(all.shown).toBe(all.total)
    await expect(bodyRows(page)).toHaveCount(all.total)

    // Only the cards above the band: each says so.
    await page.getByLabel('Marca').selectOption({ label: 'Fuera de la banda' })
    const flagged = await shownCount(page)
    expect(flagged.shown).toBe(flagged.above + flagged.below)
    await expect(bodyRows(page)).toHaveCount(flagged.shown)
    await expect(page).toHaveURL(/marca=fuera/)
    for (const cell of await bodyRows(page).locator('td[data-label="Marca"]').all()) await expect(cell).toHaveText(/^por (encima|debajo)$/)

    // A band so wide nothing is out of line; the URL keeps it.
    await page.getByLabel('Banda de IWD (pp)').fill('-60, 60')
    await expect(status(page)).toContainText('0 de')
    await expect(page).toHaveURL(/banda=-60%2C60/)
    await page.getByLabel('Banda de IWD (pp)').fill('60, -60')
    await expect(page.getByLabel('Banda de IWD (pp)')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Banda de IWD (pp)').fill('-1, 1')
    await page.getByLabel('Marca').selectOption({ label: 'Todas' })

    // Sorted by name; filtered by type and name.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Nombre' })
    const names = await bodyRows(page).getByRole('rowheader').allTextContents()
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')))
    await page.getByLabel('Tipo').selectOption({ label: 'Dalmas' })
    const dalmas = await shownCount(page)
    expect(dalmas.shown).toBeGreaterThan(0)
    expect(dalmas.shown).toBeLessThan(all.total)
    await page.getByLabel('Nombre').fill('lisko')
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first().getByRole('rowheader')).toHaveText('Lisko de Árathan')
    await expectNoSeriousA11yViolations(page, 'cartas valoradas')

    // Exports hold what is shown.
    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const csv = (await readFile(await (await csvDownload).path(), 'utf8')).trim().split('\n')
    expect(csv[0]?.startsWith('id,nombre,tipo,partidas,gih,gih_min,gih_max')).toBe(true)
    expect(csv.slice(1).map((l) => l.split(',')[0])).toEqual(['lisko-de-arathan'])
    const jsonDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar JSON' }).click()
    const json = JSON.parse(await readFile(await (await jsonDownload).path(), 'utf8')) as { bots: unknown; onePair: boolean; band: unknown; cards: { id: string; iwd: { estimate: number | null; ci95: unknown } }[] }
    expect(json.bots).toEqual({ A: 'heuristic', B: 'heuristic' })
    expect(json.onePair).toBe(true)
    expect(json.band).toEqual({ low: -0.01, high: 0.01 })
    expect(json.cards.map((c) => c.id)).toEqual(['lisko-de-arathan'])

    // The card's page shows its latest rating and the run it came from.
    await bodyRows(page).first().getByRole('link', { name: 'Lisko de Árathan' }).click()
    await expect(page).toHaveURL(/\/cartas\/lisko-de-arathan$/)
    const rating = page.getByRole('region', { name: 'Valoración en el laboratorio' })
    await expect(rating).toContainText(/mejora al robarla \(IWD\)/)
    // And the values that balance it, as `dm lab balance` published them: one answer per field searched.
    const balance = page.getByRole('region', { name: 'Valor que equilibra' })
    await expect(balance.locator('p > strong')).toHaveCount(2)
    await expect(balance).toContainText(/Vida buscada para el 50,0 %/)
    await expect(balance).toContainText(/Fuerza buscada para el 50,0 %/)
    const back = rating.getByRole('link')
    await expect(back).toHaveAttribute('href', /\/laboratorio\/cartas\?informe=/)
    await back.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cartas valoradas' })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(1)
  })

  test('one deck\'s ratings, an unknown report and an unknown run say what they are', async ({ page }) => {
    await page.goto('/laboratorio/cartas?informe=cajas-heuristico')
    await page.getByRole('navigation', { name: 'Mazo' }).getByRole('link', { name: 'Caja 2' }).click()
    await expect(page).toHaveURL(/mazo=2/)
    await expect(page.getByRole('navigation', { name: 'Mazo' }).getByText('Caja 2', { exact: true })).toHaveAttribute('aria-current', 'page')
    // Caja 2's own cards: its starting Dalma, not Caja 1's.
    await expect(bodyRows(page).getByRole('rowheader', { name: 'Lisko de Árathan' })).toHaveCount(1)
    await expect(bodyRows(page).getByRole('rowheader', { name: 'Durmak de Órdor' })).toHaveCount(0)
    await page.goto('/laboratorio/cartas?informe=no-existe')
    await expect(page.getByRole('alert').filter({ hasText: 'No hay' })).toHaveText('No hay ningún informe «no-existe».')
    await page.goto('/laboratorio/cartas?prueba=cnoexiste00000000000000000')
    await expect(page.getByRole('alert').filter({ hasText: 'No hay' })).toContainText('No hay ninguna prueba')
  })
})

test.describe('a league from the page', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a player queues a ratings league of the boxed decks, is told what is wrong beside the field, follows its progress and reads its ratings', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto('/laboratorio/cartas')
    const form = page.getByRole('form', { name: 'Valorar otros mazos' })
    await expect(form.getByRole('checkbox', { name: /^Caja 1/ })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: /^Caja 2/ })).toBeChecked()
    // An odd number of games: the server's check answers beside «Partidas por enfrentamiento».
    const games = form.getByLabel('Partidas por enfrentamiento')
    await games.fill('3')
    await form.getByLabel('Bots').selectOption({ label: 'Aleatorio' })
    await form.getByLabel('Turnos máximos por partida').fill('30')
    await form.getByLabel('Semilla de la liga').fill('e2e-liga')
    await form.getByRole('button', { name: 'Encargar la liga' }).click()
    await expect(games).toHaveAttribute('aria-invalid', 'true')
    await expect(games).toHaveAccessibleDescription(/debe ser par/)
    await expectNoSeriousA11yViolations(page, 'liga con un error')
    await games.fill('4')
    await form.getByRole('button', { name: 'Encargar la liga' }).click()
    await expect(page).toHaveURL(/\/laboratorio\/cartas\?prueba=[a-z0-9]+$/, { timeout: 30_000 })
    // Its progress, then its ratings in place: played by the bots chosen, from one pair of decks.
    await expect(page.getByRole('progressbar').or(page.getByRole('region', { name: 'De dónde salen' })).first()).toBeVisible()
    const about = page.getByRole('region', { name: 'De dónde salen' })
    await expect(about).toContainText('Las jugó en los dos asientos el bot aleatorio,', { timeout: 150_000 })
    await expect(about).toContainText('semilla «e2e-liga»')
    await expect(about).toContainText('Valoraciones de un solo par de mazos')
    const total = await shownCount(page)
    expect(total.total).toBeGreaterThan(40)
    await expect(bodyRows(page)).toHaveCount(total.total)
    await expect(bodyRows(page).getByRole('rowheader', { name: 'Lisko de Árathan' })).toHaveCount(1)
  })
})

test.describe('the evolved decks', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a designer reads the best evolved deck and its fresh-seed figures, and opens a cell of the map in the builder', async ({ page }) => {
    await page.goto('/laboratorio/mazos')
    await expect(page.getByRole('heading', { level: 1, name: 'Mazos evolucionados' })).toBeVisible()
    const best = page.getByRole('region', { name: 'El mejor mazo' })
    await expect(best).toContainText(/Con semillas nuevas/)
    await expect(best.getByRole('listitem').filter({ hasText: /^contra Caja 1: gana \d+,\d % \[/ })).toHaveCount(1)
    await expect(best.getByRole('listitem').filter({ hasText: /^contra Caja 2: gana \d+,\d % \[/ })).toHaveCount(1)
    const map = page.getByRole('table', { name: /Filas: precio medio/ })
    await expect(map.getByRole('columnheader')).toHaveCount(4)
    await expect(map.getByRole('rowheader')).toHaveCount(4)
    await expectNoSeriousA11yViolations(page, 'mazos evolucionados')
    const filled = map.getByRole('cell').filter({ has: page.getByRole('link', { name: 'Constructor' }) })
    expect(await filled.count()).toBeGreaterThan(0)
    await filled.first().getByRole('link', { name: 'Partida' }).evaluate((a) => (a as HTMLAnchorElement).href).then((href) => expect(href).toMatch(/\/partida\?mazo=/))
    const builder = filled.first().getByRole('link', { name: 'Constructor' })
    await expect(builder).toHaveAttribute('href', /\/mazos\?code=/)
    await builder.click()
    // The builder reads the code and then takes it out of the address (DeckBuilder's clearUrl), so the address may
    // already be plain /mazos when it is looked at.
    await expect(page).toHaveURL(/\/mazos(\?code=.*)?$/)
    // The builder holds the evolved deck: a legal deck, as every deck the evolution keeps.
    await expect(page.getByText(/Mazo legal/).first()).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  test('the table stacks and fits a 360 px screen; the filters are touch-sized', async ({ page }) => {
    await page.goto('/laboratorio/cartas?informe=cajas-heuristico&q=lisko')
    await expect(bodyRows(page)).toHaveCount(1)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    for (const label of ['Nombre', 'Tipo', 'Marca', 'Ordenar por']) {
      const box = await page.getByLabel(label).boundingBox()
      expect(box?.height ?? 0, label).toBeGreaterThanOrEqual(40)
    }
  })
})
