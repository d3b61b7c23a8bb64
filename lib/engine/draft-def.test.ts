import { describe, expect, it } from 'vitest'
import { defOf, defOfInstance } from './draft'
import type { Card } from '../catalogue/schema'
import type { CardInstance } from './state'
import { fixtureCards, fixtureCatalogue } from '../engine-testing/fixtures'

const instance = (id: number, cardId: string) => ({ id, cardId }) as unknown as CardInstance

describe('defOfInstance', () => {
  const [a, b] = fixtureCards as [Card, Card, ...Card[]]
  it('gives the card defOf gives, and a reused instance id with another card (another game) its own card', () => {
    expect(defOfInstance(fixtureCatalogue, instance(3, a.id))).toBe(defOf(fixtureCatalogue, a.id))
    expect(defOfInstance(fixtureCatalogue, instance(3, b.id))).toBe(defOf(fixtureCatalogue, b.id))
    expect(defOfInstance(fixtureCatalogue, instance(3, a.id))).toBe(defOf(fixtureCatalogue, a.id))
  })

  it('looks up ids no game deals (huge, negative, fractional) directly, without growing its table to them', () => {
    for (const id of [1e9, 2 ** 31, -1, 2.5]) expect(defOfInstance(fixtureCatalogue, instance(id, b.id))).toBe(defOf(fixtureCatalogue, b.id))
  })
})
