// What the table routes share: who is asking (seat token, account, address) and the seat cookie.
//
// The token travels in `Authorization: Bearer …`; EventSource sends no headers, so the create and join
// replies (and any read that shows a valid token) also set it as an HttpOnly cookie scoped to the table's
// API path, and the events URL takes `?token=` too.
import { getSessionUser } from '../auth'
import { assertSameOrigin, HttpError, readBodyText, withErrors } from '../http'
import { clientIp } from '../rate-limit'
import { siteOrigin } from '../site-url'
import { TABLE_LIMITS } from './limits'
import { tableError, type Caller } from './service'

export const SEAT_COOKIE_PREFIX = 'dm_mesa_'
const COOKIE_MAX_AGE_S = 30 * 24 * 3600
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

function cookieToken(req: Request, id: string): string | null {
  const header = req.headers.get('cookie')
  if (!header) return null
  const name = `${SEAT_COOKIE_PREFIX}${id}=`
  for (const part of header.split(';')) {
    const p = part.trim()
    if (p.startsWith(name)) return p.slice(name.length)
  }
  return null
}

/** The token the request shows: the Authorization header, else (`query`) ?token=, else the table's cookie. */
export function requestToken(req: Request, id: string, query = false): string | null {
  const auth = req.headers.get('authorization')
  let token: string | null = null
  if (auth !== null) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth)
    if (!m) throw tableError(401, 'badToken', 'La cabecera Authorization debe ser «Bearer <token de asiento>».', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
    token = m[1] ?? null
  } else if (query) {
    token = new URL(req.url).searchParams.get('token')
  }
  token ??= cookieToken(req, id)
  if (token !== null && !TOKEN_SHAPE.test(token)) {
    throw tableError(401, 'badToken', 'El token de asiento no tiene el formato de un token de esta web.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  }
  return token
}

/** Token, account (only looked up without a token) and address of the request. */
export async function callerOf(req: Request, id: string, options: { query?: boolean } = {}): Promise<Caller> {
  // ?spectate=1 on a read: watch as a spectator even from a browser that holds a seat (its cookie, its account).
  if (options.query && new URL(req.url).searchParams.get('spectate') === '1') return { token: null, userId: null, ip: clientIp(req.headers) }
  const token = requestToken(req, id, options.query ?? false)
  const user = token === null ? await getSessionUser(req).catch(() => null) : null
  return { token, userId: user?.id ?? null, ip: clientIp(req.headers) }
}

/** Set-Cookie for a seat token, readable only by the table's own API routes. */
export function seatCookie(req: Request, id: string, token: string): string {
  const secure = siteOrigin()?.protocol === 'https:' || new URL(req.url).protocol === 'https:'
  return `${SEAT_COOKIE_PREFIX}${id}=${token}; Path=/api/tables/${id}; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** Absolute links when the site's address is configured, else paths. */
export function siteLink(path: string): string {
  const origin = siteOrigin()
  return origin ? new URL(path, origin).toString() : path
}

/** Nothing, or an empty JSON object: a resignation or a rematch says nothing more. */
export async function readEmptyBody(req: Request): Promise<void> {
  const text = (await readBodyText(req, TABLE_LIMITS.actionBodyBytes)).trim()
  if (text === '' || /^\{\s*\}$/.test(text)) return
  throw new HttpError(400, 'Esta petición no lleva cuerpo (o lleva «{}»).', undefined, { code: 'unexpectedBody' })
}

/** The contract's error codes for errors raised by the shared helpers (body reading, zod, same-origin). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'badRequest', 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 409: 'conflict', 410: 'gone',
  413: 'tooLarge', 415: 'unsupportedMediaType', 422: 'unprocessable', 429: 'tooMany',
}

/** withErrors, with every error carrying a `code` (ONLINE-API.md: `{ error: { code, message, field? } }`). */
export function withTableErrors<A extends [req: Request, ...rest: unknown[]]>(handler: (...args: A) => Promise<Response>) {
  return withErrors<A>(async (...args) => {
    try {
      return await handler(...args)
    } catch (error) {
      if (error instanceof HttpError && typeof error.extra.code !== 'string') {
        throw new HttpError(error.status, error.message, error.field, { code: CODE_BY_STATUS[error.status] ?? 'error', ...error.extra }, error.headers)
      }
      throw error
    }
  })
}

/**
 * A seat's bodiless POST about its own table (resign, rematch, «Jugar otra vez»): same origin, nothing or `{}` as the
 * body, and the asker's seat read from its token before the route's own work runs.
 */
export function seatCommand(run: (req: Request, id: string, caller: Caller) => Promise<Response>) {
  return withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
    assertSameOrigin(req)
    const { id } = await params
    await readEmptyBody(req)
    return run(req, id, await callerOf(req, id))
  })
}
