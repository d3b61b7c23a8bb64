// Sliding-window rate limits for sign-in and sign-up, and the client address they are keyed by.
//
// A sliding-window log: each key keeps the times of its recent attempts, and an attempt is allowed
// while fewer than `limit` fall inside the last `windowMs`. The site keeps these logs in the database
// (DbRateLimiter, table RateLimit), so every server process sharing the database shares the counts and a
// restart forgets nothing; SlidingWindowLimiter is the same rule in memory, for tests and one-off tools.
// The clock is injectable so tests never wait.
//
// The client address: the server wrapper (scripts/server.mjs) records each connection's socket address in
// PEER_ADDRESS_HEADER, proven by a per-process token so a client cannot send the header itself.
// X-Forwarded-For is read only when TRUST_PROXY names how many proxies stand in front of the site, and only an
// entry that is an IP address counts. Limits count an IPv6 client by its /64 (limitSubject): one home or
// phone gets a whole /64, so counting full addresses would let it hop through billions of them.
import { isIP } from 'node:net'
import { getPrisma, type PrismaClient } from './db'

export type RateLimitDecision = {
  allowed: boolean
  /** Attempts still allowed in the current window after this one. */
  remaining: number
  /** When denied: milliseconds until the oldest counted attempt leaves the window. */
  retryAfterMs: number
}

export type SlidingWindowOptions = {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}

/** What the auth code needs of a limiter, in memory or in the database. */
export interface RateLimiter {
  readonly limit: number
  readonly windowMs: number
  /** Records an attempt (also when denied, so hammering keeps the window full) and decides it. */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>
  /** Forgets a key (e.g. after a successful sign-in for that e-mail). */
  reset(key: string): void | Promise<void>
}

/** The sliding-window decision for the attempt times already `kept` inside the window (oldest first). */
function decide(kept: readonly number[], at: number, limit: number, windowMs: number): RateLimitDecision {
  const allowed = kept.length + 1 <= limit
  const oldest = kept[0]
  return {
    allowed,
    remaining: Math.max(0, limit - kept.length - 1),
    retryAfterMs: allowed || oldest === undefined ? 0 : Math.max(0, oldest + windowMs - at),
  }
}

export class SlidingWindowLimiter implements RateLimiter {
  readonly limit: number
  readonly windowMs: number
  private readonly now: () => number
  private readonly maxKeys: number
  private readonly hits = new Map<string, number[]>()

  constructor({ limit, windowMs, now = Date.now, maxKeys = 50_000 }: SlidingWindowOptions) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new Error('SlidingWindowLimiter: limit ≥ 1 and windowMs > 0')
    this.limit = limit
    this.windowMs = windowMs
    this.now = now
    this.maxKeys = maxKeys
  }

  private recent(key: string, at: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => t > at - this.windowMs)
    if (kept.length === 0) this.hits.delete(key)
    else this.hits.set(key, kept)
    return kept
  }

  /** What hit() would decide now, without recording anything. */
  check(key: string): RateLimitDecision {
    const at = this.now()
    return this.decide(this.recent(key, at), at)
  }

  /** Records an attempt (also when denied, so hammering keeps the window full) and decides it. */
  hit(key: string): RateLimitDecision {
    const at = this.now()
    const kept = this.recent(key, at)
    const decision = this.decide(kept, at)
    // A denied attempt still counts, but the log never grows past the limit.
    kept.push(at)
    if (kept.length > this.limit) kept.splice(0, kept.length - this.limit)
    // Re-insert so Map order is "least recently hit first" for eviction.
    this.hits.delete(key)
    this.hits.set(key, kept)
    this.evict(at)
    return decision
  }

  /** Forgets a key (e.g. after a successful sign-in for that e-mail). */
  reset(key: string): void {
    this.hits.delete(key)
  }

  /** Forgets everything. */
  clear(): void {
    this.hits.clear()
  }

  get size(): number {
    return this.hits.size
  }

  private decide(kept: readonly number[], at: number): RateLimitDecision {
    return decide(kept, at, this.limit, this.windowMs)
  }

  private evict(at: number): void {
    if (this.hits.size <= this.maxKeys) return
    for (const key of [...this.hits.keys()]) this.recent(key, at)
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
    }
  }
}

/** Denies when any of the limiters denies; every limiter records the attempt. */
export async function hitAll(entries: readonly (readonly [RateLimiter, string])[]): Promise<RateLimitDecision> {
  const decisions = await Promise.all(entries.map(([limiter, key]) => limiter.hit(key)))
  const denied = decisions.filter((d) => !d.allowed)
  return {
    allowed: denied.length === 0,
    remaining: Math.min(...decisions.map((d) => d.remaining)),
    retryAfterMs: denied.length === 0 ? 0 : Math.max(...denied.map((d) => d.retryAfterMs)),
  }
}

// ---------------------------------------------------------------------------------------------
// In the database

