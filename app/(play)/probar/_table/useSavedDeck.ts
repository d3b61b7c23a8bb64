'use client'
// The saved deck a /probar link names (?deck=<id>), through the saved-deck query (server-state/saved-decks.ts): the
// same cache entry as /partida's and /mesa's pickers, so a deck opened from one tool is not fetched again on the next.
import { useQuery } from '@tanstack/react-query'
import { savedTableDeckQuery } from '@/app/_components/server-state/saved-decks'
import type { TableDeck } from './deck-source'

export type SavedDeckRead =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'done'; answer: { ok: true; value: TableDeck } | { ok: false; message: string } }

/** `id`'s deck as the API answers it (null: none asked for; it then stays pending and unused). */
export function useSavedDeck(id: string | null): SavedDeckRead {
  const query = useQuery({ ...savedTableDeckQuery(id ?? ''), enabled: id !== null })
  if (query.data !== undefined) return { status: 'done', answer: query.data }
  return query.isError ? { status: 'error' } : { status: 'pending' }
}
