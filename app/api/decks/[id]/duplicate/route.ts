// POST /api/decks/{id}/duplicate → 201 { deck } (a private copy owned by you) | 401 | 403 (cross-site) | 404
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { changedCardsSince, currentCatalogue, duplicateDeck, isDeckId, presentDeck } from '@/lib/server/decks'
import { assertSameOrigin, json, notFound, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const POST = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const { id } = await context.params
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  if (!isDeckId(id)) throw notFound('El mazo')
  const prisma = getPrisma()
  const catalogue = currentCatalogue()
  const copy = await duplicateDeck(prisma, id, user.id, catalogue)
  if (!copy) throw notFound('El mazo')
  const view = presentDeck(copy, user.id, catalogue, await changedCardsSince(prisma, copy, catalogue))
  return json({ deck: view }, { status: 201, headers: { Location: `/api/decks/${copy.id}` } })
})
