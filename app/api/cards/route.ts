// GET /api/cards?q=…&sort=…&limit=…&offset=… — the catalogue searched with the site's syntax
// (lib/catalogue/search). Answers { cards: CardJson[], total }; a malformed query is a 400 whose
// error carries the 0-based `position` of the problem in q.
import { z } from 'zod'
import { toCardJson } from '@/lib/catalogue/json'
import { getCatalogue } from '@/lib/catalogue/load'
import { SORT_OPTIONS, parseSortKey, searchCards } from '@/lib/catalogue/search'
import { HttpError, parseWith, searchParamsOf, withErrors } from '@/lib/server/http'

/** Longest query accepted: far beyond anything typed, short enough to keep a search cheap. */
const MAX_QUERY_LENGTH = 500
const MAX_LIMIT = 1000

const paramsSchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, `La búsqueda admite como mucho ${MAX_QUERY_LENGTH} caracteres.`).default(''),
  sort: z.string().optional().transform((value, ctx) => {
    if (value === undefined || value === '') return undefined
    const key = parseSortKey(value)
    if (key === null) {
      ctx.addIssue({ code: 'custom', message: `Orden desconocido «${value}»; se admite: ${SORT_OPTIONS.map((o) => o.value).join(', ')}.` })
      return z.NEVER
    }
    return key
  }),
  limit: z.coerce.number().int().min(0).max(MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).default(0),
})

// The catalogue changes only with a deploy; a short public cache spares repeated searches.
const CACHE = { 'Cache-Control': 'public, max-age=60' }

export const GET = withErrors(async (req: Request) => {
  const params = parseWith(paramsSchema, searchParamsOf(req))
  const result = searchCards(getCatalogue(), params.q, {
    offset: params.offset,
    ...(params.sort === undefined ? {} : { sort: params.sort }),
    ...(params.limit === undefined ? {} : { limit: params.limit }),
  })
  if (!result.ok) {
    throw new HttpError(400, `Búsqueda no válida: ${result.error.message}`, 'q', { position: result.error.position })
  }
  return Response.json({ cards: result.cards.map(toCardJson), total: result.total }, { headers: CACHE })
})
