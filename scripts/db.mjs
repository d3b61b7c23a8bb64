// Database migrations without Prisma's native schema engine.
//
// Prisma 7's CLI (`prisma migrate ...`) downloads a native schema-engine binary first, which cannot
// happen on this machine, so this script loads the same engine compiled to WebAssembly
// (@prisma/schema-engine-wasm) and lets it talk to the database through a Prisma driver adapter
// (better-sqlite3 or pg). The SQL it writes and the `_prisma_migrations` table it keeps are the
// ones `prisma migrate` would use.
//
//   npm run db -- deploy          apply pending migrations to DATABASE_URL (default file:./data/dev.db)
//   npm run db -- status          list applied / pending migrations of DATABASE_URL
//   npm run db -- create <name>   after editing prisma/schema.prisma: write
//                                   prisma/migrations/<stamp>_<name>/migration.sql          (SQLite) and
//                                   prisma/postgres/migrations/<stamp>_<name>/migration.sql (PostgreSQL)
//                                 The PostgreSQL one needs a server to replay history on a temporary
//                                 "shadow" database: set SHADOW_POSTGRES_URL (or have DATABASE_URL be
//                                 postgres). Add --sqlite-only to skip it (then the folders disagree
//                                 and `check` fails until the PostgreSQL twin is created).
//   npm run db -- check           fail if prisma/schema.prisma has changes no migration covers, or
//                                 if the two migration folders list different migrations
//                                 (PostgreSQL part only when a postgres URL is available)
//
// DATABASE_URL forms: `file:./data/dev.db` (SQLite, relative to the working directory, the folder is
// created), `file:/abs/path.db`, `postgresql://user:pass@host:5432/db` (or postgres://).
// Set DEBUG_SCHEMA_ENGINE=1 to print the engine's log; DB_PROJECT_ROOT=<dir> to work on <dir>/prisma
// instead of this repository's (the tests use it on a scratch copy).
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as wasmRuntime from '@prisma/schema-engine-wasm/schema_engine_bg'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import { POSTGRES_SCHEMA, ROOT, SOURCE_SCHEMA, writePostgresSchema } from './gen-postgres-schema.mjs'

export const DEFAULT_DATABASE_URL = 'file:./data/dev.db'
const NO_FILTERS = { externalTables: [], externalEnums: [] }

export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//i.test(url)

/** The file path inside a `file:` URL (query string dropped), or null for in-memory databases. */
export function sqlitePath(url) {
  const p = url.replace(/^file:/, '').split('?')[0]
  return p === '' || p === ':memory:' ? null : p
}

/** Connection settings for pg, as separate fields: see shadowFor() for why not connectionString. */
function pgConfig(url) {
  const u = new URL(url)
  const ssl = u.searchParams.get('sslmode')
  return {
    host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password), database: decodeURIComponent(u.pathname.slice(1)) || 'postgres',
    ...(ssl && ssl !== 'disable' ? { ssl: { rejectUnauthorized: ssl === 'verify-full' } } : {}),
  }
}

