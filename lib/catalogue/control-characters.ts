// Control characters in text: PostgreSQL refuses a NUL in any text value, and no control character belongs in a
// name, a seed or a search. Pure (no server code), so the site's routes (lib/server/input.ts) and the laboratory's
// spec (lib/sim/lab-spec.ts), which the browser also checks, refuse them with the same words.

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
