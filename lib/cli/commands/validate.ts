// `dm validate <mazo>`: reads a deck list (text, or a .json deck), checks it against content/ and
// prints every problem with its rule ID. Exit 0 legal, 1 illegal (unknown cards included), 2 when
// the file or the content cannot be read, or the list has unreadable lines.
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import { PROFESSION_LABELS, TYPE_LABELS, CARD_TYPES, type Catalogue } from '../../catalogue/schema'
import { parseDeckJsonText } from '../../decks/json'
import type { ParsedDeck } from '../../decks/parsed'
import { describeProblem, describeWarning, type DeckProblem, type DeckWarning } from '../../decks/problems'
import { encodeShareCode } from '../../decks/share-code'
import { parseDeckText } from '../../decks/text'
import { COST_BUCKETS, validateDeck, type DeckStats, type DeckToValidate } from '../../decks/validate'
import { parseArgs, usageError } from '../args'
import { readDeckFileText } from '../deck-file'
import { EXIT, type CliCommand, type CliIO } from '../types'
import { formatSilver } from './cards'

const spec = {
  options: { json: { type: 'boolean', short: 'j' }, content: { type: 'string' } },
  positionals: [{ name: 'file' }],
} as const
const schema = z.object({
  file: z.string().min(1, 'no puede estar vacío'),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm validate <mazo.txt|mazo.json> [--json] [--content <carpeta>]',
  '',
  'Comprueba si un mazo es legal (§5 del reglamento, RUL-2, RUL-10, RUL-25) y muestra cada',
  'problema con su regla, los avisos (cartas que ningún Dalma puede aprender, más de 70 cartas,',
  'oro para revelar los Dalmas) y las cifras del mazo.',
  '',
  'Formato de texto, una línea por entrada:',
  '  # comentario            («# Mazo: Nombre» da nombre al mazo)',
  '  Reliquia: Nombre        la reliquia elegida (no cuenta en el mazo)',
  '  Dalma inicial: Nombre   uno de los Dalmas de la lista',
  '  Hechizos:               un título (acaba en «:», sin número): se ignora',
  '  3 Bola de fuego         también «3x Nombre» o «3 x Nombre»; mayúsculas y acentos dan igual',
  '',
  'Opciones:',
  '  --json, -j           salida en JSON: { legal, problems, warnings, stats }',
  '  --content <carpeta>  carpeta de contenido (por defecto: content)',
  '',
  'Salida: 0 legal, 1 ilegal (también con cartas desconocidas), 2 si el fichero o el',
  'contenido no se pueden leer o el mazo tiene líneas que no se entienden.',
].join('\n')

type Loaded = { ok: true; deck: DeckToValidate } | { ok: false; lines: string[]; json: unknown }

/** Reads the deck file as text or JSON; every unreadable line or field comes back as a located message. */
function readDeck(file: string, shown: string, catalogue: Catalogue): Loaded {
  const text = readDeckFileText(file)
  if (file.toLowerCase().endsWith('.json')) {
    const parsed = parseDeckJsonText(text)
    if (parsed.ok) return { ok: true, deck: parsed.deck }
    return { ok: false, lines: parsed.errors.map((e) => `${shown}: ${e.field}: ${e.message}`), json: parsed.errors }
  }
  const parsed = parseDeckText(text, catalogue)
  if (parsed.ok) return { ok: true, deck: parsed.deck }
  return {
    ok: false,
    lines: parsed.errors.map((e) => `${shown}:${e.line}: ${e.message} («${e.text.trim()}»)`),
    json: parsed.errors,
  }
}

const ruleTag = (rule: string | null) => `[${rule ?? 'catálogo'}]`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function statsLines(stats: DeckStats): string[] {
  const byType = CARD_TYPES.filter((t) => stats.byType[t] > 0)
    .map((t) => `${stats.byType[t]} ${stats.byType[t] === 1 ? TYPE_LABELS[t].singular : TYPE_LABELS[t].plural}`)
  const goldLabel = (b: string) => (b === '0' ? 'gratis' : b === '1' ? '1 oro' : `${b} oros`)
  const byCost = COST_BUCKETS.filter((b) => stats.byCost[b] > 0).map((b) => `${goldLabel(b)}: ${stats.byCost[b]}`)
  const professions = stats.professions.map((p) => PROFESSION_LABELS[p]).join(', ') || 'ninguna'
  return [
    `  Cartas: ${stats.cards}${stats.unknown > 0 ? ` (${stats.unknown} desconocidas)` : ''}${byType.length > 0 ? ` · ${byType.join(', ')}` : ''}`,
    `  Por precio (revelar + aprender): ${byCost.join(' · ') || '—'}`,
    `  Profesiones: ${professions}`,
    `  Dinero para revelar y aprender todo: ${formatSilver(stats.money.revealSilver)} en revelar + ${formatSilver(stats.money.learnSilver)} en aprender = ${formatSilver(stats.money.totalSilver)}`,
  ]
}

function problemJson(problem: DeckProblem, catalogue: Catalogue) {
  return { ...problem, message: describeProblem(problem, catalogue) }
}
function warningJson(warning: DeckWarning, catalogue: Catalogue) {
  return { ...warning, message: describeWarning(warning, catalogue) }
}

/** The command with its catalogue source injected, so tests can use a fixture catalogue. */
export function makeValidateCommand(load: (contentDir: string) => Catalogue = loadCatalogue): CliCommand {
  const self: CliCommand = {
    name: 'validate',
    summary: 'Comprueba si un mazo (texto o JSON) es legal y lista cada problema con su regla',
    usage: USAGE,
    async run(args: string[], io: CliIO): Promise<number> {
      const parsedArgs = parseArgs(args, spec, schema)
      if (!parsedArgs.ok) return usageError(io, self, parsedArgs.message)
      const { file, json, content } = parsedArgs.value
      const fullPath = path.resolve(io.cwd, file)

      let catalogue: Catalogue
      try {
        catalogue = load(path.resolve(io.cwd, content))
      } catch (error) {
        io.err(`dm validate: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }

      let loaded: Loaded
      try {
        loaded = readDeck(fullPath, file, catalogue)
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no existe' : error instanceof Error ? error.message : String(error)
        io.err(`dm validate: no se puede leer «${file}»: ${reason}`)
        return EXIT.usage
      }
      if (!loaded.ok) {
        if (json) io.out(JSON.stringify({ legal: false, file, parseErrors: loaded.json }, null, 2))
        else {
          for (const line of loaded.lines) io.err(line)
          io.err(`✗ ${plural(loaded.lines.length, 'línea no se entiende', 'líneas no se entienden')}: corrígelas para poder validar el mazo.`)
        }
        return EXIT.usage
      }

      const result = validateDeck(loaded.deck, catalogue)
      if (json) {
        io.out(JSON.stringify({
          legal: result.legal,
          file,
          ...(loaded.deck.name ? { name: loaded.deck.name } : {}),
          problems: result.problems.map((p) => problemJson(p, catalogue)),
          warnings: result.warnings.map((w) => warningJson(w, catalogue)),
          stats: result.stats,
          shareCode: encodeShareCode(loaded.deck),
        }, null, 2))
        return result.legal ? EXIT.ok : EXIT.failure
      }

      io.out(header(file, loaded.deck, catalogue))
      if (result.legal) io.out('✓ Mazo legal')
      else {
        io.out(`✗ Mazo ilegal: ${plural(result.problems.length, 'problema', 'problemas')}`)
        for (const p of result.problems) io.out(`  ${ruleTag(p.rule)} ${describeProblem(p, catalogue)}`)
      }
      if (result.warnings.length > 0) {
        io.out(`Avisos (${result.warnings.length}):`)
        for (const w of result.warnings) io.out(`  ${ruleTag(w.rule)} ${describeWarning(w, catalogue)}`)
      }
      io.out('Cifras:')
      for (const line of statsLines(result.stats)) io.out(line)
      return result.legal ? EXIT.ok : EXIT.failure
    },
  }
  return self
}

function header(file: string, deck: DeckToValidate | ParsedDeck, catalogue: Catalogue): string {
  const name = (id: string | null) => (id === null ? '—' : catalogue.byId.get(id)?.name ?? id)
  const title = deck.name ? `«${deck.name}» (${file})` : file
  return `${title} · Reliquia: ${name(deck.relicId)} · Dalma inicial: ${name(deck.startingDalmaId)}`
}

export const command: CliCommand = makeValidateCommand()
