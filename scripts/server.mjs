// The production server: a thin Node HTTP server around Next's request handler, used by `npm start` and the
// Playwright suite instead of `next start`, for what `next start` cannot do:
//   - the client's address: route handlers get no socket, so each request carries its socket peer in
//     x-dm-peer-address as "<token>:<address>". The token is random per process and passed to the app in
//     DM_PEER_TOKEN, so a client that sends the header itself is not believed (lib/server/rate-limit.ts).
//     X-Forwarded-For counts only when TRUST_PROXY names the proxies in front (checked here, at start).
//   - malformed percent-escapes in the path (/api/cards/%, /mazos/compartir/%zz…) fail inside Next's router
//     before any route code runs: they get a 400 JSON error under /api and the 404 page elsewhere.
// Environment: PORT (3000), HOST (all interfaces), TRUST_PROXY (0), plus whatever the app reads.
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

/** TRUST_PROXY as a hop count, or an error message. */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim()
  if (value === '') return { hops: 0 }
  if (!/^\d{1,2}$/.test(value)) return { error: `TRUST_PROXY debe ser el número de proxies delante del sitio (0, 1, 2…), no «${value}».` }
  return { hops: Number(value) }
}

function sendJsonError(res, status, message, field) {
  const body = JSON.stringify({ error: { message, ...(field ? { field } : {}) } })
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
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

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const trust = parseTrustProxy(process.env.TRUST_PROXY)
  if (trust.error) {
    console.error(`✘ ${trust.error}`)
    process.exit(2)
  }
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

  const server = createServer((req, res) => {
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
  // A slow client cannot hold a connection open forever.
  server.headersTimeout = 20_000
  server.requestTimeout = 60_000
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
