// Online tables (ONLINE-API.md): the lobby and creating a table.
// GET  /api/tables?status=waiting → 200 { tables: [{ id, name, variant, createdAt, clock }] } (public tables waiting for a rival)
// POST /api/tables { deck, variant?, seat?, visibility?, name?, clock? }
//   → 201 { id, seat, token, joinUrl, spectateUrl, seatUrl, state } and the seat cookie
//   | 400 unreadable body or deck | 413 body over 32 KB | 415 | 422 illegal deck (with its problems) | 429 too many tables
import { assertSameOrigin, json, parseWith, readJsonBody, searchParamsOf } from '@/lib/server/http'
import { callerOf, seatCookie, siteLink, withTableErrors } from '@/lib/server/tables/http'
import { TABLE_LIMITS } from '@/lib/server/tables/limits'
import { createSchema, createTable, defaultContext, listSchema, listWaiting } from '@/lib/server/tables/service'

export const dynamic = 'force-dynamic'

export const GET = withTableErrors(async (req: Request) => {
  parseWith(listSchema, searchParamsOf(req))
  return json({ tables: await listWaiting(defaultContext()) })
})

export const POST = withTableErrors(async (req: Request) => {
  assertSameOrigin(req)
  const input = parseWith(createSchema, await readJsonBody(req, TABLE_LIMITS.createBodyBytes))
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
