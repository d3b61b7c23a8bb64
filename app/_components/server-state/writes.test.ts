import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRefusal, NoConnection, sendWrite, writeFailure } from './writes'

afterEach(() => { vi.unstubAllGlobals() })

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('sendWrite (every mutation\'s request)', () => {
  it('sends JSON with the method and resolves with the answer\'s body', async () => {
    const calls: [string, RequestInit][] = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => { calls.push([url, init]); return Promise.resolve(answer(200, { deck: { id: 'd2' } })) })
    expect(await sendWrite('POST', '/api/decks/d1/duplicate', { a: 1 })).toEqual({ deck: { id: 'd2' } })
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } })
  })

  it('a refusal is thrown with the server\'s message and field; one listed as fine resolves with null', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(400, { error: { message: 'Nombre demasiado largo', field: 'name' } })))
    const refusal = await sendWrite('PATCH', '/api/account', { name: 'x' }).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(ApiRefusal)
    expect((refusal as ApiRefusal).info).toEqual({ status: 400, message: 'Nombre demasiado largo', field: 'name' })
    vi.stubGlobal('fetch', () => Promise.resolve(answer(404, { error: { message: 'No existe' } })))
    expect(await sendWrite('DELETE', '/api/decks/d1', undefined, [404])).toBeNull()
  })

  it('a failed connection is told apart from a refusal, in the page\'s own words', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const error = await sendWrite('DELETE', '/api/games/g1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NoConnection)
    expect(writeFailure(error, 'No se ha borrado nada.')).toEqual({ status: 0, message: 'No se ha borrado nada.' })
    expect(writeFailure(new ApiRefusal({ status: 409, message: 'Revisión vieja', currentRevision: 4 }), 'x')).toEqual({ status: 409, message: 'Revisión vieja', currentRevision: 4 })
  })
})
