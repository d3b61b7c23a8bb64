// GET /api/og/deck/{shareCode}?v={catalogueVersion} → the 1200 × 630 PNG preview of a shared deck, at a stable
// address (the share page's own opengraph-image route carries a build hash in its name). A bad code still answers
// an image that says so. The picture depends only on the code and the catalogue version, so it is drawn once per
// pair into a bounded server cache (preview-image.tsx), and the address naming the current version (links.ts
// shareImagePath) is `immutable`; without `v`, or with an older one, it may be kept an hour.
import { sharePreviewPng } from '@/app/(decks)/mazos/compartir/preview-image'

type Context = { params: Promise<{ code: string }> }

const YEAR = 365 * 24 * 60 * 60

export async function GET(req: Request, context: Context): Promise<Response> {
  const { png, version } = await sharePreviewPng((await context.params).code)
  const current = new URL(req.url).searchParams.get('v') === version
  const etag = `"${version}"`
  const headers = {
    'Content-Type': 'image/png',
    'Cache-Control': current ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
    ETag: etag,
  }
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(png as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
