// `dm hands <mazo> --count N --seed S [--json]`: the opening hands the engine deals, before any
// replacement. Game i uses gameSeed(S, i), so game 0 is the deal /probar shows for seed S.
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import { parseDeckText } from '../../decks/text'
import { describeError, gameSeed, openingHand, parseSeed, prepareDeck } from '../../engine'
import { parseArgs, usageError } from '../args'
import { readPlayableDeck, type DeckFileRead } from '../deck-file'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: {
    count: { type: 'string', short: 'n' },
    seed: { type: 'string', short: 's' },
    json: { type: 'boolean', short: 'j' },
    content: { type: 'string' },
  },
  positionals: [{ name: 'file' }],
} as const
const schema = z.object({
  file: z.string().min(1, 'no puede estar vacío'),
  count: z.coerce.number().int('debe ser un número entero').min(1, 'como mínimo 1').max(1_000_000, 'como máximo 1.000.000').default(10),
  seed: z.string().min(1, 'no puede estar vacía').default('1'),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm hands <mazo.txt|mazo.json> [--count N] [--seed S] [--json] [--content <carpeta>]',
  '',
  'Reparte manos iniciales del mazo como lo hace el motor (R6.2–R6.6): aparta el Dalma inicial y',
  'sus dos cartas, baraja el resto y roba 5, antes de cualquier reemplazo. La partida i usa la',
  'semilla derivada de S e i, así que la partida 0 es la misma mano que /probar reparte con S.',
  '',
  'Opciones:',
  '  --count, -n N        manos a repartir (por defecto 10)',
  '  --seed, -s S         semilla: un entero de 0 a 4294967295 o cualquier texto (por defecto 1)',
  '  --json, -j           una línea JSON por mano: { game, startingDalma, startingCards, hand }',
  '  --content <carpeta>  carpeta de contenido (por defecto: content)',
  '',
  'Salida: 0 si reparte, 2 si los argumentos, el fichero o el mazo no sirven.',
].join('\n')

/** The command with its catalogue source injected, so tests can use a fixture catalogue. */
export function makeHandsCommand(load: (contentDir: string) => Catalogue = loadCatalogue): CliCommand {
  const self: CliCommand = {
    name: 'hands',
    summary: 'Reparte manos iniciales de un mazo con una semilla (las mismas que /probar)',
    usage: USAGE,
    async run(args: string[], io: CliIO): Promise<number> {
      const parsedArgs = parseArgs(args, spec, schema)
      if (!parsedArgs.ok) return usageError(io, self, parsedArgs.message)
      const { file, count, seed, json, content } = parsedArgs.value

      let catalogue: Catalogue
      try {
        catalogue = load(path.resolve(io.cwd, content))
      } catch (error) {
        io.err(`dm hands: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }
      let read: DeckFileRead
      try {
        read = readPlayableDeck(path.resolve(io.cwd, file), catalogue)
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no existe' : error instanceof Error ? error.message : String(error)
        io.err(`dm hands: no se puede leer «${file}»: ${reason}`)
        return EXIT.usage
      }
      if (!read.ok) {
        io.err(`dm hands: «${file}»: ${read.message}`)
        return EXIT.usage
      }
      const prepared = prepareDeck(read.deck, catalogue)
      if (!prepared.ok) {
        io.err(`dm hands: «${file}»: ${describeError(prepared.error)}`)
        return EXIT.usage
      }

      const base = parseSeed(seed)
      const { startingDalmaId, startingCardIds } = prepared.value
      const name = (id: string) => catalogue.byId.get(id)?.name ?? id
      if (!json) {
        io.out(`Dalma inicial: ${name(startingDalmaId)} · conoce ${name(startingCardIds[0])} y ${name(startingCardIds[1])}`)
        io.out(`Semilla ${seed}${String(base) === seed ? '' : ` (${base})`} · ${count} mano${count === 1 ? '' : 's'} de 5 antes del reemplazo`)
      }
      for (let game = 0; game < count; game++) {
        const hand = openingHand(prepared.value, gameSeed(base, game))
        if (json) io.out(JSON.stringify({ game, startingDalma: startingDalmaId, startingCards: startingCardIds, hand }))
        else io.out(`Partida ${game}: ${hand.map(name).join(' · ')}`)
      }
      return EXIT.ok
    },
  }
  return self
}

export const command: CliCommand = makeHandsCommand()
