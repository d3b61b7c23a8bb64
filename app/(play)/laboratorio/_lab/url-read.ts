// Reading /laboratorio's URL (zod): done on the server by page.tsx, so the page's own script carries
// no validator; url-state.ts keeps the zod-free shape and the query string writer the browser needs.
import { z } from 'zod'
import { BOT_LEVELS } from '@/lib/engine/bots/types'
import { DEFAULT_LAB, LAB_LIMITS, VARIANTS, type LabState } from './url-state'

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

