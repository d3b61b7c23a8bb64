// POST /api/tables/{id}/rematch (no body, or {}) → 200 { id, seat }: a new table with the same decks and seats, the
// same seat tokens playing it (asked twice, the same table) | 401 | 404 | 409 the game is not over
// | 429 the asker's address has spent its table-creation quota (a rematch is a table made, issue 28)
import { json } from '@/lib/server/http'
import { seatCommand } from '@/lib/server/tables/http'
import { tableGame } from '@/lib/server/tables/any-table'
import { rematchPlatformTable } from '@/lib/server/tables/platform-tables'
import { defaultContext, loadRow, rematchTable } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'

export const dynamic = 'force-dynamic'

export const POST = seatCommand(async (_req, id, caller) => {
  const ctx = testAwareContext()
  if ((await tableGame(ctx, id)) !== 'masters') return json(await rematchPlatformTable(ctx, await loadRow(ctx, id), caller))
  return json(await rematchTable(defaultContext(), id, caller))
})
