// The metagame laboratory from the command line (issue 30):
//   dm lab ratings <mazos…>                                    card ratings from play (17lands' GIH/OH/GD/GNS WR, IWD)
//   dm lab evolve --against A,B …                              decks a genetic algorithm builds, and their map of styles
//   dm lab balance <mazoA> <mazoB> --card X --field F --target T  the value of a card's number that balances a matchup
// All three play leagues of decks (lib/sim/matches.ts): locally in K threads (the same numbers for any K).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { describeIssue, loadCatalogue } from '../../catalogue/load'
import { fieldValue, fieldsAt, numericFields } from '../../catalogue/fields'
import type { Catalogue } from '../../catalogue/schema'
import { formatDeckText } from '../../decks/text'
import { parseSeed } from '../../engine/rng'
import { findBalance, type BalanceResult } from '../../sim/balance'
import { deckStyle } from '../../sim/deck-gen'
import { evolve, type EvolveResult, type Score } from '../../sim/evolve'
import { wilson, type Estimate } from '../../sim/inference'
import { LAB_SPEC_LIMITS, planShards, VARIANTS, type LabDeck } from '../../sim/lab-spec'
import { workGames, playWork, type TallyOf, type WorkSpec } from '../../sim/lab-work'
import { balanceVerdict, pct, pctCi, ppCi, shortDeckName, botsWords, type CardLookup } from '../../sim/lab-words'
import { MATCH_LIMITS, outcomesOf, type MatchSpec } from '../../sim/matches'
import { DEFAULT_BAND, FLAG_WORDS, type Band } from '../../sim/ratings'
import { ratingsReport, roundRobin, type CardRating, type RatingsReport } from '../../sim/ratings-report'
import { ShardPool } from '../../server/lab/threads'
import { parseArgs, usageError } from '../args'
import { botPair, integer, readLabDeck, whole } from '../lab-input'
import { EXIT, type CliCommand, type CliIO } from '../types'

const THREAD_FILE = process.env.DM_SHARD_THREAD || fileURLToPath(new URL('../../server/lab/shard-thread.ts', import.meta.url))

const evenGames = (fallback: number) => integer(2, MATCH_LIMITS.maxGames, fallback).refine((n) => n % 2 === 0, 'debe ser par: cada reparto se juega desde los dos asientos')
const common = {
  seed: z.string().trim().min(1, 'no puede estar vacía').max(LAB_SPEC_LIMITS.maxSeedChars).default('1'),
  variant: z.enum(VARIANTS, 'debe ser none, rapida, pensada o estrategica').default('none'),
  bots: botPair.default({ A: 'heuristic', B: 'heuristic' }),
  'max-turns': integer(1, LAB_SPEC_LIMITS.maxTurns, 200),
  workers: integer(0, 64, 1),
  queue: z.boolean().default(false),
  json: z.boolean().default(false),
  content: z.string().min(1).default('content'),
}
const commonOptions = {
  seed: { type: 'string', short: 's' }, variant: { type: 'string' }, bots: { type: 'string' }, 'max-turns': { type: 'string' },
  workers: { type: 'string', short: 'w' }, queue: { type: 'boolean' }, json: { type: 'boolean', short: 'j' }, content: { type: 'string' }, games: { type: 'string', short: 'g' },
} as const

const band = z.string().trim().transform((text, ctx): Band => {
  const parts = text.split(',').map((p) => Number(p.trim()))
  if (parts.length !== 2 || parts.some((x) => !Number.isFinite(x))) { ctx.addIssue({ code: 'custom', message: 'deben ser dos números separados por una coma (p. ej. -0.05,0.05)' }); return z.NEVER }
  const [low, high] = parts as [number, number]
  if (!(low < high) || low < -1 || high > 1) { ctx.addIssue({ code: 'custom', message: 'el primero menor que el segundo, ambos entre -1 y 1' }); return z.NEVER }
  return { low, high }
})

