import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { PHONE } from './weight'

// The builder's import box and export panel sit at its foot: their readers and writers (the deck list's parser and
// name matching, the text, JSON and PNG writers) load when the player reaches for them, not with /mazos (issue 28).
// A player on a phone, by keyboard and by touch: pasting a list, importing it, reading and downloading it back.

test.use({ ...PHONE })

/** Every script body the page receives, to tell which code came with the first load. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    void response.text().then((t) => bodies.push(t), () => {})
  })
  return bodies
}

// A string only lib/decks/text.ts's parser holds, and one only its writer does (ASCII: the minifier escapes accents).
const PARSER_MARK = 'de copias debe estar entre 1 y'
const WRITER_MARK = 'lista de mazo de Duelo de Masters'

test('the import box reads a pasted list once touched, and imports it into the builder', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/mazos', { waitUntil: 'networkidle' })
  await expect(page.locator('fieldset[data-hydrated]')).toBeVisible()
  expect(scripts.length, 'scripts seen').toBeGreaterThan(0)
  expect(scripts.filter((s) => s.includes(PARSER_MARK)).length, 'scripts of the first load holding the parser').toBe(0)
  expect(scripts.filter((s) => s.includes(WRITER_MARK)).length, 'scripts of the first load holding the list writer').toBe(0)

  // By keyboard: the box takes focus, and what is typed at once is read when the reader arrives.
  const box = page.getByLabel('Pega una lista de mazo, un código, un enlace compartido o un JSON')
  await box.focus()
  await page.keyboard.insertText('Reliquia: Elixir de Mísal\n1 Durmak de Órdor\n3 Cofre de oro\n2 Carta que no existe')
  const preview = page.locator('[aria-live="polite"]').filter({ hasText: 'Detectado' })
  await expect(preview).toContainText('Lista de mazo en texto')
  await expect(preview).toContainText('Se han leído 4 cartas, reliquia Elixir de Mísal')
  await expect(page.getByRole('list', { name: /Errores de lectura|Cartas desconocidas/ })).toContainText('Carta que no existe')
  await expect.poll(() => scripts.some((s) => s.includes(PARSER_MARK)), { message: 'touching the box fetched the parser' }).toBe(true)

  await page.getByRole('button', { name: 'Importar al constructor' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Importado' })).toContainText('Importado (lista de mazo en texto): 4 cartas.')
  await expect(page.getByLabel('Reliquia del mazo')).toHaveValue('elixir-de-misal')
  await expect(page.getByRole('button', { name: 'Quitar Cofre de oro del mazo' })).toBeVisible()
})

test('the export panel writes the list, its .txt and its JSON on demand', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/mazos', { waitUntil: 'networkidle' })
  await expect(page.locator('fieldset[data-hydrated]')).toBeVisible()
  await page.getByLabel('Nombre del mazo').fill('Exportado en e2e')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })

  // By touch: the details open with the list written then (the writer loads at that moment if nothing fetched it).
  const panel = page.getByRole('region', { name: 'Exportar y compartir' })
  await panel.getByText('Ver la lista en texto').tap()
  const list = panel.locator('pre')
  await expect(list).toContainText('# Mazo: Exportado en e2e')
  await expect(list).toContainText('Reliquia: Elixir de Mísal')
  await expect.poll(() => scripts.some((s) => s.includes(WRITER_MARK)), { message: 'the writer was fetched on use' }).toBe(true)

  const [text] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Descargar .txt' }).tap()])
  expect(text.suggestedFilename()).toBe('exportado-en-e2e.txt')
  expect(await readFile(await text.path(), 'utf8')).toContain('Reliquia: Elixir de Mísal')

  // By keyboard: Enter on the focused button.
  await panel.getByRole('button', { name: 'Descargar JSON' }).focus()
  const [json] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  expect(JSON.parse(await readFile(await json.path(), 'utf8'))).toMatchObject({ format: 'duelo-de-masters/deck', name: 'Exportado en e2e', relic: 'elixir-de-misal' })
})

test('the list in text says so when its writer cannot be fetched, and opens once the network is back', async ({ page }) => {
  await page.goto('/mazos', { waitUntil: 'networkidle' })
  await expect(page.locator('fieldset[data-hydrated]')).toBeVisible()
  await page.getByLabel('Nombre del mazo').fill('Sin red')
  // The first load is in; every script asked for from now on fails, as offline before the writer was ever cached.
  await page.route('**/_next/static/**/*.js', (route) => route.abort('internetdisconnected'))
  const panel = page.getByRole('region', { name: 'Exportar y compartir' })
  await panel.getByText('Ver la lista en texto').focus()
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('status')).toHaveText(/No se ha podido cargar la exportación/)

  await page.unroute('**/_next/static/**/*.js')
  await page.keyboard.press('Enter') // closes the list
  await page.keyboard.press('Enter') // and opens it again, fetching the writer this time
  await expect(panel.locator('pre')).toContainText('# Mazo: Sin red')
})
