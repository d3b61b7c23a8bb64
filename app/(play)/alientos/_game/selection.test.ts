import { describe, expect, it } from 'vitest'
import { createDuel } from '@/lib/alientos/apply'
import { parsePool } from '@/lib/alientos/dice'
import { checkAction } from '@/lib/alientos/legal'
import type { AlientosState, Die } from '@/lib/alientos/state'
import { adjustShare, clickDie, NONE, supportOf } from './selection'

function board(): AlientosState {
  const pool = parsePool('odio:6,calma:6,cambio:1,renovacion:1,umbra:1')
  if (!pool.ok) throw new Error(pool.message)
  const c = createDuel({ pools: [pool.pool, pool.pool], seed: 4 })
  if (!c.ok) throw new Error(c.error.message)
  const s = c.state
  s.turn = 0
  // A: Odio 5, 1 (dice 0, 1), the rest Odio 1 and Calma 2; B: every Calma a 6 but one 4 (die 6).
  s.taumaturgos[0]?.dice.forEach((d, i) => { d.value = i === 0 ? 5 : d.kind === 'calma' ? 2 : 1 })
  s.taumaturgos[1]?.dice.forEach((d, i) => { d.value = d.kind === 'calma' ? (i === 6 ? 4 : 6) : d.kind === 'odio' ? 3 : 2 })
  return s
}

describe('building an action on the board', () => {
  it('A6.1 A6.2: own dice of one umbra, then a rival die within their sum, make the attack; a die too high is refused with the engine\'s words', () => {
    const s = board()
    let c = clickDie(s, NONE, 0, 0)
    expect(c.selection).toEqual({ mode: 'attack', dice: [0] })
    const tooHigh = clickDie(s, c.selection, 1, 7)
    expect(tooHigh.action).toBeUndefined()
    expect(tooHigh.error).toContain('A6.1')
    c = clickDie(s, c.selection, 0, 1)
    const hit = clickDie(s, c.selection, 1, 6)
    expect(hit.action).toEqual({ type: 'attack', dice: [0, 1], target: 1, die: 6 })
    expect(checkAction(s, hit.action as never)).toBeNull()
    // A die of the other umbra starts a new attack instead of mixing (A6.2).
    expect(clickDie(s, { mode: 'attack', dice: [0] }, 0, 6).selection).toEqual({ mode: 'attack', dice: [6] })
  })
  it('A7.1 A7.3 AN-3: an Apoyo die, then dice of one taumaturgo; Cambio shares start at one point and never stop at 0', () => {
    const s = board()
    const cambio = (s.taumaturgos[0]?.dice ?? []).findIndex((d: Die) => d.kind === 'cambio')
    ;(s.taumaturgos[0]?.dice[cambio] as Die).value = 2
    let c = clickDie(s, NONE, 0, cambio)
    expect(c.selection.mode).toBe('support')
    c = clickDie(s, c.selection, 1, 0)
    expect(c.selection).toMatchObject({ seat: 1, dice: [0], shares: [-1] })
    let sel = adjustShare(c.selection, 0, -1)
    expect(supportOf(sel)).toEqual({ type: 'support', die: cambio, seat: 1, dice: [0], shares: [-2] })
    expect(checkAction(s, supportOf(sel) as never)).toBeNull()
    sel = adjustShare(adjustShare(sel, 0, 1), 0, 1)
    expect(supportOf(sel)?.shares).toEqual([1])
    // A die of another taumaturgo starts the choice again: one Apoyo, one taumaturgo (ALI-5).
    expect(clickDie(s, sel, 0, 0).selection).toMatchObject({ seat: 0, dice: [0], shares: [1] })
  })
})
