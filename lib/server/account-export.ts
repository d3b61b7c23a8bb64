// The account export (GET /api/account/export) as a stream of NDJSON lines, written a few rows at a time.
//
// An account at the documented limits (200 games of about 257 KB) is some 50 MB. Built as one document it took
// 3 s and held the whole of it in memory, times every export running; five at once doubled the server's memory
// and slowed every other reply. Here each line is one record, read from the database a page at a time when the
// client asks for more (a pull stream: a slow reader holds one page, not the account), so memory stays bounded
// whatever the account holds. Lines, in order:
//   {"type":"account","format":"duelo-de-masters/account-export","version":2,"exportedAt":…,"user":{…}}
//   {"type":"deck",…}   one per deck, oldest first (the deck itself in lib/decks's JSON format, under "deck")
//   {"type":"game",…}   one per saved game, oldest first, with everything that replays it
//   {"type":"taumaturgo","name":…,"dice":…,…}   one per Duelo de alientos taumaturgo (issue 31), oldest first
//   {"type":"end","decks":N,"games":M,"taumaturgos":T}   last: a file without it was cut short
//
// Limits per account (exportLimits): one export at a time (a lease row in RateLimit, shared by every server on
// the database, renewed while the stream runs and released when it ends or the client goes away) and
// EXPORT_RATE_LIMIT.limit exports an hour.
import 'server-only'
import { isUniqueViolation, type PrismaClient } from './db'
import { exportDecksPage } from './decks'
import { exportGameLines } from './games'
import { DbRateLimiter, type RateLimitDecision } from './rate-limit'

export const ACCOUNT_EXPORT_FORMAT = 'duelo-de-masters/account-export'
export const ACCOUNT_EXPORT_VERSION = 2
/** Rows read per step: games are up to ~260 KB each, so two at a time (the event loop gets a turn between steps). */
export const EXPORT_GAMES_PAGE = 2
export const EXPORT_DECKS_PAGE = 50
/** Exports per account an hour. */
export const EXPORT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const
/** How long a running export's lease lasts without being renewed (a crashed server's lease runs out). */
export const EXPORT_LEASE_MS = 2 * 60_000

type Step = { lines: string[]; done: boolean }

/**
 * The export's lines, one page per call: the account line first, then decks, then games, then the end line.
 * Null when the user does not exist.
 */
export async function accountExportLines(prisma: PrismaClient, userId: string, now: Date = new Date()): Promise<(() => Promise<Step>) | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, name: true, createdAt: true } })
  if (!user) return null
  let phase: 'account' | 'decks' | 'games' | 'taumaturgos' | 'end' = 'account'
  let after: string | null = null
  const counts = { decks: 0, games: 0, taumaturgos: 0 }
  return async () => {
    switch (phase) {
      case 'account':
        phase = 'decks'
        return {
          done: false,
          lines: [JSON.stringify({
            type: 'account', format: ACCOUNT_EXPORT_FORMAT, version: ACCOUNT_EXPORT_VERSION, exportedAt: now.toISOString(),
            user: { email: user.email, name: user.name, createdAt: user.createdAt.toISOString() },
          })],
        }
      case 'decks': {
        const decks = await exportDecksPage(prisma, userId, after, EXPORT_DECKS_PAGE)
        counts.decks += decks.length
        after = decks.at(-1)?.id ?? null
        if (decks.length < EXPORT_DECKS_PAGE) {
          phase = 'games'
          after = null
        }
        return { done: false, lines: decks.map((deck) => JSON.stringify({ type: 'deck', ...deck })) }
      }
      case 'games': {
        const games = await exportGameLines(prisma, userId, after, EXPORT_GAMES_PAGE)
        counts.games += games.length
        after = games.at(-1)?.id ?? null
        if (games.length < EXPORT_GAMES_PAGE) {
          phase = 'taumaturgos'
          after = null
        }
        return { done: false, lines: games.map((game) => game.line) }
      }
      case 'taumaturgos': {
        // At most MAX_TAUMATURGOS_PER_USER small rows: one page.
        const rows = await prisma.taumaturgo.findMany({ where: { ownerId: userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
        counts.taumaturgos += rows.length
        phase = 'end'
        return {
          done: false,
          lines: rows.map((t) => JSON.stringify({ type: 'taumaturgo', name: t.name, dice: t.dice, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() })),
        }
      }
      case 'end':
        return { done: true, lines: [JSON.stringify({ type: 'end', ...counts })] }
    }
  }
}

/** The lines as a byte stream that reads the next page only when the reader wants more. */
export function linesToStream(next: () => Promise<Step>, hooks: { onPull?: () => Promise<void>; onClose?: () => Promise<void> } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await hooks.onClose?.().catch(() => undefined)
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // A page at a time, with the event loop let through in between: SQLite's driver answers synchronously, so
        // without this a fast reader kept the whole export in one chain of promises and every other request waited.
        await new Promise<void>((resolve) => setImmediate(resolve))
        await hooks.onPull?.()
        // A pull that enqueues nothing is not called again: read on until there is a line or the end.
        let step = await next()
        while (!step.done && step.lines.length === 0) step = await next()
        if (step.lines.length > 0) controller.enqueue(encoder.encode(`${step.lines.join('\n')}\n`))
        if (step.done) {
          controller.close()
          await close()
        }
      } catch (error) {
        controller.error(error)
        await close()
      }
    },
    async cancel() {
      await close()
    },
  }, { highWaterMark: 1 })
}

// ---------------------------------------------------------------------------------------------
// Limits per account

export type ExportLimits = {
  /** Takes the account's export lease and counts an export; why not when refused. */
  start(userId: string): Promise<{ ok: true; renew: () => Promise<void>; release: () => Promise<void> } | { ok: false; reason: 'running' } | { ok: false; reason: 'tooMany'; decision: RateLimitDecision }>
}

const leaseKey = (userId: string) => `exportRunning:${userId}`

export function exportLimits(prisma: PrismaClient | (() => PrismaClient), now: () => number = Date.now): ExportLimits {
  const client = typeof prisma === 'function' ? prisma : () => prisma
  const perHour = new DbRateLimiter({ ...EXPORT_RATE_LIMIT, name: 'exportPerAccount', prisma: client, now })

  /** Creates the lease row, or false when a live one exists (an expired one is taken over). */
  async function takeLease(key: string): Promise<boolean> {
    const data = () => ({ hits: '[]', expiresAt: new Date(now() + EXPORT_LEASE_MS) })
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await client().rateLimit.create({ data: { key, ...data() } })
        return true
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Another export holds it, unless its server died and the lease ran out.
        const { count } = await client().rateLimit.deleteMany({ where: { key, expiresAt: { lte: new Date(now()) } } })
        if (count === 0) return false
      }
    }
    return false
  }

  return {
    async start(userId) {
      const key = leaseKey(userId)
      if (!(await takeLease(key))) return { ok: false, reason: 'running' }
      const decision = await perHour.hit(userId)
      if (!decision.allowed) {
        await client().rateLimit.deleteMany({ where: { key } })
        return { ok: false, reason: 'tooMany', decision }
      }
      return {
        ok: true,
        renew: async () => {
          await client().rateLimit.updateMany({ where: { key }, data: { expiresAt: new Date(now() + EXPORT_LEASE_MS) } })
        },
        release: async () => {
          await client().rateLimit.deleteMany({ where: { key } })
        },
      }
    },
  }
}
