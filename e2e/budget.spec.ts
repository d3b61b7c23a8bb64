import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { JS_BUDGETS_KIB, TOOL_PAGES_TO_COME, kib, measureScripts } from './weight'

// A phone at the game table: each route's JavaScript stays within its budget (issue 9), counted as
// compressed script bytes on the wire until the network is idle, prefetches included.

for (const route of JS_BUDGETS_KIB) {
  test(`JavaScript de ${route.label} (${route.path}) dentro de ${route.kib} KiB`, async ({ browser, baseURL }) => {
    const weight = await measureScripts(browser, new URL(route.path, baseURL).href)
    const heaviest = [...weight.files].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
      .map((f) => `${kib(f.bytes)} KiB ${new URL(f.url).pathname}`)
    console.log(`${route.label}: ${kib(weight.bytes)} KiB en ${weight.files.length} scripts`)
    expect(weight.files.length, 'la página carga algún script').toBeGreaterThan(0)
    expect(kib(weight.bytes), `${route.path} pesa demasiado; los más pesados: ${heaviest.join(', ')}`).toBeLessThanOrEqual(route.kib)
  })
}

test('the tool pages to come (/calculadora, /partida, /laboratorio) keep to the tools\' 280 KiB once they exist', async ({ browser, baseURL, request }) => {
  for (const route of TOOL_PAGES_TO_COME) {
    const status = (await request.get(route.path)).status()
    // Not built yet on this branch is the only acceptable reason to have nothing to measure.
    expect([200, 404], route.path).toContain(status)
    if (status !== 200) continue
    const weight = await measureScripts(browser, new URL(route.path, baseURL).href)
    console.log(`${route.path}: ${kib(weight.bytes)} KiB`)
    expect(kib(weight.bytes), route.path).toBeLessThanOrEqual(route.kib)
  }
})

test('the header prefetches a page on intent only: nothing on sight, the page once the pointer is over its link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const prefetched: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
  })
  try {
    await page.goto(new URL('/mazos', baseURL).href, { waitUntil: 'load' })
    // Next prefetches links in view once the page is idle: give it that time.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    expect(prefetched, 'ningún enlace se precarga solo por estar a la vista').toEqual([])
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Reglas' }).hover()
    await expect.poll(() => prefetched.includes('/reglas'), { message: 'pasar el puntero por «Reglas» la precarga' }).toBe(true)
    // A heavy page is not prefetched even on intent (heavy-paths.ts).
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Probar' }).hover()
    await page.waitForTimeout(1000)
    expect(prefetched).not.toContain('/probar')
  } finally {
    await context.close()
  }
})

