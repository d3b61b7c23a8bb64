// Shared pieces of the JSON API's route handlers: one error shape, body reading with a size limit,
// zod parsing that names the failing field, bounded replies, and the same-origin check of mutating routes.
//
// Every error leaves as `{ "error": { "message": "…", "field"?: "…", …extra } }` with a Spanish
// message that says what is wrong and why. Inside a handler, `throw new HttpError(...)` (or one of
// the helpers below) and wrap the handler with `withErrors`, which turns it into that response;
// anything else thrown becomes a logged 500 without internals.
import { z } from 'zod'
import { measureJson } from '@/lib/catalogue/json-measure'
import { andMore } from '@/lib/decks/text'
import { siteOrigin } from './site-url'

/** Largest request body any route reads: 256 KiB (a 70-card deck as JSON is under 4 KiB). */
export const MAX_BODY_BYTES = 256 * 1024
/**
 * Largest error reply, whatever the body that caused it. Lists inside a reply are cut well before this
 * (capList, describeZodError); errorResponse enforces it last, so no input can make a reply grow with it.
 */
export const MAX_ERROR_REPLY_BYTES = 64 * 1024
/** Issues listed in a 400; the rest are counted ("y N más"). */
export const MAX_LISTED_ISSUES = 20
/** Characters of a message or a field path quoted in a reply; longer ones end in "…". */
export const MAX_MESSAGE_CHARS = 500
export const MAX_FIELD_CHARS = 120

