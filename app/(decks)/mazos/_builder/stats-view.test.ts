import { describe, expect, it } from 'vitest'
import type { Deck } from '@/lib/decks/model'
import { earliestTurnWithGold, validateDeck } from '@/lib/decks/validate'
import { costRows, goldAtTurn, moneyPlan, professionRows, typeRows } from './stats-view'
import { testCatalogue as catalogue } from './test-fixture'

const deck: Deck = {
  relicId: 'ambar-eterno',
  startingDalmaId: 'alda',
  entries: [
    { cardId: 'alda', count: 1 }, { cardId: 'bram', count: 1 }, { cardId: 'chispa', count: 2 }, { cardId: 'velo', count: 1 },
    { cardId: 'hacha', count: 3 }, { cardId: 'bolsa-de-oro', count: 2 }, { cardId: 'ganzua', count: 1 },
  ],
}
const stats = validateDeck(deck, catalogue).stats

describe('chart rows from validateDeck stats', () => {
  it('types present only, counts matching byType', () => {
    expect(typeRows(stats).map((r) => [r.key, r.count])).toEqual([['dalma', 2], ['weapon', 3], ['spell', 3], ['skill', 1], ['treasure', 2]])
    expect(typeRows(stats).reduce((n, r) => n + r.count, 0)).toBe(stats.cards)
  })

  it('every cost bucket is a row and the rows add up to the deck', () => {
    const rows = costRows(stats)
    expect(rows.map((r) => r.key)).toEqual(['0', '1', '2', '3', '4', '5', '6+'])
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(stats.cards)
    expect(rows[0]?.label).toBe('Gratis')
  })

  it('R11.2 professions are covered only by a Dalma of the deck; spells and skills counted per profession', () => {
    const rows = professionRows(stats)
    expect(rows.find((r) => r.key === 'mago')).toMatchObject({ covered: true, spells: 3, skills: 0 })
    expect(rows.find((r) => r.key === 'guerrero')).toMatchObject({ covered: true, spells: 0, skills: 0 })
    expect(rows.find((r) => r.key === 'ladron')).toMatchObject({ covered: false, skills: 1 })
  })
})

describe('money plan', () => {
  it('R6.10 R7.12 gold at each own turn: 5 to start, 3 per Cobro, none on the first Master\'s first turn', () => {
    expect(goldAtTurn(1, true)).toBe(5)
    expect(goldAtTurn(1, false)).toBe(8)
    expect(goldAtTurn(4, true)).toBe(14)
  })

  it('totals come from stats and the turns agree with earliestTurnWithGold', () => {
    const plan = moneyPlan(stats)
    expect(plan.totalSilver).toBe(stats.money.totalSilver)
    expect(plan.totalGold).toBe(Math.ceil(stats.money.totalSilver / 10))
    expect(plan.allBy).toEqual(earliestTurnWithGold(plan.totalGold))
    const reached = plan.income.find((r) => r.asFirstMaster >= plan.totalGold)
    expect(reached?.turn).toBe(plan.allBy.asFirstMaster)
    expect(plan.dalmaGold).toBe(5) // Bram; Alda starts revealed (R6.9)
  })

  it('the income table runs at least one turn past the goal, within 6 and 20 turns', () => {
    const plan = moneyPlan(stats)
    expect(plan.income.length).toBeGreaterThanOrEqual(Math.min(20, plan.allBy.asFirstMaster + 1))
    expect(plan.income.length).toBeGreaterThanOrEqual(6)
    const huge = moneyPlan({ ...stats, money: { revealSilver: 0, learnSilver: 5000, totalSilver: 5000 } })
    expect(huge.income).toHaveLength(20)
  })
})
