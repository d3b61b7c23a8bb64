import { describe, expect, it } from 'vitest'
import type { Combat, InstanceId, Seat } from '@/lib/engine'
import { duel, duelCatalogue, play, playOut, top } from '@/lib/engine-testing/duel'
import { combatColumns, type CombatColumns } from './combat-columns'

const cat = duelCatalogue()

// The multi-combat board of the engine's rules tests: Guerrera, Ladrón (one Vida left) and Rastreador attack the Jefe
// and the Bandido; round 1's dice have the Bandido kill the Ladrón.
const board = () => duel(cat, {
  playZone: [{ card: 'guerrera', as: 'g1', equipment: ['orbe', 'sortija'] }, { card: 'ladron', as: 'g2', damage: 7, equipment: ['orbe', 'sortija'] }, { card: 'rastreador', as: 'g3' }],
}, { enemies: [{ card: 'jefe', as: 'j', faceUp: true, equipment: ['orbe'] }, { card: 'bandido', as: 'b', faceUp: true }] }, {
  phase: { name: 'endOfTurn' },
  dice: [1, 1, 2, 2, 2, 2],
})
type Board = ReturnType<typeof board>
const launch = (sc: Board) => play(cat, sc.state, [
  { type: 'declareOffensive' }, { type: 'chooseAttacker', dalmaId: sc.id('g1') }, { type: 'chooseAttacker', dalmaId: sc.id('g2') }, { type: 'chooseAttacker', dalmaId: sc.id('g3') },
]).state

/** Every fighter drawn in the columns, each time it is drawn. */
const drawn = (c: CombatColumns): InstanceId[] =>
  [c.sides, ...c.engagements, c.loose].flatMap((col) => (col === null ? [] : [...col.top, ...col.bottom]))

/** Every fighter of the combat once: the attackers, the defenders and whoever is engaged. */
const fighters = (combat: Combat): Set<InstanceId> =>
  new Set([...combat.attackers, ...combat.defenders, ...combat.engagements.flatMap((e) => [...e.a, ...e.d])])

const expectEveryFighterOnce = (combat: Combat, viewer: Seat) => {
  const ids = drawn(combatColumns(combat, viewer))
  expect(new Set(ids).size, 'nobody is drawn twice').toBe(ids.length)
  expect(new Set(ids)).toEqual(fighters(combat))
}

describe('the Zona de Combate\'s columns', () => {
  it('R19.14 before the pairings both whole sides face each other, the rival\'s above', () => {
    const sc = board()
    const s = launch(sc)
    expect(top(s)).toEqual({ kind: 'pairings', seat: 0 })
    const combat = s.combat as Combat
    expect(combatColumns(combat, 0)).toEqual({ sides: { top: [sc.id('j'), sc.id('b')], bottom: [sc.id('g1'), sc.id('g2'), sc.id('g3')] }, engagements: [], loose: null })
    expect(combatColumns(combat, 1).sides).toEqual({ top: [sc.id('g1'), sc.id('g2'), sc.id('g3')], bottom: [sc.id('j'), sc.id('b')] })
  })

  it('R19.15 the attacker left out of the 1-vs-1 pairings is drawn in a column of its own, below for its Master and above for the rival', () => {
    const sc = board()
    const s = play(cat, launch(sc), [
      { type: 'pair', attackerId: sc.id('g1'), defenderId: sc.id('j') }, { type: 'pair', attackerId: sc.id('g2'), defenderId: sc.id('b') },
    ]).state
    // The Rastreador waits to be placed as a reinforcement: it is in the combat and in no engagement.
    expect(top(s)).toEqual({ kind: 'reinforce', seat: 0 })
    const combat = s.combat as Combat
    expect(combat.engagements.flatMap((e) => [...e.a, ...e.d])).not.toContain(sc.id('g3'))

    const attacker = combatColumns(combat, 0)
    expect(attacker.engagements).toEqual([{ top: [sc.id('j')], bottom: [sc.id('g1')] }, { top: [sc.id('b')], bottom: [sc.id('g2')] }])
    expect(attacker.loose).toEqual({ top: [], bottom: [sc.id('g3')] })
    const defender = combatColumns(combat, 1)
    expect(defender.engagements).toEqual([{ top: [sc.id('g1')], bottom: [sc.id('j')] }, { top: [sc.id('g2')], bottom: [sc.id('b')] }])
    expect(defender.loose).toEqual({ top: [sc.id('g3')], bottom: [] })
    expectEveryFighterOnce(combat, 0)
    expectEveryFighterOnce(combat, 1)

    // Once placed it joins its engagement, and the loose column goes.
    const placed = play(cat, s, [{ type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('j') }]).state.combat as Combat
    expect(combatColumns(placed, 0).engagements[0]).toEqual({ top: [sc.id('j')], bottom: [sc.id('g1'), sc.id('g3')] })
    expect(combatColumns(placed, 0).loose).toBeNull()
  })

  it('R19.16 a defender freed by a death waits in the loose column of its own side until its Master places it', () => {
    const sc = board()
    const { state: s } = playOut(cat, launch(sc), [
      { type: 'pair', attackerId: sc.id('g1'), defenderId: sc.id('j') }, { type: 'pair', attackerId: sc.id('g2'), defenderId: sc.id('b') },
      { type: 'reinforce', fighterId: sc.id('g3'), opponentId: sc.id('j') },
    ], (x) => top(x)?.kind === 'reinforce')
    // The Bandido killed the Ladrón in round 1: its duel is gone and the Bandido's Master places it.
    expect(top(s)).toEqual({ kind: 'reinforce', seat: 1 })
    const combat = s.combat as Combat
    expect(combatColumns(combat, 1).loose).toEqual({ top: [], bottom: [sc.id('b')] })
    expect(combatColumns(combat, 0).loose).toEqual({ top: [sc.id('b')], bottom: [] })
    expectEveryFighterOnce(combat, 0)
    expectEveryFighterOnce(combat, 1)
  })
})
