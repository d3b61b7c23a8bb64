import { describe, expect, it } from 'vitest'
import { cardSchema, makeCatalogue, type Card, type Relic } from '@/lib/catalogue/schema'
import { dalmasStartingWith, defenderCount, namesFor, referencedIds, relicDefenders, relicsDefendedBy } from './catalogue-relations'

const card = (raw: Record<string, unknown>): Card => cardSchema.parse({ source: 'inventada', ...raw })
const fighter = { strength: 2, resistance: 2, initiative: 2, life: 6 }
const cards = [
  card({ id: 'aria', name: 'Aria', type: 'dalma', race: 'elfo', profession: 'mago', ...fighter, startingCards: ['bola', 'escudo-arcano'] }),
  card({ id: 'brom', name: 'Brom', type: 'dalma', race: 'humano', profession: 'mago', ...fighter, startingCards: ['bola', 'bola'] }),
  card({ id: 'bola', name: 'Bola', type: 'spell', profession: 'mago', pri: 1, learnCost: { gold: 1, silver: 0 } }),
  card({ id: 'tigre', name: 'Tigre', type: 'enemy', rank: 'common', ...fighter }),
  card({ id: 'oso', name: 'Oso', type: 'enemy', rank: 'common', ...fighter }),
  card({ id: 'piedra', name: 'Piedra', type: 'relic', enemies: [{ id: 'tigre', count: 2 }, { id: 'oso', count: 2 }, { id: 'guardian', count: 2 }] }),
  card({ id: 'cetro', name: 'Cetro', type: 'relic', enemies: [{ id: 'tigre', count: 1 }, { id: 'pirata', count: 5 }] }),
]
const catalogue = makeCatalogue(cards, 'test')
const piedra = cards.find((c) => c.id === 'piedra') as Relic

describe('catalogue relations', () => {
  it('R6.3 finds every Dalma that starts with a card, once each', () => {
    expect(dalmasStartingWith(cards, 'bola').map((d) => d.id)).toEqual(['aria', 'brom'])
    expect(dalmasStartingWith(cards, 'escudo-arcano').map((d) => d.id)).toEqual(['aria'])
    expect(dalmasStartingWith(cards, 'tigre')).toEqual([])
  })

  it('R5.4 finds the relics an enemy defends with its count in each', () => {
    expect(relicsDefendedBy(cards, 'tigre').map(({ relic, count }) => [relic.id, count])).toEqual([['piedra', 2], ['cetro', 1]])
    expect(relicsDefendedBy(cards, 'oso').map(({ relic }) => relic.id)).toEqual(['piedra'])
  })

  it('R20.4 resolves a relic\'s defenders, keeping unknown ids', () => {
    expect(relicDefenders(catalogue.byId, piedra).map((d) => [d.id, d.count, d.enemy?.name ?? null])).toEqual([
      ['tigre', 2, 'Tigre'], ['oso', 2, 'Oso'], ['guardian', 2, null],
    ])
    expect(defenderCount(piedra)).toBe(6)
  })

  it('names only the ids it knows', () => {
    expect(namesFor(catalogue.byId, referencedIds(piedra))).toEqual({ tigre: 'Tigre', oso: 'Oso' })
    expect(referencedIds(cards[0] as Card)).toEqual(['bola', 'escudo-arcano'])
    expect(referencedIds(cards[2] as Card)).toEqual([])
  })
})
