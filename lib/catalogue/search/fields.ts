// The fields of the search syntax: their Spanish names, the values each accepts, and how a
// written value becomes a typed one. The parser asks here; the help page is built from here too,
// so the two cannot drift apart.
import {
  BODY_SLOTS, CARD_TYPES, CASTER_PROFESSIONS, PROFESSIONS, PROFESSION_LABELS, RACES, RACE_LABELS,
  TYPE_LABELS, type BodySlot, type Card, type CardType, type Profession, type Race,
} from '../model'
import { fold } from './normalize'

export type CompareOp = '=' | '<' | '<=' | '>' | '>='
export type CardSource = Card['source']
export const CARD_SOURCES: readonly CardSource[] = ['reglamento', 'manual', 'inventada']

export type NumericField = 'cost' | 'strength' | 'resistance' | 'initiative' | 'life' | 'pri'

/** A field term once its value has been understood. Costs are held in silver (RUL-8). */
export type FieldTest =
  | { field: 'type'; types: readonly CardType[] }
  | { field: 'profession'; professions: readonly Profession[] }
  | { field: 'race'; races: readonly Race[] }
  | { field: 'slot'; slots: readonly BodySlot[] }
  | { field: 'source'; sources: readonly CardSource[] }
  | { field: NumericField; op: CompareOp; value: number }
  /** `phrase` is folded (see normalize.ts). */
  | { field: 'text' | 'name'; phrase: string }
  | { field: 'id'; id: string }

export type FieldName = FieldTest['field']

/** Why a value was refused; `offset` is counted from the start of the value. */
export type ValueError = { message: string; offset: number }
type ValueResult = { ok: true; test: FieldTest } | { ok: false; error: ValueError }

type FieldSpec = {
  field: FieldName
  /** Every accepted spelling (folded); the first is the one the help and the messages show. */
  names: readonly string[]
  numeric: boolean
  parse: (value: string, op: CompareOp) => ValueResult
}

// Spanish plurals: a vowel takes -s, a consonant -es; both are accepted after a consonant
// because people write "bahaluks" as often as "bahalukes".
function pluralsOf(word: string): string[] {
  return /[aeiou]$/.test(word) ? [word + 's'] : [word + 'es', word + 's']
}

/**
 * A word list, folded the first time a query asks for it: folding (Unicode normalisation) every word of every list
 * when the module loads cost the builder's and the catalogue's start-up a few milliseconds for a search that may
 * never be typed.
 */
function vocabulary<T extends string>(entries: ReadonlyArray<readonly [string, readonly T[]]>): () => Map<string, readonly T[]> {
  let map: Map<string, readonly T[]> | null = null
  return () => {
    if (map === null) {
      map = new Map<string, readonly T[]>()
      for (const [word, values] of entries) map.set(fold(word), values)
    }
    return map
  }
}

const TYPE_WORDS = vocabulary<CardType>(CARD_TYPES.flatMap((type) => {
  const { singular, plural } = TYPE_LABELS[type]
  return [[singular, [type]], [plural, [type]], [type, [type]]] as const
}))

const PROFESSION_WORDS = vocabulary<Profession>([
  ...PROFESSIONS.flatMap((p) => [p, PROFESSION_LABELS[p], ...pluralsOf(p)].map((w) => [w, [p]] as const)),
  // Hechiceros are the professions that cast spells (R12.7).
  ['hechicero', CASTER_PROFESSIONS], ['hechiceros', CASTER_PROFESSIONS],
])

const RACE_WORDS = vocabulary<Race>(
  RACES.flatMap((r) => [r, RACE_LABELS[r], ...pluralsOf(r)].map((w) => [w, [r]] as const)),
)

const SLOT_SINGULARS: Partial<Record<BodySlot, string>> = { orejas: 'oreja', dedos: 'dedo', pies: 'pie' }
const SLOT_WORDS = vocabulary<BodySlot>(BODY_SLOTS.flatMap((s) => {
  const singular = SLOT_SINGULARS[s]
  const words = singular === undefined ? [s, ...pluralsOf(s)] : [s, singular]
  return words.map((w) => [w, [s]] as const)
}))

const SOURCE_WORDS = vocabulary<CardSource>([
  ['reglamento', ['reglamento']], ['manual', ['manual']],
  ['inventada', ['inventada']], ['inventadas', ['inventada']], ['inventado', ['inventada']],
])

/** The words the messages list for each enumerated field, in the rulebook's order. */
export const FIELD_VALUE_WORDS = {
  type: CARD_TYPES.map((t) => TYPE_LABELS[t].singular.toLowerCase()),
  profession: [...PROFESSIONS.map((p) => PROFESSION_LABELS[p].toLowerCase()), 'hechicero'],
  race: RACES.map((r) => RACE_LABELS[r].toLowerCase()),
  slot: BODY_SLOTS.map((s) => (s === 'muneca' ? 'muñeca' : s)),
  source: [...CARD_SOURCES],
} as const

