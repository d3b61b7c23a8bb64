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
