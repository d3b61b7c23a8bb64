// A test-only clock for online tables: end-to-end specs move the server's time forward to see a move clock run out
// (ALI-9's 24 hours) without waiting a day. Off unless the server was started with DM_TEST_CLOCK=1, which only the
// Playwright config sets (playwright.config.ts): without it the offset cannot be set (its route answers 404) and the
// tables' context reads the system clock, Date.now itself.
import { defaultContext, type Context } from './service'

const holder = globalThis as typeof globalThis & { __dmTestClockOffsetMs?: number }

export const testClockEnabled = (): boolean => process.env.DM_TEST_CLOCK === '1'

/** Milliseconds the test clock runs ahead of the system's (0 when off). */
export const testClockOffset = (): number => (testClockEnabled() ? (holder.__dmTestClockOffsetMs ?? 0) : 0)

export function setTestClockOffset(ms: number): void {
  if (!testClockEnabled()) throw new Error('El reloj de pruebas está apagado (DM_TEST_CLOCK).')
  holder.__dmTestClockOffsetMs = ms
}

/** The tables' context, its `now` moved by the test clock when one is set. */
export function testAwareContext(): Context {
  const ctx = defaultContext()
  const offset = testClockOffset()
  return offset === 0 ? ctx : { ...ctx, now: () => Date.now() + offset }
}
