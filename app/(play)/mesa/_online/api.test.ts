// The browser's table state: a late reply never rolls the board back, and events are kept once, in step order.
import { describe, expect, it } from 'vitest'
import type { TableState } from '@/lib/online/wire'
import { isNewer, mergeEvents } from './api'

const state = (version: number, connected = true): TableState => ({
  id: 't', status: 'playing', step: version, seat: 'A', decider: 'A', legal: [], result: null, view: null, version, name: '', variant: 'none',
  visibility: 'link', createdAt: '', expiresAt: '', seats: { A: { taken: true, connected: true }, B: { taken: true, connected } }, clock: null, rematch: null, events: [],
})

describe('the table state kept by /mesa', () => {
  it('takes a newer version from anywhere, never an older one, and news of who is connected at the same version only from the stream', () => {
    for (const from of ['stream', 'reply'] as const) {
      expect(isNewer(null, state(3), from)).toBe(true)
      expect(isNewer(state(3), state(4), from)).toBe(true)
      expect(isNewer(state(4), state(3), from)).toBe(false)
      expect(isNewer(state(4), state(4), from)).toBe(false)
    }
    expect(isNewer(state(4, true), state(4, false), 'stream')).toBe(true)
    // The stream said the rival left; an action's reply computed before that lands late: it must not bring B back.
    expect(isNewer(state(4, false), state(4, true), 'reply')).toBe(false)
    // A newer version from a reply carries its own presence (the stream corrects it after, in order).
    expect(isNewer(state(4, false), state(5, true), 'reply')).toBe(true)
  })

  it('merges the events of each step once, in step order, keeping the latest', () => {
    const e = (step: number, n: number) => ({ step, events: Array.from({ length: n }, () => ({ type: 'answerDeclined', seat: 0, rule: 'R9.12' }) as const) })
    const merged = mergeEvents([e(1, 1), e(2, 1)], [e(2, 2), e(3, 1)])
    expect(merged.map((x) => [x.step, x.events.length])).toEqual([[1, 1], [2, 2], [3, 1]])
    expect(mergeEvents([], [e(5, 1), e(4, 1)], 1).map((x) => x.step)).toEqual([5])
  })
})
