// Duelo de Masters: the service worker that lets the site work at the table without a connection.
// Hand-written, no library. What it keeps, and when (the lists come from GET /api/offline):
//   - on install: the app shell pages (home, catalogue, rules, builder, /probar and each boxed
//     deck), which carry the catalogue data, and every static file of the build (scripts, styles,
//     the batch worker), so lazily loaded code is there too;
//   - after the first visit, in the background: every card and relic page, unless the browser asks
//     to save data (Save-Data / navigator.connection.saveData); and whenever the player presses
//     «Guardar para jugar sin conexión»;
//   - while browsing: each public page visited, refreshed on every online visit;
//   - the catalogue's cards as data (/datos/catalogo/<version>, which /partida and the builder fetch): in the shell,
//     and on the first fetch of it.
// Pages are served network first (fresh online, the copy offline); build files cache first (their
// names change with their content), and so does the catalogue's data (its URL names its version).
// The API is never cached: the page queues saves itself.
// Pages are kept per catalogue version: on an online visit that finds a new version, the copy is
// rebuilt for it, the old one dropped, and the open pages are told so they can tell the player.
'use strict'

const STATIC_CACHE = 'dm-static'
const PAGES_PREFIX = 'dm-pages-'
const META_CACHE = 'dm-meta'
const MANIFEST_KEY = '/__dm/offline-manifest'
/** A page that takes longer than this online is served from the copy, if there is one. */
const NETWORK_TIMEOUT_MS = 4000
/** The catalogue's cards as data, by version (lib/catalogue/data-path.ts): what /partida plays with. */
const CATALOGUE_DATA_PREFIX = '/datos/catalogo/'
/** Public pages worth keeping; accounts, saved decks and the API are not. */
const CACHEABLE_PAGE = /^\/(?:$|cartas(?:\/|$)|reliquias(?:\/|$)|reglas(?:\/|$)|docs$|probar$|calculadora$|partida$|laboratorio$|alientos(?:$|\/reglas$|\/taumaturgos$)|mazos(?:$|\/caja(?:\/|$)|\/compartir\/))/

const saveDataWanted = () => Boolean(self.navigator && self.navigator.connection && self.navigator.connection.saveData)

async function readManifest() {
  const meta = await caches.open(META_CACHE)
  const stored = await meta.match(MANIFEST_KEY)
  return stored ? stored.json() : null
}

async function fetchManifest() {
  const response = await fetch('/api/offline', { cache: 'no-store', headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`/api/offline ${response.status}`)
  const manifest = await response.json()
  if (!manifest || manifest.format !== 'dm-offline' || typeof manifest.version !== 'string') throw new Error('manifiesto ilegible')
  return manifest
}

/** A copy of a page response without its redirect flag (a redirected response cannot answer a navigation). */
async function storable(response) {
  if (!response.redirected) return response
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** Fetches and stores each URL not yet in `cache` (or every one, with `refresh`), two at a time. */
async function fill(cache, urls, { refresh = false, onProgress } = {}) {
  let done = 0
  let failed = 0
  const queue = urls.slice()
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (refresh || !(await cache.match(url, { ignoreVary: true }))) {
          const response = await fetch(url, { credentials: 'omit' })
          if (response.ok) await cache.put(url, await storable(response))
          else {
            // An unread body keeps its connection busy; a few of those stall every later fetch.
            await response.body?.cancel()
            failed += 1
          }
        }
      } catch {
        failed += 1
      }
      done += 1
      if (onProgress) onProgress(done, urls.length)
    }
  }
  await Promise.all([worker(), worker()])
  return { done, failed }
}

/** The shell and build files for `manifest`, then the manifest itself (last: it marks the copy complete). */
async function installVersion(manifest, { keepPagesFrom } = {}) {
  const pages = await caches.open(PAGES_PREFIX + manifest.version)
  await fill(pages, manifest.shell, { refresh: true })
  const statics = await caches.open(STATIC_CACHE)
  await fill(statics, manifest.assets)
  // Files of older builds go; the ones this build names stay.
  const wanted = new Set(manifest.assets)
  for (const request of await statics.keys()) {
    const path = new URL(request.url).pathname
    if (path.startsWith('/_next/static/') && !wanted.has(path)) await statics.delete(request)
  }
  if (keepPagesFrom) {
    // Pages the old copy held (cards visited or saved) are fetched again for the new catalogue.
    const old = await caches.open(keepPagesFrom)
    const urls = (await old.keys()).map((r) => { const u = new URL(r.url); return u.pathname + u.search })
    await fill(pages, urls.filter((u) => !manifest.shell.includes(u)))
  }
  const meta = await caches.open(META_CACHE)
  await meta.put(MANIFEST_KEY, new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }))
  for (const name of await caches.keys()) {
    if (name.startsWith(PAGES_PREFIX) && name !== PAGES_PREFIX + manifest.version) await caches.delete(name)
  }
}

async function broadcast(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message)
}

