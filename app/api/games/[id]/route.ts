// GET    /api/games/{id} → 200 { game } | 401 | 404 (missing or not yours)
// PATCH  /api/games/{id} { revision, title?, line?, engineVersion?, status?, result?, winner?, turns?, decisions? }
//        → 200 { game } | 400 | 401 | 403 (cross-site) | 404 | 409 (stale revision) | 413 | 415
// DELETE /api/games/{id} → 200 { deleted: true, id } | 401 | 403 | 404
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { deleteGame, gamePatchSchema, getGame, isGameId, updateGame } from '@/lib/server/games'
import { assertExpectedUser, assertSameOrigin, HttpError, json, notFound, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const GAME = 'La partida'

async function gameId(context: Context): Promise<string> {
  const { id } = await context.params
  if (!isGameId(id)) throw notFound(GAME)
  return id
}

export const GET = withErrors(async (req: Request, context: Context) => {
  const id = await gameId(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const game = await getGame(getPrisma(), id, user.id)
  if (!game) throw notFound(GAME)
  return json({ game })
})

export const PATCH = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await gameId(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const patch = parseWith(gamePatchSchema, await readJsonBody(req))
  const result = await updateGame(getPrisma(), id, user.id, patch)
  if (result.ok) return json({ game: result.game })
  if (result.reason === 'notFound') throw notFound(GAME)
  throw new HttpError(
    409,
    `La partida ha cambiado desde que la abriste (este guardado partía de la revisión ${patch.revision} y ya va por la ${result.currentRevision}), ` +
      'quizá en otra pestaña. No se ha sobrescrito nada: esta copia sigue en este navegador.',
    'revision',
    { currentRevision: result.currentRevision },
  )
})

export const DELETE = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await gameId(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  if (!(await deleteGame(getPrisma(), id, user.id))) throw notFound(GAME)
  return json({ deleted: true, id })
})
