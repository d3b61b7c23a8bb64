// The table routes (the very modules Next serves) behind one function: a Request in, the route's Response out.
// The multi-instance harness (instance.ts) serves it over HTTP; tests hand it to clients as their `fetch`.
// Import it after `server-only` is stubbed (instance.ts registers a hook; vitest files mock it).
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

/** The route's answer to `req`; 404 in the contract's shape for any other path or method. */
export async function routeRequest(req: Request): Promise<Response> {
  const found = route(new URL(req.url).pathname)
  const handler = found?.module[req.method as 'GET' | 'POST']
  if (!found || !handler) return Response.json({ error: { code: 'notFound', message: 'No existe.' } }, { status: 404 })
  return handler(req, { params: Promise.resolve({ id: found.id }) })
}

/** A `fetch` that answers from the routes in this process (no network), for clients under test. */
export function routeFetch(input: string, init: RequestInit = {}): Promise<Response> {
  return routeRequest(new Request(input, init))
}
