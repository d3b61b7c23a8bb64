// What /laboratorio/cartas shows of a ratings report (issue 30): the designer's filters and sort, the flags
// recomputed against the band the designer sets, and the CSV and JSON the page exports. Pure: the page, its
// tests and the URL share it. URL words are Spanish (`?q=daga&tipo=arma&marca=encima&orden=gih&banda=-3,3`).
import { CARD_TYPES, TYPE_LABELS, type CardType } from '@/lib/catalogue/model'
import { fold } from '@/lib/catalogue/search/normalize'
import type { Estimate } from '@/lib/sim/inference'
import { DEFAULT_BAND, ratingFlag, type Band, type RatingFlag } from '@/lib/sim/ratings'
import type { CardRating } from '@/lib/sim/ratings-report'

/** A rated card as the page lists it: the report's figures and the card's type from the catalogue. */
export type RatingsRow = Omit<CardRating, 'flag'> & { type: CardType | null }

export const RATINGS_SORTS = [
  { key: 'iwd', word: 'iwd', label: 'IWD (mejora al robarla)' },
  { key: 'gih', word: 'gih', label: 'GIH WR (en mano)' },
  { key: 'games', word: 'partidas', label: 'Partidas' },
  { key: 'use', word: 'uso', label: 'Jugada cuando podía' },
  { key: 'name', word: 'nombre', label: 'Nombre' },
] as const
export type RatingsSort = (typeof RATINGS_SORTS)[number]['key']

export type FlagFilter = 'any' | 'above' | 'below' | 'flagged'
export const FLAG_FILTERS: readonly { key: FlagFilter; word: string; label: string }[] = [
  { key: 'any', word: '', label: 'Todas' },
  { key: 'flagged', word: 'fuera', label: 'Fuera de la banda' },
  { key: 'above', word: 'encima', label: 'Por encima' },
  { key: 'below', word: 'debajo', label: 'Por debajo' },
]

export type RatingsState = { q: string; type: CardType | null; flag: FlagFilter; minGames: number; sort: RatingsSort; band: Band }

export const DEFAULT_RATINGS_STATE: RatingsState = { q: '', type: null, flag: 'any', minGames: 0, sort: 'iwd', band: DEFAULT_BAND }

type ParamsLike = { get(name: string): string | null }
const typeWord = (t: CardType): string => fold(TYPE_LABELS[t].singular)

/**
 * The band from two numbers in percentage points, the lower first: «-5,5», «-5, 5», «-2,5; 2,5», «-2.5 2.5», «−3, +3».
 * Each within ±100, low below high; else null.
 */
export function parseBand(text: string): Band | null {
  const t = text.replace(/−/g, '-').replace(/\+/g, '').trim()
  let parts = t.includes(';') ? t.split(';') : t.split(/,\s+|\s+/)
  if (parts.length === 1) parts = t.split(',')
  if (parts.length !== 2) return null
  const [low, high] = parts.map((p) => p.trim().replace(',', '.')).map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) / 100 : NaN)) as [number, number]
  return Number.isFinite(low) && Number.isFinite(high) && low < high && low >= -1 && high <= 1 ? { low, high } : null
}
const bandWord = (b: Band): string => `${Math.round(b.low * 1000) / 10},${Math.round(b.high * 1000) / 10}`

/** Reads the state from the URL; unknown or malformed values fall back to the defaults. */
export function ratingsStateFromParams(params: ParamsLike): RatingsState {
  const type = CARD_TYPES.find((t) => typeWord(t) === fold(params.get('tipo') ?? '')) ?? null
  const flag = FLAG_FILTERS.find((f) => f.word !== '' && f.word === params.get('marca'))?.key ?? 'any'
  const sort = RATINGS_SORTS.find((s) => s.word === params.get('orden'))?.key ?? DEFAULT_RATINGS_STATE.sort
  const min = Number(params.get('min') ?? '')
  return {
    q: params.get('q') ?? '', type, flag, sort,
    minGames: Number.isInteger(min) && min > 0 ? min : 0,
    band: parseBand(params.get('banda') ?? '') ?? DEFAULT_BAND,
  }
}

