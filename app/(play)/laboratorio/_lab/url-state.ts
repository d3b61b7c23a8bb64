// What /laboratorio keeps in its URL, so a shared link reruns the same thing by itself:
//   m=run|compare|sweep  what to run (a link with only o= is a comparison, as before)
//   a=, b=               deck A and deck B (a share code, or a list)
//   v=none|rapida|pensada|estrategica  the variant (§23, RUL-39)
//   n=<games per series> s=<seed, exactly as typed> t=<max turns, both Masters counted>
//   ba=, bb=random|heuristic|search     each deck's bot
//   mi=0                 without the mirror baseline (each deck against itself), which is played by default
//   o=<what-if JSON>     compare: card id → fields, the file `dm lab compare --override` reads
//   sc=, sf=, sv=        sweep: card id, numeric field (life, cost.gold…), values as typed ("1, 5, 30")
// Bounded on purpose: the page plays in the visitor's browser, so N stays small (bigger runs go to
// the server's queue, /laboratorio/{id}).
import type { BotLevel } from '@/lib/bots/types'
import type { Variant } from '@/lib/engine'

export const LAB_LIMITS = { maxGames: 2000, maxTurns: 400, maxOverrideChars: 4000, maxCodeChars: 2000, maxSeedChars: 64, maxValuesChars: 200 } as const
export const LAB_MODES = ['run', 'compare', 'sweep'] as const
export type LabMode = (typeof LAB_MODES)[number]
export const DEFAULT_LAB = { games: 20, seed: '1', maxTurns: 200, variant: 'none' as Variant, bots: { A: 'heuristic', B: 'heuristic' } as { A: BotLevel; B: BotLevel } }
export const VARIANTS = ['none', 'rapida', 'pensada', 'estrategica'] as const satisfies readonly Variant[]

export type LabState = {
  mode: LabMode
  a: string
  b: string
  variant: Variant
  games: number
  /** Exactly as typed: digits are the seed, any other text is hashed (and shown as typed). */
  seed: string
  maxTurns: number
  bots: { A: BotLevel; B: BotLevel }
  mirror: boolean
  /** The what-if's JSON text as written (compare). */
  override: string
  sweepCard: string
  sweepField: string
  /** The values as typed, comma-separated. */
  sweepValues: string
}

export const emptyLabState = (): LabState => ({
  mode: 'run', a: '', b: '', variant: DEFAULT_LAB.variant, games: DEFAULT_LAB.games, seed: DEFAULT_LAB.seed, maxTurns: DEFAULT_LAB.maxTurns,
  bots: { ...DEFAULT_LAB.bots }, mirror: true, override: '', sweepCard: '', sweepField: '', sweepValues: '',
})

/** The query string of a state (defaults and other modes' fields left out, so links stay short). */
export function labSearch(s: LabState): string {
  const q = new URLSearchParams()
  if (s.mode !== 'run') q.set('m', s.mode)
  if (s.a !== '') q.set('a', s.a)
  if (s.b !== '') q.set('b', s.b)
  if (s.variant !== DEFAULT_LAB.variant) q.set('v', s.variant)
  if (s.games !== DEFAULT_LAB.games) q.set('n', String(s.games))
  if (s.seed !== DEFAULT_LAB.seed) q.set('s', s.seed)
  if (s.maxTurns !== DEFAULT_LAB.maxTurns) q.set('t', String(s.maxTurns))
  if (s.bots.A !== DEFAULT_LAB.bots.A) q.set('ba', s.bots.A)
  if (s.bots.B !== DEFAULT_LAB.bots.B) q.set('bb', s.bots.B)
  if (!s.mirror) q.set('mi', '0')
  if (s.mode === 'compare' && s.override.trim() !== '') q.set('o', s.override.trim())
  if (s.mode === 'sweep') {
    if (s.sweepCard !== '') q.set('sc', s.sweepCard)
    if (s.sweepField !== '') q.set('sf', s.sweepField)
    if (s.sweepValues.trim() !== '') q.set('sv', s.sweepValues.trim())
  }
  return q.toString()
}

/** The values of a sweep as typed: numbers, or the first piece that is not one. */
export function parseSweepValues(text: string): { ok: true; values: number[] } | { ok: false; message: string } {
  const parts = text.split(/[,;\s]+/).map((p) => p.trim()).filter((p) => p !== '')
  if (parts.length === 0) return { ok: false, message: 'escribe al menos un valor (p. ej. 1, 5, 30)' }
  const values: number[] = []
  for (const p of parts) {
    const n = Number(p.replace(',', '.'))
    if (!Number.isFinite(n)) return { ok: false, message: `«${p}» no es un número` }
    if (values.includes(n)) return { ok: false, message: `${p} está repetido` }
    values.push(n)
  }
  return { ok: true, values }
}

/**
 * /partida's address for a game of these two decks under this what-if, from its first decision: a
 * replay link with no steps (the page then offers «Continuar desde aquí»), which records the override
 * with the game. Null without a valid «card id → fields» object, or without both decks.
 */
export function partidaWhatIfHref(s: Pick<LabState, 'a' | 'b' | 'seed' | 'variant' | 'override'>, seed: number, catalogueVersion: string): string | null {
  const a = s.a.trim()
  const b = s.b.trim()
  if (a === '' || b === '' || s.override.trim() === '') return null
  let override: unknown
  try {
    override = JSON.parse(s.override)
  } catch {
    return null
  }
  if (override === null || typeof override !== 'object' || Array.isArray(override) || Object.keys(override).length === 0) return null
  const p = new URLSearchParams({ rep: '1', s: String(seed >>> 0), v: s.variant, a, b, l: '', cat: catalogueVersion, o: JSON.stringify(override) })
  return `/partida?${p.toString()}`
}
