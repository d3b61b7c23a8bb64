// Real databases for tests: every engine the site supports, freshly migrated per test file.
//
//   import { describe, expect, it } from 'vitest'
//   import { testDatabases } from '@/lib/server/testing/databases'
//
//   describe.each(testDatabases())('on $name', (db) => {
//     beforeEach(() => db.reset())               // optional: empty every table between tests
//     it('stores a user', async () => {
//       await db.prisma.user.create({ data: { email: 'a@b.es', name: 'A' } })
//       expect(await db.prisma.user.count()).toBe(1)
//     })
//   })
//
// or, same thing: `forEachDatabase((db) => { it(...) })`.
//
// - Always SQLite: a new temporary file, migrated with `node scripts/db.mjs deploy`, deleted after.
// - Also PostgreSQL when TEST_DATABASE_URL names a server (e.g. postgresql://postgres@127.0.0.1:55432/postgres):
//   a new database `dm_test_<random>` is created on it, migrated, and dropped after the file's tests.
//   That URL's user must be allowed to CREATE DATABASE. An unreachable server fails the tests (never
//   skipped silently).
// - Call testDatabases()/forEachDatabase() at the top level of a test file (or inside a describe):
//   it registers beforeAll/afterAll hooks there. `db.prisma` and `db.url` exist once beforeAll ran,
//   i.e. inside tests and hooks, not while collecting tests.
// - Migrations run through the real command, so these tests also prove `npm run db -- deploy` works.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { createPrisma, type PrismaClient } from '../db'

export type EngineName = 'sqlite' | 'postgresql'

export type TestDatabase = {
  readonly name: EngineName
  /** DATABASE_URL of this test file's database (after beforeAll). */
  readonly url: string
  /** A client connected to it (after beforeAll). */
  readonly prisma: PrismaClient
  /** Deletes every row of every table, children first. */
  reset(): Promise<void>
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Runs `node scripts/db.mjs <args>` against `url`; resolves with its output, rejects on failure. */
export function runDbScript(args: readonly string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/db.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString() })
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

async function deployTo(url: string): Promise<void> {
  const result = await runDbScript(['deploy'], { DATABASE_URL: url })
  if (result.code !== 0) throw new Error(`db.mjs deploy failed on ${url}:\n${result.stdout}${result.stderr}`)
}

/** Children before parents, so no foreign key blocks a delete. */
async function resetAll(prisma: PrismaClient): Promise<void> {
  await prisma.$transaction([
    prisma.tableAction.deleteMany(),
    prisma.tableCheckpoint.deleteMany(),
    prisma.onlineTable.deleteMany(),
    prisma.labShard.deleteMany(),
    prisma.labJob.deleteMany(),
    prisma.deckCard.deleteMany(),
    prisma.deck.deleteMany(),
    prisma.game.deleteMany(),
    prisma.catalogueSnapshot.deleteMany(),
    prisma.account.deleteMany(),
    prisma.user.deleteMany(),
    prisma.card.deleteMany(),
    prisma.catalogueState.deleteMany(),
    prisma.rateLimit.deleteMany(),
  ])
}
type Lifecycle = { create(): Promise<string>; destroy(): Promise<void> }

function sqliteLifecycle(): Lifecycle {
  let dir: string | null = null
  return {
    async create() {
      dir = await mkdtemp(path.join(tmpdir(), 'dm-test-sqlite-'))
      const url = `file:${path.join(dir, 'test.db')}`
      await deployTo(url)
      return url
    },
    async destroy() {
      if (dir) await rm(dir, { recursive: true, force: true })
    },
  }
}

function postgresLifecycle(serverUrl: string): Lifecycle {
  const name = `dm_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try { await client.query(sql) } finally { await client.end() }
  }
  let created = false
  return {
    async create() {
      await admin(`CREATE DATABASE "${name}"`)
      created = true
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      await deployTo(url.toString())
      return url.toString()
    },
    async destroy() {
      if (created) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

function makeTestDatabase(name: EngineName, lifecycle: Lifecycle): TestDatabase & { setUp(): Promise<void>; tearDown(): Promise<void> } {
  let url: string | null = null
  let prisma: PrismaClient | null = null
  const notReady = (what: string) => new Error(`testDatabases(): ${name} ${what} is only available inside tests and hooks (after beforeAll)`)
  return {
    name,
    get url() {
      if (url === null) throw notReady('url')
      return url
    },
    get prisma() {
      if (prisma === null) throw notReady('prisma')
      return prisma
    },
    reset() {
      if (prisma === null) throw notReady('reset()')
      return resetAll(prisma)
    },
    async setUp() {
      url = await lifecycle.create()
      prisma = createPrisma(url)
    },
    async tearDown() {
      await prisma?.$disconnect()
      prisma = null
      await lifecycle.destroy()
    },
    // So describe.each(...)('on %s') prints the engine's name.
    toString: () => name,
  } as TestDatabase & { setUp(): Promise<void>; tearDown(): Promise<void> }
}

/**
 * The engines to run database tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Registers beforeAll (create + migrate) and afterAll (disconnect + delete) in the calling scope.
 */
export function testDatabases(): TestDatabase[] {
  const databases = [makeTestDatabase('sqlite', sqliteLifecycle())]
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) databases.push(makeTestDatabase('postgresql', postgresLifecycle(serverUrl)))
  // Set up in parallel: PostgreSQL's CREATE DATABASE and SQLite's file migration overlap.
  beforeAll(async () => { await Promise.all(databases.map((db) => db.setUp())) })
  afterAll(async () => { await Promise.all(databases.map((db) => db.tearDown())) })
  return databases
}

/** `describe.each(testDatabases())('on $name', fn)` in one call. */
export function forEachDatabase(fn: (db: TestDatabase) => void): void {
  describe.each(testDatabases())('on $name', fn)
}
