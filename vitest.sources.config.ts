// `npm run check:sources` (scripts/check-sources.mjs): only the tests that read the rulebook sources.
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: { include: ['lib/**/sources.test.ts', 'lib/**/*.sources.test.ts'], environment: 'node', testTimeout: 60_000, pool: 'forks' },
})
