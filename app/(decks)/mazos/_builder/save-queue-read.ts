// Reading a pending save back from localStorage (save-queue.ts writes it): parsed with zod like any input, so a
// damaged or foreign value is ignored. Loaded by the save panel only when the signed-in user has one stored.
import { z } from 'zod'
import { readStored, storedDeck, storedDeckSchema } from './draft-read'
import { queueKeyFor, type QueuedSave, type Storage } from './save-queue'

const queuedSaveSchema = z.object({
  version: z.literal(1),
  target: z.object({ id: z.string().min(1).max(100), revision: z.number().int().min(1) }).nullable(),
  deck: storedDeckSchema,
  name: z.string().min(1).max(200),
  visibility: z.enum(['private', 'public']),
  queuedAt: z.string().max(40),
  refused: z.object({ status: z.number().int(), message: z.string().max(2000) }).optional(),
})

/** The pending save, or null when there is none or the stored value cannot be trusted. */
export function parseQueuedSave(text: string | null): QueuedSave | null {
  const data = readStored(text, queuedSaveSchema)
  if (data === null) return null
  const { version: _version, refused, ...save } = data
  return { ...save, deck: storedDeck(save.deck), ...(refused === undefined ? {} : { refused }) }
}

/** `userId`'s pending save (never another user's). */
export function readQueuedSave(storage: Storage, userId: string): QueuedSave | null {
  try {
    return parseQueuedSave(storage.getItem(queueKeyFor(userId)))
  } catch {
    return null
  }
}
