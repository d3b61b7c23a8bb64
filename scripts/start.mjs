// `npm start`: serves the full site on an embedded SQLite database seeded from content/.
//   - NEXTAUTH_SECRET: taken from the environment, else generated once into .secrets/ (never committed)
//   - DATABASE_URL: default file:./data/dev.db (SQLite); a postgres:// URL switches to PostgreSQL
//   - migrations applied, catalogue synced (idempotent), production build made when sources are newer
//   - then scripts/server.mjs (Next's handler in a thin Node server: real client addresses, clean errors for
//     malformed paths) on PORT (default 3000); TRUST_PROXY=n when n proxies of yours stand in front
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const port = process.env.PORT || '3000'
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
env.DATABASE_URL = process.env.DATABASE_URL || 'file:./data/dev.db'
env.NEXTAUTH_URL = process.env.NEXTAUTH_URL || `http://localhost:${port}`
mkdirSync('data', { recursive: true })

if (!env.NEXTAUTH_SECRET) {
  const file = '.secrets/nextauth-secret'
  if (!existsSync(file)) {
    mkdirSync('.secrets', { recursive: true, mode: 0o700 })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
    console.log('· NEXTAUTH_SECRET no estaba definido: se ha generado uno en .secrets/nextauth-secret')
  }
  env.NEXTAUTH_SECRET = readFileSync(file, 'utf8').trim()
}

function run(title, cmd, args) {
  console.log(`· ${title}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0) { console.error(`✘ ${title} falló`); process.exit(r.status ?? 1) }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

run('Base de datos: migraciones', 'node', ['scripts/db.mjs', 'deploy'])
run('Base de datos: catálogo desde content/', 'node_modules/.bin/tsx', ['scripts/seed.ts'])
const buildId = '.next/BUILD_ID'
const sources = Math.max(...['app', 'lib', 'content', 'public'].map(newestMtime), ...['next.config.mjs', 'scripts/security-headers.mjs'].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)))
if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources || process.env.FORCE_BUILD) run('Compilación de producción (next build)', 'node_modules/.bin/next', ['build'])
const server = spawn(process.execPath, ['scripts/server.mjs'], { stdio: 'inherit', env: { ...env, PORT: port } })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