/** On an online visit: is the catalogue still the one kept? If not, replace the copy and say so. */
async function checkVersion() {
  const [kept, current] = await Promise.all([readManifest(), fetchManifest()])
  if (kept && kept.version === current.version) return current
  await installVersion(current, kept ? { keepPagesFrom: PAGES_PREFIX + kept.version } : {})
  if (kept) await broadcast({ type: 'catalogue-updated', from: kept.version, to: current.version })
  return current
}

/** Every card and relic page, into the current copy. */
async function cachePages(manifest, client) {
  const pages = await caches.open(PAGES_PREFIX + manifest.version)
  let lastPost = 0
  const result = await fill(pages, manifest.pages, {
    onProgress: (done, total) => {
      const now = Date.now()
      if (client && (now - lastPost > 250 || done === total)) { lastPost = now; client.postMessage({ type: 'pages-progress', done, total }) }
    },
  })
  if (client) client.postMessage({ type: 'pages-saved', total: manifest.pages.length, failed: result.failed })
}

self.addEventListener('install', (event) => {
  event.waitUntil(fetchManifest().then((manifest) => installVersion(manifest)).then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('message', (event) => {
  const data = event.data || {}
  const client = event.source
  if (data.type === 'visit') {
    // After a page has loaded: check the catalogue, then fill the card pages unless data is saved.
    event.waitUntil(checkVersion().then((manifest) => {
      if (!data.saveData && !saveDataWanted()) return cachePages(manifest, null)
      return undefined
    }).catch(() => undefined))
  } else if (data.type === 'save-pages') {
    // The player asked: cards and relics now, whatever the data-saving hint.
    event.waitUntil(readManifest()
      .then((kept) => fetchManifest().catch(() => kept))
      .then((manifest) => {
        if (!manifest) throw new Error('sin manifiesto')
        return cachePages(manifest, client)
      })
      .catch(() => { if (client) client.postMessage({ type: 'pages-failed' }) }))
  }
})

async function fromCopy(request) {
  const version = (await readManifest())?.version
  const names = version ? [PAGES_PREFIX + version] : (await caches.keys()).filter((n) => n.startsWith(PAGES_PREFIX))
  for (const name of names) {
    const cache = await caches.open(name)
    const exact = await cache.match(request, { ignoreVary: true })
    if (exact) return exact
  }
  for (const name of names) {
    // /probar?code=… of a deck never opened: the page without its query, which then reads the
    // code from the address bar in the browser (ProbarClient).
    const cache = await caches.open(name)
    const loose = await cache.match(new URL(request.url).pathname, { ignoreVary: true })
    if (loose) return loose
  }
  return null
}

async function navigate(request, path) {
  const network = fetch(request).then(async (response) => {
    if (response.ok && CACHEABLE_PAGE.test(path) && (response.headers.get('content-type') || '').includes('text/html')) {
      const version = (await readManifest())?.version
      if (version) {
        const copy = response.clone()
        Promise.all([caches.open(PAGES_PREFIX + version), storable(copy)])
          .then(([cache, stored]) => cache.put(request.url, stored)).catch(() => undefined)
      }
    }
    return response
  })
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, null))
  try {
    const first = await Promise.race([network, timeout])
    if (first) return first
    const copy = await fromCopy(request)
    return copy || (await network)
  } catch {
    const copy = await fromCopy(request)
    if (copy) return copy
    return new Response(
      '<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sin conexión · Duelo de Masters</title>' +
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem"><h1>Sin conexión</h1>' +
      '<p>Esta página no se guardó para jugar sin conexión. Las cartas, las reglas, el constructor de mazos y /probar sí están disponibles: ' +
      '<a href="/">vuelve al inicio</a>.</p></body></html>',
      { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
}

/** A version's catalogue data never changes: the copy first, else the network, kept with that version's pages. */
async function catalogueData(request) {
  const copy = await fromCopy(request)
  if (copy) return copy
  const response = await fetch(request)
  if (response.ok) {
    const version = (await readManifest())?.version
    if (version) caches.open(PAGES_PREFIX + version).then((cache) => cache.put(request.url, response.clone())).catch(() => undefined)
  }
  return response
}

/**
 * A worker script's location is its response's URL when it has one, and Turbopack passes the
 * worker its settings in the URL's fragment, which fetched and cached responses drop. A response
 * built here has no URL, so the worker keeps the one it was started with.
 */
const withoutUrl = (response) => new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers })

async function fromStatic(request) {
  const asWorker = request.destination === 'worker' || request.destination === 'sharedworker'
  const cache = await caches.open(STATIC_CACHE)
  const hit = await cache.match(request, { ignoreVary: true, ignoreSearch: asWorker })
  if (hit) return asWorker ? withoutUrl(hit) : hit
  const response = await fetch(request)
  if (response.ok) cache.put(request, response.clone()).catch(() => undefined)
  return asWorker ? withoutUrl(response) : response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url.pathname))
  } else if (url.pathname.startsWith(CATALOGUE_DATA_PREFIX)) {
    event.respondWith(catalogueData(request))
  } else if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest') {
    event.respondWith(fromStatic(request))
  }
  // Everything else (the API, React Server Component requests) goes to the network as usual:
  // offline, a failed RSC request makes Next load the page itself, which the copy answers.
})
