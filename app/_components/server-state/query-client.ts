// The React Query client: one per browser tab, shared by every page that reads server state (so a client-side
// navigation keeps what was read), and a fresh one per server render (server renders must never share a cache
// between requests). Only pages that use server state load this module (ServerState.tsx); content pages stay
// without it and within their JavaScript budgets (issue 28).
import { onlineManager, QueryClient } from '@tanstack/react-query'

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A page asks once on arrival; switching tabs is not a reason to ask the server again.
        refetchOnWindowFocus: false,
        retry: 1,
      },
      mutations: {
        // A write made without a connection waits (paused) and goes when the browser is back online.
        networkMode: 'online',
      },
    },
  })
}

let browserClient: QueryClient | undefined

/** The tab's client in the browser; a new one on the server. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  if (browserClient === undefined) {
    // React Query assumes it starts online; a page opened without a connection (from the service worker's copy)
    // starts offline instead, so a write made there waits for the 'online' event rather than failing and retrying.
    onlineManager.setOnline(navigator.onLine)
    browserClient = makeQueryClient()
  }
  return browserClient
}
