import { describe, expect, it } from 'vitest'
import { anyQueuedSave, queueKeyFor, retryDelayMs, SAVE_QUEUE_KEY, serializeQueuedSave, writeQueuedSave, type QueuedSave } from './save-queue'
import { parseQueuedSave, readQueuedSave } from './save-queue-read'

const save: QueuedSave = {
  target: { id: 'deck-1', revision: 3 },
  deck: { name: 'Furia', relicId: 'elixir', startingDalmaId: 'durmak', entries: [{ cardId: 'durmak', count: 1 }, { cardId: 'bola', count: 3 }] },
  name: 'Furia',
  visibility: 'public',
  queuedAt: '2026-12-01T05:00:00.000Z',
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => { map.set(k, v) },
    removeItem: (k: string) => { map.delete(k) },
  }
}

describe('offline save queue', () => {
  it('keeps the revision the change started from, so the server can still answer 409 on a stale one', () => {
    const back = parseQueuedSave(serializeQueuedSave(save))
    expect(back).toEqual(save)
    expect(back?.target?.revision).toBe(3)
    expect(parseQueuedSave(serializeQueuedSave({ ...save, target: null }))?.target).toBeNull()
  })

  it('ignores a damaged or foreign stored value instead of trusting it', () => {
    expect(parseQueuedSave(null)).toBeNull()
    expect(parseQueuedSave('{nope')).toBeNull()
    expect(parseQueuedSave(JSON.stringify({ version: 1, ...save, visibility: 'everyone' }))).toBeNull()
    expect(parseQueuedSave(JSON.stringify({ version: 2, ...save }))).toBeNull()
    expect(parseQueuedSave(JSON.stringify({ version: 1, ...save, target: { id: 'x', revision: 0 } }))).toBeNull()
  })

  it('writes, replaces and clears one pending save per user; a refusing storage is reported, not thrown', () => {
    const storage = memoryStorage()
    expect(writeQueuedSave(storage, 'ana', save)).toBe(true)
    expect(readQueuedSave(storage, 'ana')).toEqual(save)
    expect(writeQueuedSave(storage, 'ana', { ...save, name: 'Otra' })).toBe(true)
    expect(readQueuedSave(storage, 'ana')?.name).toBe('Otra')
    expect(writeQueuedSave(storage, 'ana', null)).toBe(true)
    expect(storage.map.has(queueKeyFor('ana'))).toBe(false)
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError') } }
    expect(writeQueuedSave(full, 'ana', save)).toBe(false)
  })

  it('issue 14: a pending save is stored under its user\'s id and read back only for that user', () => {
    const storage = memoryStorage()
    writeQueuedSave(storage, 'ana', save)
    expect(readQueuedSave(storage, 'bruno')).toBeNull()
    expect(storage.map.has(SAVE_QUEUE_KEY)).toBe(false)
    expect([...storage.map.keys()]).toEqual([`${SAVE_QUEUE_KEY}:ana`])
    writeQueuedSave(storage, 'bruno', { ...save, name: 'De Bruno' })
    writeQueuedSave(storage, 'bruno', null)
    expect(readQueuedSave(storage, 'ana')).toEqual(save)
  })

  it('issue 14: a refused save keeps its refusal when stored and read back', () => {
    const refused = { ...save, refused: { status: 409, message: 'El mazo ha cambiado.' } }
    expect(parseQueuedSave(serializeQueuedSave(refused))).toEqual(refused)
  })

  it('issue 28: says whether a save waits for any account, from the keys alone', () => {
    const keys = (...ks: string[]) => ({ length: ks.length, key: (i: number) => ks[i] ?? null })
    expect(anyQueuedSave(keys('duelo-de-masters:constructor:borrador', queueKeyFor('ana')))).toBe(true)
    expect(anyQueuedSave(keys('duelo-de-masters:constructor:borrador', SAVE_QUEUE_KEY))).toBe(false)
    expect(anyQueuedSave(keys())).toBe(false)
    expect(anyQueuedSave(null)).toBe(false)
    const refusing = { get length(): number { throw new Error('SecurityError') }, key: () => null }
    expect(anyQueuedSave(refusing)).toBe(false)
  })

  it('retries quickly at first and at most every 30 s', () => {
    expect(retryDelayMs(0)).toBe(2000)
    expect(retryDelayMs(1)).toBe(4000)
    expect(retryDelayMs(10)).toBe(30_000)
  })
})
