// GET /api/tables/{id} → 200 the table state as the caller's seat (Bearer token, the seat cookie, or a signed-in
// player's own seat) or as a spectator; `?since=N` adds the events of every step after N still kept.
// | 401 a token that is not this table's | 404 no such table (or expired)
import { z } from 'zod'
import { json, parseWith, searchParamsOf } from '@/lib/server/http'
import { callerOf, seatCookie, withTableErrors } from '@/lib/server/tables/http'
import { TABLE_LIMITS } from '@/lib/server/tables/limits'
import { readAnyTable, stateForAny } from '@/lib/server/tables/any-table'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'

export const dynamic = 'force-dynamic'

const querySchema = z.object({ since: z.coerce.number().int().min(-1).max(TABLE_LIMITS.maxSteps).optional(), token: z.string().max(200).optional(), spectate: z.literal('1').optional() })

export const GET = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params
  const query = parseWith(querySchema, searchParamsOf(req))
  const caller = await callerOf(req, id, { query: true })
  const ctx = testAwareContext()
  const { row, live, seat } = await readAnyTable(ctx, id, caller)
  const presence = streamHub(tableBus()).presence(row.id)
  const state = stateForAny(row, live, seat, { presence, since: query.since ?? null, now: ctx.now() })
  const headers: Record<string, string> = seat !== null && caller.token !== null ? { 'Set-Cookie': seatCookie(req, row.id, caller.token) } : {}
  return json(state, { headers })
})
