import { describe, expect, it } from 'vitest'
import { DEFAULT_LAB, emptyLabState, LAB_LIMITS, labSearch, parseSweepValues, partidaWhatIfHref, type LabState } from './url-state'
import { namesARun, readLabUrl } from './url-read'

describe('laboratorio URL state', () => {
  it('an empty URL gives the defaults and names no run', () => {
    expect(readLabUrl(new URLSearchParams(''))).toEqual({ ok: true, state: emptyLabState() })
    expect(namesARun({})).toBe(false)
    expect(namesARun({ n: '40' })).toBe(true)
  })

  it('a comparison and a sweep survive the round trip through their query string', () => {
    const compare: LabState = { ...emptyLabState(), mode: 'compare', a: 'CODEA', b: 'CODEB', variant: 'rapida', games: 40, seed: 'torneo', maxTurns: 30, bots: { A: 'random', B: 'search' }, mirror: false, override: '{"x":{"life":3}}' }
    expect(readLabUrl(new URLSearchParams(labSearch(compare)))).toEqual({ ok: true, state: compare })
    const sweep: LabState = { ...emptyLabState(), mode: 'sweep', sweepCard: 'lisko-de-arathan', sweepField: 'life', sweepValues: '1, 5, 30' }
    expect(readLabUrl(new URLSearchParams(labSearch(sweep)))).toEqual({ ok: true, state: sweep })
  })

  it('keeps a seed exactly as typed, spaces and case included', () => {
    const state: LabState = { ...emptyLabState(), seed: ' Ux1 ' }
    const r = readLabUrl(new URLSearchParams(labSearch(state)))
    expect(r.ok && r.state.seed).toBe(' Ux1 ')
  })

  it('an old link with only o= is a comparison', () => {
    const r = readLabUrl({ o: '{"daga":{"life":2}}' })
    expect(r.ok && r.state.mode).toBe('compare')
  })

  it('leaves defaults out of the link', () => {
    expect(labSearch(emptyLabState())).toBe('')
  })

  it('names each bad field and why (N bounded to 2,000, unknown bot, bad variant, bad mode)', () => {
    const r = readLabUrl({ n: String(LAB_LIMITS.maxGames + 1), ba: 'genio', v: 'lenta', m: 'todo' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toContain('partidas: como máximo 2000')
    expect(r.errors.some((e) => e.startsWith('bot del mazo A: debe ser random, heuristic, search'))).toBe(true)
    expect(r.errors.some((e) => e.startsWith('variante:'))).toBe(true)
    expect(r.errors).toContain('modo: debe ser run, compare o sweep')
  })

  it('rejects a fractional game count and an override over its size bound', () => {
    const r = readLabUrl({ n: '2.5', o: 'x'.repeat(LAB_LIMITS.maxOverrideChars + 1) })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toContain('partidas: debe ser un número entero')
    expect(r.errors.some((e) => e.startsWith('prueba de diseño: como máximo'))).toBe(true)
    expect(DEFAULT_LAB.games).toBe(20)
  })
})

describe('sweep values as typed', () => {
  it('reads commas, spaces and decimal commas; refuses text and repeats with the piece', () => {
    expect(parseSweepValues('1, 5, 30')).toEqual({ ok: true, values: [1, 5, 30] })
    expect(parseSweepValues('1 5;30')).toEqual({ ok: true, values: [1, 5, 30] })
    expect(parseSweepValues('1, cinco')).toEqual({ ok: false, message: '«cinco» no es un número' })
    expect(parseSweepValues('5, 5')).toEqual({ ok: false, message: '5 está repetido' })
    expect(parseSweepValues(' ').ok).toBe(false)
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