/** The state as URL parameters, leaving out what is at its default. */
export function ratingsStateToParams(state: RatingsState, base: ParamsLike = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams()
  // The report's choice (prueba / informe / mazo) stays as it was.
  for (const key of ['informe', 'prueba', 'mazo']) { const v = base.get(key); if (v !== null) out.set(key, v) }
  if (state.q !== '') out.set('q', state.q)
  if (state.type !== null) out.set('tipo', typeWord(state.type))
  const flag = FLAG_FILTERS.find((f) => f.key === state.flag)
  if (flag !== undefined && flag.word !== '') out.set('marca', flag.word)
  if (state.minGames > 0) out.set('min', String(state.minGames))
  if (state.sort !== DEFAULT_RATINGS_STATE.sort) out.set('orden', RATINGS_SORTS.find((s) => s.key === state.sort)?.word ?? state.sort)
  if (state.band.low !== DEFAULT_BAND.low || state.band.high !== DEFAULT_BAND.high) out.set('banda', bandWord(state.band))
  return out
}

export type ViewRow = RatingsRow & { flag: RatingFlag }

const est = (e: Estimate): number => e.estimate ?? -Infinity
const SORTERS: Record<RatingsSort, (a: ViewRow, b: ViewRow) => number> = {
  iwd: (a, b) => est(b.iwd) - est(a.iwd),
  gih: (a, b) => est(b.gihWr) - est(a.gihWr),
  games: (a, b) => b.games - a.games,
  use: (a, b) => est(b.playedWhenUsable) - est(a.playedWhenUsable),
  name: () => 0,
}

/** The rows to show: flags against the state's band, then the filters, then the sort (ties by name). */
export function viewRows(rows: readonly RatingsRow[], state: RatingsState): ViewRow[] {
  const q = fold(state.q.trim())
  return rows
    .map((r) => ({ ...r, flag: ratingFlag(r.iwd, state.band) }))
    .filter((r) => (q === '' || fold(r.name).includes(q) || r.id.includes(q))
      && (state.type === null || r.type === state.type)
      && r.games >= state.minGames
      && (state.flag === 'any' || (state.flag === 'flagged' ? r.flag !== null : r.flag === state.flag)))
    .sort((a, b) => SORTERS[state.sort](a, b) || a.name.localeCompare(b.name, 'es'))
}

const FIGURES = [['gih', 'gihWr'], ['oh', 'ohWr'], ['gd', 'gdWr'], ['gns', 'gnsWr'], ['iwd', 'iwd'], ['jugada_cuando_podia', 'playedWhenUsable']] as const
const num = (x: number | null | undefined): string => (x === null || x === undefined ? '' : String(Math.round(x * 1e6) / 1e6))
const csvText = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

/** The rows as CSV (comma-separated, dot decimals, rates as fractions; empty where there is no figure). */
export function ratingsCsv(rows: readonly ViewRow[]): string {
  const head = ['id', 'nombre', 'tipo', 'partidas', ...FIGURES.flatMap(([k]) => [k, `${k}_min`, `${k}_max`]), 'marca']
  const lines = rows.map((r) => [
    r.id, csvText(r.name), r.type ?? '', String(r.games),
    ...FIGURES.flatMap(([, f]) => [num(r[f].estimate), num(r[f].ci95?.[0]), num(r[f].ci95?.[1])]),
    r.flag === 'above' ? 'por encima' : r.flag === 'below' ? 'por debajo' : '',
  ].join(','))
  return `${[head.join(','), ...lines].join('\n')}\n`
}

/** The rows as the JSON of `dm lab ratings --json`'s cards, each with its flag, under what they were measured on. */
export function ratingsJson(rows: readonly ViewRow[], about: Record<string, unknown>): string {
  const cards = rows.map((r) => ({
    id: r.id, name: r.name, games: r.games, gihWr: r.gihWr, ohWr: r.ohWr, gdWr: r.gdWr, gnsWr: r.gnsWr, iwd: r.iwd, playedWhenUsable: r.playedWhenUsable,
    flag: r.flag === 'above' ? 'por encima' : r.flag === 'below' ? 'por debajo' : null,
  }))
  return `${JSON.stringify({ ...about, cards }, null, 2)}\n`
}
