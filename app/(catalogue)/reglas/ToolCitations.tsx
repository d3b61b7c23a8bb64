'use client'
// The tools' citation index, provided from their own scripts. Passed from a server layout as a prop, the index
// (~11 KB) was part of every tool page's inline data, which the browser parses in the task that starts the page;
// imported here it comes with the scripts, once, and is cached with them (issue 28). The rules pages keep passing
// a provider only the entries they cite (seccion/[n], [id]).
import type { ReactNode } from 'react'
import { CitationsProvider } from './CitationsProvider'
import { TOOL_CITATION_INDEX } from './tool-citation-index'

export function ToolCitations({ children }: { children: ReactNode }) {
  return <CitationsProvider index={TOOL_CITATION_INDEX}>{children}</CitationsProvider>
}
