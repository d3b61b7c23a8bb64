import { PREVIEW_ALT, PREVIEW_SIZE, renderSharePreview } from '../preview-image'

export const alt = PREVIEW_ALT
export const size = PREVIEW_SIZE
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: { params: Promise<{ code: string }> }) {
  return renderSharePreview((await params).code)
}
