// `dm lab …`: the laboratory from the command line (issue 16).
//   dm lab run     <mazoA> <mazoB> …                          the decks as they are, with the balance apart from the seat
//   dm lab compare <mazoA> <mazoB> --override <json|fichero> … a what-if against the baseline on the same seeds
//   dm lab sweep   <mazoA> <mazoB> --card <id> --field <campo> --values v1,v2,… one number of one card over values
//   dm lab worker  [--threads K]                              plays queued shards (claimed from the database under a lease)
//   dm lab status  <id>                                       a queued job's progress and report
// run, compare and sweep play locally (in K threads with --workers K: the same numbers for any K),
// or with --queue store the spec as a job for the workers and print its id.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { describeIssue, loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import { BOT_LEVELS } from '../../bots'
import { checkLabSpec } from '../../sim/lab-check'
import { labReport, type LabReport } from '../../sim/lab-report'
import { playShard, prepareArms } from '../../sim/lab-run'
import { LAB_SPEC_LIMITS, planShards, VARIANTS, type LabSpec } from '../../sim/lab-spec'
import type { LabTally } from '../../sim/lab-tally'
import { METRIC_BY_ID } from '../../sim/lab-metrics'
import { diffCi, labDetails, labVerdict, numCi, pctCi, pValue, ppCi, type CardLookup } from '../../sim/lab-words'
import { runShardsInThreads } from '../../server/lab/threads'
import { parseArgs, usageError } from '../args'
import { botPair, integer, readLabDeck, whole } from '../lab-input'
import { EXIT, type CliCommand, type CliIO } from '../types'
import { LAB_META_USAGE, ratingsLines, runLabMeta } from './lab-meta'
import { ratingsReport } from '../../sim/ratings-report'

// The bundled thread when `dm` runs from its esbuild bundle (scripts/dm.mjs), else the source under tsx.
const THREAD_FILE = process.env.DM_SHARD_THREAD || fileURLToPath(new URL('../../server/lab/shard-thread.ts', import.meta.url))
const MAX_OVERRIDE_BYTES = 64 * 1024

// The database side (Prisma, pg) is loaded only by the subcommands that use it: loading it
// cost about a fifth of every `dm` start, whatever the command.
const database = () => import('../../server/db')

const values = z.string().trim().transform((text, ctx) => {
  const parts = text.split(',').map((p) => p.trim())
  const out: number[] = []
  for (const p of parts) {
    const n = Number(p)
    if (p === '' || !Number.isFinite(n)) { ctx.addIssue({ code: 'custom', message: `«${p}» no es un número` }); return z.NEVER }
    out.push(n)
  }
  return out
})

const runOptions = {
  games: { type: 'string', short: 'g' },
  seed: { type: 'string', short: 's' },
  variant: { type: 'string' },
  bots: { type: 'string' },
  'max-turns': { type: 'string' },
  workers: { type: 'string', short: 'w' },
  mirror: { type: 'boolean' },
  json: { type: 'boolean', short: 'j' },
  content: { type: 'string' },
  queue: { type: 'boolean' },
  'shard-games': { type: 'string' },
} as const
const runFields = {
  deckA: z.string().min(1, 'no puede estar vacío'),
  deckB: z.string().min(1, 'no puede estar vacío'),
  games: integer(1, LAB_SPEC_LIMITS.maxGames, 100),
  seed: z.string().trim().min(1, 'no puede estar vacía').max(LAB_SPEC_LIMITS.maxSeedChars, `como máximo ${LAB_SPEC_LIMITS.maxSeedChars} caracteres`).default('1'),
  variant: z.enum(VARIANTS, 'debe ser none, rapida, pensada o estrategica').default('none'),
  bots: botPair.default({ A: 'heuristic', B: 'heuristic' }),
  'max-turns': integer(1, LAB_SPEC_LIMITS.maxTurns, 200),
  workers: integer(1, 64, 1),
  mirror: z.boolean().default(false),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
  queue: z.boolean().default(false),
  'shard-games': whole(1, LAB_SPEC_LIMITS.maxGames).optional(),
}
const positionals = [{ name: 'deckA' }, { name: 'deckB' }] as const

