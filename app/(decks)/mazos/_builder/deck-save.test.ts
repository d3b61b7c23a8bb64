import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import type { SessionRead } from '@/app/_components/server-state/session-query'
import type { ApiResult, SavedDeckAnswer } from './api-client'
import {
  dropOtherAccounts, installDeckSaves, queueStored, requestDeckSave, restoreDeckSave, savesOf, wasQueued,
  type DeckSave, type DeckSaveOutcome,
} from './deck-save'
import { queueKeyFor, writeQueuedSave, type QueuedSave } from './save-queue'
import { readQueuedSave } from './save-queue-read'

const request: QueuedSave = {
  target: { id: 'deck-1', revision: 3 },
  deck: { name: 'Furia', relicId: 'elixir', startingDalmaId: 'durmak', entries: [{ cardId: 'durmak', count: 1 }] },
  name: 'Furia',
  visibility: 'private',
  queuedAt: '2026-12-01T05:00:00.000Z',
}

const answer = (revision: number): SavedDeckAnswer => ({
  id: 'deck-1', revision, name: 'Furia', visibility: 'private', isOwner: true, deck: request.deck,
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => { map.set(k, v) },
    removeItem: (k: string) => { map.delete(k) },
  }
}

/** A fake deck API: answers in order (the last one repeats), recording who each save was sent for. */
function fakeApi(...answers: (ApiResult<SavedDeckAnswer> | 'unreachable')[]) {
  const sent: { owner: string | null; name: string; revision: number | null }[] = []
  const send = (save: DeckSave): Promise<ApiResult<SavedDeckAnswer>> => {
    sent.push({ owner: save.owner, name: save.request.name, revision: save.request.target?.revision ?? null })
    const next = answers.length > 1 ? answers.shift()! : answers[0]!
    return Promise.resolve(next === 'unreachable' ? { ok: false, status: 0, message: 'sin red' } : next)
  }
  return { send, sent }
}

