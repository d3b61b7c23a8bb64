import { environmentManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LabJobView } from '@/lib/server/lab/jobs'
import { canCancel, isOpen, labJobQuery, LONGEST_WAIT_MS, POLL_MS, REFUSED_WAIT_MS, retryAfterMs } from './lab-jobs'

const job = (status: LabJobView['status'], report: LabJobView['report'] = null): LabJobView => ({
  id: 'job-1', kind: 'run', status, spec: {} as LabJobView['spec'], catalogueVersion: 'v', games: 10, plays: 10,
  progress: { done: 0, total: 10, shards: 1, shardsDone: 0, workers: [] }, report, error: null, createdAt: '', finishedAt: null,
})
const someReport = {} as NonNullable<LabJobView['report']>
const answer = (j: LabJobView, yours = false) => new Response(JSON.stringify({ job: j, yours }), { status: 200 })
const refused = (retryAfter?: string) =>
  new Response(JSON.stringify({ error: { message: 'demasiadas consultas' } }), { status: 429, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } })

/** Fetch stand-in: answers with `next()` and records each request's time (fake clock). */
function server(next: () => Response | Promise<Response>) {
  const at: number[] = []
  vi.stubGlobal('fetch', () => { at.push(Date.now()); return Promise.resolve(next()) })
  return at
}
function watch(initial: LabJobView) {
  // Mounted as the provider mounts it, so the client hears the connection come and go.
  const client = new QueryClient()
  client.mount()
  const observer = new QueryObserver(client, labJobQuery(initial))
  const unsubscribe = observer.subscribe(() => undefined)
  const stop = () => { unsubscribe(); client.unmount() }
  const data = () => {
    const d = observer.getCurrentResult().data
    if (d === undefined) throw new Error('sin datos: la consulta empieza con los de la página')
    return d
  }
  return { result: () => observer.getCurrentResult(), data, stop }
}

// Timers such as refetchInterval run only in a browser: the tests stand in for one.
beforeAll(() => environmentManager.setIsServer(() => false))
afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'))
afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); onlineManager.setOnline(true) })

describe('a queued laboratory job as a polled query (issue 28)', () => {
  it('is open while queued, running, or done with its report still being merged; settled otherwise', () => {
    expect(isOpen(job('queued'))).toBe(true)
    expect(isOpen(job('running'))).toBe(true)
    expect(isOpen(job('done'))).toBe(true)
    expect(isOpen(job('done', someReport))).toBe(false)
    expect(isOpen(job('failed'))).toBe(false)
    expect(isOpen(job('cancelled'))).toBe(false)
  })

  it('an open job is read on arrival, then every second, and no more once it settles; a settled one is not read', async () => {
    vi.useFakeTimers()
    const answers = [job('running'), job('running'), job('done', someReport)]
    const at = server(() => answer(answers.shift() ?? job('done', someReport)))
    const start = Date.now()
    const open = watch(job('queued'))
    await vi.advanceTimersByTimeAsync(10)
    expect(open.data().job.status).toBe('running')
    await vi.advanceTimersByTimeAsync(POLL_MS * 2)
    expect(open.data().job.report).not.toBeNull()
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(at.map((t) => t - start)).toEqual([0, POLL_MS, POLL_MS * 2])
    open.stop()

    const before = at.length
    const settled = watch({ ...job('done', someReport), id: 'job-2' })
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(at.length).toBe(before)
    expect(settled.data().yours).toBeNull()
    settled.stop()
  })

  it('«Cancelar» is offered only to the job\'s owner (the API\'s yours) while it is open', async () => {
    expect(canCancel({ job: job('running'), yours: true })).toBe(true)
    expect(canCancel({ job: job('running'), yours: false })).toBe(false)
    expect(canCancel({ job: job('queued'), yours: null })).toBe(false)
    expect(canCancel({ job: job('done', someReport), yours: true })).toBe(false)
    vi.useFakeTimers()
    let yours = false
    server(() => answer(job('running'), yours))
    const read = watch(job('queued'))
    expect(canCancel(read.data())).toBe(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(read.data().yours).toBe(false)
    expect(canCancel(read.data())).toBe(false)
    yours = true
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(canCancel(read.data())).toBe(true)
    read.stop()
  })

  it('a failed poll says why and keeps the last state read, and the next poll tries again a second later', async () => {
    vi.useFakeTimers()
    let fail = true
    server(() => fail
      ? new Response(JSON.stringify({ error: { message: 'fallo interno' } }), { status: 500 })
      : answer(job('running')))
    const read = watch(job('queued'))
    await vi.advanceTimersByTimeAsync(10)
    expect(read.result().error?.message).toBe('fallo interno')
    expect(read.data().job.status).toBe('queued')
    fail = false
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(read.result().error).toBeNull()
    expect(read.data().job.status).toBe('running')
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(read.result().error?.message).toMatch(/^sin conexión con el servidor \(Failed to fetch\); se reintenta$/)
    read.stop()
  })

  it('after a 429 the next poll waits the Retry-After, even when the connection comes back meanwhile; then a second again', async () => {
    vi.useFakeTimers()
    const replies = [refused('7'), answer(job('running')), answer(job('running'))]
    const at = server(() => replies.shift() ?? answer(job('running')))
    const start = Date.now()
    const read = watch(job('queued'))
    await vi.advanceTimersByTimeAsync(10)
    expect(read.result().error?.message).toBe('demasiadas consultas')
    expect(read.data().job.status).toBe('queued')
    await vi.advanceTimersByTimeAsync(3000)
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await vi.advanceTimersByTimeAsync(3000)
    expect(at.map((t) => t - start)).toEqual([0])
    await vi.advanceTimersByTimeAsync(1000)
    expect(at.map((t) => t - start)).toEqual([0, 7000])
    expect(read.data().job.status).toBe('running')
    expect(read.result().error).toBeNull()
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(at.map((t) => t - start)).toEqual([0, 7000, 7000 + POLL_MS])
    read.stop()
  })

  it('Retry-After is read as seconds or as a date, kept between a second and five minutes; a refusal that does not say waits 10 s', () => {
    const now = Date.parse('2026-12-05T12:00:00Z')
    expect(retryAfterMs('7', now)).toBe(7000)
    expect(retryAfterMs('Sat, 05 Dec 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('0', now)).toBe(POLL_MS)
    expect(retryAfterMs('86400', now)).toBe(LONGEST_WAIT_MS)
    expect(retryAfterMs(null, now)).toBe(REFUSED_WAIT_MS)
    expect(retryAfterMs('pronto', now)).toBe(REFUSED_WAIT_MS)
  })

  it('a 429 without Retry-After waits 10 s before the next poll', async () => {
    vi.useFakeTimers()
    const replies = [refused()]
    const at = server(() => replies.shift() ?? answer(job('running')))
    const start = Date.now()
    const read = watch(job('queued'))
    await vi.advanceTimersByTimeAsync(REFUSED_WAIT_MS - 10)
    expect(at.length).toBe(1)
    await vi.advanceTimersByTimeAsync(20)
    expect(at.map((t) => t - start)).toEqual([0, REFUSED_WAIT_MS])
    read.stop()
  })
})
