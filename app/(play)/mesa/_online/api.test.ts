// The browser's table state: a late reply never rolls the board back, and events are kept once, in step order.
import { describe, expect, it } from 'vitest'
import type { TableState } from '@/lib/online/wire'
import { isNewer, mergeEvents } from './api'

const state = (version: number, connected = true): TableState => ({
  id: 't', status: 'playing', step: version, seat: 'A', decider: 'A', legal: [], result: null, view: null, version, name: '', variant: 'none',
  visibility: 'link', createdAt: '', expiresAt: '', seats: { A: { taken: true, connected: true }, B: { taken: true, connected } }, clock: null, rematch: null, events: [],
})

describe('the table state kept by /mesa', () => {
  it('takes a newer version, refuses an older one, and takes the same version only with news of who is connected', () => {
    expect(isNewer(null, state(3))).toBe(true)
    expect(isNewer(state(3), state(4))).toBe(true)
    expect(isNewer(state(4), state(3))).toBe(false)
    expect(isNewer(state(4), state(4))).toBe(false)
    expect(isNewer(state(4, true), state(4, false))).toBe(true)
  })

  it('merges the events of each step once, in step order, keeping the latest', () => {
    const e = (step: number, n: number) => ({ step, events: Array.from({ length: n }, () => ({ type: 'answerDeclined', seat: 0, rule: 'R9.12' }) as const) })
    const merged = mergeEvents([e(1, 1), e(2, 1)], [e(2, 2), e(3, 1)])
    expect(merged.map((x) => [x.step, x.events.length])).toEqual([[1, 1], [2, 2], [3, 1]])
    expect(mergeEvents([], [e(5, 1), e(4, 1)], 1).map((x) => x.step)).toEqual([5])
  })
})
