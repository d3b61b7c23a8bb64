// A client of the online-table contract (ONLINE-API.md, documented on /docs) for any JavaScript runtime with `fetch`:
// `dm table`, the tests and the bench use it. Replies are checked against the contract's shape (zod), so a
// server that answers something else gives a clear error, and an event stream's messages have a size bound.
import { z } from 'zod'
import type { Action } from '../engine'
import { createdSchema, errorSchema, joinedSchema, lobbySchema, recordSchema, wireStateSchema, type WireState } from './wire'

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/** The largest single event of a stream this client reads (a table state is tens of KB). */
export const MAX_EVENT_CHARS = 4_000_000

export type TableErrorInfo = { status: number; code: string; message: string; field?: string; retryAfterMs?: number }
export type Reply<T> = { ok: true; value: T } | { ok: false; error: TableErrorInfo }

export type Created = z.output<typeof createdSchema> & { state?: unknown }
export type Joined = z.output<typeof joinedSchema>
export type CreateBody = { deck: string; variant?: string; seat?: 'A' | 'B' | 'random'; visibility?: 'link' | 'public'; name?: string }

const CODE_SHAPE = /^[A-Za-z0-9_-]{16}$/
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

/** A table named by its id or any of its links: `https://site/mesa/<id>`, `…?mirar=1`, `…#asiento=<token>`. */
export type TableRef = { id: string; server: string | null; token: string | null }

export function readTableRef(text: string): TableRef | null {
  const trimmed = text.trim()
  if (CODE_SHAPE.test(trimmed)) return { id: trimmed, server: null, token: null }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const m = /\/(?:mesa|api\/tables)\/([A-Za-z0-9_-]{16})(?:\/|$)/.exec(url.pathname)
  if (!m?.[1]) return null
  const token = /(?:^#|&)asiento=([^&]+)/.exec(url.hash)?.[1] ?? null
  return { id: m[1], server: url.origin, token: token !== null && TOKEN_SHAPE.test(token) ? token : null }
}

const NOT_THE_CONTRACT = 'El servidor respondió algo que no es una respuesta del contrato de mesas (¿es la dirección de la web correcta?).'

async function readReply<T>(res: Response, schema: z.ZodType<T>, badReply = NOT_THE_CONTRACT): Promise<Reply<T>> {
  const text = await res.text()
  let body: unknown = null
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    body = null
  }
  if (!res.ok) {
    const parsed = errorSchema.safeParse(body)
    const retry = Number(res.headers.get('retry-after'))
    return {
      ok: false,
      error: {
        status: res.status,
        code: parsed.success ? parsed.data.error.code : 'error',
        message: parsed.success ? parsed.data.error.message : `El servidor respondió ${res.status} sin una explicación legible.`,
        ...(parsed.success && parsed.data.error.field !== undefined ? { field: parsed.data.error.field } : {}),
        ...(Number.isFinite(retry) && retry > 0 ? { retryAfterMs: retry * 1000 } : {}),
      },
    }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return { ok: false, error: { status: res.status, code: 'badReply', message: badReply } }
  }
  return { ok: true, value: parsed.data }
}

/**
 * One call of a table contract (either game's): the request with its token and JSON body, a network failure as a
 * reply with status 0, the server's error with its field, and the body checked by `schema` (`badReply` when it is not).
 */
export async function callContract<T>(
  fetchImpl: Fetch,
  base: string,
  call: { method: string; path: string; token: string | null; schema: z.ZodType<T>; body?: unknown; badReply?: string },
): Promise<Reply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (call.token) headers.Authorization = `Bearer ${call.token}`
  if (call.body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetchImpl(`${base}${call.path}`, { method: call.method, headers, ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }) })
  } catch (error) {
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    return { ok: false, error: { status: 0, code: 'network', message: `No se puede hablar con ${base}: ${why}` } }
  }
  return readReply(res, call.schema, call.badReply)
}

