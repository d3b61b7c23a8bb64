import { readFileSync } from 'node:fs'
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { signUpAndSignIn, testEmail } from './accounts'
import { expectNoSeriousA11yViolations } from './a11y'

// Duelo de alientos (issue 31), as players do it: build a taumaturgo, share it, play it against a bot to the end;
// three friends on one screen attack, support, pass, name at the Recuento and leave; and a duel after going offline.

/** The value shown by a die button ("Odio 5 (Ofensa) de Ária"). */
const valueOf = async (die: Locator): Promise<number> => Number(/ (\d) \(/.exec((await die.getAttribute('aria-label')) ?? '')?.[1])

/** Passes for whoever's turn it is (and names the first adversary at a Recuento) until the duel ends or `until` holds. */
async function playOn(page: Page, until: () => Promise<boolean>, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await until()) return
    const pass = page.getByRole('button', { name: 'Pasar', exact: true })
    const name = page.getByRole('button', { name: /^Nombrar a / }).first()
    if (await pass.isVisible()) await pass.click()
    else if (await name.isVisible()) await name.click()
    else await page.waitForTimeout(250)
  }
  throw new Error('el duelo no llegó a donde se esperaba')
}

test('build a taumaturgo with live legality, share it by link, and play it against the bot to the end', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Alientos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Duelo de alientos' })).toBeVisible()
  await page.getByRole('link', { name: 'Constructor de taumaturgos' }).click()

  await page.getByRole('button', { name: 'Furia' }).click()
  await page.getByLabel('Nombre del taumaturgo').fill('Ária la roja')
  await expect(page.getByText(/^Legal: 12 dados con umbra y 3 sin umbra/)).toBeVisible()
  await page.getByRole('button', { name: 'Uno más de Odio' }).click()
  await expect(page.getByText(/Lleva 13 dados con umbra/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar en este dispositivo' })).toBeDisabled()
  await page.getByRole('button', { name: 'Uno menos de Calma' }).click()
  await expect(page.getByText(/^Legal:/)).toBeVisible()
  await expect(page.getByLabel('Odio (d6, Ofensa)')).toHaveValue('10')
  await page.getByRole('button', { name: 'Guardar en este dispositivo' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Ária la roja' })).toBeVisible()
  await expectNoSeriousA11yViolations(page, '/alientos/taumaturgos')

  // The link carries the taumaturgo: a fresh page shows the same one.
  const link = await page.getByLabel('Enlace para compartirlo').inputValue()
  expect(link).toContain('dados=odio%3A10%2Ccalma%3A2')
  await page.goto(link)
  await expect(page.getByLabel('Nombre del taumaturgo')).toHaveValue('Ária la roja')
  await expect(page.getByLabel('Calma (d6, Defensa)')).toHaveValue('2')

  await page.getByRole('link', { name: 'Jugar un duelo con él' }).click()
  const first = page.getByRole('group', { name: 'Asiento 1' })
  await expect(first.getByLabel('Nombre')).toHaveValue('Ária la roja')
  const second = page.getByRole('group', { name: 'Asiento 2' })
  await second.getByLabel('Quién juega').selectOption({ label: 'Bot codicioso' })
  await expect(first.getByText(/Empieza la primera ronda: \d/)).toBeVisible()
  await page.getByRole('button', { name: 'Empezar el duelo' }).click()

  // The table shows every die with its umbra and value, and the pain.
  const mine = page.getByRole('region', { name: 'Taumaturgo Ária la roja' })
  await expect(mine.getByRole('button', { name: /^Odio \d \(Ofensa\) de Ária la roja/ })).toHaveCount(10)
  await expect(mine.getByRole('img', { name: 'Dolor: le quedan 15 de 15' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Registro del duelo' })).toContainText('Ronda 1: Evocación')
  await expectNoSeriousA11yViolations(page, '/alientos, un duelo contra el bot')

  // Ária only passes (all her Ofensa still counts at each Recuento) until someone is out.
  const result = page.getByRole('status').filter({ hasText: /^Gana|^Empate/ })
  await playOn(page, () => result.isVisible())
  // Ária is the one person at the screen: her win is said to her («Ganas»), the bot's by its name.
  await expect(result).toContainText(/^(Ganas:|Gana Rival:|Empate)/)
  await expect(page.getByRole('list', { name: 'Registro del duelo' })).toContainText('Recuento de la ronda 1')
  await expect(page.getByRole('button', { name: 'Revancha' })).toBeVisible()

  // The finished duel downloads as a record (game, rules version, config and every move) for dm alientos replay.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar la repetición' }).click()
  const file = await (await download).path()
  const record = JSON.parse(readFileSync(file, 'utf8')) as { format: string; game: string; config: { names: string[] }; moves: unknown[]; result: { winners: number[] } | null }
  expect([record.format, record.game]).toEqual(['dm-game-record', 'alientos'])
  expect(record.config.names).toEqual(['Ária la roja', 'Rival'])
  expect(record.moves.length).toBeGreaterThan(1)
  const said = (await result.textContent()) ?? ''
  expect(record.result?.winners.map((w) => record.config.names[w])).toEqual(said.startsWith('Empate') ? expect.any(Array) : [said.startsWith('Ganas:') ? 'Ária la roja' : 'Rival'])
})

test('the one person against the bot is spoken to («Tu turno», «te toca»), whatever its name, never of in the third person', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/alientos')
  const first = page.getByRole('group', { name: 'Asiento 1' })
  await expect(first.getByLabel('Nombre')).toHaveValue('Tú')
  await first.getByLabel('Nombre').fill('Bruna')
  await page.getByRole('group', { name: 'Asiento 2' }).getByLabel('Quién juega').selectOption({ label: 'Bot codicioso' })
  await page.getByRole('button', { name: 'Empezar el duelo' }).click()
  await expect(page.getByRole('heading', { name: 'Tu turno', exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Taumaturgo Bruna' }).getByRole('heading')).toContainText('te toca')
  await expect(page.getByRole('status').filter({ hasText: /^Ronda/ })).toContainText('Te toca')
  await expect(page.getByText(/Turno de Bruna|Decide Bruna|Bruna ?le toca/)).toHaveCount(0)
  // The log too: her pass is «Pasas.», the evocation says «tú», and her name is never a subject in it.
  await page.getByRole('button', { name: 'Pasar', exact: true }).click()
  const log = page.getByRole('list', { name: 'Registro del duelo' })
  await expect(log).toContainText('Pasas.')
  await expect(log).toContainText(/Unos naturales: tú \d/)
  await expect(log).not.toContainText(/Bruna (pasa|retira|gasta|nombra|apunta)/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('a duel for two begun at the foot of the set-up shows the whole table at once: both taumaturgos, every die, the decision', async ({ page }) => {
    await page.goto('/alientos')
    await page.getByRole('group', { name: 'Asiento 2' }).getByLabel('Quién juega').selectOption({ label: 'Bot codicioso' })
    await page.getByRole('button', { name: 'Empezar el duelo' }).tap()
    // The page went to the table (it stayed where the button was: the legend and the log, the rival off-screen).
    await expect(page.getByRole('region', { name: 'Duelo en curso' })).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Tu turno', exact: true })).toBeVisible({ timeout: 20_000 })
    for (const name of ['Taumaturgo Tú', 'Taumaturgo Rival']) await expect(page.getByRole('region', { name })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Pasar', exact: true })).toBeInViewport({ ratio: 1 })
    // Every die can be seen and tapped where it is: none lies under the decision kept at the foot of the screen.
    const hidden = await page.locator('section[aria-label^="Taumaturgo"] li button').evaluateAll((dice) => dice.filter((d) => {
      const r = d.getBoundingClientRect()
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height - 3)
      return top === null || !(d === top || d.contains(top))
    }).map((d) => d.getAttribute('aria-label')))
    expect(hidden, 'dados tapados o fuera de la pantalla').toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })
})

test('a signed-in player saves a taumaturgo to the account, finds it among the duel\'s dice, and deletes it', async ({ page }) => {
  test.setTimeout(120_000)
  const email = testEmail('alientos')
  await signUpAndSignIn(page, { email, name: 'Taumaturga' })

  await page.goto('/alientos/taumaturgos')
  await page.getByRole('button', { name: 'Muralla' }).click()
  await page.getByLabel('Nombre del taumaturgo').fill('Baluarte')
  await expect(page.getByText('Aún no hay ninguno.')).toBeVisible()
  await page.getByRole('button', { name: 'Guardar en tu cuenta' }).click()
  await expect(page.getByRole('status').filter({ hasText: '«Baluarte» guardado en tu cuenta.' })).toBeVisible({ timeout: 20_000 })
  // The list is the query the save refreshed: the new one shows without a reload.
  await expect(page.getByRole('button', { name: 'Borrar Baluarte de tu cuenta' })).toBeVisible()

  await page.goto('/alientos')
  await expect(page.getByLabel('Dados').first().locator('option', { hasText: 'Baluarte (tu cuenta)' })).toHaveCount(1, { timeout: 20_000 })

  await page.goto('/alientos/taumaturgos')
  await page.getByRole('button', { name: 'Borrar Baluarte de tu cuenta' }).click()
  await expect(page.getByRole('status').filter({ hasText: '«Baluarte» borrado de tu cuenta.' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Aún no hay ninguno.')).toBeVisible()
})

test('hot seat with three: an attack, an Apoyo, passes, a naming at the Recuento, and two leave', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/alientos')
  await page.getByLabel('Taumaturgos').selectOption('3')
  const names = ['Ária', 'Bela', 'Ciro']
  for (const [i, name] of names.entries()) {
    const seat = page.getByRole('group', { name: `Asiento ${i + 1}` })
    await seat.getByLabel('Nombre').fill(name)
    await seat.getByLabel('Quién juega').selectOption({ label: 'Persona en este dispositivo' })
    await seat.getByLabel('Dados').selectOption({ label: 'Equilibrio' })
  }
  await page.getByRole('button', { name: 'Empezar el duelo' }).click()
  const log = page.getByRole('list', { name: 'Registro del duelo' })
  await expect(log).toContainText('Ronda 1: Evocación')

  // Whoever begins attacks: its highest Odio against the lowest Calma of a rival, if it reaches.
  const turnHeading = page.getByRole('heading', { name: /^Turno de / })
  const attacker = ((await turnHeading.textContent()) ?? '').replace('Turno de ', '')
  const odios = page.getByRole('button', { name: new RegExp(`^Odio \\d \\(Ofensa\\) de ${attacker}$`) })
  let best = odios.first(), bestValue = 0
  for (const die of await odios.all()) { const v = await valueOf(die); if (v > bestValue) { best = die; bestValue = v } }
  const rival = names.find((n) => n !== attacker) as string
  const calmas = page.getByRole('button', { name: new RegExp(`^Calma \\d \\(Defensa\\) de ${rival}$`) })
  let low = calmas.first(), lowValue = 7
  for (const die of await calmas.all()) { const v = await valueOf(die); if (v < lowValue) { low = die; lowValue = v } }
  await best.click()
  await expect(best).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/^Ataque de Ofensa:/)).toBeVisible()
  if (bestValue >= lowValue) {
    await low.click()
    await expect(log).toContainText(`${attacker} retira un dado en un ataque de Ofensa con un ${bestValue} y retira el Calma ${lowValue} de ${rival}`)
  } else {
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await page.getByRole('button', { name: 'Pasar', exact: true }).click()
  }

  // The next one spends its Umbra to turn one of its own Calma dice to Odio.
  const supporter = ((await turnHeading.textContent()) ?? '').replace('Turno de ', '')
  await page.getByRole('button', { name: new RegExp(`^Umbra \\d \\(sin umbra\\) de ${supporter}$`) }).click()
  await expect(page.getByText(/^Umbra \d: da la vuelta/)).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^Calma \\d \\(Defensa\\) de ${supporter}$`) }).first().click()
  await page.getByRole('button', { name: 'Aplicar el apoyo' }).click()
  await expect(log).toContainText(`${supporter} gasta una Umbra`)

  // Everyone passes to the Recuento; whoever has Ofensa and two adversaries names one.
  await playOn(page, async () => (await log.textContent() ?? '').includes('Recuento de la ronda 1'))
  await expect(log).toContainText(/nombra a|apunta su Ofensa a/)
  // The deal is random: two attackers naming the same taumaturgo can put out two of three at the first Recuento,
  // which ends the duel in round 1. Either the duel goes on to round 2 or it is over with its result in view.
  const roundTwo = page.getByText('Ronda 2', { exact: true })
  const finished = page.getByText('Duelo terminado', { exact: true })
  await expect(roundTwo.or(finished)).toBeVisible()
  const alive: string[] = []
  for (const n of names) if (!(await page.getByRole('region', { name: `Taumaturgo ${n}` }).getByText('fuera del duelo').isVisible())) alive.push(n)
  if (await finished.isVisible()) {
    expect(alive.length).toBeLessThanOrEqual(1)
    await expect(page.getByRole('status').filter({ hasText: alive.length === 1 ? `Gana ${alive[0]}` : 'Empate' })).toBeVisible()
    return
  }

  // Those still in leave but one, who wins (A9.3). (The Recuento may already have put someone out.)
  expect(alive.length).toBeGreaterThanOrEqual(2)
  await page.getByText('Abandonar', { exact: true }).click()
  for (const n of alive.slice(1)) await page.getByRole('button', { name: `Abandona ${n}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Gana ${alive[0]}` })).toBeVisible()
  await expect(log).toContainText(`${alive[1]} abandona el duelo.`)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  async function goOffline(context: BrowserContext) {
    await context.setOffline(true)
    await context.route('**/*', (route) => route.abort('internetdisconnected'))
  }

  test('after one online visit, the rules, the builder and a duel against the bot work without a connection', async ({ page, context }) => {
    test.setTimeout(180_000)
    await page.goto('/alientos')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
    await goOffline(context)

    await page.goto('/alientos/reglas')
    await expect(page.getByRole('heading', { level: 1, name: 'Reglas de Duelo de alientos' })).toBeVisible()
    await expect(page.locator('[id="ALI-6"]')).toContainText('Mansedumbre')
    await page.goto('/alientos/taumaturgos?nombre=Sin%20red&dados=odio%3A12%2Cumbra%3A3')
    await expect(page.getByLabel('Nombre del taumaturgo')).toHaveValue('Sin red')
    await expect(page.getByLabel('Odio (d6, Ofensa)')).toHaveValue('12')

    await page.goto('/alientos')
    await page.getByRole('group', { name: 'Asiento 2' }).getByLabel('Quién juega').selectOption({ label: 'Bot fuerte' })
    await page.getByRole('button', { name: 'Empezar el duelo' }).click()
    const log = page.getByRole('list', { name: 'Registro del duelo' })
    await expect(log).toContainText('Ronda 1: Evocación')
    await playOn(page, async () => (await log.textContent() ?? '').includes('Recuento de la ronda 1'))
    // A reload offline finds the duel where it was.
    const before = await log.locator('li').count()
    await page.reload()
    await expect(log.locator('li')).toHaveCount(before)
  })
})
