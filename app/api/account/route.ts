// GET    /api/account → 200 { user: { id, email, name, createdAt, hasPassword, providers, deckCount } } | 401
// PATCH  /api/account { name } → 200 { user } | 400 | 401 | 403 | 413 | 415
// DELETE /api/account { email } → 200 { deleted: true } (the user, their decks and linked sign-ins) | 400 | 401 | 403
//        The e-mail must repeat the account's own, as a confirmation typed by the person.
import { z } from 'zod'
import { getSessionUser, profileSchema } from '@/lib/server/auth'
import { getPrisma, normalizeEmail } from '@/lib/server/db'
import { deleteAccount } from '@/lib/server/decks'
import { assertSameOrigin, HttpError, json, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

async function profile(userId: string) {
  const user = await getPrisma().user.findUnique({
    where: { id: userId },
    select: {
      id: true, email: true, name: true, createdAt: true, passwordHash: true,
      accounts: { select: { provider: true } }, _count: { select: { decks: true } },
    },
  })
  if (!user) return null
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: user.createdAt.toISOString(),
    hasPassword: user.passwordHash !== null,
    providers: user.accounts.map((a) => a.provider),
    deckCount: user._count.decks,
  }
}

export const GET = withErrors(async (req: Request) => {
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const data = await profile(user.id)
  if (!data) throw unauthorized()
  return json({ user: data })
})

export const PATCH = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const input = parseWith(profileSchema, await readJsonBody(req))
  const { count } = await getPrisma().user.updateMany({ where: { id: user.id }, data: { name: input.name } })
  if (count !== 1) throw unauthorized()
  return json({ user: await profile(user.id) })
})

const deleteSchema = z.object({
  email: z.string({ error: 'Escribe el correo electrónico de tu cuenta para confirmar que quieres borrarla.' })
    .max(254, 'El correo electrónico es demasiado largo.'),
}).strict()

export const DELETE = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const { email } = parseWith(deleteSchema, await readJsonBody(req))
  if (normalizeEmail(email) !== normalizeEmail(user.email)) {
    throw new HttpError(400, 'El correo escrito no coincide con el de tu cuenta: no se ha borrado nada.', 'email')
  }
  const deleted = await deleteAccount(getPrisma(), user.id)
  if (!deleted) throw unauthorized()
  return json({ deleted: true })
})
