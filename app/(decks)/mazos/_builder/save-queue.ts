// A save to the account asked for without a connection: kept in localStorage until the connection
// returns, then sent as it would have been (a PATCH naming the revision it started from, so the
// server still answers 409 if the deck changed meanwhile). Read back with zod like any input.
//
// A queued save belongs to the account that asked for it (issue 14: one user's deck was created in the account of
// whoever signed in next). It is stored under that user's id (SAVE_QUEUE_KEY + ":" + id), read and sent only while
// that user is signed in, and kept through sign-outs until they come back. One pending save per user: a newer
// request replaces an older one, since it carries the whole deck. A save the server refuses (409, 403, 404, 400) is
// kept, marked with the refusal, until the player chooses what to do with it; it is never dropped on its own.
// Reading one back goes through zod (save-queue-read.ts), loaded only when the user has one stored.
import type { Deck } from '@/lib/decks/model'

/** Prefix of each user's pending save; the user's id follows after ":". */
export const SAVE_QUEUE_KEY = 'duelo-de-masters:constructor:guardado-pendiente'

export type QueuedSave = {
  /** The saved deck to update, with the revision the change started from; null: a new deck. */
  target: { id: string; revision: number } | null
  deck: Deck
  name: string
  visibility: 'private' | 'public'
  /** ISO time the player pressed «Guardar». */
  queuedAt: string
  /** Set once the server refused it: its status and words. Not sent again on its own. */
  refused?: { status: number; message: string }
}

/** The key one user's pending save is stored under. */
export const queueKeyFor = (userId: string) => `${SAVE_QUEUE_KEY}:${userId}`

export function serializeQueuedSave(save: QueuedSave): string {
  return JSON.stringify({ version: 1, ...save })
}

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Whether `userId` has a pending save stored (without reading it: that needs save-queue-read.ts). */
export function hasQueuedSave(storage: Storage, userId: string): boolean {
  try {
    return storage.getItem(queueKeyFor(userId)) !== null
  } catch {
    return false
  }
}

/** Whether this browser holds a pending save for any account: the builder then loads its save panel without waiting to
 * be scrolled to (LazySavePanel.tsx). Reads only the keys, never a save. */
export function anyQueuedSave(storage: Pick<globalThis.Storage, 'length' | 'key'> | null = browserStorage()): boolean {
  if (storage === null) return false
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(`${SAVE_QUEUE_KEY}:`)) return true
  } catch {
    // Storage forbidden: nothing can be queued in it either.
  }
  return false
}

function browserStorage(): globalThis.Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** false when the browser refused to store it (private mode, full storage): the caller says so. */
export function writeQueuedSave(storage: Storage, userId: string, save: QueuedSave | null): boolean {
  try {
    if (save === null) storage.removeItem(queueKeyFor(userId))
    else storage.setItem(queueKeyFor(userId), serializeQueuedSave(save))
    return true
  } catch {
    return false
  }
}

/** How long to wait before the next attempt: quick at first, then every half minute at most. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, attempt))
}
