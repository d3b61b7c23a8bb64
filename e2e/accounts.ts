// Accounts for the specs that need a signed-in player: one made through the API, then signed in through the form
// as a player does. Shared so every spec signs up the same way (issue 27: it had been copied into five specs).
import { request as httpRequest } from 'node:http'
import { expect, test, type Page } from '@playwright/test'

/** The password every test account is made with (the sign-up form asks for at least 8 characters). */
export const TEST_PASSWORD = 'una-clave-larga'

/** A fresh address for a test account: the spec's prefix, the time and a random tail, so reruns never collide. */
export const testEmail = (prefix: string): string =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * Signs up through the API (POST /api/auth/signup) from a loopback address of its own (127.x.y.z), so the per-address
 * sign-up limit that the specs signing up through the form count against is not spent, on any rerun either.
 * Answers the HTTP status (201 when the account was made).
 */
export function signUpFromOwnAddress(account: { email: string; name: string; password?: string }): Promise<number> {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100')
  const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`
  const body = JSON.stringify({ email: account.email, password: account.password ?? TEST_PASSWORD, name: account.name })
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: base.hostname, port: base.port, path: '/api/auth/signup', method: 'POST', localAddress: from,
      headers: { 'content-type': 'application/json' },
    }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)) })
    req.on('error', reject)
    req.end(body)
  })
}

/** Signs in through /cuenta/entrar and waits until the header names the account (`Tu cuenta: name`). */
export async function signIn(page: Page, account: { email: string; name: string; password?: string }): Promise<void> {
  await page.goto('/cuenta/entrar')
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password ?? TEST_PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('link', { name: `Tu cuenta: ${account.name}` })).toBeVisible({ timeout: 20_000 })
}

/** A new account, made from an address of its own and signed in on `page`. */
export async function signUpAndSignIn(page: Page, account: { email: string; name: string; password?: string }): Promise<void> {
  expect(await signUpFromOwnAddress(account), `alta de ${account.email}`).toBe(201)
  await signIn(page, account)
}
