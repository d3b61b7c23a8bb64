// GET /api/cards/{id} — one card as toCardJson, or a 404 that says whether it was ever there.
import { toCardJson } from '@/lib/catalogue/json'
import { getCatalogue } from '@/lib/catalogue/load'
import { HttpError, withErrors } from '@/lib/server/http'

const CACHE = { 'Cache-Control': 'public, max-age=60' }

type Context = { params: Promise<{ id: string }> }

export const GET = withErrors(async (_req: Request, { params }: Context) => {
  const { id } = await params
  const catalogue = getCatalogue()
  const card = catalogue.byId.get(id)
  if (card !== undefined) return Response.json(toCardJson(card), { headers: CACHE })
  const removed = catalogue.tombstones.find((t) => t.id === id)
  if (removed !== undefined) {
    throw new HttpError(404, `La carta «${removed.name}» se retiró del catálogo en la versión ${removed.removedIn}: ${removed.reason}`)
  }
  throw new HttpError(404, `No existe ninguna carta con el id «${id}».`)
})
