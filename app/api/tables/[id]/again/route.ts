// POST /api/tables/{id}/again (no body, or {}) → 201 { id, seat, token, joinUrl, spectateUrl, seatUrl, state } and the
// seat cookie, as POST /api/tables answers: «Jugar otra vez» (issue 27), a new table waiting for rivals with the finished
// one's settings and the asker's own deck (or dice) in the asker's seat, made by the same creation path and quota
// | 401 not a seat of the table | 404 | 409 the game is not over | 422 the deck is no longer legal | 429 too many tables
import { json } from '@/lib/server/http'
import { seatCommand, seatCookie, siteLink } from '@/lib/server/tables/http'
import { tableGame } from '@/lib/server/tables/any-table'
import { againPlatformTable } from '@/lib/server/tables/platform-tables'
import { againTable, defaultContext, loadRow } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'

export const dynamic = 'force-dynamic'

export const POST = seatCommand(async (req, id, caller) => {
  const ctx = testAwareContext()
  const game = await tableGame(ctx, id)
  const platform = game !== 'masters'
  const created = platform ? await againPlatformTable(ctx, await loadRow(ctx, id), caller) : await againTable(defaultContext(), id, caller)
  const path = `/mesa/${created.id}`
  return json(
    {
      id: created.id, ...(platform ? { game } : {}), seat: created.seat, token: created.token,
      joinUrl: siteLink(path), spectateUrl: siteLink(`${path}?mirar=1`), seatUrl: siteLink(`${path}#asiento=${created.token}`),
      state: created.state,
    },
    { status: 201, headers: { Location: `/api/tables/${created.id}`, 'Set-Cookie': seatCookie(req, created.id, created.token) } },
  )
})
