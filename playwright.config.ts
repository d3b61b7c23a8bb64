import { defineConfig, devices } from '@playwright/test'

// The end-to-end suite runs against a production build (`next build` first; scripts/test.mjs does it) on a
// database prepared by scripts/test.mjs, in Debian's Chromium: Playwright may not download its own browser here.
const PORT = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://127.0.0.1:${PORT}`
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e-out/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Service workers are blocked except where a spec is about them (e2e/offline.spec.ts): every other
  // journey measures the site itself, and a fresh context per test would otherwise install the worker
  // and fetch every card page in the background each time.
  use: { baseURL, screenshot: 'only-on-failure', trace: 'off', serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs } } },
  ],
  webServer: {
    // The same server as `npm start` (scripts/server.mjs), so the suite sees what users see.
    command: 'node scripts/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.DATABASE_URL || 'file:./data/e2e.db',
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || 'e2e-only-secret-not-for-production',
      NEXT_TELEMETRY_DISABLED: '1',
      E2E: '1',
      // The tables' test clock (lib/server/tables/test-clock.ts): POST /api/test/clock moves their time forward so a
      // spec sees ALI-9's 24 hours run out. Only set here; without it that route is a 404.
      DM_TEST_CLOCK: '1',
    },
  },
})
