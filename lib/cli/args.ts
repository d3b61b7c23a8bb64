// Dependency-free argument reading: a declared list of options and positionals becomes a plain
// object, which the command's zod schema then validates. Every error names the argument (`--turnos`,
// `<mazo>`) and says why, in Spanish.
import { z } from 'zod'
import { EXIT, type CliCommand, type CliIO } from './types'

export type OptionSpec = {
  type: 'string' | 'boolean'
  /** One-letter alias, without the dash. */
  short?: string
  /** For string options: collect every occurrence into an array instead of keeping the last. */
  multiple?: boolean
}

export type PositionalSpec = {
  name: string
  /** The last positional may take every remaining argument. */
  variadic?: boolean
}

export type ArgsSpec = {
  /** Long names without dashes (`content` for `--content`); the object key is the same name. */
  options?: Record<string, OptionSpec>
  positionals?: readonly PositionalSpec[]
}

export type ArgsResult<T> = { ok: true; value: T } | { ok: false; message: string }

type Raw = Record<string, string | boolean | string[] | undefined>

/** Splits argv by the spec; unknown options, missing values and extra arguments are errors. */
export function readArgs(args: readonly string[], spec: ArgsSpec): ArgsResult<Raw> {
  const options = spec.options ?? {}
  const positionalSpecs = spec.positionals ?? []
  const raw: Raw = {}
  const positionals: string[] = []
  const byShort = new Map(Object.entries(options).flatMap(([name, o]) => (o.short ? [[o.short, name] as const] : [])))

  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--') { positionals.push(...args.slice(i + 1)); break }
    if (!arg.startsWith('-') || arg === '-' || /^-\d/.test(arg)) { positionals.push(arg); continue }
    const long = arg.startsWith('--')
    const eq = arg.indexOf('=')
    const key = long ? arg.slice(2, eq === -1 ? undefined : eq) : arg.slice(1, 2)
    const name = long ? key : byShort.get(key)
    const option = name === undefined ? undefined : options[name]
    if (name === undefined || option === undefined) {
      const known = Object.keys(options).map((n) => `--${n}`).join(', ')
      return { ok: false, message: `opción desconocida ${long ? `--${key}` : `-${key}`}${known ? ` (se admite: ${known})` : ''}` }
    }
    let inline: string | undefined
    if (long && eq !== -1) inline = arg.slice(eq + 1)
    else if (!long && arg.length > 2) inline = arg.slice(2)
    if (option.type === 'boolean') {
      if (inline !== undefined) return { ok: false, message: `--${name} no lleva valor` }
      raw[name] = true
      continue
    }
    let value = inline
    if (value === undefined) {
      const next = args[i + 1]
      if (next === undefined || (next.startsWith('-') && next !== '-' && !/^-\d/.test(next))) {
        return { ok: false, message: `--${name} necesita un valor` }
      }
      value = next
      i += 1
    }
    if (option.multiple) {
      const previous = raw[name]
      raw[name] = [...(Array.isArray(previous) ? previous : []), value]
    } else {
      raw[name] = value
    }
  }

  let p = 0
  for (const positional of positionalSpecs) {
    if (p >= positionals.length) break
    if (positional.variadic) { raw[positional.name] = positionals.slice(p); p = positionals.length; break }
    raw[positional.name] = positionals[p]
    p += 1
  }
  if (p < positionals.length) return { ok: false, message: `sobra el argumento «${positionals[p] ?? ''}»` }
  return { ok: true, value: raw }
}

/** Reads argv by the spec and validates it with `schema`; the message names the failing argument. */
export function parseArgs<S extends z.ZodType>(args: readonly string[], spec: ArgsSpec, schema: S): ArgsResult<z.output<S>> {
  const read = readArgs(args, spec)
  if (!read.ok) return read
  const parsed = schema.safeParse(read.value, { error: z.locales.es().localeError })
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  if (issue === undefined) return { ok: false, message: 'argumentos no válidos' }
  const key = String(issue.path[0] ?? '')
  const isOption = spec.options !== undefined && Object.hasOwn(spec.options, key)
  const label = key === '' ? 'argumentos' : isOption ? `--${key}` : `<${key}>`
  const given = read.value[key]
  const missing = given === undefined
  const message = missing && issue.code === 'invalid_type' ? 'falta este argumento' : issue.message
  return { ok: false, message: `${label}: ${message}${missing || typeof given === 'boolean' ? '' : ` (recibido «${String(given)}»)`}` }
}

/** Prints a usage error and the command's usage; returns the usage exit code. */
export function usageError(io: CliIO, command: Pick<CliCommand, 'name' | 'usage'>, message: string): number {
  io.err(`dm ${command.name}: ${message}`)
  io.err('')
  io.err(command.usage)
  return EXIT.usage
}
