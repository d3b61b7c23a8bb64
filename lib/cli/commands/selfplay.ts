// `dm selfplay <mazoA> <mazoB> --games N --seed S [--variant V] [--bots a,b] [--override F]
// [--workers K] [--max-turns T] [--json]`: bot-against-bot duels (issue 8) and the playtest annex's
// numbers with 95 % intervals. Game i is the same game for any K (its seed is gameSeed(S, i) and
// deck A sits first on even games), and the report sorts the games first, so the output never
// depends on K.
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import type { Catalogue } from '../../catalogue/schema'
import { parseSeed } from '../../engine'
import { BOT_LEVELS, DEFAULT_BUDGET, type BotLevel } from '../../bots'
import { DEFAULT_MAX_TURNS, summarizeSelfplay, type GameRecord, type MeanCI, type SelfplayReport, type Timings } from '../../sim/selfplay'
import type { Proportion } from '../../sim/stats'
import { parseArgs, usageError } from '../args'
import { readPlayableDeck } from '../deck-file'
import { publicListsOf, runCatalogue, runJob, readText, type SelfplayJob } from '../selfplay-run'
import { runInWorkers } from '../selfplay-workers'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: {
    games: { type: 'string', short: 'g' },
    seed: { type: 'string', short: 's' },
    variant: { type: 'string' },
    bots: { type: 'string' },
    override: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    'max-turns': { type: 'string' },
    json: { type: 'boolean', short: 'j' },
    timing: { type: 'boolean' },
    playouts: { type: 'string' },
    content: { type: 'string' },
  },
  positionals: [{ name: 'deckA' }, { name: 'deckB' }],
} as const

export const SELFPLAY_LIMITS = { maxGames: 100_000, maxWorkers: 64, maxTurns: 10_000 } as const

const integer = (min: number, max: number, fallback: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`).default(fallback)
const botPair = z.string().trim().transform((text, ctx) => {
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length !== 2) { ctx.addIssue({ code: 'custom', message: 'deben ser dos bots separados por una coma (p. ej. heuristic,search)' }); return z.NEVER }
  for (const p of parts) {
    if (!(BOT_LEVELS as readonly string[]).includes(p)) { ctx.addIssue({ code: 'custom', message: `«${p}» no es un bot; usa ${BOT_LEVELS.join(', ')}` }); return z.NEVER }
  }
  return { A: parts[0] as BotLevel, B: parts[1] as BotLevel }
})
const schema = z.object({
  deckA: z.string().min(1, 'no puede estar vacío'),
  deckB: z.string().min(1, 'no puede estar vacío'),
  games: integer(1, SELFPLAY_LIMITS.maxGames, 100),
  seed: z.string().trim().min(1, 'no puede estar vacía').default('1'),
  variant: z.enum(['none', 'rapida', 'pensada', 'estrategica'], 'debe ser none, rapida, pensada o estrategica').default('none'),
  bots: botPair.default({ A: 'heuristic', B: 'heuristic' }),
  override: z.string().min(1, 'no puede estar vacío').optional(),
  workers: integer(1, SELFPLAY_LIMITS.maxWorkers, 1),
  'max-turns': integer(1, SELFPLAY_LIMITS.maxTurns, DEFAULT_MAX_TURNS),
  json: z.boolean().default(false),
  timing: z.boolean().default(false),
  playouts: integer(1, 10_000, DEFAULT_BUDGET.playouts),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm selfplay <mazoA> <mazoB> [--games N] [--seed S] [--variant V] [--bots A,B] [--override F]',
  '                 [--workers K] [--max-turns T] [--json] [--timing] [--content <carpeta>]',
  '',
  'Enfrenta dos bots en N partidas y responde a los puntos del anexo de pruebas con márgenes al 95 %:',
  'turnos y acciones por turno, ofensivas voluntarias y forzadas, victorias por mazo y por Master que',
  'empieza, lanzamientos de Magos y Mentalistas, Anillo Sumador, Poción de Thal, contadores al final de',
  'cada turno, Flechas perforadoras, cartas aprendidas perdidas y usos de la Lente.',
  '',
  'Opciones:',
  '  --games, -g N      partidas (por defecto 100)',
  '  --seed, -s S       semilla: un entero o cualquier texto (por defecto 1)',
  '  --variant V        none, rapida, pensada o estrategica (§23, RUL-39; por defecto none)',
  `  --bots A,B         bot del mazo A y del mazo B: ${BOT_LEVELS.join(', ')} (por defecto heuristic,heuristic)`,
  '  --override F       fichero JSON o YAML «id de carta → campos a cambiar» (prueba de diseño)',
  '  --workers, -w K    hilos de trabajo (por defecto 1; la salida es la misma con cualquier K)',
  `  --max-turns T      turnos de ambos Masters tras los que la partida es tablas (por defecto ${DEFAULT_MAX_TURNS})`,
  '  --json, -j         salida en JSON',
  `  --playouts N       presupuesto del bot search: partidas simuladas por decisión (por defecto ${DEFAULT_BUDGET.playouts})`,
  '  --timing           escribe en la salida de error el tiempo de CPU por decisión de cada bot (p50, p99); con --workers 1',
  '  --content <dir>    carpeta de contenido (por defecto: content)',
  '',
  'Salida: 0 si juega, 1 si una partida falla, 2 si los argumentos, los mazos o la prueba no sirven.',
].join('\n')

function readDeckOrFail(io: CliIO, file: string, catalogue: Catalogue, label: string): ReturnType<typeof readPlayableDeck> {
  try {
    const read = readPlayableDeck(path.resolve(io.cwd, file), catalogue)
    return read.ok ? read : { ok: false, message: `${label} «${file}»: ${read.message}` }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { ok: false, message: `${label} «${file}»: ${code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta' : error instanceof Error ? error.message : String(error)}` }
  }
}

