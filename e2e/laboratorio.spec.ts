import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A designer at the playtest laboratory (issue 16), on a desktop and on a 360 px phone: a run of the
// boxed decks by name with a typed seed and the mirror baseline; the shared link playing by itself;
// a what-if made with the editor (card by search, field, value), checked live, seen as JSON both ways,
// compared on the same games and exported; a what-if that changes nothing; a sweep with its chart's
// table; a run queued on the server; a queued job followed by a stranger, who is not offered to cancel it (issue 28);
// and on the phone, a shared link cancelled mid-run and tables that
// fit the screen with touch-sized controls.

// Quick games: the random bot against the heuristic one, cut at 30 turns.
const QUICK = { games: '4', seed: 'ux1', turns: '30' }

async function fillRun(page: Page, o: { games: string; seed: string; turns: string }) {
  const deckA = page.getByRole('group', { name: 'Mazo A' })
  const deckB = page.getByRole('group', { name: 'Mazo B' })
  await deckA.getByLabel('Mazo de caja').selectOption({ label: 'Caja 1 — La marcha de la montaña' })
  await deckB.getByLabel('Mazo de caja').selectOption({ label: 'Caja 2 — Los corsarios de Árathan' })
  await deckA.getByLabel('Bot del mazo A').selectOption('random')
  await deckB.getByLabel('Bot del mazo B').selectOption('heuristic')
  await page.getByLabel('Partidas', { exact: true }).fill(o.games)
  await page.getByLabel('Semilla').fill(o.seed)
  await page.getByLabel('Turnos máximos').fill(o.turns)
}

/** Opens the section under the verdict that holds the figures, intervals and tests (issue 30), once a result is in. */
async function openFigures(where: Page | Locator) {
  const summary = where.getByText('Cifras, intervalos y pruebas', { exact: true })
  await summary.waitFor({ timeout: 120_000 })
  if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click()
}

// The verdicts a designer reads (issue 30): one short sentence from the side of the changed card (Lisko is Caja 2's);
// «diferencia clara» only when the paired test says so, otherwise the games it rests on.
const RUN_VERDICT = /^Con bots distintos, Caja 1 gana el \d+ % de 4 partidas contra Caja 2: mide sobre todo a los bots\.$/
const WHATIF_VERDICT = /^(No hay diferencia clara con Vida 1 para Lisko: Caja 2 pasa de \d+ % a \d+ % \(con 4 partidas\)|Con Vida 1, Lisko gana (más|menos): Caja 2 pasa de \d+ % a \d+ % \(diferencia clara\))\.$/
const NOTHING_VERDICT = /^Con Vida 8, nada cambia: Caja 2 gana el \d+ % en las mismas 4 partidas\.$/
const SWEEP_VERDICT = /^(No hay diferencia clara entre 1 y 30 de Vida para Lisko \(con 4 partidas por valor\)|Con más Vida, Lisko gana (más|menos): Caja 2 pasa de \d+ % con 1 a \d+ % con 30 \(diferencia clara\))\.$/

