// The retry pauses of a resignation or an absence (retry.ts): none before the first attempt, growing,
// jittered, and bounded in total.
import { describe, expect, it } from 'vitest'
import { retryPauseMs, WRITE_ATTEMPTS, WRITE_RETRY_MAX_MS } from './retry'

describe('retry pauses of a table write', () => {
  it('the first attempt waits for nothing; later ones wait longer, up to the cap', () => {
    expect(retryPauseMs(0, 0.99)).toBe(0)
    const top = Array.from({ length: WRITE_ATTEMPTS }, (_, a) => retryPauseMs(a, 0.999999))
    for (let a = 2; a < top.length; a++) expect(top[a]).toBeGreaterThanOrEqual(top[a - 1] as number)
    expect(top[1]).toBeGreaterThan(0)
    expect(Math.max(...top)).toBeLessThanOrEqual(160)
  })
  it('the pause is jittered: a draw near 0 waits about nothing, one near 1 the most', () => {
    expect(retryPauseMs(4, 0)).toBe(0)
    expect(retryPauseMs(4, 0.5)).toBe(80)
  })
  it('a request spends under a second pausing in all, with more attempts than the five that lost', () => {
    expect(WRITE_ATTEMPTS).toBeGreaterThan(5)
    expect(WRITE_RETRY_MAX_MS).toBeLessThan(1000)
    expect(WRITE_RETRY_MAX_MS).toBeGreaterThan(0)
  })
})