/** Times a hit re-reads and retries when another process changed the same key in between. */
const MAX_RACE_RETRIES = 10
/** Expired rows are deleted at most this often per process (and by prune() on demand). */
const PRUNE_EVERY_MS = 60_000

const parseHits = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((t): t is number => typeof t === 'number' && Number.isFinite(t)) : []
  } catch {
    return []
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'

export type DbRateLimiterOptions = SlidingWindowOptions & {
  /** Names the limiter inside the shared table: keys are stored as "<name>:<key>". */
  name: string
  /** The client, or a function giving it (so the module can be imported before the database is chosen). */
  prisma: PrismaClient | (() => PrismaClient)
}

/**
 * The sliding-window log in table RateLimit: one row per key holding at most `limit` attempt times. A hit
 * reads the row, decides, and writes back only if nobody wrote in between (compare-and-set on `version`;
 * a new key is an insert that fails on a duplicate): on a race it reads again, so any number of processes
 * together allow exactly `limit` attempts per window. Rows whose last attempt left the window are pruned.
 */
export class DbRateLimiter implements RateLimiter {
  readonly limit: number
  readonly windowMs: number
  readonly name: string
  private readonly now: () => number
  private readonly client: () => PrismaClient
  private lastPrune = -Infinity

  constructor({ limit, windowMs, now = Date.now, name, prisma }: DbRateLimiterOptions) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new Error('DbRateLimiter: limit ≥ 1 and windowMs > 0')
    this.limit = limit
    this.windowMs = windowMs
    this.name = name
    this.now = now
    this.client = typeof prisma === 'function' ? prisma : () => prisma
  }

  private rowKey(key: string): string {
    return `${this.name}:${key}`
  }

  async hit(key: string): Promise<RateLimitDecision> {
    const prisma = this.client()
    const id = this.rowKey(key)
    const at = this.now()
    await this.pruneSometimes(at)
    for (let attempt = 0; attempt < MAX_RACE_RETRIES; attempt++) {
      const row = await prisma.rateLimit.findUnique({ where: { key: id } })
      const kept = row ? parseHits(row.hits).filter((t) => t > at - this.windowMs) : []
      const decision = decide(kept, at, this.limit, this.windowMs)
      // A denied attempt still counts, but the log never grows past the limit.
      const next = [...kept, at].slice(-this.limit)
      const data = { hits: JSON.stringify(next), expiresAt: new Date(at + this.windowMs) }
      if (!row) {
        try {
          await prisma.rateLimit.create({ data: { key: id, ...data } })
          return decision
        } catch (error) {
          if (isUniqueViolation(error)) continue
          throw error
        }
      }
      const written = await prisma.rateLimit.updateMany({
        where: { key: id, version: row.version },
        data: { ...data, version: { increment: 1 } },
      })
      if (written.count === 1) return decision
    }
    // Still racing after many tries: refuse rather than let the attempt through uncounted.
    return { allowed: false, remaining: 0, retryAfterMs: 1000 }
  }

  async reset(key: string): Promise<void> {
    await this.client().rateLimit.deleteMany({ where: { key: this.rowKey(key) } })
  }

  /** Deletes every row (of any limiter) whose last attempt has left its window; returns how many. */
  async prune(at: number = this.now()): Promise<number> {
    this.lastPrune = at
    const deleted = await this.client().rateLimit.deleteMany({ where: { expiresAt: { lte: new Date(at) } } })
    return deleted.count
  }

  private async pruneSometimes(at: number): Promise<void> {
    if (at - this.lastPrune >= PRUNE_EVERY_MS) await this.prune(at)
  }
}

const MINUTE = 60_000

/**
 * The limits the site uses (also shown in docs/configuration.md). Sign-up allows a classroom behind one shared address
 * (a few dozen sign-ups an hour) and stops repeated tries at one e-mail, which a mass sign-up from many
 * addresses cannot get round either: every account needs an e-mail of its own.
 */
export const AUTH_RATE_LIMITS = {
  /** Sign-in attempts per e-mail: 5 in 15 minutes (reset by a successful sign-in). */
  signInPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Sign-in attempts per client address (IPv6: per /64), whatever the e-mail: 30 in 15 minutes. */
  signInPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Sign-ups per client address (IPv6: per /64): 40 an hour, a class signing up together. */
  signUpPerIp: { limit: 40, windowMs: 60 * MINUTE },
  /** Sign-up attempts per e-mail address: 3 an hour (a typo retried, not a list tried). */
  signUpPerEmail: { limit: 3, windowMs: 60 * MINUTE },
} as const

export type AuthLimiters = Record<keyof typeof AUTH_RATE_LIMITS, RateLimiter>
type LimiterName = keyof typeof AUTH_RATE_LIMITS
const LIMITER_NAMES = Object.keys(AUTH_RATE_LIMITS) as LimiterName[]

