// Exploration (§16) and combat (§19) on forced dice: each test titles the rules it proves.
import { describe, expect, it } from 'vitest'
import { legalActions } from './legal'
import { revealedEnemies } from './queries'
import { duel, duelCatalogue, ofType, play, playOut, top } from './testing/duel'

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

describe('multi-combat (R19.14–R19.18, RUL-20)', () => {
  // Attackers: Ladrón (I6, one Vida left), Guerrera (I5), Rastreador (I3); defenders: Jefe (I4), Bandido (I2).
  const board = () => duel(cat, {
    playZone: [{ card: 'guerrera', as: 'g1', equipment: ['orbe', 'sortija'] }, { card: 'ladron', as: 'g2', damage: 7, equipment: ['orbe', 'sortija'] }, { card: 'rastreador', as: 'g3' }],
  }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true, equipment: ['orbe'] }, { card: 'bandido', as: 'b', faceUp: true }] }, {
    phase: { name: 'endOfTurn' },
    // Round 1: Ladrón fumbles on the Bandido, Guerrera 3 on the Jefe, Jefe 4 on the Guerrera, Rastreador 2 on the Jefe, Bandido kills the Ladrón.
    dice: [1, 1, 2, 2, 2, 2],
  })
  const launch = (sc: ReturnType<typeof board>) => play(cat, sc.state, [
    { type: 'declareOffensive' }, { type: 'chooseAttacker', dalmaId: sc.id('g1') }, { type: 'chooseAttacker', dalmaId: sc.id('g2') }, { type: 'chooseAttacker', dalmaId: sc.id('g3') },
  ])

  it('R19.14 R19.15 RUL-20 the attacker pairs 1-vs-1 where it can, then its surplus reinforces the least reinforced duels only', () => {
    const sc = board()
    let s = launch(sc).state
    expect(top(s)).toEqual({ kind: 'pairings', seat: 0 })
    s = play(cat, s, [{ type: 'pair', attackerId: sc.id('g1'), defenderId: sc.id('j') }]).state
    expect(top(s)).toEqual({ kind: 'pairings', seat: 0 })
    expect(legalActions(s, cat)).toEqual([{ type: 'pair', attackerId: sc.id('g2'), defenderId: sc.id('b') }, { type: 'pair', attackerId: sc.id('g3'), defenderId: sc.id('b') }])
    s = play(cat, s, [{ type: 'pair', attackerId: sc.id('g2'), defenderId: sc.id('b') }]).state
    expect(top(s)).toEqual({ kind: 'reinforce', seat: 0 })
    expect(legalActions(s, cat)).toEqual([{ type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('j') }, { type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('b') }])
    s = play(cat, s, [{ type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('j') }]).state
    expect(s.combat?.engagements).toEqual([{ a: [sc.id('g1'), sc.id('g3')], d: [sc.id('j')] }, { a: [sc.id('g2')], d: [sc.id('b')] }])
  })

  it('R19.16 R19.17 RUL-20 a survivor freed by a death is placed by its own side at the next round; an engagement made even splits into duels its owner picks', () => {
    const sc = board()
    const { state: s, events } = playOut(cat, launch(sc).state, [
      { type: 'pair', attackerId: sc.id('g1'), defenderId: sc.id('j') }, { type: 'pair', attackerId: sc.id('g2'), defenderId: sc.id('b') },
      { type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('j') },
    ], (x) => top(x)?.kind === 'reinforce' || top(x)?.kind === 'split')
    expect(ofType(events, 'died').map((e) => e.characterId)).toEqual([sc.id('g2')])
    expect(ofType(events, 'attackRolled').map((e) => [e.attackerId, e.targetId, e.damage])).toEqual([
      [sc.id('g2'), sc.id('b'), 0], [sc.id('g1'), sc.id('j'), 3], [sc.id('j'), sc.id('g1'), 4], [sc.id('g3'), sc.id('j'), 2], [sc.id('b'), sc.id('g2'), 3],
    ])
    expect(s.combat?.round).toBe(1)
    expect(top(s)).toEqual({ kind: 'reinforce', seat: 1 }) // the Bandido's own Master places it
    const split = play(cat, s, [{ type: 'reinforce', fighterId: sc.id('b'), opponentId: sc.id('g1') }]).state
    expect(top(split)).toMatchObject({ kind: 'split', seat: 1 })
    expect(legalActions(split, cat)).toHaveLength(4) // Bandido or Jefe against Guerrera or Rastreador
    const done = play(cat, split, [{ type: 'split', fighterId: sc.id('b'), opponentId: sc.id('g3') }])
    expect(ofType(done.events, 'paired')).toEqual([expect.objectContaining({ attackerId: sc.id('g3'), defenderId: sc.id('b'), rule: 'R19.17' })])
    // Round 2 is fought in the two duels: every attack goes to the split partner.
    const round2 = done.events.slice(done.events.findIndex((e) => e.type === 'roundStarted' && e.round === 2), done.events.findIndex((e) => e.type === 'roundEnded' && e.round === 2))
    expect(ofType(round2, 'attackRolled').length).toBeGreaterThan(1)
    for (const r of ofType(round2, 'attackRolled')) {
      const pair = new Set([r.attackerId, r.targetId])
      expect(pair.has(sc.id('j')) ? pair.has(sc.id('g1')) : pair.has(sc.id('g3')) && pair.has(sc.id('b'))).toBe(true)
    }
  })
})
