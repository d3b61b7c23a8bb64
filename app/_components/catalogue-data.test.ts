// The tool pages' catalogue as data: the route's answer read by the client, end to end in memory; the
// other version, an offline browser and a garbled answer each give the player a reason to act on.
import { describe, expect, it } from 'vitest'
import { getCatalogue } from '@/lib/catalogue/load'
import { GET } from '@/app/datos/catalogo/[version]/route'
import { fetchCatalogue } from './catalogue-data'

/** The route handler as the browser would reach it. */
const viaRoute = async (url: string): Promise<Response> => {
  const version = decodeURIComponent(url.replace(/^\/datos\/catalogo\//, ''))
  return GET(new Request(`http://127.0.0.1${url}`), { params: Promise.resolve({ version }) })
}

describe('the catalogue /partida and the builder fetch', () => {
  const catalogue = getCatalogue()

  it('is every card of this version, cached for good, and read into a catalogue by id', async () => {
    const res = await viaRoute(`/datos/catalogo/${catalogue.version}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    const r = await fetchCatalogue(catalogue.version, viaRoute)
    if (!r.ok) throw new Error(r.message)
    expect(r.catalogue.version).toBe(catalogue.version)
    expect(r.catalogue.cards).toEqual(catalogue.cards)
    const first = catalogue.cards[0]
    expect(first && r.catalogue.byId.get(first.id)).toEqual(first)
  })

  it('another version is a 404 that asks the player to reload the page', async () => {
    expect((await viaRoute('/datos/catalogo/otra000000')).status).toBe(404)
    expect(await fetchCatalogue('otra000000', viaRoute)).toEqual({ ok: false, message: expect.stringContaining('recárgala') })
  })

  it('offline without a copy, or a garbled answer, says so and can be tried again', async () => {
    const offline = await fetchCatalogue(catalogue.version, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(offline).toEqual({ ok: false, message: expect.stringContaining('sin conexión') })
    const wrongVersion = await fetchCatalogue(catalogue.version, async () => Response.json({ version: 'otra', cards: [] }))
    expect(wrongVersion).toEqual({ ok: false, message: expect.stringContaining('inténtalo de nuevo') })
    const notJson = await fetchCatalogue(catalogue.version, async () => new Response('<html>', { status: 502 }))
    expect(notJson).toEqual({ ok: false, message: expect.stringContaining('502') })
  })
})
