import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeShareCode } from '@/lib/decks/share-code'
import { recordCards } from '@/lib/catalogue/recorded'
import { ENGINE_VERSION } from '@/lib/engine'
import { fixtureCatalogue, fixtureDeck } from '@/lib/engine-testing/fixtures'
import { createAccountSync, gamePayload, GAME_QUEUE_PREFIX, queuedGames, type AccountGamePayload, type SyncStatus } from './account-sync'
import { startDuel, type AccountLink } from './duel'

const payload = (line: string, status: 'unfinished' | 'finished' = 'unfinished'): AccountGamePayload => ({
  title: 'A contra B', mode: 'bot', bot: 'heuristic', variant: 'none', seed: 7, codes: ['a', 'b'], line, engineVersion: ENGINE_VERSION,
  catalogueVersion: 'v1', cards: [], override: null, status, result: status === 'finished' ? 'Master 1 gana.' : null, winner: status === 'finished' ? 0 : null,
  turns: 2, decisions: line.length,
})

type Call = { url: string; method: string; body: Record<string, unknown> }
type Answer = { status: number; body?: unknown } | 'offline'

function server(answers: Answer[]) {
  const calls: Call[] = []
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) as Record<string, unknown> })
    const a = answers.shift() ?? { status: 500 }
    if (a === 'offline') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status })
  }
  return { calls, fetchImpl }
}

const saved = (id: string, revision: number) => ({ status: id === '' ? 500 : revision === 1 ? 201 : 200, body: { game: { id, revision } } })

/** localStorage as the browser has it, one per test (shared by the users of one browser). */
class MemoryStorage {
  private readonly items = new Map<string, string>()
  get length() { return this.items.size }
  key(i: number) { return [...this.items.keys()][i] ?? null }
  getItem(k: string) { return this.items.get(k) ?? null }
  setItem(k: string, v: string) { this.items.set(k, v) }
  removeItem(k: string) { this.items.delete(k) }
}

function setUp(answers: Answer[], link: AccountLink | null = null, options: { userId?: string; storage?: MemoryStorage } = {}) {
  const { calls, fetchImpl } = server(answers)
  const statuses: SyncStatus[] = []
  const links: (AccountLink | null)[] = []
  const storage = options.storage ?? new MemoryStorage()
  const sync = createAccountSync({
    userId: options.userId ?? 'ana', link, fetchImpl, delayMs: 1000, storage, onLink: (l) => links.push(l), onStatus: (s) => statuses.push(s),
  })
  return { sync, calls, statuses, links, storage }
}

const settle = async () => { for (let i = 0; i < 20; i++) await Promise.resolve() }

