import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn, testEmail } from './accounts'
import { ENGINE_VERSION } from '../lib/engine/version'

// Records of games carry the engine version they were played with (issue 13): a game saved to the
// account, a /partida replay link and a /probar line made now open as they were; ones made before
// versions existed say plainly, in Spanish, that they cannot be replayed here, and nothing stored changes.

const DB_URL = process.env.DATABASE_URL || 'file:./data/e2e.db'

/** Runs one statement on the e2e server's database (the suite's own SQLite file, or PostgreSQL when DATABASE_URL says so). */
async function sql<T>(text: string, params: unknown[]): Promise<T[]> {
  if (/^postgres(ql)?:\/\//.test(DB_URL)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: DB_URL })
    await client.connect()
    try {
      const pgText = text.replace(/\?/g, (() => { let i = 0; return () => `$${++i}` })())
      return (await client.query(pgText, params)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(DB_URL.replace(/^file:/, '').split('?')[0] ?? '')
  try {
    const stmt = db.prepare(text)
    return (stmt.reader ? stmt.all(...params) : (stmt.run(...params), [])) as T[]
  } finally {
    db.close()
  }
}

const decisions = async (page: Page) => Number((await page.getByTestId('decisiones').innerText()).split(' ')[0])

/** Starts a hot-seat game on seed 1 and makes two decisions (both Masters keep their hands). */
async function twoDecisions(page: Page) {
  await page.goto('/partida')
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await page.getByRole('radio', { name: /Dos jugadores/ }).check()
  await page.getByLabel('Semilla').fill('1')
  await page.getByRole('button', { name: 'Empezar la partida' }).click()
  for (const master of [1, 2]) {
    await page.getByRole('button', { name: `Soy el Master ${master}: mostrar la mesa` }).click()
    await page.getByRole('button', { name: 'Mantener la mano' }).click()
  }
  await expect.poll(() => decisions(page)).toBe(2)
}

test('an account game and a replay link made now open; made before engine versions, they say why not and stay as they were', async ({ page }) => {
  test.setTimeout(120_000)
  const email = testEmail('versiones')
  await signUpAndSignIn(page, { email, name: 'Jugadora de versiones' })

  // A new game is saved with this engine's version and reopens where it was.
  await twoDecisions(page)
  await expect(page.getByTestId('guardado-cuenta')).toHaveText(/Guardada en tu cuenta/, { timeout: 20_000 })
  // No replay link exists before the end (issue 17): the link is written from the game saved in this browser.
  const kept = await page.evaluate(() => JSON.parse(window.localStorage.getItem('dm.partida.v1') ?? 'null') as
    { setup: { seed: number; codes: [string, string] }; line: string; engineVersion: number; catalogueVersion: string } | null)
  expect(kept?.engineVersion).toBe(ENGINE_VERSION)
  const link = new URL('/partida', page.url())
  for (const [k, v] of Object.entries({
    rep: '1', s: String(kept?.setup.seed), v: 'none', a: kept?.setup.codes[0] ?? '', b: kept?.setup.codes[1] ?? '', l: kept?.line ?? '',
    cat: kept?.catalogueVersion ?? '', e: String(kept?.engineVersion),
  })) link.searchParams.set(k, v)
  const { games } = (await (await page.request.get('/api/games')).json()) as { games: { id: string; engineVersion: number }[] }
  expect(games.map((g) => g.engineVersion)).toEqual([ENGINE_VERSION])
  const saved = games[0]?.id ?? ''
  await page.evaluate(() => window.localStorage.clear())
  await page.goto(`/partida?partida=${saved}`)
  await expect(page.getByTestId('decisiones')).toHaveText('2 decisiones tomadas', { timeout: 20_000 })

  // The same game as a row saved before versions: the column's default, 1.
  const [user] = await sql<{ id: string }>('SELECT "id" FROM "User" WHERE "email" = ?', [email])
  const [row] = await sql<Record<string, unknown>>('SELECT * FROM "Game" WHERE "id" = ?', [saved])
  await sql(
    'INSERT INTO "Game" ("id", "userId", "title", "mode", "bot", "variant", "seed", "codeA", "codeB", "line", "status", "turns", "decisions", "catalogueVersion", "cards", "updatedAt") ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [`${saved}old`, user?.id, 'Partida de antes', row?.mode, row?.bot, row?.variant, row?.seed, row?.codeA, row?.codeB, row?.line, 'unfinished', 0, 2,
      row?.catalogueVersion, row?.cards, row?.updatedAt],
  )
  const before = await sql<Record<string, unknown>>('SELECT "line", "revision", "engineVersion", "decisions" FROM "Game" WHERE "id" = ?', [`${saved}old`])
  expect(before[0]?.engineVersion).toBe(1)

  await page.goto('/cuenta')
  const item = page.getByRole('list', { name: 'Partidas sin terminar' }).getByRole('listitem').filter({ hasText: 'Partida de antes' })
  await expect(item).toContainText('Se jugó con una versión anterior del motor de reglas: no se puede reproducir en esta. Se conserva tal cual.')
  await page.evaluate(() => window.localStorage.clear())
  await item.getByRole('link', { name: /^Continuar/ }).click()
  await expect(page.getByRole('heading', { name: 'Preparar la partida' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(new RegExp(`La partida de tu cuenta no puede empezar: Esta partida se jugó con una versión anterior del motor de reglas \\(la 1; esta web usa la ${ENGINE_VERSION}\\)`)))
    .toBeVisible()
  expect(await sql('SELECT "line", "revision", "engineVersion", "decisions" FROM "Game" WHERE "id" = ?', [`${saved}old`])).toEqual(before)

  // The replay link made now replays; the same link without its version is a link from before versions.
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { name: 'Partida sin terminar' })).toBeVisible()
  await expect(page.getByTestId('paso')).toHaveText('Acción 2 de 2')
  link.searchParams.delete('e')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByText(/La repetición no puede empezar: Esta partida se jugó con una versión anterior del motor de reglas/)).toBeVisible()
  await expect(page.getByText(/No se ha borrado ni cambiado nada de lo guardado/)).toBeVisible()
})

test('a /probar line made before engine versions starts from the same deal and says why', async ({ page }) => {
  await page.goto('/probar')
  await page.getByRole('link', { name: 'Caja 1 — La marcha de la montaña' }).click()
  await expect(page.getByRole('heading', { name: /Reemplazo inicial/ })).toBeVisible()
  await page.getByRole('button', { name: 'Mantener', exact: true }).click()
  await expect(page.getByRole('heading', { name: /Reemplazo inicial/ })).toHaveCount(0)
  const link = new URL(await page.getByRole('textbox', { name: 'Enlace a esta partida' }).inputValue())
  expect(link.searchParams.get('engine')).toBe(String(ENGINE_VERSION))
  expect(link.searchParams.get('line')).not.toBe('')
  link.searchParams.delete('engine')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('status').filter({ hasText: 'versión anterior del motor de reglas' }))
    .toContainText(`(la 1; esta web usa la ${ENGINE_VERSION}) y no se puede reproducir en esta`)
  await expect(page.getByRole('heading', { name: /Reemplazo inicial/ })).toBeVisible()
})
