// `npm run bench [suite …]`: runs bench/index.ts from its esbuild bundle (scripts/bundle.mjs), as
// `npm run dm` runs the CLI, so the figures are those of the code `dm` runs (no tsx, no keepNames),
// or through tsx when esbuild is missing.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleDir, registerTsx, ROOT } from './bundle.mjs'

const dir = await bundleDir('bench', {
  index: 'bench/index.ts',
  'selfplay-pace-host': 'bench/support/selfplay-pace-host.ts',
})
if (dir === null) {
  await registerTsx()
  await import(pathToFileURL(path.join(ROOT, 'bench/index.ts')).href)
} else {
  // Read by bench/suites/bots.ts: its worker threads run the bundled host, as this thread runs bundled code.
  process.env.DM_BENCH_PACE_HOST = path.join(dir, 'selfplay-pace-host.mjs')
  await import(pathToFileURL(path.join(dir, 'index.mjs')).href)
}
