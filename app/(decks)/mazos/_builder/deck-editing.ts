// The deck builder's edits as a pure reducer: every button of the builder is one action here, so
// the rules about what an edit may do live in one tested place and the components only dispatch.
// Edits never refuse to make a deck illegal (the legality panel says what is wrong); they only
// refuse what makes no sense as an edit (a relic or an enemy as a deck card, a non-Dalma as the
// starting Dalma), and they keep the list tidy (one entry per card, no zero counts).
import type { Card, Catalogue, Dalma } from '@/lib/catalogue/schema'
import type { Deck, DeckEntry } from '@/lib/decks/model'
import { MAX_COPIES_PER_LINE } from '@/lib/decks/text-limits'
import { startingCardNeeds } from '@/lib/decks/validate'

export type DeckAction =
  /** One more copy (or `count` more); a relic is chosen as the relic instead (R5.3). */
  | { type: 'add'; cardId: string; count?: number }
  /** Takes the card out of the list entirely. */
  | { type: 'remove'; cardId: string }
  /** Sets the copies of a card; 0 or less removes it. */
  | { type: 'setCount'; cardId: string; count: number }
  /** Moves every copy of one card to another (fixing an unknown card with a suggestion). */
  | { type: 'replaceCard'; from: string; to: string }
  | { type: 'chooseRelic'; relicId: string | null }
  /** One of the deck's Dalmas (RUL-2), or null to choose none. */
  | { type: 'chooseStartingDalma'; dalmaId: string | null }
  /** Raises each starting card of the starting Dalma to the copies it needs (R5.9). */
  | { type: 'addStartingCards' }
  | { type: 'rename'; name: string }
  /** The whole deck at once (import, opening a shared or saved deck, "Nuevo mazo"). */
  | { type: 'replace'; deck: Deck }

const clampCount = (n: number) => Math.min(MAX_COPIES_PER_LINE, Math.max(0, Math.floor(n)))

/** Copies of a card in the deck, summing repeated entries. */
export function copiesOf(deck: Deck, cardId: string): number {
  return deck.entries.reduce((n, e) => (e.cardId === cardId ? n + e.count : n), 0)
}

/** The deck's Dalmas (known cards with at least one copy), in list order. */
export function deckDalmas(deck: Deck, catalogue: Catalogue): Dalma[] {
  const seen = new Set<string>()
  const dalmas: Dalma[] = []
  for (const { cardId, count } of deck.entries) {
    const card = catalogue.byId.get(cardId)
    if (count > 0 && card?.type === 'dalma' && !seen.has(cardId)) {
      seen.add(cardId)
      dalmas.push(card)
    }
  }
  return dalmas
}

/** What the starting Dalma still lacks of its two starting cards (R5.9): id, copies missing. */
export function missingStartingCards(deck: Deck, catalogue: Catalogue): { cardId: string; missing: number }[] {
  const dalma = deck.startingDalmaId === null ? undefined : catalogue.byId.get(deck.startingDalmaId)
  if (dalma?.type !== 'dalma') return []
  return [...startingCardNeeds(dalma)]
    .map(([cardId, required]) => ({ cardId, missing: required - copiesOf(deck, cardId) }))
    .filter((m) => m.missing > 0)
}

/** A card that can be a copy in a deck list: relics and enemies come beside it (R5.3, R5.4). */
export function isDeckCard(card: Card): boolean {
  return card.type !== 'relic' && card.type !== 'enemy'
}

/** The list with one card's copies set to `count` (entry kept in place, appended if new, dropped at 0). */
function withCount(entries: readonly DeckEntry[], cardId: string, count: number): DeckEntry[] {
  const next: DeckEntry[] = []
  let placed = false
  for (const e of entries) {
    if (e.cardId !== cardId) next.push(e)
    else if (!placed) {
      placed = true
      if (count > 0) next.push({ cardId, count })
    }
  }
  if (!placed && count > 0) next.push({ cardId, count })
  return next
}

/** A starting Dalma that left the list is no longer the starting Dalma. */
function keepStartingDalma(deck: Deck): Deck {
  if (deck.startingDalmaId === null || copiesOf(deck, deck.startingDalmaId) > 0) return deck
  return { ...deck, startingDalmaId: null }
}

