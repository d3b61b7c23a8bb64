// When a /mesa page may hold its table's event stream, and when it must let it go.
//
// A seat counts as connected while a stream of it is open (ONLINE-API.md; the rival's page says when it is not).
// A page the player has left must therefore close its stream, or the rival waits for someone who is not there:
// - `pagehide`: the player navigated away or closed the tab. A page kept in the back-forward cache keeps its
//   connections unless it closes them itself, and a page being unloaded may not get to cancel them in time.
// - `freeze`: the browser froze the page (a background tab on a phone); it runs no code until `resume`.
// - hidden for `hiddenMs`: a tab left in the background that the browser neither froze nor closed.
// The page comes back on `pageshow` from the cache (`persisted`), on `resume`, or when it is shown again; it then
// reads the table as it stands and reopens the stream (useTable.ts).

type Listen = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/** How long a hidden page keeps its stream. */
export const HIDDEN_CLOSE_MS = 60_000

export type PageLifeHooks = {
  /** The page left: close the stream. Called once per absence. */
  leave(): void
  /** The page is back: read the table and reopen the stream. Called once per return. */
  back(): void
}

/** Watches `win` and `doc` for the page leaving and coming back; returns the function that stops watching. */
export function watchPageLife(
  win: Listen, doc: Listen & { readonly visibilityState: DocumentVisibilityState }, hooks: PageLifeHooks, hiddenMs = HIDDEN_CLOSE_MS,
): () => void {
  let away = false
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined
  const leave = () => {
    clearTimeout(hiddenTimer)
    if (away) return
    away = true
    hooks.leave()
  }
  const back = () => {
    clearTimeout(hiddenTimer)
    if (!away) return
    away = false
    hooks.back()
  }
  const onPageShow = (e: Event) => { if ((e as PageTransitionEvent).persisted) back() }
  const onResume = () => {
    back()
    // Unfrozen but still in the background: the hidden page's allowance starts again.
    if (doc.visibilityState === 'hidden') hiddenTimer = setTimeout(leave, hiddenMs)
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(hiddenTimer)
      if (!away) hiddenTimer = setTimeout(leave, hiddenMs)
    } else back()
  }
  win.addEventListener('pagehide', leave)
  win.addEventListener('pageshow', onPageShow)
  doc.addEventListener('freeze', leave)
  doc.addEventListener('resume', onResume)
  doc.addEventListener('visibilitychange', onVisibility)
  return () => {
    clearTimeout(hiddenTimer)
    win.removeEventListener('pagehide', leave)
    win.removeEventListener('pageshow', onPageShow)
    doc.removeEventListener('freeze', leave)
    doc.removeEventListener('resume', onResume)
    doc.removeEventListener('visibilitychange', onVisibility)
  }
}