/** The auth limits in this process's memory (tests, tools). The site uses createDbAuthLimiters. */
export function createAuthLimiters(now?: () => number): AuthLimiters & Record<LimiterName, SlidingWindowLimiter> {
  const make = (name: LimiterName) => new SlidingWindowLimiter({ ...AUTH_RATE_LIMITS[name], ...(now ? { now } : {}) })
  return Object.fromEntries(LIMITER_NAMES.map((name) => [name, make(name)])) as Record<LimiterName, SlidingWindowLimiter>
}

/** The auth limits kept in the database, shared by every process using it. */
export function createDbAuthLimiters(prisma: PrismaClient | (() => PrismaClient), now?: () => number): AuthLimiters & Record<LimiterName, DbRateLimiter> {
  const make = (name: LimiterName) =>
    new DbRateLimiter({ ...AUTH_RATE_LIMITS[name], name, prisma, ...(now ? { now } : {}) })
  return Object.fromEntries(LIMITER_NAMES.map((name) => [name, make(name)])) as Record<LimiterName, DbRateLimiter>
}

// On globalThis so Next's dev reloads keep one set (they hold no counts: those are in the database).
const holder = globalThis as typeof globalThis & { __dmAuthLimiters?: AuthLimiters }

/** The site's limiters: in the database named by DATABASE_URL (the client is taken on first use). */
export function authLimiters(): AuthLimiters {
  holder.__dmAuthLimiters ??= createDbAuthLimiters(getPrisma)
  return holder.__dmAuthLimiters
}

// ---------------------------------------------------------------------------------------------
// The client's address

/** Set by scripts/server.mjs on every request: "<token>:<socket address>". */
export const PEER_ADDRESS_HEADER = 'x-dm-peer-address'
/** The per-process token proving the header came from the wrapper (it sets this variable before Next starts). */
export const PEER_TOKEN_ENV = 'DM_PEER_TOKEN'

type HeaderSource = Headers | Record<string, string | string[] | undefined>

/**
 * TRUST_PROXY: how many proxies of our own stand in front of the site (0 or unset: none, the socket's peer is the
 * client). A value that is not a whole number stops the server at start (scripts/server.mjs) and throws here.
 */
export function trustedProxyHops(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = (env.TRUST_PROXY ?? '').trim()
  if (raw === '') return 0
  if (!/^\d{1,2}$/.test(raw)) throw new Error(`TRUST_PROXY debe ser el número de proxies delante del sitio (0, 1, 2…), no «${raw}».`)
  return Number(raw)
}

/** The text a peer or X-Forwarded-For entry names, as an IP address ("[::1]:80" and "1.2.3.4:5" too), or null. */
export function parseAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null
  let text = raw.trim()
  if (text.length === 0 || text.length > 64) return null
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1] ?? ''
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  const version = isIP(text)
  if (version === 0) return null
  const lower = text.toLowerCase()
  // An IPv4 client seen through an IPv6 socket is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  return mapped ? (mapped[1] ?? lower) : lower
}

/**
 * The client's address: the socket peer recorded by the server wrapper, or, when TRUST_PROXY=n, the address the
 * n-th proxy from us saw (X-Forwarded-For read from the right: entries further left were written by the client
 * and prove nothing). Only an IP address is returned: anything else (a proxy's junk, 4,000 characters of it) is
 * "desconocida", never stored. Without the wrapper (next dev) and without a trusted proxy it is "desconocida".
 */
export function clientIp(headers: HeaderSource, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const token = env[PEER_TOKEN_ENV]
  const recorded = get(PEER_ADDRESS_HEADER)
  const peer = token && recorded?.startsWith(`${token}:`) ? parseAddress(recorded.slice(token.length + 1)) ?? undefined : undefined
  const hops = trustedProxyHops(env)
  if (hops === 0) return peer ?? UNKNOWN_ADDRESS
  // Split without limit is fine: the header is bounded by Node's header size limit (16 KB).
  const chain = (get('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter((a) => a !== '')
  if (peer) chain.push(peer)
  // With the peer known it is the last proxy, so the client sits `hops` places before the end; without it,
  // the last proxy's own entry is the client's.
  const index = chain.length - (peer ? 1 + hops : hops)
  return parseAddress(chain[Math.max(0, index)]) ?? UNKNOWN_ADDRESS
}

/** What clientIp answers when it cannot tell: every such request shares one count. */
export const UNKNOWN_ADDRESS = 'desconocida'

/** What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 ("2001:db8:0:1::/64"). */
export function limitSubject(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === '' ? [] : tail.split(':')
  // An IPv4 tail (::ffff:1.2.3.4) takes two of the eight groups.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16)).join(':')}::/64`
}

/** The subject per-address limits count for this request: limitSubject(clientIp(headers)). */
export function clientLimitKey(headers: HeaderSource, env: Readonly<Record<string, string | undefined>> = process.env): string {
  return limitSubject(clientIp(headers, env))
}

/** "15 minutos", "1 minuto": a wait in words, rounded up to whole minutes. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE))
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}
