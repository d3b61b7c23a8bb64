// Accounts: sign-up route, credentials sign-in with its rate limits, OAuth linking by e-mail and the
// next-auth options, on every database engine the harness provides.
import bcrypt from 'bcryptjs'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  authorizeCredentials, BCRYPT_COST, buildAuthOptions, enabledOAuthProviders, linkOAuthAccount, oauthEmail,
  registerUser, SIGN_IN_RATE_LIMITED, type CredentialsDeps,
} from './auth'
import { authLimiters, createAuthLimiters, PEER_ADDRESS_HEADER, PEER_TOKEN_ENV, SlidingWindowLimiter } from './rate-limit'
import { signInErrorMessage } from '@/app/(account)/cuenta/return-path'
import { createTestUser } from './testing/fixtures'
import { testDatabases } from './testing/databases'

vi.mock('server-only', () => ({}))

const signUpRoute = await import('@/app/api/auth/signup/route')

// As scripts/server.mjs does: a per-process token, and each request's socket address recorded behind it.
process.env[PEER_TOKEN_ENV] = 'prueba-token'
delete process.env.TRUST_PROXY
const peer = (ip: string) => ({ [PEER_ADDRESS_HEADER]: `prueba-token:${ip}` })

let ipCounter = 0
/** A fresh client address per test, so the process-wide sign-up limiter never leaks between tests. */
const freshIp = () => `198.51.100.${(ipCounter += 1)}`

function signUpRequest(json: unknown, options: { ip?: string; headers?: Record<string, string>; raw?: string } = {}): Request {
  return new Request('http://localhost:3000/api/auth/signup', {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...peer(options.ip ?? freshIp()),
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(json),
  })
}

type ErrorBody = { error: { message: string; field?: string } }