const specs = {
  ratings: {
    options: { ...commonOptions, band: { type: 'string' }, out: { type: 'string' } } as const,
    positionals: [{ name: 'decks', variadic: true }] as const,
    schema: z.object({
      ...common, games: evenGames(100),
      decks: z.array(z.string().min(1)).min(1, 'al menos un mazo').max(MATCH_LIMITS.maxDecks, `como máximo ${MATCH_LIMITS.maxDecks} mazos`),
      band: band.default(DEFAULT_BAND),
      out: z.string().min(1).optional(),
    }).strict(),
  },
  evolve: {
    options: { ...commonOptions, against: { type: 'string' }, population: { type: 'string' }, generations: { type: 'string' }, grid: { type: 'string' }, confirm: { type: 'string' }, out: { type: 'string' }, champions: { type: 'string' } } as const,
    positionals: [] as const,
    schema: z.object({
      ...common, games: evenGames(20),
      against: z.string({ error: 'falta: los mazos contra los que medir, separados por comas' }).trim().min(1),
      population: integer(2, 200, 16),
      generations: integer(1, 500, 10),
      grid: integer(2, 8, 4),
      champions: integer(0, 8, 2),
      confirm: whole(0, MATCH_LIMITS.maxGames).refine((n) => n % 2 === 0, 'debe ser par').default(0),
      out: z.string().min(1).optional(),
    }).strict(),
  },
  balance: {
    options: { ...commonOptions, card: { type: 'string' }, field: { type: 'string' }, target: { type: 'string' }, min: { type: 'string' }, max: { type: 'string' }, 'max-games': { type: 'string' } } as const,
    positionals: [{ name: 'deckA' }, { name: 'deckB' }] as const,
    schema: z.object({
      ...common, games: evenGames(100),
      deckA: z.string().min(1), deckB: z.string().min(1),
      card: z.string({ error: 'falta el id de la carta' }).trim().min(1),
      field: z.string({ error: 'falta el campo (p. ej. life)' }).trim().min(1),
      target: z.coerce.number('debe ser un número').gt(0, 'mayor que 0').lt(1, 'menor que 1 (0.5 es el 50 %)').default(0.5),
      min: z.coerce.number('debe ser un número').int('debe ser entero').optional(),
      max: z.coerce.number('debe ser un número').int('debe ser entero').optional(),
      'max-games': whole(2, 2_000_000).optional(),
    }).strict(),
  },
}

export const LAB_META_USAGE = [
  '     dm lab ratings <mazo…> [--games N] [--band -0.05,0.05] [--out fichero.json] [opciones]',
  '     dm lab evolve  --against A,B [--population P] [--generations G] [--games N] [--confirm N] [--out carpeta] [opciones]',
  '     dm lab balance <mazoA> <mazoB> --card <id> --field <campo> [--target 0.5] [--games N] [--min a] [--max b] [opciones]',
  '',
  'ratings: valora cada carta por las partidas (GIH, OH, GD y GNS WR con su intervalo de Wilson; IWD = GIH − GNS',
  '  con intervalo agrupado por partida; jugada cuando podía). Juega todos los pares de mazos (--games por par);',
  '  un solo mazo juega contra sí mismo. Marca «por encima»/«por debajo» las cartas cuyo IWD queda fuera de --band.',
  'evolve: un algoritmo genético sobre mazos legales; aptitud = victorias contra los mazos de --against y los',
  '  mejores evolucionados, mismas partidas en ambos asientos; mapa de estilos (MAP-Elites). --confirm N juega el',
  '  mejor contra cada mazo de --against con semillas nuevas. --out escribe los mazos del mapa como listas.',
  'balance: busca el valor del campo con el que el mazo A gana el --target de las partidas (bisección con las',
  '  mismas partidas en cada valor); da el valor, su intervalo y los valores descartados.',
  'Opciones comunes: --games, --seed, --bots A,B, --variant, --max-turns, --workers K, --json, --content.',
  '--queue: ratings guarda la liga como prueba en la cola (DATABASE_URL) y escribe su id; evolve y balance juegan',
  '  cada evaluación por la cola (la juegan los «dm lab worker» conectados, y este proceso con --workers K hilos).',
].join('\n')

type Sub = keyof typeof specs

type Runner = { play<S extends WorkSpec>(spec: S): Promise<TallyOf<S>>; close(): Promise<void> }

