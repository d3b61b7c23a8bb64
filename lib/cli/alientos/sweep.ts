// `dm alientos sweep --mix nombre=dados --mix … [--bots greedy,strong] [--games N] [--seed S] [--nodes N] [--json]`: the
// laboratory's question for Duelo de alientos, which mix of 15 dice wins most against which, answered on this machine:
// every pair of mixes, for each bot, on paired seeds in both seats (lib/alientos/lab/sweep.ts).
import { z } from 'zod'
import { sweepReport, playSweepShard, sweepSpecSchema, SWEEP_LIMITS, type SweepSpec } from '../../alientos/lab/sweep'
import { ALIENTOS_BOT_LEVELS } from '../../alientos/bots'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const cliSpec = {
  options: {
    mix: { type: 'string', short: 'm', multiple: true }, bots: { type: 'string', short: 'b' }, games: { type: 'string', short: 'n' },
    seed: { type: 'string', short: 's' }, nodes: { type: 'string' }, json: { type: 'boolean', short: 'j' }, queue: { type: 'boolean' },
  },
} as const
const int = z.string().regex(/^\d{1,9}$/, 'es un entero').transform(Number)
const schema = z.object({
  mix: z.array(z.string().regex(/^[^=]{1,40}=.+$/, 'es nombre=dados, como Furia=odio:9,calma:3,cambio:2,renovacion:1')).default([]),
  bots: z.string().default('greedy'),
  games: int.default(200),
  seed: int.default(1),
  nodes: int.optional(),
  json: z.boolean().default(false),
  queue: z.boolean().default(false),
}).strict()

export const SWEEP_USAGE = [
  'Uso: dm alientos sweep --mix nombre=dados --mix nombre=dados [--mix …] [--bots greedy,strong] [--games N] [--seed S] [--nodes N] [--json]',
  '',
  `Enfrenta cada pareja de mezclas (de ${SWEEP_LIMITS.minMixes} a ${SWEEP_LIMITS.maxMixes}) N duelos con semillas emparejadas, cada una la mitad`,
  'de las veces en cada asiento, con cada bot pedido; da la puntuación de cada pareja y la de cada mezcla contra',
  'las demás, con intervalos del 95 %.',
  '',
  'Opciones:',
  '  --mix, -m     una mezcla: nombre=dados (los dados como en dm alientos odds)',
  `  --bots, -b    bots separados por comas, de: ${ALIENTOS_BOT_LEVELS.join(', ')} (por defecto greedy)`,
  '  --games, -n   duelos por pareja, par (por defecto 200)',
  '  --seed, -s    semilla (por defecto 1)',
  '  --nodes       posiciones por decisión del bot fuerte (por defecto 10000)',
  '  --json, -j    el informe en JSON',
  '  --queue       guarda el barrido como prueba en la cola del laboratorio (DATABASE_URL) y escribe su id: lo juegan',
  '                los «dm lab worker» (o los hilos del servidor con SQLite); dm lab status <id> da su informe',
].join('\n')

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1).replace('.', ',')} %`)
const ci = (e: { ci95: [number, number] | null }) => (e.ci95 ? `[${pct(e.ci95[0])}, ${pct(e.ci95[1])}]` : '')

export async function runSweep(args: string[], io: CliIO, self: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, cliSpec, schema)
  if (!parsed.ok) return usageError(io, self, parsed.message)
  const o = parsed.value
  const spec = sweepSpecSchema.safeParse({
    mixes: o.mix.map((m) => { const at = m.indexOf('='); return { name: m.slice(0, at), dice: m.slice(at + 1) } }),
    bots: o.bots.split(',').map((b) => b.trim()), games: o.games, seed: o.seed, ...(o.nodes === undefined ? {} : { nodes: o.nodes }),
  })
  if (!spec.success) {
    const issue = spec.error.issues[0]
    const field = (issue?.path ?? []).map(String).join('.').replace(/^mixes\.(\d+)\.(\w+)/, (_, i: string, f: string) => `--mix ${Number(i) + 1} (${f === 'dice' ? 'dados' : 'nombre'})`)
    return usageError(io, self, `${field || 'argumentos'}: ${issue?.message ?? 'no válido'}`)
  }
  const s = spec.data
  if (o.queue) return queueSweep(io, s, o.json)
  const cpu0 = process.cpuUsage()
  const report = sweepReport(s, playSweepShard(s, [0, s.games]))
  const cpu = process.cpuUsage(cpu0)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  if (o.json) {
    io.out(JSON.stringify({ spec: { ...s, mixes: s.mixes.map((m, i) => ({ name: m.name, dice: report.bots[0]?.standings.find((x) => x.mix === i)?.dice })) }, ...report, cpuSeconds }))
    return EXIT.ok
  }
  for (const b of report.bots) {
    io.out(`Bot ${b.bot}: ${s.games} duelos por pareja, semilla ${s.seed}`)
    io.out('  Cada mezcla contra las demás (puntos: victoria 1, empate ½):')
    for (const m of b.standings) io.out(`    ${m.name.padEnd(20)} ${pct(m.score.estimate).padStart(8)}  ${ci(m.score)}  (${m.dice})`)
    io.out('  Por parejas (puntos de la primera):')
    for (const p of b.pairs) io.out(`    ${(s.mixes[p.a]?.name ?? '').padEnd(20)} contra ${(s.mixes[p.b]?.name ?? '').padEnd(20)} ${pct(p.scoreA.estimate).padStart(8)}  ${ci(p.scoreA)}  empates ${pct(p.draws.estimate)}`)
  }
  io.out(`${(cpuSeconds).toFixed(1).replace('.', ',')} s de CPU`)
  return EXIT.ok
}

/**
 * `--queue` (issue 31): the sweep stored as a laboratory job, the operator's (no quota), like `dm lab ratings --queue`;
 * the queue plays it through the alientos kernel and keeps the report a local run gives.
 */
async function queueSweep(io: CliIO, spec: SweepSpec, json: boolean): Promise<number> {
  const [{ createPrisma, databaseUrl }, { submitLabJobOnce }] = await Promise.all([import('../../server/db'), import('../../server/lab/submit')])
  const url = databaseUrl()
  const prisma = createPrisma(url)
  try {
    const job = await submitLabJobOnce(prisma, url, spec, null)
    if (json) io.out(JSON.stringify({ id: job.id, shards: job.shards, queue: job.queue, url: `/laboratorio/${job.id}` }))
    else io.out(`Barrido ${job.id} en cola: ${job.shards} ${job.shards === 1 ? 'tanda' : 'tandas'}. Página: /laboratorio/${job.id} (lo juegan ${job.queue === 'servidor' ? 'los hilos del servidor' : 'los procesos «dm lab worker»'}; dm lab status ${job.id} da su informe).`)
    return EXIT.ok
  } catch (error) {
    io.err(`dm alientos sweep: no se pudo encolar: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await prisma.$disconnect()
  }
}