describe('OAuth configuration', () => {
  it('enables GitHub and Google only when both of their variables are set', () => {
    expect(enabledOAuthProviders({})).toEqual([])
    expect(enabledOAuthProviders({ GITHUB_ID: 'x' })).toEqual([])
    expect(enabledOAuthProviders({ GITHUB_ID: 'x', GITHUB_SECRET: 'y' }).map((p) => p.id)).toEqual(['github'])
    expect(enabledOAuthProviders({ GITHUB_ID: 'x', GITHUB_SECRET: 'y', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).map((p) => p.id))
      .toEqual(['github', 'google'])
  })

  it('builds next-auth options with credentials always and OAuth providers per environment', () => {
    const plain = buildAuthOptions({})
    expect(plain.providers.map((p) => p.id)).toEqual(['credentials'])
    expect(plain.session?.strategy).toBe('jwt')
    expect(plain.pages?.signIn).toBe('/cuenta/entrar')
    const all = buildAuthOptions({ GITHUB_ID: 'x', GITHUB_SECRET: 'y', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })
    expect(all.providers.map((p) => p.id)).toEqual(['credentials', 'github', 'google'])
  })

  it('the sign-in page words the rate-limit error authorize throws', () => {
    expect(signInErrorMessage(SIGN_IN_RATE_LIMITED)).toMatch(/Demasiados intentos/)
  })

  it('only an e-mail the provider vouches for can link accounts', () => {
    expect(oauthEmail('github', { email: 'a@b.es' })).toBe('a@b.es')
    expect(oauthEmail('github', { email: null })).toBeNull()
    expect(oauthEmail('google', { email: 'a@b.es', email_verified: false })).toBeNull()
    expect(oauthEmail('google', { email: 'a@b.es', email_verified: true })).toBe('a@b.es')
  })
})

describe.each(testDatabases())('accounts on $name', (db) => {
  beforeAll(() => {
    process.env.DATABASE_URL = db.url
  })
  beforeEach(async () => {
    process.env.DATABASE_URL = db.url
    await db.reset()
  })

  describe('POST /api/auth/signup', () => {
    it('201: creates the user with a bcrypt hash of cost ≥ 10, e-mail lower-cased', async () => {
      const res = await signUpRoute.POST(signUpRequest({ email: ' Ana@Ejemplo.ES ', password: 'contraseña-larga', name: 'Ana' }))
      expect(res.status).toBe(201)
      const { user } = (await res.json()) as { user: { id: string; email: string; name: string } }
      expect(user).toMatchObject({ email: 'ana@ejemplo.es', name: 'Ana' })
      expect(user).not.toHaveProperty('passwordHash')
      const row = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })
      expect(row.passwordHash).not.toBeNull()
      expect(row.passwordHash).not.toContain('contraseña-larga')
      expect(bcrypt.getRounds(row.passwordHash ?? '')).toBeGreaterThanOrEqual(10)
      expect(bcrypt.getRounds(row.passwordHash ?? '')).toBe(BCRYPT_COST)
      expect(await bcrypt.compare('contraseña-larga', row.passwordHash ?? '')).toBe(true)
    })

    it('409 for an e-mail already registered, whatever its case', async () => {
      await createTestUser(db.prisma, { email: 'bruno@ejemplo.es' })
      const res = await signUpRoute.POST(signUpRequest({ email: 'BRUNO@ejemplo.es', password: '12345678', name: 'Otro' }))
      expect(res.status).toBe(409)
      const { error } = (await res.json()) as ErrorBody
      expect(error.field).toBe('email')
      expect(error.message).toMatch(/Ya existe una cuenta/)
      expect(await db.prisma.user.count()).toBe(1)
    })

    it('400 naming the field: short password, bad e-mail, missing name, unknown field', async () => {
      const cases: [unknown, string, RegExp][] = [
        [{ email: 'c@ejemplo.es', password: '1234567', name: 'C' }, 'password', /al menos 8/],
        [{ email: 'no-es-correo', password: '12345678', name: 'C' }, 'email', /formato/],
        [{ email: 'c@ejemplo.es', password: '12345678' }, 'name', /nombre/],
        [{ email: 'c@ejemplo.es', password: '12345678', name: '  ' }, 'name', /nombre/],
        [{ email: 'c@ejemplo.es', password: 'ñ'.repeat(40), name: 'C' }, 'password', /demasiado larga/],
        [{ email: 'c@ejemplo.es', password: '12345678', name: 'C', admin: true }, 'admin', /admin/],
      ]
      for (const [json, field, reason] of cases) {
        const res = await signUpRoute.POST(signUpRequest(json))
        expect(res.status, field).toBe(400)
        const { error } = (await res.json()) as ErrorBody
        expect(error.field, JSON.stringify(json)).toBe(field)
        expect(error.message).toMatch(reason)
      }
      expect(await db.prisma.user.count()).toBe(0)
    })

    it('403 for a cross-site sign-up, 413 for an oversized body', async () => {
      const cross = await signUpRoute.POST(signUpRequest(
        { email: 'd@ejemplo.es', password: '12345678', name: 'D' },
        { headers: { origin: 'https://otro-sitio.example', 'sec-fetch-site': 'cross-site' } },
      ))
      expect(cross.status).toBe(403)
      const huge = await signUpRoute.POST(signUpRequest(null, { raw: JSON.stringify({ email: 'd@ejemplo.es', password: '12345678', name: 'x'.repeat(300_000) }) }))
      expect(huge.status).toBe(413)
      expect(await db.prisma.user.count()).toBe(0)
    })

    /** Records `n` sign-ups from `ip` straight in the limiter (each real one costs a bcrypt hash). */
    const fillAddress = async (ip: string, n: number) => {
      for (let i = 0; i < n; i++) await authLimiters().signUpPerIp.hit(ip)
    }

    it('429 once one address has made too many sign-ups', async () => {
      const ip = freshIp()
      const limit = authLimiters().signUpPerIp.limit
      await fillAddress(ip, limit - 1)
      const last = await signUpRoute.POST(signUpRequest({ email: 'ultima@ejemplo.es', password: '12345678', name: 'Última' }, { ip }))
      expect(last.status).toBe(201)
      const res = await signUpRoute.POST(signUpRequest({ email: 'otra@ejemplo.es', password: '12345678', name: 'Otra' }, { ip }))
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/demasiadas cuentas/)
      // another address is not affected
      const other = await signUpRoute.POST(signUpRequest({ email: 'otra@ejemplo.es', password: '12345678', name: 'Otra' }))
      expect(other.status).toBe(201)
    })

    it('issue 14: a classroom of 30 behind one address signs up within the hour', async () => {
      const ip = freshIp()
      // 29 classmates already signed up (counted in the limiter), then the 30th really does.
      await fillAddress(ip, 29)
      const res = await signUpRoute.POST(signUpRequest({ email: 'alumna30@ejemplo.es', password: '12345678', name: 'Alumna 30' }, { ip }))
      expect(res.status).toBe(201)
    })

    it('issue 14: one e-mail tried over and over is stopped, from any address', async () => {
      await createTestUser(db.prisma, { email: 'objetivo@ejemplo.es' })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const res = await signUpRoute.POST(signUpRequest({ email: 'OBJETIVO@ejemplo.es', password: '12345678', name: 'X' }))
        statuses.push(res.status)
      }
      expect(statuses).toEqual([409, 409, 409, 429, 429])
      const res = await signUpRoute.POST(signUpRequest({ email: 'objetivo@ejemplo.es', password: '12345678', name: 'X' }))
      const { error } = (await res.json()) as ErrorBody
      expect(error.field).toBe('email')
      expect(error.message).toMatch(/este correo/)
    })

    it('issue 14: an IPv6 client is counted by its /64, so hopping addresses inside it does not escape the limit', async () => {
      const limit = authLimiters().signUpPerIp.limit
      await fillAddress('2001:db8:aa:1::/64', limit)
      const res = await signUpRoute.POST(signUpRequest({ email: 'v6@ejemplo.es', password: '12345678', name: 'V6' }, { ip: '2001:db8:aa:1:dead:beef:0:7' }))
      expect(res.status).toBe(429)
      const neighbour = await signUpRoute.POST(signUpRequest({ email: 'v6b@ejemplo.es', password: '12345678', name: 'V6' }, { ip: '2001:db8:aa:2::7' }))
      expect(neighbour.status).toBe(201)
    })

    it('issue 14: with TRUST_PROXY, junk in X-Forwarded-For is never stored as an address', async () => {
      process.env.TRUST_PROXY = '1'
      try {
        const junk = '<script>'.repeat(500)
        const res = await signUpRoute.POST(signUpRequest({ email: 'basura@ejemplo.es', password: '12345678', name: 'B' }, { headers: { 'x-forwarded-for': junk } }))
        expect(res.status).toBe(201)
        const keys = (await db.prisma.rateLimit.findMany({ select: { key: true } })).map((r) => r.key)
        expect(keys.filter((k) => k.startsWith('signUpPerIp:'))).toEqual(['signUpPerIp:desconocida'])
        expect(keys.every((k) => k.length < 300)).toBe(true)
      } finally {
        delete process.env.TRUST_PROXY
      }
    })

    it('forged X-Forwarded-For addresses do not escape the limit without TRUST_PROXY (issue 10)', async () => {
      const ip = freshIp()
      const limit = authLimiters().signUpPerIp.limit
      await fillAddress(ip, limit - 1)
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const res = await signUpRoute.POST(signUpRequest(
          { email: `falsa${i}@ejemplo.es`, password: '12345678', name: `F${i}` },
          { ip, headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}` } },
        ))
        statuses.push(res.status)
      }
      expect(statuses).toEqual([201, 429, 429])
      // the counts live in the database, where every server process sees them
      expect(await db.prisma.rateLimit.count({ where: { key: `signUpPerIp:${ip}` } })).toBe(1)
    })

    it('a forged peer header (wrong token) is ignored: the request counts as an unknown address', async () => {
      const res = await signUpRoute.POST(signUpRequest(
        { email: 'forjada@ejemplo.es', password: '12345678', name: 'F' },
        { headers: { [PEER_ADDRESS_HEADER]: 'otro-token:198.51.100.250' } },
      ))
      expect(res.status).toBe(201)
      expect(await db.prisma.rateLimit.count({ where: { key: 'signUpPerIp:198.51.100.250' } })).toBe(0)
      expect(await db.prisma.rateLimit.count({ where: { key: 'signUpPerIp:desconocida' } })).toBe(1)
    })
  })

  describe('registerUser', () => {
    it('two sign-ups racing for one e-mail: one account, one refusal', async () => {
      const input = { email: 'carrera@ejemplo.es', password: '12345678', name: 'C' }
      const results = await Promise.all([registerUser(db.prisma, input), registerUser(db.prisma, input)])
      expect(results.map((r) => r.ok).sort()).toEqual([false, true])
      expect(await db.prisma.user.count()).toBe(1)
    })
  })

  describe('sign-in with e-mail and password', () => {
    let now = 0
    let deps: CredentialsDeps
    beforeEach(async () => {
      now = 1_000_000
      deps = { prisma: db.prisma, limiters: createAuthLimiters(() => now) }
      await registerUser(db.prisma, { email: 'eva@ejemplo.es', password: 'clave-correcta', name: 'Eva' })
    })

    it('the right password signs in (e-mail in any case); a wrong one or an unknown e-mail does not', async () => {
      const user = await authorizeCredentials({ email: 'EVA@ejemplo.es', password: 'clave-correcta' }, '203.0.113.1', deps)
      expect(user).toMatchObject({ email: 'eva@ejemplo.es', name: 'Eva' })
      expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'otra-clave' }, '203.0.113.1', deps)).toBeNull()
      expect(await authorizeCredentials({ email: 'nadie@ejemplo.es', password: 'clave-correcta' }, '203.0.113.1', deps)).toBeNull()
      expect(await authorizeCredentials({ email: 'eva@ejemplo.es' }, '203.0.113.1', deps)).toBeNull()
    })

    it('an OAuth-only account (no password) cannot sign in with a password', async () => {
      await createTestUser(db.prisma, { email: 'oauth@ejemplo.es' })
      expect(await authorizeCredentials({ email: 'oauth@ejemplo.es', password: 'cualquiera' }, '203.0.113.1', deps)).toBeNull()
    })

    it('per e-mail: after 5 attempts even the right password is refused until the window passes', async () => {
      const perEmail = deps.limiters.signInPerEmail.limit
      for (let i = 0; i < perEmail; i++) {
        // a different address each time: the e-mail limit alone must stop the sixth
        expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: `mal-${i}` }, `203.0.113.${i + 10}`, deps)).toBeNull()
      }
      await expect(authorizeCredentials({ email: 'eva@ejemplo.es', password: 'clave-correcta' }, '203.0.113.99', deps))
        .rejects.toThrow(SIGN_IN_RATE_LIMITED)
      now += deps.limiters.signInPerEmail.windowMs + 1
      expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'clave-correcta' }, '203.0.113.99', deps))
        .toMatchObject({ email: 'eva@ejemplo.es' })
    })

    it('per address: many e-mails from one address are stopped too', async () => {
      const small: CredentialsDeps = {
        prisma: db.prisma,
        limiters: {
          ...deps.limiters,
          signInPerIp: new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: () => now }),
        },
      }
      for (let i = 0; i < 3; i++) {
        expect(await authorizeCredentials({ email: `x${i}@ejemplo.es`, password: 'nada-nada' }, '192.0.2.50', small)).toBeNull()
      }
      await expect(authorizeCredentials({ email: 'eva@ejemplo.es', password: 'clave-correcta' }, '192.0.2.50', small))
        .rejects.toThrow(SIGN_IN_RATE_LIMITED)
      // the same e-mail from elsewhere is fine
      expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'clave-correcta' }, '192.0.2.51', small)).not.toBeNull()
    })

    it('a successful sign-in clears the e-mail\'s failed attempts', async () => {
      for (let i = 0; i < 4; i++) await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'mal' }, '203.0.113.1', deps)
      expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'clave-correcta' }, '203.0.113.1', deps)).not.toBeNull()
      for (let i = 0; i < 4; i++) {
        expect(await authorizeCredentials({ email: 'eva@ejemplo.es', password: 'mal' }, '203.0.113.1', deps)).toBeNull()
      }
    })
  })

  describe('OAuth linking by e-mail', () => {
    it('links a new identity to the user with the same e-mail, once', async () => {
      const { user: existing } = await registerUser(db.prisma, { email: 'fer@ejemplo.es', password: '12345678', name: 'Fer' }) as { ok: true; user: { id: string } }
      const identity = { provider: 'github', providerAccountId: '4242', email: 'FER@ejemplo.es', name: 'fer-gh' }
      const first = await linkOAuthAccount(db.prisma, identity)
      const again = await linkOAuthAccount(db.prisma, identity)
      expect([first.id, again.id]).toEqual([existing.id, existing.id])
      expect(await db.prisma.account.count({ where: { userId: existing.id } })).toBe(1)
      // the password still works: linking changed nothing else
      const row = await db.prisma.user.findUniqueOrThrow({ where: { id: existing.id } })
      expect([row.name, row.passwordHash !== null]).toEqual(['Fer', true])
    })

    it('an unknown e-mail makes a new user without a password, found again by its identity', async () => {
      const made = await linkOAuthAccount(db.prisma, { provider: 'google', providerAccountId: 'g-1', email: 'gema@ejemplo.es', name: 'Gema' })
      const row = await db.prisma.user.findUniqueOrThrow({ where: { id: made.id } })
      expect([row.email, row.name, row.passwordHash]).toEqual(['gema@ejemplo.es', 'Gema', null])
      // even if the provider later reports another e-mail, the identity keeps its user
      const later = await linkOAuthAccount(db.prisma, { provider: 'google', providerAccountId: 'g-1', email: 'nuevo@ejemplo.es', name: 'Gema' })
      expect(later.id).toBe(made.id)
      expect(await db.prisma.user.count()).toBe(1)
    })
  })
})
