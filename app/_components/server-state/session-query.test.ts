import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { readSessionOrLast, readSessionUser, sessionQuery, type SessionRead } from './session-query'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => { map.set(k, v) },
    removeItem: (k: string) => { map.delete(k) },
  }
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('the session query\'s fetcher (who is signed in; offline, who was last)', () => {
  it('reads the user of a session answer, and nobody from an empty or odd one', () => {
    expect(readSessionUser({ user: { id: 'u1', name: 'Ana', email: 'a@b.c' } })).toEqual({ id: 'u1', name: 'Ana', email: 'a@b.c' })
    expect(readSessionUser({ user: { id: 7 } })).toEqual({ id: null, name: null, email: null })
    expect(readSessionUser({})).toBeNull()
    expect(readSessionUser('{}')).toBeNull()
  })

  it('a confirmed session is remembered, and stands in (unconfirmed) when the server cannot be reached', async () => {
    const storage = memoryStorage()
    const ana = { id: 'u1', name: 'Ana', email: null }
    expect(await readSessionOrLast(() => Promise.resolve({ ok: true, body: { user: ana } }), storage)).toEqual({ user: ana, confirmed: true })
    expect(await readSessionOrLast(offline, storage)).toEqual({ user: ana, confirmed: false })
  })

  it('a confirmed sign-out forgets the last user; offline there is then nobody', async () => {
    const storage = memoryStorage()
    await readSessionOrLast(() => Promise.resolve({ ok: true, body: { user: { id: 'u1' } } }), storage)
    expect(await readSessionOrLast(() => Promise.resolve({ ok: true, body: {} }), storage)).toEqual({ user: null, confirmed: true })
    expect(await readSessionOrLast(offline, storage)).toEqual({ user: null, confirmed: false })
  })

  it('a refused answer (5xx) is nobody for now, and forgets nothing', async () => {
    const storage = memoryStorage()
    await readSessionOrLast(() => Promise.resolve({ ok: true, body: { user: { id: 'u1' } } }), storage)
    expect(await readSessionOrLast(() => Promise.resolve({ ok: false, body: null }), storage)).toEqual({ user: null, confirmed: true })
    expect((await readSessionOrLast(offline, storage)).user?.id).toBe('u1')
  })

  it('is asked without a connection too, so a page opened offline learns the last user instead of waiting for ever', async () => {
    const storage = memoryStorage()
    const ana = { id: 'u1', name: 'Ana', email: null }
    await readSessionOrLast(() => Promise.resolve({ ok: true, body: { user: ana } }), storage)
    onlineManager.setOnline(false)
    try {
      const observer = new QueryObserver(new QueryClient(), { ...sessionQuery, queryFn: () => readSessionOrLast(offline, storage) })
      const answered = new Promise<SessionRead>((resolve) => {
        const stop = observer.subscribe((r) => { if (r.data !== undefined) { stop(); resolve(r.data) } })
      })
      // Under React Query's default network mode the query would sit 'paused' here until the browser came back online.
      expect(observer.getCurrentResult().fetchStatus).toBe('fetching')
      expect(await answered).toEqual({ user: ana, confirmed: false })
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('a storage that cannot be read or written is no obstacle', async () => {
    const broken = { getItem: () => { throw new Error('no') }, setItem: () => { throw new Error('no') }, removeItem: () => { throw new Error('no') } }
    expect(await readSessionOrLast(() => Promise.resolve({ ok: true, body: { user: { id: 'u1' } } }), broken)).toMatchObject({ confirmed: true })
    expect(await readSessionOrLast(offline, broken)).toEqual({ user: null, confirmed: false })
  })
})
