// Reads content/ from disk (Node only: the server, the CLI and tests). Everything else receives
// the parsed Catalogue. Parsing turns every problem into a located ContentError (file, line,
// card, field, Spanish message); the cross-checks themselves are pure and live in checks.ts.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { LineCounter, isNode, parseDocument, type Document } from 'yaml'
import { z } from 'zod'
import {
  cardFileSchema, cardSchema, makeCatalogue, tombstoneSchema, TYPE_LABELS, CARD_TYPES,
  type Card, type CardType, type Catalogue, type Tombstone,
} from './schema'
import {
  checkCatalogue, checkDeckNames, formatContentError, sortByFile, typeWithArticle, TOMBSTONE_FILE, type ContentError,
} from './checks'
import { catalogueVersion } from './version'

export type { ContentError } from './checks'

export const DEFAULT_CONTENT_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'content')
const CARDS_DIR = 'cards'
const DECKS_DIR = 'decks'

export type LoadResult = {
  /** The catalogue, or null when any error was found. */
  catalogue: Catalogue | null
  errors: ContentError[]
  /** Every card that passed its schema (also when other cards failed), in file order. */
  cards: Card[]
  tombstones: Tombstone[]
  /** Files read, relative to the content folder. */
  files: { cards: string[]; decks: string[]; tombstones: string | null }
}

/** A YAML file parsed with positions, so errors can name lines. */
type ParsedYaml = { file: string; doc: Document; lines: LineCounter }