const specs = {
  run: { options: runOptions, positionals, schema: z.object(runFields).strict() },
  compare: {
    options: { ...runOptions, override: { type: 'string' } } as const,
    positionals,
    schema: z.object({ ...runFields, override: z.string({ error: 'falta: un JSON «id de carta → campos» o un fichero' }).min(1, 'no puede estar vacío') }).strict(),
  },
  sweep: {
    options: { ...runOptions, card: { type: 'string' }, field: { type: 'string' }, values: { type: 'string' } } as const,
    positionals,
    schema: z.object({
      ...runFields,
      card: z.string({ error: 'falta el id de la carta' }).trim().min(1, 'no puede estar vacío'),
      field: z.string({ error: 'falta el campo (p. ej. life o cost.gold)' }).trim().min(1, 'no puede estar vacío'),
      values: values,
    }).strict(),
  },
  worker: {
    options: { threads: { type: 'string' }, content: { type: 'string' }, 'idle-exit': { type: 'string' }, poll: { type: 'string' } } as const,
    positionals: [] as const,
    schema: z.object({
      threads: integer(1, 64, 1),
      content: z.string().min(1).default('content'),
      'idle-exit': whole(1, 86_400).optional(),
      poll: integer(100, 60_000, 1000),
    }).strict(),
  },
  status: {
    options: { json: { type: 'boolean', short: 'j' } } as const,
    positionals: [{ name: 'id' }] as const,
    schema: z.object({ id: z.string({ error: 'falta el id de la prueba' }).min(1).max(64), json: z.boolean().default(false) }).strict(),
  },
}

const USAGE = [
  'Uso: dm lab run     <mazoA> <mazoB> [opciones]',
  '     dm lab compare <mazoA> <mazoB> --override <json|fichero> [opciones]',
  '     dm lab sweep   <mazoA> <mazoB> --card <id> --field <campo> --values v1,v2,… [opciones]',
  '     dm lab worker  [--threads K] [--idle-exit S] [--content <carpeta>]',
  '     dm lab status  <id> [--json]',
  LAB_META_USAGE,
  '',
  'El laboratorio: partidas de bots con estadística emparejada. compare y sweep juegan cada serie con las',
  'mismas semillas que la base (la partida i es la misma en todas), así que comparan partida a partida:',
  'McNemar exacto para las victorias, t emparejada para medias, razones agrupadas por partida, Holm para',
  'las filas de una comparación. Una prueba que no cambia nada da diferencia 0 y p = 1.',
  '',
  'Opciones de run, compare y sweep:',
  '  --games, -g N      partidas por serie (por defecto 100)',
  '  --seed, -s S       semilla: un entero o cualquier texto (se muestra tal cual)',
  `  --bots A,B         bot del mazo A y del mazo B: ${BOT_LEVELS.join(', ')} (por defecto heuristic,heuristic)`,
  '  --variant V        none, rapida, pensada o estrategica',
  '  --max-turns T      turnos de ambos Masters tras los que la partida es tablas (por defecto 200)',
  '  --mirror           juega también cada mazo contra sí mismo: cuánto pesa empezar',
  '  --workers, -w K    hilos locales (por defecto 1; los números no cambian con K)',
  '  --queue            guarda la prueba en la base de datos (DATABASE_URL) para los trabajadores y escribe su id',
  '  --shard-games N    partidas por tanda con --queue (por defecto, las que se esperan en un minuto de cálculo)',
  '  --json, -j         salida en JSON',
  '  --content <dir>    carpeta de contenido (por defecto: content)',
  '  --override X       (compare) JSON «id de carta → campos a cambiar», o un fichero JSON o YAML',
  '  --card, --field, --values  (sweep) la carta, el campo numérico (life, cost.gold…) y sus valores',
  '',
  'dm lab worker: toma tandas de la cola (la base de datos de DATABASE_URL) y las juega; tantos como quieras, en',
  'cualquier máquina que llegue a la base de datos. Renueva el plazo de cada tanda mientras la juega y guarda lo',
  'jugado: si un trabajador se cae, otro sigue su tanda desde ahí en unos minutos. --idle-exit S termina tras S',
  'segundos sin trabajo. Con SQLite el servidor ya juega las pruebas él mismo; un trabajador le ayuda.',
  '',
  'Salida: 0 si juega, 1 si una partida o la cola fallan, 2 si los argumentos, los mazos o la prueba no sirven.',
].join('\n')

