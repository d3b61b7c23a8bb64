// `dm alientos selfplay [--dice A] [--dice B] [--bots a,b] [--games N] [--seed S] [--nodes N] [--json]`: two bots
// play N duels on paired seeds, each in both seats; A's wins, draws and score with 95 % intervals, and the speed.
import { z } from 'zod'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AlientosAction } from '../../alientos/actions'
import { replayDuel } from '../../alientos/apply'
import { parsePool, poolProblems, describePoolProblem, type Pool } from '../../alientos/dice'
import { alientosGame } from '../../alientos/platform'
import { makeRecord } from '../../platform/record'
import { ALIENTOS_BOT_LEVELS, BOT_LABELS, DEFAULT_ALIENTOS_BUDGET, type AlientosBotLevel } from '../../alientos/bots'
import { addMatchGame, emptyMatchTally, playMatchGame, summarizeMatch } from '../../alientos/bots/match'
import { gameSeed, parseSeed } from '../../random/rng'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const STANDARD = 'odio:6,calma:6,cambio:1,renovacion:1,umbra:1'
export const SELFPLAY_LIMITS = { maxGames: 100_000, maxNodes: 1_000_000 } as const

const spec = {
  options: {
    dice: { type: 'string', short: 'd', multiple: true }, bots: { type: 'string', short: 'b' }, games: { type: 'string', short: 'n' },
    seed: { type: 'string', short: 's' }, nodes: { type: 'string' }, record: { type: 'string' }, 'max-rounds': { type: 'string' }, json: { type: 'boolean', short: 'j' },
  },
} as const

const poolArg = z.string().transform((text, ctx) => {
  const r = parsePool(text)
  if (!r.ok) { ctx.addIssue({ code: 'custom', message: r.message }); return z.NEVER }
  for (const p of poolProblems(r.pool)) ctx.addIssue({ code: 'custom', message: describePoolProblem(p) })
  return r.pool
})
const int = (min: number, max: number) => z.string().regex(/^\d{1,9}$/, 'es un entero').transform(Number).refine((n) => n >= min && n <= max, `va de ${min} a ${max}`)

const schema = z.object({
  dice: z.array(poolArg).max(2, 'como mucho dos --dice (uno por bot)').default([]),
  bots: z.string().default('strong,greedy').transform((s, ctx) => {
    const parts = s.split(',').map((x) => x.trim())
    if (parts.length !== 2 || parts.some((x) => !(ALIENTOS_BOT_LEVELS as readonly string[]).includes(x))) {
      ctx.addIssue({ code: 'custom', message: `son dos bots separados por una coma, de: ${ALIENTOS_BOT_LEVELS.join(', ')}` })
      return z.NEVER
    }
    return parts as [AlientosBotLevel, AlientosBotLevel]
  }),
  games: int(1, SELFPLAY_LIMITS.maxGames).default(100),
  seed: z.string().max(64, 'como mucho 64 caracteres').default('1'),
  nodes: int(1, SELFPLAY_LIMITS.maxNodes).default(DEFAULT_ALIENTOS_BUDGET.nodes),
  'max-rounds': int(1, 1000).default(100),
  record: z.string().min(1, 'es el fichero donde grabar el primer duelo').optional(),
  json: z.boolean().default(false),
}).strict()

