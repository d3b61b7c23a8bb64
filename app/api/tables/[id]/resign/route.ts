// POST /api/tables/{id}/resign (no body, or {}) → 200 the final state: the other seat wins
// | 401 no or bad token | 404 | 409 not being played | 413 | 415
import { assertSameOrigin, json } from '@/lib/server/http'
import { callerOf, readEmptyBody, withTableErrors } from '@/lib/server/tables/http'
import { defaultContext, resignTable, stateFor } from '@/lib/server/tables/service'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'

export const dynamic = 'force-dynamic'

export const POST = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertSameOrigin(req)
  const { id } = await params
  await readEmptyBody(req)
  const caller = await callerOf(req, id)
  const ctx = defaultContext()
  const done = await resignTable(ctx, id, caller)
  return json(stateFor(done.row, done.live, done.seat, { presence: streamHub(tableBus()).presence(id), now: ctx.now() }))
})
