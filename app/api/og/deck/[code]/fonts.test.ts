// GET /api/og/deck/{code} draws with the fonts the project ships (issue 28): a deck name in any script, a snowman or an
// emoji answers a PNG and the server fetches nothing (it called a font CDN and a font service while answering, and a
// server without outbound internet answered 500). Real drawing here (next/og is not mocked); fetch is a spy that fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '@/lib/catalogue/schema'
import { encodeShareCode } from '@/lib/decks/share-code'
import { drawableText, FALLBACK_GLYPH, ogFonts, woffCoverage } from '@/lib/server/og-fonts'
import { fixtureCatalogue } from '@/lib/server/testing/fixtures'

const h = vi.hoisted(() => ({ catalogue: null as null | import('@/lib/catalogue/schema').Catalogue }))

vi.mock('server-only', () => ({}))
vi.mock('@/lib/catalogue/load', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/catalogue/load')>()),
  getCatalogue: () => h.catalogue as Catalogue,
}))

const route = await import('./route')
const codeFor = (name: string) => encodeShareCode({ name, relicId: null, startingDalmaId: 'dalma-de-prueba', entries: [{ cardId: 'dalma-de-prueba', count: 1 }] })
const get = (code: string) => route.GET(new Request(`http://localhost:3000/api/og/deck/${encodeURIComponent(code)}`), { params: Promise.resolve({ code }) })

const fetched: string[] = []
const realFetch = globalThis.fetch
beforeAll(() => {
  h.catalogue = fixtureCatalogue()
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    // next/og reads its own WebAssembly from a data: URL: in the process, not the network.
    if (url.startsWith('data:')) return realFetch(input, init)
    fetched.push(url)
    throw new TypeError('fetch failed: this server has no outbound network (test)')
  }) as typeof fetch
})
afterAll(() => { globalThis.fetch = realFetch })

describe('deck previews draw with the project\'s own fonts (issue 28)', () => {
  it('the probe\'s snowman, CJK, Arabic, emoji and other scripts: a PNG every time, nothing fetched', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      for (const name of ['☃', 'Mazo 你好', 'مجموعة ع', 'Dragón 🐉 y 🇪🇸', 'Ελληνικά · Кириллица · Tiếng Việt', 'e\u0301 y \u0000\u200d\uFE0F', '𝔐𝔞𝔷𝔬 ∑ ≠ ∞ ★ ♠']) {
        const res = await get(codeFor(name))
        expect(res.status, name).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/png')
        expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)], name).toEqual([0x89, 0x50, 0x4e, 0x47])
      }
      // A code that is not a deck at all (the probe's %E2%98%83) draws the error card.
      expect((await get('☃')).status).toBe(200)
      expect(fetched).toEqual([])
    } finally {
      errors.mockRestore()
    }
  }, 120_000)

  it('covers Latin (Spanish first), Greek, Cyrillic and common symbols; anything else becomes the fallback glyph', () => {
    expect(drawableText('Ñandú, pingüino, ¿qué? ¡Sí! «Mazo» — 3×2 € ·')).toBe('Ñandú, pingüino, ¿qué? ¡Sí! «Mazo» — 3×2 € ·')
    expect(drawableText('Ελληνικά Кириллица Tiếng Việt ☃ ★ ♠ ♥ ✓')).toBe('Ελληνικά Кириллица Tiếng Việt ☃ ★ ♠ ♥ ✓')
    expect(drawableText('e\u0301')).toBe('é') // composed first
    expect(drawableText('你好')).toBe(FALLBACK_GLYPH.repeat(2))
    expect(drawableText('ع')).toBe(FALLBACK_GLYPH)
    expect(drawableText('🐉')).toBe(FALLBACK_GLYPH)
    expect(drawableText('a\u0000b')).toBe(`a${FALLBACK_GLYPH}b`)
    // The fallback glyph is itself drawable.
    expect(drawableText(FALLBACK_GLYPH)).toBe(FALLBACK_GLYPH)
  })

  it('reads the fonts\' character maps: every font maps the characters it is named for', () => {
    const fonts = ogFonts()
    expect(fonts.length).toBeGreaterThan(5)
    const latin = woffCoverage(new Uint8Array(fonts[0]?.data as ArrayBuffer))
    for (const c of 'AZaz09ñÑáéíóúü¿¡«»€') expect(latin.has(c.codePointAt(0) as number), c).toBe(true)
    expect(latin.has(0x4f60)).toBe(false)
  })
})
