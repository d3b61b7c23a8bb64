// GET /datos/catalogo/{version} → 200 { version, cards } (every card of the catalogue this server holds)
//     | 404 (another version: the page that asked is older than the server's catalogue, and must be reloaded)
// The answer for a version never changes, so browsers and the service worker keep it for good.
import { getCatalogue } from '@/lib/catalogue/load'
import { HttpError, withErrors } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ version: string }> }

/** The reply's text, made once per catalogue version (the catalogue does not change while the server runs). */
let cached: { version: string; text: string } | undefined

export const GET = withErrors(async (_req: Request, context: Context) => {
  const { version } = await context.params
  const catalogue = getCatalogue()
  if (version !== catalogue.version) {
    throw new HttpError(404, `El servidor tiene otra versión del catálogo (${catalogue.version}), no la ${version.slice(0, 64)}: recarga la página.`)
  }
  if (cached?.version !== version) cached = { version, text: JSON.stringify({ version, cards: catalogue.cards }) }
  return new Response(cached.text, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
})
