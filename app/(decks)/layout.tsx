import type { ReactNode } from 'react'
import { citationIndex } from '@/app/(catalogue)/reglas/citation-index'
import { CitationsProvider } from '@/app/(catalogue)/reglas/CitationsProvider'

// The decks' layout. Their client components cite rules through the citation index (IDs, sections and titles) instead
// of importing the rules text. No React Query here: the pages that read or write server state (the builder, a saved
// deck's page, «Mis mazos») each wrap themselves in ServerState, so /mazos/publicos and the boxed decks do not load it.
export default function DecksLayout({ children }: { children: ReactNode }) {
  return <CitationsProvider index={citationIndex()}>{children}</CitationsProvider>
}
