import type { ReactNode } from 'react'
import { citationIndex } from '@/app/(catalogue)/reglas/citation-index'
import { CitationsProvider } from '@/app/(catalogue)/reglas/CitationsProvider'

// The tools' layout. Their client components cite rules through the citation index (IDs, sections and
// titles) instead of importing the rules text.
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return (
    <CitationsProvider index={citationIndex()}>{children}</CitationsProvider>
  )
}
