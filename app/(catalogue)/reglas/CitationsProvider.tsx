'use client'
// Hands the citation index (citation-index.ts) to the tools' client components, which cite rules
// through RuleLinkClient and useIsCitation instead of importing lib/rules.
import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { CitationIndex } from './citation-links'

const Citations = createContext<CitationIndex | null>(null)

export function CitationsProvider({ index, children }: { index: CitationIndex; children: ReactNode }) {
  return <Citations.Provider value={index}>{children}</Citations.Provider>
}

/** The index, or null outside a provider. */
export function useCitationIndex(): CitationIndex | null {
  return useContext(Citations)
}

/** A test for "this ID names a rule, ruling or note the site can link to". */
export function useIsCitation(): (id: string) => boolean {
  const index = useContext(Citations)
  return useCallback((id: string) => index !== null && Object.hasOwn(index, id), [index])
}
