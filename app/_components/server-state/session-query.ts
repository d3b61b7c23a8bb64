// Who is signed in, as React Query's session query: the pages with server state (the builder's save panel,
// /partida's set-up and account saves, /mesa's deck picker) read it from one cache entry, refreshed on arrival and
// when the connection returns. The request is session.ts's, shared with the header's. Offline, the last session the
// server confirmed stands in (marked unconfirmed), so a save can still be queued for its account.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchSession, type SessionAnswer } from '../session'
import { serverStateKeys } from './keys'

/** `id` is the account's: writes queued offline are kept and sent under it. */
export type SessionUser = { id: string | null; name: string | null; email: string | null }

/**
 * The session as the page knows it: `confirmed` when the server answered now; otherwise (no connection) `user` is the
 * last one the server confirmed in this browser, or null.
 */
export type SessionRead = { user: SessionUser | null; confirmed: boolean }

const LAST_USER_KEY = 'duelo-de-masters:cuenta:ultima-sesion'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** The user in a session answer (`{}` when nobody is signed in), or null; anything unexpected is nobody. */
export function readSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null
  const user = (body as { user?: unknown }).user
  if (typeof user !== 'object' || user === null) return null
  const { id, name, email } = user as Record<string, unknown>
  return { id: stringOrNull(id), name: stringOrNull(name), email: stringOrNull(email) }
}

function rememberUser(storage: Storage | null, user: SessionUser | null): void {
  try {
    if (user === null) storage?.removeItem(LAST_USER_KEY)
    else storage?.setItem(LAST_USER_KEY, JSON.stringify(user))
  } catch { /* storage unavailable: nothing to remember */ }
}

function rememberedUser(storage: Storage | null): SessionUser | null {
  try {
    return readSessionUser({ user: JSON.parse(storage?.getItem(LAST_USER_KEY) ?? 'null') as unknown })
  } catch {
    return null
  }
}

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/**
 * The session query's fetcher: the server's answer (remembered for offline use), or, when the server cannot be
 * reached, the last user it confirmed. A refused answer (a 5xx) is nobody, and forgets nothing.
 */
export async function readSessionOrLast(
  ask: () => Promise<SessionAnswer> = () => fetchSession(),
  storage: Storage | null = browserStorage(),
): Promise<SessionRead> {
  let answer: SessionAnswer
  try {
    answer = await ask()
  } catch {
    return { user: rememberedUser(storage), confirmed: false }
  }
  if (!answer.ok) return { user: null, confirmed: true }
  const user = readSessionUser(answer.body)
  rememberUser(storage, user)
  return { user, confirmed: true }
}

export const sessionQuery = queryOptions({
  queryKey: serverStateKeys.session,
  queryFn: () => readSessionOrLast(),
  // Asked again by every page that mounts it (a sign-in shows up on the next page) and when the connection returns.
  staleTime: 0,
  // The fetcher never throws: an unreachable server is an answer (the last known user).
  retry: false,
  // Asked with or without a connection: offline the answer is the last confirmed user, which a save queued for that
  // account needs. Under the default ('online') a page opened offline paused the query for good, and the save panel
  // said «Comprobando tu sesión…» until the connection came back (the browser reports navigator.onLine false there,
  // and query-client.ts starts React Query offline to match).
  networkMode: 'always',
})

/** The session for a component under ServerState. */
export function useSession() {
  return useQuery(sessionQuery)
}
