// In-memory sliding-window rate limits for sign-in and sign-up.
//
// A sliding-window log: each key keeps the times of its recent attempts, and an attempt is allowed
// while fewer than `limit` fall inside the last `windowMs`. Memory is bounded by `maxKeys` (the
// stalest keys are dropped first). The counters live in this process only: several server
// processes each count on their own, and a restart forgets them (documented in the report/README).
// The clock is injectable so tests never wait.

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

export class SlidingWindowLimiter {
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
    return this.decide(this.recent(key, at), at, 1)
  }

  /** Records an attempt (also when denied, so hammering keeps the window full) and decides it. */
  hit(key: string): RateLimitDecision {
    const at = this.now()
    const kept = this.recent(key, at)
    const decision = this.decide(kept, at, 1)
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

  private decide(kept: readonly number[], at: number, adding: number): RateLimitDecision {
    const allowed = kept.length + adding <= this.limit
    const oldest = kept[0]
    return {
      allowed,
      remaining: Math.max(0, this.limit - kept.length - adding),
      retryAfterMs: allowed || oldest === undefined ? 0 : Math.max(0, oldest + this.windowMs - at),
    }
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
export function hitAll(entries: readonly (readonly [SlidingWindowLimiter, string])[]): RateLimitDecision {
  const decisions = entries.map(([limiter, key]) => limiter.hit(key))
  const denied = decisions.filter((d) => !d.allowed)
  return {
    allowed: denied.length === 0,
    remaining: Math.min(...decisions.map((d) => d.remaining)),
    retryAfterMs: denied.length === 0 ? 0 : Math.max(...denied.map((d) => d.retryAfterMs)),
  }
}

const MINUTE = 60_000

/** The limits the site uses (also shown in the report). */
export const AUTH_RATE_LIMITS = {
  /** Sign-in attempts per e-mail: 5 in 15 minutes (reset by a successful sign-in). */
  signInPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Sign-in attempts per client IP, whatever the e-mail: 30 in 15 minutes. */
  signInPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Sign-ups per client IP: 5 an hour. */
  signUpPerIp: { limit: 5, windowMs: 60 * MINUTE },
} as const

export type AuthLimiters = {
  signInPerEmail: SlidingWindowLimiter
  signInPerIp: SlidingWindowLimiter
  signUpPerIp: SlidingWindowLimiter
}

export function createAuthLimiters(now?: () => number): AuthLimiters {
  return {
    signInPerEmail: new SlidingWindowLimiter({ ...AUTH_RATE_LIMITS.signInPerEmail, ...(now ? { now } : {}) }),
    signInPerIp: new SlidingWindowLimiter({ ...AUTH_RATE_LIMITS.signInPerIp, ...(now ? { now } : {}) }),
    signUpPerIp: new SlidingWindowLimiter({ ...AUTH_RATE_LIMITS.signUpPerIp, ...(now ? { now } : {}) }),
  }
}

// On globalThis so Next's dev reloads keep counting instead of starting over on every edit.
const holder = globalThis as typeof globalThis & { __dmAuthLimiters?: AuthLimiters }

/** The process-wide limiters. */
export function authLimiters(): AuthLimiters {
  holder.__dmAuthLimiters ??= createAuthLimiters()
  return holder.__dmAuthLimiters
}

/**
 * The client's address as the nearest proxy reported it (first X-Forwarded-For hop, then X-Real-IP).
 * Only as trustworthy as the proxy in front of the site; without one, a client can choose it, which
 * is why e-mails are limited separately.
 */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const forwarded = get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || get('x-real-ip')?.trim() || 'desconocida'
}

/** "15 minutos", "1 minuto": a wait in words, rounded up to whole minutes. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE))
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}
