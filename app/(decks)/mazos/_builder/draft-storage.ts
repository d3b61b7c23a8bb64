// The builder's draft as kept in the browser's localStorage, signed in or not, so a reload (or a
// closed tab) finds the deck where it was. Writing it needs nothing more than this module; reading it
// back goes through zod like any other input (draft-read.ts), which the builder loads only when a
// stored draft is there to read.
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import { isBlankDeck } from './deck-editing'

export const DRAFT_STORAGE_KEY = 'duelo-de-masters:constructor:borrador'
export const DRAFT_VERSION = 1

/** The saved deck (account) this draft edits: PATCHes name its revision (409 when stale). */
export type SavedLink = {
  id: string
  revision: number
  /** deckSnapshot of the deck as last saved, to tell unsaved changes. */
  snapshot: string
  visibility: 'private' | 'public'
}

export type Draft = { deck: Deck; saved: SavedLink | null }

/** A comparable fingerprint of a deck: equal for decks equal after normalizeDeck. */
export function deckSnapshot(deck: Deck): string {
  return JSON.stringify(normalizeDeck(deck))
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({ version: DRAFT_VERSION, deck: draft.deck, saved: draft.saved })
}

/** Whether the draft differs from what was last saved to the account. */
export function hasUnsavedChanges(draft: Draft): boolean {
  return draft.saved !== null && draft.saved.snapshot !== deckSnapshot(draft.deck)
}

/**
 * Whether the draft holds nothing a reload should bring back: an empty deck tied to no saved deck. The builder
 * stores no such draft (it removes the old one instead), so a first visit, or a «Mazo nuevo» left as it is,
 * never makes the next visit read a stored draft (and load its reader) for nothing.
 */
export function isBlankDraft(draft: Draft): boolean {
  return draft.saved === null && isBlankDeck(draft.deck)
}
