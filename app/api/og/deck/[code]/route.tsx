// GET /api/og/deck/{shareCode} → the 1200 × 630 PNG preview of a shared deck, at a stable address
// (the share page's own opengraph-image route carries a build hash in its name). A bad code
// still answers an image that says so.
import { renderSharePreview } from '@/app/(decks)/mazos/compartir/preview-image'

type Context = { params: Promise<{ code: string }> }

export async function GET(_req: Request, context: Context): Promise<Response> {
  const image = renderSharePreview((await context.params).code)
  image.headers.set('Cache-Control', 'public, max-age=86400, immutable')
  return image
}
