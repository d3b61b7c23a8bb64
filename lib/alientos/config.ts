// A duel's config from untrusted input (an API body, a file, a link), checked with zod: every problem with its
// field path and reason, in Spanish.
import { z } from 'zod'
import { describePoolProblem, parsePool, poolProblems, POOL_KINDS, type Pool } from './dice'
import { MAX_MAX_ROUNDS, MAX_SEATS, MIN_SEATS, type AlientosConfig } from './apply'

const count = z.number({ error: 'ha de ser un número' }).int('ha de ser entero').min(0, 'no puede ser negativo').max(15, 'como mucho 15')

/** A pool as an object of counts or as its text ("odio:6,calma:6,…"), legal under ALI-1. */
export const poolSchema = z
  .union([
    z.string().transform((text, ctx) => {
      const r = parsePool(text)
      if (!r.ok) { ctx.addIssue({ code: 'custom', message: r.message }); return z.NEVER }
      return r.pool
    }),
    z.object(Object.fromEntries(POOL_KINDS.map((k) => [k, count.default(0)])) as Record<(typeof POOL_KINDS)[number], z.ZodDefault<typeof count>>).strict(),
  ], { error: 'son los dados del taumaturgo: un texto como odio:6,calma:6,cambio:1,renovacion:1,umbra:1 o un objeto de cantidades' })
  .superRefine((pool, ctx) => {
    for (const p of poolProblems(pool as Pool)) ctx.addIssue({ code: 'custom', message: describePoolProblem(p) })
  })
  .transform((pool) => pool as Pool)

export const configSchema = z.object({
  pools: z.array(poolSchema).min(MIN_SEATS, `un duelo es de ${MIN_SEATS} a ${MAX_SEATS} taumaturgos`).max(MAX_SEATS, `un duelo es de ${MIN_SEATS} a ${MAX_SEATS} taumaturgos`),
  names: z.array(z.string().max(40, 'como mucho 40 caracteres')).max(MAX_SEATS).optional(),
  seed: z.number().int().min(0).max(0xffffffff, 'es un entero de 32 bits sin signo'),
  seed128: z.string().regex(/^[0-9a-f]{32}$/, 'son 32 cifras hexadecimales en minúscula').optional(),
  maxRounds: z.number().int().min(1).max(MAX_MAX_ROUNDS).optional(),
  forced: z.array(z.number().int().min(1).max(6)).max(10_000).optional(),
  version: z.number().int().min(1).max(1_000_000).optional(),
}).strict()

export function parseConfig(input: unknown): { ok: true; config: AlientosConfig } | { ok: false; problems: { field: string; message: string }[] } {
  const r = configSchema.safeParse(input)
  if (r.success) return { ok: true, config: r.data as AlientosConfig }
  return { ok: false, problems: r.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) }
}
