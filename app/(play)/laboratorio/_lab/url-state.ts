// What /laboratorio keeps in its URL, so a shared link reruns the same thing:
//   a=<share code> b=<share code>   deck A and deck B
//   v=none|rapida|pensada|estrategica  the variant (§23, RUL-39)
//   n=<games> (1..2000)   s=<seed text>   t=<max turns, both Masters counted>
//   ba=, bb=random|heuristic|search     each deck's bot
//   o=<what-if JSON>      the designer's override (card id → fields), same file as `dm selfplay --override`
// Bounded on purpose: the page plays in the visitor's browser, so N stays small.
import { BOT_LEVELS, type BotLevel } from '@/lib/engine/bots/types'
import type { Variant } from '@/lib/engine'

export const LAB_LIMITS = { maxGames: 2000, maxTurns: 400, maxOverrideChars: 4000, maxCodeChars: 2000, maxSeedChars: 64 } as const
export const DEFAULT_LAB = { games: 20, seed: '1', maxTurns: 200, variant: 'none' as Variant, bots: { A: 'heuristic', B: 'heuristic' } as { A: BotLevel; B: BotLevel } }
export const VARIANTS = ['none', 'rapida', 'pensada', 'estrategica'] as const satisfies readonly Variant[]

export type LabState = {
  a: string
  b: string
  variant: Variant
  games: number
  seed: string
  maxTurns: number
  bots: { A: BotLevel; B: BotLevel }
  /** The override's JSON text as written (empty: no what-if). */
  override: string
}

/** The query string of a state (defaults left out, so links stay short). */
export function labSearch(s: LabState): string {
  const q = new URLSearchParams()
  if (s.a !== '') q.set('a', s.a)
  if (s.b !== '') q.set('b', s.b)
  if (s.variant !== DEFAULT_LAB.variant) q.set('v', s.variant)
  if (s.games !== DEFAULT_LAB.games) q.set('n', String(s.games))
  if (s.seed !== DEFAULT_LAB.seed) q.set('s', s.seed)
  if (s.maxTurns !== DEFAULT_LAB.maxTurns) q.set('t', String(s.maxTurns))
  if (s.bots.A !== DEFAULT_LAB.bots.A) q.set('ba', s.bots.A)
  if (s.bots.B !== DEFAULT_LAB.bots.B) q.set('bb', s.bots.B)
  if (s.override.trim() !== '') q.set('o', s.override.trim())
  return q.toString()
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
