// Who is asking the laboratory's API (issue 28): an account when signed in, else an anonymous browser known by its
// own lab token. The token is 256 random bits, made by the server on the browser's first job and kept like a seat
// token: only its SHA-256 is stored (LabJob.ownerKey), the browser keeps it in an HttpOnly cookie scoped to
// /api/lab, and a client without cookies may show it as `Authorization: Bearer …` (the 201 gives it back).
import { getSessionUser } from '../auth'
import { HttpError } from '../http'
import { clientIp, limitSubject } from '../rate-limit'
import { siteOrigin } from '../site-url'
import { hashToken, newBearerToken } from '../tokens'
import type { LabOwner } from './jobs'

export const LAB_OWNER_COOKIE = 'dm_lab'
const COOKIE_MAX_AGE_S = 365 * 24 * 3600
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,100}$/

function cookieToken(req: Request): string | null {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const p = part.trim()
    if (p.startsWith(`${LAB_OWNER_COOKIE}=`)) return p.slice(LAB_OWNER_COOKIE.length + 1)
  }
  return null
}

/** The lab token the request shows (Authorization, else the cookie), or null. A malformed one is a 401. */
export function labToken(req: Request): string | null {
  const auth = req.headers.get('authorization')
  let token: string | null
  if (auth !== null) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth)
    if (!m) throw new HttpError(401, 'La cabecera Authorization debe ser «Bearer <token del laboratorio>».', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
    token = m[1] ?? null
  } else token = cookieToken(req)
  if (token !== null && !TOKEN_SHAPE.test(token)) throw new HttpError(401, 'El token del laboratorio no tiene el formato de un token de esta web.', undefined, {}, { 'WWW-Authenticate': 'Bearer' })
  return token
}

export type Asker = {
  /** The owner a new job of this request gets (an anonymous one has its token made now when it had none). */
  owner: Exclude<LabOwner, { kind: 'operator' }>
  /** Every owner key this request proves: its account's and its token's. */
  keys: string[]
  /** A token made for this request: to be set as the cookie and given back. */
  minted: string | null
}

/** Who is asking, making an anonymous token when `mint` and the request has none. */
export async function askerOf(req: Request, options: { mint: boolean }): Promise<Asker> {
  const address = limitSubject(clientIp(req.headers))
  const token = labToken(req)
  const user = await getSessionUser(req).catch(() => null)
  const keys: string[] = []
  if (user !== null) keys.push(`user:${user.id}`)
  if (token !== null) keys.push(`anon:${hashToken(token)}`)
  if (user !== null) return { owner: { kind: 'account', userId: user.id, address }, keys, minted: null }
  const minted = token === null && options.mint ? newBearerToken() : null
  const own = token ?? minted
  if (own !== null && minted !== null) keys.push(`anon:${hashToken(own)}`)
  return { owner: { kind: 'anonymous', tokenHash: own === null ? '' : hashToken(own), address }, keys, minted }
}

/** Set-Cookie for the browser's lab token: sent back only to the laboratory's API. */
export function labCookie(req: Request, token: string): string {
  const secure = siteOrigin()?.protocol === 'https:' || new URL(req.url).protocol === 'https:'
  return `${LAB_OWNER_COOKIE}=${token}; Path=/api/lab; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}
