import { describe, expect, it } from 'vitest'
import { actionSchema } from './action-schema'

describe('the engine\'s action schema (issue 28)', () => {
  it('R15.9, R10.2, R19.12: every reload the engine offers with a Flechas perforadoras arrow parses, as does one without', () => {
    for (const action of [
      { type: 'reloadBow', dalmaId: 3, weaponId: 7, arrowId: 9 },
      { type: 'enemyReloadBow', enemyId: 4, weaponId: 7, arrowId: 9 },
      { type: 'reloadInCombat', fighterId: 5, weaponId: 7, arrowId: 9 },
      { type: 'enemyReloadBow', enemyId: 4, weaponId: 7, arrowId: null },
      { type: 'reloadInCombat', fighterId: 5, weaponId: 7 },
    ]) expect(actionSchema.safeParse(action), JSON.stringify(action)).toMatchObject({ success: true, data: action })
  })

  it('a field the action does not have is refused, naming it', () => {
    const parsed = actionSchema.safeParse({ type: 'attack', fighterId: 5, targetId: 6, arrowId: 9 })
    expect(parsed.success).toBe(false)
    expect(JSON.stringify(parsed.error?.issues)).toContain('arrowId')
  })
})
