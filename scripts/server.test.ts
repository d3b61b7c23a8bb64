// The production server wrapper (scripts/server.mjs) in front of a stand-in for Next's handler: whatever method and
// target arrive, the answer is JSON 400/405 or the handler's, never a 500 or a stack trace (issue 14: TRACE and
// `OPTIONS *` were plain-text 500s that logged a stack trace, an absolute-URL target a 308 to that host).
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SERVER_TIMEOUTS, createSiteServer, screenTarget } from './server.mjs'

/** What the stand-in handler saw, and how it answers: like Next, a bare 405 for /solo-get with another method. */
const seen: { method: string; url: string }[] = []
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  seen.push({ method: req.method ?? '', url: req.url ?? '' })
  if (req.url?.startsWith('/solo-get') && req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' })
    res.end()
    return
  }
  // As Next answers OPTIONS on a prerendered page: an empty 400.
  if (req.url === '/prerenderizada' && req.method === 'OPTIONS') {
    res.statusCode = 400
    res.end()
    return
  }
  // A route's own JSON 400 is left as it is.
  if (req.url === '/json400') {
    const own = '{"error":{"message":"propio"}}'
    res.writeHead(400, { 'Content-Type': 'application/json', 'Content-Length': own.length })
    res.end(own)
    return
  }
  // As a Next page answers: status and headers set, a plain-text body through end().
  if (req.url?.startsWith('/pagina') && req.method !== 'GET') {
    res.statusCode = 405
    res.setHeader('Allow', ['GET', 'HEAD'])
    res.end('Method Not Allowed')
    return
  }
  const body = `ok ${req.url}`
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

let server: Server
let port = 0
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)

beforeAll(async () => {
  server = createSiteServer(handle, 'token')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  errors.mockRestore()
})

