// The Prisma client for whichever database DATABASE_URL names: SQLite (`file:...`, the default
// `file:./data/dev.db`) or PostgreSQL (`postgres://` / `postgresql://`). Two clients are generated
// from the same models (generated/prisma, generated/prisma-pg, by postinstall / `npm run db:generate`);
// the SQLite one's type stands for both, since their model APIs are identical.
// No `import 'server-only'` here: the seed script and tests import this file outside Next.
// Migrations are not applied here: run `npm run db -- deploy` first (scripts/db.mjs).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaPg } from '@prisma/adapter-pg'
import { Prisma, PrismaClient as SqliteClient } from '../../generated/prisma/client'
import { PrismaClient as PostgresClient } from '../../generated/prisma-pg/client'

export type PrismaClient = SqliteClient
export type { User, Account, Card as CardRow, CatalogueState, Deck as DeckRow, DeckCard, Game as GameRow, OnlineTable as TableRow, Taumaturgo as TaumaturgoRow } from '../../generated/prisma/client'
export { Prisma }

export const DEFAULT_DATABASE_URL = 'file:./data/dev.db'

/** DATABASE_URL, or the default when unset or empty (an empty URL would open an anonymous SQLite DB). */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** The file a `file:` URL points at (query string dropped), or null for an in-memory database. */
export function sqliteFilePath(url: string): string | null {
  const file = url.replace(/^file:/, '').split('?')[0] ?? ''
  return file === '' || file === ':memory:' ? null : file
}

/**
 * SQLite in WAL mode with synchronous=NORMAL (the usual settings for a server; Rails, for one, defaults to them):
 * a commit appends to the write-ahead log without waiting for the disk, which is synced at checkpoints, and
 * readers never wait for the writer. better-sqlite3 is synchronous, so in the default rollback journal every
 * commit held the whole process for its fsyncs (tens of ms on a busy disk, for every request and event stream).
 * A crash of the process loses nothing committed; a power cut may lose the last commits, never the file's
 * integrity. The log lives beside the file (`<file>-wal`, `<file>-shm`): copy the database with SQLite's
 * backup (`sqlite3 dev.db ".backup copy.db"`), not with `cp`, while the site runs.
 */
class WalSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect()
    await adapter.executeScript('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;')
    return adapter
  }
}

export function createPrisma(url: string = databaseUrl()): PrismaClient {
  if (isPostgresUrl(url)) {
    // Same models, same generated API: only the provider differs, so the cast is sound.
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient
  }
  const file = sqliteFilePath(url)
  // better-sqlite3 cannot create the folder, and its error ("unable to open database file") hides why.
  if (file) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return new SqliteClient({ adapter: new WalSqlite({ url: file ? `file:${file}` : ':memory:' }) })
}

// Kept on globalThis so Next's dev reloads reuse one connection pool instead of leaking one per edit.
const holder = globalThis as typeof globalThis & { __dmPrisma?: { url: string; client: PrismaClient } }

/** The process-wide client for DATABASE_URL, created on first use (a new URL gets a new client). */
export function getPrisma(): PrismaClient {
  const url = databaseUrl()
  if (holder.__dmPrisma?.url !== url) {
    void holder.__dmPrisma?.client.$disconnect()
    holder.__dmPrisma = { url, client: createPrisma(url) }
  }
  return holder.__dmPrisma.client
}

/** E-mails are stored lower-cased and trimmed, so `User.email @unique` ignores case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const hasCode = (error: unknown, code: string): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code

/** A unique constraint failed (e-mail taken, OAuth account already linked). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, 'P2002')
/** A foreign key failed (e.g. a DeckCard naming a card id the Card table lacks). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, 'P2003')
/** update/delete found no row (e.g. a deck whose revision moved on: treat as a 409). */
export const isRecordNotFound = (error: unknown): boolean => hasCode(error, 'P2025')
