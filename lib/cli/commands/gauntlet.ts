// `dm gauntlet <mazo> [<mazo>…] [--bot B] [--against X,Y] [--pairs N] [--batch K] [--seed S]
// [--sprt p0,p1] [--alpha a] [--beta b] [--fixed] [--playouts P] [--workers W] [--json]`: a bot against a
// fixed set of opponents (by default random, heuristic and the previous search bot) in mirror
// matches on each deck, seed-paired (each deal played twice, seats swapped), each opponent stopped
// by a sequential probability ratio test on the pair scores. Reports per opponent, deck and seat.
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import { parseSeed } from '../../engine'
import { BOT_LEVELS, DEFAULT_BUDGET, GAUNTLET_BOTS, type BotName } from '../../bots'
import { DEFAULT_SPRT, opponentReport, type GauntletGame, type OpponentReport, type SprtSpec, type Tally } from '../../sim/gauntlet'
import { DEFAULT_MAX_TURNS, type GameRecord } from '../../sim/selfplay'
import type { Proportion } from '../../sim/stats'
import { addCardUse, type CardUseTable } from '../../sim/card-use'
import { parseArgs, usageError } from '../args'
import { readPlayableDeck } from '../deck-file'
import { publicListsOf, runCatalogue, runJob, type SelfplayJob } from '../selfplay-run'
import { runInWorkers } from '../selfplay-workers'
import { EXIT, type CliCommand, type CliIO } from '../types'

const NAMES: readonly string[] = [...BOT_LEVELS, ...Object.keys(GAUNTLET_BOTS)]
export const GAUNTLET_LIMITS = { maxPairs: 5_000, maxDecks: 8, maxWorkers: 64 } as const

const spec = {
  options: {
    bot: { type: 'string' },
    against: { type: 'string' },
    pairs: { type: 'string' },
    batch: { type: 'string' },
    seed: { type: 'string', short: 's' },
    sprt: { type: 'string' },
    alpha: { type: 'string' },
    beta: { type: 'string' },
    fixed: { type: 'boolean' },
    playouts: { type: 'string' },
    workers: { type: 'string', short: 'w' },
    'max-turns': { type: 'string' },
    pairing: { type: 'string' },
    json: { type: 'boolean', short: 'j' },
    content: { type: 'string' },
  },
  positionals: [{ name: 'decks', variadic: true }],
} as const