async function pickLisko(page: Page, search = 'Buscar carta') {
  await page.getByLabel(search).fill('lisko')
  await page.getByRole('button', { name: /^Lisko de Árathan/ }).click()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a designer runs the boxed decks, shares the link, makes a what-if with the editor, compares, exports and sweeps', async ({ page, browser }) => {
    test.setTimeout(240_000)
    await page.goto('/laboratorio')
    await expect(page.getByRole('heading', { level: 1, name: 'Laboratorio de pruebas' })).toBeVisible()
    await fillRun(page, QUICK)
    await page.getByRole('checkbox', { name: /Espejo/ }).check()
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()

    const results = page.getByRole('region', { name: 'Resultados' })
    const headline = results.getByTestId('titular')
    // The answer first, and what it rests on: different bots, so the figure is about the bots.
    await expect(headline).toHaveText(RUN_VERDICT, { timeout: 120_000 })
    await openFigures(results)
    await expect(results.getByText('semilla «ux1»')).toBeVisible()
    const balance = results.getByRole('table', { name: /según quién empieza, y el espejo/ })
    await expect(balance.getByRole('row', { name: /^Espejo: Caja 1/ })).toBeVisible()
    const annex = results.getByRole('table', { name: 'Puntos del anexo de pruebas' })
    const turns = await annex.getByRole('row', { name: /^Turnos por partida/ }).getByRole('cell').first().innerText()
    expect(Number(turns.split(' ')[0]?.replace(',', '.'))).toBeLessThanOrEqual(30)
    // Every chart has its table; turns have an axis of their own.
    await expect(results.getByRole('table', { name: 'Victorias por mazo' })).toBeVisible()
    await expect(results.getByRole('table', { name: 'Turnos por partida (ambos Masters)' })).toContainText(turns.split(' ')[0] ?? 'x')
    await expect(results.getByRole('heading', { name: 'Uso de cartas por los bots' })).toBeVisible()

    // The address names the run; opened elsewhere, it plays by itself with the seed as typed.
    await expect(page).toHaveURL(/s=ux1/)
    const other = await browser.newContext()
    const second = await other.newPage()
    await second.goto(page.url())
    await expect(second.getByLabel('Semilla')).toHaveValue('ux1')
    const secondResults = second.getByRole('region', { name: 'Resultados' })
    await expect(secondResults.getByTestId('titular')).toHaveText(RUN_VERDICT, { timeout: 120_000 })
    await openFigures(secondResults)
    await expect(secondResults.getByRole('table', { name: 'Puntos del anexo de pruebas' }).getByRole('row', { name: /^Turnos por partida/ }).getByRole('cell').first()).toHaveText(turns, { timeout: 120_000 })
    await other.close()

    // The what-if editor: card by search, a field its schema allows, a value.
    await page.getByRole('radio', { name: 'Prueba de diseño' }).check()
    await pickLisko(page)
    await page.getByLabel('Campo', { exact: true }).selectOption({ label: 'Vida (ahora 8; de 1 a 30)' })
    await page.getByLabel('Valor', { exact: true }).fill('30')
    await page.getByRole('button', { name: 'Añadir el cambio' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Lisko de Árathan · Vida' })).toHaveValue('30')
    await expect(page.getByText('Los cambios cumplen el esquema de cartas.')).toBeVisible()
    // The JSON, both ways: it shows the change; a bad value there is refused by the card schema, live.
    await page.getByText('JSON (para expertos)').click()
    const json = page.getByLabel('Cambios de cartas (JSON)')
    await expect(json).toHaveValue('{"lisko-de-arathan":{"life":30}}')
    await json.fill('{"lisko-de-arathan":{"life":40}}')
    await expect(page.getByRole('alert').filter({ hasText: 'life' })).toContainText('lisko-de-arathan.life')
    await expect(page.getByRole('spinbutton', { name: 'Lisko de Árathan · Vida' })).toHaveValue('40')
    await page.getByRole('spinbutton', { name: 'Lisko de Árathan · Vida' }).fill('1')
    await expect(json).toHaveValue('{"lisko-de-arathan":{"life":1}}')
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(headline).toHaveText(WHATIF_VERDICT, { timeout: 120_000 })
    await openFigures(results)
    const compared = results.getByRole('table', { name: /^Base frente a la prueba de diseño/ })
    await expect(compared).toBeVisible()
    for (const name of ['Base', 'Prueba', 'Diferencia', 'p', 'p (Holm)']) await expect(compared.getByRole('columnheader', { name, exact: true })).toBeVisible()
    // The baseline column is the first run: same seeds, same games.
    await expect(compared.getByRole('row', { name: /^Turnos por partida/ }).getByRole('cell').first()).toHaveText(turns)
    await expect(page).toHaveURL(/o=%7B/)
    const download = page.waitForEvent('download')
    await results.getByRole('button', { name: 'Descargar CSV' }).click()
    const csv = await readFile(await (await download).path(), 'utf8')
    expect(csv.split('\r\n')[0]).toContain('diferencia,diferencia_ic95_inf,diferencia_ic95_sup,p,p_holm')
    expect(csv).toContain('winA,Victorias del mazo A,share,')
    await expectNoSeriousA11yViolations(page, 'laboratorio con comparación')

    // A what-if that changes nothing: same games, difference 0 and p = 1.
    await page.getByRole('spinbutton', { name: 'Lisko de Árathan · Vida' }).fill('8')
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(headline).toHaveText(NOTHING_VERDICT, { timeout: 120_000 })
    await openFigures(results)
    await expect(compared.getByRole('row', { name: /^Victorias del mazo A/ }).getByRole('cell').nth(2)).toHaveText('0,0 pp [0,0 – 0,0]')
    await expect(compared.getByRole('row', { name: /^Victorias del mazo A/ }).getByRole('cell').nth(3)).toHaveText('1')

    // A sweep of Lisko's Vida, with the chart's data table.
    await page.getByRole('radio', { name: 'Barrido' }).check()
    await pickLisko(page, 'Buscar la carta del barrido')
    await page.getByLabel('Campo del barrido').selectOption({ label: 'Vida (ahora 8; de 1 a 30)' })
    await page.getByLabel('Valores (separados por comas)').fill('1, 40')
    await expect(page.getByText('40 no vale para Vida (de 1 a 30).')).toBeVisible()
    await page.getByLabel('Valores (separados por comas)').fill('1, 30')
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(headline).toHaveText(SWEEP_VERDICT, { timeout: 120_000 })
    await openFigures(results)
    const sweep = results.getByRole('table', { name: /^Barrido de Vida de Lisko de Árathan/ })
    await expect(sweep.getByRole('row')).toHaveCount(3)
    await expect(results.getByRole('table', { name: 'Victorias por valor de Vida de Lisko de Árathan' }).getByRole('row')).toHaveCount(3)
    await expectNoSeriousA11yViolations(page, 'laboratorio con barrido')
  })

  test('a run queued on the server shows its progress and the report of the same run in the browser', async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto('/laboratorio')
    await fillRun(page, QUICK)
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(page.getByTestId('titular')).toHaveText(RUN_VERDICT, { timeout: 120_000 })
    await openFigures(page.getByRole('region', { name: 'Resultados' }))
    const annex = page.getByRole('region', { name: 'Resultados' }).getByRole('table', { name: 'Puntos del anexo de pruebas' })
    const here = await annex.getByRole('row', { name: /^Acciones por turno/ }).getByRole('cell').first().innerText({ timeout: 120_000 })

    await page.getByRole('radio', { name: /^En el servidor/ }).check()
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(page).toHaveURL(/\/laboratorio\/[a-z0-9]+$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba del laboratorio' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Prueba terminada' })).toContainText('trabajador: servidor', { timeout: 180_000 })
    await expect(page.getByTestId('titular')).toHaveText(RUN_VERDICT)
    await openFigures(page)
    const queued = page.getByRole('table', { name: 'Puntos del anexo de pruebas' })
    await expect(queued.getByRole('row', { name: /^Acciones por turno/ }).getByRole('cell').first()).toHaveText(here)
  })

  test('«Buscar el valor que equilibra» searches the edited number through the server\'s queue and answers with its interval, or says no value reaches the target', async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto('/laboratorio')
    await fillRun(page, QUICK)
    await page.getByRole('radio', { name: 'Prueba de diseño' }).check()
    const balance = page.getByRole('region', { name: 'Buscar el valor que equilibra' })
    await expect(balance).toContainText('Añade un cambio a un número entero')
    await pickLisko(page)
    await page.getByLabel('Campo', { exact: true }).selectOption({ label: 'Vida (ahora 8; de 1 a 30)' })
    await page.getByLabel('Valor', { exact: true }).fill('12')
    await page.getByRole('button', { name: 'Añadir el cambio' }).click()
    await expect(balance.getByLabel('Número a equilibrar')).toHaveValue('lisko-de-arathan:life')
    // An odd batch is refused beside its field, before anything is queued.
    const batch = balance.getByLabel('Partidas por paso')
    await batch.fill('3')
    await balance.getByRole('button', { name: 'Buscar el valor que equilibra' }).click()
    await expect(batch).toHaveAttribute('aria-invalid', 'true')
    await expect(batch).toHaveAccessibleDescription(/número par/)
    await batch.fill('2')
    await balance.getByLabel('Partidas como máximo').fill('8')
    await balance.getByRole('button', { name: 'Buscar el valor que equilibra' }).click()
    await expect(balance.getByRole('status')).toContainText('Buscando')
    // Whatever the games say, the answer is one of the four a designer can be given, with the ends tried on the same deals.
    const answer = balance.getByTestId('equilibrio')
    await expect(answer).toHaveText(/^(Con Vida \d+, Lisko equilibra el duelo: Caja 1 gana el \d+ % \[\d+–\d+\] contra Caja 2|El 50 % queda entre \d+ y \d+ de Vida para Lisko: .*|Ningún valor de Vida entre 1 y 30 lleva a Caja 1 al 50 %: con (1|30), Lisko lo deja en el \d+ %|Vida de Lisko no mueve el resultado de forma clara entre 1 y 30 \(con \d+ partidas en cada extremo\))\.$/, { timeout: 200_000 })
    const tried = balance.getByRole('table', { name: /Valores probados/ })
    await expect(tried.getByRole('rowheader', { name: '1', exact: true })).toHaveCount(1)
    await expect(tried.getByRole('rowheader', { name: '30', exact: true })).toHaveCount(1)
    await expectNoSeriousA11yViolations(page, 'valor que equilibra')
  })

  test('anyone with a queued job\'s link follows it, and only the browser that queued it is offered to cancel it', async ({ page, browser }) => {
    test.setTimeout(120_000)
    // A long job (about 200 s of heuristic games), cancelled by its owner once a stranger has looked.
    await page.goto('/laboratorio')
    await fillRun(page, { games: '20000', seed: 'ajena', turns: '30' })
    await page.getByRole('radio', { name: /^En el servidor/ }).check()
    await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
    await expect(page).toHaveURL(/\/laboratorio\/[a-z0-9]+$/, { timeout: 30_000 })
    const cancel = page.getByRole('button', { name: 'Cancelar la prueba' })
    await expect(cancel).toBeVisible()

    const stranger = await browser.newContext()
    const reader = await stranger.newPage()
    await reader.goto(page.url())
    await expect(reader.getByRole('status').filter({ hasText: /^Prueba (en cola|en juego)/ })).toBeVisible()
    await expect(reader.getByText('Solo quien la encargó puede cancelarla.')).toBeVisible()
    await expect(reader.getByRole('button', { name: 'Cancelar la prueba' })).toHaveCount(0)

    await cancel.click()
    await expect(page.getByRole('status').filter({ hasText: /^Prueba cancelada/ })).toBeVisible()
    await expect(reader.getByRole('status').filter({ hasText: /^Prueba cancelada/ })).toBeVisible()
    await stranger.close()
  })
})

