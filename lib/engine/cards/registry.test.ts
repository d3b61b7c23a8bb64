import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import type { Card } from '../../catalogue/schema'
import { CARD_MODULES, cardRegistry } from './index'
import { buildCardRegistry } from './registry'

/** Cards whose data says "scripted": in their effects or in an enemy's printed abilities. */
function scriptedCardIds(cards: readonly Card[]): string[] {
  return cards.filter((c) => {
    const effects = 'effects' in c ? c.effects : []
    const abilities = c.type === 'enemy' ? c.abilities.flatMap((a) => a.effects) : []
    return [...effects, ...abilities].some((e) => e.kind === 'scripted')
  }).map((c) => c.id).sort()
}

describe('card modules', () => {
  it('content and registry agree both ways: every scripted card has a module, every module a scripted card', () => {
    const catalogue = loadCatalogue()
    const scripted = scriptedCardIds(catalogue.cards)
    expect([...cardRegistry.keys()].sort()).toEqual(scripted)
  })

  it('the registry refuses a second module for one card', () => {
    const [first] = CARD_MODULES
    expect(() => buildCardRegistry([first, { ...first }])).toThrow(/registered twice/)
  })

  it('a stub says what it waits for; an implemented module resolves', () => {
    for (const m of CARD_MODULES) {
      expect(m.note.length).toBeGreaterThan(10)
      if (m.status === 'implemented') expect(m.resolve).toBeTypeOf('function')
    }
  })
})
