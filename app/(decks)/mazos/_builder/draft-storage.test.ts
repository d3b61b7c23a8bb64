import { describe, expect, it } from 'vitest'
import { emptyDeck, type Deck } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text'
import { parseDraft } from './draft-read'
import { deckSnapshot, hasUnsavedChanges, isBlankDraft, serializeDraft, type Draft } from './draft-storage'

const deck: Deck = { name: 'Lobos', relicId: 'ambar-eterno', startingDalmaId: 'alda', entries: [{ cardId: 'hacha', count: 2 }, { cardId: 'alda', count: 1 }] }

describe('draft storage', () => {
  it('round-trips a draft with and without a saved deck link', () => {
    const plain: Draft = { deck, saved: null }
    expect(parseDraft(serializeDraft(plain))).toEqual(plain)
    const linked: Draft = { deck, saved: { id: 'abc', revision: 3, snapshot: deckSnapshot(deck), visibility: 'public' } }
    expect(parseDraft(serializeDraft(linked))).toEqual(linked)
  })

  it('ignores nothing, broken JSON and values of another shape', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('{no')).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 2, deck }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, entries: [{ cardId: 'hacha', count: 0 }] } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, relicId: 7 } }))).toBeNull()
  })

  it('a blank builder (empty deck, no saved link) is no draft to keep; anything in the deck, or a link, is', () => {
    expect(isBlankDraft({ deck: emptyDeck(), saved: null })).toBe(true)
    expect(isBlankDraft({ deck: { ...emptyDeck(), name: 'Lobos' }, saved: null })).toBe(false)
    expect(isBlankDraft({ deck, saved: null })).toBe(false)
    const empty = emptyDeck()
    expect(isBlankDraft({ deck: empty, saved: { id: 'abc', revision: 1, snapshot: deckSnapshot(empty), visibility: 'private' } })).toBe(false)
  })

  it('the reader bounds what it trusts: over-long names, empty ids, too many or fractional copies and foreign visibilities are refused', () => {
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, name: 'x'.repeat(501) } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, entries: [{ cardId: 'hacha', count: MAX_COPIES_PER_LINE + 1 }] } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, entries: [{ cardId: 'hacha', count: MAX_COPIES_PER_LINE }] } }))).not.toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, relicId: '' } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck: { ...deck, entries: [{ cardId: 'hacha', count: 1.5 }] } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck, saved: { id: 'a', revision: 1, snapshot: '', visibility: 'secret' } }))).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, deck, saved: { id: 'a', revision: 1, snapshot: '' } }))?.saved?.visibility).toBe('private')
  })

  it('a draft stored without the saved field reads as unlinked', () => {
    expect(parseDraft(JSON.stringify({ version: 1, deck }))).toEqual({ deck, saved: null })
  })

  it('snapshots ignore entry order and spacing in the name, so only real edits count as unsaved', () => {
    const reordered: Deck = { ...deck, name: ' Lobos  ', entries: [...deck.entries].reverse() }
    expect(deckSnapshot(reordered)).toBe(deckSnapshot(deck))
    const saved = { id: 'abc', revision: 1, snapshot: deckSnapshot(deck), visibility: 'private' as const }
    expect(hasUnsavedChanges({ deck: reordered, saved })).toBe(false)
    expect(hasUnsavedChanges({ deck: { ...deck, entries: [{ cardId: 'hacha', count: 3 }] }, saved })).toBe(true)
    expect(hasUnsavedChanges({ deck, saved: null })).toBe(false)
  })
})
