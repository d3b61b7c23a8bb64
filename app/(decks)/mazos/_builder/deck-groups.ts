// The deck as people read it: cards grouped by type in the catalogue's order, alphabetical within
// a group, unknown cards last. Shared by the builder's list, the share page, the proxies and the
// images, so every view of one deck lists it the same way.
import { CARD_TYPES, TYPE_LABELS, type Card, type CardType, type Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import { countCards } from '@/lib/decks/validate'
import { humanizeId } from '@/app/_components/card-display'

export type DeckRow = { cardId: string; name: string; count: number; card: Card | null }
export type DeckGroup = { type: CardType | 'unknown'; label: string; count: number; rows: DeckRow[] }

// Made on first use (an empty deck sorts nothing): creating it loads Spanish collation data, ~10 ms of the
// page's first main-thread task (issue 14).
let collator: Intl.Collator | null = null
export const byCardName = (a: { name: string }, b: { name: string }) =>
  (collator ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true })).compare(a.name, b.name)

/** Groups of the deck's cards (repeated entries summed), in the order every view shows them. */
export function groupDeck(deck: Deck, catalogue: Catalogue): DeckGroup[] {
  const groups = new Map<CardType | 'unknown', DeckRow[]>()
  for (const [cardId, count] of countCards(deck)) {
    const card = catalogue.byId.get(cardId) ?? null
    const type = card?.type ?? 'unknown'
    groups.set(type, [...(groups.get(type) ?? []), { cardId, name: card?.name ?? humanizeId(cardId), count, card }])
  }
  return [...CARD_TYPES, 'unknown' as const].flatMap((type) => {
    const rows = groups.get(type)
    if (!rows) return []
    const label = type === 'unknown' ? 'Cartas desconocidas' : TYPE_LABELS[type].plural
    return [{ type, label, count: rows.reduce((n, r) => n + r.count, 0), rows: [...rows].sort(byCardName) }]
  })
}

/** The name of a card id for display: the catalogue's, or a readable form of the id. */
export const cardNameOf = (catalogue: Catalogue, id: string | null): string | null =>
  id === null ? null : catalogue.byId.get(id)?.name ?? humanizeId(id)

/** The cards a short summary mentions first: Dalmas, then the most copied, ties by name. */
export function headlineCards(deck: Deck, catalogue: Catalogue, limit: number): DeckRow[] {
  const rows = groupDeck(deck, catalogue).flatMap((g) => g.rows)
  const dalmaFirst = (r: DeckRow) => (r.card?.type === 'dalma' ? 0 : 1)
  return [...rows]
    .filter((r) => r.card !== null && r.card.type !== 'relic' && r.card.type !== 'enemy')
    .sort((a, b) => dalmaFirst(a) - dalmaFirst(b) || b.count - a.count || byCardName(a, b))
    .slice(0, limit)
}
