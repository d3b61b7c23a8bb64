// `dm table` against the real table routes in this process (routeFetch, no network): create, join, state with
// numbered actions, act (and a stale step refused with exit 1), bad usage with exit 2, two bots playing a whole
// game through their seats' streams, and resign; and the same orders against a Duelo de alientos table.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { testDatabases } from '@/lib/server/testing/databases'
import { memoryIO } from '../io'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/server/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/auth')>()
  return { ...actual, getSessionUser: async () => null }
})

const { routeFetch } = await import('@/lib/server/tables/testing/routes')
const { forgetLiveTables } = await import('@/lib/server/tables/service')
const { tableBus } = await import('@/lib/server/tables/bus')
const { makeTableCommand } = await import('./table')

const SERVER = 'http://localhost:3000'
const command = makeTableCommand({ fetch: routeFetch, env: {}, retryMs: 10 })
const table = async (...args: string[]) => {
  const io = memoryIO()
  const code = await command.run([...args, '--server', SERVER], io)
  return { code, ...io.text() }
}
const code = (i: number) => encodeShareCode(getBoxedDecks()[i]!.deck)

describe.each(testDatabases())('dm table on $name', (db) => {
  beforeAll(() => { process.env.DATABASE_URL = db.url; process.env.DM_TABLE_CREATE_LIMIT = '1000'; process.env.DM_TABLE_ACTION_RATE = '100000' })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
    forgetLiveTables()
  })
  afterAll(async () => { await tableBus().close() })

  it('creates, joins, shows the numbered actions to the decider, acts on one and refuses a stale step', async () => {
    const created = await table('create', code(0), '--seat', 'A', '--json')
    expect(created.code, created.err).toBe(0)
    const { id, token } = JSON.parse(created.out) as { id: string; token: string }
    const joined = await table('join', id, code(1), '--json')
    expect(joined.code, joined.err).toBe(0)
    const b = JSON.parse(joined.out) as { seat: string; token: string }
    expect(b.seat).toBe('B')

    const tokens: Record<string, string> = { A: token, B: b.token }
    const spectator = JSON.parse((await table('state', id, '--json')).out) as { decider: 'A' | 'B'; step: number; seat: null; legal: unknown[] }
    expect(spectator.seat).toBeNull()
    expect(spectator.legal).toEqual([])
    const decider = spectator.decider
    const shown = await table('state', id, '--token', tokens[decider]!)
    expect(shown.code).toBe(0)
    expect(shown.out).toContain(`Eres el Master ${decider}.`)
    expect(shown.out).toContain('Te toca decidir.')
    expect(shown.out).toMatch(/\n {2}1\. \w+/)

    const stale = await table('act', id, '1', '--token', tokens[decider]!, '--step', String(spectator.step + 1))
    expect(stale.code).toBe(1)
    expect(stale.err).toContain(`ya va por el paso ${spectator.step}`)
    const acted = await table('act', id, '1', '--token', tokens[decider]!, '--json')
    expect(acted.code, acted.err).toBe(0)
    expect((JSON.parse(acted.out) as { step: number }).step).toBe(spectator.step + 1)

    const resigned = await table('resign', id, '--token', tokens.A!)
    expect(resigned.code, resigned.err).toBe(0)
    expect(resigned.out).toBe('Has perdido (rendición).')
    const again = await table('resign', id, '--token', tokens.A!)
    expect(again.code).toBe(1)
  })

  it('issue 31: --game alientos creates, joins, shows the numbered actions, acts, refuses a stale step, watches and resigns', async () => {
    const POOL = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
    const created = await table('create', POOL, '--game', 'alientos', '--seat', 'A', '--player', 'Ana', '--name', 'Duelo CLI', '--json')
    expect(created.code, created.err).toBe(0)
    const { id, token } = JSON.parse(created.out) as { id: string; token: string }
    const waiting = await table('state', id, '--game', 'alientos')
    expect(waiting.out).toContain('esperando taumaturgos (1 de 2)')
    const illegal = await table('join', id, 'odio:15', '--game', 'alientos')
    expect(illegal.code).toBe(1)
    expect(illegal.err).toMatch(/campo «pool/)
    const joined = await table('join', id, POOL, '--game', 'alientos', '--player', 'Bea', '--json')
    expect(joined.code, joined.err).toBe(0)
    const tokens: Record<string, string> = { A: token, B: (JSON.parse(joined.out) as { token: string }).token }

    const spectator = JSON.parse((await table('state', id, '--game', 'alientos', '--json')).out) as { decider: 'A' | 'B'; step: number; seat: null; legal: unknown[]; game: string }
    expect([spectator.game, spectator.seat, spectator.legal]).toEqual(['alientos', null, []])
    const decider = spectator.decider
    const shown = await table('state', id, '--game', 'alientos', '--token', tokens[decider]!)
    expect(shown.out).toContain(`Eres el asiento ${decider} (${decider === 'A' ? 'Ana' : 'Bea'}).`)
    expect(shown.out).toContain('Te toca decidir.')
    expect(shown.out).toMatch(/\n {2}1\. \w+/)
    const stale = await table('act', id, '1', '--game', 'alientos', '--token', tokens[decider]!, '--step', String(spectator.step + 1))
    expect(stale.code).toBe(1)
    expect(stale.err).toContain(`ya va por el paso ${spectator.step}`)
    const acted = await table('act', id, '1', '--game', 'alientos', '--token', tokens[decider]!, '--json')
    expect(acted.code, acted.err).toBe(0)
    expect((JSON.parse(acted.out) as { step: number }).step).toBe(spectator.step + 1)
    // A Masters command against it says it is not one of its tables; `bot` is Masters' only.
    expect((await table('state', id)).code).toBe(1)
    expect((await table('bot', id, '--game', 'alientos')).code).toBe(2)

    const watchIO = memoryIO()
    const watching = command.run(['watch', id, '--game', 'alientos', '--server', SERVER], watchIO)
    for (let i = 0; i < 100 && watchIO.stdout.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    const resigned = await table('resign', id, '--game', 'alientos', '--token', tokens.A!)
    expect(resigned.code, resigned.err).toBe(0)
    expect(resigned.out).toMatch(/^Has perdido \(/)
    expect(await watching, watchIO.text().err).toBe(0)
    expect(watchIO.stdout.at(-1)).toMatch(/^Gana Bea \(/)
    expect((await table('resign', id, '--game', 'alientos', '--token', tokens.A!)).code).toBe(1)
  })

  it('exit 2 on bad usage, naming the option; exit 1 with the server’s reason for an unknown table', async () => {
    const noServer = await command.run(['state', 'AAAAAAAAAAAAAAAA'], memoryIO())
    expect(noServer).toBe(2)
    const badToken = await table('state', 'AAAAAAAAAAAAAAAA', '--token', 'corto')
    expect(badToken.code).toBe(2)
    expect(badToken.err).toContain('--token')
    const badDeck = await table('create', 'no-es-un-mazo')
    expect(badDeck.code).toBe(2)
    expect(badDeck.err).toContain('no-es-un-mazo')
    const missing = await table('state', 'AAAAAAAAAAAAAAAA')
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/\[404 /)
  })

  it('two bots, each deciding on its own seat’s stream, play a table until one seat resigns, and both see the end', async () => {
    const created = JSON.parse((await table('create', code(0), '--seat', 'A', '--json')).out) as { id: string; token: string }
    const ioA = memoryIO()
    const ioB = memoryIO()
    const run = (io: typeof ioA, ...args: string[]) => command.run([...args, '--server', SERVER], io)
    const bots = Promise.all([
      run(ioA, 'bot', created.id, '--token', created.token, '--deck', code(0), '--bot', 'random'),
      run(ioB, 'bot', created.id, '--deck', code(1), '--bot', 'random'),
    ])
    // A whole random game is hundreds of steps; a few moves by each bot show they play on their streams.
    const played = (io: typeof ioA) => io.stdout.filter((l) => l.startsWith('El bot juega')).length
    for (let i = 0; i < 200 && (played(ioA) < 3 || played(ioB) < 3); i++) await new Promise((r) => setTimeout(r, 50))
    expect(played(ioA), ioA.text().err).toBeGreaterThanOrEqual(3)
    expect(played(ioB)).toBeGreaterThanOrEqual(3)
    expect(ioB.stdout[0]).toMatch(/^El bot \(random\) se sienta como Master B: http:\/\/localhost:3000\/mesa\/.+#asiento=/)
    // A random game may also end on its own before the resignation lands: then both read the same result.
    const resigned = await table('resign', created.id, '--token', created.token)
    if (resigned.code !== 0) expect(resigned.err).toContain('[409 finished]')
    const [a, b] = await bots
    expect(a, ioA.text().err).toBe(0)
    expect(b, ioB.text().err).toBe(0)
    const ends = [ioA.stdout.at(-1), ioB.stdout.at(-1)]
    if (resigned.code === 0) expect(ends).toEqual(['Has perdido (rendición).', 'Has ganado (rendición).'])
    else if (ends[0]!.startsWith('Tablas')) expect(ends[1]).toBe(ends[0])
    else expect(ends.map((l) => l!.split(' (')[0]).sort()).toEqual(['Has ganado', 'Has perdido'])
  }, 60_000)
})
