// Prisma CLI configuration (used by `npm run db:generate`, which runs `prisma generate` for the
// source schema and again with `--schema prisma/postgres/schema.prisma`).
// Migrations do NOT go through the Prisma CLI here (it needs a native engine that cannot be
// downloaded): scripts/db.mjs creates and applies them with the wasm schema engine.
import { defineConfig } from 'prisma/config'
import { writePostgresSchema } from './scripts/gen-postgres-schema.mjs'

// Refresh the PostgreSQL twin first, so `prisma generate --schema prisma/postgres/schema.prisma`
// works on a fresh clone and never generates from a stale copy.
writePostgresSchema()

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || 'file:./data/dev.db' },
})
