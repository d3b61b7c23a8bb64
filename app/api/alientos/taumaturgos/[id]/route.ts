// PUT    /api/alientos/taumaturgos/{id} { name, dice } → 200 { taumaturgo } | 400 | 401 | 404 (missing, or not yours)
// DELETE /api/alientos/taumaturgos/{id} → 200 { deleted: true } | 401 | 404
import { getSessionUser } from '@/lib/server/auth'
import { deleteTaumaturgo, isTaumaturgoId, presentTaumaturgo, taumaturgoInputSchema, updateTaumaturgo } from '@/lib/server/alientos'
import { getPrisma } from '@/lib/server/db'
import { assertExpectedUser, assertSameOrigin, json, notFound, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

async function idOf(context: Context): Promise<string> {
  const { id } = await context.params
  if (!isTaumaturgoId(id)) throw notFound('El taumaturgo')
  return id
}

export const PUT = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await idOf(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const input = parseWith(taumaturgoInputSchema, await readJsonBody(req, 4096))
  const row = await updateTaumaturgo(getPrisma(), user.id, id, input)
  if (!row) throw notFound('El taumaturgo')
  return json({ taumaturgo: presentTaumaturgo(row) })
})

export const DELETE = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await idOf(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  if (!(await deleteTaumaturgo(getPrisma(), user.id, id))) throw notFound('El taumaturgo')
  return json({ deleted: true })
})
