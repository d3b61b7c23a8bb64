import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_PATH, safeReturnPath, signInErrorMessage } from './return-path'

describe('safeReturnPath', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnPath('/mazos/abc?x=1#y')).toBe('/mazos/abc?x=1#y')
    expect(safeReturnPath(['/cuenta', '/otra'])).toBe('/cuenta')
  })

  it('keeps only the path of an absolute URL', () => {
    expect(safeReturnPath('http://localhost:3000/mazos/mios')).toBe('/mazos/mios')
  })

  it('refuses anything that could leave the site, and API paths', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'evil.example', 'javascript:alert(1)', '/api/account/export', '/a\nb']) {
      expect(safeReturnPath(bad), bad).toBe(DEFAULT_RETURN_PATH)
    }
    expect(safeReturnPath(undefined, '/cuenta')).toBe('/cuenta')
  })
})

describe('signInErrorMessage', () => {
  it('words the rate limit and wrong credentials differently, and nothing for no error', () => {
    expect(signInErrorMessage('DemasiadosIntentos')).toMatch(/Demasiados intentos/)
    expect(signInErrorMessage('CredentialsSignin')).toMatch(/no son correctos/)
    expect(signInErrorMessage(null)).toBeNull()
    expect(signInErrorMessage('algo-raro')).toMatch(/No se ha podido/)
  })
})
