// POST /api/tables/{id}/join { deck } → 201 { seat, token, seatUrl, state } and the seat cookie
// | 400 unreadable deck | 404 no such table | 409 table full | 413 | 415 | 422 illegal deck | 429 too many joins
import { assertSameOrigin, json, parseWith, readJsonBody } from '@/lib/server/http'
import { callerOf, seatCookie, siteLink, withTableErrors } from '@/lib/server/tables/http'
import { newJoinLimiter, TABLE_LIMITS } from '@/lib/server/tables/limits'
import { tableGame } from '@/lib/server/tables/any-table'
import { joinPlatformTable, platformJoinSchema } from '@/lib/server/tables/platform-tables'
import { defaultContext, joinSchema, joinTable, loadRow, tableError } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { streamHub } from '@/lib/server/tables/streams'
import { tableBus } from '@/lib/server/tables/bus'

export const dynamic = 'force-dynamic'

const holder = globalThis as typeof globalThis & { __dmJoinLimiter?: ReturnType<typeof newJoinLimiter> }

export const POST = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertSameOrigin(req)
  const { id } = await params
  const body = await readJsonBody(req, TABLE_LIMITS.createBodyBytes)
  const ctx = testAwareContext()
  const platform = (await tableGame(ctx, id)) !== 'masters'
  const input = platform ? null : parseWith(joinSchema, body)
  const caller = await callerOf(req, id)
  const limited = (holder.__dmJoinLimiter ??= newJoinLimiter()).hit(caller.ip)
  if (!limited.allowed) {
    throw tableError(429, 'tooMany', 'Demasiados intentos de sentarse a una mesa: espera unos minutos.', undefined, { retryAfterMs: limited.retryAfterMs }, { 'Retry-After': String(Math.ceil(limited.retryAfterMs / 1000)) })
  }
  if (input === null) {
    const joined = await joinPlatformTable(ctx, await loadRow(ctx, id), { ...caller, token: null }, parseWith(platformJoinSchema, body))
    return json(
      { seat: joined.seat, token: joined.token, seatUrl: siteLink(`/mesa/${id}#asiento=${joined.token}`), state: joined.state },
      { status: 201, headers: { 'Set-Cookie': seatCookie(req, id, joined.token) } },
    )
  }
  const joined = await joinTable(defaultContext(), id, { ...caller, token: null }, input.deck)
  const state = { ...joined.state, seats: { ...joined.state.seats } }
  const presence = streamHub(tableBus()).presence(id)
  state.seats.A = { ...state.seats.A, connected: presence.A }
  state.seats.B = { ...state.seats.B, connected: presence.B }
  return json(
    { seat: joined.seat, token: joined.token, seatUrl: siteLink(`/mesa/${id}#asiento=${joined.token}`), state },
    { status: 201, headers: { 'Set-Cookie': seatCookie(req, id, joined.token) } },
  )
})
