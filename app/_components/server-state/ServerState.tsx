'use client'
// Wraps the parts of a page that read or write server state (sessions, saved decks, account games, laboratory jobs,
// the lobby) with the tab's React Query client. Placed by each page that needs it, not in the root layout, so content
// pages never load the library (issue 28: the budgets of /, a card, a relic and /reglas).
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getQueryClient } from './query-client'

export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
