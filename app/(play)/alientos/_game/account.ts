// The signed-in player's taumaturgos on the server (/api/alientos/taumaturgos). Every call answers a value: the list,
// or why not (signed out, offline, refused with the server's words).
import { fetchSession, readSession } from '@/app/_components/session'

export type AccountTaumaturgo = { id: string; name: string; dice: string; shareUrl: string; playUrl: string }
export type AccountAnswer<T> = { ok: true; value: T } | { ok: false; reason: 'signedOut' | 'offline' | 'refused'; message: string }

const OFFLINE = 'Sin conexión: lo guardado en la cuenta no se puede leer ni cambiar ahora. Lo de este dispositivo sigue aquí.'

async function call<T>(path: string, init: RequestInit, pick: (body: unknown) => T): Promise<AccountAnswer<T>> {
  let res: Response
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers } })
  } catch {
    return { ok: false, reason: 'offline', message: OFFLINE }
  }
  const body: unknown = await res.json().catch(() => null)
  if (res.status === 401) return { ok: false, reason: 'signedOut', message: 'Entra en tu cuenta para guardar taumaturgos en ella.' }
  if (!res.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message
    return { ok: false, reason: 'refused', message: typeof message === 'string' ? message : `El servidor respondió ${res.status}.` }
  }
  return { ok: true, value: pick(body) }
}

/** The session's user id, or null when nobody is signed in (or the session cannot be read). */
export async function signedInUser(): Promise<string | null> {
  try {
    const s = readSession((await fetchSession()).body)
    return s.status === 'signedIn' ? s.id : null
  } catch {
    return null
  }
}

export const listAccountTaumaturgos = () =>
  call('/api/alientos/taumaturgos', { method: 'GET' }, (b) => ((b as { taumaturgos?: AccountTaumaturgo[] }).taumaturgos ?? []))

export const saveAccountTaumaturgo = (name: string, dice: string, userId: string) =>
  call('/api/alientos/taumaturgos', { method: 'POST', body: JSON.stringify({ name, dice }), headers: { 'x-dm-expected-user': userId } }, (b) => (b as { taumaturgo: AccountTaumaturgo }).taumaturgo)

export const deleteAccountTaumaturgo = (id: string, userId: string) =>
  call(`/api/alientos/taumaturgos/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { 'x-dm-expected-user': userId } }, () => true)
