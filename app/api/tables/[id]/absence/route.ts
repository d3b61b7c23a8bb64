// POST /api/tables/{id}/absence { hours } → 200 the table state: ALI-9's one announced absence (up to 72 hours) of the
// caller's seat at a table with a move clock; its clock stands still inside it.
// | 400 malformed | 401 no or bad token | 404 | 409 not playing, absence used, or a game without a move clock
import { assertSameOrigin, json, parseWith, readJsonBody } from '@/lib/server/http'
import { callerOf, withTableErrors } from '@/lib/server/tables/http'
import { tableGame } from '@/lib/server/tables/any-table'
import { TABLE_LIMITS } from '@/lib/server/tables/limits'
import { absenceSchema, announcePlatformAbsence, platformStateFor } from '@/lib/server/tables/platform-tables'
import { loadRow, tableError } from '@/lib/server/tables/service'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'
import { testAwareContext } from '@/lib/server/tables/test-clock'

export const dynamic = 'force-dynamic'

export const POST = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertSameOrigin(req)
  const { id } = await params
  const { hours } = parseWith(absenceSchema, await readJsonBody(req, TABLE_LIMITS.actionBodyBytes))
  const caller = await callerOf(req, id)
  const ctx = testAwareContext()
  if ((await tableGame(ctx, id)) === 'masters') {
    await loadRow(ctx, id)
    throw tableError(409, 'noMoveClock', 'Duelo de Masters se juega con reloj de ajedrez: no hay ausencias que anunciar.')
  }
  const done = await announcePlatformAbsence(ctx, await loadRow(ctx, id), caller, hours)
  return json(platformStateFor(done.row, done.live, done.seat, { presence: streamHub(tableBus()).presence(id), now: ctx.now() }))
})
