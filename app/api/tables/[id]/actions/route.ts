// POST /api/tables/{id}/actions { step, action } → 200 the new table state
// | 400 malformed body, or an action that is not shaped like one of the engine's (lib/engine/action-schema.ts), naming
// the field (`action.instanceIds[0]`) | 401 no or bad token | 403 not this seat's decision | 404 | 409 `step` is not the current step,
// or the game is not being played (nothing changes) | 413 body over 4 KB | 415 | 422 not legal now, with the reason
// | 429 more than 10 actions a second for this seat
import { assertSameOrigin, json, parseWith, readJsonBody } from '@/lib/server/http'
import { callerOf, withTableErrors } from '@/lib/server/tables/http'
import { TABLE_LIMITS } from '@/lib/server/tables/limits'
import { tableGame } from '@/lib/server/tables/any-table'
import { actOnPlatformTable, platformStateFor } from '@/lib/server/tables/platform-tables'
import { actionSchema, actOnTable, defaultContext, loadRow, processBuckets, stateFor, tableError } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'

export const dynamic = 'force-dynamic'

export const POST = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertSameOrigin(req)
  const { id } = await params
  const raw = await readJsonBody(req, TABLE_LIMITS.actionBodyBytes)
  // A table of another game judges the body by that game's schema (platform-tables.ts); Duelo de Masters' as always.
  {
    const game = await tableGame(testAwareContext(), id)
    if (game !== 'masters') {
      const caller = await callerOf(req, id)
      const ctx = testAwareContext()
      const allowed = processBuckets().take(`${id}:${caller.token ?? caller.userId ?? caller.ip}`)
      if (!allowed.allowed) throw tableError(429, 'tooMany', `Demasiadas acciones seguidas: como mucho ${TABLE_LIMITS.actionsPerSecond} por segundo.`, undefined, { retryAfterMs: allowed.retryAfterMs })
      const acted = await actOnPlatformTable(ctx, await loadRow(ctx, id), caller, raw)
      const presence = streamHub(tableBus()).presence(id)
      return json(platformStateFor(acted.row, acted.live, acted.seat, { presence, since: acted.since, now: ctx.now() }))
    }
  }
  const body = parseWith(actionSchema, raw)
  const caller = await callerOf(req, id)
  const ctx = defaultContext()
  const acted = await actOnTable(ctx, id, caller, body, processBuckets())
  const presence = streamHub(tableBus()).presence(id)
  return json(stateFor(acted.row, acted.live, acted.seat, { presence, since: body.step, now: ctx.now() }))
})
