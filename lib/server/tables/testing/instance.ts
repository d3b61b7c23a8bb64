// One server instance for the multi-instance test and the bench's fallback: the table routes (the very route
// modules Next serves) behind a bare Node HTTP server, so several processes can share one database without a
// production build. Run with `node --import tsx lib/server/tables/testing/instance.ts` (PORT, DATABASE_URL);
// it registers server-only-hook.mjs itself. Prints "listening <port>" once ready.
import { register } from 'node:module'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

register(new URL('./server-only-hook.mjs', import.meta.url))

type Handler = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>
type RouteModule = { GET?: Handler; POST?: Handler }

const routes = {
  list: (await import('@/app/api/tables/route')) as unknown as RouteModule,
  table: (await import('@/app/api/tables/[id]/route')) as unknown as RouteModule,
  join: (await import('@/app/api/tables/[id]/join/route')) as unknown as RouteModule,
  events: (await import('@/app/api/tables/[id]/events/route')) as unknown as RouteModule,
  actions: (await import('@/app/api/tables/[id]/actions/route')) as unknown as RouteModule,
  resign: (await import('@/app/api/tables/[id]/resign/route')) as unknown as RouteModule,
  record: (await import('@/app/api/tables/[id]/record/route')) as unknown as RouteModule,
  rematch: (await import('@/app/api/tables/[id]/rematch/route')) as unknown as RouteModule,
}

function route(path: string): { module: RouteModule; id: string } | null {
  if (path === '/api/tables') return { module: routes.list, id: '' }
  const m = /^\/api\/tables\/([^/]+)(?:\/(join|events|actions|resign|record|rematch))?$/.exec(path)
  if (!m) return null
  return { module: routes[(m[2] ?? 'table') as keyof typeof routes], id: decodeURIComponent(m[1] ?? '') }
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const found = route(url.pathname)
  const handler = found?.module[req.method as 'GET' | 'POST']
  if (!found || !handler) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"notFound","message":"No existe."}}')
    return
  }
  const abort = new AbortController()
  res.on('close', () => abort.abort())
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(url, {
    method: req.method, headers, signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
  const response = await handler(request, { params: Promise.resolve({ id: found.id }) })
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
