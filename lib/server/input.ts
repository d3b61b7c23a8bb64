// Guards for input bound for the database, shared by every route (decks, games, accounts, tables…).
//
// - Text: PostgreSQL refuses a NUL character in any text value (Prisma P2039, a 500 if it got that far),
//   and no control character belongs in a name, a title or a search. `safeText` refuses them with a 400
//   naming the field, on both engines alike. Multi-line fields (descriptions) keep tab and line breaks.
// - Integers: a column holds a 32-bit signed integer on both engines (Prisma `Int`); a bigger number
//   overflows on PostgreSQL (a 500) and wraps nowhere useful on SQLite. `dbInt` bounds a zod number to it.
// - JSON taken whole (overrides, payloads): measured without recursion (lib/catalogue/json-measure.ts).
// Use them in zod schemas, then parse with lib/server/http.ts's parseWith, which names the field.
import { z } from 'zod'

export { measureJson, type JsonLimits, type JsonMeasure } from '@/lib/catalogue/json-measure'

/** Largest value of a Prisma `Int` column (PostgreSQL `integer`). */
export const DB_INT_MAX = 2_147_483_647
/** Smallest value of a Prisma `Int` column. */
export const DB_INT_MIN = -2_147_483_648

// C0 controls, DEL and C1 controls; the multi-line form lets tab, line feed and carriage return through.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export type TextOptions = {
  /** Let tab, line feed and carriage return through (descriptions, deck lists). */
  multiline?: boolean
}

/** The first control character of `text` (its index), or null when there is none. */
export function findControlCharacter(text: string, options: TextOptions = {}): { index: number; code: number } | null {
  const match = (options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).exec(text)
  return match === null ? null : { index: match.index, code: match[0].charCodeAt(0) }
}

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

/** "«El nombre» no puede llevar caracteres de control (U+0000 en la posición 3)." */
export function controlCharacterMessage(what: string, found: { index: number; code: number }): string {
  return `${what} no puede llevar caracteres de control (${codePoint(found.code)} en la posición ${found.index + 1}); quítalo y vuelve a intentarlo.`
}

/**
 * A zod string refusing control characters (NUL included) with a message naming `what` ("El título").
 * Add .max(), .trim(), transforms… as usual; the check runs on the text as sent.
 */
export function safeText(what: string, options: TextOptions & { typeError?: string } = {}): z.ZodString {
  const base = options.typeError === undefined ? z.string() : z.string({ error: options.typeError })
  return base.superRefine((text, ctx) => {
    const found = findControlCharacter(text, options)
    if (found !== null) ctx.addIssue({ code: 'custom', message: controlCharacterMessage(what, found), input: text })
  })
}

/** Adds the same refusal to an existing string schema (one with its own messages). */
export function withoutControlCharacters<S extends z.ZodType<string>>(schema: S, what: string, options: TextOptions = {}): S {
  return schema.superRefine((text, ctx) => {
    const found = findControlCharacter(text, options)
    if (found !== null) ctx.addIssue({ code: 'custom', message: controlCharacterMessage(what, found), input: text })
  }) as S
}

/**
 * A whole number that fits a database `Int` column, or the narrower [min, max] given. `what` names it in
 * the messages ("La revisión").
 */
export function dbInt(what: string, range: { min?: number; max?: number; typeError?: string } = {}): z.ZodNumber {
  const min = Math.max(DB_INT_MIN, range.min ?? DB_INT_MIN)
  const max = Math.min(DB_INT_MAX, range.max ?? DB_INT_MAX)
  return z
    .number({ error: range.typeError ?? `${what} debe ser un número entero.` })
    .int(`${what} debe ser un número entero.`)
    .min(min, `${what} no puede ser menor que ${min}.`)
    .max(max, `${what} no puede pasar de ${max}.`)
}