const integer = (min: number, max: number, fallback: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`).default(fallback)
const rate = (fallback: number) => z.coerce.number('debe ser un número').gt(0, 'debe ser mayor que 0').lt(1, 'debe ser menor que 1').default(fallback)
const botName = z.string().trim().refine((b) => NAMES.includes(b), { message: `no es un bot; usa ${NAMES.join(', ')}` }).transform((b) => b as BotName)
const botList = z.string().trim().transform((text, ctx) => {
  const names = text.split(',').map((p) => p.trim()).filter((p) => p.length > 0)
  if (names.length === 0) { ctx.addIssue({ code: 'custom', message: 'no puede estar vacía' }); return z.NEVER }
  for (const n of names) if (!NAMES.includes(n)) { ctx.addIssue({ code: 'custom', message: `«${n}» no es un bot; usa ${NAMES.join(', ')}` }); return z.NEVER }
  return [...new Set(names)] as BotName[]
})
const hypotheses = z.string().trim().transform((text, ctx) => {
  const parts = text.split(',').map((p) => Number(p.trim()))
  if (parts.length !== 2 || parts.some((p) => !Number.isFinite(p) || p <= 0 || p >= 1)) { ctx.addIssue({ code: 'custom', message: 'deben ser dos proporciones entre 0 y 1 separadas por una coma (p. ej. 0.5,0.6)' }); return z.NEVER }
  const [p0, p1] = parts as [number, number]
  if (p1 <= p0) { ctx.addIssue({ code: 'custom', message: 'la segunda (H1) debe ser mayor que la primera (H0)' }); return z.NEVER }
  return { p0, p1 }
})
const schema = z.object({
  decks: z.array(z.string().min(1, 'no puede estar vacío')).min(1, 'hace falta al menos un mazo').max(GAUNTLET_LIMITS.maxDecks, `como máximo ${GAUNTLET_LIMITS.maxDecks} mazos`),
  bot: botName.default('search'),
  against: botList.default(['random', 'heuristic', 'search-flat']),
  pairs: integer(1, GAUNTLET_LIMITS.maxPairs, 100),
  batch: integer(1, 1_000, 10),
  seed: z.string().trim().min(1, 'no puede estar vacía').default('1'),
  sprt: hypotheses.default({ p0: DEFAULT_SPRT.p0, p1: DEFAULT_SPRT.p1 }),
  alpha: rate(DEFAULT_SPRT.alpha),
  beta: rate(DEFAULT_SPRT.beta),
  fixed: z.boolean().default(false),
  playouts: integer(1, 10_000, DEFAULT_BUDGET.playouts),
  workers: integer(1, GAUNTLET_LIMITS.maxWorkers, 1),
  'max-turns': integer(1, 10_000, DEFAULT_MAX_TURNS),
  pairing: z.enum(['mirror', 'mixed', 'both'], { error: 'es mirror, mixed o both' }).default('mirror'),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm gauntlet <mazo> [<mazo>…] [--bot B] [--against X,Y,…] [--pairs N] [--batch K] [--seed S]',
  '                 [--sprt p0,p1] [--alpha a] [--beta b] [--fixed] [--playouts P] [--workers W] [--pairing P] [--json]',
  '',
  'Enfrenta un bot a un conjunto fijo de rivales en espejo (el mismo mazo a los dos lados, para que el',
  'equilibrio entre mazos no cuente) y por parejas de semillas (cada reparto se juega dos veces, con los',
  'asientos cambiados). Con cada rival para cuando un test secuencial de razón de probabilidades (SPRT)',
  'decide entre H0 (puntuación p0) y H1 (p1), o al llegar a --pairs parejas por mazo. Informa por rival,',
  'por mazo y por asiento. La unidad es la pareja: el intervalo al 95 % de la puntuación es el de t sobre',
  'las parejas; el de Wilson sobre partidas sueltas se da aparte y es más estrecho de lo que debe.',
  'Solo se dice a un bot la lista del rival cuando es pública (un mazo de la caja, R2.1).',
  '',
  'Opciones:',
  `  --bot B            el bot que se mide (por defecto search): ${NAMES.join(', ')}`,
  '  --against X,Y      rivales (por defecto random,heuristic,search-flat; search-flat es la búsqueda anterior)',
  '  --pairs N          parejas de partidas por rival y mazo como máximo (por defecto 100)',
  '  --batch K          parejas por mazo entre dos lecturas del SPRT (por defecto 10)',
  '  --seed, -s S       semilla: un entero o cualquier texto (por defecto 1); la pareja j usa el reparto j',
  `  --sprt p0,p1       puntuaciones de H0 y H1 (por defecto ${DEFAULT_SPRT.p0},${DEFAULT_SPRT.p1}; victoria 1, tablas ½)`,
  `  --alpha a, --beta b  errores del SPRT (por defecto ${DEFAULT_SPRT.alpha} y ${DEFAULT_SPRT.beta})`,
  '  --fixed            juega exactamente --pairs parejas, sin parar por el SPRT (la muestra fijada antes de',
  '                     una medida de confirmación; el SPRT se informa igualmente)',
  `  --playouts P       presupuesto de los bots de búsqueda por decisión (por defecto ${DEFAULT_BUDGET.playouts})`,
  '  --workers, -w W    hilos de trabajo (por defecto 1; las partidas y la salida son las mismas con cualquier W)',
  `  --max-turns T      turnos de ambos Masters tras los que la partida es tablas (por defecto ${DEFAULT_MAX_TURNS})`,
  '  --pairing P        mirror (cada mazo contra sí mismo, por defecto), mixed (con dos mazos: el uno contra el otro,',
  '                     cada reparto jugado dos veces con los bots cambiados de lado) o both (los dos)',
  '  --json, -j         salida en JSON',
  '  --content <dir>    carpeta de contenido (por defecto: content)',
  '',
  'Salida: 0 si juega, 1 si una partida falla, 2 si los argumentos o los mazos no sirven.',
].join('\n')

const f1 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })
const f2 = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
const pct = (p: Proportion) => (p.p === null ? '—' : `${f1.format(100 * p.p)} % [${f1.format(100 * p.low)}–${f1.format(100 * p.high)}]`)
const byPair = (t: Tally) => (t.byPair.estimate === null ? 'sin parejas completas'
  : `${f1.format(100 * t.byPair.estimate)} %${t.byPair.ci95 === null ? '' : ` [${f1.format(100 * t.byPair.ci95[0])}–${f1.format(100 * t.byPair.ci95[1])}]`} por parejas (${t.byPair.pairs})`)

function humanReport(bot: BotName, reports: readonly OpponentReport[], files: readonly string[]): string[] {
  const out: string[] = []
  for (const r of reports) {
    const verdict = r.sprt.decision === 'H1' ? 'gana (H1)' : r.sprt.decision === 'H0' ? 'no gana (H0)' : 'sin decidir'
    out.push(`${bot} contra ${r.opponent}: ${r.wins} de ${r.games}, puntuación ${byPair(r)} (${pct(r.winRate)} por partidas), tablas ${r.draws} · SPRT ${verdict}, LLR ${f2.format(r.sprt.llr)} en [${f2.format(r.sprt.lower)}, ${f2.format(r.sprt.upper)}]`)
    for (const f of files) { const t = r.byDeck[f]; if (t !== undefined) out.push(`  ${f}: ${t.wins} de ${t.games}, ${byPair(t)} (${pct(t.winRate)} por partidas)`) }
    out.push(`  en el asiento 1: ${r.bySeat.first.wins} de ${r.bySeat.first.games} (${pct(r.bySeat.first.winRate)}) · en el asiento 2: ${r.bySeat.second.wins} de ${r.bySeat.second.games} (${pct(r.bySeat.second.winRate)})`)
  }
  return out
}

/** Per opponent and matchup, how the candidate (A) and the opponent (B) used their cards (card-use.ts). */
function cardTables(games: readonly GauntletGame[]): Record<string, Record<string, { candidate: CardUseTable; opponent: CardUseTable }>> {
  const out: Record<string, Record<string, { candidate: CardUseTable; opponent: CardUseTable }>> = {}
  for (const g of games) {
    const use = g.record.cardUse
    if (use === undefined) continue
    const byDeck = (out[g.opponent] ??= {})
    const t = (byDeck[g.deck] ??= { candidate: {}, opponent: {} })
    t.candidate = addCardUse(t.candidate, use.A)
    t.opponent = addCardUse(t.opponent, use.B)
  }
  return out
}

function readDeck(io: CliIO, file: string, catalogue: Catalogue): { ok: true; deck: Deck } | { ok: false; message: string } {
  try {
    const read = readPlayableDeck(path.resolve(io.cwd, file), catalogue)
    return read.ok ? read : { ok: false, message: `<mazo> «${file}»: ${read.message}` }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return { ok: false, message: `<mazo> «${file}»: ${code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta' : error instanceof Error ? error.message : String(error)}` }
  }
}

