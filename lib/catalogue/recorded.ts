// The numbers a game was played with. A saved game keeps the catalogue card objects of every card
// its two decks can bring to the table; opened under another catalogue version, it is replayed on
// those recorded cards (today's catalogue with the recorded ones put back in their place), and the
// page names the cards whose numbers have changed since. Pure, and without zod: /partida's chunk
// imports it directly.
import { makeCatalogue, type Card, type Catalogue } from './model'
import { cardHash } from './version'

/** Size bounds: two decks use a few dozen distinct cards; nothing legitimate comes near these. */
export const MAX_RECORDED_CARDS = 300

type DeckCards = { relicId: string | null; startingDalmaId: string | null; entries: readonly { cardId: string }[] }

/** Every card id a duel between these decks can show: entries, starting Dalmas, relics and their defenders (R20). Sorted, once each. */
export function gameCardIds(decks: readonly DeckCards[], catalogue: Catalogue): string[] {
  const ids = new Set<string>()
  for (const deck of decks) {
    for (const e of deck.entries) ids.add(e.cardId)
    if (deck.startingDalmaId !== null) ids.add(deck.startingDalmaId)
    if (deck.relicId !== null) {
      ids.add(deck.relicId)
      const relic = catalogue.byId.get(deck.relicId)
      if (relic?.type === 'relic') for (const enemy of relic.enemies) ids.add(enemy.id)
    }
  }
  return [...ids].sort()
}

/** The catalogue's card objects for those decks (ids it does not know are left out): what a saved game records. */
export function recordCards(decks: readonly DeckCards[], catalogue: Catalogue): Card[] {
  return gameCardIds(decks, catalogue).flatMap((id) => {
    const card = catalogue.byId.get(id)
    return card === undefined ? [] : [card]
  })
}

export type CardChange = { id: string; name: string; change: 'changed' | 'removed' }

export type RecordedCatalogue = {
  /** Today's cards with the recorded ones substituted (recorded cards gone from today's catalogue added back). */
  catalogue: Catalogue
  /** Recorded cards whose numbers differ from today's, or that today's catalogue no longer has; sorted by id. */
  differing: CardChange[]
}

/**
 * The catalogue a recorded game is replayed on. Its version is the recorded one, so anything keyed
 * by version (a saved copy, a replay link) keeps naming the numbers really used.
 */
export function catalogueWithRecorded(current: Catalogue, recorded: readonly Card[], version: string): RecordedCatalogue {
  const byId = new Map(recorded.map((c) => [c.id, c]))
  const differing: CardChange[] = []
  for (const card of recorded) {
    const today = current.byId.get(card.id)
    if (today === undefined) differing.push({ id: card.id, name: card.name, change: 'removed' })
    else if (cardHash(today) !== cardHash(card)) differing.push({ id: card.id, name: today.name, change: 'changed' })
  }
  differing.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const cards = current.cards.map((c) => byId.get(c.id) ?? c)
  for (const card of recorded) if (!current.byId.has(card.id)) cards.push(card)
  return { catalogue: makeCatalogue(cards, version, current.tombstones), differing }
}

/** «Bola de fuego, Espada corta (ya no está en el catálogo)», for the page's notice. */
export function describeCardChanges(changes: readonly CardChange[], limit = 12): string {
  const shown = changes.slice(0, limit).map((c) => (c.change === 'removed' ? `${c.name} (ya no está en el catálogo)` : c.name))
  const rest = changes.length - shown.length
  return rest > 0 ? `${shown.join(', ')} y ${rest} más` : shown.join(', ')
}
