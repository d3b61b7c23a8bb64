// `npm test`: every test the project has, in the order that fails fastest.
//   1. content check (dm check)   2. typecheck   3. lint (architecture boundaries)   3b. no import circles (depcruise)
//   4. vitest: unit + integration (database tests on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set)
//   5. production build + Playwright end-to-end in Debian's Chromium (found, installed, or explained)
// Options: --skip-e2e (steps 1–4 only), --e2e-only. Prints one closing line "N passed, M failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs'

const args = new Set(process.argv.slice(2))
const skipE2e = args.has('--skip-e2e')
const e2eOnly = args.has('--e2e-only')
const bin = (name) => `node_modules/.bin/${name}`
let passed = 0
let failed = 0

function step(title, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = r.status === 0
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return ok
}

function finish(code) {
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(code)
}

function countVitest(file) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
}
function countPlaywright(file) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.stats?.expected ?? 0
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0)
}

mkdirSync('e2e-out', { recursive: true })
mkdirSync('data', { recursive: true })

if (!e2eOnly) {
  const gates = [
    ['Contenido: npm run -s dm -- check', process.execPath, ['scripts/dm.mjs', 'check']],
    ['Tipos: tsc --noEmit', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['Lint: eslint (fronteras de las librerías puras)', bin('eslint'), ['.', '--max-warnings=0']],
    ['Sin ciclos de importación: depcruise (lib, app, scripts, bench)', bin('depcruise'), ['lib', 'app', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs']],
  ]
  for (const [title, cmd, cmdArgs] of gates) {
    if (step(title, cmd, cmdArgs)) passed += 1
    else { failed += 1; finish(1) }
  }
  rmSync('e2e-out/vitest.json', { force: true })
  const unitOk = step('Vitest: unitarias e integración', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=e2e-out/vitest.json'])
  countVitest('e2e-out/vitest.json')
  if (!unitOk) { if (failed === 0) failed = 1; finish(1) }
}

if (!skipE2e) {
  const chromium = findChromium()
  if (!chromium) { console.error(`\n${HOW_TO_GET_CHROMIUM}`); failed += 1; finish(1) }
  const dbUrl = 'file:./data/e2e.db'
  for (const f of ['data/e2e.db', 'data/e2e.db-journal', 'data/e2e.db-wal', 'data/e2e.db-shm']) rmSync(f, { force: true })
  const env = { DATABASE_URL: dbUrl, NEXT_TELEMETRY_DISABLED: '1' }
  if (!step('Base de datos de e2e: migraciones y catálogo', 'node', ['scripts/db.mjs', 'deploy'], env) ||
      !step('Base de datos de e2e: sembrado desde content/', bin('tsx'), ['scripts/seed.ts'], env) ||
      !step('Compilación de producción: next build', bin('next'), ['build'], env)) { failed += 1; finish(1) }
  rmSync('e2e-out/playwright.json', { force: true })
  const e2eOk = step(`Playwright en ${chromium}`, bin('playwright'), ['test', '--reporter=list,json'],
    { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: 'e2e-out/playwright.json' })
  countPlaywright('e2e-out/playwright.json')
  if (!e2eOk) { if (failed === 0) failed = 1; finish(1) }
}
finish(0)
