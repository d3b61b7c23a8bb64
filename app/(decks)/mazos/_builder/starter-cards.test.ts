// The starter cards stand in for the catalogue until it arrives: for every deck starterShows accepts, what the
// builder shows (legality with its fixes, the export text, the groups) must be what the whole catalogue gives.
import { describe, expect, it } from 'vitest'
import { getCatalogue } from '@/lib/catalogue/load'
import { makeCatalogue } from '@/lib/catalogue/model'
import { emptyDeck, type Deck } from '@/lib/decks/model'
import { formatDeckText } from '@/lib/decks/text'
import { validateDeck } from '@/lib/decks/validate'
import { groupDeck } from './deck-groups'
import { problemFixes } from './legality-fixes'
import { starterCards, starterShows } from './starter-cards'

const full = getCatalogue()
const starter = makeCatalogue(starterCards(full), full.version, full.tombstones)
const relics = full.cards.filter((c) => c.type === 'relic')

/** Everything the builder's panels derive from a deck and a catalogue. */
const shown = (deck: Deck, catalogue: typeof full) => {
  const validation = validateDeck(deck, catalogue)
  return {
    validation,
    fixes: validation.problems.map((p) => problemFixes(p, catalogue)),
    text: formatDeckText(deck, catalogue),
    groups: groupDeck(deck, catalogue),
  }
}

describe('the starter cards the builder starts with', () => {
  it('R5.4 are every relic with each enemy it brings, and no other card', () => {
    expect(relics.length).toBeGreaterThan(0)
    for (const relic of relics) {
      expect(starter.byId.get(relic.id)).toEqual(relic)
      for (const { id } of relic.enemies) expect(starter.byId.get(id)).toEqual(full.byId.get(id))
    }
    const enemyIds = new Set(relics.flatMap((r) => r.enemies.map((e) => e.id)))
    expect(starter.cards.every((c) => c.type === 'relic' || enemyIds.has(c.id))).toBe(true)
  })

  it('R5.3 show a blank deck, a named one and one with each relic (or an unknown one) as the whole catalogue does', () => {
    const decks: Deck[] = [emptyDeck(), { ...emptyDeck(), name: 'Prueba' }, { ...emptyDeck(), relicId: 'no-existe' },
      ...relics.map((r) => ({ ...emptyDeck(), relicId: r.id }))]
    for (const deck of decks) {
      expect(starterShows(deck)).toBe(true)
      expect(shown(deck, starter)).toEqual(shown(deck, full))
    }
  })

  it('do not claim to show a deck with cards or a starting Dalma', () => {
    const card = full.cards.find((c) => c.type === 'weapon')
    const dalma = full.cards.find((c) => c.type === 'dalma')
    expect(card && dalma).toBeTruthy()
    expect(starterShows({ ...emptyDeck(), entries: [{ cardId: card!.id, count: 1 }] })).toBe(false)
    expect(starterShows({ ...emptyDeck(), startingDalmaId: dalma!.id })).toBe(false)
  })

  it('are a small part of the catalogue the page no longer carries (a byte budget)', () => {
    expect(JSON.stringify(starter.cards).length).toBeLessThan(JSON.stringify(full.cards).length / 5)
  })
})
