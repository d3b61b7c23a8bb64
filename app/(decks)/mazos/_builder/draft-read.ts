// Reading back what the builder stored in localStorage (the draft, a save queued offline): parsed with zod like
// any other input, so an old or damaged value is ignored rather than trusted. Loaded only when there is something
// stored to read, so a first visit to the builder never loads zod. It is zod's mini build (7 KB gzip against 93 KB
// for the classic one): a returning player's start-up pays for the few checks it uses, not for all of zod.
import * as z from 'zod/mini'
import type { Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text-limits'
import { DRAFT_VERSION, type Draft } from './draft-storage'

const MAX_ENTRIES = 500

/** A non-empty string of at most `max` characters. */
export function boundedText(max: number) {
  return z.string().check(z.minLength(1), z.maxLength(max))
}

/** A deck as this browser stores it (the draft, and a save queued while offline). */
export const storedDeckSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(500))),
  relicId: z.nullable(boundedText(200)),
  startingDalmaId: z.nullable(boundedText(200)),
  entries: z.array(z.object({
    cardId: boundedText(200),
    count: z.int().check(z.minimum(1), z.maximum(MAX_COPIES_PER_LINE)),
  })).check(z.maxLength(MAX_ENTRIES)),
})

const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  deck: storedDeckSchema,
  saved: z._default(z.nullable(z.object({
    id: boundedText(100),
    revision: z.int().check(z.minimum(1)),
    snapshot: z.string().check(z.maxLength(100_000)),
    visibility: z._default(z.enum(['private', 'public']), 'private'),
  })), null),
})

/** A stored deck as a Deck (an absent name stays absent, as exactOptionalPropertyTypes wants). */
export function storedDeck(d: z.infer<typeof storedDeckSchema>): Deck {
  const { name, relicId, startingDalmaId, entries } = d
  return { ...(name !== undefined ? { name } : {}), relicId, startingDalmaId, entries }
}

/** Stored JSON read through a schema: null when absent, unreadable or not what the schema says. */
export function readStored<T>(text: string | null, schema: z.ZodMiniType<T>): T | null {
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