export const SELFPLAY_USAGE = [
  'Uso: dm alientos selfplay [--dice <dados>] [--dice <dados>] [--bots a,b] [--games N] [--seed S] [--nodes N] [--record F] [--json]',
  '',
  'Dos bots juegan N duelos con semillas emparejadas, cada uno la mitad de las veces en cada asiento. Da las',
  'victorias de A, los empates y su puntuación (victoria 1, empate ½) con intervalos del 95 %, y la velocidad.',
  '',
  'Opciones:',
  `  --dice, -d        los dados de A y luego los de B (por defecto, los dos ${STANDARD})`,
  `  --bots, -b        a,b de: ${ALIENTOS_BOT_LEVELS.join(', ')} (por defecto strong,greedy)`,
  '  --games, -n       duelos (por defecto 100)',
  '  --seed, -s        semilla (un número, o un texto que se convierte en número)',
  `  --nodes           posiciones que mira el bot fuerte por decisión (por defecto ${DEFAULT_ALIENTOS_BUDGET.nodes})`,
  '  --max-rounds      límite de rondas de cada duelo (AN-7; por defecto 100)',
  '  --record          graba el primer duelo en el fichero F (dm-game-record: se reproduce con dm alientos replay)',
  '  --json, -j        el resumen en JSON',
].join('\n')

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1).replace('.', ',')} %`)
const ci = (e: { ci95: [number, number] | null }) => (e.ci95 ? `[${pct(e.ci95[0])}, ${pct(e.ci95[1])}]` : '')

export async function runSelfplay(args: string[], io: CliIO, self: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, spec, schema)
  if (!parsed.ok) return usageError(io, self, parsed.message)
  const o = parsed.value
  const standard = parsePool(STANDARD)
  if (!standard.ok) throw new Error(standard.message)
  const pools: [Pool, Pool] = [o.dice[0] ?? standard.pool, o.dice[1] ?? o.dice[0] ?? standard.pool]
  const setup = { pools, bots: o.bots, seed: parseSeed(o.seed), budget: { nodes: o.nodes }, maxRounds: o['max-rounds'] }
  const tally = emptyMatchTally()
  const started = Date.now()
  const cpu0 = process.cpuUsage()
  const firstMoves: AlientosAction[] = []
  for (let i = 0; i < o.games; i++) addMatchGame(tally, playMatchGame(setup, i, i === 0 && o.record !== undefined ? (a) => firstMoves.push(a) : undefined))
  const cpu = process.cpuUsage(cpu0)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const summary = summarizeMatch(tally)
  const speed = { wallSeconds: (Date.now() - started) / 1000, cpuSeconds, gamesPerCpuSecond: o.games / Math.max(cpuSeconds, 1e-9) }
  if (o.record !== undefined) {
    // Game 0: A sits first, with its own pool (match.ts).
    const config = { pools: [...pools], seed: gameSeed(setup.seed, 0), maxRounds: setup.maxRounds }
    const replayed = replayDuel(config, firstMoves)
    if (!replayed.ok) throw new Error(replayed.error.message)
    const file = path.resolve(io.cwd, o.record)
    try {
      writeFileSync(file, `${JSON.stringify(makeRecord(alientosGame, config, firstMoves.map((action) => ({ action })), replayed.state))}\n`)
    } catch {
      io.err(`dm alientos selfplay: no se puede escribir «${o.record}» (${file})`)
      return EXIT.usage
    }
  }
  if (o.json) {
    io.out(JSON.stringify({ bots: o.bots, seed: o.seed, nodes: o.nodes, ...summary, speed }))
    return EXIT.ok
  }
  const [a, b] = o.bots
  io.out(`${o.games} duelos: A = ${BOT_LABELS[a]} (${a}), B = ${BOT_LABELS[b]} (${b}); semilla ${o.seed}`)
  io.out(`  Gana A        ${pct(summary.winsA.estimate).padStart(8)}  ${ci(summary.winsA)}`)
  io.out(`  Gana B        ${pct(summary.winsB.estimate).padStart(8)}  ${ci(summary.winsB)}`)
  io.out(`  Empates       ${pct(summary.draws.estimate).padStart(8)}  ${ci(summary.draws)}`)
  io.out(`  Puntos de A   ${pct(summary.scoreA.estimate).padStart(8)}  ${ci(summary.scoreA)}  (victoria 1, empate ½)`)
  io.out(`  A empezando en el asiento 1: gana ${pct(summary.aFirst.estimate)} ${ci(summary.aFirst)}; en el 2: ${pct(summary.aSecond.estimate)} ${ci(summary.aSecond)}`)
  io.out(`  Rondas por duelo: ${summary.meanRounds?.toFixed(1).replace('.', ',')}${summary.roundLimits > 0 ? ` (${summary.roundLimits} en el límite de rondas)` : ''}`)
  io.out(`  Velocidad: ${speed.gamesPerCpuSecond.toFixed(1).replace('.', ',')} duelos por segundo de CPU (${cpuSeconds.toFixed(1).replace('.', ',')} s de CPU, ${speed.wallSeconds.toFixed(1).replace('.', ',')} s reales)`)
  return EXIT.ok
}
