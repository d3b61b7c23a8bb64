// GET  /api/decks?scope=public|mine&q=&card=&limit=&offset= → 200 { decks, total, limit, offset } | 400 | 401 (mine, signed out)
// POST /api/decks { name, description?, visibility?, relicId?, startingDalmaId?, entries? } → 201 { deck } | 400 | 401 | 403 | 413 | 415
import { z } from 'zod'
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import {
  changedCardsSince, createDeck, currentCatalogue, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, listDecks, newDeckSchema, presentDeck,
} from '@/lib/server/decks'
import { assertExpectedUser, assertSameOrigin, json, parseWith, readJsonBody, searchParamsOf, unauthorized, withErrors } from '@/lib/server/http'
import { safeText } from '@/lib/server/input'

export const dynamic = 'force-dynamic'

const listQuerySchema = z.object({
  scope: z.enum(['public', 'mine'], { error: 'scope debe ser «public» (mazos públicos) o «mine» (tus mazos).' }).default('public'),
  q: safeText('La búsqueda').max(200, 'La búsqueda es demasiado larga (máximo 200 caracteres).').default(''),
  card: z.string().max(120).regex(/^[a-z0-9-]*$/, 'card debe ser un identificador de carta (p. ej. «bola-de-fuego»).').default(''),
  limit: z.coerce.number({ error: 'limit debe ser un número.' }).int('limit debe ser un número entero.')
    .min(1, 'limit va de 1 a 100.').max(LIST_LIMIT_MAX, `limit va de 1 a ${LIST_LIMIT_MAX}.`).default(LIST_LIMIT_DEFAULT),
  offset: z.coerce.number({ error: 'offset debe ser un número.' }).int('offset debe ser un número entero.')
    .min(0, 'offset no puede ser negativo.').max(1_000_000, 'offset es demasiado grande.').default(0),
})

export const GET = withErrors(async (req: Request) => {
  const query = parseWith(listQuerySchema, searchParamsOf(req))
  const user = query.scope === 'mine' ? await getSessionUser(req) : null
  if (query.scope === 'mine' && !user) throw unauthorized()
  const list = await listDecks(getPrisma(), {
    scope: query.scope,
    viewerId: user?.id ?? null,
    q: query.q,
    ...(query.card ? { card: query.card } : {}),
    limit: query.limit,
    offset: query.offset,
  }, currentCatalogue())
  return json(list)
})

export const POST = withErrors(async (req: Request) => {
  assertSameOrigin(req)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const input = parseWith(newDeckSchema, await readJsonBody(req))
  const prisma = getPrisma()
  const catalogue = currentCatalogue()
  const saved = await createDeck(prisma, user.id, input, catalogue)
  const view = presentDeck(saved, user.id, catalogue, await changedCardsSince(prisma, saved, catalogue))
  return json({ deck: view }, { status: 201, headers: { Location: `/api/decks/${saved.id}` } })
})
