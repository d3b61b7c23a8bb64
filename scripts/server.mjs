// The production server: a thin Node HTTP server around Next's request handler, used by `npm start` and the
// Playwright suite instead of `next start`, for what `next start` cannot do:
//   - the client's address: route handlers get no socket, so each request carries its socket peer in
//     x-dm-peer-address as "<token>:<address>". The token is random per process and passed to the app in
//     DM_PEER_TOKEN, so a client that sends the header itself is not believed (lib/server/rate-limit.ts).
//     X-Forwarded-For counts only when TRUST_PROXY names the proxies in front (checked here, at start).
//   - malformed percent-escapes in the path (/api/cards/%, /mazos/compartir/%zz…) fail inside Next's router
//     before any route code runs: they get a 400 JSON error under /api and the 404 page elsewhere.
//   - requests Next cannot take (it answered them with a plain-text 500 and a stack trace in the log): a method
//     the site does not use (TRACE, CONNECT, PROPFIND…) gets a 405 JSON error naming the methods it does; a target
//     that is not a path (`OPTIONS *`, `example.org:443`) a 400 JSON error; an absolute-URL target
//     (`GET http://other.example/cartas`) is served as its path, never redirected to that host; a request the HTTP
//     parser refuses gets a JSON error with Node's own status (a request not received in time 408, headers too long
//     431, anything malformed 400); and a bare 405 or 400 from Next (no body, or plain text) gets a JSON one.
//   - a missing NEXTAUTH_SECRET stops it at start with a message naming the variable (issue 28): without it every
//     request that reads a session logged next-auth's NO_SECRET error. `npm start` makes one in .secrets/; an
//     operator running instances by hand (README, several instances) must give every instance the same one.
// Environment: PORT (3000), HOST (all interfaces), TRUST_PROXY (0), NEXTAUTH_SECRET (required), plus whatever the app reads.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SECURITY_HEADERS } from './security-headers.mjs'

export const PEER_ADDRESS_HEADER = 'x-dm-peer-address'
/** A path no page uses: Next answers it with the site's 404 page. */
const NOT_FOUND_PATH = '/_ruta-no-valida'

/** True when the path (not the query) holds a percent-escape that does not decode to UTF-8 text. */
export function hasMalformedEscape(url) {
  const pathname = (url ?? '/').split('?')[0] ?? ''
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The methods the site answers; anything else is a 405 before Next sees it. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const ALLOW = ALLOWED_METHODS.join(', ')

const METHOD_NOT_ALLOWED = (method) =>
  `El método ${String(method).slice(0, 20)} no se admite en este sitio; se admiten ${ALLOW}.`
const NOT_A_PATH = 'La petición debe nombrar una dirección del sitio que empiece por «/» (p. ej. /cartas).'

/**
 * What to do with a request before Next sees it, from its method and target alone:
 *   { kind: 'next', url }            go on, with `url` as the target (an absolute URL reduced to its path)
 *   { kind: 'error', status, message, field? }   answer this JSON error
 */
export function screenTarget(method, target) {
  if (!ALLOWED_METHODS.includes(method)) return { kind: 'error', status: 405, message: METHOD_NOT_ALLOWED(method) }
  let url = target ?? '/'
  if (!url.startsWith('/')) {
    // Absolute form (RFC 9112 §3.2.2), which proxies send: keep only the path, so nothing answers with a redirect
    // to whatever host it names. Anything else (`*`, host:port) names no page of the site.
    let parsed = null
    try {
      parsed = /^https?:\/\//i.test(url) ? new URL(url) : null
    } catch {
      parsed = null
    }
    if (parsed === null) return { kind: 'error', status: 400, message: NOT_A_PATH, field: 'path' }
    url = `${parsed.pathname}${parsed.search}`
  }
  return { kind: 'next', url }
}

/** TRUST_PROXY as a hop count, or an error message. */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim()
  if (value === '') return { hops: 0 }
  if (!/^\d{1,2}$/.test(value)) return { error: `TRUST_PROXY debe ser el número de proxies delante del sitio (0, 1, 2…), no «${value}».` }
  return { hops: Number(value) }
}

/** Secrets shorter than this are refused: next-auth signs and encrypts the session cookie with it. */
export const MIN_SECRET_LENGTH = 16