let client: QueryClient
beforeEach(() => {
  onlineManager.setOnline(true)
  client = new QueryClient()
  client.mount()
})
afterEach(() => {
  client.unmount()
  client.clear()
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

const signedIn = (id: string | null, confirmed = true) =>
  client.setQueryData<SessionRead>(serverStateKeys.session, { user: id === null ? null : { id, name: id, email: null }, confirmed })
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a save to the account is a React Query mutation, queued per account when it cannot go (issue 28)', () => {
  it('online, a save goes at once, names its account, and never touches the offline queue', async () => {
    const storage = memoryStorage()
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    const outcome = await requestDeckSave(client, { owner: 'ana', request })
    expect(outcome).toEqual({ kind: 'saved', deck: answer(4) })
    expect(api.sent).toEqual([{ owner: 'ana', name: 'Furia', revision: 3 }])
    expect(storage.map.size).toBe(0)
    expect(wasQueued(savesOf(client, 'ana')[0]!)).toBe(false)
  })

  it('offline, the save waits paused and stored under its account; back online it resumes, lands, and the queue is cleared', async () => {
    const storage = memoryStorage()
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    onlineManager.setOnline(false)
    const outcome = requestDeckSave(client, { owner: 'ana', request })
    await settled()
    const [waiting] = savesOf(client, 'ana')
    expect(waiting?.state).toMatchObject({ status: 'pending', isPaused: true })
    expect(api.sent).toEqual([])
    expect(readQueuedSave(storage, 'ana')).toEqual(request)
    expect(readQueuedSave(storage, 'bruno')).toBeNull()
    onlineManager.setOnline(true)
    expect(await outcome).toEqual({ kind: 'saved', deck: answer(4) })
    expect(api.sent).toHaveLength(1)
    expect(storage.map.has(queueKeyFor('ana'))).toBe(false)
    expect(wasQueued(waiting!)).toBe(true)
  })

  it('an unreachable server behind a live connection is retried with the backoff (2 s first), and the save is stored meanwhile', async () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const api = fakeApi('unreachable', { ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    const outcome = requestDeckSave(client, { owner: 'ana', request })
    await vi.advanceTimersByTimeAsync(10)
    expect(api.sent).toHaveLength(1)
    expect(savesOf(client, 'ana')[0]?.state).toMatchObject({ status: 'pending', failureCount: 1 })
    expect(readQueuedSave(storage, 'ana')).toEqual(request)
    await vi.advanceTimersByTimeAsync(1900)
    expect(api.sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(await outcome).toMatchObject({ kind: 'saved' })
    expect(api.sent).toHaveLength(2)
    expect(storage.map.size).toBe(0)
  })

  it('without an account to queue it under, an unreachable server is an error at once (nothing stored)', async () => {
    const storage = memoryStorage()
    installDeckSaves(client, fakeApi('unreachable').send, storage)
    await expect(requestDeckSave(client, { owner: null, request })).rejects.toThrow('sin red')
    expect(storage.map.size).toBe(0)
  })

  it('a queued save the server refuses is kept stored, marked with the refusal; never dropped', async () => {
    const storage = memoryStorage()
    const refusal = { ok: false as const, status: 409, message: 'El mazo va por la revisión 4; tu cambio partía de la 3.' }
    installDeckSaves(client, fakeApi(refusal).send, storage)
    onlineManager.setOnline(false)
    const outcome = requestDeckSave(client, { owner: 'ana', request })
    await settled()
    onlineManager.setOnline(true)
    expect(await outcome).toEqual({ kind: 'refused', failure: refusal })
    expect(readQueuedSave(storage, 'ana')).toEqual({ ...request, refused: { status: 409, message: refusal.message } })
  })

  it('a direct save the server refuses is only an outcome: the queue stays empty', async () => {
    const storage = memoryStorage()
    installDeckSaves(client, fakeApi({ ok: false, status: 409, message: 'vieja' }).send, storage)
    expect(await requestDeckSave(client, { owner: 'ana', request })).toMatchObject({ kind: 'refused' })
    expect(storage.map.size).toBe(0)
  })

  it('issue 14: a queued save that meets another session stays stored, unmarked, for its own account\'s next session', async () => {
    const storage = memoryStorage()
    const gone = { ok: false as const, status: 409, message: 'Otra cuenta', sessionChanged: true }
    installDeckSaves(client, fakeApi(gone).send, storage)
    onlineManager.setOnline(false)
    const outcome = requestDeckSave(client, { owner: 'ana', request })
    await settled()
    onlineManager.setOnline(true)
    expect(await outcome).toEqual({ kind: 'sessionGone', failure: gone })
    expect(readQueuedSave(storage, 'ana')).toEqual(request)
  })

  it('issue 14: a save is not even sent while the page knows another account is signed in', async () => {
    const storage = memoryStorage()
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    signedIn('bruno')
    expect(await requestDeckSave(client, { owner: 'ana', request })).toMatchObject({ kind: 'sessionGone' })
    expect(api.sent).toEqual([])
    // The last user known offline (unconfirmed) does not stop it: the server checks the account named.
    signedIn('bruno', false)
    expect(await requestDeckSave(client, { owner: 'ana', request: { ...request, queuedAt: '2026-12-01T05:00:01.000Z' } })).toMatchObject({ kind: 'saved' })
    expect(api.sent).toHaveLength(1)
  })

  it('a newer save replaces the one still waiting: only the newer is sent (it carries the whole deck)', async () => {
    const storage = memoryStorage()
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    onlineManager.setOnline(false)
    void requestDeckSave(client, { owner: 'ana', request })
    await settled()
    const newer = { ...request, name: 'Furia 2', queuedAt: '2026-12-01T05:01:00.000Z' }
    const outcome = requestDeckSave(client, { owner: 'ana', request: newer })
    await settled()
    expect(savesOf(client, 'ana')).toHaveLength(1)
    expect(readQueuedSave(storage, 'ana')?.name).toBe('Furia 2')
    onlineManager.setOnline(true)
    expect(await outcome).toMatchObject({ kind: 'saved' })
    expect(api.sent.map((s) => s.name)).toEqual(['Furia 2'])
  })

  it('an older save already being retried finds itself superseded and sends nothing more', async () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const api = fakeApi('unreachable', { ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    const older = requestDeckSave(client, { owner: 'ana', request })
    await vi.advanceTimersByTimeAsync(10)
    const newer = requestDeckSave(client, { owner: 'ana', request: { ...request, name: 'Furia 2', queuedAt: '2026-12-01T05:01:00.000Z' } })
    expect(await newer).toMatchObject({ kind: 'saved' })
    await vi.advanceTimersByTimeAsync(2500)
    expect(await older).toEqual({ kind: 'superseded' } satisfies DeckSaveOutcome)
    expect(api.sent.map((s) => s.name)).toEqual(['Furia', 'Furia 2'])
  })

  it('issue 14: a stored save is restored only for its own account, paused offline, and resumed when the connection returns', async () => {
    const storage = memoryStorage()
    writeQueuedSave(storage, 'ana', request)
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    onlineManager.setOnline(false)
    expect(await restoreDeckSave(client, storage, 'bruno', readQueuedSave)).toBeNull()
    expect(savesOf(client, 'bruno')).toEqual([])
    expect(savesOf(client, 'ana')).toEqual([])
    await restoreDeckSave(client, storage, 'ana', readQueuedSave)
    const [restored] = savesOf(client, 'ana')
    expect(restored?.state).toMatchObject({ status: 'pending', isPaused: true, variables: { owner: 'ana', request } })
    expect(wasQueued(restored!)).toBe(true)
    expect(queueStored('ana')).toBe(true)
    // Restoring again (the builder opened twice) adds nothing.
    await restoreDeckSave(client, storage, 'ana', readQueuedSave)
    expect(savesOf(client, 'ana')).toHaveLength(1)
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(restored?.state.status).toBe('success'))
    expect(api.sent).toEqual([{ owner: 'ana', name: 'Furia', revision: 3 }])
    expect(storage.map.size).toBe(0)
  })

  it('a stored refused save is handed back for the player to decide, not queued again', async () => {
    const storage = memoryStorage()
    const refusedSave = { ...request, refused: { status: 409, message: 'vieja' } }
    writeQueuedSave(storage, 'ana', refusedSave)
    installDeckSaves(client, fakeApi({ ok: true, value: answer(4) }).send, storage)
    expect(await restoreDeckSave(client, storage, 'ana', readQueuedSave)).toEqual(refusedSave)
    expect(savesOf(client, 'ana')).toEqual([])
  })

  it('issue 14: another account\'s waiting saves leave the tab\'s queue (not its storage) when the signed-in account changes', async () => {
    const storage = memoryStorage()
    const api = fakeApi({ ok: true, value: answer(4) })
    installDeckSaves(client, api.send, storage)
    onlineManager.setOnline(false)
    void requestDeckSave(client, { owner: 'ana', request })
    await settled()
    dropOtherAccounts(client, 'bruno')
    expect(savesOf(client, 'ana')).toEqual([])
    onlineManager.setOnline(true)
    await settled()
    expect(api.sent).toEqual([])
    expect(readQueuedSave(storage, 'ana')).toEqual(request)
  })

  it('a storage that refuses the queue is reported (the panel says not to close the tab)', async () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError') } }
    installDeckSaves(client, fakeApi({ ok: true, value: answer(4) }).send, storage)
    onlineManager.setOnline(false)
    void requestDeckSave(client, { owner: 'carla', request })
    await settled()
    expect(queueStored('carla')).toBe(false)
  })
})
