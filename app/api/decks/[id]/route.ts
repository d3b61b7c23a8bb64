// GET    /api/decks/{id} → 200 { deck } | 404 (missing, or private and not yours)
// PATCH  /api/decks/{id} { revision, name?, description?, visibility?, relicId?, startingDalmaId?, entries? }
//        → 200 { deck } | 400 | 401 | 403 (someone else's) | 404 | 409 (stale revision) | 413 | 415
// DELETE /api/decks/{id} → 200 { deleted: true } | 401 | 403 | 404
import { getSessionUser } from '@/lib/server/auth'
import { getPrisma } from '@/lib/server/db'
import {
  changedCardsSince, currentCatalogue, deckPatchSchema, deleteDeck, getDeckForViewer, isDeckId, presentDeck, updateDeck,
} from '@/lib/server/decks'
import { assertExpectedUser, assertSameOrigin, HttpError, json, notFound, parseWith, readJsonBody, unauthorized, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const FORBIDDEN = 'Este mazo es de otra persona: solo su dueño puede cambiarlo o borrarlo. Puedes duplicarlo para tener tu propia copia.'

async function deckId(context: Context): Promise<string> {
  const { id } = await context.params
  if (!isDeckId(id)) throw notFound('El mazo')
  return id
}

export const GET = withErrors(async (req: Request, context: Context) => {
  const id = await deckId(context)
  const user = await getSessionUser(req)
  const prisma = getPrisma()
  const saved = await getDeckForViewer(prisma, id, user?.id ?? null)
  if (!saved) throw notFound('El mazo')
  const catalogue = currentCatalogue()
  return json({ deck: presentDeck(saved, user?.id ?? null, catalogue, await changedCardsSince(prisma, saved, catalogue)) })
})

export const PATCH = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await deckId(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  assertExpectedUser(req, user.id)
  const patch = parseWith(deckPatchSchema, await readJsonBody(req))
  const prisma = getPrisma()
  const catalogue = currentCatalogue()
  const result = await updateDeck(prisma, id, user.id, patch, catalogue)
  if (!result.ok) {
    switch (result.reason) {
      case 'notFound': throw notFound('El mazo')
      case 'forbidden': throw new HttpError(403, FORBIDDEN)
      case 'stale':
        throw new HttpError(
          409,
          `El mazo ha cambiado desde que lo abriste (tu cambio partía de la revisión ${patch.revision} y ya va por la ${result.currentRevision}). ` +
            'No se ha guardado nada para no pisar el otro cambio: recarga el mazo y vuelve a aplicar tu edición.',
          'revision',
          { currentRevision: result.currentRevision },
        )
    }
  }
  return json({ deck: presentDeck(result.deck, user.id, catalogue, await changedCardsSince(prisma, result.deck, catalogue)) })
})

export const DELETE = withErrors(async (req: Request, context: Context) => {
  assertSameOrigin(req)
  const id = await deckId(context)
  const user = await getSessionUser(req)
  if (!user) throw unauthorized()
  const result = await deleteDeck(getPrisma(), id, user.id)
  if (!result.ok) throw result.reason === 'forbidden' ? new HttpError(403, FORBIDDEN) : notFound('El mazo')
  return json({ deleted: true, id })
})