/** Plays a league of decks locally: in this thread with one worker, else on a pool of threads kept for the whole command. */
class LocalRunner implements Runner {
  private pool: ShardPool | null = null
  constructor(private readonly catalogue: Catalogue, private readonly contentDir: string, private readonly workers: number) {}

  async play<S extends WorkSpec>(spec: S): Promise<TallyOf<S>> {
    const games = workGames(spec)
    if (this.workers === 1) return playWork(spec, this.catalogue, [0, games], undefined, describeIssue) as TallyOf<S>
    this.pool ??= new ShardPool(this.contentDir, this.workers, THREAD_FILE)
    const size = Math.max(1, Math.ceil(games / (this.workers * 4)))
    // A Masters spec's shards write its own kind of tally (kernels.ts maps a WorkSpec to lab-work's TallyOf).
    return this.pool.run(spec, planShards(games, size).map((range, index) => ({ index, range })), this.catalogue.version) as Promise<TallyOf<S>>
  }

  async close(): Promise<void> { await this.pool?.close() }
}

/**
 * Plays every league through the laboratory's job queue (issue 30: «every evaluation goes through the job queue, so
 * many workers share a run»): each one is stored as a job (the operator's, no quota) whose shards any `dm lab worker`
 * connected to the database claims; with --workers K this process plays shards too, in K threads. It waits for the
 * job's merged tally, which is the tally a local run would give.
 */
class QueueRunner implements Runner {
  private worker: { stop: AbortController; done: Promise<number> } | null = null
  private constructor(
    private readonly catalogue: Catalogue,
    private readonly db: { prisma: import('../../server/db').PrismaClient; jobs: typeof import('../../server/lab/jobs') },
    private readonly log: (line: string) => void,
  ) {}

  static async open(catalogue: Catalogue, contentDir: string, threads: number, log: (line: string) => void): Promise<QueueRunner> {
    const [{ createPrisma, databaseUrl }, jobs, { runLabWorker }] = await Promise.all([import('../../server/db'), import('../../server/lab/jobs'), import('../../server/lab/runner')])
    const prisma = createPrisma(databaseUrl())
    const runner = new QueueRunner(catalogue, { prisma, jobs }, log)
    if (threads > 0) {
      const stop = new AbortController()
      runner.worker = { stop, done: runLabWorker({ prisma, contentDir, threads, log: (l) => log(`trabajador: ${l}`), signal: stop.signal, threadFile: THREAD_FILE, pollMs: 250 }) }
    }
    return runner
  }

  async play<S extends WorkSpec>(spec: S): Promise<TallyOf<S>> {
    const { prisma, jobs } = this.db
    const job = await jobs.createLabJob(prisma, spec, this.catalogue)
    this.log(`prueba ${job.id} en cola: ${job.shards} tandas`)
    for (;;) {
      jobs.forgetLabViews()
      const view = await jobs.labJobView(prisma, job.id)
      if (view === null) throw new Error(`la prueba ${job.id} ya no está en la base de datos`)
      if (view.status === 'failed' || view.status === 'cancelled') throw new Error(`la prueba ${job.id} ${view.status === 'failed' ? `falló: ${view.error ?? ''}` : 'se canceló'}`)
      if (view.status === 'done' && view.report !== null && jobs.isMatchResult(view.report)) return view.report.tally as TallyOf<S>
      await new Promise((r) => setTimeout(r, 250))
    }
  }

  async close(): Promise<void> {
    if (this.worker !== null) { this.worker.stop.abort(); await this.worker.done }
    await this.db.prisma.$disconnect()
  }
}

async function openRunner(o: { queue: boolean; workers: number }, catalogue: Catalogue, contentDir: string, log: (line: string) => void): Promise<Runner> {
  if (!o.queue) return new LocalRunner(catalogue, contentDir, Math.max(1, o.workers))
  return QueueRunner.open(catalogue, contentDir, o.workers, log)
}

