import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signIn, signUpFromOwnAddress } from './accounts'

// Issue 14: a save queued offline belongs to the account that asked for it. Ana saves a private deck with no
// connection and leaves; Bruno signs in on the same browser: nothing of Ana's is sent under his session, and his
// account never gets her deck. When Ana signs in again, her queued save is sent to her account.

async function signOut(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Salir' }).click()
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 })
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*')
  await context.setOffline(false)
}

/** The names of the signed-in user's saved decks, as the API lists them. */
async function myDeckNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/decks?scope=mine')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { decks: { name: string }[] }).decks.map((d) => d.name)
}

test('a deck saved offline by one user is never created in the account of the next one, and reaches its own account later', async ({ page, context }) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const ana = { email: `ana-cola-${stamp}@example.com`, name: 'Ana de la cola' }
  const bruno = { email: `bruno-cola-${stamp}@example.com`, name: 'Bruno después' }
  expect(await signUpFromOwnAddress(ana)).toBe(201)
  expect(await signUpFromOwnAddress(bruno)).toBe(201)

  // Ana, signed in, builds a private deck and saves it with no connection: it waits in the queue.
  await signIn(page, ana)
  await page.goto('/mazos')
  const savePanel = page.getByRole('region', { name: 'Guardar en tu cuenta' })
  await expect(savePanel.getByText(`Has entrado como ${ana.name}`)).toBeVisible()
  await page.getByLabel('Nombre del mazo').fill('Mazo privado de Ana')
  await page.getByLabel('Reliquia del mazo').selectOption({ label: 'Elixir de Mísal' })
  await goOffline(context)
  await savePanel.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(savePanel.getByRole('status')).toContainText('queda en cola')

  // She leaves the builder, the connection comes back, she signs out.
  await page.goto('about:blank')
  await goOnline(context)
  await signOut(page)

  // Bruno signs in on the same browser and opens the builder: Ana's save is neither shown nor sent.
  await signIn(page, bruno)
  await page.goto('/mazos')
  await expect(savePanel.getByText(`Has entrado como ${bruno.name}`)).toBeVisible()
  await expect(savePanel.getByRole('status')).not.toContainText('queda en cola')
  // Longer than the queue's first retry (2 s): had it been his, it would have been sent by now.
  await page.waitForTimeout(4000)
  await expect(savePanel.getByRole('status')).not.toContainText('Guardado pendiente enviado')
  expect(await myDeckNames(page)).not.toContain('Mazo privado de Ana')
  await signOut(page)

  // Ana is back: her queued save goes to her account.
  await signIn(page, ana)
  await page.goto('/mazos')
  await expect(savePanel.getByRole('status')).toContainText('Guardado pendiente enviado', { timeout: 30_000 })
  expect(await myDeckNames(page)).toContain('Mazo privado de Ana')
  await signOut(page)
  await signIn(page, bruno)
  expect(await myDeckNames(page)).not.toContain('Mazo privado de Ana')
})