type Subcommand = keyof typeof specs

/** --override: inline JSON (starts with «{») or a JSON/YAML file. */
function readOverride(io: CliIO, value: string): { ok: true; override: unknown } | { ok: false; message: string } {
  const text = value.trim()
  try {
    if (text.startsWith('{')) return { ok: true, override: JSON.parse(text) }
    const file = path.resolve(io.cwd, value)
    if (statSync(file).size > MAX_OVERRIDE_BYTES) return { ok: false, message: `ocupa más de ${MAX_OVERRIDE_BYTES / 1024} KB` }
    const body = readFileSync(file, 'utf8')
    return { ok: true, override: /\.ya?ml$/i.test(file) ? parseYaml(body) : JSON.parse(body) }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { ok: false, message: code === 'ENOENT' ? 'no existe ese fichero (o empieza el JSON con «{»)' : `no se puede leer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }
  }
}

async function runLocally(spec: LabSpec, catalogue: Catalogue, contentDir: string, workers: number): Promise<LabTally> {
  if (workers === 1) {
    const arms = prepareArms(spec, catalogue, describeIssue)
    if (!arms.ok) throw new Error(arms.errors.join('; '))
    return playShard(spec, arms.arms, [0, spec.games])
  }
  const size = Math.max(1, Math.ceil(spec.games / (workers * 4)))
  const tasks = planShards(spec.games, size).map((range, index) => ({ index, range }))
  return runShardsInThreads(tasks, { contentDir, spec, catalogueVersion: catalogue.version, threads: workers, threadFile: THREAD_FILE })
}

function figureLine(label: string, kind: string, e: { estimate: number | null; ci95: [number, number] | null }): string {
  return `${label}: ${kind === 'share' ? pctCi(e) : numCi(e)}`
}

const lookupIn = (catalogue: Catalogue | null): CardLookup => (id) => (catalogue?.byId.get(id) as ReturnType<CardLookup>)

/** The verdict and its notes, then the figures (the page's open section), then every row. */
function humanReport(spec: LabSpec, r: LabReport, catalogue: Catalogue | null): string[] {
  const verdict = labVerdict(spec, r, lookupIn(catalogue))
  const lines = [verdict.sentence, ...verdict.notes.map((n) => `  · ${n}`), '', ...labDetails(spec, r, lookupIn(catalogue)), '']
  lines.push(`${r.games} partidas por serie · A: ${r.decks.A} (${r.bots.A}) · B: ${r.decks.B} (${r.bots.B}) · semilla «${r.seed.text}» (${r.seed.value}) · variante ${r.rulesVariant} · tablas a los ${r.maxTurns} turnos`)
  lines.push('Intervalos al 95 %: Wilson para proporciones, t para medias, razones agrupadas por partida; diferencias emparejadas (mismas semillas).', '')
  if (r.kind === 'run') {
    for (const f of r.report.figures) lines.push(figureLine(METRIC_BY_ID.get(f.id)?.label ?? f.id, f.kind, f))
  } else if (r.kind === 'compare') {
    for (const row of r.rows) {
      const label = METRIC_BY_ID.get(row.id)?.label ?? row.id
      const show = (e: typeof row.baseline) => (row.kind === 'share' ? pctCi(e) : numCi(e))
      lines.push(`${label}: base ${show(row.baseline)} · prueba ${show(row.variant)} · diferencia ${row.kind === 'share' ? ppCi(row.difference) : diffCi(row.difference)} · p ${pValue(row.p)} · Holm ${pValue(row.pHolm)}`)
    }
  } else {
    lines.push(`valor | partidas | victorias A | victorias B | tablas | % A [IC 95 %] | % B [IC 95 %] | frente al anterior (p, Holm)`)
    for (const row of r.rows) {
      const step = row.vsPrevious === null ? '—' : `${ppCi(row.vsPrevious.difference)} (p ${pValue(row.vsPrevious.p)}, Holm ${pValue(row.vsPrevious.pHolm)})`
      lines.push(`${row.value} | ${row.games} | ${row.wins.A} | ${row.wins.B} | ${row.draws} | ${pctCi(row.winRateA)} | ${pctCi(row.winRateB)} | ${step}`)
    }
  }
  return lines
}

async function runSpecCommand(sub: 'run' | 'compare' | 'sweep', args: string[], io: CliIO): Promise<number> {
  const s = specs[sub]
  const parsed = parseArgs(args, s, s.schema)
  if (!parsed.ok) return usageError(io, command, `${sub}: ${parsed.message}`)
  const o = parsed.value as z.output<typeof specs.run.schema> & { override?: string; card?: string; field?: string; values?: number[] }
  const contentDir = path.resolve(io.cwd, o.content)
  let catalogue: Catalogue
  try {
    catalogue = loadCatalogue(contentDir)
  } catch (error) {
    io.err(`dm lab: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.usage
  }
  const a = readLabDeck(io, o.deckA, catalogue, '<mazoA>')
  if (!a.ok) { io.err(`dm lab: ${a.message}`); return EXIT.usage }
  const b = readLabDeck(io, o.deckB, catalogue, '<mazoB>')
  if (!b.ok) { io.err(`dm lab: ${b.message}`); return EXIT.usage }
  const common = { decks: { A: a.deck, B: b.deck }, bots: o.bots, seed: o.seed, games: o.games, variant: o.variant, maxTurns: o['max-turns'], mirror: o.mirror }
  let raw: unknown
  if (sub === 'compare') {
    const read = readOverride(io, o.override as string)
    if (!read.ok) { io.err(`dm lab compare: --override: ${read.message}`); return EXIT.usage }
    raw = { ...common, kind: 'compare', override: read.override }
  } else if (sub === 'sweep') {
    raw = { ...common, kind: 'sweep', sweep: { card: o.card, field: o.field, values: o.values } }
  } else raw = { ...common, kind: 'run' }
  const checked = checkLabSpec(raw, catalogue, describeIssue)
  if (!checked.ok) {
    for (const e of checked.errors) io.err(`dm lab ${sub}: ${OPTION_OF[e.field.split('.')[0] ?? ''] ?? e.field}: ${e.message}`)
    return EXIT.usage
  }
  const spec = checked.spec
  if (o.queue) return queue(spec, catalogue, o['shard-games'], o.json, io)
  let report: LabReport
  try {
    report = labReport(spec, await runLocally(spec, catalogue, contentDir, o.workers))
  } catch (error) {
    io.err(`dm lab ${sub}: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  }
  if (o.json) io.out(JSON.stringify(report, null, 2))
  else for (const line of humanReport(spec, report, catalogue)) io.out(line)
  return EXIT.ok
}

const OPTION_OF: Record<string, string> = { decks: 'mazos', games: '--games', seed: '--seed', override: '--override', sweep: '--card/--field/--values', bots: '--bots', maxTurns: '--max-turns' }

async function queue(spec: LabSpec, catalogue: Catalogue, shardGames: number | undefined, json: boolean, io: CliIO): Promise<number> {
  const [{ createPrisma, databaseUrl }, { submitLabJobOnce }] = await Promise.all([database(), import('../../server/lab/submit')])
  const url = databaseUrl()
  const prisma = createPrisma(url)
  try {
    const job = await submitLabJobOnce(prisma, url, spec, catalogue, shardGames === undefined ? {} : { shardGames })
    if (json) io.out(JSON.stringify({ id: job.id, shards: job.shards, queue: job.queue, url: `/laboratorio/${job.id}` }))
    else {
      io.out(`Prueba ${job.id} en cola: ${job.shards} tandas. Página: /laboratorio/${job.id}`)
      io.out(job.queue === 'trabajadores' ? 'La juegan los procesos «dm lab worker» conectados a esta base de datos.' : 'Con SQLite la juega el servidor (npm start) con sus propios hilos (y cualquier «dm lab worker» sobre el mismo fichero).')
    }
    return EXIT.ok
  } catch (error) {
    io.err(`dm lab: no se puede encolar: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await prisma.$disconnect()
  }
}

async function worker(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, specs.worker, specs.worker.schema)
  if (!parsed.ok) return usageError(io, command, `worker: ${parsed.message}`)
  const o = parsed.value
  const [{ createPrisma, databaseUrl }, { runLabWorker }] = await Promise.all([database(), import('../../server/lab/runner')])
  const url = databaseUrl()
  const prisma = createPrisma(url)
  const stop = new AbortController()
  const onSignal = () => { io.err('dm lab worker: terminando las tandas en juego…'); stop.abort() }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const played = await runLabWorker({
      prisma, contentDir: path.resolve(io.cwd, o.content), threads: o.threads, pollMs: o.poll,
      ...(o['idle-exit'] === undefined ? {} : { idleExitMs: o['idle-exit'] * 1000 }),
      log: (line) => io.err(`dm lab worker: ${line}`), signal: stop.signal, threadFile: THREAD_FILE,
    })
    io.err(`dm lab worker: ${played} tandas jugadas`)
    return EXIT.ok
  } catch (error) {
    io.err(`dm lab worker: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await prisma.$disconnect()
  }
}

async function status(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args, specs.status, specs.status.schema)
  if (!parsed.ok) return usageError(io, command, `status: ${parsed.message}`)
  const [{ createPrisma, databaseUrl }, { labJobView }] = await Promise.all([database(), import('../../server/lab/jobs')])
  const prisma = createPrisma(databaseUrl())
  try {
    const view = await labJobView(prisma, parsed.value.id)
    if (view === null) { io.err(`dm lab status: no hay ninguna prueba «${parsed.value.id}»`); return EXIT.failure }
    if (parsed.value.json) { io.out(JSON.stringify(view, null, 2)); return EXIT.ok }
    io.out(`Prueba ${view.id} (${view.kind}): ${view.status} · ${view.progress.done} de ${view.progress.total} partidas · ${view.progress.shardsDone} de ${view.progress.shards} tandas${view.progress.workers.length > 0 ? ` · trabajadores: ${view.progress.workers.join(', ')}` : ''}`)
    if (view.error !== null) io.out(`Error: ${view.error}`)
    if (view.report !== null) {
      let catalogue: Catalogue | null
      try { catalogue = loadCatalogue(path.resolve(io.cwd, 'content')) } catch { catalogue = null }
      if ('game' in view.spec || view.report.format === 'dm-alientos-sweep-report') {
        // A Duelo de alientos sweep (issue 31): each mix against the field, per bot.
        if (view.report.format === 'dm-alientos-sweep-report') {
          for (const b of view.report.report.bots) {
            io.out(`Bot ${b.bot}: cada mezcla contra las demás (puntos: victoria 1, empate ½)`)
            for (const m of b.standings) io.out(`  ${m.name}: ${pctCi(m.score)} de ${m.games} duelos (${m.dice})`)
          }
        }
      } else if (view.spec.kind === 'matches' || view.report.format === 'dm-match-result') {
        // A league of decks (issue 30): its ratings, read with this checkout's catalogue for the names.
        if (catalogue !== null && view.spec.kind === 'matches' && view.report.format === 'dm-match-result') {
          for (const line of ratingsLines(ratingsReport(view.spec, view.report.tally, catalogue))) io.out(line)
        }
      } else for (const line of humanReport(view.spec, view.report, catalogue)) io.out(line)
    }
    return EXIT.ok
  } finally {
    await prisma.$disconnect()
  }
}

export const command: CliCommand = {
  name: 'lab',
  summary: 'Laboratorio: pruebas de diseño emparejadas (compare), barridos (sweep), valoración de cartas (ratings), mazos evolucionados (evolve), el valor que equilibra (balance) y cola de trabajos',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const [sub, ...rest] = args
    if (sub === undefined) return usageError(io, command, 'falta el subcomando: run, compare, sweep, ratings, evolve, balance, worker o status')
    if (sub === 'ratings' || sub === 'evolve' || sub === 'balance') return runLabMeta(sub, rest, io, command)
    if (!(sub in specs)) return usageError(io, command, `no existe el subcomando «${sub}»; usa run, compare, sweep, ratings, evolve, balance, worker o status`)
    switch (sub as Subcommand) {
      case 'worker': return worker(rest, io)
      case 'status': return status(rest, io)
      default: return runSpecCommand(sub as 'run' | 'compare' | 'sweep', rest, io)
    }
  },
}

