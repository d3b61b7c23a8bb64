// `dm alientos odds --dice <pool> --dice <pool> [--recount] [--pain a,b] [--json]`: who begins, exactly (A4.3, A4.4,
// ALI-2), and with --recount the Recuento of two pools if both pass straight after the Evocación. The contract outside
// checks call: `--json` prints `{ "begins": [pFirst, pSecond] }` (one per pool, summing to 1).
import { z } from 'zod'
import { KIND_LABELS, parsePool, POOL_KINDS, POOL_SIZE, poolProblems, describePoolProblem, type Pool } from '../../alientos/dice'
import { beginsOdds, openingRecount } from '../../alientos/odds'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: {
    dice: { type: 'string', short: 'd', multiple: true },
    recount: { type: 'boolean' },
    pain: { type: 'string' },
    json: { type: 'boolean', short: 'j' },
  },
} as const

const poolArg = z.string().transform((text, ctx) => {
  const r = parsePool(text)
  if (!r.ok) { ctx.addIssue({ code: 'custom', message: r.message }); return z.NEVER }
  const n = POOL_KINDS.reduce((s, k) => s + r.pool[k], 0)
  if (n === 0 || n > POOL_SIZE) { ctx.addIssue({ code: 'custom', message: `lleva ${n} dados; de 1 a ${POOL_SIZE}` }); return z.NEVER }
  return r.pool
})

const schema = z.object({
  dice: z.array(poolArg, { error: 'falta: los dados de cada taumaturgo, un --dice por taumaturgo' }).min(2, 'hacen falta al menos dos --dice').max(6, 'como mucho seis --dice'),
  recount: z.boolean().default(false),
  pain: z.string().regex(/^\d{1,3},\d{1,3}$/, 'son dos enteros separados por una coma, p. ej. 15,15').default('15,15'),
  json: z.boolean().default(false),
}).strict()

export const ODDS_USAGE = [
  'Uso: dm alientos odds --dice <dados> --dice <dados> [--dice …] [--recount] [--pain 15,15] [--json]',
  '',
  'Probabilidad exacta de que cada taumaturgo empiece la Invocación (A4.3, A4.4, ALI-2: más unos naturales; los',
  'empates, por los doses, treses… y, si siguen tras los seises, vuelven a tirar solo los empatados). Con --recount',
  '(dos taumaturgos), el dolor que perdería cada uno si ambos pasan nada más tirar (A8), con la Mansedumbre.',
  '',
  `<dados>  tipo:cantidad separados por comas; tipos: ${POOL_KINDS.join(', ')}.`,
  '         p. ej. "odio:6,calma:6,cambio:1,renovacion:1,umbra:1" (de 1 a 15 dados; ALI-1 pide 12 con umbra y 3 sin).',
  '',
  'Opciones:',
  '  --dice, -d   los dados de un taumaturgo, en el orden de los asientos (de 2 a 6)',
  '  --recount    añade el Recuento si los dos pasan (solo con dos taumaturgos)',
  '  --pain a,b   el dolor que le queda a cada uno, para --recount (por defecto 15,15)',
  '  --json, -j   { "begins": [p1, p2, …] } (con --recount, también "recount")',
  '',
  'Salida: 0 si calcula, 2 si algún argumento no sirve.',
].join('\n')

const pct = (p: number) => `${(100 * p).toFixed(2).replace('.', ',')} %`

export async function runOdds(args: string[], io: CliIO, self: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, spec, schema)
  if (!parsed.ok) return usageError(io, self, parsed.message)
  const { dice: pools, recount, json } = parsed.value
  const pain = parsed.value.pain.split(',').map(Number) as [number, number]
  if (recount && pools.length !== 2) return usageError(io, self, '--recount: el reparto exacto del Recuento es para dos taumaturgos')
  const begins = beginsOdds(pools)
  if (begins === null) return usageError(io, self, '--dice: con esos dados el empate no se deshace nunca')
  const opening = recount ? openingRecount([pools[0] as Pool, pools[1] as Pool], pain) : null
  if (json) {
    const out: Record<string, unknown> = { begins }
    if (opening) out.recount = { loss: opening.loss.map((d) => trim(d)), expected: opening.expected, out: opening.out }
    io.out(JSON.stringify(out))
    return EXIT.ok
  }
  pools.forEach((p, i) => {
    const problems = poolProblems(p)
    io.out(`Taumaturgo ${i + 1}: ${POOL_KINDS.filter((k) => p[k] > 0).map((k) => `${p[k]} ${KIND_LABELS[k]}`).join(', ')}${problems.length > 0 ? `  (aviso: ${problems.map(describePoolProblem).join(' ')})` : ''}`)
  })
  io.out('')
  io.out('Empieza la Invocación:')
  begins.forEach((p, i) => io.out(`  Taumaturgo ${i + 1}  ${pct(p).padStart(9)}`))
  if (opening) {
    io.out('')
    io.out(`Si los dos pasan nada más tirar (dolor: ${pain.join(' y ')}):`)
    opening.expected.forEach((e, i) => io.out(`  Taumaturgo ${i + 1} pierde de media ${e.toFixed(2).replace('.', ',')} puntos`))
    io.out(`  Sale solo el 1: ${pct(opening.out.first)} · solo el 2: ${pct(opening.out.second)} · los dos (empate): ${pct(opening.out.both)}`)
  }
  return EXIT.ok
}

/** A distribution without its trailing zeros. */
function trim(d: number[]): number[] {
  let end = d.length
  while (end > 1 && d[end - 1] === 0) end -= 1
  return d.slice(0, end)
}
