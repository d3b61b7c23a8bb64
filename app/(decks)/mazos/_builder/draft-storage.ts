// The builder's draft as kept in the browser's localStorage, signed in or not, so a reload (or a
// closed tab) finds the deck where it was. What comes back from storage is parsed with zod like
// any other input: an old or damaged value is ignored rather than trusted.
import { z } from 'zod'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text'

export const DRAFT_STORAGE_KEY = 'duelo-de-masters:constructor:borrador'
const DRAFT_VERSION = 1
const MAX_ENTRIES = 500

/** The saved deck (account) this draft edits: PATCHes name its revision (409 when stale). */
export type SavedLink = {
  id: string
  revision: number
  /** deckSnapshot of the deck as last saved, to tell unsaved changes. */
  snapshot: string
  visibility: 'private' | 'public'
}

export type Draft = { deck: Deck; saved: SavedLink | null }

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

/** A comparable fingerprint of a deck: equal for decks equal after normalizeDeck. */
export function deckSnapshot(deck: Deck): string {
  return JSON.stringify(normalizeDeck(deck))
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({ version: DRAFT_VERSION, deck: draft.deck, saved: draft.saved })
}

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

/** Whether the draft differs from what was last saved to the account. */
export function hasUnsavedChanges(draft: Draft): boolean {
  return draft.saved !== null && draft.saved.snapshot !== deckSnapshot(draft.deck)
}