export type ApiError = { message: string; field?: string } & Record<string, unknown>
export type ApiErrorBody = { error: ApiError }

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** More members of the `error` object (e.g. `lines` of a deck list, `currentRevision`). */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The text cut to `max` characters, ending in "…" when cut (never splitting a surrogate pair). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}…`
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * The first items of a list that fit both `max` items and `maxBytes` of JSON, and how many were left out.
 * For lists a reply echoes (issues, problems, lines): the reply stays small whatever the list holds.
 */
export function capList<T>(items: readonly T[], limits: { max: number; maxBytes: number }): { shown: T[]; omitted: number } {
  const shown: T[] = []
  let bytes = 2
  for (const item of items) {
    if (shown.length >= limits.max) break
    const size = byteLength(item) + 1
    if (bytes + size > limits.maxBytes) break
    shown.push(item)
    bytes += size
  }
  return { shown, omitted: items.length - shown.length }
}

export function errorResponse(
  status: number,
  message: string,
  field?: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const fieldPart = field === undefined ? {} : { field: clip(field, MAX_FIELD_CHARS) }
  let error: ApiError = { ...extra, message: clip(message, 2 * MAX_MESSAGE_CHARS), ...fieldPart }
  // The last guard: a reply never grows with its input. Routes cut their lists well before this; if some
  // detail still overflows, the reply keeps its message and field and says the detail was left out.
  if (byteLength({ error }) > MAX_ERROR_REPLY_BYTES) {
    error = { message: error.message, ...fieldPart, detailOmitted: 'El detalle del error era demasiado largo y se ha omitido.' }
  }
  return Response.json({ error } satisfies ApiErrorBody, { status, headers: { ...NO_STORE, ...headers } })
}

/** A JSON answer that no shared cache keeps (answers depend on who asks). */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } })
}

/** Turns thrown HttpErrors into their responses, and anything else into a 500 that reveals nothing. */
// The wrapper takes the handler's own parameters plus any extra (ignored), so a handler without a
// context can still be called as Next calls every route handler, `(req, context)`.
export function withErrors<A extends [req: Request, ...rest: unknown[]]>(
  handler: (...args: A) => Promise<Response>,
): (...args: [...A, ...extra: unknown[]]) => Promise<Response> {
  return async (...args) => {
    const req = args[0] as Request
    try {
      // Extra arguments are harmless to a JS function; the type keeps them out of the handler's view.
      return await handler(...(args as unknown as A))
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.field, error.extra, error.headers)
      const refused = databaseRefusal(error)
      if (refused !== null) return errorResponse(400, refused)
      console.error(`${req.method} ${new URL(req.url).pathname} falló:`, error)
      return errorResponse(500, 'Error interno del servidor: no se ha podido completar la petición. Inténtalo de nuevo más tarde.')
    }
  }
}

/**
 * A database error caused by a value the schemas should have refused (a NUL character, a number too big
 * for its column): a 400 rather than a 500, in case a route forgot a guard of lib/server/input.ts. The
 * schemas name the field; this safety net cannot, so it says what kind of value was refused.
 */
function databaseRefusal(error: unknown): string | null {
  const seen = new Set<unknown>()
  for (let e: unknown = error; typeof e === 'object' && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e)
    const code = (e as { code?: unknown }).code
    const text = String((e as { message?: unknown }).message ?? '')
    // P2039: PostgreSQL's "invalid byte sequence" for NUL; 22021/22P05 the same from the driver; 22003 numeric out of range.
    if (code === 'P2039' || code === '22021' || code === '22P05' || /invalid byte sequence|unsupported Unicode escape/i.test(text)) {
      return 'Algún texto de la petición lleva caracteres de control (como NUL) que no se pueden guardar; quítalos y vuelve a intentarlo.'
    }
    if (code === '22003' || /out of range for type (integer|bigint|smallint)/i.test(text)) {
      return 'Algún número de la petición es demasiado grande para guardarlo.'
    }
  }
  return null
}

export const unauthorized = (): HttpError =>
  new HttpError(401, 'Tienes que iniciar sesión para hacer esto.', undefined, {}, { 'WWW-Authenticate': 'Session' })
export const notFound = (what = 'El recurso'): HttpError => new HttpError(404, `${what} no existe o no es público.`)

// ---------------------------------------------------------------------------------------------
// Body reading

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `El cuerpo de la petición supera el máximo de ${Math.round(limit / 1024)} KB.`, undefined, { limitBytes: limit })
}

/**
 * Reads the body as UTF-8 text, refusing (413) a Content-Length over the limit before reading and a
 * body that turns out longer while being read (the header may be absent or lie).
 */
export async function readBodyText(req: Request, limit: number = MAX_BODY_BYTES): Promise<string> {
  const declared = req.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge(limit)
  if (req.body === null) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder('utf-8').decode(bytes)
}

/** The media type of the request without parameters, lower-cased ("" when absent). */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

const isJsonType = (type: string) => type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)

/**
 * Reads a JSON body. Mutating routes insist on a JSON Content-Type: besides being honest, it keeps
 * plain HTML forms (which cannot send it) out even on browsers that omit Origin.
 */
export async function readJsonBody(req: Request, limit: number = MAX_BODY_BYTES): Promise<unknown> {
  const type = mediaType(req)
  if (!isJsonType(type)) {
    throw new HttpError(415, `El cuerpo debe enviarse como JSON (Content-Type: application/json), no como «${type || 'sin tipo'}».`)
  }
  return parseJsonText(await readBodyText(req, limit))
}

/**
 * Deepest nesting any route accepts in a JSON body. JSON.parse reads any depth, but zod and every other
 * recursive walk after it would overflow the stack on thousands of levels (a 500); no document of the API
 * needs more than a handful.
 */
export const MAX_JSON_DEPTH = 32

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'Falta el cuerpo de la petición: se esperaba un documento JSON.')
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new HttpError(400, `El cuerpo no es JSON válido: ${clip(detail, 200)}`)
  }
  const measured = measureJson(value, { maxDepth: MAX_JSON_DEPTH, maxChars: Number.POSITIVE_INFINITY })
  if (!measured.ok) {
    throw new HttpError(400, `El cuerpo anida más de ${MAX_JSON_DEPTH} niveles de listas u objetos; ningún documento de esta API necesita tantos.`)
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// zod

/** `entries[3].count`; "" for the document itself. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  )
}

const spanish = z.locales.es().localeError

export type FieldIssue = { field: string; message: string }

/** Unknown keys named in one issue; the rest are counted. */
const LISTED_UNKNOWN_KEYS = 5
const QUOTED_KEY_CHARS = 40

/**
 * Every issue as a field path and a Spanish reason, each path and message cut to a fixed length.
 * Unknown keys make one issue per object, naming a few of them and counting the rest, so a body of
 * thousands of keys (or one enormous key) is described in a few hundred bytes.
 */
export function describeZodError(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const base = fieldPath(issue.path)
    if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
      const keys = issue.keys
      const key = clip(keys[0] ?? '', QUOTED_KEY_CHARS)
      const field = clip(base ? `${base}.${key}` : key, MAX_FIELD_CHARS)
      const named = keys.slice(0, LISTED_UNKNOWN_KEYS).map((k) => `«${clip(k, QUOTED_KEY_CHARS)}»`).join(', ')
      const rest = keys.length > LISTED_UNKNOWN_KEYS ? ` ${andMore(keys.length - LISTED_UNKNOWN_KEYS)}` : ''
      const message = keys.length === 1
        ? `El campo ${named} no se admite aquí.`
        : `Hay ${keys.length} campos que no se admiten aquí: ${named}${rest}.`
      return { field, message }
    }
    return { field: clip(base, MAX_FIELD_CHARS), message: clip(issue.message, MAX_MESSAGE_CHARS) }
  })
}

/**
 * The 400 for a list of field issues: the first one in the message and `field`, at most
 * MAX_LISTED_ISSUES of them in `issues` with `issuesTotal` and, when some are left out, `issuesMore`.
 */
export function issuesError(issues: readonly FieldIssue[]): HttpError {
  const first = issues[0] ?? { field: '', message: 'Datos no válidos.' }
  const where = first.field ? `«${first.field}»: ` : ''
  const { shown, omitted } = capList(issues, { max: MAX_LISTED_ISSUES, maxBytes: 16 * 1024 })
  return new HttpError(400, `${where}${first.message}`, first.field || undefined, {
    issues: shown,
    issuesTotal: issues.length,
    ...(omitted > 0 ? { issuesMore: andMore(omitted) } : {}),
  })
}

/** Parses with the schema or throws a 400 naming the first failing field (the first few in `issues`). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: spanish })
  if (parsed.success) return parsed.data
  throw issuesError(describeZodError(parsed.error))
}

/** Search parameters as a plain object (first value of each), for zod. */
export function searchParamsOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URL(req.url).searchParams) if (!(key in out)) out[key] = value
  return out
}

// ---------------------------------------------------------------------------------------------
// Same-origin check

/**
 * Origins a state-changing request may come from: the site's configured public origin (SITE_URL, else
 * NEXTAUTH_URL) and the host the browser itself addressed (the Host header, a browser never lets a page
 * set it). Forwarded headers (X-Forwarded-Host…) are written by whoever sends the request and never count.
 */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set<string>()
  const site = siteOrigin()
  if (site) origins.add(site.origin.toLowerCase())
  const host = req.headers.get('host')?.trim().toLowerCase()
  if (host) {
    for (const scheme of ['http:', 'https:']) {
      try {
        origins.add(new URL(`${scheme}//${host}`).origin)
      } catch {
        // not a host: nothing to add
      }
    }
  }
  return origins
}

