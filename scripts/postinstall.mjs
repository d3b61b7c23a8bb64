// Runs after every `npm install` / `npm ci`: writes the PostgreSQL twin of prisma/schema.prisma and
// generates both Prisma clients into generated/ (ignored by git): generated/prisma (SQLite) and
// generated/prisma-pg (PostgreSQL). The same as `npm run db:generate`.
// PRISMA_SCHEMA_ENGINE_BINARY=/bin/true: `prisma generate` does not need the native schema engine,
// but Prisma 7 tries to download it first, which fails offline.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { POSTGRES_SCHEMA, ROOT, SOURCE_SCHEMA, writePostgresSchema } from './gen-postgres-schema.mjs'

let prismaCli
try {
  prismaCli = createRequire(path.join(ROOT, 'package.json')).resolve('prisma/build/index.js')
} catch {
  // `npm ci --omit=dev`: no Prisma CLI. The clients must then come from an earlier full install.
  console.warn('postinstall: the prisma CLI is not installed; skipping client generation.')
  process.exit(0)
}

writePostgresSchema(ROOT)
for (const schema of [SOURCE_SCHEMA, POSTGRES_SCHEMA]) {
  const run = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  })
  if (run.status !== 0) {
    console.error(`postinstall: prisma generate --schema ${schema} failed`)
    process.exit(run.status ?? 1)
  }
}
