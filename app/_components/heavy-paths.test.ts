import { describe, expect, it } from 'vitest'
import { isHeavyHref, prefetchFor } from './heavy-paths'

describe('heavy pages are not prefetched (issue 9 budgets)', () => {
  it('the tools and the card browser are heavy, with or without a query, fragment or trailing slash', () => {
    for (const href of ['/cartas', '/cartas?q=daga', '/mazos', '/mazos/', '/probar?code=abc', '/probar#mano', '/aprender', '/mesas']) {
      expect(isHeavyHref(href), href).toBe(true)
      expect(prefetchFor(href), href).toBe(false)
    }
  })
  it('content pages, even under a heavy section, keep the default prefetch', () => {
    for (const href of ['/', '/cartas/daga', '/mazos/caja', '/reglas', '/reliquias', '/docs', '/cartas/sintaxis']) {
      expect(isHeavyHref(href), href).toBe(false)
      expect(prefetchFor(href), href).toBeUndefined()
    }
  })
})
