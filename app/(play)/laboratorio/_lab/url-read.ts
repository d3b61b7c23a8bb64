// Reading /laboratorio's URL (zod): done on the server by page.tsx, so the page's own script carries
// no validator; url-state.ts keeps the zod-free shape and the query string writer the browser needs.
import { z } from 'zod'
import { BOT_LEVELS } from '@/lib/bots/types'
import { DEFAULT_LAB, LAB_LIMITS, LAB_MODES, VARIANTS, type LabState } from './url-state'

const intIn = (min: number, max: number, fallback: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`).default(fallback)

const bot = z.enum(BOT_LEVELS, `debe ser ${BOT_LEVELS.join(', ')}`)
const text = (max: number) => z.string().max(max, `como máximo ${max} caracteres`)

export const labParamsSchema = z.object({
  m: z.enum(LAB_MODES, 'debe ser run, compare o sweep').optional(),
  a: text(LAB_LIMITS.maxCodeChars).trim().default(''),
  b: text(LAB_LIMITS.maxCodeChars).trim().default(''),
  v: z.enum(VARIANTS, 'debe ser none, rapida, pensada o estrategica').default(DEFAULT_LAB.variant),
  n: intIn(1, LAB_LIMITS.maxGames, DEFAULT_LAB.games),
  // Not trimmed: a seed is kept exactly as typed.
  s: text(LAB_LIMITS.maxSeedChars).refine((x) => x.trim() !== '', 'no puede estar vacía').default(DEFAULT_LAB.seed),
  t: intIn(1, LAB_LIMITS.maxTurns, DEFAULT_LAB.maxTurns),
  ba: bot.default(DEFAULT_LAB.bots.A),
  bb: bot.default(DEFAULT_LAB.bots.B),
  mi: z.enum(['1', '0'], 'debe ser 1 o 0').default('1'),
  o: text(LAB_LIMITS.maxOverrideChars).default(''),
  sc: text(100).default(''),
  sf: text(40).default(''),
  sv: text(LAB_LIMITS.maxValuesChars).default(''),
})

const FIELD_NAMES: Record<string, string> = {
  m: 'modo', a: 'mazo A', b: 'mazo B', v: 'variante', n: 'partidas', s: 'semilla', t: 'turnos máximos', ba: 'bot del mazo A', bb: 'bot del mazo B',
  mi: 'espejo', o: 'prueba de diseño', sc: 'carta del barrido', sf: 'campo del barrido', sv: 'valores del barrido',
}

export type ParamSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

function pick(source: ParamSource): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(FIELD_NAMES)) {
    const value = source instanceof URLSearchParams ? source.get(key) : (() => { const v = source[key]; return v === undefined ? null : typeof v === 'string' ? v : v[0] ?? null })()
    if (value !== null && value !== '') out[key] = value
  }
  return out
}

/** Whether the URL names a run at all (a bare /laboratorio shows the form and runs nothing). */
export const namesARun = (source: ParamSource): boolean => Object.keys(pick(source)).length > 0

/** The lab state a URL names, or its problems as «field: reason» (each bad field named in Spanish). */
export function readLabUrl(source: ParamSource): { ok: true; state: LabState } | { ok: false; errors: string[] } {
  const parsed = labParamsSchema.safeParse(pick(source))
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `${FIELD_NAMES[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`) }
  const p = parsed.data
  // Links from before modes existed carry only o=: they were comparisons.
  const mode = p.m ?? (p.o.trim() !== '' ? 'compare' : p.sc !== '' ? 'sweep' : 'run')
  return {
    ok: true,
    state: {
      mode, a: p.a, b: p.b, variant: p.v, games: p.n, seed: p.s, maxTurns: p.t, bots: { A: p.ba, B: p.bb }, mirror: p.mi === '1',
      override: p.o, sweepCard: p.sc, sweepField: p.sf, sweepValues: p.sv,
    },
  }
}
