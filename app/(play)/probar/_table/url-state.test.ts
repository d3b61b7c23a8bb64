import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENGINE_VERSION, parseSeed, UNVERSIONED } from '@/lib/engine'
import {
  DEFAULT_TURNS, MAX_TURNS, parseSeat, parseTurns, readTableUrl, seedFromUnit, tableHref, tableSearch, type TableUrlState,
} from './url-state'

const base: TableUrlState = { deck: { kind: 'code', code: '1AbC-_9' }, seed: 42, seat: 'first', turns: DEFAULT_TURNS, line: '', engine: ENGINE_VERSION }

describe('reading the URL', () => {
  it('reads deck, seed, seat, turns and line from search params', () => {
    const state = readTableUrl(new URLSearchParams(`code=1xyz&seed=77&seat=segundo&turns=4&line=-20203&engine=${ENGINE_VERSION}`))
    expect(state).toEqual({ deck: { kind: 'code', code: '1xyz' }, seed: 77, seat: 'second', turns: 4, line: '-20203', engine: ENGINE_VERSION })
  })

  it('issue 13: a line without its engine version predates versions; with no line there is nothing to replay', () => {
    expect(readTableUrl(new URLSearchParams('code=1xyz&seed=77&line=-20203')).engine).toBe(UNVERSIONED)
    expect(readTableUrl(new URLSearchParams('code=1xyz&seed=77&line=-20203&engine=dos')).engine).toBe(UNVERSIONED)
    expect(readTableUrl(new URLSearchParams('code=1xyz&seed=77&engine=1')).engine).toBe(ENGINE_VERSION)
  })

  it('reads the record Next passes to a page, taking the first of repeated values', () => {
    expect(readTableUrl({ deck: 'clx123', seed: ['5', '6'] })).toEqual({
      deck: { kind: 'saved', id: 'clx123' }, seed: 5, seat: 'first', turns: DEFAULT_TURNS, line: '', engine: ENGINE_VERSION,
    })
  })

  it('prefers a share code to a saved deck id and ignores an id that cannot name a deck', () => {
    expect(readTableUrl(new URLSearchParams('deck=abc&code=1q')).deck).toEqual({ kind: 'code', code: '1q' })
    expect(readTableUrl(new URLSearchParams('deck=../etc')).deck).toEqual({ kind: 'none' })
    expect(readTableUrl(new URLSearchParams('')).deck).toEqual({ kind: 'none' })
  })

  it('takes a text seed the way people type it (parseSeed: hashed unless a decimal uint32)', () => {
    expect(readTableUrl(new URLSearchParams('seed=hola')).seed).toBe(parseSeed('hola'))
    expect(readTableUrl(new URLSearchParams('seed=')).seed).toBeNull()
    expect(readTableUrl(new URLSearchParams('seed=4294967295')).seed).toBe(4294967295)
  })

  it('RUL-5 reads the seat in Spanish or English and defaults to the first Master', () => {
    expect(parseSeat('segundo')).toBe('second')
    expect(parseSeat('SECOND')).toBe('second')
    expect(parseSeat('2')).toBe('second')
    expect(parseSeat('primero')).toBe('first')
    expect(parseSeat('cualquiera')).toBe('first')
    expect(parseSeat(null)).toBe('first')
  })

  it('RUL-13 clamps the turn limit and falls back to the default on nonsense', () => {
    expect(parseTurns('0')).toBe(1)
    expect(parseTurns('9999')).toBe(MAX_TURNS)
    expect(parseTurns('12')).toBe(12)
    expect(parseTurns('doce')).toBeNull()
    expect(readTableUrl(new URLSearchParams('turns=-3')).turns).toBe(DEFAULT_TURNS)
  })
})

describe('writing the URL', () => {
  it('writes what it reads back, for any state', () => {
    const state = fc.record({
      deck: fc.oneof(
        fc.stringMatching(/^1[A-Za-z0-9_-]{3,30}$/).map((code) => ({ kind: 'code' as const, code })),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/).map((id) => ({ kind: 'saved' as const, id })),
        fc.constant({ kind: 'none' as const }),
      ),
      seed: fc.option(fc.nat({ max: 0xffffffff }), { nil: null }),
      seat: fc.constantFrom('first' as const, 'second' as const),
      turns: fc.integer({ min: 1, max: MAX_TURNS }),
      line: fc.stringMatching(/^[0-9a-vA-Z-]{0,40}$/),
      engine: fc.integer({ min: 1, max: 50 }),
    }).map((s) => (s.line === '' ? { ...s, engine: ENGINE_VERSION } : s))
    fc.assert(fc.property(state, (s) => {
      expect(readTableUrl(new URLSearchParams(tableSearch(s)))).toEqual(s)
    }))
  })

  it('leaves defaults out except seed and seat, in a stable order', () => {
    expect(tableSearch(base)).toBe('code=1AbC-_9&seed=42&seat=primero')
    expect(tableHref({ ...base, seat: 'second', turns: 5, line: '-0' })).toBe(`/probar?code=1AbC-_9&seed=42&seat=segundo&turns=5&line=-0&engine=${ENGINE_VERSION}`)
    expect(tableHref({ ...base, deck: { kind: 'saved', id: 'abc' }, seed: null })).toBe('/probar?deck=abc&seat=primero')
  })
})

describe('random seeds', () => {
  it('maps [0, 1) onto every uint32 without leaving the range', () => {
    expect(seedFromUnit(0)).toBe(0)
    expect(seedFromUnit(0.5)).toBe(0x80000000)
    expect(seedFromUnit(0.9999999999999999)).toBe(0xffffffff)
    expect(seedFromUnit(1)).toBeLessThanOrEqual(0xffffffff)
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (u) => {
      const s = seedFromUnit(u)
      expect(Number.isInteger(s) && s >= 0 && s <= 0xffffffff).toBe(true)
    }))
  })
})