describe('saving a game to the account as it goes', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('waits for a quiet moment and sends only the latest position, creating the game then updating it by revision', async () => {
    const { sync, calls, links, statuses } = setUp([saved('g1', 1), saved('g1', 2)])
    sync.schedule(payload('1'), false)
    sync.schedule(payload('12'), false)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(calls.map((c) => [c.method, c.url, c.body.line])).toEqual([['POST', '/api/games', '12']])
    expect(calls[0]?.body).toMatchObject({ title: 'A contra B', catalogueVersion: 'v1', cards: [], override: null })
    expect(links.at(-1)).toEqual({ id: 'g1', revision: 1 })
    // The end of the game is sent at once, naming the revision it builds on.
    sync.schedule(payload('123', 'finished'), true)
    await settle()
    // The line goes with the engine version it was played with (issue 13).
    expect(calls[1]).toMatchObject({ method: 'PATCH', url: '/api/games/g1', body: { revision: 1, line: '123', engineVersion: ENGINE_VERSION, status: 'finished', winner: 0 } })
    expect(calls[1]?.body).not.toHaveProperty('cards')
    expect(links.at(-1)).toEqual({ id: 'g1', revision: 2 })
    expect(statuses.at(-1)).toEqual({ kind: 'saved' })
  })

  it('offline, says the browser copy is safe and sends the latest position once it can', async () => {
    const { sync, calls, statuses } = setUp(['offline', saved('g1', 1)])
    sync.schedule(payload('1'), true)
    await settle()
    expect(statuses.at(-1)).toMatchObject({ kind: 'offline', message: expect.stringContaining('sigue guardada en este navegador') })
    sync.schedule(payload('12'), true)
    await settle()
    expect(calls.map((c) => c.body.line)).toEqual(['1', '12'])
    expect(statuses.at(-1)).toEqual({ kind: 'saved' })
  })

  it('stops on a newer copy elsewhere (409) and says so, sending nothing more', async () => {
    const conflict = { status: 409, body: { error: { message: 'La partida ha cambiado desde que la abriste.' } } }
    const { sync, calls, statuses } = setUp([conflict], { id: 'g1', revision: 3 })
    sync.schedule(payload('1'), true)
    await settle()
    expect(statuses.at(-1)).toEqual({ kind: 'stopped', message: 'No se guarda en tu cuenta: La partida ha cambiado desde que la abriste.' })
    sync.schedule(payload('12'), true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
  })

  it('passes on the server\'s word when the account is full, and saves again as new a game deleted meanwhile', async () => {
    const full = setUp([{ status: 409, body: { error: { message: 'Ya tienes 200 partidas guardadas' } } }])
    full.sync.schedule(payload('1'), true)
    await settle()
    expect(full.statuses.at(-1)).toEqual({ kind: 'stopped', message: 'No se guarda en tu cuenta: Ya tienes 200 partidas guardadas' })

    const browser = new MemoryStorage()
    const mine = setUp([saved('g1', 1)], null, { storage: browser })
    mine.sync.schedule(payload('0'), true)
    await settle()
    mine.sync.dispose()
    const gone = setUp([{ status: 404 }, saved('g2', 1)], { id: 'g1', revision: 2 }, { storage: browser })
    gone.sync.schedule(payload('1'), true)
    await settle()
    expect(gone.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /api/games/g1', 'POST /api/games'])
    expect(gone.links.at(-1)).toEqual({ id: 'g2', revision: 1 })
  })

  it('issue 14: a position queued offline by Ana is never sent under Bruno, and is sent when Ana signs in again', async () => {
    const browser = new MemoryStorage()
    // Ana plays signed in, offline: her position waits, under her id. She signs out.
    const ana = setUp(['offline'], null, { userId: 'ana', storage: browser })
    ana.sync.schedule(payload('1'), true)
    await settle()
    ana.sync.dispose()
    expect(queuedGames(browser).map((q) => [q.userId, q.game.pending?.line])).toEqual([['ana', '1']])
    // Bruno signs in on the same browser and plays a game of his own: only his is sent.
    const bruno = setUp([saved('b1', 1)], null, { userId: 'bruno', storage: browser })
    bruno.sync.schedule({ ...payload('99'), seed: 8 }, true)
    await settle()
    expect(bruno.calls.map((c) => [c.method, c.body.line])).toEqual([['POST', '99']])
    bruno.sync.dispose()
    // Ana's position was kept, and goes to her account first when she is back.
    expect(queuedGames(browser).find((q) => q.userId === 'ana')?.game.pending?.line).toBe('1')
    const back = setUp([saved('a1', 1), saved('a2', 1)], null, { userId: 'ana', storage: browser })
    back.sync.schedule({ ...payload('5'), seed: 9 }, true)
    await settle()
    expect(back.calls.map((c) => [c.method, c.body.line])).toEqual([['POST', '1'], ['POST', '5']])
    expect(back.statuses).toContainEqual({ kind: 'saved', message: expect.stringContaining('quedó pendiente') })
    expect(queuedGames(browser).filter((q) => q.userId === 'ana' && q.game.pending !== null)).toEqual([])
  })

  it('issue 14: a game Ana saved to her account, resumed on screen while Bruno is signed in, sends nothing', async () => {
    const browser = new MemoryStorage()
    const ana = setUp([saved('g1', 1)], null, { userId: 'ana', storage: browser })
    ana.sync.schedule(payload('1'), true)
    await settle()
    ana.sync.dispose()
    const bruno = setUp([{ status: 404 }, saved('g2', 1)], { id: 'g1', revision: 1 }, { userId: 'bruno', storage: browser })
    bruno.sync.schedule(payload('12'), true)
    await settle()
    expect(bruno.calls).toEqual([])
    expect(bruno.statuses.at(-1)).toMatchObject({ kind: 'stopped', message: expect.stringContaining('otra persona') })
    // The same for a game Ana never got to save to her account.
    const offline = setUp(['offline'], null, { userId: 'ana', storage: browser })
    offline.sync.schedule({ ...payload('7'), seed: 70 }, true)
    await settle()
    const other = setUp([saved('g3', 1)], null, { userId: 'bruno', storage: browser })
    other.sync.schedule({ ...payload('78'), seed: 70 }, true)
    await settle()
    expect(other.calls).toEqual([])
  })

  it('issue 14: a linked game this browser knows nothing about is not created again on a 404', async () => {
    const { sync, calls, statuses } = setUp([{ status: 404 }, saved('g2', 1)], { id: 'g1', revision: 2 })
    sync.schedule(payload('1'), true)
    await settle()
    expect(calls.map((c) => c.method)).toEqual(['PATCH'])
    expect(statuses.at(-1)).toMatchObject({ kind: 'stopped', message: expect.stringContaining('no está en tu cuenta') })
  })

  it('issue 14: a refused update stays queued, marked refused, instead of being dropped', async () => {
    const conflict = { status: 409, body: { error: { message: 'La partida ha cambiado desde que la abriste.' } } }
    const browser = new MemoryStorage()
    const first = setUp([saved('g1', 1)], null, { storage: browser })
    first.sync.schedule(payload('1'), true)
    await settle()
    first.sync.dispose()
    const { sync } = setUp([conflict], { id: 'g1', revision: 1 }, { storage: browser })
    sync.schedule(payload('12'), true)
    await settle()
    const kept = queuedGames(browser).find((q) => q.slot === 'g1')
    expect(kept?.game.pending?.line).toBe('12')
    expect(kept?.game.refused).toMatch(/ha cambiado/)
    expect([...Array(browser.length).keys()].map((i) => browser.key(i))).toEqual([`${GAME_QUEUE_PREFIX}ana:g1`])
  })

  it('after reset, a new game is created instead of updating the previous one', async () => {
    const { sync, calls } = setUp([saved('g9', 1)], { id: 'g1', revision: 5 })
    sync.reset(null)
    sync.schedule(payload('1'), true)
    await settle()
    expect(calls.map((c) => c.method)).toEqual(['POST'])
  })
})

describe('what the account keeps of a game', () => {
  it('records the numbers of every card both decks use, before any override, and names the game by its decks', () => {
    const deck = { ...fixtureDeck(), name: 'Guerreros' }
    const code = encodeShareCode(deck)
    const started = startDuel({ seed: 3, variant: 'rapida', mode: 'bot', bot: 'search', codes: [code, code] }, [deck, deck], [], fixtureCatalogue)
    if (!started.ok) throw new Error(started.error.code)
    const p = gamePayload(started.duel, fixtureCatalogue, { catalogueVersion: 'v1', recorded: null, override: { guerrera: { life: 4 } } })
    expect(p).toMatchObject({
      title: 'Guerreros contra Guerreros', mode: 'bot', bot: 'search', variant: 'rapida', seed: 3, line: '', status: 'unfinished', decisions: 0, catalogueVersion: 'v1',
      engineVersion: ENGINE_VERSION,
    })
    expect(p.cards.map((c) => c.id)).toEqual(recordCards([deck], fixtureCatalogue).map((c) => c.id))
    expect(p.cards.map((c) => c.id)).toContain('reliquia')
    expect(p.override).toEqual({ guerrera: { life: 4 } })
  })
})
