// GET /api/og/deck/{code} (issue 14): a preview depends only on the code and the catalogue version, so it is drawn
// once per pair while it stays in the server's bounded cache, and the address naming the current version is
// immutable. Drawing is counted through next/og's ImageResponse, never timed.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '@/lib/catalogue/schema'
import { encodeShareCode } from '@/lib/decks/share-code'
import { fixtureCatalogue, fixtureCards } from '@/lib/server/testing/fixtures'

const h = vi.hoisted(() => ({ drawn: 0, catalogue: null as null | import('@/lib/catalogue/schema').Catalogue }))

vi.mock('server-only', () => ({}))
vi.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor() {
      h.drawn += 1
      super(new Uint8Array([0x89, 0x50, 0x4e, 0x47, h.drawn % 256]), { headers: { 'content-type': 'image/png' } })
    }
  },
}))
vi.mock('@/lib/catalogue/load', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/catalogue/load')>()),
  getCatalogue: () => h.catalogue as Catalogue,
}))

const route = await import('./route')

const get = (code: string, query = '') =>
  route.GET(new Request(`http://localhost:3000/api/og/deck/${code}${query}`), { params: Promise.resolve({ code }) })
const codeFor = (name: string) => encodeShareCode({ name, relicId: null, startingDalmaId: 'dalma-de-prueba', entries: [{ cardId: 'dalma-de-prueba', count: 1 }] })

describe('deck previews', () => {
  beforeEach(() => { h.catalogue = fixtureCatalogue() })

  it('issue 14: the same code and catalogue version is drawn once; another version draws again', async () => {
    const code = codeFor('Mazo de la caché')
    const before = h.drawn
    const first = await get(code)
    const second = await get(code)
    expect(h.drawn - before).toBe(1)
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()))
    const cards = fixtureCards()
    h.catalogue = fixtureCatalogue(cards.map((c) => (c.id === 'dalma-de-prueba' ? { ...c, name: 'Dalma renombrada' } : c)))
    await get(code)
    expect(h.drawn - before).toBe(2)
  })

  it('issue 14: immutable at the address naming the current version, an hour otherwise, 304 for a known ETag', async () => {
    const code = codeFor('Mazo de cabeceras')
    const version = (h.catalogue as Catalogue).version
    const current = await get(code, `?v=${version}`)
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get(code)).headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await get(code, '?v=otra')).headers.get('cache-control')).toBe('public, max-age=3600')
    const etag = current.headers.get('etag') ?? ''
    const revalidated = await route.GET(new Request(`http://localhost:3000/api/og/deck/${code}?v=${version}`, { headers: { 'if-none-match': etag } }), { params: Promise.resolve({ code }) })
    expect(revalidated.status).toBe(304)
  })

  it('issue 14: the cache is bounded: after 300 other codes the first is drawn again', async () => {
    const first = codeFor('Primero')
    await get(first)
    const before = h.drawn
    for (let i = 0; i < 300; i++) await get(codeFor(`Otro ${i}`))
    expect(h.drawn - before).toBe(300)
    await get(first)
    expect(h.drawn - before).toBe(301)
  })
})
