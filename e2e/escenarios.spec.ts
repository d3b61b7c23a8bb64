import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

// A player who wants to report a rules bug: from the docs to the scenario format, and a section's example with what it did.

test('the scenario format page is reached from the docs and shows each rulebook section played', async ({ page }) => {
  await page.goto('/docs')
  await page.getByRole('link', { name: /Ficheros de escenario/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ficheros de escenario' })).toBeVisible()

  const combat = page.getByRole('region', { name: '§19 Combate' })
  await expect(combat).toContainText('Tirada 666 (6, 6, 6): el objetivo muere en el acto.')
  await expect(combat).toContainText('scenarios/s19-melee-666.yaml')
  await expect(combat).toContainText('cumple su expect')

  const sections = page.getByRole('region', { name: /^§\d+ / })
  await expect(sections).toHaveCount(18)

  // The JSON of `dm play --json` is one click away, folded.
  await combat.getByText('Salida de dm play --json').click()
  await expect(combat.getByText('"zone": "defeated"')).toBeVisible()
})

test('accessibility: the scenario format page has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/docs/escenarios')
  await expectNoSeriousA11yViolations(page, 'formato de escenarios')
})
