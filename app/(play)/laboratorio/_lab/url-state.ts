// What /laboratorio keeps in its URL, so a shared link reruns the same thing:
//   a=<share code> b=<share code>   deck A and deck B
//   v=none|rapida|pensada|estrategica  the variant (§23, RUL-39)
//   n=<games> (1..2000)   s=<seed text>   t=<max turns, both Masters counted>
//   ba=, bb=random|heuristic|search     each deck's bot
//   o=<what-if JSON>      the designer's override (card id → fields), same file as `dm selfplay --override`
// Bounded on purpose: the page plays in the visitor's browser, so N stays small.
import { z } from 'zod'
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

const intIn = (min: number, max: number, fallback: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`).default(fallback)

const bot = z.enum(BOT_LEVELS, `debe ser ${BOT_LEVELS.join(', ')}`)

export const labParamsSchema = z.object({
  a: z.string().trim().max(LAB_LIMITS.maxCodeChars, `como máximo ${LAB_LIMITS.maxCodeChars} caracteres`).default(''),
  b: z.string().trim().max(LAB_LIMITS.maxCodeChars, `como máximo ${LAB_LIMITS.maxCodeChars} caracteres`).default(''),
  v: z.enum(VARIANTS, 'debe ser none, rapida, pensada o estrategica').default(DEFAULT_LAB.variant),
  n: intIn(1, LAB_LIMITS.maxGames, DEFAULT_LAB.games),
  s: z.string().trim().min(1, 'no puede estar vacía').max(LAB_LIMITS.maxSeedChars, `como máximo ${LAB_LIMITS.maxSeedChars} caracteres`).default(DEFAULT_LAB.seed),
  t: intIn(1, LAB_LIMITS.maxTurns, DEFAULT_LAB.maxTurns),
  ba: bot.default(DEFAULT_LAB.bots.A),
  bb: bot.default(DEFAULT_LAB.bots.B),
  o: z.string().max(LAB_LIMITS.maxOverrideChars, `como máximo ${LAB_LIMITS.maxOverrideChars} caracteres`).default(''),
})

const FIELD_NAMES: Record<string, string> = { a: 'mazo A', b: 'mazo B', v: 'variante', n: 'partidas', s: 'semilla', t: 'turnos máximos', ba: 'bot del mazo A', bb: 'bot del mazo B', o: 'prueba de diseño' }

export type ParamSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

function pick(source: ParamSource): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(FIELD_NAMES)) {
    const value = source instanceof URLSearchParams ? source.get(key) : (() => { const v = source[key]; return v === undefined ? null : typeof v === 'string' ? v : v[0] ?? null })()
    if (value !== null && value !== '') out[key] = value
  }
  return out
}

/** The lab state a URL names, or its problems as «field: reason» (each bad field named in Spanish). */
export function readLabUrl(source: ParamSource): { ok: true; state: LabState } | { ok: false; errors: string[] } {
  const parsed = labParamsSchema.safeParse(pick(source))
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `${FIELD_NAMES[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`) }
  const p = parsed.data
  return { ok: true, state: { a: p.a, b: p.b, variant: p.v, games: p.n, seed: p.s, maxTurns: p.t, bots: { A: p.ba, B: p.bb }, override: p.o } }
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
