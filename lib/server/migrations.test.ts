// The committed migrations, the db.mjs commands and the PostgreSQL twin of the schema.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toPostgresSchema } from '../../scripts/gen-postgres-schema.mjs'
import { createPrisma, isPostgresUrl } from './db'
import { REPO_ROOT, runDbScript, testDatabases } from './testing/databases'

const SQLITE_DIR = path.join(REPO_ROOT, 'prisma/migrations')
const PG_DIR = path.join(REPO_ROOT, 'prisma/postgres/migrations')
const pgServer = process.env.TEST_DATABASE_URL

async function migrationNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort()
}

describe('committed migrations', () => {
  it('both engines have the same migrations, each with its SQL and the right lock file', async () => {
    const sqlite = await migrationNames(SQLITE_DIR)
    expect(sqlite.length).toBeGreaterThan(0)
    expect(await migrationNames(PG_DIR)).toEqual(sqlite)
    for (const name of sqlite) {
      expect(await readFile(path.join(SQLITE_DIR, name, 'migration.sql'), 'utf8')).toMatch(/CREATE|ALTER|DROP|No changes/)
      expect(await readFile(path.join(PG_DIR, name, 'migration.sql'), 'utf8')).toMatch(/CREATE|ALTER|DROP|No changes/)
    }
    expect(await readFile(path.join(SQLITE_DIR, 'migration_lock.toml'), 'utf8')).toMatch(/provider = "sqlite"/)
    expect(await readFile(path.join(PG_DIR, 'migration_lock.toml'), 'utf8')).toMatch(/provider = "postgresql"/)
  })

  it('cover every change in prisma/schema.prisma (db.mjs check)', async () => {
    const env: Record<string, string> = pgServer ? { SHADOW_POSTGRES_URL: pgServer } : {}
    const result = await runDbScript(['check'], env)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Migrations match the schema.')
  })
})

describe('PostgreSQL twin of the schema', () => {
  it('differs from the source only in provider and client folder', async () => {
    const source = await readFile(path.join(REPO_ROOT, 'prisma/schema.prisma'), 'utf8')
    const twin = toPostgresSchema(source)
    expect(twin).toContain('provider = "postgresql"')
    expect(twin).toContain('"../../generated/prisma-pg"')
    const models = (text: string) => text.slice(text.search(/^model /m))
    expect(models(twin)).toBe(models(source))
  })

  it('refuses a source schema it cannot rewrite instead of writing a copy', () => {
    expect(() => toPostgresSchema('datasource db {\n  provider = "mysql"\n}\n')).toThrow(/matched nothing/)
  })
})

describe.each(testDatabases())('deploy on $name', (db) => {
  it('recorded every committed migration as applied on the fresh database', async () => {
    const expected = await migrationNames(isPostgresUrl(db.url) ? PG_DIR : SQLITE_DIR)
    const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string; finished: number | boolean }[]>(
      'SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE rolled_back_at IS NULL ORDER BY migration_name',
    )
    expect(rows.map((r) => r.migration_name)).toEqual(expected)
    expect(rows.every((r) => Boolean(Number(r.finished)))).toBe(true)
  })

  it('a second deploy applies nothing and status reports a clean history', async () => {
    // Deploy runs before the site opens the database (npm start, scripts/test.mjs). The schema engine cannot
    // initialise beside another connection to an SQLite file in WAL mode, so this test's own client lets go first.
    await db.prisma.$disconnect()
    const again = await runDbScript(['deploy'], { DATABASE_URL: db.url })
    expect([again.code, again.stdout.trim()]).toEqual([0, 'No pending migrations.'])
    const status = await runDbScript(['status'], { DATABASE_URL: db.url })
    expect(status.code).toBe(0)
    expect(JSON.parse(status.stdout)).toMatchObject({ failedMigrationNames: [], editedMigrationNames: [], hasMigrationsTable: true })
  })
})

