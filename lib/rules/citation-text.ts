// The data-free half of linking citations in a text: where the IDs are. lib/rules checks them against
// its data; browser code (the rules pages' entries) checks them against the citation index it was
// handed, so it can link a text without shipping the rules data.

export type TextSegment<Id extends string = string> = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'citation'; readonly id: Id }

const CITATION_PATTERN = /\b(?:R\d+\.\d+|RUL-\d+|NOTE-\d+)\b/g

/**
 * Cuts a text at the IDs it cites that `isKnown` accepts; the others stay text. Joining the segments
 * (text, or the ID itself) gives back the original string.
 */
export function splitCitationText<Id extends string>(text: string, isKnown: (id: string) => id is Id): TextSegment<Id>[] {
  const segments: TextSegment<Id>[] = []
  let last = 0
  for (const match of text.matchAll(CITATION_PATTERN)) {
    const id = match[0]
    if (!isKnown(id)) continue
    const at = match.index
    if (at > last) segments.push({ kind: 'text', text: text.slice(last, at) })
    segments.push({ kind: 'citation', id })
    last = at + id.length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/** Every ID a text mentions that looks like a citation, known or not. */
export function citedIds(text: string): string[] {
  return [...text.matchAll(CITATION_PATTERN)].map((m) => m[0])
}
