// GET  /api/alientos/taumaturgos → 200 { taumaturgos } (yours, newest first) | 401
// POST /api/alientos/taumaturgos { name, dice } → 201 { taumaturgo } | 400 (the field and reason) | 401 | 409 (at the limit)
import { getSessionUser } from '@/lib/server/auth'
import { createTaumaturgo, listTaumaturgos, presentTaumaturgo, taumaturgoInputSchema } from '@/lib/server/alientos'
import { getPrisma } from '@/lib/server/db'
import { assertExpectedUser, assertSameOrigin, json, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/** A taumaturgo's body is a name and a short text: a few hundred bytes. */
const MAX_BODY = 4096

export const GET = withErrors(async (req: Request) => {
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const rows = await listTaumaturgos(getPrisma(), user.id)
  return json({ taumaturgos: rows.map(presentTaumaturgo) })
})

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const input = parseWith(taumaturgoInputSchema, await readJsonBody(req, MAX_BODY))
  const row = await createTaumaturgo(getPrisma(), user.id, input)
  return json({ taumaturgo: presentTaumaturgo(row) }, { status: 201, headers: { Location: `/api/alientos/taumaturgos/${row.id}` } })
})
