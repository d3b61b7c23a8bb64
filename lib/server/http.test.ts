import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  crossSiteReason, errorResponse, fieldPath, HttpError, MAX_BODY_BYTES, parseWith, readBodyText, readJsonBody, withErrors,
} from './http'

const URL_BASE = 'http://localhost:3000/api/x'

function post(headers: Record<string, string>, body?: BodyInit): Request {
  return new Request(URL_BASE, { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body: body ?? null })
}

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

describe('readBodyText', () => {
  it('reads a body up to the limit', async () => {
    const text = 'á'.repeat(100)
    expect(await readBodyText(post({}, text), 1000)).toBe(text)
  })

  it('refuses with 413 from the declared Content-Length before reading', async () => {
    const req = post({ 'content-length': String(MAX_BODY_BYTES + 1) }, 'x')
    expect(await statusOf(readBodyText(req))).toBe(413)
  })

  it('refuses with 413 a body longer than the limit that declared no length', async () => {
    const big = new Uint8Array(MAX_BODY_BYTES + 10).fill(65)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // several chunks, as a network body would come
        for (let i = 0; i < big.length; i += 64 * 1024) controller.enqueue(big.slice(i, i + 64 * 1024))
        controller.close()
      },
    })
    const req = new Request(URL_BASE, { method: 'POST', body: stream, duplex: 'half' } as RequestInit & { duplex: 'half' })
    expect(req.headers.get('content-length')).toBeNull()
    expect(await statusOf(readBodyText(req))).toBe(413)
  })

  it('a limit exactly met is fine', async () => {
    expect((await readBodyText(post({}, 'abcd'), 4)).length).toBe(4)
  })
})

describe('readJsonBody', () => {
  it('needs a JSON content type (415 otherwise)', async () => {
    expect(await statusOf(readJsonBody(post({ 'content-type': 'text/plain' }, '{}')))).toBe(415)
    expect(await statusOf(readJsonBody(post({}, '{}')))).toBe(415)
  })

  it('400 for broken JSON or an empty body', async () => {
    expect(await statusOf(readJsonBody(post({ 'content-type': 'application/json' }, '{"a":')))).toBe(400)
    expect(await statusOf(readJsonBody(post({ 'content-type': 'application/json; charset=utf-8' }, '')))).toBe(400)
  })

  it('parses JSON with parameters in the content type', async () => {
    expect(await readJsonBody(post({ 'content-type': 'application/json; charset=utf-8' }, '{"a":1}'))).toEqual({ a: 1 })
  })
})

describe('parseWith', () => {
  const schema = z.object({ name: z.string().min(1, 'Falta el nombre.'), items: z.array(z.object({ n: z.number() })) }).strict()

  const failure = (value: unknown): HttpError => {
    try {
      parseWith(schema, value)
    } catch (error) {
      if (error instanceof HttpError) return error
    }
    throw new Error('se esperaba un HttpError')
  }

  it('names the failing field and gives the reason', () => {
    const error = failure({ name: '', items: [] })
    expect(error.status).toBe(400)
    expect(error.field).toBe('name')
    expect(error.message).toContain('Falta el nombre.')
  })

  it('writes nested paths with brackets', () => {
    expect(failure({ name: 'a', items: [{ n: 1 }, { n: 'x' }] }).field).toBe('items[1].n')
    expect(fieldPath(['entries', 3, 'count'])).toBe('entries[3].count')
  })

  it('names an unknown key as the field', () => {
    const error = failure({ name: 'a', items: [], colour: 'red' })
    expect(error.field).toBe('colour')
    expect(error.message).toContain('colour')
  })

  it('issue 14: thousands of unknown keys make one issue naming five and counting the rest', () => {
    const value: Record<string, unknown> = { name: 'a', items: [] }
    for (let i = 0; i < 5000; i++) value[`clave${i}${'x'.repeat(100)}`] = i
    const error = failure(value)
    expect(error.extra.issues).toHaveLength(1)
    expect(error.message).toContain('Hay 5000 campos que no se admiten aquí')
    expect(error.message).toContain('y 4995 más')
    expect(error.message.length).toBeLessThan(600)
    expect(error.field?.length).toBeLessThanOrEqual(120)
  })

  it('issue 14: lists at most 20 issues and counts the rest', () => {
    const error = failure({ name: 'a', items: Array.from({ length: 300 }, () => ({ n: 'x' })) })
    expect(error.extra.issues).toHaveLength(20)
    expect(error.extra.issuesTotal).toBe(300)
    expect(error.extra.issuesMore).toBe('y 280 más')
  })

  it('returns the parsed value when valid', () => {
    expect(parseWith(schema, { name: 'a', items: [] })).toEqual({ name: 'a', items: [] })
  })
})

