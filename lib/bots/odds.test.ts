import { describe, expect, it } from 'vitest'
import { attackOdds } from './odds'

describe('attackOdds (R19.9, RUL-1)', () => {
  it('RUL-1 R19.10: with Resistencia far above Fuerza only the Tirada 666 (1/216) kills or hurts', () => {
    const o = attackOdds(0, 50, 4)
    expect(o.kill).toBeCloseTo(1 / 216, 12)
    expect(o.damage).toBeCloseTo(4 / 216, 12)
  })
  it('R19.9: Fuerza 3 against Resistencia 3 and Vida 1: every die result but the Pifia (1/36) deals at least 1', () => {
    expect(attackOdds(3, 3, 1).kill).toBeCloseTo(1 - 1 / 36, 12)
  })
  it('R19.9: more Fuerza never lowers the expected damage', () => {
    expect(attackOdds(4, 3, 10).damage).toBeGreaterThan(attackOdds(3, 3, 10).damage)
  })
})

describe('attackOdds agrees with the combat calculator (lib/sim/odds.ts)', () => {
  it('R19.9, RUL-1: kill chance and expected Vida taken match the calculator on a grid of plain fighters', async () => {
    const calc = await import('../sim/odds')
    for (const strength of [0, 2, 4, 7]) {
      for (const resistance of [0, 3, 6]) {
        for (const life of [1, 3, 8]) {
          const mine = attackOdds(strength, resistance, life)
          const theirs = calc.attackOdds(calc.plainCombatant(strength, 0, 10), calc.plainCombatant(0, resistance, life))
          expect(mine.kill).toBeCloseTo(theirs.pKill, 12)
          let expected = 0
          for (const [k, p] of Object.entries(theirs.damage)) expected += p * (k === '666' ? life : Math.min(life, Number(k)))
          expect(mine.damage).toBeCloseTo(expected, 12)
        }
      }
    }
  })
})

describe('attackOdds between integer cases', () => {
  it('R19.9: a fractional Resistencia or Vida (an average of opponents) lies between the integer cases around it', () => {
    const lo = attackOdds(4, 2, 6), hi = attackOdds(4, 3, 6), mid = attackOdds(4, 2.5, 6)
    expect(mid.damage).toBeCloseTo((lo.damage + hi.damage) / 2, 12)
    expect(mid.kill).toBeLessThanOrEqual(Math.max(lo.kill, hi.kill))
    expect(mid.kill).toBeGreaterThanOrEqual(Math.min(lo.kill, hi.kill))
    expect(attackOdds(4, 3, 6.5).damage).toBeGreaterThan(attackOdds(4, 3, 6).damage)
  })
})
