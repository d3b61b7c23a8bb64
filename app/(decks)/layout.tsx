import type { ReactNode } from 'react'
import { ToolCitations } from '@/app/(catalogue)/reglas/ToolCitations'

// The decks' layout. Their client components cite rules through the citation index (IDs, sections and titles) instead
// of importing the rules text; the index comes with the scripts, not in the page's data (ToolCitations). No React
// Query here: the pages that read or write server state (the builder, a saved deck's page, «Mis mazos») each wrap
// themselves in ServerState, so /mazos/publicos and the boxed decks do not load it.
export default function DecksLayout({ children }: { children: ReactNode }) {
  return <ToolCitations>{children}</ToolCitations>
}
