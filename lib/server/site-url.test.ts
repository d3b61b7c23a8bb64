import { describe, expect, it } from 'vitest'
import { siteOrigin } from './site-url'

describe('siteOrigin', () => {
  it('takes SITE_URL, then NEXTAUTH_URL, keeping only the origin', () => {
    expect(siteOrigin({ SITE_URL: 'https://duelo.example/ruta?x=1', NEXTAUTH_URL: 'http://localhost:3000' })?.href).toBe('https://duelo.example/')
    expect(siteOrigin({ NEXTAUTH_URL: 'http://localhost:3210' })?.href).toBe('http://localhost:3210/')
  })

  it('skips what is not an http(s) URL, and has no answer without configuration', () => {
    expect(siteOrigin({ SITE_URL: 'no es una url', NEXTAUTH_URL: 'https://b.example' })?.host).toBe('b.example')
    expect(siteOrigin({ SITE_URL: 'javascript:alert(1)' })).toBeUndefined()
    expect(siteOrigin({})).toBeUndefined()
  })
})
