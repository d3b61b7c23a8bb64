// /laboratorio/cartas's view of a report (issue 30): flags against the designer's band, filters, sorts, the URL
// round trip and the exports, on rows written by hand.
import { describe, expect, it } from 'vitest'
import type { Estimate } from '@/lib/sim/inference'
import {
  DEFAULT_RATINGS_STATE, parseBand, ratingsCsv, ratingsJson, ratingsStateFromParams, ratingsStateToParams, viewRows, type RatingsRow,
} from './ratings-view'

const e = (estimate: number | null, lo?: number, hi?: number): Estimate => ({ estimate, ci95: lo === undefined || hi === undefined ? null : [lo, hi] })
const row = (id: string, name: string, type: RatingsRow['type'], games: number, gih: number, iwd: Estimate, use = 0.5): RatingsRow => ({
  id, name, type, games, decks: 1, gihWr: e(gih, gih - 0.1, gih + 0.1), ohWr: e(null), gdWr: e(gih), gnsWr: e(0.5, 0.4, 0.6), iwd, playedWhenUsable: e(use),
})
const rows: RatingsRow[] = [
  row('daga', 'Daga', 'weapon', 100, 0.7, e(0.2, 0.08, 0.32), 0.9),
  row('pocion-de-thal', 'Poción de Thal', 'potion', 40, 0.45, e(-0.05, -0.12, 0.02), 0.2),
  row('golpe-bajo', 'Golpe bajo', 'skill', 100, 0.3, e(-0.2, -0.3, -0.1), 0.6),
  row('rastro', 'Rastro de Aradín', 'treasure', 10, 0.5, e(null)),
]

describe('the rows a designer sees', () => {
  it('flags a card whose IWD interval lies wholly above or below the band, and moves the flags with the band', () => {
    const flags = (band = DEFAULT_RATINGS_STATE.band) => Object.fromEntries(viewRows(rows, { ...DEFAULT_RATINGS_STATE, band }).map((r) => [r.id, r.flag]))
    // ±5 pp: Daga's [8, 32] is above, Golpe bajo's [−30, −10] below, Poción's [−12, 2] straddles, no interval no flag.
    expect(flags()).toEqual({ daga: 'above', 'pocion-de-thal': null, 'golpe-bajo': 'below', rastro: null })
    // ±10 pp: Daga still above (8 < 10 is not: its low end is inside), Golpe bajo's high end −10 is not below −10.
    expect(flags({ low: -0.1, high: 0.1 })).toEqual({ daga: null, 'pocion-de-thal': null, 'golpe-bajo': null, rastro: null })
    expect(flags({ low: -0.01, high: 0.01 })['pocion-de-thal']).toBeNull()
    expect(flags({ low: 0.03, high: 0.05 })['pocion-de-thal']).toBe('below')
  })

  it('sorts by IWD (no figure last), GIH, games, use or name, ties by name', () => {
    const ids = (sort: typeof DEFAULT_RATINGS_STATE.sort) => viewRows(rows, { ...DEFAULT_RATINGS_STATE, sort }).map((r) => r.id)
    expect(ids('iwd')).toEqual(['daga', 'pocion-de-thal', 'golpe-bajo', 'rastro'])
    expect(ids('gih')).toEqual(['daga', 'rastro', 'pocion-de-thal', 'golpe-bajo'])
    expect(ids('games')).toEqual(['daga', 'golpe-bajo', 'pocion-de-thal', 'rastro'])
    expect(ids('use')).toEqual(['daga', 'golpe-bajo', 'rastro', 'pocion-de-thal'])
    expect(ids('name')).toEqual(['daga', 'golpe-bajo', 'pocion-de-thal', 'rastro'])
  })

  it('filters by name without accents, type, flag and games', () => {
    const ids = (patch: Partial<typeof DEFAULT_RATINGS_STATE>) => viewRows(rows, { ...DEFAULT_RATINGS_STATE, ...patch }).map((r) => r.id)
    expect(ids({ q: 'pocion' })).toEqual(['pocion-de-thal'])
    expect(ids({ q: 'ARADIN' })).toEqual(['rastro'])
    expect(ids({ type: 'skill' })).toEqual(['golpe-bajo'])
    expect(ids({ flag: 'above' })).toEqual(['daga'])
    expect(ids({ flag: 'below' })).toEqual(['golpe-bajo'])
    expect(ids({ flag: 'flagged' })).toEqual(['daga', 'golpe-bajo'])
    expect(ids({ minGames: 50 })).toEqual(['daga', 'golpe-bajo'])
  })
})