describe('crossSiteReason', () => {
  const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, SITE_URL: process.env.SITE_URL }
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  it('accepts same-origin requests and requests without browser headers', () => {
    expect(crossSiteReason(post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBeNull()
    expect(crossSiteReason(post({}))).toBeNull()
    expect(crossSiteReason(post({ 'sec-fetch-site': 'none' }))).toBeNull()
  })

  it('refuses another site by Sec-Fetch-Site, with the reason', () => {
    const reason = crossSiteReason(post({ 'sec-fetch-site': 'cross-site' }))
    expect(reason).toContain('cross-site')
    expect(crossSiteReason(post({ 'sec-fetch-site': 'same-site' }))).not.toBeNull()
  })

  it('refuses a foreign or opaque Origin', () => {
    expect(crossSiteReason(post({ origin: 'https://malicioso.example' }))).toContain('https://malicioso.example')
    expect(crossSiteReason(post({ origin: 'http://localhost:3001' }))).not.toBeNull()
    expect(crossSiteReason(post({ origin: 'null' }))).not.toBeNull()
  })

  it('accepts the public origin of SITE_URL (else NEXTAUTH_URL) behind a proxy', () => {
    process.env.NEXTAUTH_URL = 'https://mazos.example.org'
    expect(crossSiteReason(post({ origin: 'https://mazos.example.org' }))).toBeNull()
    process.env.SITE_URL = 'https://duelo.example'
    expect(crossSiteReason(post({ origin: 'https://duelo.example' }))).toBeNull()
  })

  it('issue 14: X-Forwarded-Host is written by the sender and never makes an origin our own', () => {
    process.env.SITE_URL = 'https://duelo.example'
    expect(crossSiteReason(post({ origin: 'https://malicioso.example', 'x-forwarded-host': 'malicioso.example' }))).not.toBeNull()
    expect(crossSiteReason(new Request('https://malicioso.example/api/x', {
      method: 'POST', headers: { host: 'duelo.example', origin: 'https://malicioso.example', 'x-forwarded-host': 'malicioso.example' },
    }))).not.toBeNull()
  })
})

describe('withErrors', () => {
  it('turns an HttpError into { error: { message, field } } with its status', async () => {
    const handler = withErrors(async () => {
      throw new HttpError(409, 'Conflicto.', 'revision', { currentRevision: 3 })
    })
    const res = await handler(post({}), undefined)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: { message: 'Conflicto.', field: 'revision', currentRevision: 3 } })
  })

  it('hides other errors behind a 500', async () => {
    const original = console.error
    console.error = () => undefined
    try {
      const handler = withErrors(async () => {
        throw new Error('secreto interno')
      })
      const res = await handler(post({}), undefined)
      expect(res.status).toBe(500)
      expect(JSON.stringify(await res.json())).not.toContain('secreto')
    } finally {
      console.error = original
    }
  })

  it('issue 14: errorResponse never answers more than 64 KB, whatever the detail', async () => {
    const res = errorResponse(400, 'm'.repeat(100_000), 'f'.repeat(100_000), { lines: Array.from({ length: 10_000 }, (_, i) => `línea ${i}`) })
    const text = await res.text()
    expect(Buffer.byteLength(text)).toBeLessThan(64 * 1024)
    const { error } = JSON.parse(text) as { error: { message: string; field: string; detailOmitted?: string } }
    expect(error.message.endsWith('…')).toBe(true)
    expect(error.field.length).toBeLessThanOrEqual(120)
    expect(error.detailOmitted).toBeDefined()
  })

  it('issue 14: a database refusal of a NUL character is a 400, not a 500', async () => {
    const handler = withErrors(async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: 'P2039' })
    })
    const res = await handler(post({}), undefined)
    expect(res.status).toBe(400)
  })

  it('errorResponse leaves field out when not given', async () => {
    expect(await errorResponse(404, 'No.').json()).toEqual({ error: { message: 'No.' } })
  })
})
