// What the API routes' tests send and read: a request as this site's own pages send it (same origin, JSON, a seat's
// bearer token when given), and a reply read back as its status, text and parsed body. One place, so every route test
// passes the same origin checks the routes apply.

export const TEST_ORIGIN = 'http://localhost:3000'

export type Json = Record<string, unknown>

/** The second argument Next hands a dynamic route handler. */
export const routeContext = (id: string) => ({ params: Promise.resolve({ id }) })

export type RouteRequestOptions = {
  body?: unknown
  token?: string | null | undefined
  /** A body sent as it is, not as JSON (malformed-input tests). */
  raw?: string
  /** The content type, when not JSON. */
  type?: string
  signal?: AbortSignal
}

export function routeRequest(method: string, path: string, options: RouteRequestOptions = {}): Request {
  const headers = new Headers({ host: new URL(TEST_ORIGIN).host })
  if (method !== 'GET') {
    headers.set('origin', TEST_ORIGIN)
    headers.set('sec-fetch-site', 'same-origin')
    headers.set('content-type', options.type ?? 'application/json')
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  return new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

export async function readReply(res: Promise<Response> | Response): Promise<{ status: number; body: Json; text: string }> {
  const r = await res
  const text = await r.text()
  return { status: r.status, body: text ? (JSON.parse(text) as Json) : {}, text }
}