function enumField<T extends string>(
  words: () => Map<string, readonly T[]>,
  listed: readonly string[],
  unknown: string,
  make: (values: readonly T[]) => FieldTest,
): (value: string) => ValueResult {
  return (value) => {
    const values = words().get(fold(value))
    if (values !== undefined) return { ok: true, test: make(values) }
    return { ok: false, error: { message: `${unknown} «${value}». Valores posibles: ${listed.join(', ')}`, offset: 0 } }
  }
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/

function numberField(field: NumericField, label: string): (value: string, op: CompareOp) => ValueResult {
  return (value, op) => {
    if (!NUMBER.test(value)) {
      return { ok: false, error: { message: `«${value}» no es un número: ${label} se compara con números (p. ej. ${label}>=3)`, offset: 0 } }
    }
    return { ok: true, test: { field, op, value: Number(value.replace(',', '.')) } }
  }
}

// Costs are written in gold, as printed; one decimal is silver (R2.2: 10 silver = 1 gold),
// so `coste<=1.5` means 15 silver and a second decimal cannot be a price.
function parseCost(value: string, op: CompareOp): ValueResult {
  if (!NUMBER.test(value)) {
    return { ok: false, error: { message: `«${value}» no es un número: el coste se escribe en oros (p. ej. coste<=2 o coste=1,5)`, offset: 0 } }
  }
  const [, decimals = ''] = value.split(/[.,]/)
  if (decimals.length > 1) {
    const offset = value.length - decimals.length
    return { ok: false, error: { message: `El coste admite un solo decimal (las platas): «${value}» no es un precio`, offset } }
  }
  return { ok: true, test: { field: 'cost', op, value: Math.round(Number(value.replace(',', '.')) * 10) } }
}

function phraseField(field: 'text' | 'name'): (value: string) => ValueResult {
  return (value) => ({ ok: true, test: { field, phrase: fold(value) } })
}

export const FIELD_SPECS: readonly FieldSpec[] = [
  { field: 'type', names: ['tipo'], numeric: false, parse: enumField(TYPE_WORDS, FIELD_VALUE_WORDS.type, 'Tipo desconocido', (types) => ({ field: 'type', types })) },
  { field: 'profession', names: ['prof', 'profesion'], numeric: false, parse: enumField(PROFESSION_WORDS, FIELD_VALUE_WORDS.profession, 'Profesión desconocida', (professions) => ({ field: 'profession', professions })) },
  { field: 'race', names: ['raza'], numeric: false, parse: enumField(RACE_WORDS, FIELD_VALUE_WORDS.race, 'Raza desconocida', (races) => ({ field: 'race', races })) },
  { field: 'cost', names: ['coste', 'precio'], numeric: true, parse: parseCost },
  { field: 'strength', names: ['fue', 'fuerza'], numeric: true, parse: numberField('strength', 'fue') },
  { field: 'resistance', names: ['res', 'resistencia'], numeric: true, parse: numberField('resistance', 'res') },
  { field: 'initiative', names: ['ini', 'iniciativa'], numeric: true, parse: numberField('initiative', 'ini') },
  { field: 'life', names: ['vida'], numeric: true, parse: numberField('life', 'vida') },
  { field: 'pri', names: ['pri'], numeric: true, parse: numberField('pri', 'pri') },
  { field: 'text', names: ['texto'], numeric: false, parse: phraseField('text') },
  { field: 'name', names: ['nombre'], numeric: false, parse: phraseField('name') },
  { field: 'slot', names: ['ranura', 'espacio'], numeric: false, parse: enumField(SLOT_WORDS, FIELD_VALUE_WORDS.slot, 'Espacio corporal desconocido', (slots) => ({ field: 'slot', slots })) },
  { field: 'id', names: ['id'], numeric: false, parse: (value) => ({ ok: true, test: { field: 'id', id: value.trim().toLowerCase() } }) },
  { field: 'source', names: ['origen'], numeric: false, parse: enumField(SOURCE_WORDS, FIELD_VALUE_WORDS.source, 'Origen desconocido', (sources) => ({ field: 'source', sources })) },
]

const SPEC_BY_NAME = new Map(FIELD_SPECS.flatMap((spec) => spec.names.map((name) => [name, spec] as const)))

/** The spec for a written field name (any case, with or without accents), if it is one. */
export function fieldSpecFor(name: string): FieldSpec | undefined {
  return SPEC_BY_NAME.get(fold(name))
}

/** The canonical names, for "unknown field" messages. */
export const FIELD_NAMES: readonly string[] = FIELD_SPECS.map((s) => s.names[0] ?? s.field)
