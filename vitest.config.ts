import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'prisma/**/*.test.ts'],
    // sources.test.ts files compare with the rulebook sources outside the repository: `npm run check:sources` runs them.
    exclude: ['node_modules', 'e2e', '.next*', '**/sources.test.ts', '**/*.sources.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
