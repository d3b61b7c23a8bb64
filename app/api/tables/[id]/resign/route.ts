// POST /api/tables/{id}/resign (no body, or {}) → 200 the final state: the other seat wins
// | 401 no or bad token | 404 | 409 not being played | 413 | 415
import { json } from '@/lib/server/http'
import { seatCommand } from '@/lib/server/tables/http'
import { tableGame } from '@/lib/server/tables/any-table'
import { platformStateFor, resignPlatformTable } from '@/lib/server/tables/platform-tables'
import { defaultContext, loadRow, resignTable, stateFor } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'

export const dynamic = 'force-dynamic'

export const POST = seatCommand(async (_req, id, caller) => {
  const pctx = testAwareContext()
  if ((await tableGame(pctx, id)) !== 'masters') {
    const left = await resignPlatformTable(pctx, await loadRow(pctx, id), caller)
    return json(platformStateFor(left.row, left.live, left.seat, { presence: streamHub(tableBus()).presence(id), now: pctx.now() }))
  }
  const ctx = defaultContext()
  const done = await resignTable(ctx, id, caller)
  return json(stateFor(done.row, done.live, done.seat, { presence: streamHub(tableBus()).presence(id), now: ctx.now() }))
})
