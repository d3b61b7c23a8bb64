// `dm goldfish <mazo> --games N --turns T --seed S [--json]`: plays N solo games (RUL-13) of a
// deck under the default goldfish policy and prints how the deck opens: the opening hand and the
// hand after the replacement (exact beside simulated), money, active Dalmas and learned cards per
// turn, and the exhaustion turn. Game i uses gameSeed(S, i), as /probar and `dm hands` do, so the
// same arguments always print the same thing.
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import { TYPE_LABELS, type Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import { lookupCardName } from '../../decks/names'
import { parseDeckText, toDeck } from '../../decks/text'
import { describeError, parseSeed, prepareDeck } from '../../engine'
import {
  DEFAULT_POLICY, describeReportError, LIMITS, runGoldfishBatch,
  type AtLeastRow, type BatchReport, type HandFigures, type Proportion, type Summary,
} from '../../sim'
import { parseArgs, usageError } from '../args'
import { readPlayableDeck, type DeckFileRead } from '../deck-file'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: {
    games: { type: 'string', short: 'g' },
    turns: { type: 'string', short: 't' },
    seed: { type: 'string', short: 's' },
    track: { type: 'string', multiple: true },
    json: { type: 'boolean', short: 'j' },
    content: { type: 'string' },
  },
  positionals: [{ name: 'file' }],
} as const
const integer = (min: number, max: number, fallback: number) =>
  z.coerce.number('debe ser un número').int('debe ser un número entero').min(min, `como mínimo ${min}`).max(max, `como máximo ${max.toLocaleString('es-ES')}`).default(fallback)
