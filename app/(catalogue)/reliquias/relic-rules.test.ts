import { describe, expect, it } from 'vitest'
import { getRule } from '@/lib/rules'
import { loadContent } from '@/lib/catalogue/load'
import { RELIC_RULES, relicRule } from './relic-rules'

describe('relic rules', () => {
  it('R20.1–R20.5 each relic points at the rule titled with its name', () => {
    const cards = new Map(loadContent().cards.map((c) => [c.id, c]))
    for (const [relicId, ruleId] of Object.entries(RELIC_RULES)) {
      const relic = cards.get(relicId)
      expect(relic?.type, relicId).toBe('relic')
      expect(getRule(ruleId)?.title).toBe(relic?.name)
    }
  })

  it('R20.4 is the Piedra de Órdor; an unlisted relic has no rule', () => {
    expect(relicRule('piedra-de-ordor')).toBe('R20.4')
    expect(relicRule('corona-de-hielo')).toBeNull()
  })
})
