import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LabJobView } from '@/lib/server/lab/jobs'
import { isOpen, labJobQuery, POLL_MS } from './lab-jobs'

const job = (status: LabJobView['status'], report: LabJobView['report'] = null): LabJobView => ({
  id: 'job-1', kind: 'run', status, spec: {} as LabJobView['spec'], catalogueVersion: 'v', games: 10, plays: 10,
  progress: { done: 0, total: 10, shards: 1, shardsDone: 0, workers: [] }, report, error: null, createdAt: '', finishedAt: null,
})
const someReport = {} as NonNullable<LabJobView['report']>

// Timers such as refetchInterval run only in a browser: the tests stand in for one.
beforeAll(() => environmentManager.setIsServer(() => false))
afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'))
afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers() })

describe('a queued laboratory job as a polled query (issue 28)', () => {
  it('is open while queued, running, or done with its report still being merged; settled otherwise', () => {
    expect(isOpen(job('queued'))).toBe(true)
    expect(isOpen(job('running'))).toBe(true)
    expect(isOpen(job('done'))).toBe(true)
    expect(isOpen(job('done', someReport))).toBe(false)
    expect(isOpen(job('failed'))).toBe(false)
    expect(isOpen(job('cancelled'))).toBe(false)
  })

  it('is asked for every second while open and no more once it settles', async () => {
    vi.useFakeTimers()
    const answers = [job('running'), job('done', someReport)]
    const calls: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url)
      return Promise.resolve(new Response(JSON.stringify({ job: answers.shift() ?? job('done', someReport) }), { status: 200 }))
    })
    const client = new QueryClient()
    const observer = new QueryObserver(client, { ...labJobQuery('job-1'), initialData: job('queued') })
    const stop = observer.subscribe(() => undefined)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(POLL_MS + 10)
    expect(observer.getCurrentResult().data?.status).toBe('running')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(observer.getCurrentResult().data?.report).not.toBeNull()
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(calls).toEqual(['/api/lab/jobs/job-1', '/api/lab/jobs/job-1'])
    stop()
  })

  it('a failed poll says why and keeps the last state read, and the next poll tries again', async () => {
    vi.useFakeTimers()
    let fail = true
    vi.stubGlobal('fetch', () => fail
      ? Promise.resolve(new Response(JSON.stringify({ error: { message: 'demasiadas consultas' } }), { status: 429 }))
      : Promise.resolve(new Response(JSON.stringify({ job: job('running') }), { status: 200 })))
    const client = new QueryClient()
    const observer = new QueryObserver(client, { ...labJobQuery('job-1'), initialData: job('queued') })
    const stop = observer.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(POLL_MS + 10)
    expect(observer.getCurrentResult().error?.message).toBe('demasiadas consultas')
    expect(observer.getCurrentResult().data?.status).toBe('queued')
    fail = false
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(observer.getCurrentResult().error).toBeNull()
    expect(observer.getCurrentResult().data?.status).toBe('running')
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(observer.getCurrentResult().error?.message).toMatch(/^sin conexión con el servidor \(Failed to fetch\); se reintenta$/)
    stop()
  })
})
