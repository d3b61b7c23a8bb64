import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'
import { ALL_SIZES, decisionKey, DESKTOP_CONTEXT, DESKTOP_SIZES, expectTableInView, optionLabels, PHONE_CONTEXT, PHONE_SIZES, PREFERRED, setPace, type Size } from './table'

// An online table is a table too (issue 27): a whole game between a phone (Master A, at 360×800 and 390×844) and a
// desktop (Master B, at 1280×800 and 1366×768), each player pressing options only, watched by a spectator checked at
// all four sizes. At every decision of either player the page does not scroll and the decision, both relics,
// «Rendirse» and the connection's state are in view; at the end each page shows the result in view.

const see = expect.configure({ timeout: 30_000 })

/**
 * A decision as a player presses it, so that the game ends in a few turns: Master A guards its relic with its
 * weakest enemy (the least Vida), then lets things be (passing, not answering, drawing or placing cards, never
 * revealing); Master B reaches for the relic, revealing and treasures first, as partida.spec.ts's player does.
 */
async function decide(page: Page, seat: 'A' | 'B'): Promise<void> {
  const plain = page.getByRole('button', { name: /^(Mantener la mano|Ahora no|Sin Posada)$/ })
  if (await plain.isVisible()) return plain.click()
  const options = page.getByRole('list', { name: 'Opciones' }).getByRole('button')
  const labels = await optionLabels(page)
  if (seat === 'A') {
    if ((await page.locator('#decision-titulo').innerText()).startsWith('Enemigo protector')) {
      const lives = (await options.allInnerTexts()).map((t) => Number(/Vida (\d+)/.exec(t)?.[1] ?? 99))
      return options.nth(lives.indexOf(Math.min(...lives))).click()
    }
    const quiet = [/^(Pasar el turno|No hacer nada|Terminar)/, /^Robar una carta/, /^Colocar /].map((re) => labels.findIndex((l) => re.test(l))).find((i) => i >= 0)
    return options.nth(quiet ?? 0).click()
  }
  const preferred = PREFERRED.map((re) => labels.findIndex((l) => re.test(l))).find((i) => i >= 0) ?? 0
  await options.nth(preferred).click()
}

function chrome(page: Page, seated: boolean): [string, ReturnType<Page['getByRole']>][] {
  const bar = page.getByRole('group', { name: 'Barra de la partida' })
  return [
    ['el estado de la conexión', bar.getByTestId('conexion')],
    ...(seated ? [['«Rendirse»', bar.getByRole('button', { name: 'Rendirse' })] as [string, ReturnType<Page['getByRole']>]] : []),
  ]
}

test('a whole online game at the four screens: both seats and a spectator see the whole table at every decision, then the result', async ({ browser, request }) => {
  test.setTimeout(10 * 60_000)
  const started = Date.now()
  // The two boxed decks, as the lists a player pastes (the API takes a list or a code).
  const [a, b] = ['caja-1-marcha-de-la-montana', 'caja-2-corsarios-de-arathan'].map((slug) => readFileSync(`content/decks/${slug}.txt`, 'utf8'))
  const created = await request.post('/api/tables', { data: { deck: a, seat: 'A', name: 'Mesa de pantalla' } })
  expect(created.status()).toBe(201)
  const { id, token: tokenA } = (await created.json()) as { id: string; token: string }
  const joined = await request.post(`/api/tables/${id}/join`, { data: { deck: b } })
  expect(joined.status()).toBe(201)
  const { token: tokenB } = (await joined.json()) as { token: string }

  const [ctxA, ctxB, ctxC] = await Promise.all([browser.newContext(PHONE_CONTEXT), browser.newContext(DESKTOP_CONTEXT), browser.newContext(DESKTOP_CONTEXT)])
  await Promise.all([ctxA, ctxB, ctxC].map((c) => setPace(c, 'instant')))
  const [pa, pb, pc] = await Promise.all([ctxA.newPage(), ctxB.newPage(), ctxC.newPage()])
  await pa.goto(`/mesa/${id}#asiento=${tokenA}`)
  await pb.goto(`/mesa/${id}#asiento=${tokenB}`)
  await pc.goto(`/mesa/${id}?mirar=1`)
  for (const p of [pa, pb, pc]) await see(p.getByTestId('conexion')).toHaveText(/Conectado/)

  const seats: { page: Page; sizes: readonly Size[] }[] = [{ page: pa, sizes: PHONE_SIZES }, { page: pb, sizes: DESKTOP_SIZES }]
  const ended = (p: Page) => p.getByTestId('final')
  let checks = 0
  let spectatorChecks = 0
  for (let i = 0; i < 600; i++) {
    // Whoever is asked: the phone or the desktop.
    const asked = async () => (await ended(pa).isVisible()) ? 'end' : (await pa.locator('#decision-titulo').isVisible()) ? 'A' : (await pb.locator('#decision-titulo').isVisible()) ? 'B' : null
    await see.poll(asked).not.toBeNull()
    const who = await asked()
    if (who === 'end' || who === null) break
    const seat = who === 'A' ? seats[0] : seats[1]
    if (seat === undefined) throw new Error('no seat')
    await expectTableInView(seat.page, seat.sizes, { decision: true, also: chrome(seat.page, true) })
    checks++
    if (checks === 3) {
      await expectNoSeriousA11yViolations(pa, '/mesa: la mesa (móvil)')
      await expectNoSeriousA11yViolations(pc, '/mesa: espectador')
    }
    // The spectator, every few decisions, at one of the four sizes in turn.
    if (i % 4 === 0) {
      await expectTableInView(pc, [ALL_SIZES[spectatorChecks % ALL_SIZES.length] as Size], { also: chrome(pc, false) })
      spectatorChecks++
    }
    const before = await decisionKey(seat.page)
    await decide(seat.page, who)
    await see.poll(async () => (await decisionKey(seat.page)) !== before || (await ended(pa).isVisible())).toBe(true)
  }
  // The end, in view on every page: the players' at their sizes, the spectator's at all four.
  await see(ended(pa)).toBeVisible()
  await see(ended(pb)).toBeVisible()
  await see(ended(pc)).toBeVisible()
  await expectTableInView(pa, PHONE_SIZES, { result: true })
  await expectTableInView(pb, DESKTOP_SIZES, { result: true })
  await expectTableInView(pc, ALL_SIZES, { result: true })
  await expect(pa.getByRole('button', { name: 'Rendirse' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(pb, '/mesa: final')
  expect(checks).toBeGreaterThan(5)
  expect(spectatorChecks).toBeGreaterThanOrEqual(ALL_SIZES.length)
  console.log(`mesa-pantalla: ${checks} decisiones, ${spectatorChecks} miradas del espectador, ${Math.round((Date.now() - started) / 1000)} s`)
  await Promise.all([ctxA.close(), ctxB.close(), ctxC.close()])
})
