// `npm run dm -- <command> …`: runs lib/cli/main.ts from its esbuild bundle (scripts/bundle.mjs),
// with the worker threads of `dm selfplay`, `dm gauntlet` and `dm lab` bundled beside it, or
// through tsx when esbuild is missing.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleDir, registerTsx, ROOT } from './bundle.mjs'

const dir = await bundleDir('dm', {
  main: 'lib/cli/main.ts',
  'selfplay-worker': 'lib/cli/selfplay-worker.ts',
  'shard-thread': 'lib/server/lab/shard-thread.ts',
})
if (dir === null) {
  await registerTsx()
  await import(pathToFileURL(path.join(ROOT, 'lib/cli/main.ts')).href)
} else {
  // Read by lib/cli/selfplay-workers.ts and lib/cli/commands/lab.ts (and inherited by the threads).
  process.env.DM_SELFPLAY_WORKER = path.join(dir, 'selfplay-worker.mjs')
  process.env.DM_SHARD_THREAD = path.join(dir, 'shard-thread.mjs')
  await import(pathToFileURL(path.join(dir, 'main.mjs')).href)
}
