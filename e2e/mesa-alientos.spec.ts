// Duelo de alientos online (issue 31): two taumaturgos in two browser contexts play a duel to its end through the
// shared table service (/mesas?juego=alientos, /mesa/{id}), watched by a spectator in a third, and ALI-9's 24-hour
// move clock runs out under the test clock (POST /api/test/clock, on only in the Playwright server).
import { expect, test, type BrowserContext, type Page } from '@playwright/test'

const FURIA = 'odio:9,calma:3,cambio:2,renovacion:1'
const HOUR = 3600 * 1000

test.afterEach(async ({ request }) => {
  // The server is shared by every spec: its tables' clock goes back to the system's.
  await request.post('/api/test/clock', { data: { offsetMs: 0 } })
})

/** The name of who decides, as the clock line says it. */
async function deciderOf(page: Page): Promise<string> {
  const line = page.getByRole('status', { name: 'Reloj por jugada' })
  await expect(line).toContainText('Le toca a')
  return (await line.locator('strong').first().textContent()) ?? ''
}

test('ALI-9: two taumaturgos play an online duel to its end, a spectator watches, and a move left 24 hours is passed for its seat', async ({ browser, request }) => {
  // Contexts made here are this test's to close (their streams would outlive it otherwise).
  const contexts: BrowserContext[] = []
  const newPage = async () => { const c = await browser.newContext(); contexts.push(c); return c.newPage() }
  try {
    const ana = await newPage()
    await ana.goto('/alientos')
    await ana.getByRole('link', { name: 'Jugar en línea (por correo)' }).click()
    await expect(ana.getByRole('heading', { level: 1, name: 'Mesas en línea de Duelo de alientos' })).toBeVisible()
    await ana.getByLabel('Tus dados (15, ALI-1)').fill(FURIA)
    await ana.getByLabel('Tu nombre').fill('Ana')
    await ana.getByLabel('Nombre de la mesa').fill('Duelo de prueba')
    await ana.getByRole('button', { name: 'Crear la mesa' }).click()
    await expect(ana).toHaveURL(/\/mesa\/[A-Za-z0-9_-]{16}$/)
    const url = ana.url()
    await expect(ana.getByText('Juegas en el asiento')).toBeVisible()
    await expect(ana.getByRole('status').filter({ hasText: 'Esperando taumaturgos: 1 de 2' })).toBeVisible()
    // The link as a QR code too, for a phone across the table, as Masters tables have.
    await expect(ana.getByRole('img', { name: 'Código QR del enlace de la mesa' })).toBeVisible()

    // The lobby lists it among the alientos tables, not Masters'.
    const lobby = await newPage()
    await lobby.goto('/mesas?juego=alientos')
    await expect(lobby.getByRole('link', { name: 'Duelo de prueba' })).toBeVisible()
    await lobby.goto('/mesas')
    await expect(lobby.getByRole('link', { name: 'Duelo de prueba' })).toHaveCount(0)
    await lobby.close()

    const bea = await newPage()
    await bea.goto(url)
    await bea.getByLabel('Tus dados (15, ALI-1)').fill(FURIA)
    await bea.getByLabel('Tu nombre').fill('Bea')
    await bea.getByRole('button', { name: 'Sentarse' }).click()
    await expect(bea.getByText('Juegas en el asiento')).toBeVisible()

    const spectator = await newPage()
    await spectator.goto(url)
    await expect(spectator.getByText('Miras como espectador')).toBeVisible()
    await expect(spectator.getByRole('region', { name: 'Taumaturgo Ana' })).toBeVisible()
    await expect(spectator.getByRole('region', { name: 'Taumaturgo Bea' })).toBeVisible()
    await expect(spectator.getByRole('button', { name: 'Pasar', exact: true })).toHaveCount(0)

    // ALI-9: the clock gives the decider 24 hours; past them the table passes for it, and the other one decides.
    const first = await deciderOf(spectator)
    await expect(spectator.getByRole('status', { name: 'Reloj por jugada' })).toContainText(/le quedan 2[34] h/)
    await request.post('/api/test/clock', { data: { offsetMs: 24 * HOUR + 60_000 } })
    await spectator.reload()
    await expect(spectator.getByRole('region', { name: 'Registro de la mesa' })).toContainText(`${first} pasa.`)
    const second = await deciderOf(spectator)
    expect(second).not.toBe(first)
    // The seats' pages are told by the stream.
    const seatOf = (name: string) => (name === 'Ana' ? ana : bea)
    await expect(seatOf(second).getByRole('button', { name: 'Pasar', exact: true })).toBeVisible()

    // Then both play (pass, or name at Recuento) until the duel ends; every legal ending is accepted.
    const result = spectator.getByRole('status', { name: 'Resultado' })
    const log = spectator.getByRole('region', { name: 'Registro de la mesa' }).getByRole('listitem')
    for (let moves = 0; moves < 200 && !(await result.isVisible()); moves++) {
      const decider = await deciderOf(spectator).catch(() => null)
      if (decider === null) break
      const page = seatOf(decider)
      const pass = page.getByRole('button', { name: 'Pasar', exact: true })
      const named = page.getByRole('button', { name: /^Nombrar a / }).first()
      await expect(pass.or(named)).toBeVisible()
      const entries = await log.count()
      await (await pass.isVisible() ? pass : named).click()
      // The spectator's stream brings the move: its log grows.
      await expect.poll(() => log.count()).toBeGreaterThan(entries)
    }
    await expect(result).toContainText(/^(Gana (Ana|Bea)\.|Empate\.)$/)
    await expect(ana.getByRole('status', { name: 'Resultado' })).toHaveText(await result.textContent() ?? '')
    await expect(bea.getByRole('status', { name: 'Resultado' })).toHaveText(await result.textContent() ?? '')

    // issue 27: the seats are offered a rematch and «Jugar otra vez», the spectator the tables; «Jugar otra vez» opens
    // a new table like this one with Ana's dice in her seat, waiting for a taumaturgo.
    await expect(bea.getByRole('button', { name: 'Revancha' })).toBeVisible()
    await expect(spectator.getByRole('link', { name: 'Ver las mesas de alientos' })).toBeVisible()
    await expect(spectator.getByRole('button', { name: 'Jugar otra vez' })).toHaveCount(0)
    await ana.getByRole('button', { name: 'Jugar otra vez' }).click()
    await expect(ana).not.toHaveURL(url)
    await expect(ana).toHaveURL(/\/mesa\/[A-Za-z0-9_-]{16}$/)
    await expect(ana.getByText(/^Duelo de alientos · Duelo de prueba · 2 taumaturgos · Juegas en el asiento/)).toBeVisible()
    await expect(ana.getByRole('status').filter({ hasText: 'Esperando taumaturgos: 1 de 2' })).toBeVisible()
  } finally {
    for (const c of contexts) await c.close()
  }
})