async function postgresFactory(url) {
  const { PrismaPg } = await import('@prisma/adapter-pg')
  const { default: pg } = await import('pg')
  const cfg = pgConfig(url)
  const admin = async (sql) => {
    const client = new pg.Client(cfg)
    await client.connect()
    try { await client.query(sql) } finally { await client.end() }
  }
  // adapter-pg 7.10 has no column type for PostgreSQL's internal "char" (oid 18), which the engine's
  // introspection queries select: present it as text (oid 25).
  const withCharAsText = (adapter) => {
    const performIO = adapter.performIO.bind(adapter)
    adapter.performIO = async (query) => {
      const result = await performIO(query)
      for (const field of result.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25
      return result
    }
    return adapter
  }
  const factory = new PrismaPg(cfg)
  const connect = factory.connect.bind(factory)
  factory.connect = async () => withCharAsText(await connect())
  // adapter-pg's own shadow database is wrong twice over: given a connectionString it reuses the
  // main database, and it drops the shadow while its pool still holds connections. Own it here.
  factory.connectToShadowDb = async () => {
    const name = `prisma_shadow_${crypto.randomUUID().replaceAll('-', '')}`
    await admin(`CREATE DATABASE "${name}"`)
    const adapter = withCharAsText(await new PrismaPg({ ...cfg, database: name }).connect())
    const dispose = adapter.dispose.bind(adapter)
    adapter.dispose = async () => {
      await dispose()
      await adapter.underlyingDriver().end?.().catch(() => {})
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
    return adapter
  }
  return factory
}

async function sqliteFactory(url) {
  const { PrismaBetterSqlite3 } = await import('@prisma/adapter-better-sqlite3')
  const file = sqlitePath(url)
  if (file) await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  const factory = new PrismaBetterSqlite3({ url: file ? `file:${file}` : ':memory:' })
  // The engine replays migration scripts on the shadow database through executeRaw, and
  // better-sqlite3's prepare() refuses more than one statement: send whole scripts to exec().
  const connectToShadowDb = factory.connectToShadowDb.bind(factory)
  factory.connectToShadowDb = async () => {
    const adapter = await connectToShadowDb()
    const executeRaw = adapter.executeRaw.bind(adapter)
    adapter.executeRaw = async (query) => {
      const body = query.sql.trim().replace(/;\s*$/, '')
      if (query.args.length === 0 && /;\s*\S/.test(body)) {
        await adapter.executeScript(query.sql)
        return 0
      }
      return executeRaw(query)
    }
    return adapter
  }
  return factory
}

let wasmReady = false
async function loadWasm() {
  if (wasmReady) return
  const dir = path.dirname(fileURLToPath(import.meta.resolve('@prisma/schema-engine-wasm')))
  const bytes = await readFile(path.join(dir, 'schema_engine_bg.wasm'))
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { './schema_engine_bg.js': wasmRuntime })
  wasmRuntime.__wbg_set_wasm(instance.exports)
  instance.exports.__wbindgen_start()
  wasmReady = true
}

/** One schema engine bound to one database; the schema and migrations folder follow the engine kind. */
async function openEngine(url) {
  await loadWasm()
  const postgres = isPostgresUrl(url)
  const schemaFile = postgres ? writePostgresSchema(ROOT) : path.join(ROOT, SOURCE_SCHEMA)
  const schemaPath = postgres ? POSTGRES_SCHEMA : SOURCE_SCHEMA
  const schemaText = await readFile(schemaFile, 'utf8')
  const adapter = bindMigrationAwareSqlAdapterFactory(postgres ? await postgresFactory(url) : await sqliteFactory(url))
  const log = process.env.DEBUG_SCHEMA_ENGINE ? (m) => console.error('[schema-engine]', m) : () => {}
  const engine = await wasmRuntime.SchemaEngine.new({ datamodels: [[schemaPath, schemaText]] }, log, adapter)
  return {
    engine, adapter, postgres, schemaText,
    schema: { files: [{ path: schemaPath, content: schemaText }] },
    migrationsDir: path.join(ROOT, path.dirname(schemaPath), 'migrations'),
    provider: postgres ? 'postgresql' : 'sqlite',
  }
}

/** Runs fn with an engine, closing it afterwards and decoding the adapter's errors into the message. */
async function withEngine(url, fn) {
  const ctx = await openEngine(url)
  try {
    return await fn(ctx)
  } catch (error) {
    const message = String(error?.message ?? error)
    const details = [...message.matchAll(/External error id#(\d+)/g)].map(([, id]) => {
      const external = ctx.adapter.errorRegistry.consumeError(Number(id))
      return `external error #${id}: ${JSON.stringify(external?.error ?? external)}`
    })
    throw new Error([message, ...details].join('\n'), { cause: error })
  } finally {
    ctx.engine.free?.()
  }
}

async function listMigrations(migrationsDir) {
  const lockfile = await readFile(path.join(migrationsDir, 'migration_lock.toml'), 'utf8').catch(() => null)
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => [])
  const migrationDirectories = []
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const content = await readFile(path.join(migrationsDir, entry.name, 'migration.sql'), 'utf8')
      .then((value) => ({ tag: 'ok', value }), (err) => ({ tag: 'error', value: String(err.message) }))
    migrationDirectories.push({ path: entry.name, migrationFile: { path: 'migration.sql', content } })
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockfile },
    migrationDirectories,
    shadowDbInitScript: '',
  }
}

/** Applies pending migrations; returns the names applied now. */
export async function deploy(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL) {
  return withEngine(url, async ({ engine, migrationsDir }) => {
    const result = await engine.applyMigrations({ migrationsList: await listMigrations(migrationsDir), filters: NO_FILTERS })
    return result.appliedMigrationNames
  })
}

export async function status(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL) {
  return withEngine(url, async ({ engine, migrationsDir }) => {
    const list = await listMigrations(migrationsDir)
    const result = await engine.diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters: NO_FILTERS })
    return { migrations: list.migrationDirectories.map((d) => d.path), ...result }
  })
}

