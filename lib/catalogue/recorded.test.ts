import { describe, expect, it } from 'vitest'
import { catalogueWithRecorded, describeCardChanges, gameCardIds, recordCards } from './recorded'
import { cardSchema, makeCatalogue, type Card } from './schema'
import { catalogueVersion } from './version'

const invented = { source: 'inventada', provisional: ['name'] } as const

function cards(): Card[] {
  return [
    { id: 'dalma-uno', name: 'Dalma uno', type: 'dalma', ...invented, strength: 3, resistance: 2, initiative: 2, life: 10, race: 'humano', profession: 'mago', startingCards: ['chispa', 'pocion'] },
    { id: 'chispa', name: 'Chispa', type: 'spell', ...invented, profession: 'mago', pri: 1, learnCost: { gold: 0, silver: 4 }, effects: [{ kind: 'damage', amount: 2 }] },
    { id: 'espada', name: 'Espada', type: 'weapon', ...invented, cost: { gold: 2, silver: 0 }, weaponKind: 'oneHanded', hands: 1, bonuses: { strength: 1 } },
    { id: 'pocion', name: 'Poción', type: 'potion', ...invented, cost: { gold: 1, silver: 0 }, effects: [{ kind: 'heal', amount: 3 }] },
    { id: 'trasgo', name: 'Trasgo', type: 'enemy', ...invented, strength: 2, resistance: 1, initiative: 1, life: 4, rank: 'common' },
    { id: 'corona', name: 'Corona', type: 'relic', ...invented, enemies: [{ id: 'trasgo', count: 6 }] },
  ].map((raw) => cardSchema.parse(raw))
}
const catalogueOf = (list: Card[]) => makeCatalogue(list, catalogueVersion(list))

const deck = { relicId: 'corona', startingDalmaId: 'dalma-uno', entries: [{ cardId: 'dalma-uno' }, { cardId: 'chispa' }, { cardId: 'espada' }] }

describe('the numbers a game records', () => {
  it('counts every card the decks can show, the relic\'s defenders included, once each and sorted', () => {
    const catalogue = catalogueOf(cards())
    expect(gameCardIds([deck, { ...deck, entries: [{ cardId: 'pocion' }] }], catalogue)).toEqual(['chispa', 'corona', 'dalma-uno', 'espada', 'pocion', 'trasgo'])
    expect(recordCards([deck], catalogue).map((c) => c.id)).toEqual(['chispa', 'corona', 'dalma-uno', 'espada', 'trasgo'])
  })

  it('leaves out ids the catalogue does not know instead of recording nothing for them', () => {
    const catalogue = catalogueOf(cards())
    expect(recordCards([{ relicId: null, startingDalmaId: null, entries: [{ cardId: 'no-existe' }, { cardId: 'espada' }] }], catalogue).map((c) => c.id)).toEqual(['espada'])
  })

  it('replays on the recorded numbers and names the cards that changed or left since', () => {
    const then = cards()
    const recorded = recordCards([deck], catalogueOf(then))
    // Today: the sword gives +2 and the spell is gone from the catalogue.
    const today = cards()
      .filter((c) => c.id !== 'chispa')
      .map((c) => (c.id === 'espada' && c.type === 'weapon' ? { ...c, bonuses: { strength: 2 } } : c))
    const { catalogue, differing } = catalogueWithRecorded(catalogueOf(today), recorded, 'v-antigua')
    expect(catalogue.version).toBe('v-antigua')
    const sword = catalogue.byId.get('espada')
    expect(sword?.type === 'weapon' ? sword.bonuses : null).toEqual({ strength: 1 })
    expect(catalogue.byId.get('chispa')?.name).toBe('Chispa')
    // Cards the game did not record keep today's numbers.
    expect(catalogue.byId.get('pocion')).toBe(today.find((c) => c.id === 'pocion'))
    expect(differing).toEqual([
      { id: 'chispa', name: 'Chispa', change: 'removed' },
      { id: 'espada', name: 'Espada', change: 'changed' },
    ])
    expect(describeCardChanges(differing)).toBe('Chispa (ya no está en el catálogo), Espada')
  })

  it('finds nothing different when the recorded numbers are today\'s', () => {
    const catalogue = catalogueOf(cards())
    const { differing } = catalogueWithRecorded(catalogue, recordCards([deck], catalogue), catalogue.version)
    expect(differing).toEqual([])
  })

  it('counts the rest of a long list of changes instead of naming them all', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: `c${i}`, name: `Carta ${i}`, change: 'changed' as const }))
    expect(describeCardChanges(many, 2)).toBe('Carta 0, Carta 1 y 13 más')
  })
})
