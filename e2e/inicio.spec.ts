import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A newcomer's first steps (issue 27): the home page leads to every section, the games and the guided first game among
// them; the API page fits a phone; the card browser on a phone shows results first, the filters a tap away.

/** How far the page runs past the viewport's right edge, in CSS pixels (0: no sideways scroll). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('the home page lists Partida, Mesas, Aprender and Laboratorio among its sections, and points first-timers to /aprender', async ({ page }) => {
  await page.goto('/')
  const sections = page.getByRole('region', { name: 'Secciones' })
  for (const name of ['Partida', 'Mesas', 'Aprender', 'Laboratorio', 'Cartas', 'Mazos']) {
    await expect(sections.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(sections.getByRole('link', { name: 'Mesas', exact: true })).toHaveAttribute('href', '/mesas')
  await expect(page.getByRole('link', { name: 'Aprende a jugar con una partida guiada' })).toHaveAttribute('href', '/aprender')
})

/**
 * Every page a visitor can open without an account or a game in progress. A sweep of these at 360 px found the two
 * Duelo de alientos pages below running off the right edge (a fieldset and a file input set the grid's width), so the
 * whole list is held to it, not only the pages someone thought to check.
 */
const EVERY_PAGE = [
  '/', '/cartas', '/cartas/aelis-del-laberinto', '/cartas/sintaxis', '/reliquias', '/reglas', '/reglas/R8.2', '/reglas/seccion/8',
  '/mazos', '/mazos/caja', '/mazos/caja/caja-2-corsarios-de-arathan', '/mazos/publicos', '/mazos/mios', '/mazos/imprimir',
  '/probar', '/partida', '/aprender', '/mesas', '/calculadora', '/laboratorio', '/laboratorio/cartas', '/laboratorio/mazos',
  '/alientos', '/alientos/reglas', '/alientos/taumaturgos', '/alientos/repeticion',
  '/docs', '/docs/escenarios', '/docs/escenarios/alientos', '/cuenta/entrar', '/cuenta/registro',
] as const

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true })

  test('every page fits 360 px: none scrolls sideways once it has loaded', async ({ page }) => {
    test.setTimeout(120_000)
    const wide: string[] = []
    for (const path of EVERY_PAGE) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(page.getByRole('main'), `el contenido de ${path}`).toBeVisible()
      const over = await overflowX(page)
      if (over > 0) wide.push(`${path} (+${over} px)`)
    }
    expect(wide, 'páginas que se desplazan de lado a 360 px').toEqual([])
  })

  test('the sections are one row under the title, the one being read in view, every other a swipe or a Tab away', async ({ page }) => {
    await page.goto('/docs')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(10)
    // One row: every link's top is the first one's (they wrapped into four rows, some 170 px, above every page).
    const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size, 'las secciones en una sola fila').toBe(1)
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 999, 'el título de la página cerca de arriba').toBeLessThan(160)
    // The last section, being read, is brought into the row; the first is then scrolled out of it.
    const here = nav.getByRole('link', { name: 'API y CLI' })
    await expect(here).toHaveAttribute('aria-current', 'page')
    await expect(here).toBeInViewport({ ratio: 1 })
    await expect(nav.getByRole('link', { name: 'Cartas', exact: true })).not.toBeInViewport({ ratio: 1 })
    // By keyboard: focusing a section out of sight scrolls the row to it.
    await nav.getByRole('link', { name: 'Cartas', exact: true }).focus()
    await expect(nav.getByRole('link', { name: 'Cartas', exact: true })).toBeInViewport()
    expect(await overflowX(page)).toBe(0)
  })

  test('/docs fits 360 px: the long command headings wrap instead of running off', async ({ page }) => {
    await page.goto('/docs')
    const heading = page.getByRole('heading', { name: /^dm table </ })
    await expect(heading).toBeVisible()
    expect(await overflowX(page)).toBe(0)
    const box = await heading.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
  })

  test('/cartas shows the results right after the search box, with the filters one tap away', async ({ page }) => {
    await page.goto('/cartas')
    const results = page.getByRole('list', { name: 'Resultados' })
    const firstResult = results.getByRole('link').first()
    const toggle = page.getByRole('button', { name: /^Filtros y orden/ })
    // The first result is on the first screen; the filters are folded behind one button.
    await expect(firstResult).toBeInViewport()
    await expect(page.getByLabel('Tipo', { exact: true })).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Armas' })
    await expect(toggle).toHaveText(/Filtros y orden \(1 activo\)/)
    await expect(results.getByRole('link', { name: /Daga/ }).first()).toBeVisible()
    await expect(results.getByRole('link', { name: /Durmak de Órdor/ })).toHaveCount(0)
    await toggle.tap()
    await expect(page.getByLabel('Tipo', { exact: true })).toBeHidden()
    expect(await overflowX(page)).toBe(0)
    await expectNoSeriousA11yViolations(page, '/cartas en un teléfono')
  })
})

test('on a tablet (800 px) the header is two rows: the title with the account, then every section in one row', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  await page.goto('/cartas')
  const links = page.getByRole('navigation', { name: 'Principal' }).getByRole('link')
  const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops).size, 'las secciones en una sola fila').toBe(1)
  const title = await page.getByRole('link', { name: 'Duelo de Masters', exact: true }).boundingBox()
  const account = await page.getByRole('link', { name: 'Entrar', exact: true }).boundingBox()
  expect(Math.abs((account?.y ?? 0) - (title?.y ?? 999)), 'la cuenta en la fila del título').toBeLessThan(12)
  expect(await overflowX(page)).toBe(0)
})

test('/cartas on a desktop keeps the filters in view, with no toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cartas')
  await expect(page.getByLabel('Tipo', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Filtros y orden/ })).toBeHidden()
})
