// `dm check`: loads content/, runs the schemas and the cross-checks, and prints every problem with
// its file, card and field. Exit 0 when the content is clean, 1 when it is not.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { formatContentError } from '../../catalogue/checks'
import { countByType, loadContent } from '../../catalogue/load'
import { catalogueVersion } from '../../catalogue/version'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand } from '../types'

const spec = { options: { content: { type: 'string' }, json: { type: 'boolean', short: 'j' } } } as const
const schema = z.object({
  content: z.string().min(1, 'no puede estar vacío').default('content'),
  json: z.boolean().default(false),
}).strict()

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** How to show the content folder to the reader: relative to where they are, when inside it. */
function displayRoot(cwd: string, dir: string): string {
  const relative = path.relative(cwd, dir)
  if (relative === '') return './'
  return relative.startsWith('..') || path.isAbsolute(relative) ? `${dir}/` : `${relative}/`
}

export const command: CliCommand = {
  name: 'check',
  summary: 'Comprueba el contenido (cartas, lápidas y mazos de caja) y lista cada error',
  usage: [
    'Uso: dm check [--content <carpeta>] [--json]',
    '',
    'Carga content/ (o la carpeta indicada), valida cada carta con su esquema y hace las',
    'comprobaciones cruzadas: ids únicos, referencias que existen, seis enemigos por reliquia,',
    'cartas iniciales de la profesión del Dalma, costes de aprendizaje pares (RUL-9)…',
    '',
    'Opciones:',
    '  --content <carpeta>  carpeta de contenido (por defecto: content)',
    '  --json, -j           salida en JSON: { ok, version, counts, errors }',
    '',
    'Salida: 0 sin errores, 1 con errores, 2 si los argumentos no son válidos.',
  ].join('\n'),

  async run(args, io) {
    const parsed = parseArgs(args, spec, schema)
    if (!parsed.ok) return usageError(io, command, parsed.message)
    const dir = path.resolve(io.cwd, parsed.value.content)
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      return usageError(io, command, `--content: no existe la carpeta «${parsed.value.content}» (buscada en ${dir})`)
    }

    const result = loadContent(dir)
    const counts = countByType(result.cards)
    const ok = result.errors.length === 0

    if (parsed.value.json) {
      io.out(JSON.stringify({
        ok,
        version: result.catalogue?.version ?? null,
        contentDir: dir,
        counts: Object.fromEntries(counts.map((c) => [c.type, c.count])),
        cards: result.cards.length,
        tombstones: result.tombstones.length,
        decks: result.files.decks.length,
        errors: result.errors,
      }, null, 2))
      return ok ? EXIT.ok : EXIT.failure
    }

    const root = displayRoot(io.cwd, dir)
    for (const error of result.errors) io.out(formatContentError(error, root))
    if (!ok) io.out('')

    const byType = counts.map((c) => `${c.count} ${c.label}`).join(', ')
    io.out(`Catálogo: ${plural(result.cards.length, 'carta', 'cartas')}${byType ? ` (${byType})` : ''}` +
      ` · ${plural(result.tombstones.length, 'lápida', 'lápidas')} · ${plural(result.files.decks.length, 'mazo de caja', 'mazos de caja')}`)
    if (ok) {
      io.out(`✓ Sin errores · versión del catálogo ${result.catalogue?.version ?? catalogueVersion(result.cards)}`)
      return EXIT.ok
    }
    const files = new Set(result.errors.map((e) => e.file)).size
    io.out(`✗ ${plural(result.errors.length, 'error', 'errores')} en ${plural(files, 'fichero', 'ficheros')}`)
    return EXIT.failure
  },
}
