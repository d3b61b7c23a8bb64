// The catalogue of /partida and the deck builder, fetched once when the page first needs it (a touch
// of the form, a game or a deck to open, or the browser's first idle moment) rather than carried in
// the page's data, which the browser would decode before the page answers a tap (issue 14). The URL
// names the version, so the answer is
// cached for good, and the service worker keeps it for offline play.
import { catalogueDataPath } from '@/lib/catalogue/data-path'
import { makeCatalogue, type Card, type Catalogue } from '@/lib/catalogue/model'

export type CatalogueLoad = { ok: true; catalogue: Catalogue } | { ok: false; message: string }

type Fetch = (url: string) => Promise<Response>

/** Fetches and reads the cards of `version`; never throws. */
export async function fetchCatalogue(version: string, fetchImpl: Fetch = (url) => fetch(url, { credentials: 'same-origin' })): Promise<CatalogueLoad> {
  let res: Response
  try {
    res = await fetchImpl(catalogueDataPath(version))
  } catch {
    return { ok: false, message: 'No se ha podido cargar el catálogo de cartas (¿sin conexión?): inténtalo de nuevo.' }
  }
  if (res.status === 404) return { ok: false, message: 'El catálogo de cartas ha cambiado desde que se abrió esta página: recárgala.' }
  const body = (await res.json().catch(() => null)) as { version?: unknown; cards?: unknown } | null
  if (!res.ok || body === null || body.version !== version || !Array.isArray(body.cards)) {
    return { ok: false, message: `No se ha podido leer el catálogo de cartas (respuesta ${res.status}): inténtalo de nuevo.` }
  }
  return { ok: true, catalogue: makeCatalogue(body.cards as Card[], version) }
}

let loading: { version: string; promise: Promise<CatalogueLoad> } | null = null

/** The catalogue of `version`, fetched once per page; a failed load is tried again on the next call. */
export function loadCatalogue(version: string): Promise<CatalogueLoad> {
  if (loading?.version === version) return loading.promise
  const promise = fetchCatalogue(version).then((r) => {
    if (!r.ok && loading?.promise === promise) loading = null
    return r
  })
  loading = { version, promise }
  return promise
}
