// Who is signed in, from next-auth's /api/auth/session, for the builder's save panel: a small reader with no
// library behind it (the session answer is three strings), so the builder learns it without loading zod.
// Offline, the last session the server confirmed stands in, so a save can still be queued for its account.
import { fetchSession, type SessionAnswer } from '@/app/_components/session'

/** `id` is the account's: saves queued offline are kept under it (save-queue.ts). */
export type SessionUser = { id: string | null; name: string | null; email: string | null }

const LAST_USER_KEY = 'duelo-de-masters:cuenta:ultima-sesion'

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** The user in a session answer (`{}` when nobody is signed in), or null; anything unexpected is nobody. */
export function readSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null
  const user = (body as { user?: unknown }).user
  if (typeof user !== 'object' || user === null) return null
  const { id, name, email } = user as Record<string, unknown>
  return { id: stringOrNull(id), name: stringOrNull(name), email: stringOrNull(email) }
}

function rememberUser(user: SessionUser | null): void {
  try {
    if (user === null) localStorage.removeItem(LAST_USER_KEY)
    else localStorage.setItem(LAST_USER_KEY, JSON.stringify(user))
  } catch { /* storage unavailable: nothing to remember */ }
}

function rememberedUser(): SessionUser | null {
  try {
    return readSessionUser({ user: JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as unknown })
  } catch {
    return null
  }
}

/** Who is signed in (next-auth's /api/auth/session answers `{}` when nobody is); offline, who was last. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  let answer: SessionAnswer
  try {
    // Shared with the header when both ask at once (app/_components/session.ts).
    answer = await fetchSession()
  } catch {
    return rememberedUser()
  }
  if (!answer.ok) return null
  const user = readSessionUser(answer.body)
  rememberUser(user)
  return user
}