/** SQL that takes the committed migrations to the current schema ('' when nothing is missing). */
async function pendingSql(url) {
  return withEngine(url, async ({ engine, schema, migrationsDir }) => {
    const list = await listMigrations(migrationsDir)
    const from = list.migrationDirectories.length ? { tag: 'migrations', ...list } : { tag: 'empty' }
    const out = await engine.diff({ from, to: { tag: 'schemaDatamodel', ...schema }, script: true, exitCode: true, filters: NO_FILTERS })
    return out.exitCode === 2 ? out.stdout : ''
  })
}

function lockfileText(provider) {
  return `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${provider}"\n`
}

/** A postgres URL the engine may use to create a shadow database, or null. */
export function postgresShadowUrl() {
  const candidates = [process.env.SHADOW_POSTGRES_URL, process.env.DATABASE_URL]
  return candidates.find((u) => u && isPostgresUrl(u)) ?? null
}

/**
 * Writes `<stamp>_<name>` into both migration folders. Both SQL scripts are computed before either is
 * written, so a failure leaves the folders as they were.
 */
export async function create(name, { sqliteOnly = false, now = new Date() } = {}) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`migration name must be snake_case ([a-z0-9_]+): ${name}`)
  const pgUrl = postgresShadowUrl()
  if (!sqliteOnly && !pgUrl) {
    throw new Error('the PostgreSQL migration needs a server for its shadow database: set SHADOW_POSTGRES_URL=postgresql://... (or pass --sqlite-only)')
  }
  const targets = [{ url: ':memory:', provider: 'sqlite', dir: path.join(ROOT, 'prisma/migrations') }]
  if (!sqliteOnly) targets.push({ url: pgUrl, provider: 'postgresql', dir: path.join(ROOT, 'prisma/postgres/migrations') })
  for (const target of targets) target.sql = await pendingSql(target.url)
  if (targets.every((t) => t.sql === '')) return []
  const folder = `${now.toISOString().replace(/\D/g, '').slice(0, 14)}_${name}`
  const written = []
  for (const target of targets) {
    const dir = path.join(target.dir, folder)
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'migration.sql'), target.sql || '-- No changes for this engine.\n')
    await writeFile(path.join(target.dir, 'migration_lock.toml'), lockfileText(target.provider))
    written.push(path.relative(ROOT, path.join(dir, 'migration.sql')))
  }
  return written
}

/** Problems that would make a deploy diverge between engines or miss a schema change. */
export async function check() {
  const problems = []
  const sqliteList = await listMigrations(path.join(ROOT, 'prisma/migrations'))
  const pgList = await listMigrations(path.join(ROOT, 'prisma/postgres/migrations'))
  const names = (l) => l.migrationDirectories.map((d) => d.path).join(', ')
  if (names(sqliteList) !== names(pgList)) {
    problems.push(`migration folders differ: sqlite [${names(sqliteList)}] vs postgresql [${names(pgList)}]`)
  }
  if (await pendingSql(':memory:')) problems.push('prisma/schema.prisma has SQLite changes without a migration')
  const pgUrl = postgresShadowUrl()
  if (pgUrl && await pendingSql(pgUrl)) problems.push('prisma/schema.prisma has PostgreSQL changes without a migration')
  return { problems, checkedPostgres: pgUrl !== null }
}

async function main(argv) {
  const [command, ...args] = argv
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
  switch (command) {
    case 'deploy': {
      const applied = await deploy(url)
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.')
      return 0
    }
    case 'status': {
      console.log(JSON.stringify(await status(url), null, 2))
      return 0
    }
    case 'create': {
      const name = args.find((a) => !a.startsWith('--'))
      if (!name) break
      const written = await create(name, { sqliteOnly: args.includes('--sqlite-only') })
      console.log(written.length ? `Created:\n  ${written.join('\n  ')}` : 'No schema changes: nothing to create.')
      return 0
    }
    case 'check': {
      const { problems, checkedPostgres } = await check()
      for (const p of problems) console.error(p)
      if (!checkedPostgres) console.log('PostgreSQL drift not checked (no postgres URL in SHADOW_POSTGRES_URL or DATABASE_URL).')
      if (problems.length === 0) console.log('Migrations match the schema.')
      return problems.length ? 1 : 0
    }
  }
  console.error('usage: node scripts/db.mjs deploy | status | create <name> [--sqlite-only] | check')
  return 2
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code },
    (error) => { console.error(error instanceof Error ? error.message : error); process.exitCode = 1 },
  ).finally(() => {
    // pg's pool keeps idle timers alive for ~10 s after the work is done.
    setTimeout(() => process.exit(), 100).unref()
  })
}
