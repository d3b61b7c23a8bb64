// Derives prisma/postgres/schema.prisma (ignored by git) from the one source schema,
// prisma/schema.prisma (SQLite flavour). Only the provider and the client's output folder
// differ, so both generated clients expose the same models and the same TypeScript shape.
// Run directly (`node scripts/gen-postgres-schema.mjs`) or through postinstall, scripts/db.mjs
// and prisma.config.ts, which all refresh the twin before using it so it is never stale.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// DB_PROJECT_ROOT lets tests run the scripts on a scratch copy of prisma/ (e.g. to try `create`).
export const ROOT = process.env.DB_PROJECT_ROOT
  ? path.resolve(process.env.DB_PROJECT_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SOURCE_SCHEMA = 'prisma/schema.prisma'
export const POSTGRES_SCHEMA = 'prisma/postgres/schema.prisma'

/** Returns the PostgreSQL twin's text for a source schema's text; throws if a rewrite finds nothing. */
export function toPostgresSchema(source) {
  const rewrites = [
    [/(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"'],
    [/(generator\s+client\s*\{[^}]*output\s*=\s*)"\.\.\/generated\/prisma"/, '$1"../../generated/prisma-pg"'],
  ]
  let text = source
  for (const [pattern, replacement] of rewrites) {
    const next = text.replace(pattern, replacement)
    if (next === text) throw new Error(`gen-postgres-schema: ${pattern} matched nothing in ${SOURCE_SCHEMA}`)
    text = next
  }
  return `// GENERATED from ${SOURCE_SCHEMA} by scripts/gen-postgres-schema.mjs. Do not edit: edit the source.\n${text}`
}

/** Writes the twin under `root` if its content changed; returns its absolute path. */
export function writePostgresSchema(root = ROOT) {
  const target = path.join(root, POSTGRES_SCHEMA)
  const text = toPostgresSchema(readFileSync(path.join(root, SOURCE_SCHEMA), 'utf8'))
  let current = null
  try { current = readFileSync(target, 'utf8') } catch { /* first run */ }
  if (current !== text) {
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
  return target
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(`wrote ${path.relative(process.cwd(), writePostgresSchema())}`)
}
