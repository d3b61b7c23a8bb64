// The bounds of online tables (issue 18): each has a number, and going past it is a clear 4xx or 429.
// They are also listed on /docs and in docs/configuration.md. Tests and the bench may relax the creation quota
// through DM_TABLE_CREATE_LIMIT (tables per client per 10 minutes),
// DM_TABLE_ACTION_RATE (actions per seat per second) and DM_TABLE_STREAMS_PER_CLIENT (open streams per client).
import { SlidingWindowLimiter, type RateLimitDecision } from '../rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const TABLE_LIMITS = {
  /** Tables one client (address) may create per 10 minutes (429 past it). */
  createPerWindow: 10,
  createWindowMs: 10 * MINUTE,
  /** Tables one client may keep waiting for a rival at once (429 past it). */
  waitingPerClient: 5,
  /** Joins one client may make per 10 minutes (429 past it). */
  joinPerWindow: 30,
  /** Open event streams per client on one instance (429 past it), and per instance in all. */
  streamsPerClient: 12,
  streamsPerInstance: 2000,
  /**
   * Bytes a stream may hold unsent (written here, not yet taken by its client): past it the client is taken to be
   * gone (a phone that lost its network sends no close), its stream ends and its seat shows disconnected.
   */
  streamBacklogBytes: 1_000_000,
  /** Actions per seat: 10 a second, in a burst of at most 20 (429 with Retry-After past it). */
  actionsPerSecond: 10,
  actionsBurst: 20,
  /** Request bodies: a deck list is a few KB; an action is under one. */
  createBodyBytes: 32 * 1024,
  actionBodyBytes: 4 * 1024,
  /** A waiting table nobody joins expires (then 404, gone from the lobby). */
  waitingMs: 30 * MINUTE,
  /** A game with no action for this long ends with no winner… */
  idleMs: DAY,
  /** …and no game lasts longer than this from its creation (table age). */
  maxAgeMs: 7 * DAY,
  /** A finished table keeps its record this long. */
  keepFinishedMs: 30 * DAY,
  /** Engine actions a table may hold: past it the game ends with no winner, so no table grows without end. */
  maxSteps: 6000,
  /** Chess clock: minutes per Master and seconds added per decision. */
  clockMinutes: { min: 1, max: 90 },
  clockIncrementSeconds: { min: 0, max: 60 },
  /** Public tables listed by the lobby at most. */
  lobbySize: 50,
  /** Tables listed on /cuenta at most. */
  accountList: 100,
} as const

/** Creations per window, relaxed by DM_TABLE_CREATE_LIMIT for the bench and the end-to-end suite. */
export function createLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.DM_TABLE_CREATE_LIMIT?.trim()
  if (raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0) return Number(raw)
  return TABLE_LIMITS.createPerWindow
}

/** Open event streams per client, raised by DM_TABLE_STREAMS_PER_CLIENT for the fan-out bench (its thousand clients share one address). */
export function streamsPerClient(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.DM_TABLE_STREAMS_PER_CLIENT?.trim()
  if (raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0) return Number(raw)
  return TABLE_LIMITS.streamsPerClient
}

/** Actions per second per seat, raised by DM_TABLE_ACTION_RATE for the bench (which measures the server, not a player). */
export function actionRate(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.DM_TABLE_ACTION_RATE?.trim()
  if (raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0) return Number(raw)
  return TABLE_LIMITS.actionsPerSecond
}

/** A token bucket per seat: `rate` tokens a second, at most `burst` saved. In memory: per instance. */
export class ActionBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()
  constructor(
    private readonly rate: number = TABLE_LIMITS.actionsPerSecond,
    private readonly burst: number = Math.max(TABLE_LIMITS.actionsBurst, rate * 2),
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 20_000,
  ) {}

  take(key: string): RateLimitDecision {
    const at = this.now()
    const b = this.buckets.get(key) ?? { tokens: this.burst, at }
    b.tokens = Math.min(this.burst, b.tokens + ((at - b.at) / 1000) * this.rate)
    b.at = at
    this.buckets.delete(key)
    this.buckets.set(key, b)
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value
      if (oldest !== undefined) this.buckets.delete(oldest)
    }
    if (b.tokens >= 1) {
      b.tokens -= 1
      return { allowed: true, remaining: Math.floor(b.tokens), retryAfterMs: 0 }
    }
    return { allowed: false, remaining: 0, retryAfterMs: Math.ceil(((1 - b.tokens) / this.rate) * 1000) }
  }
}

/** Joins per client: in memory (a join is cheap to refuse and tables bound what it can create). */
export const newJoinLimiter = (): SlidingWindowLimiter =>
  new SlidingWindowLimiter({ limit: TABLE_LIMITS.joinPerWindow, windowMs: TABLE_LIMITS.createWindowMs })