/** Reads and checks a content folder: schemas, then cross-checks, then the boxed deck lists. */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR): LoadResult {
  const errors: ContentError[] = []
  const cards: Card[] = []
  const cardFiles: string[] = []
  const cardNodes: { yaml: ParsedYaml; index: number }[] = []
  const unparsedIds = new Set<string>()
  const unparsedNames = new Set<string>()
  let partial = false

  const cardFileNames = listFiles(path.join(/*turbopackIgnore: true*/ dir, CARDS_DIR), /\.ya?ml$/)
  if (cardFileNames.length === 0) {
    errors.push({ file: `${CARDS_DIR}/`, message: `no hay ningún fichero .yaml de cartas en ${path.join(/*turbopackIgnore: true*/ dir, CARDS_DIR)}` })
  }
  for (const name of cardFileNames) {
    const file = `${CARDS_DIR}/${name}`
    const yaml = readYaml(dir, file, errors)
    const shape = yaml === null ? null : cardFileSchema.safeParse(yaml.doc.toJS())
    if (yaml === null || shape === null || !shape.success) {
      if (yaml !== null) errors.push({ file, line: 1, message: 'se esperaba un fichero de la forma «cards: [ … ]» (una lista de cartas bajo la clave cards, y nada más)' })
      // an unreadable file still names its cards well enough that references to them are not
      // reported as missing on top of the syntax error
      partial = true
      const text = readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8')
      for (const m of text.matchAll(/^[\s-]*id:\s*["']?([a-z0-9-]+)["']?\s*$/gm)) if (m[1]) unparsedIds.add(m[1])
      for (const m of text.matchAll(/^[\s-]*name:\s*["']?(.+?)["']?\s*$/gm)) if (m[1]) unparsedNames.add(m[1])
      continue
    }
    shape.data.cards.forEach((raw, index) => {
      const parsed = cardSchema.safeParse(raw, { error: SPANISH })
      if (parsed.success) {
        cards.push(parsed.data)
        cardFiles.push(file)
        cardNodes.push({ yaml, index })
        return
      }
      partial = true
      const rawId = stringField(raw, 'id')
      const rawName = stringField(raw, 'name')
      if (rawId !== undefined) unparsedIds.add(rawId)
      if (rawName !== undefined) unparsedNames.add(rawName)
      for (const issue of parsed.error.issues) {
        for (const { field, message } of describeIssue(issue, raw)) {
          const line = lineOf(yaml, ['cards', index, ...splitField(field)])
          errors.push({
            file, ...(line === undefined ? {} : { line }),
            ...(rawId === undefined ? { cardId: `#${index + 1}` } : { cardId: rawId }),
            ...(field === '' ? {} : { field }), message,
          })
        }
      }
    })
  }

  const tombstones: Tombstone[] = []
  const tombstonePath = path.join(/*turbopackIgnore: true*/ dir, TOMBSTONE_FILE)
  const hasTombstones = existsSync(/*turbopackIgnore: true*/ tombstonePath)
  if (hasTombstones) {
    const yaml = readYaml(dir, TOMBSTONE_FILE, errors)
    const shape = z.object({ tombstones: z.array(z.unknown()).nullable() }).strict().safeParse(yaml?.doc.toJS())
    if (yaml !== null && !shape.success) {
      errors.push({ file: TOMBSTONE_FILE, line: 1, message: 'se esperaba un fichero de la forma «tombstones: [ … ]»' })
    } else if (yaml !== null && shape.success) {
      (shape.data.tombstones ?? []).forEach((raw, index) => {
        const parsed = tombstoneSchema.safeParse(raw, { error: SPANISH })
        if (parsed.success) { tombstones.push(parsed.data); return }
        const rawId = stringField(raw, 'id')
        for (const issue of parsed.error.issues) {
          for (const { field, message } of describeIssue(issue, raw)) {
            const line = lineOf(yaml, ['tombstones', index, ...splitField(field)])
            errors.push({
              file: TOMBSTONE_FILE, ...(line === undefined ? {} : { line }),
              cardId: rawId ?? `#${index + 1}`, ...(field === '' ? {} : { field }), message,
            })
          }
        }
      })
    }
  }

  const crossErrors = checkCatalogue(cards, tombstones, {
    files: cardFiles,
    unparsedIds,
    partial,
    lineOf: (cardIndex, field) => {
      const at = cardNodes[cardIndex]
      return at === undefined ? undefined : lineOf(at.yaml, ['cards', at.index, ...splitField(field ?? '')])
    },
  })

  const deckFiles = listFiles(path.join(/*turbopackIgnore: true*/ dir, DECKS_DIR), /\.txt$/)
  const deckErrors = deckFiles.flatMap((name) => {
    const file = `${DECKS_DIR}/${name}`
    return checkDeckNames(file, readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'), cards, { unparsedNames })
  })

  const allErrors = sortByFile([...errors, ...crossErrors, ...deckErrors])
  return {
    catalogue: allErrors.length === 0 ? makeCatalogue(cards, catalogueVersion(cards), tombstones) : null,
    errors: allErrors,
    cards,
    tombstones,
    files: {
      cards: cardFileNames.map((n) => `${CARDS_DIR}/${n}`),
      decks: deckFiles.map((n) => `${DECKS_DIR}/${n}`),
      tombstones: hasTombstones ? TOMBSTONE_FILE : null,
    },
  }
}

/** The checked catalogue of a content folder; throws an Error listing every problem otherwise. */
export function loadCatalogue(dir: string = DEFAULT_CONTENT_DIR): Catalogue {
  const { catalogue, errors } = loadContent(dir)
  if (catalogue !== null) return catalogue
  const root = path.relative(process.cwd(), dir) || '.'
  const list = errors.map((e) => `  ${formatContentError(e, `${root}/`)}`).join('\n')
  throw new Error(`El contenido de ${root} tiene ${errors.length} ${errors.length === 1 ? 'error' : 'errores'} (ejecuta "npm run -s dm -- check"):\n${list}`)
}

let cached: Catalogue | undefined
/** The catalogue of the running process, read once. */
export function getCatalogue(): Catalogue {
  cached ??= loadCatalogue()
  return cached
}

/** Card counts by type, in the catalogue's type order (types with no cards left out); label agrees with the count. */
export function countByType(cards: readonly Card[]): { type: CardType; label: string; count: number }[] {
  return CARD_TYPES
    .map((type) => {
      const count = cards.filter((c) => c.type === type).length
      return { type, label: count === 1 ? TYPE_LABELS[type].singular : TYPE_LABELS[type].plural, count }
    })
    .filter((row) => row.count > 0)
}

// ---------------------------------------------------------------------------------------------

function listFiles(folder: string, pattern: RegExp): string[] {
  if (!existsSync(/*turbopackIgnore: true*/ folder) || !statSync(/*turbopackIgnore: true*/ folder).isDirectory()) return []
  return readdirSync(folder).filter((f) => pattern.test(f)).sort()
}

function readYaml(dir: string, file: string, errors: ContentError[]): ParsedYaml | null {
  const text = readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8')
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const first = doc.errors[0]
  if (first !== undefined) {
    const { line, col } = lines.linePos(first.pos[0])
    const detail = first.message.split('\n')[0] ?? first.code
    errors.push({ file, line, message: `sintaxis YAML no válida en la línea ${line}, columna ${col} (${first.code}): ${detail}` })
    return null
  }
  return { file, doc, lines }
}

/** Line of the deepest node that exists along `keys` (so a missing field points at its card). */
function lineOf(yaml: ParsedYaml, keys: (string | number)[]): number | undefined {
  for (let n = keys.length; n > 0; n--) {
    const node: unknown = yaml.doc.getIn(keys.slice(0, n), true)
    if (isNode(node) && node.range) return yaml.lines.linePos(node.range[0]).line
  }
  return undefined
}

const splitField = (field: string): (string | number)[] =>
  field === '' ? [] : field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))

function stringField(raw: unknown, key: string): string | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const value = (raw as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : undefined
}

// ---------------------------------------------------------------------------------------------
// zod issues in Spanish. Our own wording for the usual cases; zod's Spanish locale for the rest.

export const SPANISH = z.locales.es().localeError

type Issue = z.core.$ZodIssue
type Described = { field: string; message: string }

const TYPE_WORDS: Record<string, string> = {
  number: 'un número', int: 'un número entero', string: 'un texto', boolean: 'true o false',
  array: 'una lista', tuple: 'una lista', object: 'un mapa de campos', nan: 'un número',
}

function valueAt(raw: unknown, keys: readonly PropertyKey[]): unknown {
  let here = raw
  for (const key of keys) {
    if (here === null || typeof here !== 'object') return undefined
    here = (here as Record<PropertyKey, unknown>)[key]
  }
  return here
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nada'
  if (value === null) return 'un valor vacío'
  if (Array.isArray(value)) return 'una lista'
  if (typeof value === 'string') return `el texto «${value}»`
  if (typeof value === 'number') return `el número ${value}`
  if (typeof value === 'boolean') return `${value}`
  return 'un mapa de campos'
}

const list = (values: readonly unknown[]): string => values.map((v) => `"${String(v)}"`).join(', ')

export function describeIssue(issue: Issue, raw: unknown): Described[] {
  const field = issue.path.map(String).join('.')
  const value = valueAt(raw, issue.path)
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return [{ field, message: `falta este campo obligatorio (${TYPE_WORDS[issue.expected] ?? issue.expected})` }]
      return [{ field, message: `se esperaba ${TYPE_WORDS[issue.expected] ?? issue.expected} y hay ${describeValue(value)}` }]
    case 'too_small':
      if (issue.origin === 'array') return [{ field, message: `necesita al menos ${issue.minimum} elementos y tiene ${Array.isArray(value) ? value.length : 0}` }]
      if (issue.origin === 'string') return [{ field, message: 'no puede estar vacío' }]
      return [{ field, message: `debe ser ${issue.inclusive ? 'como mínimo' : 'mayor que'} ${String(issue.minimum)} y es ${String(value)}` }]
    case 'too_big':
      if (issue.origin === 'array') return [{ field, message: `admite como máximo ${issue.maximum} elementos y tiene ${Array.isArray(value) ? value.length : 0}` }]
      return [{ field, message: `debe ser ${issue.inclusive ? 'como máximo' : 'menor que'} ${String(issue.maximum)} y es ${String(value)}` }]
    case 'invalid_value':
      return [{ field, message: `${describeValue(value)} no es válido; se admite: ${list(issue.values)}` }]
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: field === '' ? key : `${field}.${key}`,
        message: `campo desconocido (¿una errata?)${field === '' ? `; los campos de ${cardTypeWord(raw)} son: ${allowedKeys(raw)}` : ''}`,
      }))
    case 'invalid_union':
      if ('discriminator' in issue && typeof issue.discriminator === 'string') {
        const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : []
        const what = issue.discriminator === 'type' ? 'tipo de carta' : issue.discriminator === 'kind' ? 'tipo de efecto' : issue.discriminator
        return [{
          field,
          message: value === undefined
            ? `falta el ${what}; se admite: ${list(options)}`
            : `${what} desconocido ${typeof value === 'string' ? `«${value}»` : `(${describeValue(value)})`}; se admite: ${list(options)}`,
        }]
      }
      return [{ field, message: issue.message }]
    default:
      return [{ field, message: issue.message }]
  }
}

function cardTypeWord(raw: unknown): string {
  const type = stringField(raw, 'type')
  const known = CARD_TYPES.find((t) => t === type)
  return known === undefined ? 'esta carta' : typeWithArticle(known)
}

function allowedKeys(raw: unknown): string {
  const type = stringField(raw, 'type')
  const option = cardSchema.options.find((o) => o.shape.type.value === type)
  return option === undefined ? '?' : Object.keys(option.shape).join(', ')
}
