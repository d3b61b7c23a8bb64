// Online tables as players use them: a table created from /partida, found on /mesas by a second browser, watched
// by a third; a whole game played to the end by clicking random options where the page asks; one player leaving
// and coming back mid-game; and, replayed from the record afterwards, proof that no card the rival held hidden
// ever reached a player's page (its DOM, its JSON replies or its event stream).
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { loadCatalogue } from '../lib/catalogue/load'
import { decodeShareCode } from '../lib/decks/share-code'
import { apply, createGame, type Action, type GameState } from '../lib/engine'
import { HIDDEN_CARD, viewFor } from '../lib/engine/view'
import { tableConfig } from '../lib/online/config'
import { expectNoSeriousA11yViolations } from './a11y'
import { setPace } from './table'

type Payload = { step: number; seat: 'A' | 'B' | null; seats?: Record<'A' | 'B', { connected: boolean }>; view: { state: { cards: { id: number; cardId: string }[] } } | null; events: { step: number; events: Record<string, unknown>[] }[] }

/** Table API replies that were server errors, on any page of the test. */
const serverErrors: string[] = []

/** Every table state a page receives: JSON replies of the table API and the event stream's messages. */
async function capture(context: BrowserContext, page: Page, sink: Payload[]): Promise<CDPSession> {
  page.on('response', async (res) => {
    if (!/\/api\/tables\/[^/]+(\/actions|\/resign|\/join)?(\?|$)/.test(res.url()) || res.request().method() === 'HEAD') return
    const type = res.headers()['content-type'] ?? ''
    if (!type.includes('application/json')) return
    try {
      const body = (await res.json()) as Payload & { state?: Payload }
      const payload = body.state ?? body
      // A refused action (a click on a decision the table has already moved past gets 409) carries no state; only
      // a server error is a failure, and the test reads those from `serverErrors`.
      if (res.status() >= 500) serverErrors.push(`${res.status()} ${res.url()}`)
      if (typeof payload.step === 'number') sink.push(payload)
    } catch {
      // a navigation dropped the body
    }
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.eventSourceMessageReceived', (e: { eventName: string; data: string }) => {
    if (e.eventName === 'state') sink.push(JSON.parse(e.data) as Payload)
  })
  return cdp
}

/** This machine (and CI) may be loaded: page changes get 30 s. */
const see = expect.configure({ timeout: 30_000 })

const decision = (page: Page) => page.locator('section[aria-labelledby="decision-titulo"]')
/** A page seated at a game in play: it offers «Rendirse». */
const seated = (page: Page) => page.getByRole('button', { name: 'Rendirse' })

