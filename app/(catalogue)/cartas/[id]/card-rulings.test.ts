import { describe, expect, it } from 'vitest'
import { isRuleId } from '@/lib/rules'
import { loadContent } from '@/lib/catalogue/load'
import { CARD_RULINGS, rulingsForCard } from './card-rulings'

describe('card-specific rulings', () => {
  it('R22.1 cites the cost-halving rule and its ruling for all four cards', () => {
    for (const id of ['varita-de-mago', 'corona-de-mentalista', 'cinturon-de-rastreador', 'emblema-del-gremio']) {
      expect(rulingsForCard(id)).toEqual(['R11.7', 'R22.1', 'RUL-26'])
    }
  })

  it('R22.2 sends Poción de Thal to R12.11 and RUL-17', () => {
    expect(rulingsForCard('pocion-de-thal')).toEqual(expect.arrayContaining(['R12.11', 'R22.2', 'RUL-17']))
  })

  it('cites nothing for a card §22 does not name', () => {
    expect(rulingsForCard('daga')).toEqual([])
  })

  it('every cited ID exists in the rules data', () => {
    for (const ids of Object.values(CARD_RULINGS)) for (const id of ids) expect(isRuleId(id), id).toBe(true)
  })

  it('R22.1–R22.8 every card the section names exists in content/ under the mapped id', () => {
    const ids = new Set(loadContent().cards.map((c) => c.id))
    const missing = Object.keys(CARD_RULINGS).filter((id) => !ids.has(id))
    expect(missing).toEqual([])
  })
})
