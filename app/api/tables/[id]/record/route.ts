// GET /api/tables/{id}/record → 200 { config, log, result, step } once the game is over (a replay anyone can open)
// | 403 before (it names every hidden card) | 404
import { json } from '@/lib/server/http'
import { withTableErrors } from '@/lib/server/tables/http'
import { defaultContext, recordOf } from '@/lib/server/tables/service'

export const dynamic = 'force-dynamic'

export const GET = withTableErrors(async (_req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params
  return json(await recordOf(defaultContext(), id))
})
