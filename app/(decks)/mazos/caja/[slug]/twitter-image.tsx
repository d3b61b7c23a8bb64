import { BOXED_PREVIEW_ALT, PREVIEW_SIZE, boxedPreviewParams, renderBoxedPreview } from './preview'

export const alt = BOXED_PREVIEW_ALT
export const size = PREVIEW_SIZE
export const contentType = 'image/png'
export const dynamicParams = false

export function generateStaticParams(): { slug: string }[] {
  return boxedPreviewParams()
}

export default async function TwitterImage({ params }: { params: Promise<{ slug: string }> }) {
  return renderBoxedPreview((await params).slug)
}
