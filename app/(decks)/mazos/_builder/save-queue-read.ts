// Reading a pending save back from localStorage (save-queue.ts writes it): parsed with zod like any input, so a
// damaged or foreign value is ignored. Loaded by the save panel only when the signed-in user has one stored.
import * as z from 'zod/mini'
import { boundedText, readStored, storedDeck, storedDeckSchema } from './draft-read'
import { queueKeyFor, type QueuedSave, type Storage } from './save-queue'

const queuedSaveSchema = z.object({
  version: z.literal(1),
  target: z.nullable(z.object({ id: boundedText(100), revision: z.int().check(z.minimum(1)) })),
  deck: storedDeckSchema,
  name: boundedText(200),
  visibility: z.enum(['private', 'public']),
  queuedAt: z.string().check(z.maxLength(40)),
  refused: z.optional(z.object({ status: z.int(), message: z.string().check(z.maxLength(2000)) })),
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
