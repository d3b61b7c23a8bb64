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
import { controlCharacterMessage, findControlCharacter, type TextOptions } from '@/lib/catalogue/control-characters'

export { measureJson, type JsonLimits, type JsonMeasure } from '@/lib/catalogue/json-measure'

/** Largest value of a Prisma `Int` column (PostgreSQL `integer`). */
export const DB_INT_MAX = 2_147_483_647
/** Smallest value of a Prisma `Int` column. */
export const DB_INT_MIN = -2_147_483_648

export { controlCharacterMessage, findControlCharacter, type TextOptions } from '@/lib/catalogue/control-characters'

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
