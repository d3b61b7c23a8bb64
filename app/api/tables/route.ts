// Online tables (ONLINE-API.md): the lobby and creating a table.
// GET  /api/tables?status=waiting → 200 { tables: [{ id, name, variant, createdAt, clock }] } (public tables waiting for a rival)
//      &game=alientos → 200 { tables: [{ id, game, name, createdAt, seatCount, seatsTaken }] } (absent game: masters)
// POST /api/tables { deck, variant?, seat?, visibility?, name?, clock? }  (no `game`, or game: "masters")
//   → 201 { id, seat, token, joinUrl, spectateUrl, seatUrl, state } and the seat cookie
//   | 400 unreadable body or deck | 413 body over 32 KB | 415 | 422 illegal deck (with its problems) | 429 too many tables
// POST /api/tables { game: "alientos", pool, seats?, seat?, visibility?, name?, player? } → 201 the same reply, with
//   `game` in it and in its state (docs/online-api.md) | 422 dice not legal under ALI-1
import { assertSameOrigin, json, parseWith, readJsonBody, searchParamsOf } from '@/lib/server/http'
import { callerOf, seatCookie, siteLink, withTableErrors } from '@/lib/server/tables/http'
import { TABLE_LIMITS } from '@/lib/server/tables/limits'
import { createPlatformTable, listWaitingOf, platformCreateSchema } from '@/lib/server/tables/platform-tables'
import { createSchema, createTable, defaultContext, listSchema, listWaiting } from '@/lib/server/tables/service'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { z } from 'zod'

const gameQuerySchema = z.enum(['masters', 'alientos'], { error: '«game» es «masters» o «alientos».' }).default('masters')

/** The body's `game`, when it is an object that names one; `masters` is read as absent. */
function splitGame(body: unknown): { game: string | null; rest: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('game' in body)) return { game: null, rest: body }
  const { game, ...rest } = body as Record<string, unknown>
  if (game === 'masters') return { game: null, rest }
  return { game: typeof game === 'string' ? game : String(game), rest: body }
}

export const dynamic = 'force-dynamic'

export const GET = withTableErrors(async (req: Request) => {
  const { game: gameParam, ...query } = searchParamsOf(req)
  parseWith(listSchema, query)
  const game = parseWith(gameQuerySchema, gameParam)
  if (game === 'masters') return json({ tables: await listWaiting(defaultContext()) })
  return json({ tables: await listWaitingOf(testAwareContext(), game) })
})

export const POST = withTableErrors(async (req: Request) => {
  assertSameOrigin(req)
  const { game, rest } = splitGame(await readJsonBody(req, TABLE_LIMITS.createBodyBytes))
  if (game !== null) {
    const input = parseWith(platformCreateSchema, rest)
    const caller = await callerOf(req, '')
    const created = await createPlatformTable(testAwareContext(), { ...caller, token: null }, input)
    const path = `/mesa/${created.id}`
    return json(
      {
        id: created.id, game: input.game, seat: created.seat, token: created.token,
        joinUrl: siteLink(path), spectateUrl: siteLink(`${path}?mirar=1`), seatUrl: siteLink(`${path}#asiento=${created.token}`),
        state: created.state,
      },
      { status: 201, headers: { Location: `/api/tables/${created.id}`, 'Set-Cookie': seatCookie(req, created.id, created.token) } },
    )
  }
  const input = parseWith(createSchema, rest)
  const caller = await callerOf(req, '')
  const created = await createTable(defaultContext(), { ...caller, token: null }, input)
  const path = `/mesa/${created.id}`
  return json(
    {
      id: created.id, seat: created.seat, token: created.token,
      joinUrl: siteLink(path), spectateUrl: siteLink(`${path}?mirar=1`), seatUrl: siteLink(`${path}#asiento=${created.token}`),
      state: created.state,
    },
    { status: 201, headers: { Location: `/api/tables/${created.id}`, 'Set-Cookie': seatCookie(req, created.id, created.token) } },
  )
})
