// `npm run check:sources`: compares the project's rules data with the rulebook sources (every rule of INDEX.md and
// every ruling of RULINGS.md covered once, no sentence copied from the reglamento or the manual). The sources are not
// part of the repository: they live in shared/rules beside the checkout, or wherever DM_SHARED_DIR points. `npm test`
// never needs them; CI (.ci/run) runs this command with the sources beside the checkout.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sharedDir = path.resolve(root, process.env.DM_SHARED_DIR || '../shared')
const needed = ['INDEX.md', 'RULINGS.md', 'reglamento-duelo-de-masters-v2.4.txt', 'manual-dalmas-y-reliquias.txt', 'duelo-de-alientos.txt', 'ALIENTOS-RULINGS.md']
const missing = needed.filter((name) => !existsSync(path.join(sharedDir, 'rules', name)))
if (missing.length > 0) {
  console.error(`✘ check:sources: faltan las reglas fuente en ${path.join(sharedDir, 'rules')}: ${missing.join(', ')}.`)
  console.error('  Pon la carpeta shared/ (con rules/) junto al repositorio, o indica dónde está con DM_SHARED_DIR=/ruta/a/shared.')
  process.exit(2)
}
const r = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.sources.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DM_SHARED_DIR: sharedDir },
})
process.exit(r.status ?? 1)