export const command: CliCommand = {
  name: 'gauntlet',
  summary: 'Mide un bot contra un conjunto fijo de rivales en espejo, por parejas de semillas, y para con un SPRT',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const parsed = parseArgs(args, spec, schema)
    if (!parsed.ok) return usageError(io, command, parsed.message)
    const o = parsed.value
    if (o.against.includes(o.bot)) return usageError(io, command, `--against: «${o.bot}» es el bot que se mide; en espejo contra sí mismo no mide nada`)
    const contentDir = path.resolve(io.cwd, o.content)
    let cat: ReturnType<typeof runCatalogue>
    try {
      cat = runCatalogue(contentDir, null)
    } catch (error) {
      io.err(`dm gauntlet: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
      return EXIT.usage
    }
    if (!cat.ok) { for (const m of cat.messages) io.err(`dm gauntlet: ${m}`); return EXIT.usage }
    const decks: { file: string; deck: Deck }[] = []
    for (const file of o.decks) {
      const d = readDeck(io, file, cat.catalogue)
      if (!d.ok) { io.err(`dm gauntlet: ${d.message}`); return EXIT.usage }
      decks.push({ file, deck: d.deck })
    }
    if (o.pairing !== 'mirror' && decks.length !== 2) return usageError(io, command, `--pairing ${o.pairing}: el emparejamiento mixto necesita exactamente dos mazos`)
    const sprt: SprtSpec = { ...o.sprt, alpha: o.alpha, beta: o.beta }
    const seed = parseSeed(o.seed)
    // What each game pits: a deck against itself, or (mixed) the first deck against the second with the bots swapped within a pair.
    type Matchup = { file: string; A: Deck; B: Deck; cross: boolean; publicLists: { A: boolean; B: boolean } }
    const matchup = (file: string, A: Deck, B: Deck, cross: boolean): Matchup => ({ file, A, B, cross, publicLists: publicListsOf(contentDir, cat.catalogue, { A, B }) })
    const mirrors: Matchup[] = o.pairing === 'mixed' ? [] : decks.map((d) => matchup(d.file, d.deck, d.deck, false))
    const [first, second] = decks
    const mixed: Matchup[] = o.pairing === 'mirror' || first === undefined || second === undefined ? [] : [matchup(`${first.file} × ${second.file}`, first.deck, second.deck, true)]
    const matchups = [...mirrors, ...mixed]
    const files = matchups.map((d) => d.file)
    const games: GauntletGame[] = []
    const done = new Set<BotName>()
    const workers = Math.min(o.workers, os.availableParallelism())
    try {
      for (let from = 0; from < o.pairs && done.size < o.against.length; from += o.batch) {
        const to = Math.min(o.pairs, from + o.batch)
        for (const opponent of o.against) {
          if (done.has(opponent)) continue
          for (const { file, A, B, cross, publicLists } of matchups) {
            // Deck A is the candidate's side; the same seed on every deck and opponent deals the same games.
            const job: Omit<SelfplayJob, 'indices'> = {
              contentDir, override: null, decks: { A, B }, bots: { A: o.bot, B: opponent }, seed, variant: 'none',
              maxTurns: o['max-turns'], timing: false, budget: { playouts: o.playouts }, pairedSeats: true, crossDecks: cross,
              publicLists,
              catalogue: { cards: cat.catalogue.cards, version: cat.catalogue.version, tombstones: cat.catalogue.tombstones },
            }
            const indices = Array.from({ length: 2 * (to - from) }, (_, i) => 2 * from + i)
            const { records } = workers === 1 ? runJob({ ...job, indices }) : await runInWorkers(job, indices, workers)
            for (const record of records) games.push({ opponent, deck: file, pair: record.index >> 1, seat: record.index % 2 === 0 ? 0 : 1, record: record as GameRecord })
          }
          // --fixed: the sample size was chosen before the run (a confirmation, docs/lab-results.md); no early stop.
          if (!o.fixed && opponentReport(opponent, games, files, sprt).sprt.decision !== null) done.add(opponent)
        }
      }
    } catch (error) {
      io.err(`dm gauntlet: ${error instanceof Error ? error.message : String(error)}`)
      return EXIT.failure
    }
    const reports = o.against.map((opponent) => opponentReport(opponent, games, files, sprt))
    if (o.json) io.out(JSON.stringify({ bot: o.bot, decks: files, seed, sprt, playouts: o.playouts, opponents: reports, cards: cardTables(games), games: games.map((g) => ({ opponent: g.opponent, deck: g.deck, pair: g.pair, seat: g.seat, winner: g.record.winner })) }, null, 2))
    else for (const line of humanReport(o.bot, reports, files)) io.out(line)
    return EXIT.ok
  },
}