test('two players on two devices play a whole game online; a spectator watches; nothing hidden leaks', async ({ browser }) => {
  test.setTimeout(14 * 60_000)
  const [ctxA, ctxB, ctxC] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()])
  // The rival's steps are not played back here: the pages answer as fast as the table moves (the playback has its own spec).
  await Promise.all([ctxA, ctxB, ctxC].map((c) => setPace(c, 'instant')))
  const [a, firstB, c] = await Promise.all([ctxA.newPage(), ctxB.newPage(), ctxC.newPage()])
  // B's tab changes mid-game: B closes it and comes back in a new one.
  let b = firstB
  const seen: Record<'A' | 'B', Payload[]> = { A: [], B: [] }
  await capture(ctxA, a, seen.A)
  await capture(ctxB, b, seen.B)
  if (process.env.MESA_DEBUG) {
    for (const [name, p] of [['A', a], ['B', b]] as const) {
      p.on('console', (m) => console.log(`${name} console: ${m.text()}`))
      p.on('requestfailed', (r) => console.log(`${name} failed: ${r.url()} ${r.failure()?.errorText}`))
      p.on('request', (r) => { if (r.url().includes('/api/')) console.log(`${name} → ${r.method()} ${r.url()}`) })
      p.on('response', (r) => { if (r.url().includes('/api/')) console.log(`${name} ← ${r.status()} ${r.url()}`) })
    }
  }

  // A creates a public table from /partida.
  await a.goto('/partida')
  await a.getByRole('button', { name: 'Jugar en línea con alguien en otro dispositivo' }).click()
  await a.getByLabel('Tu asiento').selectOption('A')
  await a.getByLabel('Nombre de la mesa (opcional)').fill('Mesa de la prueba')
  await a.getByLabel(/Mostrarla en la lista de mesas abiertas/).check()
  await a.getByRole('button', { name: 'Crear la mesa' }).click()
  await see(a.getByRole('heading', { name: 'Esperando rival' })).toBeVisible()
  await see(a.getByRole('img', { name: 'Código QR del enlace de la mesa' })).toBeVisible()
  const link = await a.getByLabel('Enlace para unirse a la mesa').inputValue()
  const id = /\/mesa\/([A-Za-z0-9_-]{16})$/.exec(link)?.[1] ?? ''
  expect(id).not.toBe('')
  await expectNoSeriousA11yViolations(a, '/mesa esperando rival')

  // B finds it on /mesas and sits down with the second boxed deck.
  await b.goto('/mesas')
  const row = b.getByRole('listitem').filter({ hasText: 'Mesa de la prueba' })
  await row.getByRole('link', { name: 'Sentarme' }).click()
  await see(b.getByRole('heading', { name: 'Mesa de la prueba' })).toBeVisible()
  await b.getByLabel('Mazo', { exact: true }).selectOption({ index: 1 })
  await b.getByRole('button', { name: 'Sentarme', exact: true }).click()
  await see(seated(b)).toBeVisible()
  await see(seated(a)).toBeVisible()

  // C watches by the spectator link.
  await c.goto(`/mesa/${id}?mirar=1`)
  await see(c.getByText('Miras la partida como espectador.')).toBeVisible()

  // Each player's page plays by itself, as a player clicking at random would: whenever the page asks for a
  // decision, one of the offered buttons is clicked (a DOM click, so the page's own handlers send the action).
  // The script survives reloads (it is an init script) and starts once the test switches it on.
  const autoplay = () => {
    let last = ''
    let since = 0
    window.setInterval(() => {
      if (window.localStorage.getItem('dm-e2e-autoplay') !== '1') return
      const panel = document.querySelector<HTMLElement>('section[aria-labelledby="decision-titulo"]')
      const step = document.querySelector<HTMLElement>('[data-mesa-step]')?.dataset.mesaStep
      if (!panel || step === undefined) return
      // A decision already answered waits for the page to move on (or is retried after 5 s).
      if (step === last && Date.now() - since < 5000) return
      // The options (each carries its action's type); the hand and the Posada are answered by their plain buttons.
      let buttons = [...panel.querySelectorAll<HTMLButtonElement>('button[data-action-type]:not([disabled])')]
      if (buttons.length === 0) buttons = [...panel.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter((b) => /^(Mantener la mano|Ahora no|Sin Posada)$/.test(b.textContent?.trim() ?? ''))
      if (buttons.length === 0) return
      last = step
      since = Date.now()
      buttons[Math.floor(Math.random() * buttons.length)]?.click()
    }, 25)
  }
  // On each context, so a tab B opens later plays too.
  await Promise.all([ctxA.addInitScript(autoplay), ctxB.addInitScript(autoplay)])
  await Promise.all([a.reload(), b.reload()])
  await see(seated(a)).toBeVisible()
  await see(seated(b)).toBeVisible()
  const play = (p: Page, on: boolean) => p.evaluate((v) => window.localStorage.setItem('dm-e2e-autoplay', v), on ? '1' : '0')
  const stepOf = (seat: 'A' | 'B') => Math.max(0, ...seen[seat].map((p) => p.step))
  const ended = (p: Page) => p.getByRole('heading', { name: /^(¡Has ganado!|Has perdido|Tablas)/ })
  await Promise.all([play(a, true), play(b, true)])

  // Early in the game B leaves: first the same tab goes to another page (A is told the rival is gone) and comes
  // back with the browser's Back button, both pages paused, so the game stands still; then B closes the tab and opens
  // the seat link in a new one while A plays on, and A's moves made meanwhile are what B's page picks up when it is
  // back. A's own turn can end the game while B is away (an exploration's deaths, R21.2; a forced offensive, R18.3
  // R18.4; an offensive with no defender left, R17.6): this happened once in CI, so the second absence accepts the
  // ending in place of the notice and of the seat. Then the game goes on from where it stands.
  const rivalGone = a.getByTestId('rival-desconectado')
  const atTable = (p: Page) => seated(p).or(ended(p))
  /**
   * A's page says the rival left. This wait failed once in some twenty runs, under load, and nothing was left to say
   * why: a failure now also reports what A's page showed of its connection, the rival's presence in the last states A
   * received, and what the server says of it at that moment (the assertion itself is unchanged).
   */
  const seeRivalGone = async () => {
    try {
      await see(rivalGone).toBeVisible()
    } catch (error) {
      const connection = await a.getByTestId('conexion').textContent().catch(() => '(no se lee)')
      const lastSeen = seen.A.slice(-5).map((p) => `paso ${p.step}: B ${p.seats?.B.connected ? 'conectado' : 'desconectado'}`)
      const server = await a.request.get(`/api/tables/${id}`).then((r) => r.json() as Promise<Payload>).then((p) => p.seats?.B.connected, (e: unknown) => String(e))
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nconexión de A: ${connection}; últimos estados de A: ${lastSeen.join(' · ')}; según el servidor, B conectado: ${String(server)}`)
    }
  }
  /** A's page has seen `step`, or the game is over (a random game may end in its first turn). */
  const reached = (step: number, intervals?: number[]) =>
    expect.poll(async () => stepOf('A') >= step || (await ended(a).isVisible()), { timeout: 120_000, ...(intervals ? { intervals } : {}) }).toBe(true)
  // Both pages pause within a few steps of step 4, still in the set-up or the first turn, where no game can end.
  await reached(4, [25])
  expect(await ended(a).isVisible()).toBe(false)
  await Promise.all([play(a, false), play(b, false)])
  await b.goto('about:blank')
  await seeRivalGone()
  await b.goBack()
  await see(seated(b)).toBeVisible()
  await see(rivalGone).toBeHidden()
  await b.getByRole('button', { name: 'Menú' }).click()
  await b.getByText('Seguir en otro dispositivo').click()
  const seatLink = await b.getByLabel('Enlace de tu asiento').inputValue()
  expect(seatLink).toContain(`/mesa/${id}#asiento=`)
  await play(a, true)
  await b.close()
  await see(rivalGone.or(ended(a))).toBeVisible()
  b = await ctxB.newPage()
  await capture(ctxB, b, seen.B)
  await b.goto(seatLink)
  await see(atTable(b)).toBeVisible()
  await see(rivalGone).toBeHidden()
  // B's new page shows the step the table is at (A's page's; the game waits for B there at the latest).
  const stepShown = async (p: Page) => Number(await p.locator('[data-mesa-step]').getAttribute('data-mesa-step'))
  await expect.poll(async () => (await stepShown(b)) === (await stepShown(a)), { timeout: 30_000 }).toBe(true)
  await play(b, true)
  await reached(stepOf('A') + 4)

  // Later A reloads.
  await reached(40)
  if (!(await ended(a).isVisible())) {
    await play(a, false)
    await a.reload()
    await see(seated(a)).toBeVisible()
    // The rival's hand is a count and one back, on the player's page and the spectator's (who sees from A's side).
    await see(a.getByTestId('mano-rival-2')).toHaveText(/^\d+$/)
    await see(c.getByTestId('mano-rival-2')).toHaveText(/^\d+$/)
    await play(a, true)
  }
  await see(ended(a)).toBeVisible({ timeout: 8 * 60_000 })
  const moves = stepOf('A')
  await see(ended(a)).toBeVisible({ timeout: 30_000 })
  await see(ended(b)).toBeVisible({ timeout: 30_000 })
  await see(c.getByRole('heading', { name: /^(Gana el Master [AB]|Tablas)/ })).toBeVisible({ timeout: 30_000 })
  await see(a.getByRole('link', { name: 'Ver la repetición' })).toBeVisible({ timeout: 30_000 })
  await see(b.getByRole('button', { name: 'Revancha' })).toBeVisible()
  expect(moves).toBeGreaterThan(5)
  expect(serverErrors).toEqual([])

  // The truth, from the record: replay every step and check each payload a player received against it.
  const res = await a.request.get(`/api/tables/${id}/record`)
  expect(res.status()).toBe(200)
  const record = (await res.json()) as { config: { seed: number; seed128: string; variant: 'none'; decks: { A: string; B: string } }; log: Action[] }
  const catalogue = loadCatalogue()
  const da = decodeShareCode(record.config.decks.A)
  const db = decodeShareCode(record.config.decks.B)
  if (!da.ok || !db.ok) throw new Error('record decks unreadable')
  expect(record.config.seed128).toMatch(/^[0-9a-f]{32}$/)
  const created = createGame(tableConfig([da.deck, db.deck], record.config.seed, record.config.variant, record.config.seed128), catalogue)
  if (!created.ok) throw new Error('record does not start')
  const states: GameState[] = [created.value]
  for (const action of record.log) {
    const r = apply(states[states.length - 1] as GameState, action, catalogue)
    if (!r.ok) throw new Error('record does not replay')
    states.push(r.state)
  }
  let checked = 0
  for (const seat of ['A', 'B'] as const) {
    const viewer = seat === 'A' ? 0 : 1
    const rival = viewer === 0 ? 1 : 0
    expect(seen[seat].length).toBeGreaterThan(10)
    for (const p of seen[seat]) {
      if (!p.view || p.seat !== seat) continue
      const truth = states[p.step] as GameState
      const shown = viewFor(truth, viewer, catalogue).state
      for (const h of truth.masters[rival].hand) {
        if (shown.cards[h]?.cardId !== HIDDEN_CARD) continue
        checked += 1
        expect(p.view.state.cards[h]?.cardId, `Master ${seat}, paso ${p.step}`).toBe(HIDDEN_CARD)
        for (const e of p.events.flatMap((x) => x.events)) if (e.instanceId === h && 'cardId' in e) expect(e.cardId).toBe(HIDDEN_CARD)
      }
    }
  }
  expect(checked).toBeGreaterThan(50)
  await Promise.all([ctxA.close(), ctxB.close(), ctxC.close()])
})
