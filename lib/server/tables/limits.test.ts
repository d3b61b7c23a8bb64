import { describe, expect, it } from 'vitest'
import { actionRate, ActionBuckets, createLimit, TABLE_LIMITS } from './limits'

describe('the bounds of online tables', () => {
  it('lets a seat act 10 times a second after a burst of 20, and says how long to wait', () => {
    let now = 1_000_000
    const buckets = new ActionBuckets(10, 20, () => now)
    const first = Array.from({ length: 25 }, () => buckets.take('mesa:A').allowed)
    expect(first.filter(Boolean)).toHaveLength(20)
    const refused = buckets.take('mesa:A')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterMs).toBeGreaterThan(0)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(100)
    // Another seat has its own bucket.
    expect(buckets.take('mesa:B').allowed).toBe(true)
    now += 1000
    const after = Array.from({ length: 12 }, () => buckets.take('mesa:A').allowed)
    expect(after.filter(Boolean)).toHaveLength(10)
  })

  it('keeps a bounded number of buckets', () => {
    const buckets = new ActionBuckets(10, 20, () => 0, 100)
    for (let i = 0; i < 1000; i++) buckets.take(`t${i}`)
    // The oldest were forgotten: a forgotten seat starts with a full bucket again.
    expect(Array.from({ length: 20 }, () => buckets.take('t0').allowed).every(Boolean)).toBe(true)
  })

  it('reads the relaxed quotas only from whole positive numbers', () => {
    expect(createLimit({})).toBe(TABLE_LIMITS.createPerWindow)
    expect(createLimit({ DM_TABLE_CREATE_LIMIT: '500' })).toBe(500)
    expect(createLimit({ DM_TABLE_CREATE_LIMIT: '-1' })).toBe(TABLE_LIMITS.createPerWindow)
    expect(actionRate({ DM_TABLE_ACTION_RATE: 'mucho' })).toBe(TABLE_LIMITS.actionsPerSecond)
    expect(actionRate({ DM_TABLE_ACTION_RATE: '1000' })).toBe(1000)
  })
})
