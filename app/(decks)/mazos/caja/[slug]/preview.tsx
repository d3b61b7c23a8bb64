// The Open Graph / Twitter preview of a boxed deck: the same picture a share link of that deck gets,
// labelled as a deck of the box. Generated at build time, one per boxed deck.
import { notFound } from 'next/navigation'
import { encodeShareCode } from '@/lib/decks/share-code'
import { getBoxedDecks } from '@/lib/server/boxed-decks'
import { renderSharePreview } from '../../compartir/preview-image'

export { PREVIEW_SIZE } from '../../compartir/preview-image'
export const BOXED_PREVIEW_ALT = 'Vista previa de un mazo de la caja de Duelo de Masters: nombre, reliquia, Dalma inicial, cartas y legalidad'

export function boxedPreviewParams(): { slug: string }[] {
  return getBoxedDecks().map((d) => ({ slug: d.slug }))
}

export function renderBoxedPreview(slug: string) {
  const boxed = getBoxedDecks().find((d) => d.slug === slug)
  if (!boxed) notFound()
  return renderSharePreview(encodeShareCode(boxed.deck), 'mazo de la caja')
}
