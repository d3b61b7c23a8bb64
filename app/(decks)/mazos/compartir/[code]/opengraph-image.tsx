import { PREVIEW_ALT, PREVIEW_SIZE, sharePreviewPng } from '../preview-image'

export const alt = PREVIEW_ALT
export const size = PREVIEW_SIZE
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: { params: Promise<{ code: string }> }) {
  // Drawn once per code and catalogue version (the server's preview cache).
  const { png } = await sharePreviewPng((await params).code)
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } })
}
