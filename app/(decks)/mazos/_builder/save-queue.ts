// A save to the account asked for without a connection: kept in localStorage until the connection
// returns, then sent as it would have been (a PATCH naming the revision it started from, so the
// server still answers 409 if the deck changed meanwhile). One pending save per builder: a newer
// request replaces an older one, since it carries the whole deck. Read back with zod like any input.
import { z } from 'zod'
import type { Deck } from '@/lib/decks/model'
import { readStored, storedDeck, storedDeckSchema } from './draft-storage'

export const SAVE_QUEUE_KEY = 'duelo-de-masters:constructor:guardado-pendiente'

export type QueuedSave = {
  /** The saved deck to update, with the revision the change started from; null: a new deck. */
  target: { id: string; revision: number } | null
  deck: Deck
  name: string
  visibility: 'private' | 'public'
  /** ISO time the player pressed «Guardar». */
  queuedAt: string
}

const queuedSaveSchema = z.object({
  version: z.literal(1),
  target: z.object({ id: z.string().min(1).max(100), revision: z.number().int().min(1) }).nullable(),
  deck: storedDeckSchema,
  name: z.string().min(1).max(200),
  visibility: z.enum(['private', 'public']),
  queuedAt: z.string().max(40),
})

export function serializeQueuedSave(save: QueuedSave): string {
  return JSON.stringify({ version: 1, ...save })
}

/** The pending save, or null when there is none or the stored value cannot be trusted. */
export function parseQueuedSave(text: string | null): QueuedSave | null {
  const data = readStored(text, queuedSaveSchema)
  if (data === null) return null
  const { version: _version, ...save } = data
  return { ...save, deck: storedDeck(save.deck) }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

export function readQueuedSave(storage: Storage): QueuedSave | null {
  try {
    return parseQueuedSave(storage.getItem(SAVE_QUEUE_KEY))
  } catch {
    return null
  }
}

/** false when the browser refused to store it (private mode, full storage): the caller says so. */
export function writeQueuedSave(storage: Storage, save: QueuedSave | null): boolean {
  try {
    if (save === null) storage.removeItem(SAVE_QUEUE_KEY)
    else storage.setItem(SAVE_QUEUE_KEY, serializeQueuedSave(save))
    return true
  } catch {
    return false
  }
}

/** How long to wait before the next attempt: quick at first, then every half minute at most. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, attempt))
}