function loadContent(io: CliIO, dir: string, sub: Sub): { ok: true; catalogue: Catalogue; contentDir: string } | { ok: false } {
  const contentDir = path.resolve(io.cwd, dir)
  try {
    return { ok: true, catalogue: loadCatalogue(contentDir), contentDir }
  } catch (error) {
    io.err(`dm lab ${sub}: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
    return { ok: false }
  }
}

function readDecks(io: CliIO, files: readonly string[], catalogue: Catalogue, sub: Sub, label: (i: number) => string): LabDeck[] | null {
  const out: LabDeck[] = []
  for (const [i, file] of files.entries()) {
    const r = readLabDeck(io, file, catalogue, label(i))
    if (!r.ok) { io.err(`dm lab ${sub}: ${r.message}`); return null }
    out.push(r.deck)
  }
  return out
}

const leagueOf = (purpose: MatchSpec['purpose'], decks: LabDeck[], pairings: [number, number][], o: { games: number; seed: string; bots: MatchSpec['bots']; variant: MatchSpec['variant']; 'max-turns': number }, extra: Partial<MatchSpec> = {}): MatchSpec => ({
  kind: 'matches', purpose, decks, pairings, games: o.games, firstGame: 0, bots: o.bots, seed: o.seed, variant: o.variant, maxTurns: o['max-turns'], override: null, outcomes: false, ...extra,
})

// ---- dm lab ratings ------------------------------------------------------------------------------

const f1 = (e: Estimate) => pctCi(e)
function ratingLine(c: CardRating): string {
  const flag = c.flag === null ? '' : `  «${FLAG_WORDS[c.flag]}»`
  return `${c.name} · ${c.games} partidas · GIH ${f1(c.gihWr)} · OH ${f1(c.ohWr)} · GD ${f1(c.gdWr)} · GNS ${f1(c.gnsWr)} · IWD ${ppCi(c.iwd)} · jugada cuando podía ${pct(c.playedWhenUsable.estimate)}${flag}`
}

export function ratingsLines(r: RatingsReport): string[] {
  const flagged = r.cards.filter((c) => c.flag !== null)
  const lines = [
    `${r.cards.length} cartas valoradas en ${r.games.toLocaleString('es-ES')} partidas de ${r.decks.length} ${r.decks.length === 1 ? 'mazo' : 'mazos'} (${botsWords(r.bots)}); ` +
      `${flagged.length === 0 ? 'ninguna queda fuera de la banda' : `${flagged.length} fuera de la banda`} de IWD [${ppCi({ estimate: r.band.low, ci95: null })}, ${ppCi({ estimate: r.band.high, ci95: null })}].`,
  ]
  if (r.onePair) lines.push('  · Valoraciones de un solo par de mazos: hablan de esas dos listas, no del conjunto de cartas.')
  lines.push('  · Miden cómo juegan estos bots; una carta que no juegan no puede salir bien ni mal.', '')
  for (const d of r.decks) lines.push(`${d.name}: gana ${pctCi(d.winRate)} de ${d.games} partidas`)
  lines.push('', 'Todas las cartas (por IWD):')
  for (const c of r.cards) lines.push(ratingLine(c))
  return lines
}

async function ratings(args: string[], io: CliIO, command: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, specs.ratings, specs.ratings.schema)
  if (!parsed.ok) return usageError(io, command, `ratings: ${parsed.message}`)
  const o = parsed.value
  const content = loadContent(io, o.content, 'ratings')
  if (!content.ok) return EXIT.usage
  const decks = readDecks(io, o.decks, content.catalogue, 'ratings', (i) => `<mazo ${i + 1}>`)
  if (decks === null) return EXIT.usage
  const pairings = roundRobin(decks.length)
  if (o.games * pairings.length > LAB_SPEC_LIMITS.maxPlays) { io.err(`dm lab ratings: ${(o.games * pairings.length).toLocaleString('es-ES')} partidas en total; como máximo ${LAB_SPEC_LIMITS.maxPlays.toLocaleString('es-ES')}`); return EXIT.usage }
  const spec = leagueOf('ratings', decks, pairings, o)
  if (o.queue) return queueRatings(io, spec, content.catalogue, o.json)
  const runner = new LocalRunner(content.catalogue, content.contentDir, Math.max(1, o.workers))
  let report: RatingsReport
  try {
    report = ratingsReport(spec, await runner.play(spec), content.catalogue, o.band)
  } catch (error) {
    io.err(`dm lab ratings: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await runner.close()
  }
  if (o.out !== undefined) writeFileSync(path.resolve(io.cwd, o.out), `${JSON.stringify({ ...report, catalogueVersion: content.catalogue.version, createdAt: new Date().toISOString() }, null, 2)}\n`)
  if (o.json) io.out(JSON.stringify(report, null, 2))
  else for (const line of ratingsLines(report)) io.out(line)
  return EXIT.ok
}

/** `dm lab ratings --queue`: the league stored as a job for the workers; its ratings show on /laboratorio/cartas. */
async function queueRatings(io: CliIO, spec: MatchSpec, catalogue: Catalogue, json: boolean): Promise<number> {
  const [{ createPrisma, databaseUrl }, { submitLabJobOnce }] = await Promise.all([import('../../server/db'), import('../../server/lab/submit')])
  const url = databaseUrl()
  const prisma = createPrisma(url)
  try {
    const job = await submitLabJobOnce(prisma, url, spec, catalogue)
    if (json) io.out(JSON.stringify({ id: job.id, shards: job.shards, queue: job.queue, url: `/laboratorio/cartas?prueba=${job.id}` }))
    else io.out(`Valoración ${job.id} en cola: ${job.shards} tandas. Página: /laboratorio/cartas?prueba=${job.id} (la juegan ${job.queue === 'servidor' ? 'los hilos del servidor' : 'los procesos «dm lab worker»'}).`)
    return EXIT.ok
  } catch (error) {
    io.err(`dm lab ratings: no se puede encolar: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await prisma.$disconnect()
  }
}

// ---- dm lab evolve -------------------------------------------------------------------------------

const scoreOfPairing = (t: [number, number, number, number]): Score => ({ wins: t[0], draws: t[2], games: t[3] })

async function evolveCommand(args: string[], io: CliIO, command: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, specs.evolve, specs.evolve.schema)
  if (!parsed.ok) return usageError(io, command, `evolve: ${parsed.message}`)
  const o = parsed.value
  const content = loadContent(io, o.content, 'evolve')
  if (!content.ok) return EXIT.usage
  const catalogue = content.catalogue
  const files = o.against.split(',').map((f) => f.trim()).filter((f) => f !== '')
  const against = readDecks(io, files, catalogue, 'evolve', (i) => `--against ${i + 1}`)
  if (against === null) return EXIT.usage
  const runner = await openRunner(o, catalogue, content.contentDir, (l) => io.err(`dm lab evolve: ${l}`))
  let result: EvolveResult
  let confirmed: { against: string; winRate: Estimate; games: number }[] = []
  try {
    result = await evolve(catalogue, async (requests, round) => {
      // One league per generation: the distinct decks, each candidate against each opponent, on the round's deals.
      const decks: LabDeck[] = []
      const index = new Map<string, number>()
      const at = (d: LabDeck) => { const key = JSON.stringify(d.deck.entries) + d.deck.relicId + d.deck.startingDalmaId; let i = index.get(key); if (i === undefined) { i = decks.length; decks.push(d); index.set(key, i) } return i }
      const pairings = requests.map((r) => [at(r.candidate), at(r.opponent)] as [number, number])
      const tally = await runner.play(leagueOf('evolve', decks, pairings, { ...o, games: round.games }, { firstGame: round.firstGame }))
      return tally.pairings.map(scoreOfPairing)
    }, {
      against, population: o.population, generations: o.generations, games: o.games, seed: parseSeed(o.seed), grid: o.grid, champions: o.champions,
      onGeneration: (g) => io.err(`dm lab evolve: generación ${g.generation + 1} de ${o.generations}: el mejor (${g.best.id}) gana ${pctCi(g.best.winRate)}; media ${pct(g.meanWinRate)}; ${g.tried} mazos probados`),
    })
    if (o.confirm > 0) {
      // The best deck again, on deals no generation played: a fresh seed.
      const best = { name: 'Mejor evolucionado', deck: result.best.deck }
      const spec = leagueOf('evolve', [best, ...against], against.map((_, i) => [0, i + 1] as [number, number]), { ...o, games: o.confirm, seed: `${o.seed}/confirmación` })
      const tally = await runner.play(spec)
      confirmed = against.map((d, i) => { const t = tally.pairings[i] as [number, number, number, number]; return { against: d.name, winRate: wilson(t[0], t[3]), games: t[3] } })
    }
  } catch (error) {
    io.err(`dm lab evolve: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await runner.close()
  }
  const text = (deck: typeof result.best.deck) => formatDeckText(deck, catalogue)
  if (o.out !== undefined) {
    const dir = path.resolve(io.cwd, o.out)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'mejor.txt'), text({ ...result.best.deck, name: `Mejor evolucionado (semilla ${o.seed})` }))
    for (const c of result.map) writeFileSync(path.join(dir, `celda-${c.x}-${c.y}.txt`), text({ ...c.deck, name: `Evolucionado, celda ${c.x}·${c.y} (semilla ${o.seed})` }))
  }
  const json = {
    best: { deck: text(result.best.deck), fitness: result.best.fitness, winRate: result.best.winRate, games: result.best.vsAgainst.games, id: result.best.id, style: result.best.style, ...(confirmed.length > 0 ? { confirmed } : {}) },
    map: result.map.map((c) => ({ x: c.x, y: c.y, id: c.id, deck: text(c.deck), winRate: c.winRate, games: c.games, style: c.style })),
    axes: result.axes,
    against: against.map((d) => d.name),
    bots: o.bots, seed: o.seed, population: o.population, generations: o.generations, games: o.games,
    history: result.history,
  }
  if (o.json) { io.out(JSON.stringify(json, null, 2)); return EXIT.ok }
  const s = deckStyle(result.best.deck, catalogue)
  io.out(`El mejor mazo evolucionado gana ${pctCi(result.best.winRate)} contra ${against.map((d) => shortDeckName(d.name)).join(' y ')} (${result.best.vsAgainst.games} partidas en ${result.best.generations} ${result.best.generations === 1 ? 'generación' : 'generaciones'}).`)
  for (const c of confirmed) io.out(`  · Con semillas nuevas, contra ${shortDeckName(c.against)}: ${pctCi(c.winRate)} de ${c.games} partidas.`)
  io.out(`  · ${s.dalmas} Dalmas, ${s.size} cartas, precio medio ${s.meanPrice.toFixed(1).replace('.', ',')} oro, ${pct(s.learnable)} de hechizos y habilidades.`)
  io.out('')
  io.out(text(result.best.deck))
  io.out(`Mapa de estilos (${result.map.length} celdas ocupadas de ${o.grid * o.grid}): ${result.axes[0].label} × ${result.axes[1].label}`)
  for (const c of result.map) io.out(`  celda ${c.x}·${c.y}: gana ${pctCi(c.winRate)} (${c.games} partidas), ${c.style.dalmas} Dalmas, ${c.style.size} cartas`)
  return EXIT.ok
}

