// Exploration (§16) and combat (§19) on forced dice: each test titles the rules it proves.
import { describe, expect, it } from 'vitest'
import { legalActions } from './legal'
import { revealedEnemies } from './queries'
import { duel, duelCatalogue, ofType, playOut } from './testing/duel'

const cat = duelCatalogue()

describe('exploration (§16)', () => {
  it('R9.5 R16.1 R16.3 R19.1 R19.3 R4.4 an exploration is one round against a revealed enemy; the explorer stays in the Zona de Combate and play returns to the Fase Principal', () => {
    // Guerrera (F3 R2 I3 V10) + Orbe (I+1) against a marked Jefe (F4 R2 I3 V10): the marker does not stop its attack (R4.4).
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', equipment: ['orbe'] }, { card: 'maga', as: 'm' }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true, marker: true }] }, { dice: [2, 3] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('j') }])
    const rolls = ofType(events, 'attackRolled')
    expect(rolls.map((r) => [r.attackerId, r.damage])).toEqual([[sc.id('g'), 3], [sc.id('j'), 5]]) // 3+2−2, then 4+3−2
    expect(ofType(events, 'roundStarted')).toHaveLength(1) // R19.3: one round, both alive
    expect(state.cards[sc.id('j')]?.damage).toBe(3)
    expect(state.cards[sc.id('g')]?.damage).toBe(5)
    expect(state.masters[0].combatZone).toEqual([sc.id('g')]) // R16.3
    expect(state.combat).toBeNull()
    expect(state.phase).toEqual({ name: 'main', step: 'dalmaActions' }) // R19.1: the Maga may still act
    expect(legalActions(state, cat).some((a) => 'dalmaId' in a && a.dalmaId === sc.id('m'))).toBe(true)
  })

  it('R16.4 R19.21 RUL-15 an enemy killed while exploring is defeated face down by its relic and defends no more', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }, { card: 'ladron', as: 'l' }] }, { relic: 'reliquia', enemies: [{ card: 'bandido', as: 'b', faceUp: true }] }, { dice: [5] })
    const { state } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('b') }])
    const b = state.cards[sc.id('b')]
    expect(b).toMatchObject({ defeated: true, faceUp: false, damage: 0 }) // 3+5−1 = 7 ≥ 6
    expect(state.masters[1].relicZone.enemies).toContain(sc.id('b'))
    expect(revealedEnemies(state, 1)).toEqual([])
    expect(legalActions(state, cat).some((a) => a.type === 'explore')).toBe(false) // nobody left to explore against
  })

  it('R16.5 R19.19 R19.20 R19.8 RUL-35 a Dalma killed while exploring is discarded with its equipment and learned cards; tied Iniciativa rolls 1d6, attacker first', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', damage: 8, equipment: [{ card: 'espada', as: 'sword' }], learned: [{ card: 'golpe', as: 'skill' }] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { dice: [1, 6, 4] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('j') }])
    expect(ofType(events, 'initiativeTie')[0]?.rolls).toEqual([[sc.id('g'), 1], [sc.id('j'), 6]]) // both I3: the explorer rolls first
    const rolls = ofType(events, 'attackRolled')
    expect(rolls).toHaveLength(1) // the Jefe struck first and killed: 4+4−2 = 6 ≥ 2 left
    expect(rolls[0]?.attackerId).toBe(sc.id('j'))
    expect(state.masters[0].discard).toEqual(expect.arrayContaining([sc.id('g'), sc.id('sword'), sc.id('skill')]))
    expect(state.masters[0].combatZone).toEqual([])
    expect(ofType(events, 'died')[0]).toMatchObject({ characterId: sc.id('g'), killerId: sc.id('j') })
  })

  it('R19.2 a Dalma that was in a melee combat phase cannot be explored against again this turn', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }, { card: 'ladron', as: 'l' }] }, { combatZone: [{ card: 'rastreador', as: 'r' }] }, { dice: [2, 2] })
    const before = legalActions(sc.state, cat).filter((a) => a.type === 'explore' && a.targetId === sc.id('r'))
    expect(before).toHaveLength(2)
    const { state } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('r') }])
    expect(state.cards[sc.id('r')]?.flags.fought).toBe(true)
    expect(legalActions(state, cat).some((a) => a.type === 'explore' && a.targetId === sc.id('r'))).toBe(false)
  })
})

describe('the attack (R19.9, R19.10, RUL-1)', () => {
  // Guerrera F3 with Orbe (I4, strikes first) against a Jefe of R2 and V10; the Jefe's answer is rolled after.
  const strike = (dice: number[], attacker = 'guerrera') => {
    const sc = duel(cat, { playZone: [{ card: attacker, as: 'x', equipment: ['orbe', 'sortija'] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { dice: [...dice, 2] })
    const { events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('x'), targetId: sc.id('j') }])
    return ofType(events, 'attackRolled')[0]
  }

  it('R19.9 R19.10 RUL-1 die + Fuerza − Resistencia is the Vida lost; 1 then 1 is a Pifia; 1 then n is 1; 6 then n is 6; 6, 6, n is 6+n', () => {
    expect(strike([2])).toMatchObject({ strength: 3, resistance: 2, damage: 3, outcome: 'damage' })
    expect(strike([1, 4])).toMatchObject({ rolls: [1, 4], damage: 2 })
    expect(strike([1, 1])).toMatchObject({ rolls: [1, 1], outcome: 'fumble', damage: 0 })
    expect(strike([6, 3])).toMatchObject({ rolls: [6, 3], damage: 7 })
    expect(strike([6, 6, 2])).toMatchObject({ rolls: [6, 6, 2], damage: 9 }) // 6, 6, 2 counts 8: 8+3−2
  })

  it('R19.9 a result of 0 or less does no damage', () => {
    // Maga F1 against R2: 1 (after 1, 3) + 1 − 2 = 0.
    expect(strike([1, 3], 'maga')).toMatchObject({ strength: 1, damage: 0 })
  })
})