describe('the URL and the band as typed', () => {
  it('reads the band in percentage points, as people type it', () => {
    expect(parseBand('-5,5')).toEqual({ low: -0.05, high: 0.05 })
    expect(parseBand('-5, +5')).toEqual({ low: -0.05, high: 0.05 })
    expect(parseBand('−2,5; 2,5')).toEqual({ low: -0.025, high: 0.025 })
    expect(parseBand('-2.5 2.5')).toEqual({ low: -0.025, high: 0.025 })
    expect(parseBand('5, -5')).toBeNull()
    expect(parseBand('-500, 5')).toBeNull()
    expect(parseBand('cinco')).toBeNull()
  })

  it('round-trips the state through Spanish parameters, keeps the report chosen and leaves defaults out', () => {
    const state = { q: 'daga', type: 'weapon' as const, flag: 'above' as const, minGames: 20, sort: 'gih' as const, band: { low: -0.03, high: 0.04 } }
    const params = ratingsStateToParams(state, new URLSearchParams('informe=cajas&mazo=2&q=vieja'))
    expect(params.toString()).toBe('informe=cajas&mazo=2&q=daga&tipo=arma&marca=encima&min=20&orden=gih&banda=-3%2C4')
    expect(ratingsStateFromParams(params)).toEqual(state)
    expect(ratingsStateToParams(DEFAULT_RATINGS_STATE).toString()).toBe('')
    expect(ratingsStateFromParams(new URLSearchParams('tipo=nada&marca=x&orden=y&min=-3&banda=9,1'))).toEqual(DEFAULT_RATINGS_STATE)
  })
})

describe('exports', () => {
  it('CSV: a header, one line per row shown, fractions with dots, empty where there is no figure, the flag in words', () => {
    const csv = ratingsCsv(viewRows(rows, { ...DEFAULT_RATINGS_STATE, flag: 'flagged' })).trim().split('\n')
    expect(csv[0]).toBe('id,nombre,tipo,partidas,gih,gih_min,gih_max,oh,oh_min,oh_max,gd,gd_min,gd_max,gns,gns_min,gns_max,iwd,iwd_min,iwd_max,jugada_cuando_podia,jugada_cuando_podia_min,jugada_cuando_podia_max,marca')
    expect(csv).toHaveLength(3)
    expect(csv[1]).toBe('daga,Daga,weapon,100,0.7,0.6,0.8,,,,0.7,,,0.5,0.4,0.6,0.2,0.08,0.32,0.9,,,por encima')
    expect(csv[2]?.endsWith(',por debajo')).toBe(true)
  })

  it('CSV quotes a name with a comma; JSON carries the contract\'s card fields and what they were measured on', () => {
    const named = viewRows([{ ...(rows[0] as RatingsRow), name: 'Túlkar, líder' }], DEFAULT_RATINGS_STATE)
    expect(ratingsCsv(named).split('\n')[1]?.startsWith('daga,"Túlkar, líder",weapon,')).toBe(true)
    const json = JSON.parse(ratingsJson(named, { bots: { A: 'heuristic', B: 'heuristic' } })) as { bots: unknown; cards: Record<string, unknown>[] }
    expect(json.bots).toEqual({ A: 'heuristic', B: 'heuristic' })
    expect(Object.keys(json.cards[0] ?? {})).toEqual(['id', 'name', 'games', 'gihWr', 'ohWr', 'gdWr', 'gnsWr', 'iwd', 'playedWhenUsable', 'flag'])
    expect(json.cards[0]?.flag).toBe('por encima')
    expect(json.cards[0]?.iwd).toEqual({ estimate: 0.2, ci95: [0.08, 0.32] })
  })
})
