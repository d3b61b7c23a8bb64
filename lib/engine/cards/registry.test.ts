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

  it('no card stays a stub: every module is implemented and has a hook or names where it is woven in', () => {
    const stubs = CARD_MODULES.filter((m) => m.status !== 'implemented').map((m) => m.cardId)
    expect(stubs).toEqual([])
    for (const m of CARD_MODULES) {
      expect(m.note.length).toBeGreaterThan(10)
      const hooked = typeof m.resolve === 'function' || typeof m.activate === 'function' || (m.implementedIn?.length ?? 0) > 0
      expect(hooked, m.cardId).toBe(true)
    }
  })

  it('R10.3 no card does more than its numbers say without data effects, printed abilities or a module', () => {
    const catalogue = loadCatalogue()
    const silent = catalogue.cards.filter((c) => {
      switch (c.type) {
        case 'spell': case 'skill': case 'potion': case 'poison': case 'trap': case 'treasure': case 'emblem':
          return c.effects.length === 0
        case 'weapon': case 'shield': case 'armor': case 'object': case 'accessory':
          return Object.values(c.bonuses).every((v) => (v ?? 0) === 0) && c.effects.length === 0
        case 'enemy':
          // Leaders and guardians carry one printed ability each (content guide); none may be text only.
          return (c.rank === 'leader' && c.abilities.length === 0) || c.abilities.some((a) => a.effects.length === 0)
        default:
          return false
      }
    }).map((c) => c.id)
    expect(silent).toEqual([])
  })
})
