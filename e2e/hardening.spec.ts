import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'

// Probing the production server (scripts/server.mjs, as `npm start` runs it) over plain HTTP, as the attacker of
// issue 10 did: raw paths with broken percent-escapes, forged forwarding headers, garbage share codes, and the
// security headers on every kind of answer.

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request with the path sent exactly as written (no URL normalisation), optionally from another loopback address. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Raw> {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100')
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: base.hostname, port: base.port, path, method: options.method ?? 'GET',
      headers: options.headers, ...(options.from ? { localAddress: options.from } : {}),
    }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => { body += chunk })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

test('malformed percent-escapes: 400 JSON under /api, the 404 page elsewhere, never a 500', async () => {
  for (const path of ['/api/cards/%', '/api/cards/%ff', '/api/og/deck/%', '/api/og/deck/%zz']) {
    const r = await raw(path)
    expect(r.status, path).toBe(400)
    expect(r.headers['content-type'], path).toMatch(/application\/json/)
    const error = (JSON.parse(r.body) as { error: { message: string; field?: string } }).error
    expect(error.field, path).toBe('path')
    expect(error.message, path).toMatch(/«%» mal formada/)
  }
  for (const path of ['/mazos/compartir/%', '/mazos/compartir/%zz']) {
    const r = await raw(path)
    expect(r.status, path).toBe(404)
    expect(r.headers['content-type'], path).toMatch(/text\/html/)
    expect(r.body, path).toContain('Página no encontrada')
  }
  // A well-formed escape still reaches its route.
  expect((await raw('/api/cards/no%2Dexiste')).status).toBe(404)
})

test('a garbage share code answers 404 with the friendly page', async ({ page }) => {
  const response = await page.goto('/mazos/compartir/1basura-que-no-es-un-codigo')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no abre ningún mazo' })).toBeVisible()
  await expect(page.getByText('El código del enlace no corresponde a ningún mazo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir al constructor de mazos' })).toBeVisible()
})