const schema = z.object({
  file: z.string().min(1, 'no puede estar vacío'),
  games: integer(1, LIMITS.maxGames, 2000),
  turns: integer(1, LIMITS.maxTurns, 5),
  seed: z.string().trim().min(1, 'no puede estar vacía').default('1'),
  track: z.array(z.string().trim().min(1, 'no puede estar vacío')).default([]),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm goldfish <mazo.txt|mazo.json> [--games N] [--turns T] [--seed S] [--track <cartas>]… [--json] [--content <carpeta>]',
  '',
  'Juega N partidas en solitario (RUL-13) con la política por defecto y resume cómo abre el mazo:',
  'la mano inicial y la mano tras el reemplazo inicial (valor exacto junto al simulado, con su',
  'margen al 95 %), el dinero, los Dalmas activos y lo aprendido en cada turno, y el turno de',
  'agotamiento (R18.1). La partida i usa la semilla derivada de S e i: la partida 0 es la que',
  '/probar reparte con S, y los mismos argumentos dan siempre la misma salida.',
  '',
  'Opciones:',
  '  --games, -g N        partidas (por defecto 2000)',
  '  --turns, -t T        turnos por partida (por defecto 5; 40 para estudiar el agotamiento)',
  '  --seed, -s S         semilla: un entero de 0 a 4294967295 o cualquier texto (por defecto 1)',
  '  --track <cartas>     nombres o ids separados por comas: P(al menos k copias) de ese grupo;',
  '                       se puede repetir para varios grupos',
  '  --json, -j           salida en JSON (games, turns, seed, policy, openingHand, perTurn, dalmas, exhaustion)',
  '  --content <carpeta>  carpeta de contenido (por defecto: content)',
  '',
  'Salida: 0 si simula, 1 si la simulación falla, 2 si los argumentos, el fichero o el mazo no sirven.',
].join('\n')

/** Each --track value becomes a set of card ids; every name must name one card. */
function resolveTracks(values: readonly string[], catalogue: Catalogue): { ok: true; sets: string[][] } | { ok: false; message: string } {
  const sets: string[][] = []
  for (const value of values) {
    const ids: string[] = []
    for (const name of value.split(',').map((n) => n.trim()).filter((n) => n !== '')) {
      const found = lookupCardName(catalogue, name)
      if (found.kind === 'found') { ids.push(found.card.id); continue }
      if (found.kind === 'ambiguous') return { ok: false, message: `--track: «${name}» nombra varias cartas (${found.cards.map((c) => c.id).join(', ')}); usa su id` }
      const hint = found.suggestions.length > 0 ? `; ¿quizá ${found.suggestions.join(', ')}?` : ''
      return { ok: false, message: `--track: no existe la carta «${name}»${hint}` }
    }
    if (ids.length === 0) return { ok: false, message: '--track: el grupo está vacío' }
    sets.push([...new Set(ids)])
  }
  return { ok: true, sets }
}

// ---- Spanish number formatting ----------------------------------------------------------------

const fmt = (digits: number) => new Intl.NumberFormat('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })
const f1 = fmt(1)
const f2 = fmt(2)
const num = (x: number | null, f = f2): string => (x === null ? '—' : f.format(x))
const pct = (x: number | null): string => (x === null ? '—' : `${f1.format(100 * x)} %`)
const withMargin = (x: number | null, margin: number | null, f = f2): string => (x === null ? '—' : `${f.format(x)} ±${margin === null ? '—' : f.format(margin)}`)
/** "27,2 % ±5,0"; at 0 % or 100 % the normal margin would be 0, so the Wilson interval is shown instead. */
function pctMargin(p: Proportion): string {
  if (p.p === null) return '—'
  if (p.successes === 0 || p.successes === p.n) return `${f1.format(100 * p.p)} % [${f1.format(100 * p.low)}–${f1.format(100 * p.high)}]`
  return `${f1.format(100 * p.p)} % ±${p.margin === null ? '—' : f1.format(100 * p.margin)}`
}
const gold = (silver: number | null): string => (silver === null ? '—' : f1.format(silver / 10))
const goldMargin = (s: Summary): string => (s.mean === null ? '—' : `${gold(s.mean)} ±${s.margin === null ? '—' : gold(s.margin)}`)

/** Fixed-width columns: text columns to the left, the rest right-aligned. */
function table(header: string[], rows: string[][], leftColumns = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd()
  return [line(header), ...rows.map(line)]
}

function handRows(label: string, copies: number, f: HandFigures): string[] {
  const one = f.atLeast[0] as AtLeastRow
  return [label, String(copies), num(f.mean.exact), withMargin(f.mean.simulated, f.mean.margin), pct(one.exact), pctMargin(one.simulated)]
}

function humanReport(report: BatchReport, file: string, deck: Deck, catalogue: Catalogue, seedText: string): string[] {
  const name = (id: string) => catalogue.byId.get(id)?.name ?? id
  const out: string[] = []
  const title = deck.name ? `«${deck.name}» (${file})` : file
  out.push(`${title} · Dalma inicial: ${name(report.deck.startingDalmaId)} (conoce ${name(report.deck.startingCardIds[0])} y ${name(report.deck.startingCardIds[1])})`)
  const seedShown = String(report.seed) === seedText ? seedText : `${seedText} (${report.seed})`
  out.push(`${report.games} partidas en solitario · ${report.turns} turnos · semilla ${seedShown} · política ${report.policy.name}`)
  out.push(`Márgenes: ±1,96·error típico (95 %). Se barajan ${report.deck.shuffled} de las ${report.deck.cards} cartas (R6.2, R6.3).`)

  const typeHeader = ['Tipo', 'Copias', 'Media exacta', 'Media simulada', 'P(≥1) exacta', 'P(≥1) simulada']
  const typeLabel = (t: keyof typeof TYPE_LABELS) => TYPE_LABELS[t].plural
  out.push('', `Mano inicial (${report.openingHand.handSize} cartas, R6.6)`)
  out.push(...table(typeHeader, report.openingHand.byType.map((t) => handRows(typeLabel(t.type), t.copies, t.opening))))
  out.push('', 'Tras el reemplazo inicial (R6.7): se quedan Dalmas, tesoros y equipo o pociones de 1 oro como mucho; el resto va al fondo')
  out.push(...table(typeHeader, report.openingHand.byType.map((t) => handRows(typeLabel(t.type), t.copies, t.afterReplacement))))
  const dalma = report.openingHand.anyDalma
  out.push('', `Algún Dalma en la mano: inicial ${pct(dalma.opening.exact)} exacto, ${pctMargin(dalma.opening.simulated)} simulado · ` +
    `tras el reemplazo ${pct(dalma.afterReplacement.exact)} exacto, ${pctMargin(dalma.afterReplacement.simulated)} simulado`)
  const replaced = report.openingHand.replaced
  out.push(`Cartas reemplazadas: media exacta ${num(replaced.exactMean)} · simulada ${withMargin(replaced.simulated.mean, replaced.simulated.margin)}`)

  for (const tracked of report.openingHand.tracked) {
    out.push('', `Al menos k copias de ${tracked.cardIds.map(name).join(' o ')} (${tracked.copies} en el mazo barajado)`)
    out.push(...table(
      ['k', 'Mano inicial exacta', 'simulada', 'Tras reemplazo exacta', 'simulada'],
      // More copies than the deck holds is impossible: those rows are left to the JSON.
      tracked.opening.atLeast.filter((row) => row.k === 1 || row.k <= tracked.copies).map((row) => {
        const after = tracked.afterReplacement.atLeast.find((a) => a.k === row.k) as AtLeastRow
        return [String(row.k), pct(row.exact), pctMargin(row.simulated), pct(after.exact), pctMargin(after.simulated)]
      }),
    ))
  }

  out.push('', 'Por turno (medias; dinero en oros; «al empezar» es tras el Cobro, R7.12)')
  out.push(...table(
    ['Turno', 'Partidas', 'Dinero al empezar', 'p10–p90', 'Dinero al acabar', 'Dalmas activos', 'Hechizos', 'Habilidades'],
    report.perTurn.map((t) => [
      String(t.turn), String(t.games), goldMargin(t.moneyAvailable), `${gold(t.moneyAvailable.p10)}–${gold(t.moneyAvailable.p90)}`,
      goldMargin(t.moneyLeft), withMargin(t.activeDalmas.mean, t.activeDalmas.margin), num(t.learnedSpells.mean), num(t.learnedSkills.mean),
    ]),
  ))

  if (report.dalmas.length > 0) {
    out.push('', `Turno en que hay k Dalmas activos (R4.1; el inicial lo está desde la preparación)`)
    out.push(...table(
      ['k', 'Lo logran', 'Turno medio', 'Mediana', 'Sin lograrlo'],
      report.dalmas.map((d) => [`${d.k}.º`, pctMargin(d.reached), withMargin(d.turn.mean, d.turn.margin), num(d.turn.median, f1), String(d.censored)]),
    ))
  }

  const ex = report.exhaustion
  out.push('', `Agotamiento (R18.1) en ${ex.turns} turnos: ${ex.exhausted.successes} de ${ex.games} partidas (${pctMargin(ex.exhausted)}); ` +
    `${ex.censored} sin agotar (censuradas en el turno ${ex.turns})`)
  if (ex.exhausted.successes > 0) {
    out.push(`  Turno medio de agotamiento: ${withMargin(ex.mean, ex.turn.margin)} (mediana ${num(ex.turn.median, f1)}, de ${num(ex.turn.min, f1)} a ${num(ex.turn.max, f1)})` +
      (ex.censored > 0 ? `; con las censuradas contadas como ${ex.turns}: ${num(ex.restrictedMean)}` : ''))
    out.push(...table(['Turno', 'Partidas'], ex.distribution.map((d) => [String(d.turn), String(d.games)])))
  }
  if (ex.otherEnd > 0) out.push(`  ${ex.otherEnd} partidas acabaron de otro modo.`)
  return out
}

/** The command with its catalogue source injected, so tests can use a fixture catalogue. */
export function makeGoldfishCommand(load: (contentDir: string) => Catalogue = loadCatalogue): CliCommand {
  const self: CliCommand = {
    name: 'goldfish',
    summary: 'Simula partidas en solitario de un mazo: mano inicial (exacta y simulada), dinero, Dalmas y agotamiento',
    usage: USAGE,
    async run(args: string[], io: CliIO): Promise<number> {
      const parsedArgs = parseArgs(args, spec, schema)
      if (!parsedArgs.ok) return usageError(io, self, parsedArgs.message)
      const { file, games, turns, seed, track, json, content } = parsedArgs.value

      let catalogue: Catalogue
      try {
        catalogue = load(path.resolve(io.cwd, content))
      } catch (error) {
        io.err(`dm goldfish: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }
      let read: DeckFileRead
      try {
        read = readPlayableDeck(path.resolve(io.cwd, file), catalogue)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        const reason = code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta' : error instanceof Error ? error.message : String(error)
        io.err(`dm goldfish: no se puede leer «${file}»: ${reason}`)
        return EXIT.usage
      }
      if (!read.ok) {
        io.err(`dm goldfish: «${file}»: ${read.message}`)
        return EXIT.usage
      }
      const prepared = prepareDeck(read.deck, catalogue)
      if (!prepared.ok) {
        io.err(`dm goldfish: «${file}»: ${describeError(prepared.error)}`)
        return EXIT.usage
      }
      const tracks = resolveTracks(track, catalogue)
      if (!tracks.ok) return usageError(io, self, tracks.message)

      const baseSeed = parseSeed(seed)
      const batch = await runGoldfishBatch({
        deck: read.deck, catalogue, games, turns, seed: baseSeed, policy: DEFAULT_POLICY, track: tracks.sets, chunkSize: 250,
      })
      if (!batch.ok) {
        io.err(`dm goldfish: ${describeReportError(batch.error)}`)
        return EXIT.failure
      }
      const { report } = batch.value
      if (json) io.out(JSON.stringify({ file, ...(read.deck.name ? { name: read.deck.name } : {}), ...report }, null, 2))
      else for (const line of humanReport(report, file, read.deck, catalogue, seed)) io.out(line)
      return EXIT.ok
    },
  }
  return self
}

export const command: CliCommand = makeGoldfishCommand()
