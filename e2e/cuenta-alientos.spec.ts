// A signed-in taumaturgo finds their Duelo de alientos duels on /cuenta (issue 31): the table they opened while signed
// in is listed under «Duelos de alientos», waiting for taumaturgos, and its link takes them back to their seat.
import { expect, test } from '@playwright/test'
import { signIn, signUpFromOwnAddress, testEmail } from './accounts'

test('a signed-in player\'s alientos duel is on /cuenta, and its link goes back to the seat', async ({ page }) => {
  const account = { email: testEmail('cuenta-alientos'), name: 'Tauma' }
  expect(await signUpFromOwnAddress(account)).toBe(201)
  await signIn(page, account)
  await page.goto('/cuenta')
  await expect(page.getByText('Todavía no te has sentado a un duelo de alientos')).toBeVisible()

  await page.goto('/mesas?juego=alientos')
  await page.getByLabel('Tus dados (15, ALI-1)').fill('odio:9,calma:3,cambio:2,renovacion:1')
  await page.getByLabel('Tu nombre').fill('Tauma')
  await page.getByLabel('Nombre de la mesa').fill('Duelo de la cuenta')
  await page.getByRole('button', { name: 'Crear la mesa' }).click()
  await expect(page).toHaveURL(/\/mesa\/[A-Za-z0-9_-]{16}$/)
  const url = page.url()

  await page.goto('/cuenta')
  const duels = page.getByRole('list', { name: 'Duelos de alientos' })
  await expect(duels.getByRole('listitem')).toHaveCount(1)
  await expect(duels.getByRole('listitem')).toContainText('Duelo de la cuenta esperando taumaturgos (1 de 2) · asiento A')
  // The Masters list is not where it goes.
  await expect(page.getByRole('list', { name: 'Mesas en línea' })).toHaveCount(0)
  await duels.getByRole('link', { name: 'Duelo de la cuenta' }).click()
  await expect(page).toHaveURL(url)
  await expect(page.getByText(/Juegas en el asiento/)).toBeVisible()
})
