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