/** What stops the server at start: the messages of every environment variable that is missing or wrong. */
export function environmentProblems(env) {
  const problems = []
  const trust = parseTrustProxy(env.TRUST_PROXY)
  if (trust.error) problems.push(trust.error)
  const secret = (env.NEXTAUTH_SECRET ?? '').trim()
  if (secret === '') {
    problems.push('NEXTAUTH_SECRET no está definido: es la clave con la que se firman las sesiones. `npm start` genera una en .secrets/; '
      + 'si arrancas scripts/server.mjs tú mismo, define NEXTAUTH_SECRET (la misma en todas las instancias), p. ej. con '
      + '`node -e "console.log(require(\'crypto\').randomBytes(32).toString(\'base64url\'))"`.')
  } else if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`NEXTAUTH_SECRET es demasiado corto (${secret.length} caracteres): usa al menos ${MIN_SECRET_LENGTH}, mejor 32 bytes aleatorios.`)
  }
  return problems
}

function jsonErrorBody(message, field) {
  return JSON.stringify({ error: { message, ...(field ? { field } : {}) } })
}

function sendJsonError(res, status, message, field, extraHeaders = {}) {
  const body = jsonErrorBody(message, field)
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  })
  res.end(body)
}

/** The same JSON error written straight to a socket the HTTP parser gave up on (no request object exists). */
export function rawJsonError(status, reason, message) {
  const body = jsonErrorBody(message)
  const headers = { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close', ...(status === 405 ? { Allow: ALLOW } : {}) }
  return `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`
}

/**
 * Next answers some requests with a bare error: a method a route does not export gets a 405 with no body (a page's
 * says "Method Not Allowed" in plain text), an OPTIONS on a prerendered page an empty 400. Those get the JSON error
 * body every other error has. The response's writeHead, write and end are wrapped before Next sees the response (it
 * keeps its own references to them); only a 405, or a 400 without a body type of its own, is touched.
 */
function jsonBareErrors(req, res) {
  const { writeHead, write, end } = res
  let body = null
  const bare = (self, status) => {
    if (status === 405) return true
    const type = String(self.getHeader('content-type') ?? '')
    return status === 400 && (type === '' || type.startsWith('text/plain'))
  }
  res.writeHead = function patchedWriteHead(status, ...rest) {
    const given = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) ?? {}
    if (status !== 405 && status !== 400) return writeHead.call(this, status, ...rest)
    for (const [k, v] of Object.entries(given)) if (v !== undefined) this.setHeader(k, v)
    if (!bare(this, status)) return writeHead.call(this, status)
    const allow = [this.getHeader('allow')].flat().filter(Boolean).join(', ')
    body = status === 405
      ? jsonErrorBody(`El método ${req.method} no se admite en esta dirección${allow ? `; se admiten ${allow}` : ''}.`)
      : jsonErrorBody(`Esta dirección no admite la petición ${req.method} tal como se ha enviado.`)
    if (allow) this.setHeader('Allow', allow)
    this.removeHeader('Transfer-Encoding')
    this.setHeader('Content-Type', 'application/json; charset=utf-8')
    this.setHeader('Content-Length', Buffer.byteLength(body))
    this.setHeader('Cache-Control', 'no-store')
    return writeHead.call(this, status)
  }
  // Headers not yet written with such a status already set (statusCode, then write or end): written now.
  const settle = (self) => {
    if (body === null && !self.headersSent && bare(self, self.statusCode)) self.writeHead(self.statusCode)
  }
  res.write = function patchedWrite(...args) {
    settle(this)
    if (body === null) return write.apply(this, args)
    const done = args.find((a) => typeof a === 'function')
    if (done) process.nextTick(done)
    return true
  }
  res.end = function patchedEnd(...args) {
    settle(this)
    if (body === null) return end.apply(this, args)
    const done = args.find((a) => typeof a === 'function')
    return end.call(this, req.method === 'HEAD' ? undefined : body, done)
  }
}

/** Records the peer (replacing anything the client sent under that name) and screens the path. */
export function prepareRequest(req, token) {
  const address = req.socket?.remoteAddress || 'desconocida'
  // Next builds its Request from both views of the headers: clean the raw list as well.
  const raw = req.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === PEER_ADDRESS_HEADER) raw.splice(i, 2)
  const value = `${token}:${address}`
  req.headers[PEER_ADDRESS_HEADER] = value
  raw.push(PEER_ADDRESS_HEADER, value)
  if (!hasMalformedEscape(req.url)) return 'next'
  return (req.url ?? '').startsWith('/api/') || req.url === '/api' ? 'badApiPath' : 'notFound'
}

