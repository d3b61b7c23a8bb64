// GET /api/catalogue/{version}?ids=a,b,c → 200 { version, cards } (those cards as they were in that catalogue version)
//     | 400 (bad ids) | 404 (the server no longer knows that version's numbers)
// For replay links made under another catalogue version: /partida replays them on the numbers they were played with.
import { z } from 'zod'
import { getPrisma } from '@/lib/server/db'
import { SNAPSHOT_MAX_IDS, snapshotCards } from '@/lib/server/catalogue-snapshots'
import { HttpError, json, parseWith, searchParamsOf, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ version: string }> }

const querySchema = z.object({
  ids: z
    .string({ error: 'Falta «ids»: los identificadores de carta separados por comas.' })
    .max(SNAPSHOT_MAX_IDS * 121, 'La lista de cartas es demasiado larga.')
    .transform((s) => s.split(',').filter((id) => id !== ''))
    .pipe(
      z.array(z.string().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Cada id es un identificador de carta (p. ej. «bola-de-fuego»).'))
        .min(1, 'Pide al menos una carta.')
        .max(SNAPSHOT_MAX_IDS, `Como mucho ${SNAPSHOT_MAX_IDS} cartas por petición.`),
    ),
})

export const GET = withErrors(async (req: Request, context: Context) => {
  const { version } = await context.params
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(version)) throw new HttpError(404, `No se conocen los números de la versión «${version.slice(0, 64)}» del catálogo.`)
  const { ids } = parseWith(querySchema, searchParamsOf(req))
  const cards = await snapshotCards(getPrisma(), version, ids)
  if (cards === null) throw new HttpError(404, `El servidor ya no conoce los números de la versión ${version} del catálogo.`)
  // A version's numbers never change: the answer may be cached.
  return json({ version, cards }, { headers: { 'Cache-Control': 'public, max-age=86400, immutable' } })
})
