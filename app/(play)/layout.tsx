import type { ReactNode } from 'react'
import { ToolCitations } from '@/app/(catalogue)/reglas/ToolCitations'

// The tools' layout. Their client components cite rules through the citation index (IDs, sections and titles)
// instead of importing the rules text; the index comes with the scripts, not in the page's data (ToolCitations).
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return <ToolCitations>{children}</ToolCitations>
}
