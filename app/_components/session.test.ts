import { describe, expect, it } from 'vitest'
import { fetchSession, onSessionAnswer, readSession } from './session'

describe('readSession (the header account corner)', () => {
  it('an empty session answer means nobody is signed in', () => {
    expect(readSession({})).toEqual({ status: 'signedOut' })
    expect(readSession(null)).toEqual({ status: 'signedOut' })
    expect(readSession({ user: null })).toEqual({ status: 'signedOut' })
  })
  it('a session with a user gives that user name, or an empty name when it has none', () => {
    expect(readSession({ user: { name: 'Ana', email: 'a@b.c' }, expires: '2030-01-01' })).toEqual({ status: 'signedIn', name: 'Ana', id: '' })
    expect(readSession({ user: { email: 'a@b.c' } })).toEqual({ status: 'signedIn', name: '', id: '' })
    expect(readSession({ user: { id: 'u1', name: 'Ana' } })).toEqual({ status: 'signedIn', name: 'Ana', id: 'u1' })
  })
})

describe('fetchSession (one session read for every reader on the page)', () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  it('readers that ask while a read is under way share its one request', async () => {
    let release: (r: Response) => void = () => undefined
    const calls: string[] = []
    const slow = ((input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Promise<Response>((resolve) => { release = resolve })
    }) as typeof fetch
    const header = fetchSession(slow)
    const page = fetchSession(slow)
    release(answer({ user: { id: 'u1', name: 'Ana' } }))
    expect(await header).toEqual({ ok: true, body: { user: { id: 'u1', name: 'Ana' } } })
    expect(await page).toBe(await header)
    expect(calls).toEqual(['/api/auth/session'])
  })

  it('a settled read is not reused: the next question asks the server again (a sign-in shows up)', async () => {
    const bodies = [{}, { user: { id: 'u2' } }]
    let n = 0
    const sequence = (() => Promise.resolve(answer(bodies[n++]))) as typeof fetch
    expect((await fetchSession(sequence)).body).toEqual({})
    expect((await fetchSession(sequence)).body).toEqual({ user: { id: 'u2' } })
    expect(n).toBe(2)
  })

  it('a refused answer is not ok, and a failed network rejects (the builder then falls back to the last known user)', async () => {
    expect(await fetchSession((() => Promise.resolve(answer({ message: 'no' }, 500))) as typeof fetch)).toEqual({ ok: false, body: null })
    await expect(fetchSession((() => Promise.reject(new TypeError('offline'))) as typeof fetch)).rejects.toThrow('offline')
    // …and the failure is not kept either.
    expect((await fetchSession((() => Promise.resolve(answer({}))) as typeof fetch)).ok).toBe(true)
  })
})

describe('onSessionAnswer (the header hears the session query\'s answers)', () => {
  it('every settled answer reaches the listeners, whoever asked; a failed read reaches none; unsubscribed hears nothing', async () => {
    const heard: unknown[] = []
    const stop = onSessionAnswer((answer) => heard.push(answer.body))
    const ok = (body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))) as typeof fetch
    await fetchSession(ok({ user: { id: 'u1' } }))
    await fetchSession((() => Promise.reject(new TypeError('offline'))) as typeof fetch).catch(() => undefined)
    stop()
    await fetchSession(ok({}))
    expect(heard).toEqual([{ user: { id: 'u1' } }])
  })
})