// `create` on a scratch copy of prisma/: a schema change becomes one migration per engine, and
// deploy then brings a fresh database to the new schema.
describe('db.mjs create', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dm-create-'))
    await cp(path.join(REPO_ROOT, 'prisma'), path.join(root, 'prisma'), {
      recursive: true,
      filter: (src) => !src.endsWith(`${path.sep}postgres${path.sep}schema.prisma`),
    })
  })
  afterAll(async () => { await rm(root, { recursive: true, force: true }) })

  const env = (extra: Record<string, string> = {}) => ({ DB_PROJECT_ROOT: root, SHADOW_POSTGRES_URL: '', DATABASE_URL: '', ...extra })

  it('writes nothing when the schema has no change', async () => {
    const result = await runDbScript(['create', 'nada', '--sqlite-only'], env())
    expect(result.stdout).toContain('No schema changes')
    expect(await migrationNames(path.join(root, 'prisma/migrations'))).toEqual(await migrationNames(SQLITE_DIR))
  })

  it('without a PostgreSQL server for the shadow database it refuses and writes nothing', async () => {
    const schemaFile = path.join(root, 'prisma/schema.prisma')
    const source = await readFile(path.join(REPO_ROOT, 'prisma/schema.prisma'), 'utf8')
    await writeFile(schemaFile, source.replace(/(model Card \{\n)/, '$1  rarity    String?\n'))
    const result = await runDbScript(['create', 'add_rarity'], env())
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SHADOW_POSTGRES_URL')
    expect(await migrationNames(path.join(root, 'prisma/migrations'))).toEqual(await migrationNames(SQLITE_DIR))
  })

  it('turns a new column into a migration for each engine that deploy applies', async () => {
    const created = await runDbScript(['create', 'add_rarity', ...(pgServer ? [] : ['--sqlite-only'])], env(pgServer ? { SHADOW_POSTGRES_URL: pgServer } : {}))
    expect(created.code).toBe(0)
    const committed = await migrationNames(SQLITE_DIR)
    const added = (await migrationNames(path.join(root, 'prisma/migrations'))).filter((n) => !committed.includes(n))
    expect(added).toHaveLength(1)
    const folder = added[0] as string
    expect(folder).toMatch(/^\d{14}_add_rarity$/)
    expect(await readFile(path.join(root, 'prisma/migrations', folder, 'migration.sql'), 'utf8')).toMatch(/"rarity" TEXT/)
    if (pgServer) {
      expect(await readFile(path.join(root, 'prisma/postgres/migrations', folder, 'migration.sql'), 'utf8')).toMatch(/ADD COLUMN\s+"rarity" TEXT/)
    }

    const file = path.join(root, 'fresh.db')
    const deployed = await runDbScript(['deploy'], env({ DATABASE_URL: `file:${file}` }))
    expect(deployed.stdout).toContain(folder)
    const prisma = createPrisma(`file:${file}`)
    try {
      const columns = await prisma.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM pragma_table_info(\'Card\')')
      expect(columns.map((c) => c.name)).toContain('rarity')
    } finally {
      await prisma.$disconnect()
    }

    if (!pgServer) return
    const name = `dm_create_${process.pid}`
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: pgServer })
      await client.connect()
      try { await client.query(sql) } finally { await client.end() }
    }
    await admin(`CREATE DATABASE "${name}"`)
    try {
      const url = new URL(pgServer)
      url.pathname = `/${name}`
      const onPg = await runDbScript(['deploy'], env({ DATABASE_URL: url.toString() }))
      expect(onPg.stdout).toContain(folder)
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        const { rows } = await client.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'Card' AND column_name = 'rarity'`,
        )
        expect(rows).toHaveLength(1)
      } finally {
        await client.end()
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
  })
})

// SQLite cannot alter most columns in place: Prisma rebuilds the table (create new, copy, drop old).
// Dropping a parent table with foreign keys on would fire ON DELETE CASCADE and empty DeckCard, so
// every later migration must keep the rows that existed before it.
describe('upgrading a SQLite database that holds data', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dm-upgrade-'))
    const first = (await migrationNames(SQLITE_DIR))[0] as string
    await cp(path.join(SQLITE_DIR, first), path.join(root, 'prisma/migrations', first), { recursive: true })
    await cp(path.join(SQLITE_DIR, 'migration_lock.toml'), path.join(root, 'prisma/migrations/migration_lock.toml'))
    await cp(path.join(REPO_ROOT, 'prisma/schema.prisma'), path.join(root, 'prisma/schema.prisma'))
  })
  afterAll(async () => { await rm(root, { recursive: true, force: true }) })

  it('keeps users, cards, decks and deck cards through every later migration', async () => {
    const url = `file:${path.join(root, 'old.db')}`
    const initOnly = await runDbScript(['deploy'], { DB_PROJECT_ROOT: root, DATABASE_URL: url })
    expect(initOnly.code).toBe(0)
    // Rows written with the first migration's columns, which never change.
    const old = new Database(path.join(root, 'old.db'))
    old.exec(`
      INSERT INTO "User" (id, email, name) VALUES ('u1', 'ana@ejemplo.es', 'Ana');
      INSERT INTO "Card" (id, name, type, data, hash, updatedAt) VALUES ('c1', 'Poción', 'potion', '{}', 'h1', 0);
      INSERT INTO "Deck" (id, ownerId, name, entries, problems, legal, cardCount, catalogueVersion, cardHashes, updatedAt)
        VALUES ('d1', 'u1', 'Mazo', '[{"cardId":"c1","count":2}]', '[]', 1, 2, 'v1', '{"c1":"h1"}', 0);
      INSERT INTO "DeckCard" (deckId, cardId, count) VALUES ('d1', 'c1', 2);
    `)
    old.close()

    const upgrade = await runDbScript(['deploy'], { DATABASE_URL: url })
    expect(upgrade.code).toBe(0)
    const prisma = createPrisma(url)
    try {
      expect(await prisma.deckCard.findMany()).toEqual([{ deckId: 'd1', cardId: 'c1', count: 2 }])
      expect(await prisma.deck.findUniqueOrThrow({ where: { id: 'd1' } })).toMatchObject({ ownerId: 'u1', name: 'Mazo', cardHashes: '{"c1":"h1"}' })
      expect(await prisma.user.count()).toBe(1)
      expect(await prisma.card.count()).toBe(1)
    } finally {
      await prisma.$disconnect()
    }
  })
})

// Issue 13: account games saved before engine versions stay as they were, and read as version 1 (the page
// then says plainly that it cannot replay them; nothing is dropped or rewritten).
describe('upgrading a SQLite database that holds saved games', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dm-upgrade-games-'))
    const names = await migrationNames(SQLITE_DIR)
    for (const name of names.slice(0, names.indexOf('20261201080545_saved_games') + 1)) {
      await cp(path.join(SQLITE_DIR, name), path.join(root, 'prisma/migrations', name), { recursive: true })
    }
    await cp(path.join(SQLITE_DIR, 'migration_lock.toml'), path.join(root, 'prisma/migrations/migration_lock.toml'))
    await cp(path.join(REPO_ROOT, 'prisma/schema.prisma'), path.join(root, 'prisma/schema.prisma'))
  })
  afterAll(async () => { await rm(root, { recursive: true, force: true }) })

  it('keeps every field of a game saved before engine versions, and reads it as engine version 1', async () => {
    const url = `file:${path.join(root, 'old.db')}`
    expect((await runDbScript(['deploy'], { DB_PROJECT_ROOT: root, DATABASE_URL: url })).code).toBe(0)
    const old = new Database(path.join(root, 'old.db'))
    old.exec(`
      INSERT INTO "User" (id, email, name) VALUES ('u1', 'ana@ejemplo.es', 'Ana');
      INSERT INTO "Game" (id, userId, title, mode, bot, variant, seed, codeA, codeB, line, status, result, winner, turns, decisions,
                          catalogueVersion, cards, override, revision, createdAt, updatedAt)
        VALUES ('g1', 'u1', 'A contra B', 'bot', 'search', 'rapida', 4294967295, 'codigo-a', 'codigo-b', '-3014-4012412a', 'finished',
                'Gana el Master 1.', 0, 14, 9, 'v1', '[]', NULL, 3, 0, 0);
    `)
    old.close()

    expect((await runDbScript(['deploy'], { DATABASE_URL: url })).code).toBe(0)
    const prisma = createPrisma(url)
    try {
      expect(await prisma.game.findUniqueOrThrow({ where: { id: 'g1' } })).toMatchObject({
        userId: 'u1', title: 'A contra B', mode: 'bot', bot: 'search', variant: 'rapida', seed: 4294967295n, codeA: 'codigo-a', codeB: 'codigo-b',
        line: '-3014-4012412a', status: 'finished', result: 'Gana el Master 1.', winner: 0, turns: 14, decisions: 9, catalogueVersion: 'v1',
        cards: '[]', override: null, revision: 3, engineVersion: 1,
      })
    } finally {
      await prisma.$disconnect()
    }
  })
})
