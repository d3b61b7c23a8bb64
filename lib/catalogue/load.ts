// Reads content/ from disk (Node only: the server, the CLI and tests). Everything else receives
// the parsed Catalogue. Minimal first version; the cross-checks live in checks.ts.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { cardSchema, makeCatalogue, type Card, type Catalogue } from './schema'

export const DEFAULT_CONTENT_DIR = path.resolve(process.cwd(), 'content')

export function loadCatalogue(dir: string = DEFAULT_CONTENT_DIR): Catalogue {
  const cardsDir = path.join(dir, 'cards')
  const files = existsSync(cardsDir) ? readdirSync(cardsDir).filter((f) => /\.ya?ml$/.test(f)).sort() : []
  const cards: Card[] = []
  for (const file of files) {
    const raw = parseYaml(readFileSync(path.join(cardsDir, file), 'utf8')) as { cards?: unknown[] } | null
    for (const c of raw?.cards ?? []) cards.push(cardSchema.parse(c))
  }
  return makeCatalogue(cards, 'dev')
}

let cached: Catalogue | undefined
/** The catalogue of the running process, read once. */
export function getCatalogue(): Catalogue {
  cached ??= loadCatalogue()
  return cached
}
