// Reading back what the builder stored in localStorage (the draft, a save queued offline): parsed with zod like
// any other input, so an old or damaged value is ignored rather than trusted. Loaded only when there is something
// stored to read, so a first visit to the builder never loads zod.
import { z } from 'zod'
import type { Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text'
import { DRAFT_VERSION, type Draft } from './draft-storage'

const MAX_ENTRIES = 500

/** A deck as this browser stores it (the draft, and a save queued while offline). */
export const storedDeckSchema = z.object({
  name: z.string().max(500).optional(),
  relicId: z.string().min(1).max(200).nullable(),
  startingDalmaId: z.string().min(1).max(200).nullable(),
  entries: z.array(z.object({
    cardId: z.string().min(1).max(200),
    count: z.number().int().min(1).max(MAX_COPIES_PER_LINE),
  })).max(MAX_ENTRIES),
})

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  deck: storedDeckSchema,
  saved: z.object({
    id: z.string().min(1).max(100),
    revision: z.number().int().min(1),
    snapshot: z.string().max(100_000),
    visibility: z.enum(['private', 'public']).default('private'),
  }).nullable().default(null),
})

/** A stored deck as a Deck (an absent name stays absent, as exactOptionalPropertyTypes wants). */
export function storedDeck(d: z.infer<typeof storedDeckSchema>): Deck {
  const { name, relicId, startingDalmaId, entries } = d
  return { ...(name !== undefined ? { name } : {}), relicId, startingDalmaId, entries }
}

/** Stored JSON read through a schema: null when absent, unreadable or not what the schema says. */
export function readStored<T>(text: string | null, schema: z.ZodType<T>): T | null {
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The stored draft, or null when there is none or it cannot be trusted. */
export function parseDraft(text: string | null): Draft | null {
  const data = readStored(text, draftSchema)
  return data === null ? null : { deck: storedDeck(data.deck), saved: data.saved }
}
