import { expect, test } from '@playwright/test'
import { RULES } from '../lib/rules'

// What a page's HTML carries for React besides its markup: the inline page data (the RSC payload, in
// `self.__next_f.push` scripts), which the browser parses in the task that starts the page (issue 28). The tools'
// citation index (every rule, ruling and note with its section and title) comes with their scripts
// (app/(catalogue)/reglas/ToolCitations.tsx), not in each tool page's data, where it was ~11 KB.

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g

/** The page data's scripts: their bytes in the HTML and the payload's text. */
function pageData(html: string): { scriptBytes: number; text: string } {
  let scriptBytes = 0
  let text = ''
  for (const m of html.matchAll(FLIGHT_SCRIPT)) {
    scriptBytes += Buffer.byteLength(m[0])
    const row = JSON.parse(m[1] ?? '[]') as [number, string?]
    if (row[0] === 1) text += row[1] ?? ''
  }
  return { scriptBytes, text }
}

// Two entries of the index one after the other, as it was serialised: `"R2.1":[2,"Contenido de la caja"],"R2.2":`.
const INDEX_SHAPE = /"(?:R\d+\.\d+|RUL-\d+|NOTE-\d+)":\[\d+,"[^"]*"\],"(?:R\d+\.\d+|RUL-\d+|NOTE-\d+)":\[/

// Measured at the change: /mazos 46 KB (57 KB with the index), /partida 36 KB (47 KB). Each budget has a few KB of
// room for the page's own growth, less than the index.
const PAGE_DATA_BUDGETS: readonly { path: string; kb: number }[] = [
  { path: '/mazos', kb: 50 },
  { path: '/partida', kb: 40 },
]

test('the tool pages\' inline data carries no citation index, and /mazos and /partida keep theirs within budget', async ({ request }) => {
  const sizes: string[] = []
  for (const path of ['/mazos', '/mazos/publicos', '/probar', '/partida', '/aprender']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    const data = pageData(html)
    expect(data.text.length, `${path}: la página lleva sus datos en línea`).toBeGreaterThan(1000)
    expect(INDEX_SHAPE.test(data.text), `${path}: el índice de citas viaja con los scripts, no en los datos de la página`).toBe(false)
    sizes.push(`${path} ${(data.scriptBytes / 1000).toFixed(1)} KB`)
    const budget = PAGE_DATA_BUDGETS.find((b) => b.path === path)
    if (budget) expect(data.scriptBytes / 1000, `${path}: datos en línea`).toBeLessThanOrEqual(budget.kb)
  }
  console.log(`datos en línea: ${sizes.join(', ')}`)
})

test('a rule cited on /mazos has its title and description, in the server\'s HTML and when the browser renders the builder', async ({ page, request }) => {
  const rule = RULES.find((r) => r.id === 'R5.3')
  expect(rule).toBeDefined()
  const title = rule?.title ?? ''
  const html = await (await request.get('/mazos')).text()
  const quoted = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  expect(html).toMatch(new RegExp(`<a href="/reglas/seccion/5#R5\\.3"[^>]*title="${quoted}"[^>]*aria-description="Regla: ${quoted}"`))
  // Arriving from the header, the browser renders the builder itself (hydration would keep the server's attributes):
  // its citations read the index that came with the scripts.
  await page.goto('/')
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true })
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mazos' }).click()
  await expect(page).toHaveURL(/\/mazos$/)
  const link = page.locator('a[data-rule-id="R5.3"]').first()
  await expect(link).toHaveAttribute('title', title)
  await expect(link).toHaveAttribute('href', '/reglas/seccion/5#R5.3')
  await expect(link).toHaveAttribute('aria-description', `Regla: ${title}`)
  await expect(page.locator('a[data-rule-id="RUL-2"]').first()).toHaveAttribute('href', '/reglas/seccion/5#RUL-2')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'navegación en el navegador, sin recargar').toBe(true)
})
