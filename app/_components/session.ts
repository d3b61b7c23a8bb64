// What the header knows about the reader, read from next-auth's /api/auth/session answer.
export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; name: string; id: string }

/** The session endpoint answers `{}` when nobody is signed in and `{ user: { name, … }, expires }` otherwise. */
export function readSession(body: unknown): SessionState {
  if (typeof body !== 'object' || body === null || !('user' in body)) return { status: 'signedOut' }
  const user = (body as { user: unknown }).user
  if (typeof user !== 'object' || user === null) return { status: 'signedOut' }
  const { name, id } = user as { name?: unknown; id?: unknown }
  return { status: 'signedIn', name: typeof name === 'string' ? name : '', id: typeof id === 'string' ? id : '' }
}

/** The session endpoint's answer: its status and body (null when the body is not JSON). */
export type SessionAnswer = { ok: boolean; body: unknown }

let reading: Promise<SessionAnswer> | null = null
const listeners = new Set<(answer: SessionAnswer) => void>()

/**
 * Hears every session answer this tab gets, whoever asked: the header (which carries no query library, so content
 * pages stay light) catches up when a page's session query asks again, e.g. after a save found the session changed.
 * Returns the unsubscribe.
 */
export function onSessionAnswer(listener: (answer: SessionAnswer) => void): () => void {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

/**
 * Asks next-auth's /api/auth/session, once for every reader that asks while a read is under way: on load the header
 * and the page (/partida's set-up, the builder's save panel) each want to know who is signed in, and one request
 * answers them all rather than one each (issue 14). A read that has settled is not reused: the next question (after a
 * navigation, which is how a sign-in shows up) asks the server again. Rejects when the network fails. Pages with server
 * state ask through React Query's session query (server-state/session-query.ts), whose fetcher this is.
 */
export function fetchSession(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<SessionAnswer> {
  if (reading !== null) return reading
  const read = (async (): Promise<SessionAnswer> => {
    const res = await fetchImpl('/api/auth/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    const body: unknown = res.ok ? await res.json().catch(() => null) : null
    return { ok: res.ok, body }
  })()
  reading = read
  const done = () => { if (reading === read) reading = null }
  read.then((answer) => { done(); for (const listener of listeners) listener(answer) }, done)
  return read
}
