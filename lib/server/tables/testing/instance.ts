// One server instance for the multi-instance test and the bench's fallback: the table routes (the very route
// modules Next serves) behind a bare Node HTTP server, so several processes can share one database without a
// production build. Run with `node --import tsx lib/server/tables/testing/instance.ts` (PORT, DATABASE_URL);
// it registers server-only-hook.mjs itself. Prints "listening <port>" once ready.
import { register } from 'node:module'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

register(new URL('./server-only-hook.mjs', import.meta.url))

const { routeRequest } = await import('./routes')

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const abort = new AbortController()
  res.on('close', () => abort.abort())
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, {
    method: req.method, headers, signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
  const response = await routeRequest(request)
  const out: Record<string, string | string[]> = {}
  response.headers.forEach((v, k) => { out[k] = v })
  res.writeHead(response.status, out)
  if (!response.body) return void res.end()
  const reader = response.body.getReader()
  abort.signal.addEventListener('abort', () => { void reader.cancel().catch(() => undefined) })
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
    if (done) break
    if (!res.write(value)) await new Promise((r) => res.once('drain', r))
  }
  res.end()
}

const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500).end()
    else res.destroy()
  })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
