// Work a page can leave for later (a prefetch, the service worker's registration): at the browser's first idle
// moment, or after a short wait where there is no requestIdleCallback (Safari). One place for the pattern the
// builder, /partida, the save panel and the offline support each wrote out.

export type IdleOptions = {
  /** The longest the browser may put it off, in ms (requestIdleCallback's own option); none by default. */
  timeout?: number
  /** The wait where there is no idle callback, in ms. */
  fallbackMs?: number
}

/** Runs `run` once the browser is idle; returns what cancels it (an effect's clean-up). */
export function whenIdle(run: () => void, { timeout, fallbackMs = 1500 }: IdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const timer = window.setTimeout(run, fallbackMs)
  return () => window.clearTimeout(timer)
}
