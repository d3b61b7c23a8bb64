// An online table as two players and a spectator see it (issue 27): the join page says what table it is (name, who
// waits, variant, clock) with a clear «Sentarme»; every page names the Masters one way (a player «Tú» and «Rival», the
// spectator «Master A» and «Master B», in the header, the log and the result alike; a hidden draw «roba una carta»); the
// tab's title says when it is your turn and when the rival has left, and a player who asks for notifications gets one;
// the rival's step is played back on the player's board, with «Saltar»; after a resignation «Ver la repetición» replays the game, finished, and «Jugar otra vez» opens a new table like it. A few decisions, not a whole game: mesa.spec.ts
// plays one through.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './a11y'

const see = expect.configure({ timeout: 30_000 })
const log = (page: Page) => page.getByRole('log', { name: 'Registro' })
/** The table's log is in a drawer: opens it, runs `check` on it, closes it. */
async function inLog(page: Page, check: () => Promise<void>) {
  await page.getByRole('button', { name: 'Registro' }).click()
  await check()
  await page.getByRole('dialog', { name: 'Lo que ha pasado' }).getByRole('button', { name: 'Cerrar' }).click()
}
const decisionTitle = (page: Page) => page.locator('#decision-titulo')

test('two players and a spectator: join page, one naming, tab title, notifications, replay after a resignation', async ({ browser }) => {
  test.setTimeout(5 * 60_000)
  const [ctxA, ctxB, ctxC] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()])
  // A asks for notifications: the browser grants them, and the page is told it is out of sight when the test says so
  // (a real notification shows only while the table is not in view). Every notification made is recorded.
  await ctxA.grantPermissions(['notifications'])
  await ctxA.addInitScript(() => {
    const made: { title: string; body: string }[] = []
    ;(window as unknown as { __notices: typeof made }).__notices = made
    const Real = window.Notification
    class Recorded {
      static get permission() { return Real.permission }
      static requestPermission() { return Real.requestPermission() }
      onclick: (() => void) | null = null
      constructor(title: string, options?: NotificationOptions) { made.push({ title, body: options?.body ?? '' }) }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true })
    Object.defineProperty(document, 'visibilityState', { get: () => (window.localStorage.getItem('e2e-oculta') === '1' ? 'hidden' : 'visible'), configurable: true })
    // What A's board plays back of the rival's steps (the «Jugada en curso» panel: its caption and its «Saltar»).
    const played: string[] = []
    ;(window as unknown as { __played: string[] }).__played = played
    new MutationObserver(() => {
      const panel = document.querySelector('[data-testid="reproduccion"]')
      if (panel === null) return
      const caption = panel.querySelector('p')?.textContent ?? ''
      const skip = [...panel.querySelectorAll('button')].some((b) => b.textContent === 'Saltar')
      const line = `${caption}${skip ? ' [Saltar]' : ''}`
      if (played[played.length - 1] !== line) played.push(line)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const [a, b, c] = await Promise.all([ctxA.newPage(), ctxB.newPage(), ctxC.newPage()])

  // A creates a named table with a variant and a clock, from /mesas.
  await a.goto('/mesas')
  await a.getByRole('button', { name: 'Jugar en línea con alguien en otro dispositivo' }).click()
  await a.getByLabel('Tu asiento').selectOption('A')
  await a.getByLabel('Variante').selectOption('rapida')
  await a.getByLabel('Nombre de la mesa (opcional)').fill('Mesa de Ana')
  await a.getByLabel(/Reloj de ajedrez/).check()
  await a.getByLabel('Minutos por Master').fill('30')
  await a.getByLabel('Segundos extra por decisión').fill('5')
  await a.getByRole('button', { name: 'Crear la mesa' }).click()
  await see(a.getByRole('heading', { name: 'Esperando rival' })).toBeVisible()
  await see(a).toHaveTitle(/^Esperando rival · Mesa de Ana · /)
  const link = await a.getByLabel('Enlace para unirse a la mesa').inputValue()
  const id = /\/mesa\/([A-Za-z0-9_-]{16})$/.exec(link)?.[1] ?? ''
  expect(id).not.toBe('')

  // B opens the link: the table's name, who waits, the variant and the clock, and «Sentarme»; no spectator's words,
  // no empty panel.
  await b.goto(`/mesa/${id}`)
  await see(b.getByRole('heading', { name: 'Mesa de Ana' })).toBeVisible()
  await expect(b.getByTestId('mesa-rival')).toHaveText('Quien creó la mesa (Master A): la tiene abierta ahora')
  await expect(b.getByTestId('mesa-variante')).toHaveText('Aventura rápida')
  await expect(b.getByTestId('mesa-reloj')).toHaveText('30 min por Master + 5 s por decisión')
  await expect(b.getByRole('button', { name: 'Sentarme', exact: true })).toBeVisible()
  await expect(b.getByText(/espectador/)).toHaveCount(0)
  await expect(b.getByRole('complementary', { name: 'La mesa' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(b, '/mesa: unirse')
  await b.getByLabel('Mazo', { exact: true }).selectOption({ index: 1 })
  await b.getByRole('button', { name: 'Sentarme', exact: true }).click()

  // Both seated; C watches.
  await see(a.getByRole('button', { name: 'Rendirse' })).toBeVisible()
  await see(b.getByRole('button', { name: 'Rendirse' })).toBeVisible()
  await c.goto(`/mesa/${id}?mirar=1`)
  await see(c.getByText('Miras la partida como espectador.')).toBeVisible()

  // A decides first (its opening hand): its tab says so, B's does not.
  await see(decisionTitle(a)).toBeVisible()
  await see(a).toHaveTitle(/^¡Te toca! · Mesa de Ana · Mesa en línea/)
  await see(b).toHaveTitle(/^Mesa de Ana · Mesa en línea/)
  await see(c).toHaveTitle(/^Mesa de Ana · Mesa en línea/)

  // One naming on each page: the players «Tú» and «Rival» (header, clock, log), the spectator «Master A» and «Master B».
  for (const [page, me, rival] of [[a, 'lado-1', 'lado-2'], [b, 'lado-2', 'lado-1']] as const) {
    await see(page.getByTestId(me).getByRole('heading', { name: 'Tú', exact: true })).toBeVisible()
    await see(page.getByTestId(rival).getByRole('heading', { name: 'Rival', exact: true })).toBeVisible()
    await inLog(page, async () => {
      await see(log(page)).toContainText('Rival roba una carta.')
      await see(log(page)).toContainText(/Tú robas (?!una carta)/)
      await expect(log(page)).not.toContainText(/Master [12AB]|roba \?/)
    })
    await expect(page.getByRole('definition').filter({ hasText: /Master [AB]/ })).toHaveCount(0)
    await expect(page.getByLabel('Reloj')).toContainText('Rival')
  }
  await see(c.getByTestId('lado-1').getByRole('heading', { name: 'Master A', exact: true })).toBeVisible()
  await inLog(c, async () => {
    await see(log(c)).toContainText('Master A roba una carta.')
    await see(log(c)).toContainText('Master B roba una carta.')
    await expect(log(c)).not.toContainText(/Tú |Rival|Master [12]|roba \?/)
  })

  // A asks to be told when it is its turn, keeps its hand and looks away; B keeps its hand: A gets «¡Te toca!».
  // The switch is in the table's menu.
  await a.getByRole('button', { name: 'Menú' }).click()
  await a.getByRole('button', { name: 'Avisarme cuando me toque' }).click()
  await see(a.getByText(/Avisos activados/)).toBeVisible()
  await a.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar' }).click()
  await a.getByRole('button', { name: 'Mantener la mano' }).click()
  await see(b).toHaveTitle(/^¡Te toca! · /)
  await see(a).toHaveTitle(/^Mesa de Ana · /)
  await a.evaluate(() => window.localStorage.setItem('e2e-oculta', '1'))
  // B replaces a card: A's board plays the rival's step back (the default pace), with «Saltar», in A's words.
  await b.getByRole('list', { name: 'Mano inicial' }).getByRole('button').first().click()
  await b.getByRole('button', { name: 'Reemplazar 1 carta' }).click()
  await see(a).toHaveTitle(/^¡Te toca! · /)
  await expect.poll(() => a.evaluate(() => (window as unknown as { __played: string[] }).__played), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^Rival pone 1 carta bajo el mazo y roba otras tantas \(reemplazo inicial\)\..* \[Saltar\]$/))
  await expect.poll(() => a.evaluate(() => (window as unknown as { __notices: { title: string }[] }).__notices.map((n) => n.title))).toContain('¡Te toca!')
  await a.evaluate(() => window.localStorage.removeItem('e2e-oculta'))

  // B leaves: A's tab and page say so (one live region), and say when B is back.
  await b.goto('about:blank')
  await see(a).toHaveTitle(/^¡Te toca! · Tu rival se ha ido · /)
  await see(a.getByTestId('rival-desconectado')).toBeVisible()
  await expect(c.getByTestId('presencia')).toContainText('Master B: desconectado')
  await b.goBack()
  await see(b.getByRole('button', { name: 'Rendirse' })).toBeVisible()
  await see(a.getByTestId('rival-vuelve')).toBeVisible()
  await see(a).toHaveTitle(/^¡Te toca! · Mesa de Ana/)
  await expect(a.getByTestId('conexion')).toHaveText('Conectado')

  // A resigns: each page says who won and why, with its own names.
  a.once('dialog', (d) => void d.accept())
  await a.getByRole('button', { name: 'Rendirse' }).click()
  await see(a.getByRole('heading', { name: 'Has perdido (rendición).' })).toBeVisible()
  await see(b.getByRole('heading', { name: '¡Has ganado! (rendición)' })).toBeVisible()
  await see(c.getByRole('heading', { name: 'Gana el Master B (rendición).' })).toBeVisible()
  await see(a).toHaveTitle(/^Has perdido · /)
  await see(b).toHaveTitle(/^Has ganado · /)

  // issue 27: «Jugar otra vez» makes a new table with this one's settings and B's own deck, B in its seat, waiting for
  // a rival; someone arriving by its link reads the same variant and clock.
  await b.getByRole('button', { name: 'Jugar otra vez' }).click()
  await see(b.getByRole('heading', { name: 'Esperando rival' })).toBeVisible()
  await see(b).toHaveTitle(/^Esperando rival · Mesa de Ana · /)
  const again = await b.getByLabel('Enlace para unirse a la mesa').inputValue()
  expect(again).toMatch(/\/mesa\/[A-Za-z0-9_-]{16}$/)
  expect(again).not.toContain(id)
  await c.goto(again)
  await see(c.getByRole('heading', { name: 'Mesa de Ana' })).toBeVisible()
  await expect(c.getByTestId('mesa-rival')).toContainText('(Master B)')
  await expect(c.getByTestId('mesa-variante')).toHaveText('Aventura rápida')
  await expect(c.getByTestId('mesa-reloj')).toHaveText('30 min por Master + 5 s por decisión')

  // The replay after a resignation shows the game, finished, with the spectator's names.
  const replay = a.getByRole('link', { name: 'Ver la repetición' })
  await see(replay).toBeVisible()
  await replay.click()
  await see(a.getByRole('heading', { name: 'Repetición' })).toBeVisible()
  await expect(a.getByRole('heading', { name: 'Partida sin terminar' })).toHaveCount(0)
  await expect(a.getByTestId('resultado')).toHaveText('Final: El Master A se rinde: gana el Master B.')
  await expect(a.getByTestId('paso')).toHaveText(/^Acción (\d+) de \1$/)
  await see(a.getByTestId('lado-1').getByRole('heading', { name: 'Master A', exact: true })).toBeVisible()
  await inLog(a, async () => {
    const more = a.getByRole('button', { name: /^Mostrar (las \d+ líneas anteriores|la línea anterior)$/ })
    if (await more.count() > 0) await more.click()
    await see(log(a)).toContainText(/Master B roba (?!una carta)/)
    await expect(log(a)).not.toContainText(/Tú |Master [12]|roba \?/)
  })
  await expectNoSeriousA11yViolations(a, '/partida: repetición de una mesa');
  await Promise.all([ctxA.close(), ctxB.close(), ctxC.close()])
})