function setCount(deck: Deck, cardId: string, count: number): Deck {
  const target = clampCount(count)
  if (target === copiesOf(deck, cardId) && deck.entries.filter((e) => e.cardId === cardId).length <= 1) return deck
  return keepStartingDalma({ ...deck, entries: withCount(deck.entries, cardId, target) })
}

/** Applies one edit. Returns the same object when the edit changes nothing. */
export function editDeck(deck: Deck, action: DeckAction, catalogue: Catalogue): Deck {
  switch (action.type) {
    case 'add': {
      const card = catalogue.byId.get(action.cardId)
      if (!card) return deck
      if (card.type === 'relic') return deck.relicId === card.id ? deck : { ...deck, relicId: card.id }
      if (card.type === 'enemy') return deck
      const more = Math.floor(action.count ?? 1)
      if (more <= 0) return deck
      return setCount(deck, card.id, copiesOf(deck, card.id) + more)
    }
    case 'remove':
      if (!deck.entries.some((e) => e.cardId === action.cardId)) return deck
      return setCount(deck, action.cardId, 0)
    case 'setCount': {
      if (!Number.isFinite(action.count)) return deck
      const card = catalogue.byId.get(action.cardId)
      const listed = deck.entries.some((e) => e.cardId === action.cardId)
      // Unknown cards already in the list may still be lowered or removed; new ones need a real card.
      if (!listed && (!card || !isDeckCard(card))) return deck
      return setCount(deck, action.cardId, action.count)
    }
    case 'replaceCard': {
      const card = catalogue.byId.get(action.to)
      const moved = copiesOf(deck, action.from)
      if (!card || action.from === action.to || moved === 0) return deck
      if (card.type === 'relic') return keepStartingDalma({ ...deck, relicId: card.id, entries: withCount(deck.entries, action.from, 0) })
      if (!isDeckCard(card)) return deck
      const without = withCount(deck.entries, action.from, 0)
      const entries = withCount(without, card.id, clampCount(moved + copiesOf(deck, card.id)))
      const startingDalmaId = deck.startingDalmaId === action.from && card.type === 'dalma' ? card.id : deck.startingDalmaId
      return keepStartingDalma({ ...deck, entries, startingDalmaId })
    }
    case 'chooseRelic': {
      if (action.relicId === deck.relicId) return deck
      if (action.relicId === null) return { ...deck, relicId: null }
      return catalogue.byId.get(action.relicId)?.type === 'relic' ? { ...deck, relicId: action.relicId } : deck
    }
    case 'chooseStartingDalma': {
      if (action.dalmaId === deck.startingDalmaId) return deck
      if (action.dalmaId === null) return { ...deck, startingDalmaId: null }
      const card = catalogue.byId.get(action.dalmaId)
      // RUL-2: the starting Dalma is one of the deck's own Dalmas.
      if (card?.type !== 'dalma' || copiesOf(deck, card.id) === 0) return deck
      return { ...deck, startingDalmaId: card.id }
    }
    case 'addStartingCards': {
      const missing = missingStartingCards(deck, catalogue)
      return missing.reduce((d, m) => setCount(d, m.cardId, copiesOf(d, m.cardId) + m.missing), deck)
    }
    case 'rename': {
      if ((deck.name ?? '') === action.name) return deck
      const { name: _previous, ...rest } = deck
      return action.name === '' ? rest : { ...rest, name: action.name }
    }
    case 'replace':
      return {
        ...(action.deck.name !== undefined ? { name: action.deck.name } : {}),
        relicId: action.deck.relicId,
        startingDalmaId: action.deck.startingDalmaId,
        entries: action.deck.entries.filter((e) => e.count > 0).map((e) => ({ cardId: e.cardId, count: clampCount(e.count) })),
      }
  }
}

/** True when the deck holds nothing worth asking before throwing it away. */
export function isBlankDeck(deck: Deck): boolean {
  return deck.entries.length === 0 && deck.relicId === null && deck.startingDalmaId === null && !deck.name?.trim()
}
