// What /probar keeps in its URL, so a reload or a shared link lands on the same position:
//   code=<share code> | deck=<saved deck id>   the deck (a code wins when both are given)
//   seed=<uint32>                              the seed S; the game is game 0 of S (gameSeed(S, 0))
//   seat=primero|segundo                       the player's seat (RUL-5)
//   turns=<n>                                  the goldfish turn limit (RUL-13), 10 when absent
//   line=<compact actions>                     see line.ts
//   engine=<n>                                 the engine version the line was played with (lib/engine/version.ts);
//                                              written with every line; a line without it predates versions
// From the engine's own modules, not its index: through the index, /probar loaded and ran the whole engine
// (about 100 KB) before a deck was chosen (issue 14, blocking time).
import { parseSeed } from '@/lib/engine/rng'
import { ENGINE_VERSION, MAX_ENGINE_VERSION, UNVERSIONED } from '@/lib/engine/version'

export type GoldfishSeat = 'first' | 'second'

export type DeckRef =
  | { kind: 'code'; code: string }
  | { kind: 'saved'; id: string }
  | { kind: 'none' }

export type TableUrlState = {
  deck: DeckRef
  /** The seed S as the player knows it; null when the URL has none (the page picks one). */
  seed: number | null
  seat: GoldfishSeat
  turns: number
  line: string
  /** The engine version `line` was played with (ENGINE_VERSION when there is no line: nothing to replay). */
  engine: number
}

export const DEFAULT_TURNS = 10
export const MIN_TURNS = 1
export const MAX_TURNS = 60

const SEAT_WORDS: Record<GoldfishSeat, string> = { first: 'primero', second: 'segundo' }

export type ParamSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

function param(source: ParamSource, name: string): string | null {
  if (source instanceof URLSearchParams) return source.get(name)
  const value = source[name]
  if (value === undefined) return null
  return typeof value === 'string' ? value : value[0] ?? null
}

/** The seat a URL or form value names; first unless it clearly says second. */
export function parseSeat(value: string | null): GoldfishSeat {
  const v = (value ?? '').trim().toLowerCase()
  return v === 'segundo' || v === 'second' || v === '2' ? 'second' : 'first'
}

/** A turn limit within [MIN_TURNS, MAX_TURNS]; null when the text is not a whole number. */
export function parseTurns(value: string | null): number | null {
  const v = (value ?? '').trim()
  if (!/^\d{1,4}$/.test(v)) return null
  return Math.min(MAX_TURNS, Math.max(MIN_TURNS, Number(v)))
}

const SAVED_ID = /^[A-Za-z0-9_-]{1,64}$/

export function readTableUrl(source: ParamSource): TableUrlState {
  const code = param(source, 'code')?.trim() ?? ''
  const id = param(source, 'deck')?.trim() ?? ''
  const deck: DeckRef = code !== '' ? { kind: 'code', code } : SAVED_ID.test(id) ? { kind: 'saved', id } : { kind: 'none' }
  const seedText = param(source, 'seed')?.trim() ?? ''
  const line = param(source, 'line')?.trim() ?? ''
  const engineText = param(source, 'engine')?.trim() ?? ''
  const named = /^\d{1,7}$/.test(engineText) ? Number(engineText) : null
  return {
    deck,
    seed: seedText === '' ? null : parseSeed(seedText),
    seat: parseSeat(param(source, 'seat')),
    turns: parseTurns(param(source, 'turns')) ?? DEFAULT_TURNS,
    line,
    // An unreadable version is as good as none: a line of an unknown version cannot be trusted to replay.
    engine: line === '' ? ENGINE_VERSION : named !== null && named >= 1 && named <= MAX_ENGINE_VERSION ? named : UNVERSIONED,
  }
}

/** The query string (without '?') for a state; defaults are left out except seed and seat, which a reader wants to see. */
export function tableSearch(state: TableUrlState): string {
  const p = new URLSearchParams()
  if (state.deck.kind === 'code') p.set('code', state.deck.code)
  else if (state.deck.kind === 'saved') p.set('deck', state.deck.id)
  if (state.seed !== null) p.set('seed', String(state.seed >>> 0))
  p.set('seat', SEAT_WORDS[state.seat])
  if (state.turns !== DEFAULT_TURNS) p.set('turns', String(state.turns))
  if (state.line !== '') {
    p.set('line', state.line)
    p.set('engine', String(state.engine))
  }
  return p.toString()
}

export const PROBAR_PATH = '/probar'

export function tableHref(state: TableUrlState, path: string = PROBAR_PATH): string {
  const search = tableSearch(state)
  return search === '' ? path : `${path}?${search}`
}

/** A fresh uint32 seed from a [0, 1) random number (the UI passes Math.random(); the libraries never do). */
export function seedFromUnit(unit: number): number {
  return Math.floor(Math.min(Math.max(unit, 0), 1 - Number.EPSILON) * 0x1_0000_0000) >>> 0
}
