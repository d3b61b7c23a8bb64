import { describe, expect, it } from 'vitest'
import {
  AUTH_RATE_LIMITS, clientIp, clientLimitKey, createAuthLimiters, describeWait, hitAll, limitSubject, parseAddress, PEER_ADDRESS_HEADER, SlidingWindowLimiter,
  trustedProxyHops,
} from './rate-limit'

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => { now += ms } }
}

describe('SlidingWindowLimiter', () => {
  it('allows `limit` attempts in the window and denies the next one', () => {
    const t = clock()
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: t.now })
    const decisions = Array.from({ length: 4 }, () => limiter.hit('ana'))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0])
  })

  it('slides: an attempt leaves the window exactly windowMs after it was made', () => {
    const t = clock()
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 10_000, now: t.now })
    limiter.hit('k')
    t.advance(4_000)
    limiter.hit('k')
    expect(limiter.check('k').allowed).toBe(false)
    expect(limiter.check('k').retryAfterMs).toBe(6_000)
    t.advance(5_999)
    expect(limiter.check('k').allowed).toBe(false)
    t.advance(1)
    // the first attempt (t=0) is out; the second (t=4s) still counts
    expect(limiter.check('k')).toMatchObject({ allowed: true, remaining: 0 })
  })

  it('keeps counting denied attempts, so hammering keeps the door shut', () => {
    const t = clock()
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 10_000, now: t.now })
    limiter.hit('k')
    limiter.hit('k')
    t.advance(9_000)
    expect(limiter.hit('k').allowed).toBe(false)
    t.advance(2_000) // the first two attempts have left the window, the denied one has not
    expect(limiter.hit('k').allowed).toBe(true)
    expect(limiter.hit('k').allowed).toBe(false)
  })

  it('counts keys separately and reset() forgets one key only', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 10_000, now: clock().now })
    limiter.hit('a')
    limiter.hit('b')
    expect(limiter.check('a').allowed).toBe(false)
    limiter.reset('a')
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.check('b').allowed).toBe(false)
  })

  it('check() records nothing', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 10_000, now: clock().now })
    for (let i = 0; i < 5; i++) limiter.check('a')
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('holds at most maxKeys keys, dropping the least recently hit', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 10_000, now: clock().now, maxKeys: 3 })
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key)
    expect(limiter.size).toBe(3)
    expect(limiter.check('a').allowed).toBe(true) // forgotten
    expect(limiter.check('d').allowed).toBe(false)
  })

  it('refuses nonsense settings', () => {
    expect(() => new SlidingWindowLimiter({ limit: 0, windowMs: 1 })).toThrow()
    expect(() => new SlidingWindowLimiter({ limit: 1, windowMs: 0 })).toThrow()
  })
})

describe('hitAll', () => {
  it('denies when any limiter denies, and every limiter records the attempt', async () => {
    const t = clock()
    const perEmail = new SlidingWindowLimiter({ limit: 2, windowMs: 10_000, now: t.now })
    const perIp = new SlidingWindowLimiter({ limit: 5, windowMs: 10_000, now: t.now })
    const attempt = () => hitAll([[perEmail, 'ana@ejemplo.es'], [perIp, '10.0.0.1']])
    expect([(await attempt()).allowed, (await attempt()).allowed, (await attempt()).allowed]).toEqual([true, true, false])
    // three recorded per IP (the denied one too): two more fit in its limit of five
    expect([perIp.hit('10.0.0.1').allowed, perIp.hit('10.0.0.1').allowed, perIp.hit('10.0.0.1').allowed]).toEqual([true, true, false])
  })
})

