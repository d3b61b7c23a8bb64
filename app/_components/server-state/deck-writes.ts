// Writes to saved decks outside the builder, as React Query mutations: duplicating and changing a deck (a saved
// deck's page, «Mis mazos»). Each refreshes the tab's deck reads (['decks']); the pages, rendered on the server, are
// refreshed by their callers (router.refresh).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { serverStateKeys } from './keys'
import { sendWrite } from './writes'

/** A copy of deck `id` in the signed-in player's account; resolves with the copy's id. */
export function useDuplicateDeck() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string): Promise<string> => {
      const body = await sendWrite<{ deck: { id: string } }>('POST', `/api/decks/${encodeURIComponent(id)}/duplicate`)
      if (body === null || typeof body.deck?.id !== 'string') throw new Error('El servidor no ha dicho qué copia ha hecho.')
      return body.deck.id
    },
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.decks }),
  })
}

/** A change to deck `id` naming the revision it starts from (the server answers 409 on a stale one). */
export function usePatchDeck(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (change: Record<string, unknown> & { revision: number }): Promise<{ revision: number }> => {
      const body = await sendWrite<{ deck: { revision: number } }>('PATCH', `/api/decks/${encodeURIComponent(id)}`, change)
      if (body === null || typeof body.deck?.revision !== 'number') throw new Error('El servidor no ha dicho en qué revisión queda el mazo.')
      return body.deck
    },
    onSuccess: () => client.invalidateQueries({ queryKey: serverStateKeys.decks }),
  })
}
