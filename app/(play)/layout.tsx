import type { ReactNode } from 'react'
import { Providers } from '@/app/_components/Providers'
import { citationIndex } from '@/app/(catalogue)/reglas/citation-index'
import { CitationsProvider } from '@/app/(catalogue)/reglas/CitationsProvider'

// The tools' layout. React Query serves only the tools (saved decks, the session for saving), so its
// client code loads only here. Their client components cite rules through the citation index (IDs,
// sections and titles) instead of importing the rules text.
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <CitationsProvider index={citationIndex()}>{children}</CitationsProvider>
    </Providers>
  )
}
