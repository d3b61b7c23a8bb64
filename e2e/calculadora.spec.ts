import { expect, test, type Locator, type Page } from '@playwright/test'
import { loadCatalogue } from '../lib/catalogue/load'
import { calculate, formatMean, formatPercent } from '../lib/sim/calculator'
import { expectNoSeriousA11yViolations } from './a11y'

// A player weighing a fight: picks a Dalma and an enemy by name, arms the Dalma, reads who wins,
// shares the address and gets the same numbers back; then the rulebook's plain F3 against R2,V6.

const figure = (scope: Locator | Page, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd')

test('weigh Dorn with a short sword against Túlkar to the death, then reopen the shared address', async ({ page }) => {
  const catalogue = loadCatalogue()
  const want = calculate({
    attacker: { kind: 'card', id: 'dorn-de-aradin', equipment: ['espada-corta'], potions: ['bebida-de-furia'], poisons: [] },
    defender: { kind: 'card', id: 'tulkar-lider-de-la-montana', equipment: [], potions: [], poisons: [] },
    fight: 'death',
  }, catalogue)
  if (!want.ok || !want.value.fight) throw new Error('the library refused the case')

  await page.goto('/')
  await page.getByRole('navigation').getByRole('link', { name: 'Calculadora' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de combate' })).toBeVisible()

  const attacker = page.getByRole('group', { name: 'Atacante', exact: true })
  const defender = page.getByRole('group', { name: 'Defensor', exact: true })
  await attacker.getByLabel('Personaje').selectOption({ label: 'Dorn de Aradín' })
  await defender.getByLabel('Personaje').selectOption({ label: 'Túlkar, líder de la montaña' })
  await attacker.getByText('Equipo', { exact: true }).click()
  await attacker.getByLabel('Espada corta').check()
  await attacker.getByText('Pociones y venenos', { exact: true }).click()
  await attacker.getByLabel('Bebida de furia').check()
  await page.getByRole('radio', { name: 'A muerte (ofensiva)' }).check()
  await page.getByRole('button', { name: 'Calcular' }).click()

  await expect(page).toHaveURL(/a=dorn-de-aradin/)
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(figure(result, 'Gana Dorn de Aradín (atacante)')).toHaveText(formatPercent(want.value.fight.pAttackerWins))
  await expect(figure(result, 'Asaltos esperados')).toHaveText(formatMean(want.value.fight.expectedRounds))
  await expect(figure(result, 'Probabilidad de herir')).toHaveText(formatPercent(want.value.attack.pHurt))
  await expect(result.getByRole('row', { name: /Tirada 666/ })).toContainText(formatPercent(1 / 216))

  // The compact shared address opens the same calculation with the form as it was.
  await page.getByRole('link', { name: /^\/calculadora\?/ }).click()
  await expect(page).toHaveURL(/aEquip=espada-corta/)
  await page.reload()
  await expect(figure(page.getByRole('region', { name: 'Resultado' }), 'Gana Dorn de Aradín (atacante)')).toHaveText(formatPercent(want.value.fight.pAttackerWins))
  await expect(page.getByRole('group', { name: 'Atacante', exact: true }).getByLabel('Espada corta')).toBeChecked()
  await expect(page.getByRole('group', { name: 'Defensor', exact: true }).getByLabel('Personaje')).toHaveValue('tulkar-lider-de-la-montana')
  await expectNoSeriousA11yViolations(page, 'calculadora')
})

test('RUL-1 plain numbers: Fuerza 3 against Resistencia 2 and Vida 6 kills in one attack a third of the time', async ({ page }) => {
  await page.goto('/calculadora')
  const attacker = page.getByRole('group', { name: 'Atacante', exact: true })
  const defender = page.getByRole('group', { name: 'Defensor', exact: true })
  await attacker.getByLabel('Personaje').selectOption({ label: 'Números sin carta' })
  await attacker.getByLabel('Fuerza', { exact: true }).fill('3')
  await defender.getByLabel('Personaje').selectOption({ label: 'Números sin carta' })
  await defender.getByLabel('Resistencia', { exact: true }).fill('2')
  await defender.getByLabel('Vida', { exact: true }).fill('6')
  await page.getByRole('radio', { name: 'Solo un ataque' }).check()
  await page.getByRole('button', { name: 'Calcular' }).click()
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(figure(result, 'Probabilidad de matar de un ataque')).toHaveText('33,3 %')
  await expect(figure(result, 'Probabilidad de herir')).toHaveText('97,2 %')
  await expect(result.getByRole('row', { name: /incluye la Pifia/ })).toContainText('2,8 %')
  await expect(result.getByText('Gana', { exact: false })).toHaveCount(0)
})

test('R15.3 an impossible loadout is refused with the rule, and no numbers are shown', async ({ page }) => {
  await page.goto('/calculadora?a=dorn-de-aradin&aEquip=chaleco-de-cuero,cota-de-mallas&d=pirata')
  await expect(page.getByRole('alert').filter({ hasText: 'No se puede calcular' })).toContainText('Atacante: ese equipo no cabe junto (lo impide R15.3)')
  await expect(page.getByRole('region', { name: 'Resultado' })).toHaveCount(0)
})

test('an enemy page shows every Dalma against it and opens the pair in the calculator', async ({ page }) => {
  const dalmas = loadCatalogue().cards.filter((c) => c.type === 'dalma').length
  await page.goto('/cartas/bolg-de-las-montanas')
  const section = page.getByRole('region', { name: 'Contra este enemigo…' })
  await expect(section.getByRole('row')).toHaveCount(1 + dalmas)
  await section.getByRole('link', { name: 'Abrir Thagra la Bahaluk contra Bolg de las Montañas en la calculadora' }).click()
  await expect(page).toHaveURL(/\/calculadora\?a=thagra-la-bahaluk&d=bolg-de-las-montanas&fight=muerte/)
  await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('Mueren los dos')
})
