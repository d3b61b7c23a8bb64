// GET /api/account/export → 200 application/json download of every deck and saved game of the signed-in user | 401
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import { exportAccount } from '@/lib/server/decks'
import { exportGames } from '@/lib/server/games'
import { unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

export const GET = withErrors(async (req: Request) => {
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const prisma = getPrisma()
  const account = await exportAccount(prisma, user.id)
  if (!account) throw unauthorized()
  // Games travel with everything that replays them: setup, line, recorded card numbers, override.
  const data = { ...account, games: await exportGames(prisma, user.id) }
  const day = data.exportedAt.slice(0, 10)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mazos-duelo-de-masters-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
})