test('security headers on pages, files and API answers; no X-Powered-By', async () => {
  const shareCode = (JSON.parse((await raw('/api/decks/validate', {
    method: 'POST', headers: { 'content-type': 'text/plain' }, body: '1 Botín de robo',
  })).body) as { shareCode: string }).shareCode
  for (const path of ['/', '/cartas', '/api/health', '/api/cards/no-existe', '/icon.svg', `/mazos/compartir/${shareCode}`, '/api/cards/%']) {
    const r = await raw(path)
    expect(r.headers['x-powered-by'], path).toBeUndefined()
    expect(r.headers['x-content-type-options'], path).toBe('nosniff')
    expect(r.headers['x-frame-options'], path).toBe('DENY')
    expect(r.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    const csp = String(r.headers['content-security-policy'])
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
    expect(csp, path).toContain("worker-src 'self' blob:")
  }
})

test('the site works under its CSP: no violation reported while searching cards and opening /probar', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/cartas')
  await page.getByRole('searchbox').first().fill('bola')
  await page.goto('/probar')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('og:image takes the configured site URL, not X-Forwarded-Host', async () => {
  const shareCode = (JSON.parse((await raw('/api/decks/validate', {
    method: 'POST', headers: { 'content-type': 'text/plain' }, body: '1 Botín de robo',
  })).body) as { shareCode: string }).shareCode
  const r = await raw(`/mazos/compartir/${shareCode}`, { headers: { 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' } })
  expect(r.status).toBe(200)
  const og = /<meta property="og:image" content="([^"]+)"/.exec(r.body)?.[1]
  expect(og).toBeDefined()
  expect(og).not.toContain('atacante.example')
  expect(new URL(og ?? '').origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin)
})

test('sign-up limit follows the socket address: forged X-Forwarded-For addresses do not reset it', async () => {
  // From a loopback address of its own (all of 127/8 reaches the server), so other specs keep their quota and a
  // rerun on the same database starts afresh: the counts are in the database and outlive the server.
  const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) {
    const r = await raw('/api/auth/signup', {
      method: 'POST', from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
      body: JSON.stringify({ email: `falsificada${i}-${Date.now()}@ejemplo.es`, password: 'una-clave-larga', name: `Falsa ${i}` }),
    })
    statuses.push(r.status)
  }
  // 40 sign-ups an hour per address (a classroom behind one connection, issue 14), then 429.
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
  for (let i = 7; i < 42; i++) {
    const r = await raw('/api/auth/signup', {
      method: 'POST', from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: `falsificada${i}-${Date.now()}@ejemplo.es`, password: 'una-clave-larga', name: `Falsa ${i}` }),
    })
    statuses.push(r.status)
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(40)
  expect(statuses.slice(40)).toEqual([429, 429])
})

test('issue 14: every method on every kind of path answers its page, a JSON 4xx or a redirect; never a 500', async () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']
  const paths = ['/', '/cartas', '/cartas/daga', '/mazos', '/api/cards', '/api/cards/daga', '/api/decks', '/api/decks/validate',
    '/api/games', '/api/account', '/api/account/export', '/api/auth/session', '/api/auth/callback/credentials', '/api/auth/nada',
    '/api/no-existe', '/api/og/deck/1abc', '/api/health']
  for (const method of methods) {
    for (const path of paths) {
      const r = await raw(path, { method, headers: { 'content-type': 'application/json' }, ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? { body: '{}' } : {}) })
      const where = `${method} ${path} → ${r.status}`
      expect(r.status, where).toBeLessThan(500)
      // An error of the API, or any 400/405, is JSON (HEAD has no body to be anything).
      if (method !== 'HEAD' && (r.status === 400 || r.status === 405 || (path.startsWith('/api/') && r.status >= 400))) {
        expect(r.headers['content-type'], where).toMatch(/application\/json/)
        expect(() => JSON.parse(r.body), where).not.toThrow()
      }
    }
  }
  for (const target of ['*']) {
    const r = await raw(target, { method: 'OPTIONS' })
    expect(r.status).toBe(400)
    expect(r.headers['content-type']).toMatch(/application\/json/)
  }
})

test('issue 14: GET of the credentials callback is a JSON 405, not a 500', async () => {
  const r = await raw('/api/auth/callback/credentials')
  expect(r.status).toBe(405)
  expect(r.headers.allow).toBe('POST')
  expect((JSON.parse(r.body) as { error: { message: string } }).error.message).toMatch(/POST/)
})

test('issue 14: an absolute-URL request target is served as its path, never redirected to that host', async () => {
  for (const target of ['http://atacante.example/cartas', 'http://atacante.example/cartas/', 'https://atacante.example//mazos']) {
    const r = await raw(target)
    const location = String(r.headers.location ?? '')
    expect(location, target).not.toContain('atacante.example')
    expect([200, 308, 404], target).toContain(r.status)
  }
})

test('issue 14: a deck preview at the address naming the catalogue version is immutable; without it, kept an hour', async () => {
  const shareCode = (JSON.parse((await raw('/api/decks/validate', {
    method: 'POST', headers: { 'content-type': 'text/plain' }, body: '1 Botín de robo',
  })).body) as { shareCode: string }).shareCode
  const { version } = JSON.parse((await raw('/api/offline')).body) as { version: string }
  const current = await raw(`/api/og/deck/${shareCode}?v=${version}`)
  expect(current.status).toBe(200)
  expect(current.headers['content-type']).toBe('image/png')
  expect(current.headers['cache-control']).toMatch(/immutable/)
  const again = await raw(`/api/og/deck/${shareCode}?v=${version}`, { headers: { 'if-none-match': String(current.headers.etag) } })
  expect(again.status).toBe(304)
  const unversioned = await raw(`/api/og/deck/${shareCode}`)
  expect(unversioned.headers['cache-control']).toBe('public, max-age=3600')
})