/**
 * Why a state-changing request must be refused as cross-site, or null when it may go on.
 * Browsers send Sec-Fetch-Site and/or Origin with every such request, so any other site's page is
 * caught; a request with neither (curl, the CLI) carries no browser cookies by accident and passes.
 */
export function crossSiteReason(req: Request): string | null {
  const site = req.headers.get('sec-fetch-site')?.toLowerCase()
  if (site && site !== 'same-origin' && site !== 'none') {
    return `La petición viene de otra página web (Sec-Fetch-Site: ${site}); por seguridad solo se aceptan cambios hechos desde este sitio.`
  }
  const origin = req.headers.get('origin')
  if (origin !== null) {
    let parsed: string
    try {
      parsed = new URL(origin).origin.toLowerCase()
    } catch {
      return `La cabecera Origin («${clip(origin, 200)}») no es válida; por seguridad solo se aceptan cambios hechos desde este sitio.`
    }
    if (parsed === 'null' || !ownOrigins(req).has(parsed)) {
      return `La petición viene de otro origen (${clip(origin, 200)}); por seguridad solo se aceptan cambios hechos desde este sitio.`
    }
  }
  return null
}

/** Throws 403 for a cross-site state-changing request. */
export function assertSameOrigin(req: Request): void {
  const reason = crossSiteReason(req)
  if (reason !== null) throw new HttpError(403, reason)
}

// ---------------------------------------------------------------------------------------------
// Whose write it is

/**
 * Header a client sends with a save naming the user it means to save for (a save queued offline belongs to the
 * account that asked for it). When present and not the signed-in user, the save is refused (409) and nothing
 * changes: another person has signed in on that browser since.
 */
export const EXPECTED_USER_HEADER = 'x-dm-expected-user'

export function assertExpectedUser(req: Request, userId: string): void {
  const expected = req.headers.get(EXPECTED_USER_HEADER)
  if (expected === null || expected === userId) return
  throw new HttpError(
    409,
    'Este guardado es de otra cuenta: se pidió con otra sesión en este navegador. No se ha guardado nada; sigue pendiente para esa cuenta.',
    undefined,
    { sessionChanged: true },
  )
}
