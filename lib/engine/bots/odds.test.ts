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
