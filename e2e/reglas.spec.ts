import { expect, test } from '@playwright/test'

// The rules on a phone: every rules page stays under 150 KB of HTML, and the links people already
// have (/reglas#R8.2, from before the rules were split by section) still land on the rule.

const HTML_LIMIT_BYTES = 150_000

test('/reglas and every section page stay under 150 KB of raw HTML', async ({ request }) => {
  const index = await request.get('/reglas')
  expect(index.status()).toBe(200)
  const indexHtml = await index.text()
  expect((await index.body()).length, '/reglas').toBeLessThan(HTML_LIMIT_BYTES)
  const sections = [...new Set([...indexHtml.matchAll(/href="(\/reglas\/seccion\/\d+)"/g)].map((m) => m[1] as string))]
  expect(sections.length).toBeGreaterThanOrEqual(20)
  const sizes: string[] = []
  for (const path of sections) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    const bytes = (await res.body()).length
    sizes.push(`${path} ${Math.round(bytes / 1000)} KB`)
    expect(bytes, path).toBeLessThan(HTML_LIMIT_BYTES)
  }
  console.log(`/reglas ${Math.round((await index.body()).length / 1000)} KB; ${sizes.join(', ')}`)
})

test('an old link /reglas#R8.2 lands on the rule on its section page, and so do rulings and section anchors', async ({ page }) => {
  await page.goto('/reglas#R8.2')
  await expect(page).toHaveURL(/\/reglas\/seccion\/8#R8\.2$/)
  await expect(page.locator('[id="R8.2"]')).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acciones de Master')

  await page.goto('/reglas#RUL-3')
  await expect(page).toHaveURL(/\/reglas\/seccion\/\d+#RUL-3$/)
  await expect(page.locator('[id="RUL-3"]')).toBeInViewport()

  await page.goto('/reglas#seccion-19')
  await expect(page).toHaveURL(/\/reglas\/seccion\/19$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Combate')

  // The index's own anchors stay where they are.
  await page.goto('/reglas#decisiones')
  await expect(page.getByRole('heading', { level: 2, name: 'Decisiones del sitio' })).toBeVisible()
  await expect(page).toHaveURL(/\/reglas#decisiones$/)
})
