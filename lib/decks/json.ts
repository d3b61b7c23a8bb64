// The deck as a JSON document, for files and the API: card ids only (stable forever), a format
// tag and a version so older files stay readable when the shape grows.
import { z } from 'zod'
import { DECK_JSON_FORMAT, DECK_JSON_VERSION, type DeckJson } from './json-format'
import type { Deck } from './model'
import { andMore } from './text'

export { DECK_JSON_FORMAT, DECK_JSON_VERSION, deckToJson, type DeckJson } from './json-format'

/** Distinct cards a deck document may list (the catalogue holds a few hundred; a deck uses a few dozen). */
export const MAX_DECK_JSON_CARDS = 500

const cardId = z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'debe ser un identificador de carta (minúsculas sin acentos y guiones, p. ej. "bola-de-fuego")')

export const deckJsonSchema = z.object({
  format: z.literal(DECK_JSON_FORMAT).describe('Marca del formato'),
  version: z.literal(DECK_JSON_VERSION).describe('Versión del formato'),
  name: z.string().max(200).optional().describe('Nombre del mazo'),
  relic: cardId.nullable().describe('Identificador de la reliquia elegida (R5.3), o null'),
  startingDalma: cardId.nullable().describe('Identificador del Dalma inicial (RUL-2), o null'),
  cards: z.array(z.object({
    id: cardId.describe('Identificador de la carta'),
    count: z.number().int().min(1).max(999).describe('Copias'),
  }).strict()).max(MAX_DECK_JSON_CARDS).describe('Cartas del mazo con sus copias, el Dalma inicial y sus dos cartas incluidos'),
}).strict()
// The written type (json-format.ts) and the checked one agree.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const agrees: Agrees<z.infer<typeof deckJsonSchema>, DeckJson> = true
void agrees

/** A field that failed, as a path a person can find (`cards[3].count`), and a Spanish message. */
export type DeckJsonError = { field: string; message: string }

export type DeckJsonParse = { ok: true; deck: Deck } | { ok: false; errors: DeckJsonError[] }

function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(documento)'
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '')
}

/** Unknown keys quoted in one error (each cut to a few dozen characters); the rest are counted. */
const QUOTED_KEYS = 5
const QUOTED_KEY_LENGTH = 40
const quoteKey = (key: string) => `«${key.length > QUOTED_KEY_LENGTH ? `${key.slice(0, QUOTED_KEY_LENGTH - 1)}…` : key}»`

function describeIssue(issue: z.core.$ZodIssue): DeckJsonError {
  const field = fieldPath(issue.path)
  if (issue.code !== 'unrecognized_keys') return { field, message: issue.message }
  // One error per object however many unknown keys it has, so its size does not grow with the document.
  const named = issue.keys.slice(0, QUOTED_KEYS).map(quoteKey).join(', ')
  const rest = issue.keys.length > QUOTED_KEYS ? ` ${andMore(issue.keys.length - QUOTED_KEYS)}` : ''
  return { field, message: issue.keys.length === 1 ? `el campo ${named} no se admite` : `${issue.keys.length} campos no se admiten: ${named}${rest}` }
}

/** Reads an already-parsed JSON value; every failing field is named. */
export function parseDeckJson(value: unknown): DeckJsonParse {
  const parsed = deckJsonSchema.safeParse(value, { error: z.locales.es().localeError })
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map(describeIssue) }
  const json = parsed.data
  return {
    ok: true,
    deck: {
      ...(json.name !== undefined && json.name.trim() !== '' ? { name: json.name } : {}),
      relicId: json.relic,
      startingDalmaId: json.startingDalma,
      entries: json.cards.map((c) => ({ cardId: c.id, count: c.count })),
    },
  }
}

/** Reads JSON text (a .json deck file); a syntax error is reported as a document error. */
export function parseDeckJsonText(text: string): DeckJsonParse {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { ok: false, errors: [{ field: '(documento)', message: `JSON no válido: ${e instanceof Error ? e.message : String(e)}` }] }
  }
  return parseDeckJson(value)
}