test('the scripts every page runs first are served with V8\'s compile hint on their first line (scripts/compile-hints.mjs)', async ({ request }) => {
  const manifest = JSON.parse(readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
  const roots = manifest.rootMainFiles.filter((f) => f.endsWith('.js'))
  expect(roots.length, 'React, el enrutador de Next y el arranque de Turbopack').toBeGreaterThanOrEqual(3)
  const html = await (await request.get('/partida')).text()
  for (const file of roots) {
    const url = `/_next/${file}`
    expect(html, `/partida carga ${url}`).toContain(url)
    const body = await (await request.get(url)).text()
    expect(body.split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad')
  }
})

test('/cartas keeps the cards out of its page data: its tiles are HTML only, and the browser fetches the cards when the reader searches (issue 28)', async ({ request }) => {
  const html = await (await request.get('/cartas')).text()
  // The RSC payload, which the browser decodes as the page starts (inline self.__next_f.push scripts).
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => m[1] ?? '').join('')
  expect(payload.length, 'la página lleva datos para React').toBeGreaterThan(1000)
  const { version } = (await (await request.get('/api/offline')).json()) as { version: string }
  const cards = ((await (await request.get(`/datos/catalogo/${version}`)).json()) as { cards: { id: string; name: string }[] }).cards
  // Every card is in the HTML, as a tile linking its page...
  for (const card of cards) expect(html, card.id).toContain(`href="/cartas/${card.id}"`)
  // ...and none in the payload: 143 cards were 61 KB of its 96 KB.
  expect(cards.filter((c) => payload.includes(c.name)).map((c) => c.name), 'cartas en los datos de la página').toEqual([])
  expect(kib(payload.length), 'KiB de datos de la página').toBeLessThanOrEqual(40)
})

// The scripts a page names in its HTML (Next starts them with `async` in <head>): what a phone downloads before the page
// can answer, and what Lighthouse's simulated LCP prices at 1.6 Mbps whenever they finish before the first paint
// (docs/weight-and-speed.md, issue 28). Counted gzip-compressed at zlib's default level, so the figure depends on the
// build alone, not on the server's compression. The builder's import readers, export writers and the charts' loader
// left /mazos's (169.9 → 165.9 KiB); the rest is React, Next's router and Turbopack's runtime, shared with /cartas.
const HEAD_SCRIPT_BUDGETS_KIB = [
  { path: '/mazos', kib: 167 },
  { path: '/cartas', kib: 145.5 },
] as const

for (const route of HEAD_SCRIPT_BUDGETS_KIB) {
  test(`the scripts ${route.path}'s HTML starts weigh at most ${route.kib} KiB compressed (issue 28)`, async ({ request }) => {
    const html = await (await request.get(route.path)).text()
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\bnoModule\b/i.test(m[0]))
      .map((m) => m[1] ?? '')
    expect(sources.length, 'la página arranca con algún script').toBeGreaterThan(0)
    const sizes = await Promise.all(sources.map(async (src) => {
      const response = await request.get(src)
      expect(response.ok(), src).toBe(true)
      return { src, bytes: gzipSync(await response.body()).length }
    }))
    const total = sizes.reduce((sum, f) => sum + f.bytes, 0)
    const heaviest = [...sizes].sort((a, b) => b.bytes - a.bytes).slice(0, 4).map((f) => `${kib(f.bytes)} KiB ${f.src}`)
    console.log(`${route.path}: ${kib(total)} KiB en ${sizes.length} scripts de arranque`)
    expect(kib(total), `${route.path}: ${heaviest.join(', ')}`).toBeLessThanOrEqual(route.kib)
  })
}

test('/mazos on a phone lays out its text in at most 9 font strikes (family, size, weight, style) (issue 28)', async ({ browser, baseURL }) => {
  // Each new strike is a synchronous call to the browser process during the first layout, which Lighthouse counts in
  // /mazos's blocking time: the builder's styles reuse the sizes and weights the page already has (builder.module.css).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  const page = await context.newPage()
  try {
    await page.goto(new URL('/mazos', baseURL).href, { waitUntil: 'networkidle' })
    const strikes = await page.evaluate(() => {
      const found = new Map<string, string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const isText = node.nodeType === Node.TEXT_NODE
        // Text, and the controls that draw text of their own (a value, a placeholder, the chosen option).
        if (isText ? !node.textContent?.trim() : !['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes((node as Element).tagName)) continue
        const element = isText ? node.parentElement : (node as Element)
        if (element === null || element.getClientRects().length === 0) continue
        const s = getComputedStyle(element)
        const key = `${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}`
        if (!found.has(key)) found.set(key, `${element.tagName.toLowerCase()}.${element.className}`)
      }
      return [...found].map(([key, where]) => `${key} (${where})`)
    })
    console.log(`/mazos: ${strikes.length} font strikes\n  ${strikes.join('\n  ')}`)
    // 17 on main before session 7, 10 after; 9 since the site title is 1.25rem bold like the panel titles (weight 800).
    expect(strikes.length, strikes.join('; ')).toBeLessThanOrEqual(9)
  } finally {
    await context.close()
  }
})