export type Stream = { close(): void; done: Promise<void> }

/** The calls of the contract against one server (its origin, e.g. `https://duelo.example`). */
export class TableClient {
  readonly base: string

  constructor(server: string, private readonly fetchImpl: Fetch = (input, init) => fetch(input, init)) {
    this.base = server.replace(/\/+$/, '')
  }

  private call<T>(method: string, path: string, token: string | null, schema: z.ZodType<T>, body?: unknown): Promise<Reply<T>> {
    return callContract(this.fetchImpl, this.base, { method, path, token, schema, body })
  }

  create(body: CreateBody): Promise<Reply<Created>> {
    return this.call('POST', '/api/tables', null, createdSchema, body)
  }

  join(id: string, deck: string): Promise<Reply<Joined>> {
    return this.call('POST', `/api/tables/${id}/join`, null, joinedSchema, { deck })
  }

  state(id: string, token: string | null, since?: number): Promise<Reply<WireState>> {
    return this.call('GET', `/api/tables/${id}${since === undefined ? '' : `?since=${since}`}`, token, wireStateSchema)
  }

  act(id: string, token: string, step: number, action: Action | Record<string, unknown>): Promise<Reply<WireState>> {
    return this.call('POST', `/api/tables/${id}/actions`, token, wireStateSchema, { step, action })
  }

  resign(id: string, token: string): Promise<Reply<WireState>> {
    return this.call('POST', `/api/tables/${id}/resign`, token, wireStateSchema)
  }

  lobby(): Promise<Reply<z.output<typeof lobbySchema>>> {
    return this.call('GET', '/api/tables?status=waiting', null, lobbySchema)
  }

  record(id: string): Promise<Reply<z.output<typeof recordSchema>>> {
    return this.call('GET', `/api/tables/${id}/record`, null, recordSchema)
  }

  /**
   * The table's event stream: `onState` for each `state` event (checked like a reply; one that is not
   * stops the stream with an error). `done` resolves when the server or `close()` ends it.
   */
  events(id: string, token: string | null, onState: (state: WireState, at: number) => void): Stream {
    const abort = new AbortController()
    const stream: Stream = { close: () => abort.abort(), done: Promise.resolve() }
    stream.done = (async () => {
      const res = await this.fetchImpl(`${this.base}/api/tables/${id}/events`, {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: abort.signal,
      })
      if (!res.ok || !res.body) {
        const reply = await readReply(res, z.unknown())
        throw new Error(reply.ok ? `El servidor respondió ${res.status} sin flujo de eventos.` : reply.error.message)
      }
      try {
        await readEvents(res.body, (event, data) => {
          if (abort.signal.aborted || event !== 'state') return
          const parsed = wireStateSchema.safeParse(JSON.parse(data))
          if (!parsed.success) throw new Error('El flujo de eventos trajo un estado de mesa que no sigue el contrato.')
          onState(parsed.data, performance.now())
        }, undefined, abort.signal)
      } catch (error) {
        if (!abort.signal.aborted) throw error
      }
    })()
    return stream
  }
}

/**
 * Reads `text/event-stream` blocks (event name and data) until the body ends or `signal` aborts; comment lines go
 * to `onComment`. The abort cancels the body itself: a body that does not follow its request's signal (a
 * Response built in-process) would otherwise keep the reader waiting.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void, onComment: () => void = () => {}, signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader()
  if (signal?.aborted) return void reader.cancel().catch(() => {})
  signal?.addEventListener('abort', () => { reader.cancel().catch(() => {}) }, { once: true })
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    if (buffer.length > MAX_EVENT_CHARS) throw new Error(`Un evento del flujo pasa de ${MAX_EVENT_CHARS} caracteres.`)
    let cut: number
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) onComment()
        else if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5))
      }
      if (data.length > 0) onEvent(event, data.join('\n'))
    }
  }
}
