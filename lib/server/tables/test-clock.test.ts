// The tables' test clock is off unless the server runs with DM_TEST_CLOCK=1 (only playwright.config.ts sets it): its
// route is then a 404 and the tables read the system clock itself.
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const route = await import('@/app/api/test/clock/route')
const { setTestClockOffset, testAwareContext, testClockOffset } = await import('./test-clock')

const post = (offsetMs: unknown) => route.POST(new Request('http://localhost:3000/api/test/clock', {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }),
}))

describe('the tables\' test clock', () => {
  afterEach(() => { delete process.env.DM_TEST_CLOCK })

  it('is off without DM_TEST_CLOCK=1: the route answers 404, nothing moves, the context reads Date.now itself', async () => {
    delete process.env.DM_TEST_CLOCK
    expect((await post(3_600_000)).status).toBe(404)
    expect(() => setTestClockOffset(3_600_000)).toThrow()
    expect(testClockOffset()).toBe(0)
    expect(testAwareContext().now).toBe(Date.now)
  })

  it('with DM_TEST_CLOCK=1 moves the tables\' time forward by the offset, and refuses a malformed one', async () => {
    process.env.DM_TEST_CLOCK = '1'
    expect((await post(-5)).status).toBe(400)
    expect((await post(86_400_000)).status).toBe(200)
    const now = testAwareContext().now()
    expect(now - Date.now()).toBeGreaterThan(86_400_000 - 1000)
    expect((await post(0)).status).toBe(200)
    expect(testAwareContext().now).toBe(Date.now)
    // Switched off again, a leftover offset counts for nothing.
    expect((await post(5000)).status).toBe(200)
    delete process.env.DM_TEST_CLOCK
    expect(testClockOffset()).toBe(0)
  })
})
