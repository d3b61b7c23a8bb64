// How heavy a page is for a phone, measured the way issue 9 defines a route's JavaScript budget:
// the script bytes that cross the wire (as compressed by the server) while a 412×823 phone
// loads the page until the network is idle, service workers blocked, prefetches included.
// Shared by the budget spec and scripts/perf.mjs, so the test and the report count the same.
import type { Browser, BrowserContextOptions } from '@playwright/test'

export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
}

/** Budgets in KiB of compressed script per route (issue 9); tool pages to come get the tools' 280. */
export const JS_BUDGETS_KIB: readonly { label: string; path: string; kib: number }[] = [
  { label: '/', path: '/', kib: 150 },
  { label: 'una carta', path: '/cartas/daga', kib: 150 },
  { label: 'una reliquia', path: '/reliquias/elixir-de-misal', kib: 150 },
  { label: '/reglas', path: '/reglas', kib: 150 },
  { label: '/cartas', path: '/cartas', kib: 190 },
  { label: 'las cartas valoradas', path: '/laboratorio/cartas', kib: 190 },
  { label: 'los mazos evolucionados', path: '/laboratorio/mazos', kib: 150 },
  { label: '/mazos', path: '/mazos', kib: 175 },
  { label: '/probar', path: '/probar', kib: 280 },
  // The guided first game loads the engine and the board at once (issue 27): a tool's budget.
  { label: '/aprender', path: '/aprender', kib: 280 },
]

/** Tool pages being built on other branches: held to the tools' budget as soon as they exist. */
export const TOOL_PAGES_TO_COME: readonly { path: string; kib: number }[] = [
  { path: '/calculadora', kib: 280 },
  { path: '/partida', kib: 280 },
  { path: '/laboratorio', kib: 280 },
]

export type ScriptWeight = { bytes: number; files: { url: string; bytes: number }[] }

const isScript = (resourceType: string, contentType: string | undefined): boolean =>
  resourceType === 'script' || /javascript/.test(contentType ?? '')

/**
 * Loads `url` in a fresh phone context (empty cache) and sums the body bytes on the wire of every
 * script response until no request has been in flight for a second (prefetches start only once
 * the page is idle, so the load event is not the end).
 */
export async function measureScripts(browser: Browser, url: string): Promise<ScriptWeight> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const pending: Promise<void>[] = []
  const files: { url: string; bytes: number }[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  page.on('request', () => { inFlight += 1; lastActivity = Date.now() })
  page.on('requestfailed', () => { inFlight -= 1; lastActivity = Date.now() })
  page.on('requestfinished', (request) => {
    inFlight -= 1
    lastActivity = Date.now()
    pending.push((async () => {
      const response = await request.response()
      if (!response || !isScript(request.resourceType(), response.headers()['content-type'])) return
      const sizes = await request.sizes()
      files.push({ url: request.url(), bytes: sizes.responseBodySize })
    })())
  })
  try {
    await page.goto(url, { waitUntil: 'load' })
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 1500)) await page.waitForTimeout(100)
    await Promise.all(pending)
  } finally {
    await context.close()
  }
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files }
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10
