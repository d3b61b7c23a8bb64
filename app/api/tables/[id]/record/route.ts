// GET /api/tables/{id}/record → 200 { config, log, result, step } once the game is over (a replay anyone can open)
// | 403 before (it names every hidden card) | 404
import { json } from '@/lib/server/http'
import { withTableErrors } from '@/lib/server/tables/http'
import { tableGame } from '@/lib/server/tables/any-table'
import { platformRecordOf } from '@/lib/server/tables/platform-tables'
import { defaultContext, loadRow, recordOf } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'

export const dynamic = 'force-dynamic'

export const GET = withTableErrors(async (_req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params
  const ctx = testAwareContext()
  if ((await tableGame(ctx, id)) !== 'masters') return json(await platformRecordOf(ctx, await loadRow(ctx, id)))
  return json(await recordOf(defaultContext(), id))
})
