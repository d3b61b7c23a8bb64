// `dm cards [búsqueda]`: searches the catalogue with the site's syntax and prints a table, or with
// --json the cards as toCardJson. A malformed query is a usage error (exit 2) that shows where.
import path from 'node:path'
import { z } from 'zod'
import { toCardJson } from '../../catalogue/json'
import { loadCatalogue } from '../../catalogue/load'
import { PROFESSION_LABELS, RACE_LABELS, TYPE_LABELS, fromSilver, type Card } from '../../catalogue/schema'
import { SORT_OPTIONS, parseSortKey, searchCards, searchCostSilver } from '../../catalogue/search'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: { json: { type: 'boolean', short: 'j' }, sort: { type: 'string', short: 's' }, content: { type: 'string' } },
} as const
const sortNames = SORT_OPTIONS.map((o) => o.value).join(', ')
const schema = z.object({
  json: z.boolean().default(false),
  sort: z.string().optional().transform((value, ctx) => {
    if (value === undefined) return undefined
    const key = parseSortKey(value)
    if (key === null) {
      ctx.addIssue({ code: 'custom', message: `orden desconocido; se admite: ${sortNames}` })
      return z.NEVER
    }
    return key
  }),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

// Options are read here rather than by readArgs alone, because a query term may start with "-"
// (negation: `dm cards tipo:arma -provisional`); only the declared options are taken as options.
const VALUE_OPTIONS = new Set(['--sort', '-s', '--content'])
const FLAG_OPTIONS = new Set(['--json', '-j'])
function splitArgs(args: readonly string[]): { options: string[]; query: string[] } {
  const options: string[] = []
  const query: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--') { query.push(...args.slice(i + 1)); break }
    if (FLAG_OPTIONS.has(arg) || /^--(sort|content)=/.test(arg)) options.push(arg)
    else if (VALUE_OPTIONS.has(arg)) { options.push(arg, ...args.slice(i + 1, i + 2)); i++ }
    else if (arg.startsWith('--')) options.push(arg) // unknown long option: readArgs names it
    else query.push(arg)
  }
  return { options, query }
}

/** A price as people say it: "5 oros", "1 oro 5 platas", "8 platas", "gratis". */
export function formatSilver(silver: number): string {
  if (silver === 0) return 'gratis'
  const { gold, silver: rest } = fromSilver(silver)
  const parts = [
    gold > 0 ? `${gold} ${gold === 1 ? 'oro' : 'oros'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'plata' : 'platas'}` : '',
  ]
  return parts.filter((p) => p !== '').join(' ')
}

/** The numbers that tell cards of one type apart, in the rulebook's words. */
function keyNumbers(card: Card): string {
  switch (card.type) {
    case 'dalma':
      return `FUE ${card.strength} · RES ${card.resistance} · INI ${card.initiative} · VIDA ${card.life} · ${RACE_LABELS[card.race]} ${PROFESSION_LABELS[card.profession]}`
    case 'enemy': case 'soldier':
      return `FUE ${card.strength} · RES ${card.resistance} · INI ${card.initiative} · VIDA ${card.life}`
    case 'spell': case 'skill':
      return `PRI ${card.pri} · ${PROFESSION_LABELS[card.profession]}`
    case 'accessory':
      return `espacio: ${card.slot === 'muneca' ? 'muñeca' : card.slot}`
    case 'weapon':
      return card.hands === 2 ? 'a dos manos' : 'a una mano'
    default:
      return ''
  }
}

function costLabel(card: Card): string {
  const silver = searchCostSilver(card)
  if (silver === null) return '—'
  return (card.type === 'spell' || card.type === 'skill' ? 'aprender ' : '') + formatSilver(silver)
}

function printTable(io: CliIO, cards: readonly Card[]): void {
  const header = ['ID', 'NOMBRE', 'TIPO', 'COSTE', 'VALORES']
  const rows = cards.map((c) => [c.id, c.name, TYPE_LABELS[c.type].singular, costLabel(c), keyNumbers(c)])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()
  io.out(line(header))
  for (const row of rows) io.out(line(row))
}

export const command: CliCommand = {
  name: 'cards',
  summary: 'Busca cartas con la sintaxis del sitio (tipo:, prof:, coste<=…) y las lista',
  usage: [
    'Uso: dm cards [búsqueda] [--sort <campo>] [--json] [--content <carpeta>]',
    '',
    'Busca en el catálogo con la misma sintaxis que la página de cartas: palabras sueltas para el',
    'nombre (admite erratas y faltas de tildes) y campos como tipo:hechizo, prof:ladrón, raza:elfo,',
    'coste<=1.5, fue>=3, res, ini, vida, pri, texto:"…", nombre:, ranura:, id:, provisional;',
    '«-» niega un término, «o» separa alternativas y los paréntesis agrupan. Sin búsqueda, lista',
    'todas las cartas. Pon la búsqueda entre comillas para que la terminal no interprete < y >.',
    '',
    'Opciones:',
    `  --sort, -s <campo>   orden: ${sortNames} (por defecto relevancia si hay palabras sueltas, si no nombre)`,
    '  --json, -j           un array JSON con cada carta completa',
    '  --content <carpeta>  carpeta de contenido (por defecto: content)',
    '',
    'Ejemplos:',
    '  dm cards orden',
    '  dm cards "tipo:hechizo prof:mago coste<=2" --sort coste',
    '  dm cards tipo:arma -provisional --json',
    '',
    'Salida: 0 con o sin resultados, 1 si el contenido tiene errores, 2 si la búsqueda o los argumentos no son válidos.',
  ].join('\n'),

  async run(args, io) {
    const { options, query: words } = splitArgs(args)
    const parsed = parseArgs(options, spec, schema)
    if (!parsed.ok) return usageError(io, command, parsed.message)
    const query = words.join(' ')

    let catalogue
    try {
      catalogue = loadCatalogue(path.resolve(io.cwd, parsed.value.content))
    } catch (error) {
      io.err(`dm cards: ${error instanceof Error ? error.message : String(error)}`)
      return EXIT.failure
    }

    const result = searchCards(catalogue, query, parsed.value.sort === undefined ? {} : { sort: parsed.value.sort })
    if (!result.ok) {
      const { message, position } = result.error
      io.err(`dm cards: búsqueda no válida (columna ${position + 1}): ${message}`)
      io.err(`  ${query}`)
      io.err(`  ${' '.repeat(position)}^`)
      return EXIT.usage
    }

    if (parsed.value.json) {
      io.out(JSON.stringify(result.cards.map(toCardJson), null, 2))
      return EXIT.ok
    }
    if (result.total === 0) {
      io.out('Ninguna carta coincide con la búsqueda.')
      return EXIT.ok
    }
    printTable(io, result.cards)
    io.out('')
    io.out(`${result.total} ${result.total === 1 ? 'carta' : 'cartas'}`)
    return EXIT.ok
  },
}