describe('auth limits', () => {
  it('the site-wide limiters use the documented limits', () => {
    const limiters = createAuthLimiters(clock().now)
    expect(limiters.signInPerEmail.limit).toBe(AUTH_RATE_LIMITS.signInPerEmail.limit)
    expect(limiters.signInPerIp.windowMs).toBe(AUTH_RATE_LIMITS.signInPerIp.windowMs)
    expect(limiters.signUpPerIp.limit).toBe(AUTH_RATE_LIMITS.signUpPerIp.limit)
  })

  it('clientIp: without TRUST_PROXY, the socket peer the wrapper recorded; forwarded headers are ignored', () => {
    const env = { DM_PEER_TOKEN: 'tok' }
    const recorded = { [PEER_ADDRESS_HEADER]: 'tok:203.0.113.7', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }
    expect(clientIp(new Headers(recorded), env)).toBe('203.0.113.7')
    expect(clientIp({ 'x-forwarded-for': '1.2.3.4' }, env)).toBe('desconocida')
    // a client sending the header itself does not know the token
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'otro:9.9.9.9' }, env)).toBe('desconocida')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:9.9.9.9' }, {})).toBe('desconocida')
  })

  it('clientIp: with TRUST_PROXY=n, the address the n-th proxy saw, read from the right of X-Forwarded-For', () => {
    const headers = { [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2', 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.1' }
    // one proxy (10.0.0.2, the peer): the client is what it appended, 10.0.0.1
    expect(clientIp(headers, { DM_PEER_TOKEN: 'tok', TRUST_PROXY: '1' })).toBe('10.0.0.1')
    // two proxies: the entry before, 198.51.100.9; whatever the client wrote further left never counts
    expect(clientIp(headers, { DM_PEER_TOKEN: 'tok', TRUST_PROXY: '2' })).toBe('198.51.100.9')
    expect(clientIp({ 'x-forwarded-for': ['192.0.2.1'] }, { TRUST_PROXY: '1' })).toBe('192.0.2.1')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2' }, { DM_PEER_TOKEN: 'tok', TRUST_PROXY: '3' })).toBe('10.0.0.2')
  })

  it('issue 14: only an IP address counts; junk in X-Forwarded-For or the peer is "desconocida"', () => {
    const env = { DM_PEER_TOKEN: 'tok', TRUST_PROXY: '1' }
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2', 'x-forwarded-for': 'x'.repeat(4000) }, env)).toBe('desconocida')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2', 'x-forwarded-for': '<b>, 10.0.0.1' }, env)).toBe('10.0.0.1')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2', 'x-forwarded-for': '198.51.100.4:5123' }, env)).toBe('198.51.100.4')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:10.0.0.2', 'x-forwarded-for': '[2001:DB8::1]:443' }, env)).toBe('2001:db8::1')
    expect(clientIp({ [PEER_ADDRESS_HEADER]: 'tok:no-es-ip' }, { DM_PEER_TOKEN: 'tok' })).toBe('desconocida')
    expect(parseAddress('::ffff:192.0.2.9')).toBe('192.0.2.9')
    expect(parseAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(parseAddress('999.1.1.1')).toBeNull()
  })

  it('issue 14: per-address limits count an IPv6 client by its /64', () => {
    expect(limitSubject('2001:db8:aa:1:dead:beef:0:7')).toBe('2001:db8:aa:1::/64')
    expect(limitSubject('2001:db8:aa:1::9')).toBe('2001:db8:aa:1::/64')
    expect(limitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitSubject('::1')).toBe('0:0:0:0::/64')
    expect(limitSubject('203.0.113.7')).toBe('203.0.113.7')
    expect(limitSubject('desconocida')).toBe('desconocida')
    const a = clientLimitKey({ [PEER_ADDRESS_HEADER]: 'tok:2001:db8:aa:1::1' }, { DM_PEER_TOKEN: 'tok' })
    const b = clientLimitKey({ [PEER_ADDRESS_HEADER]: 'tok:2001:db8:aa:1:ffff:ffff:ffff:ffff' }, { DM_PEER_TOKEN: 'tok' })
    expect(a).toBe(b)
  })

  it('TRUST_PROXY must be a hop count', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: ' 2 ' })).toBe(2)
    for (const bad of ['true', '-1', '1.5', 'sí']) expect(() => trustedProxyHops({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  })

  it('describeWait rounds up to whole minutes', () => {
    expect(describeWait(1)).toBe('1 minuto')
    expect(describeWait(60_001)).toBe('2 minutos')
  })
})
