import { describe, expect, it } from 'vitest'
import { DEFAULT_LAB, LAB_LIMITS, labSearch, partidaWhatIfHref, type LabState } from './url-state'
import { readLabUrl } from './url-read'

describe('laboratorio URL state', () => {
  it('an empty URL gives the defaults', () => {
    const r = readLabUrl(new URLSearchParams(''))
    expect(r).toEqual({ ok: true, state: { a: '', b: '', variant: 'none', games: DEFAULT_LAB.games, seed: '1', maxTurns: 200, bots: { A: 'heuristic', B: 'heuristic' }, override: '' } })
  })

  it('a state survives the round trip through its query string', () => {
    const state: LabState = { a: 'CODEA', b: 'CODEB', variant: 'rapida', games: 40, seed: 'torneo', maxTurns: 30, bots: { A: 'random', B: 'search' }, override: '{"x":{"life":3}}' }
    const r = readLabUrl(new URLSearchParams(labSearch(state)))
    expect(r).toEqual({ ok: true, state })
  })

  it('leaves defaults out of the link', () => {
    const r = readLabUrl({})
    if (!r.ok) throw new Error('defaults must parse')
    expect(labSearch(r.state)).toBe('')
  })

  it('names each bad field and why (N bounded to 2,000, unknown bot, bad variant)', () => {
    const r = readLabUrl({ n: String(LAB_LIMITS.maxGames + 1), ba: 'genio', v: 'lenta' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toContain('partidas: como máximo 2000')
    expect(r.errors.some((e) => e.startsWith('bot del mazo A: debe ser random, heuristic, search'))).toBe(true)
    expect(r.errors.some((e) => e.startsWith('variante:'))).toBe(true)
  })

  it('rejects a fractional game count and an override over its size bound', () => {
    const r = readLabUrl({ n: '2.5', o: 'x'.repeat(LAB_LIMITS.maxOverrideChars + 1) })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toContain('partidas: debe ser un número entero')
    expect(r.errors.some((e) => e.startsWith('prueba de diseño: como máximo'))).toBe(true)
  })
})

describe('a what-if played on /partida', () => {
  const base = { a: 'CODEA', b: 'CODEB', seed: 'torneo', variant: 'rapida' as const }

  it('is a replay link with no steps that carries the decks, seed, variant, catalogue version and the compacted override', () => {
    const href = partidaWhatIfHref({ ...base, override: '{ "daga": { "cost": { "silver": 3 } } }' }, 1234, 'cat-7')
    expect(href).not.toBeNull()
    const url = new URL(href ?? '', 'http://x')
    expect(url.pathname).toBe('/partida')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rep: '1', s: '1234', v: 'rapida', a: 'CODEA', b: 'CODEB', l: '', cat: 'cat-7', o: '{"daga":{"cost":{"silver":3}}}',
    })
  })

  it('is not offered without a valid «card id → fields» object or without both decks', () => {
    for (const override of ['', '   ', '{"daga": ', '[1]', 'null', '{}']) expect(partidaWhatIfHref({ ...base, override }, 1, 'v')).toBeNull()
    expect(partidaWhatIfHref({ ...base, a: ' ', override: '{"daga":{"life":2}}' }, 1, 'v')).toBeNull()
  })
})
