// Retries of a table's compare-and-set writes that a player asks for once and expects to land: a
// resignation, an announced absence. Two fast seats (two bots, `dm table bot`) change a table every few
// milliseconds, and a retry made at once tends to lose again to the same rhythm: five in a row lost on
// PostgreSQL under load, and the player read «vuelve a intentarlo» for a resignation. So more attempts,
// each after a short, growing, jittered pause; bounded, so a request never waits long (WRITE_RETRY_MAX_MS).

/** Attempts at the write before the caller answers 409 busy. */
export const WRITE_ATTEMPTS = 8
/** The longest pause before one retry, in milliseconds. */
const PAUSE_CAP_MS = 160

/** The pause before attempt `attempt` (0: none), for a uniform draw `u` in [0, 1). */
export const retryPauseMs = (attempt: number, u: number): number => (attempt <= 0 ? 0 : Math.floor(u * Math.min(PAUSE_CAP_MS, 10 * 2 ** attempt)))

/** The most a request can spend pausing over all its attempts. */
export const WRITE_RETRY_MAX_MS = Array.from({ length: WRITE_ATTEMPTS }, (_, a) => retryPauseMs(a, 0.999999)).reduce((s, x) => s + x, 0)

/** Waits before attempt `attempt` (none before the first). */
export function pauseBeforeRetry(attempt: number): Promise<void> {
  const ms = retryPauseMs(attempt, Math.random())
  return ms === 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms))
}
