import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A designer at the playtest laboratory: a small run of bot games with its charts' data tables, a
// shared link that reopens the same run, then a what-if (an enemy's Vida changed) compared side by
// side with the baseline on the same seeds, and a bad what-if that names card, field and reason.

test('a lab run with its charts, a shared link and a what-if comparison', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.goto('/laboratorio')
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratorio de pruebas' })).toBeVisible()

  const deckA = page.getByRole('group', { name: 'Mazo A' })
  const deckB = page.getByRole('group', { name: 'Mazo B' })
  await deckA.getByLabel('Mazo de caja').selectOption({ label: 'Caja 1 — La marcha de la montaña' })
  await deckB.getByLabel('Mazo de caja').selectOption({ label: 'Caja 2 — Los corsarios de Árathan' })
  await deckA.getByLabel('Bot del mazo A').selectOption('random')
  await deckB.getByLabel('Bot del mazo B').selectOption('heuristic')
  await page.getByLabel('Partidas').fill('4')
  await page.getByLabel('Semilla').fill('laboratorio')
  await page.getByLabel('Turnos máximos').fill('12')
  await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()

  const results = page.getByRole('region', { name: 'Resultados' })
  await expect(results.getByText(/^4 partidas en /)).toBeVisible({ timeout: 120_000 })
  const annex = results.getByRole('table', { name: 'Puntos del anexo de pruebas' })
  await expect(annex.getByRole('row', { name: /^Partidas 4$/ })).toBeVisible()
  // A game stopped at 12 turns is a draw: turns per game can never pass the limit.
  const turnsCell = await annex.getByRole('row', { name: /^Turnos por partida/ }).getByRole('cell').innerText()
  expect(Number(turnsCell.split('±')[0]?.trim().replace(',', '.'))).toBeLessThanOrEqual(12)

  // Charts arrive lazily, each with its data table.
  const wins = results.getByRole('table', { name: 'Victorias por mazo y por Master que empieza' })
  await expect(wins.getByRole('columnheader', { name: 'Resultado' })).toBeVisible()
  await expect(wins.getByRole('row')).toHaveCount(4)
  const winCells = await wins.getByRole('row', { name: /^Mazo A / }).getByRole('cell').allInnerTexts()
  expect(winCells[0]).toMatch(/%/)
  const means = results.getByRole('table', { name: 'Medias por partida' })
  await expect(means.getByRole('row', { name: /^Turnos / })).toContainText(turnsCell.split('±')[0]?.trim() ?? 'x')

  // The address now names the run; opened elsewhere it restores every input.
  await expect(page).toHaveURL(/n=4/)
  const shared = page.url()
  const other = await browser.newContext()
  const second = await other.newPage()
  await second.goto(shared)
  await expect(second.getByLabel('Partidas')).toHaveValue('4')
  await expect(second.getByLabel('Semilla')).toHaveValue('laboratorio')
  await expect(second.getByRole('group', { name: 'Mazo A' }).getByLabel('Bot del mazo A')).toHaveValue('random')
  await other.close()

  // A bad what-if is refused with card, field and reason.
  const override = page.getByLabel('Cambios de cartas (JSON)')
  await override.fill('{"hombre-de-las-montanas": {"life": "mucha"}}')
  await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
  await expect(page.getByRole('form', { name: 'Preparar una tanda' }).getByRole('alert')).toContainText('hombre-de-las-montanas.life')

  // The what-if: the mountain men get more Vida; same seeds, both columns.
  await override.fill('{"hombre-de-las-montanas": {"life": 12}}')
  await page.getByRole('button', { name: 'Ejecutar la tanda' }).click()
  const compared = results.getByRole('table', { name: 'Base frente a la prueba de diseño (mismas semillas)' })
  await expect(compared).toBeVisible({ timeout: 120_000 })
  for (const name of ['Base', 'Prueba', 'Diferencia', 'p']) await expect(compared.getByRole('columnheader', { name, exact: true })).toBeVisible()
  await expect(compared.getByRole('row', { name: /^Partidas 4 4 / })).toBeVisible()
  // The baseline column is the earlier run: same seeds, same numbers.
  await expect(compared.getByRole('row', { name: /^Turnos por partida/ }).getByRole('cell').first()).toHaveText(turnsCell)
  const winsCompared = results.getByRole('table', { name: 'Victorias por mazo y por Master que empieza' })
  await expect(winsCompared.getByRole('columnheader', { name: 'Prueba' })).toBeVisible()
  await expect(page).toHaveURL(/o=%7B/)
  await expectNoSeriousA11yViolations(page, 'laboratorio con comparación')

  // The same what-if as a game on /partida: it opens at the first decision, says which cards changed,
  // and a game continued from there is played (and saved) with the change.
  await page.getByRole('link', { name: 'Jugar una partida con estos cambios' }).click()
  await expect(page).toHaveURL(/\/partida\?rep=1&.*o=%7B/)
  await expect(page.getByText(/Se juega con cambios de prueba en Hombre de las Montañas/).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('paso')).toHaveText('Acción 0 de 0')
  await page.getByRole('button', { name: /^Continuar desde aquí a dos jugadores/ }).click()
  await expect(page.getByRole('heading', { name: 'Pasa el dispositivo al Master 1' })).toBeVisible()
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('dm.partida.v1') ?? 'null') as { override?: unknown } | null)
  expect(saved?.override).toEqual({ 'hombre-de-las-montanas': { life: 12 } })
})
