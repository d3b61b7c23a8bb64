// How cards point at each other, read both ways: a Dalma's starting cards and the Dalmas that
// start with a card (R6.3), a relic's enemies and the relics an enemy defends (R5.4, §20).
// Pure, over any card list.
import type { Card, Dalma, Enemy, Relic } from '@/lib/catalogue/schema'

/** The Dalmas whose two starting cards include this card. */
export function dalmasStartingWith(cards: readonly Card[], cardId: string): Dalma[] {
  return cards.filter((c): c is Dalma => c.type === 'dalma' && c.startingCards.includes(cardId))
}

/** The relics this enemy defends, with how many copies of it each brings. */
export function relicsDefendedBy(cards: readonly Card[], enemyId: string): { relic: Relic; count: number }[] {
  return cards.flatMap((c) => {
    if (c.type !== 'relic') return []
    const count = c.enemies.filter((e) => e.id === enemyId).reduce((n, e) => n + e.count, 0)
    return count > 0 ? [{ relic: c, count }] : []
  })
}

/** A relic's defenders as cards with their counts; ids with no card are kept with `enemy: null`. */
export function relicDefenders(
  byId: ReadonlyMap<string, Card>,
  relic: Relic,
): { id: string; count: number; enemy: Enemy | null }[] {
  return relic.enemies.map((e) => {
    const card = byId.get(e.id)
    return { id: e.id, count: e.count, enemy: card?.type === 'enemy' ? card : null }
  })
}

/** Total defenders of a relic (R20: six). */
export const defenderCount = (relic: Relic): number => relic.enemies.reduce((n, e) => n + e.count, 0)

/** id → name for the cards a face mentions, so CardFace can print names instead of ids. */
export function namesFor(byId: ReadonlyMap<string, Card>, ids: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {}
  for (const id of ids) {
    const card = byId.get(id)
    if (card) names[id] = card.name
  }
  return names
}

/** The ids a card mentions (starting cards, enemies). */
export function referencedIds(card: Card): string[] {
  if (card.type === 'dalma') return [...card.startingCards]
  if (card.type === 'relic') return card.enemies.map((e) => e.id)
  return []
}
