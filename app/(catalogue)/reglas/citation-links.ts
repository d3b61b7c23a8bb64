// The data-free half of citing a rule from browser code: the index's shape, the kind an ID names
// and the address of an entry. citation-index.ts builds the index on the server.
import type { CitationKind } from '@/lib/rules'

/** Entry ID → [section, title]. */
export type CitationIndex = Readonly<Record<string, readonly [number, string]>>

/** The kind of entry an ID names, from its shape (R8.2, RUL-3, NOTE-1). */
export function kindOfId(id: string): CitationKind {
  return id.startsWith('RUL-') ? 'ruling' : id.startsWith('NOTE-') ? 'note' : 'rule'
}

/** Where an entry is shown: its place on its section's page (the same as lib/rules' ruleHref). */
export const citationHref = (id: string, section: number): string => `/reglas/seccion/${section}#${id}`

/**
 * An address from the ID alone: a rule's place on its section page (R8.2 names section 8), a
 * ruling's or note's own page (its section needs the index); null for anything else.
 */
export function hrefFromIdShape(id: string): string | null {
  const rule = /^R(\d+)\.\d+$/.exec(id)
  if (rule) return citationHref(id, Number(rule[1]))
  return /^(?:RUL|NOTE)-\d+$/.test(id) ? `/reglas/${id}` : null
}