const f1 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })
const f2 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
const ci = (m: MeanCI, f = f2) => (m.mean === null ? '—' : `${f.format(m.mean)} ±${m.margin === null ? '—' : f.format(m.margin)}`)
const pct = (p: Proportion | null) => (p === null || p.p === null ? '—' : `${f1.format(100 * p.p)} % [${f1.format(100 * p.low)}–${f1.format(100 * p.high)}]`)

function humanReport(r: SelfplayReport, files: { A: string; B: string }): string[] {
  return [
    `${r.games} partidas · A: ${files.A} (${r.bots.A}) · B: ${files.B} (${r.bots.B}) · semilla ${r.seed} · variante ${r.variant} · tablas a los ${r.maxTurns} turnos`,
    'Márgenes al 95 %: ±1,96·error típico para medias; razones agrupadas por partida (acciones por turno, turno de las ofensivas, contadores); Wilson para proporciones.',
    '',
    `Victorias A: ${r.wins.A} (${pct(r.winRate.A)}) · B: ${r.wins.B} (${pct(r.winRate.B)}) · tablas: ${r.draws}`,
    `Gana el Master que empieza (R6.11): ${pct(r.winRate.firstMaster)}`,
    `Turnos por partida (ambos Masters): ${ci(r.turns)} · acciones por turno: ${ci(r.actionsPerTurn)}`,
    `Ofensivas voluntarias: ${r.offensives.voluntary} (turno medio ${ci(r.offensives.voluntaryTurn, f1)}) · forzadas (R18.2): ${r.offensives.forced} (turno medio ${ci(r.offensives.forcedTurn, f1)})`,
    ...(['A', 'B'] as const).map((d) => {
      const o = r.offensives.byDeck[d]
      return `  del mazo ${d}: voluntarias ${o.voluntary} (turno medio ${ci(o.voluntaryTurn, f1)}) · forzadas ${o.forced} (turno medio ${ci(o.forcedTurn, f1)})`
    }),
    `Lanzamientos por partida: Magos ${ci(r.castsPerGame.mago)} · Mentalistas ${ci(r.castsPerGame.mentalista)}`,
    `Tercer lanzamiento del Anillo Sumador por partida: ${ci(r.ringThirdCastsPerGame)} · activación extra de la Poción de Thal: ${ci(r.thalExtraPerGame)}`,
    `Victorias del mazo con Anillo frente al que no lo lleva: ${pct(r.winRateWith.ring)} · con Poción de Thal: ${pct(r.winRateWith.thal)}`,
    `Victorias del mazo con Anillo si usa el tercer lanzamiento: ${pct(r.winRateUsing.ring.used)} · si no: ${pct(r.winRateUsing.ring.unused)} · ` +
      `con Poción de Thal si usa la activación extra: ${pct(r.winRateUsing.thal.used)} · si no: ${pct(r.winRateUsing.thal.unused)}`,
    `Contadores al final de cada turno: reliquia ${ci(r.countersPerTurnEnd.relic)} · marcadores de Dalmas ${ci(r.countersPerTurnEnd.dalma)} · ` +
      `enemigos ${ci(r.countersPerTurnEnd.enemy)} · habilidades ${ci(r.countersPerTurnEnd.skill)} · hechizos ${ci(r.countersPerTurnEnd.spell)} · equipo ${ci(r.countersPerTurnEnd.equipment)}`,
    `Flechas perforadoras usadas por partida: ${ci(r.arrowsUsedPerGame)} · cartas aprendidas perdidas al morir Dalmas: ${ci(r.learnedLostPerGame)} · ` +
      `activaciones de la Lente: ${ci(r.lentePerGame)}`,
  ]
}