// ---- dm lab balance ------------------------------------------------------------------------------

async function balance(args: string[], io: CliIO, command: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  const parsed = parseArgs(args, specs.balance, specs.balance.schema)
  if (!parsed.ok) return usageError(io, command, `balance: ${parsed.message}`)
  const o = parsed.value
  const content = loadContent(io, o.content, 'balance')
  if (!content.ok) return EXIT.usage
  const catalogue = content.catalogue
  const decks = readDecks(io, [o.deckA, o.deckB], catalogue, 'balance', (i) => (i === 0 ? '<mazoA>' : '<mazoB>'))
  if (decks === null) return EXIT.usage
  const card = catalogue.byId.get(o.card)
  if (card === undefined) { io.err(`dm lab balance: --card: no existe la carta «${o.card}»`); return EXIT.usage }
  const field = numericFields(card.type).find((f) => f.path === o.field)
  if (field === undefined) {
    const allowed = numericFields(card.type).map((f) => f.path)
    io.err(`dm lab balance: --field: ${card.name} no tiene el campo «${o.field}»${allowed.length > 0 ? `; puede ser ${allowed.join(', ')}` : ''}`)
    return EXIT.usage
  }
  if (!field.integer) { io.err(`dm lab balance: --field: ${field.label} no es un número entero; la búsqueda recorre enteros`); return EXIT.usage }
  const min = o.min ?? field.min
  const max = o.max ?? field.max
  if (min === null || max === null) { io.err(`dm lab balance: ${field.label} no tiene ${min === null ? 'mínimo' : 'máximo'}: da --${min === null ? 'min' : 'max'}`); return EXIT.usage }
  if ((field.min !== null && min < field.min) || (field.max !== null && max > field.max) || !(max > min)) {
    io.err(`dm lab balance: --min/--max: de ${min} a ${max} no vale para ${field.label} (${field.min ?? '−∞'} a ${field.max ?? '∞'}, el mínimo menor que el máximo)`)
    return EXIT.usage
  }
  const runner = await openRunner(o, catalogue, content.contentDir, (l) => io.err(`dm lab balance: ${l}`))
  let result: BalanceResult
  try {
    result = await findBalance(async (value, from, to) => {
      const spec = leagueOf('balance', decks, [[0, 1]], { ...o, games: to - from }, { firstGame: from, override: { [o.card]: fieldsAt(o.field, value) }, outcomes: true })
      return outcomesOf(await runner.play(spec), 0, to - from)
    }, {
      min, max, target: o.target, games: o.games, ...(o['max-games'] === undefined ? {} : { maxGames: o['max-games'] }),
      onStep: (s) => io.err(`dm lab balance: ${field.label} ${s.value}: ${decks[0]?.name ? shortDeckName(decks[0].name) : 'A'} gana ${pctCi(s.winRateA)} de ${s.games} partidas${s.holdsTarget ? ' (el objetivo cabe)' : ''}`),
    })
  } catch (error) {
    io.err(`dm lab balance: ${error instanceof Error ? error.message : String(error)}`)
    return EXIT.failure
  } finally {
    await runner.close()
  }
  const cardOf: CardLookup = (id) => catalogue.byId.get(id) as ReturnType<CardLookup>
  const sentence = balanceVerdict(result, { card: cardOf(o.card), cardId: o.card, field: o.field, names: { A: decks[0]?.name ?? 'A', B: decks[1]?.name ?? 'B' }, min, max })
  if (o.json) {
    io.out(JSON.stringify({
      value: result.value, winRateA: result.winRateA, tried: result.tried, ruledOut: result.ruledOut,
      verdict: result.verdict, sentence, bracket: result.bracket, direction: result.direction, ends: result.ends, target: result.target, games: result.games,
      card: o.card, field: o.field, current: fieldValue(card, o.field) ?? null, bots: o.bots, seed: o.seed,
    }, null, 2))
    return EXIT.ok
  }
  io.out(sentence)
  io.out('')
  io.out(`Probados (mismas partidas en cada valor): ${result.tried.map((t) => `${t.value}: ${pctCi(t.winRateA)} de ${t.games}`).join(' · ')}`)
  for (const r of result.ruledOut) io.out(`Descartados de ${r.from} a ${r.to}: ${shortDeckName(decks[0]?.name ?? 'A')} gana ${r.side === 'above' ? 'más' : 'menos'} del ${pct(o.target)} (su intervalo no lo contiene).`)
  io.out(`Extremos ${result.ends.low} y ${result.ends.high}: ${ppCi(result.ends.difference)}, p = ${result.ends.p === null ? '—' : result.ends.p.toPrecision(2)} (McNemar, ${result.ends.games} partidas); ${result.games} partidas en total.`)
  return EXIT.ok
}

/** `command`: `dm lab` itself, whose usage follows an error. */
export async function runLabMeta(sub: 'ratings' | 'evolve' | 'balance', args: string[], io: CliIO, command: Pick<CliCommand, 'name' | 'usage'>): Promise<number> {
  if (sub === 'ratings') return ratings(args, io, command)
  if (sub === 'evolve') return evolveCommand(args, io, command)
  return balance(args, io, command)
}

