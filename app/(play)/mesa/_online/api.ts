// The browser's side of the online-table contract (ONLINE-API.md): the calls, and where a seat's token is kept.
// The token lives in this browser's localStorage (one key per table) and, set by the server, in an HttpOnly
// cookie that EventSource sends. The seat link (`/mesa/{id}#asiento=<token>`) carries it to another device:
// the fragment never reaches the server's logs.
import type { Action } from '@/lib/engine'
import type { SeatName } from '@/lib/online/view'
import type { CreatedReply, JoinedReply, RematchReply, StepEvents, TableRecord, TableState } from '@/lib/online/wire'
import { readApiError, type ApiErrorInfo } from '@/app/_components/api-error'

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorInfo & { code?: string } }

const TOKEN_KEY = (id: string) => `dm-mesa-${id}`

export function storedToken(id: string): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY(id))
  } catch {
    return null
  }
}

export function storeToken(id: string, token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY(id), token)
  } catch {
    // private mode: the cookie still carries the seat in this browser
  }
}

/** A token in the address's fragment (`#asiento=…`), taken into storage and removed from the address bar. */
export function takeTokenFromFragment(id: string): string | null {
  const m = /(?:^#|&)asiento=([A-Za-z0-9_-]{20,100})/.exec(window.location.hash)
  if (!m?.[1]) return null
  storeToken(id, m[1])
  window.history.replaceState(null, '', window.location.pathname + window.location.search)
  return m[1]
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', cache: 'no-store', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  } catch {
    return { ok: false, error: { status: 0, code: 'network', message: 'Sin conexión con el servidor: se reintentará al volver la red.' } }
  }
  if (!res.ok) {
    const clone = res.clone()
    const info = await readApiError(res)
    let code: string | undefined
    try {
      const b = (await clone.json()) as { error?: { code?: unknown } }
      if (typeof b.error?.code === 'string') code = b.error.code
    } catch {
      // no JSON body
    }
    return { ok: false, error: { ...info, ...(code ? { code } : {}) } }
  }
  return { ok: true, value: (await res.json()) as T }
}

export type CreateBody = {
  deck: string
  variant: TableState['variant']
  seat: 'A' | 'B' | 'random'
  visibility: 'link' | 'public'
  name: string
  clock: { minutes: number; incrementSeconds: number } | null
}

export const createTable = (body: CreateBody) => call<CreatedReply>('POST', '/api/tables', null, body)
export const joinTable = (id: string, deck: string) => call<JoinedReply>('POST', `/api/tables/${id}/join`, null, { deck })
export function readTable(id: string, token: string | null, options: { since?: number; spectate?: boolean } = {}) {
  const q = new URLSearchParams()
  if (options.since !== undefined) q.set('since', String(options.since))
  if (options.spectate) q.set('spectate', '1')
  const query = q.toString()
  return call<TableState>('GET', `/api/tables/${id}${query ? `?${query}` : ''}`, options.spectate ? null : token)
}
export const sendAction = (id: string, token: string | null, step: number, action: Action) => call<TableState>('POST', `/api/tables/${id}/actions`, token, { step, action })
export const resign = (id: string, token: string | null) => call<TableState>('POST', `/api/tables/${id}/resign`, token)
export const rematch = (id: string, token: string | null) => call<RematchReply>('POST', `/api/tables/${id}/rematch`, token)
/** «Jugar otra vez» (issue 27): a new table with this one's settings and the seat's own deck, waiting for a rival. */
export const playAgain = (id: string, token: string | null) => call<CreatedReply>('POST', `/api/tables/${id}/again`, token)

export const readRecord = (id: string) => call<TableRecord>('GET', `/api/tables/${id}/record`, null)

/** What a state's ordering needs: the table, its version, and who is connected (both games' table states). */
type Ordered = { id: string; version: number; seats: Record<string, { connected: boolean }> }

/**
 * Whether `next` should replace `current`. A newer version always does, an older one never. At the same version only
 * the event stream may bring news of who is connected: the stream is ordered, and its last word on presence is the
 * server's latest, while a reply (an action's, a read's) was computed at some moment before it arrived and may land
 * after the stream has already said the rival left (the e2e flake of sessions 12 and 13: a late action reply put the
 * rival back as connected for good).
 */
export function isNewer<T extends Ordered>(current: T | null, next: T, from: 'stream' | 'reply'): boolean {
  if (current === null || current.id !== next.id) return true
  if (next.version !== current.version) return next.version > current.version
  if (from === 'reply') return false
  const seats = new Set([...Object.keys(current.seats), ...Object.keys(next.seats)])
  return [...seats].some((s) => current.seats[s]?.connected !== next.seats[s]?.connected)
}

/** Events seen so far, kept in step order without repeats (a reply and a stream event may carry the same step). */
export function mergeEvents(kept: readonly StepEvents[], incoming: readonly StepEvents[], max = 400): StepEvents[] {
  const bySteps = new Map(kept.map((e) => [e.step, e]))
  for (const e of incoming) bySteps.set(e.step, e)
  return [...bySteps.values()].sort((a, b) => a.step - b.step).slice(-max)
}
