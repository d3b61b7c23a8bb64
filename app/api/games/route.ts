// GET  /api/games → 200 { games, limit } (the signed-in player's games, unfinished first) | 401
// POST /api/games { title, mode, bot, variant, seed, codes, line?, engineVersion? (1 when absent), status?, result?, winner?, turns?, decisions?,
//                   catalogueVersion, cards, override? } → 201 { game } | 400 | 401 | 403 | 409 (200 games already) | 413 | 415
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { currentCatalogue } from '@/lib/server/decks'
import { createGame, listGames, MAX_GAMES_PER_USER, newGameSchema, overrideProblem } from '@/lib/server/games'
import { assertExpectedUser, assertSameOrigin, HttpError, json, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

export const GET = withErrors(async (req: Request) => {
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  return json({ games: await listGames(getPrisma(), user.id), limit: MAX_GAMES_PER_USER })
})

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const input = parseWith(newGameSchema, await readJsonBody(req))
  const problem = overrideProblem(input, currentCatalogue())
  if (problem !== null) throw new HttpError(400, `«override»: el cambio de prueba no se puede aplicar a estas cartas: ${problem}.`, 'override')
  const result = await createGame(getPrisma(), user.id, input)
  if (!result.ok) {
    throw new HttpError(
      409,
      `Ya tienes ${result.count} partidas guardadas, el máximo es ${MAX_GAMES_PER_USER}. No se ha borrado ninguna para hacer sitio: ` +
        'borra en tu cuenta (/cuenta) las que ya no quieras y vuelve a guardar. Esta partida sigue guardada en este navegador.',
      undefined,
      { limit: MAX_GAMES_PER_USER },
    )
  }
  return json({ game: result.game }, { status: 201, headers: { Location: `/api/games/${result.game.id}` } })
})
