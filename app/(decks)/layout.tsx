import type { ReactNode } from 'react'
import { citationIndex } from '@/app/(catalogue)/reglas/citation-index'
import { CitationsProvider } from '@/app/(catalogue)/reglas/CitationsProvider'

// The decks' layout. Their client components cite rules through the citation index (IDs, sections and titles) instead
// of importing the rules text. No React Query here: the builder asks for the session with a plain fetch (SavePanel).
export default function DecksLayout({ children }: { children: ReactNode }) {
  return <CitationsProvider index={citationIndex()}>{children}</CitationsProvider>
}