test.describe('phone, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('a shared link plays by itself and can be cancelled; results fit the screen; controls are touch-sized', async ({ page }) => {
    test.setTimeout(240_000)
    // A long run: cancelled while it plays.
    await page.goto('/laboratorio?n=400&ba=heuristic&bb=heuristic&s=larga')
    const results = page.getByRole('region', { name: 'Resultados' })
    await expect(results.getByRole('progressbar')).toBeVisible({ timeout: 30_000 })
    await results.getByRole('button', { name: 'Cancelar la tanda' }).click()
    await expect(results.getByRole('status')).toContainText('Tanda cancelada tras')

    // A short comparison from its link.
    await page.goto(`/laboratorio?m=compare&n=${QUICK.games}&s=movil&t=${QUICK.turns}&ba=random&o=${encodeURIComponent('{"lisko-de-arathan":{"life":3}}')}`)
    await expect(results.getByTestId('titular')).toBeVisible({ timeout: 120_000 })
    await openFigures(results)
    const compared = results.getByRole('table', { name: /^Base frente a la prueba de diseño/ })
    await expect(compared).toBeVisible()
    const row = compared.getByRole('row', { name: /^Victorias del mazo A/ })
    for (const label of ['Diferencia', 'p']) {
      const box = await row.getByRole('cell').nth(label === 'p' ? 3 : 2).boundingBox()
      expect(box, label).not.toBeNull()
      expect((box?.x ?? 999) + (box?.width ?? 999), `${label} dentro de la pantalla`).toBeLessThanOrEqual(360)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'sin desplazamiento lateral').toBeLessThanOrEqual(360)
    // Touch-sized: every button and field of the form at least 44 px tall.
    const form = page.getByRole('form', { name: 'Preparar una tanda' })
    for (const control of await form.locator('button, select, input:not([type=radio]):not([type=checkbox])').all()) {
      if (!(await control.isVisible())) continue
      const box = await control.boundingBox()
      expect(box?.height ?? 0, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(43.9)
    }
    await expectNoSeriousA11yViolations(page, 'laboratorio en un móvil')
  })
})