/** Sends bytes as they are and reads the whole answer (the server closes or answers one request). */
function send(raw: string): Promise<{ status: number; headers: string; body: string; all: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      data += chunk
      const end = data.indexOf('\r\n\r\n')
      const length = /content-length:\s*(\d+)/i.exec(data)
      if (end >= 0 && length && data.length - end - 4 >= Number(length[1])) socket.end()
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, all: data })
    })
    socket.write(raw)
  })
}
const requestLine = (method: string, target: string) => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`
const jsonError = (r: { headers: string; body: string }) => {
  expect(r.headers).toMatch(/content-type: application\/json/i)
  return (JSON.parse(r.body) as { error: { message: string } }).error
}

describe('the server wrapper (issue 14)', () => {
  it('TRACE on any path: a JSON 405 naming the methods, and Next never sees it', async () => {
    seen.length = 0
    for (const path of ['/', '/api/cards', '/cartas/daga']) {
      const r = await send(requestLine('TRACE', path))
      expect(r.status, path).toBe(405)
      expect(r.headers).toMatch(/allow: GET, HEAD, POST/i)
      expect(jsonError(r).message).toMatch(/TRACE no se admite/)
    }
    expect(seen).toEqual([])
  })

  it('OPTIONS * and an authority target: a JSON 400', async () => {
    for (const [method, target] of [['OPTIONS', '*'], ['GET', '*'], ['GET', 'otro.example:443']] as const) {
      const r = await send(requestLine(method, target))
      expect(r.status, `${method} ${target}`).toBe(400)
      jsonError(r)
    }
  })

  it('CONNECT, methods the HTTP parser refuses and broken request lines: JSON errors, the connection closed', async () => {
    const connectAnswer = await send('CONNECT otro.example:443 HTTP/1.1\r\nHost: otro.example:443\r\n\r\n')
    expect(connectAnswer.status).toBe(405)
    jsonError(connectAnswer)
    for (const raw of [requestLine('TRACK', '/'), requestLine('PROPFIND', '/'), 'GARBAGE\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n']) {
      const r = await send(raw)
      expect([400, 405], raw).toContain(r.status)
      jsonError(r)
    }
  })

  it('an absolute-URL target is served as its path: no redirect to the host it names', async () => {
    seen.length = 0
    const r = await send(requestLine('GET', 'http://malicioso.example/cartas?q=1'))
    expect(r.status).toBe(200)
    expect(r.headers).not.toMatch(/location:/i)
    expect(r.body).toBe('ok /cartas?q=1')
    expect(seen).toEqual([{ method: 'GET', url: '/cartas?q=1' }])
  })

  it('a bare 405 from the handler gets a JSON body, keeping its Allow header', async () => {
    const r = await send(requestLine('DELETE', '/solo-get'))
    expect(r.status).toBe(405)
    expect(r.headers).toMatch(/allow: GET/i)
    expect(jsonError(r).message).toMatch(/DELETE no se admite en esta dirección; se admiten GET/)
  })

  it('a page\'s plain-text 405 becomes JSON with the right length: the next request on the connection still gets its answer', async () => {
    const two = `POST /pagina HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n${requestLine('GET', '/despues')}`
    const r = await send(two)
    expect(r.status).toBe(405)
    const [first = '', second = ''] = r.body.split('HTTP/1.1 ')
    const error = JSON.parse(first) as { error: { message: string } }
    expect(error.error.message).toBe('El método POST no se admite en esta dirección; se admiten GET, HEAD.')
    expect(second).toMatch(/^200 /)
    expect(r.all.endsWith('ok /despues')).toBe(true)
  })

  it('an empty 400 gets a JSON body; a route\'s own JSON 400 is left alone', async () => {
    const empty = await send(requestLine('OPTIONS', '/prerenderizada'))
    expect(empty.status).toBe(400)
    expect(jsonError(empty).message).toMatch(/OPTIONS/)
    const own = await send(requestLine('GET', '/json400'))
    expect(jsonError(own).message).toBe('propio')
  })

  it('nothing was logged as an error', () => {
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('what the HTTP parser or a timeout cuts short gets its own status (issue 28)', () => {
  // Short clocks, so the test waits well under a second: headers must arrive within 300 ms, the whole request within
  // 600 ms, checked every 50 ms. /lento answers after 900 ms, longer than both.
  let quick: Server
  let quickPort = 0
  beforeAll(async () => {
    quick = createSiteServer(async (req: IncomingMessage, res: ServerResponse) => {
      // As Next does, a route reads the whole body before it answers.
      for await (const chunk of req) void chunk
      if (req.url === '/lento') await new Promise((resolve) => setTimeout(resolve, 900))
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': 2 })
      res.end('ok')
    }, 'token', { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 })
    await new Promise<void>((resolve) => quick.listen(0, '127.0.0.1', resolve))
    quickPort = (quick.address() as AddressInfo).port
  })
  afterAll(async () => {
    quick.closeAllConnections()
    await new Promise<void>((resolve) => quick.close(() => resolve()))
  })
  /** Opens a connection, writes `raw` (maybe nothing) and reads until the server closes it. */
  const openAndWait = (raw: string) => new Promise<{ status: number; headers: string; body: string; waited: number }>((resolve, reject) => {
    const started = Date.now()
    const socket = connect(quickPort, '127.0.0.1')
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => { data += chunk })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, waited: Date.now() - started })
    })
    if (raw) socket.write(raw)
  })

  it('a connection opened and never used (a browser\'s preconnect) gets 408, not 400: a browser sends its request again on a 408', async () => {
    const r = await openAndWait('')
    expect(r.status).toBe(408)
    expect(r.headers).toMatch(/^HTTP\/1\.1 408 Request Timeout/)
    expect(r.headers).toMatch(/connection: close/i)
    expect(jsonError(r).message).toMatch(/a tiempo/)
    expect(r.waited).toBeGreaterThanOrEqual(250)
  })

  it('headers that stop half-way get 408', async () => {
    const r = await openAndWait('GET /cartas HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    expect(r.status).toBe(408)
  })

  it('a body that stops short of its Content-Length gets 408', async () => {
    const r = await openAndWait('POST /api/decks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"a":')
    expect(r.status).toBe(408)
  })

  it('headers too long get 431 and a malformed request 400', async () => {
    const long = await openAndWait(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(long.status).toBe(431)
    jsonError(long)
    const broken = await openAndWait('GET / HTTP/9.9\r\n\r\n')
    expect(broken.status).toBe(400)
    jsonError(broken)
  })

  it('a page slower to answer than both clocks is still answered: they time the request, not the response', async () => {
    const r = await openAndWait('GET /lento HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(r.status).toBe(200)
    expect(r.body).toBe('ok')
  })

  it('the real clocks leave a slow client on a busy host seconds to spare, and the headers clock stops first', () => {
    expect(SERVER_TIMEOUTS.headersTimeout).toBeGreaterThanOrEqual(10_000)
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout)
  })
})

describe('screenTarget under fuzzing', () => {
  const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'M-SEARCH'), fc.string({ maxLength: 12 }))
  const target = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
    fc.string({ maxLength: 80 }),
    fc.constantFrom('*', '//otro.example/x', 'http://', 'https://[::1', 'http://otro.example', 'example.org:443'),
  )
  it('either goes on with a path of this site or answers 400/405, never anything else', () => {
    fc.assert(fc.property(method, target, (m, t) => {
      const screened = screenTarget(m, t)
      if (screened.kind === 'error') {
        expect([400, 405]).toContain(screened.status)
        return
      }
      expect(screened.url.startsWith('/')).toBe(true)
      // An absolute URL keeps only its path and query: the host it named is gone.
      if (/^https?:\/\//i.test(t)) {
        const named = new URL(t)
        expect(screened.url).toBe(`${named.pathname}${named.search}`)
      }
    }), { numRuns: 500 })
  })
})

describe('a server started without NEXTAUTH_SECRET (issue 28)', () => {
  it('stops at start, before Next loads, with a message naming the variable', async () => {
    const { spawn } = await import('node:child_process')
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' }
    delete env.NEXTAUTH_SECRET
    const child = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let err = ''
    child.stderr.on('data', (c: Buffer) => { err += c.toString() })
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => { child.kill('SIGKILL'); resolve(null) }, 20_000)
      child.on('exit', (c) => { clearTimeout(timer); resolve(c) })
    })
    expect(code).toBe(2)
    expect(err).toMatch(/NEXTAUTH_SECRET no está definido/)
  }, 30_000)

  it('environmentProblems names a missing, blank or short secret, and a wrong TRUST_PROXY', async () => {
    const { environmentProblems } = await import('./server.mjs')
    expect(environmentProblems({ NEXTAUTH_SECRET: 'x'.repeat(32) })).toEqual([])
    expect(environmentProblems({})).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET no está definido/)])
    expect(environmentProblems({ NEXTAUTH_SECRET: '   ' })).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET no está definido/)])
    expect(environmentProblems({ NEXTAUTH_SECRET: 'corto' })).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET es demasiado corto/)])
    expect(environmentProblems({ NEXTAUTH_SECRET: 'x'.repeat(32), TRUST_PROXY: 'sí' })).toEqual([expect.stringMatching(/^TRUST_PROXY/)])
  })
})