/**
 * How long a client may take to send a request, in ms. Both clocks stop once the request has arrived: however long
 * the page takes to answer (a slow render on a busy host), neither fires. `headersTimeout` runs from the moment a
 * connection opens (or a new request on it begins) until its headers are complete, so it reaches only a client that
 * stalls mid-headers or a connection opened and never used (a browser's preconnect); `requestTimeout` runs until the
 * body is complete (bodies are small and size-bounded). Node checks them every `connectionsCheckingInterval` ms.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 20_000, requestTimeout: 60_000, connectionsCheckingInterval: 30_000 }

/**
 * The answer to an error of the HTTP parser or of the connection, as Node's own default would choose it:
 * a request not received in time 408 (a browser that finds a 408 on a connection it kept open sends its request
 * again on a new one; a 400 there was taken as the answer to its next page load, issue 28), headers too long 431,
 * chunk extensions too long 413, anything else malformed 400.
 */
export function clientErrorAnswer(code) {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'La petición no llegó completa a tiempo; vuelve a enviarla.' }
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: 'Las cabeceras de la petición son demasiado largas.' }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Content Too Large', message: 'Las extensiones de los fragmentos de la petición son demasiado largas.' }
    default:
      return { status: 400, reason: 'Bad Request', message: 'La petición no es HTTP válido o usa un método que este sitio no admite.' }
  }
}

/**
 * The HTTP server around Next's request handler `handle(req, res)`: every request is screened (method, target,
 * percent-escapes) and recorded (peer address) first, and what the HTTP parser refuses answers JSON too.
 * `timeouts` defaults to SERVER_TIMEOUTS (tests pass short ones).
 */
export function createSiteServer(handle, token, timeouts = SERVER_TIMEOUTS) {
  // The response being written on each connection: an error on a connection whose answer has begun cannot be
  // answered (it would land in the middle of that answer); the connection is closed instead.
  const answering = new WeakMap()
  const server = createServer(timeouts, (req, res) => {
    answering.set(req.socket, res)
    const screened = screenTarget(req.method, req.url)
    if (screened.kind === 'error') {
      sendJsonError(res, screened.status, screened.message, screened.field, screened.status === 405 ? { Allow: ALLOW } : {})
      return
    }
    req.url = screened.url
    jsonBareErrors(req, res)
    const route = prepareRequest(req, token)
    if (route === 'badApiPath') {
      sendJsonError(res, 400, 'La dirección contiene una secuencia «%» mal formada: cada «%» debe ir seguido de dos cifras hexadecimales que formen texto UTF-8.', 'path')
      return
    }
    if (route === 'notFound') req.url = NOT_FOUND_PATH
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} falló:`, error)
      if (!res.headersSent) sendJsonError(res, 500, 'Error interno del servidor.')
      else res.destroy()
    })
  })
  // What the HTTP parser refuses (unknown methods such as TRACK, broken request lines), and CONNECT, which Node
  // hands to a 'connect' listener instead of the request handler: a JSON error, then the connection closes.
  server.on('clientError', (error, socket) => {
    const begun = answering.get(socket)
    if (!socket.writable || error.code === 'ECONNRESET' || (begun?.headersSent && !begun.writableFinished)) { socket.destroy(); return }
    const { status, reason, message } = clientErrorAnswer(error.code)
    socket.end(rawJsonError(status, reason, message))
  })
  server.on('connect', (req, socket) => {
    socket.end(rawJsonError(405, 'Method Not Allowed', METHOD_NOT_ALLOWED('CONNECT')))
  })
  return server
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const problems = environmentProblems(process.env)
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✘ ${problem}`)
    process.exit(2)
  }
  const trust = parseTrustProxy(process.env.TRUST_PROXY)
  const port = Number(process.env.PORT || 3000)
  const hostname = process.env.HOST || undefined
  const token = randomBytes(18).toString('base64url')
  process.env.DM_PEER_TOKEN = token

  // Production mode before Next (and React) load.
  process.env.NODE_ENV = 'production'
  const { default: next } = await import('next')
  const app = next({ dev: false, dir: root, ...(hostname ? { hostname } : {}), port })
  const handle = app.getRequestHandler()
  await app.prepare()

  // A slow client cannot hold a connection open forever (SERVER_TIMEOUTS).
  const server = createSiteServer(handle, token)
  server.listen(port, hostname, () => {
    console.log(`· Sirviendo en http://${hostname ?? 'localhost'}:${port}${trust.hops > 0 ? ` (detrás de ${trust.hops} proxy${trust.hops === 1 ? '' : 's'}: TRUST_PROXY)` : ''}`)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.close()
      void app.close?.()
      process.exit(0)
    })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
