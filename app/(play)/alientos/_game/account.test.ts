import { afterEach, describe, expect, it, vi } from 'vitest'
import { myTaumaturgosQuery, readTaumaturgos } from './account'

afterEach(() => { vi.unstubAllGlobals() })

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('the account\'s taumaturgos through React Query', () => {
  it('reads the list of the answer, leaving out what is not a taumaturgo', () => {
    expect(readTaumaturgos({ taumaturgos: [
      { id: 't1', name: 'Furia', dice: 'odio:12,cambio:3', shareUrl: '/s', playUrl: '/p' },
      { id: 't2', name: 7, dice: 'x' },
      null,
      { id: 't3', name: 'Sin enlaces', dice: 'calma:12,umbra:3' },
    ] })).toEqual([
      { id: 't1', name: 'Furia', dice: 'odio:12,cambio:3', shareUrl: '/s', playUrl: '/p' },
      { id: 't3', name: 'Sin enlaces', dice: 'calma:12,umbra:3', shareUrl: '', playUrl: '' },
    ])
    expect(readTaumaturgos({ decks: [] })).toEqual([])
    expect(readTaumaturgos(null)).toEqual([])
  })

  it('signed out the list is empty; another refusal is an error, not an empty list', async () => {
    const queryFn = myTaumaturgosQuery.queryFn as unknown as () => Promise<unknown>
    vi.stubGlobal('fetch', () => Promise.resolve(answer(401, { error: { message: 'Entra' } })))
    expect(await queryFn()).toEqual([])
    vi.stubGlobal('fetch', () => Promise.resolve(answer(500, { error: { message: 'Fallo' } })))
    await expect(queryFn()).rejects.toThrow('500')
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, { taumaturgos: [{ id: 'a', name: 'A', dice: 'odio:12,renovacion:3' }] })))
    expect(await queryFn()).toEqual([{ id: 'a', name: 'A', dice: 'odio:12,renovacion:3', shareUrl: '', playUrl: '' }])
  })
})
