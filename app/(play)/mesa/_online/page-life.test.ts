// A /mesa page lets its table stream go when the player leaves it (so the rival is told) and takes it up again
// when the page comes back: once per absence, whichever way the browser says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchPageLife } from './page-life'

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  show(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted })

function setup(hiddenMs = 1000) {
  const win = new EventTarget()
  const doc = new FakeDocument()
  const calls: string[] = []
  const stop = watchPageLife(win, doc, { leave: () => calls.push('leave'), back: () => calls.push('back') }, hiddenMs)
  return { win, doc, calls, stop }
}

describe('the life of a /mesa page and its table stream', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('leaves on pagehide and comes back only when the page is restored from the back-forward cache', () => {
    const { win, calls } = setup()
    win.dispatchEvent(new Event('pagehide'))
    win.dispatchEvent(new Event('pagehide'))
    expect(calls).toEqual(['leave'])
    win.dispatchEvent(pageShow(false))
    expect(calls).toEqual(['leave'])
    win.dispatchEvent(pageShow(true))
    win.dispatchEvent(pageShow(true))
    expect(calls).toEqual(['leave', 'back'])
  })

  it('leaves when the page is frozen and comes back when it resumes', () => {
    const { doc, calls } = setup()
    doc.dispatchEvent(new Event('freeze'))
    doc.dispatchEvent(new Event('resume'))
    expect(calls).toEqual(['leave', 'back'])
  })

  it('keeps the stream through a short absence in the background, and lets it go after a long one', () => {
    const { doc, calls } = setup(1000)
    doc.show('hidden')
    vi.advanceTimersByTime(999)
    doc.show('visible')
    vi.advanceTimersByTime(5000)
    expect(calls).toEqual([])
    doc.show('hidden')
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual(['leave'])
    doc.show('visible')
    expect(calls).toEqual(['leave', 'back'])
  })

  it('a page resumed while still hidden gets the hidden allowance again', () => {
    const { doc, calls } = setup(1000)
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('freeze'))
    doc.dispatchEvent(new Event('resume'))
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual(['leave', 'back', 'leave'])
  })

  it('stops watching when asked (the page unmounts)', () => {
    const { win, doc, calls, stop } = setup(1000)
    doc.show('hidden')
    stop()
    vi.advanceTimersByTime(5000)
    win.dispatchEvent(new Event('pagehide'))
    expect(calls).toEqual([])
  })
})
