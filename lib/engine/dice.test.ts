import { describe, expect, it } from 'vitest'
import { attackDieLaw, d6From, rollAttackDie } from './dice'
import { createRng } from './rng'

const fixed = (dice: number[]) => { let i = 0; return () => dice[i++] ?? 1 }

describe('attack die', () => {
  it('R19.10 RUL-1 resolves each sequence as the ruling says', () => {
    expect(rollAttackDie(fixed([4]))).toEqual({ kind: 'value', value: 4, rolls: [4] })
    expect(rollAttackDie(fixed([1, 3]))).toEqual({ kind: 'value', value: 1, rolls: [1, 3] })
    expect(rollAttackDie(fixed([1, 1]))).toEqual({ kind: 'fumble', rolls: [1, 1] })
    expect(rollAttackDie(fixed([6, 2]))).toEqual({ kind: 'value', value: 6, rolls: [6, 2] })
    expect(rollAttackDie(fixed([6, 6, 5]))).toEqual({ kind: 'value', value: 11, rolls: [6, 6, 5] })
    expect(rollAttackDie(fixed([6, 6, 6]))).toEqual({ kind: 'tripleSix', rolls: [6, 6, 6] })
  })

  it('RUL-1 the exact law matches the ruling\'s table', () => {
    const law = attackDieLaw()
    const close = (k: string, p: number) => expect(law.get(k) ?? 0).toBeCloseTo(p, 12)
    close('1', 5 / 36)
    for (const v of ['2', '3', '4', '5']) close(v, 1 / 6)
    close('6', 5 / 36)
    for (const v of ['7', '8', '9', '10', '11']) close(v, 1 / 216)
    close('tripleSix', 1 / 216)
    close('fumble', 1 / 36)
    expect([...law.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  it('d6 from the state RNG is uniform over 1–6', () => {
    const roll = d6From(createRng(3))
    const counts = [0, 0, 0, 0, 0, 0]
    const n = 60000
    for (let i = 0; i < n; i++) { const r = roll() - 1; counts[r] = (counts[r] ?? 0) + 1 }
    const chi = counts.reduce((s, c) => s + (c - n / 6) ** 2 / (n / 6), 0)
    expect(chi).toBeLessThan(20.5) // df 5, p = 0.001
  })
})