const THOUGHT_MS = 1
const quantile = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0

export const command: CliCommand = {
  name: 'selfplay',
  summary: 'Enfrenta dos bots con dos mazos y mide los puntos del anexo de pruebas (con márgenes al 95 %)',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const parsed = parseArgs(args, spec, schema)
    if (!parsed.ok) return usageError(io, command, parsed.message)
    const o = parsed.value
    // Node 20 has only the process's CPU clock: with several worker threads each decision would be
    // charged the other threads' work too (about twice the time with two), so --timing runs on one.
    if (o.timing && o.workers > 1) return usageError(io, command, '--timing: el tiempo de CPU por decisión solo se mide con --workers 1 (con varios hilos el reloj de CPU del proceso cuenta el trabajo de todos)')
    const contentDir = path.resolve(io.cwd, o.content)
    let override: SelfplayJob['override'] = null
    if (o.override !== undefined) {
      try {
        override = { file: o.override, text: readText(path.resolve(io.cwd, o.override)) }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        io.err(`dm selfplay: --override «${o.override}»: ${code === 'ENOENT' ? 'no existe' : error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }
    }
    let cat: ReturnType<typeof runCatalogue>
    try {
      cat = runCatalogue(contentDir, override)
    } catch (error) {
      io.err(`dm selfplay: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
      return EXIT.usage
    }
    if (!cat.ok) {
      for (const m of cat.messages) io.err(`dm selfplay: --override «${o.override ?? ''}»: ${m}`)
      return EXIT.usage
    }
    const a = readDeckOrFail(io, o.deckA, cat.catalogue, '<mazoA>')
    if (!a.ok) { io.err(`dm selfplay: ${a.message}`); return EXIT.usage }
    const b = readDeckOrFail(io, o.deckB, cat.catalogue, '<mazoB>')
    if (!b.ok) { io.err(`dm selfplay: ${b.message}`); return EXIT.usage }

    const seed = parseSeed(o.seed)
    const { cards, version, tombstones } = cat.catalogue
    const decks = { A: a.deck, B: b.deck }
    const job = { contentDir, override, decks, bots: o.bots, seed, variant: o.variant, maxTurns: o['max-turns'], timing: o.timing, budget: { playouts: o.playouts }, catalogue: { cards, version, tombstones }, publicLists: publicListsOf(contentDir, cat.catalogue, decks) }
    let result: { records: GameRecord[]; timings: Timings }
    try {
      result = o.workers === 1 ? runJob({ ...job, indices: Array.from({ length: o.games }, (_, i) => i) }) : await runInWorkers(job, o.games, Math.min(o.workers, os.availableParallelism()))
    } catch (error) {
      io.err(`dm selfplay: ${error instanceof Error ? error.message : String(error)}`)
      return EXIT.failure
    }
    const report = summarizeSelfplay(result.records, { bots: o.bots, seed, variant: o.variant, maxTurns: o['max-turns'] })
    const budgetNote = o.playouts === DEFAULT_BUDGET.playouts ? {} : { playouts: o.playouts }
    if (o.json) io.out(JSON.stringify({ decks: { A: o.deckA, B: o.deckB }, publicLists: job.publicLists, ...(o.override === undefined ? {} : { override: o.override }), ...budgetNote, ...report }, null, 2))
    else for (const line of humanReport(report, { A: o.deckA, B: o.deckB })) io.out(line)
    if (o.timing) {
      for (const [level, xs] of Object.entries(result.timings) as [BotLevel, number[]][]) {
        xs.sort((x, y) => x - y)
        // Decisions that ran playouts cost well above a heuristic pick (well under 1 ms): shown apart, since
        // the search bot plays most decisions (Master actions, setup) as the heuristic does.
        const thought = xs.filter((x) => x > THOUGHT_MS)
        io.err(`tiempo de CPU por decisión (${level}): ${xs.length} decisiones · p50 ${f2.format(quantile(xs, 0.5))} ms · p99 ${f2.format(quantile(xs, 0.99))} ms` +
          ` · las de más de ${THOUGHT_MS} ms: ${thought.length} · p50 ${f2.format(quantile(thought, 0.5))} ms · p99 ${f2.format(quantile(thought, 0.99))} ms`)
      }
    }
    return EXIT.ok
  },
}
