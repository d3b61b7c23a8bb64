// Shared pieces of the JSON API's route handlers: one error shape, body reading with a size limit,
// zod parsing that names the failing field, and the same-origin check of mutating routes.
//
// Every error leaves as `{ "error": { "message": "…", "field"?: "…", …extra } }` with a Spanish
// message that says what is wrong and why. Inside a handler, `throw new HttpError(...)` (or one of
// the helpers below) and wrap the handler with `withErrors`, which turns it into that response;
// anything else thrown becomes a logged 500 without internals.
import { z } from 'zod'

/** Largest request body any route reads: 256 KiB (a 70-card deck as JSON is under 4 KiB). */
export const MAX_BODY_BYTES = 256 * 1024

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

export function errorResponse(
  status: number,
  message: string,
  field?: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const error: ApiError = { ...extra, message, ...(field === undefined ? {} : { field }) }
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
      console.error(`${req.method} ${new URL(req.url).pathname} falló:`, error)
      return errorResponse(500, 'Error interno del servidor: no se ha podido completar la petición. Inténtalo de nuevo más tarde.')
    }
  }
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

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'Falta el cuerpo de la petición: se esperaba un documento JSON.')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new HttpError(400, `El cuerpo no es JSON válido: ${detail}`)
  }
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

/** Every issue as a field path and a Spanish reason (unknown keys are named as the field). */
export function describeZodError(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const base = fieldPath(issue.path)
    if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
      const key = issue.keys[0] ?? ''
      const field = base ? `${base}.${key}` : key
      return { field, message: `El campo «${issue.keys.join('», «')}» no se admite aquí.` }
    }
    return { field: base, message: issue.message }
  })
}

/** Parses with the schema or throws a 400 naming the first failing field (all of them in `issues`). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: spanish })
  if (parsed.success) return parsed.data
  const issues = describeZodError(parsed.error)
  const first = issues[0] ?? { field: '', message: 'Datos no válidos.' }
  const where = first.field ? `«${first.field}»: ` : ''
  throw new HttpError(400, `${where}${first.message}`, first.field || undefined, { issues })
}

/** Search parameters as a plain object (first value of each), for zod. */
export function searchParamsOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URL(req.url).searchParams) if (!(key in out)) out[key] = value
  return out
}

// ---------------------------------------------------------------------------------------------
// Same-origin check

/** Hosts this request may legitimately come from: Host, X-Forwarded-Host, the URL's and NEXTAUTH_URL's. */
function ownHosts(req: Request): Set<string> {
  const hosts = new Set<string>()
  const add = (value: string | null | undefined) => {
    const host = value?.split(',')[0]?.trim().toLowerCase()
    if (host) hosts.add(host)
  }
  add(req.headers.get('host'))
  add(req.headers.get('x-forwarded-host'))
  try {
    add(new URL(req.url).host)
  } catch {
    // a relative URL cannot happen in a route handler; nothing to add
  }
  const configured = process.env.NEXTAUTH_URL
  if (configured) {
    try {
      add(new URL(configured).host)
    } catch {
      // a malformed NEXTAUTH_URL is next-auth's to report
    }
  }
  return hosts
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
    let host: string
    try {
      host = new URL(origin).host.toLowerCase()
    } catch {
      return `La cabecera Origin («${origin}») no es válida; por seguridad solo se aceptan cambios hechos desde este sitio.`
    }
    if (!ownHosts(req).has(host)) {
      return `La petición viene de otro origen (${origin}); por seguridad solo se aceptan cambios hechos desde este sitio.`
    }
  }
  return null
}

/** Throws 403 for a cross-site state-changing request. */
export function assertSameOrigin(req: Request): void {
  const reason = crossSiteReason(req)
  if (reason !== null) throw new HttpError(403, reason)
}
