import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

type Win = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'setTimeout' | 'clearTimeout'>>
const withWindow = (w: Win) => vi.stubGlobal('window', w)

describe('whenIdle', () => {
  afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers() })

  it('asks for an idle callback with the given timeout, and its cancel cancels that callback', () => {
    const pending = new Map<number, () => void>()
    const asked: (IdleRequestOptions | undefined)[] = []
    withWindow({
      requestIdleCallback: (cb, options) => { asked.push(options); pending.set(7, () => cb({ didTimeout: false, timeRemaining: () => 10 })); return 7 },
      cancelIdleCallback: (id) => { pending.delete(id) },
    })
    const run = vi.fn()
    const cancel = whenIdle(run, { timeout: 4000 })
    expect(asked).toEqual([{ timeout: 4000 }])
    expect(run).not.toHaveBeenCalled()
    cancel()
    expect(pending.size).toBe(0)
    whenIdle(run)
    expect(asked[1]).toBeUndefined()
    pending.get(7)?.()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('without idle callbacks it waits fallbackMs instead, and can be cancelled before then', () => {
    vi.useFakeTimers()
    withWindow({ setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout } as Win)
    const run = vi.fn()
    whenIdle(run, { fallbackMs: 2000 })
    vi.advanceTimersByTime(1999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    const cancel = whenIdle(cancelled)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
