'use client'
// The saved deck a /probar link names (?deck=<id>), fetched once: the only request /probar makes on arrival, so a
// small state machine instead of a query library (React Query was the tools' last user of it; ~9 KB gzip).
import { useEffect, useState } from 'react'
import type { TableDeck } from './deck-source'

export type SavedDeckRead =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'done'; answer: { ok: true; value: TableDeck } | { ok: false; message: string } }

/** `id`'s deck as the API answers it (null: none asked for; it then stays pending and unused). */
export function useSavedDeck(id: string | null): SavedDeckRead {
  const [read, setRead] = useState<{ id: string; value: SavedDeckRead } | null>(null)
  useEffect(() => {
    if (id === null) return
    let live = true
    const load = async (): Promise<SavedDeckRead> => {
      try {
        const res = await fetch(`/api/decks/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } })
        const body: unknown = await res.json().catch(() => null)
        // The reader (with zod) loads only when a saved deck is asked for.
        const { readSavedDeckResponse } = await import('./saved-deck-response')
        return { status: 'done', answer: readSavedDeckResponse(res.status, body) }
      } catch {
        return { status: 'error' }
      }
    }
    void load().then((value) => { if (live) setRead({ id, value }) })
    return () => { live = false }
  }, [id])
  // An answer for another id (the link changed) counts as not arrived yet.
  return read !== null && read.id === id ? read.value : { status: 'pending' }
}
