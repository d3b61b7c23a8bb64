// Saved decks as the tools read them through React Query: the signed-in player's list (/partida's set-up, /mesa's
// deck picker) and one deck ready for the table (/probar?deck=, a saved deck chosen on /partida or /mesa), each one
// cache entry that every reader on the page shares and that a save or a delete invalidates (['decks'] prefix).
import { queryOptions, useQueries, type QueryObserverResult } from '@tanstack/react-query'
import type { TableDeck } from '@/app/(play)/probar/_table/deck-source'
import { serverStateKeys } from './keys'

/** One line of the player's list: enough to offer it in a menu. */
export type SavedDeckItem = { id: string; name: string; legal: boolean }

/** A saved deck for the table, or the server's reason (in Spanish) it cannot be one. */
export type SavedTableDeck = { ok: true; value: TableDeck } | { ok: false; message: string }

/** The list in the answer of GET /api/decks?scope=mine, reduced to what a menu shows; anything odd is left out. */
export function readDeckItems(body: unknown): SavedDeckItem[] {
  const list = (body as { decks?: unknown } | null)?.decks
  if (!Array.isArray(list)) return []
  return list.flatMap((d: unknown) => {
    const x = d as Partial<SavedDeckItem> | null
    return x !== null && typeof x.id === 'string' && typeof x.name === 'string' ? [{ id: x.id, name: x.name, legal: x.legal === true }] : []
  })
}

/** The signed-in player's saved decks (one page of 100, newest first); signed out, none. */
export const myDecksQuery = queryOptions({
  queryKey: serverStateKeys.myDecks,
  queryFn: async (): Promise<SavedDeckItem[]> => {
    const res = await fetch('/api/decks?scope=mine&limit=100', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    if (res.status === 401) return []
    if (!res.ok) throw new Error(`El servidor respondió ${res.status}.`)
    return readDeckItems(await res.json())
  },
  staleTime: 30_000,
})

/**
 * One saved deck as a table deck. The answer's reader (with zod) loads only when a saved deck is asked for; a refusal
 * (not found, private) is an answer, kept like any other; only a failed connection is an error.
 */
export function savedTableDeckQuery(id: string) {
  return queryOptions({
    queryKey: serverStateKeys.deck(id, 'table'),
    queryFn: async (): Promise<SavedTableDeck> => {
      const [res, { readSavedDeckResponse }] = await Promise.all([
        fetch(`/api/decks/${encodeURIComponent(id)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } }),
        import('@/app/(play)/probar/_table/saved-deck-response'),
      ])
      const body: unknown = await res.json().catch(() => null)
      return readSavedDeckResponse(res.status, body)
    },
    staleTime: 30_000,
  })
}

export type SavedDeckLoad = { status: 'loading' } | { status: 'error' } | { status: 'done'; answer: SavedTableDeck }

const toLoad = (r: QueryObserverResult<SavedTableDeck>): SavedDeckLoad =>
  r.data !== undefined ? { status: 'done', answer: r.data } : r.isError ? { status: 'error' } : { status: 'loading' }
// Module-level, so React Query memoizes the combined list (a new function each render would recombine every time).
const toLoads = (results: QueryObserverResult<SavedTableDeck>[]): SavedDeckLoad[] => results.map(toLoad)

/** The saved decks `ids` for the table, in the same order, each loading, failed or answered. */
export function useSavedTableDecks(ids: readonly string[]): SavedDeckLoad[] {
  return useQueries({ queries: ids.map((id) => savedTableDeckQuery(id)), combine: toLoads })
}
