// Exploration (§16) and combat (§19) on forced dice: each test titles the rules it proves.
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { reinforceOptions } from './combat-queries'
import { legalActions } from './legal'
import { revealedEnemies, skillUsesLeft } from './queries'
import { duel, duelCatalogue, ofType, play, playOut, top } from '../engine-testing/duel'

const cat = duelCatalogue()
const END_OF_TURN = { name: 'endOfTurn' } as const

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

  it('RUL-35 R19.8 characters still tied after the 1d6 roll again among themselves', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { dice: [4, 4, 2, 5, 2, 2] })
    const { events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('j') }])
    expect(ofType(events, 'initiativeTie').map((e) => e.rolls)).toEqual([[[sc.id('g'), 4], [sc.id('j'), 4]], [[sc.id('g'), 2], [sc.id('j'), 5]]])
    expect(ofType(events, 'attackRolled').map((e) => e.attackerId)).toEqual([sc.id('j'), sc.id('g')])
  })

  it('RUL-32 R19.7 in an exploration, two loaded bows that kill each other leave both dead and the game goes on', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', damage: 7, equipment: [{ card: 'arco', loaded: true }] }], deck: ['maga'] },
      { gold: 1, enemies: [{ card: 'bandido', as: 'b', faceUp: true, damage: 5, equipment: [{ card: 'arco', loaded: true }] }] }, { dice: [3, 3] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('r'), targetId: sc.id('b') }])
    expect(ofType(events, 'died').map((e) => [e.characterId, e.rule])).toEqual([[sc.id('b'), 'R19.7'], [sc.id('r'), 'R19.7']])
    expect(state.cards[sc.id('b')]?.defeated).toBe(true)
    expect(state.masters[0].discard).toContain(sc.id('r'))
    expect(state.combat).toBeNull()
    expect(state.result).toBeNull()
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

describe('entering and the round windows (R19.4, R19.5)', () => {
  it('R19.4 R16.2 R14.3 R14.4 R9.11 RUL-43 an entry opens the rival\'s trap window before the combat: each unmarked Dalma springs one face-down trap, paying it', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, {
      gold: 5, enemies: [{ card: 'jefe', as: 'j', faceUp: true }],
      playZone: [{ card: 'maga', as: 'm' }, { card: 'mentalista', as: 'mm', marker: true }, { card: 'ladron', as: 'l' }, { card: 'trampa', as: 't1', faceUp: false }, { card: 'trampa', as: 't2', faceUp: false }],
    }, { dice: [3, 2, 2, 2] })
    let s = play(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('j') }]).state
    expect(top(s)).toEqual({ kind: 'traps', seat: 1, entering: [sc.id('g')], then: expect.objectContaining({ actorId: sc.id('g') }) })
    expect(s.combat).toBeNull()
    const springers = new Set(legalActions(s, cat).flatMap((a) => (a.type === 'activateTrap' ? [a.dalmaId] : [])))
    expect(springers).toEqual(new Set([sc.id('m'), sc.id('l')])) // the marked Mentalista cannot (R14.4)
    const sprung = play(cat, s, [{ type: 'activateTrap', dalmaId: sc.id('m'), trapId: sc.id('t1'), targetId: sc.id('g') }])
    s = sprung.state
    expect(s.cards[sc.id('g')]?.damage).toBe(3)
    expect(s.masters[1].discard).toContain(sc.id('t1')) // R14.5
    expect(s.masters[1].silver).toBe(40) // its printed 1 gold
    expect(s.cards[sc.id('m')]?.actionMarker).toBe(true)
    expect(s.stack.some((f) => f.kind === 'answers')).toBe(false) // a trap is not itself answered
    // Several traps may answer one entry while unmarked Dalmas remain.
    expect(top(s)?.kind).toBe('traps')
    expect(legalActions(s, cat).filter((a) => a.type === 'activateTrap')).toEqual([{ type: 'activateTrap', dalmaId: sc.id('l'), trapId: sc.id('t2'), targetId: sc.id('g') }])
    const { events } = playOut(cat, s, [{ type: 'decline' }])
    expect(events.findIndex((e) => e.type === 'combatStarted')).toBeGreaterThanOrEqual(0)
    expect(ofType(events, 'attackRolled')[0]?.attackerId).toBe(sc.id('g')) // I3 tie: the Guerrera rolls 3, the Jefe 2
  })

  it('R19.5 RUL-24 R12.8 R12.1 the spell window comes first, the attacking side\'s Magos (from either zone) before the defending side\'s, then the melee', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }, { card: 'maga', as: 'm1', learned: [{ card: 'rayo', as: 'r1' }] }] },
      { combatZone: [{ card: 'maga', as: 'm2', learned: [{ card: 'rayo', as: 'r2' }] }] }, { dice: [2, 2] })
    let s = play(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('m2') }]).state
    if (top(s)?.kind === 'answers') s = play(cat, s, [{ type: 'decline' }]).state
    expect(top(s)).toEqual({ kind: 'combatWindow', seat: 0, window: 'spell', fighterId: sc.id('m1') })
    expect(legalActions(s, cat)).toContainEqual({ type: 'cast', dalmaId: sc.id('m1'), spellId: sc.id('r1'), targetId: sc.id('m2') })
    const first = play(cat, s, [{ type: 'cast', dalmaId: sc.id('m1'), spellId: sc.id('r1'), targetId: sc.id('m2') }])
    s = first.state
    expect(s.cards[sc.id('m2')]?.damage).toBe(3)
    expect(s.cards[sc.id('m1')]?.actionMarker).toBe(true) // R12.1: the cast is its action
    expect(s.cards[sc.id('r1')]?.useCounters).toBe(1)
    expect(top(s)).toEqual({ kind: 'combatWindow', seat: 1, window: 'spell', fighterId: sc.id('m2') })
    const { events } = playOut(cat, s, [{ type: 'cast', dalmaId: sc.id('m2'), spellId: sc.id('r2'), targetId: sc.id('g') }])
    const order = events.filter((e) => e.type === 'spellCast' || e.type === 'attackRolled').map((e) => e.type)
    expect(order[0]).toBe('spellCast')
    expect(order.slice(1).every((t) => t === 'attackRolled')).toBe(true)
    expect(ofType(events, 'damaged')[0]).toMatchObject({ characterId: sc.id('g'), amount: 3 })
  })

  it('R19.8 RUL-53 NOTE-53 tied Magos roll 1d6 when their spell window opens, only those with a cast to make; the winner is offered first', () => {
    const sc = duel(cat, {
      playZone: [{ card: 'guerrera', as: 'g' }, { card: 'maga', as: 'm1', learned: [{ card: 'rayo', as: 'r1' }] }, { card: 'maga', as: 'm2' }, { card: 'maga', as: 'm3', learned: [{ card: 'rayo', as: 'r3' }] }],
    }, { combatZone: [{ card: 'guerrera', as: 'x' }] }, { dice: [2, 5] })
    const opened = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('x') }], (x) => top(x)?.kind === 'combatWindow')
    // All three Magas have Iniciativa 5; the one with nothing to cast rolls nothing.
    expect(ofType(opened.events, 'initiativeTie')).toEqual([{ type: 'initiativeTie', rolls: [[sc.id('m1'), 2], [sc.id('m3'), 5]], rule: 'RUL-53' }])
    expect(top(opened.state)).toEqual({ kind: 'combatWindow', seat: 0, window: 'spell', fighterId: sc.id('m3') })
    const next = play(cat, opened.state, [{ type: 'decline' }]).state
    expect(top(next)).toEqual({ kind: 'combatWindow', seat: 0, window: 'spell', fighterId: sc.id('m1') })
  })

  it('R19.6 R13.1 R13.5 R13.3 a skill that hits a paired rival waits for the skill window; an unmarked fighter uses it there, and then no skill of its is left until the Posada', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', learned: [{ card: 'tajo', as: 'own' }] }] },
      { combatZone: [{ card: 'guerrera', as: 'g2', learned: [{ card: 'tajo', as: 'tajo' }, { card: 'furia', as: 'furia' }] }] }, { dice: [1, 1, 1, 1] })
    expect(legalActions(sc.state, cat).some((a) => a.type === 'useSkill')).toBe(false) // R13.5: no open combat
    let s = play(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('g2') }]).state
    if (top(s)?.kind === 'answers') s = play(cat, s, [{ type: 'decline' }]).state
    // The explorer took its marker: the skill window skips it and asks the defender.
    expect(top(s)).toEqual({ kind: 'combatWindow', seat: 1, window: 'skill', fighterId: sc.id('g2') })
    expect(legalActions(s, cat)).toEqual([{ type: 'decline' }, { type: 'useSkill', dalmaId: sc.id('g2'), skillId: sc.id('tajo'), targetId: sc.id('g') }, { type: 'useSkill', dalmaId: sc.id('g2'), skillId: sc.id('furia'), targetId: null }])
    const used = play(cat, s, [{ type: 'useSkill', dalmaId: sc.id('g2'), skillId: sc.id('tajo'), targetId: sc.id('g') }])
    s = used.state
    expect(ofType(used.events, 'damaged')[0]).toMatchObject({ characterId: sc.id('g'), amount: 2, sourceId: sc.id('g2') })
    expect(s.cards[sc.id('tajo')]?.useCounters).toBe(1)
    expect(s.cards[sc.id('g2')]?.actionMarker).toBe(true)
    expect(skillUsesLeft(s, cat, sc.id('g2'))).toBe(0) // furia too is blocked until the Posada
  })
})

describe('bows and throwing weapons', () => {
  it('R9.4 RUL-23 RUL-37 RUL-14 R3.2 R19.2 a loaded bow shoots a revealed enemy on the border for 2 silver and is unloaded; 6, 6, 6 kills; the shot is no melee phase', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow', loaded: true }] }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }], playZone: [{ card: 'guerrera', as: 'home' }] }, { dice: [6, 6, 6] })
    const targets = legalActions(sc.state, cat).flatMap((a) => (a.type === 'shoot' ? [a.targetId] : []))
    expect(targets).toEqual([sc.id('j')]) // the Dalma in its Zona de Juego is out of reach
    const { state, events } = playOut(cat, sc.state, [{ type: 'shoot', dalmaId: sc.id('r'), weaponId: sc.id('bow'), targetId: sc.id('j') }])
    expect(ofType(events, 'attackRolled')[0]).toMatchObject({ mode: 'shot', rolls: [6, 6, 6], outcome: 'kill' })
    expect(state.cards[sc.id('j')]?.defeated).toBe(true)
    expect(state.masters[0].silver).toBe(8)
    expect(state.cards[sc.id('bow')]?.loaded).toBe(false)
    expect(state.cards[sc.id('r')]?.flags.fought).toBe(false)
    const empty = duel(cat, { gold: 0, silver: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow', loaded: true }] }] }, { enemies: [{ card: 'jefe', faceUp: true }] })
    expect(legalActions(empty.state, cat).some((a) => a.type === 'shoot')).toBe(false) // 1 silver is not enough
  })

  it('R19.11 RUL-37 a loaded bow shoots in the bow window with its bonus, paid 2 silver, then the archer fights melee without it', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow', loaded: true }] }] }, { enemies: [{ card: 'bandido', as: 'b', faceUp: true }] }, { dice: [2, 2] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('r'), targetId: sc.id('b') }])
    expect(ofType(events, 'attackRolled').map((e) => [e.mode, e.strength, e.damage])).toEqual([['shot', 3, 4], ['melee', 2, 3]])
    expect(state.masters[0].silver).toBe(8)
    expect(state.cards[sc.id('b')]?.defeated).toBe(true)
  })

  it('RUL-37 R19.11 a loaded bow whose Master cannot pay the 2 silver does not shoot; its archer fights melee without the bow bonus', () => {
    const sc = duel(cat, { gold: 0, silver: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: ['orbe', { card: 'arco', as: 'bow', loaded: true }] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { dice: [2, 2] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('r'), targetId: sc.id('j') }])
    expect(ofType(events, 'shotNotPaid')).toHaveLength(1)
    expect(ofType(events, 'attackRolled').filter((e) => e.attackerId === sc.id('r')).map((e) => [e.mode, e.strength])).toEqual([['melee', 2]])
    expect(state.masters[0].silver).toBe(1)
    expect(state.cards[sc.id('bow')]?.loaded).toBe(true)
  })

  it('R19.12 RUL-33 RUL-38 an unloaded bow may reload instead of the attack in the first paired round only', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: ['orbe', { card: 'arco', as: 'bow' }] }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: { name: 'endOfTurn' }, dice: [2, 2, 2, 2] })
    const s = playOut(cat, sc.state, [{ type: 'declareOffensive' }], (x) => top(x)?.kind === 'melee').state
    expect(top(s)).toEqual({ kind: 'melee', seat: 0, fighterId: sc.id('r') })
    expect(legalActions(s, cat)).toEqual([{ type: 'attack', fighterId: sc.id('r'), targetId: sc.id('j') }, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') }])
    const { events } = playOut(cat, s, [{ type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') }])
    const rolls = ofType(events, 'attackRolled').map((e) => [e.attackerId, e.mode, e.strength])
    // Round 1: only the Jefe strikes; round 2: the reloaded bow shoots, then the archer attacks (no second reload offer).
    expect(rolls).toEqual([[sc.id('j'), 'melee', 4], [sc.id('r'), 'shot', 3], [sc.id('r'), 'melee', 2], [sc.id('j'), 'melee', 4]])
    expect(ofType(events, 'reloadedInCombat')).toHaveLength(1)
  })

  it('R19.12 RUL-33 NOTE-13 R15.9 a combat reload may load a Flechas perforadoras arrow: a counter instead of the price, and +2 Fuerza on the next shot', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: ['orbe', { card: 'arco', as: 'bow' }, { card: 'flechas-perforadoras', as: 'ar' }] }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: { name: 'endOfTurn' }, dice: [2, 2, 2, 2] })
    const s = playOut(cat, sc.state, [{ type: 'declareOffensive' }], (x) => top(x)?.kind === 'melee').state
    expect(legalActions(s, cat)).toEqual([
      { type: 'attack', fighterId: sc.id('r'), targetId: sc.id('j') },
      { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') },
      { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('ar') },
    ])
    const { state, events } = playOut(cat, s, [{ type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('ar') }])
    expect(state.cards[sc.id('ar')]?.useCounters).toBe(1)
    expect(state.masters[0].silver).toBe(10 - 2) // the arrow costs nothing; the shot its 2 silver (RUL-37)
    // Round 2: the shot carries the arrow's +2 (Fuerza 2 + 1 bow + 2); the melee attack after it does not.
    expect(ofType(events, 'attackRolled').filter((e) => e.attackerId === sc.id('r')).map((e) => [e.mode, e.strength])).toEqual([['shot', 5], ['melee', 2]])
    // With every arrow used, only the paid reload is offered, and the arrow is refused with its rule.
    const spent = { ...s, cards: s.cards.map((c) => (c.id === sc.id('ar') ? { ...c, useCounters: 10 } : c)) }
    expect(legalActions(spent, cat).filter((a) => a.type === 'reloadInCombat')).toEqual([{ type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') }])
    expect(apply(spent, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('ar') }, cat)).toMatchObject({ ok: false, error: { reason: 'noArrows', rule: 'R15.9' } })
  })

  it('R19.13 RUL-33 RUL-19 throwing is optional and first-round only; the thrower skips its melee; a killing throw returns the weapon revealed, a miss discards it', () => {
    const throwAt = (enemy: string, dice: number[], throwIt: boolean) => {
      const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', equipment: [{ card: 'hacha', as: 'axe' }] }] }, { enemies: [{ card: enemy, as: 'e', faceUp: true }] }, { dice })
      const s = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('e') }], (x) => top(x)?.kind === 'throw').state
      expect(top(s)).toEqual({ kind: 'throw', seat: 0, fighterId: sc.id('g') })
      const r = playOut(cat, s, [throwIt ? { type: 'throw', fighterId: sc.id('g'), weaponId: sc.id('axe'), targetId: sc.id('e') } : { type: 'decline' }])
      return { sc, ...r }
    }
    const kill = throwAt('bandido', [2], true) // 3 + 2 (axe) + 2 − 1 = 6
    expect(ofType(kill.events, 'attackRolled').map((e) => [e.mode, e.strength, e.damage])).toEqual([['throw', 5, 6]])
    expect(kill.state.masters[0].playZone).toContain(kill.sc.id('axe'))
    expect(kill.state.cards[kill.sc.id('axe')]).toMatchObject({ faceUp: true, equippedTo: null })
    const miss = throwAt('jefe', [2, 2], true) // 5 on the Jefe's 10 Vida; the Guerrera makes no melee attack
    expect(ofType(miss.events, 'attackRolled').map((e) => [e.attackerId, e.mode])).toEqual([[miss.sc.id('g'), 'throw'], [miss.sc.id('e'), 'melee']])
    expect(miss.state.masters[0].discard).toContain(miss.sc.id('axe'))
    const kept = throwAt('jefe', [2, 2, 2], false) // tie roll 2 v 2, … the axe stays in hand and counts in melee
    expect(ofType(kept.events, 'attackRolled').some((e) => e.attackerId === kept.sc.id('g') && e.mode === 'melee' && e.strength === 5)).toBe(true)
    expect(kept.state.cards[kept.sc.id('axe')]?.equippedTo).toBe(kept.sc.id('g'))
  })

  it('R19.13 RUL-33 the throwing window opens in the first round only', () => {
    // Guerrera with Orbe, Cota and the axe kept (F5) against the Jefe: 5 a round, so a second round is fought.
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', equipment: ['orbe', 'cota', { card: 'hacha', as: 'axe' }] }] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: END_OF_TURN, dice: [2, 2, 2, 2, 2, 2] })
    const first = playOut(cat, sc.state, [{ type: 'declareOffensive' }], (x) => top(x)?.kind === 'throw')
    expect(first.state.combat?.round).toBe(1)
    const rest = playOut(cat, first.state, [{ type: 'decline' }], (x) => top(x)?.kind === 'throw')
    expect(ofType(rest.events, 'roundStarted').map((e) => e.round)).toEqual([2])
    expect(top(rest.state)).toBeUndefined() // never asked again: the Jefe fell in round 2
    expect(rest.state.cards[sc.id('j')]?.defeated).toBe(true)
  })
})

describe('zones and later rounds', () => {
  it('R3.1 RUL-14 the Zona de Combate is one ground shared by both Masters: an explorer meets a rival Dalma already standing there', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { combatZone: [{ card: 'ladron', as: 'l' }], playZone: [{ card: 'maga', as: 'home' }] }, { dice: [2, 2] })
    expect(legalActions(sc.state, cat).filter((a) => a.type === 'explore').map((a) => a.type === 'explore' && a.targetId)).toEqual([sc.id('l')]) // not the Maga at home
    const { state, events } = playOut(cat, sc.state, [{ type: 'explore', dalmaId: sc.id('g'), targetId: sc.id('l') }])
    expect(ofType(events, 'attackRolled').map((e) => [e.attackerId, e.targetId])).toEqual([[sc.id('l'), sc.id('g')], [sc.id('g'), sc.id('l')]]) // the Ladrón's I4 strikes first
    expect(state.masters[0].combatZone).toEqual([sc.id('g')])
    expect(state.masters[1].combatZone).toEqual([sc.id('l')])
  })

  it('RUL-50 NOTE-54 R19.18 a freed survivor goes first where the rival side outnumbers its own, whichever round placed that reinforcement; a former reinforcement left in a 1-vs-1 duel no longer counts', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g1' }, { card: 'ladron', as: 'g2' }, { card: 'rastreador', as: 'g3' }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }, { card: 'bandido', as: 'b', faceUp: true }, { card: 'bandido', as: 'b2', faceUp: true }] })
    const [g1, g2, g3, j, b, b2] = ['g1', 'g2', 'g3', 'j', 'b', 'b2'].map((x) => sc.id(x)) as [number, number, number, number, number, number]
    const at = (attackers: number[], engagements: { a: number[]; d: number[] }[]) => ({
      ...sc.state,
      combat: { kind: 'offensive' as const, attackerSeat: 0 as const, forced: false, round: 1, step: 'reinforce' as const, attackers, defenders: [j, b, b2], engagements, queue: [], threw: [], pairedBefore: [], shots: [], returnStep: null },
    })
    // g2 reinforced g1 in round 1; b2 is freed: it must face that reinforcement, never stack on g3's duel.
    expect(reinforceOptions(at([g1, g2, g3], [{ a: [g3], d: [j] }, { a: [g1, g2], d: [b] }]), 1)).toEqual([[b2, g1], [b2, g2]])
    // g1 died: g2 stands alone against b, a duel; no reinforcement is left, so the balance rule alone decides.
    expect(reinforceOptions(at([g2, g3], [{ a: [g3], d: [j] }, { a: [g2], d: [b] }]), 1)).toEqual([[b2, g3], [b2, g2]])
    // Either side: a freed g3 goes to the engagement where b2 reinforces j, not to g2's duel.
    expect(reinforceOptions(at([g1, g2, g3], [{ a: [g1], d: [j, b2] }, { a: [g2], d: [b] }]), 0)).toEqual([[g3, j], [g3, b2]])
  })

  it('R19.18 when both sides have freed fighters they are paired against each other before anyone reinforces', () => {
    // Guerrera (I5) kills the one-Vida Bandido; the Ladrón (I4, one Vida) fumbles and the Jefe kills it: both survivors are free.
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', equipment: ['orbe', 'sortija'] }, { card: 'ladron', as: 'l', damage: 7 }] },
      { enemies: [{ card: 'bandido', as: 'b', faceUp: true, damage: 5 }, { card: 'jefe', as: 'j', faceUp: true }] }, { phase: END_OF_TURN, dice: [2, 1, 1, 2] })
    const { events } = play(cat, sc.state, [{ type: 'declareOffensive' }, { type: 'chooseAttacker', dalmaId: sc.id('g') }, { type: 'chooseAttacker', dalmaId: sc.id('l') },
      { type: 'pair', attackerId: sc.id('g'), defenderId: sc.id('b') }])
    expect(ofType(events, 'died').map((e) => e.characterId).slice(0, 2)).toEqual([sc.id('b'), sc.id('l')])
    const round2 = events.slice(events.findIndex((e) => e.type === 'roundEnded'))
    expect(ofType(round2, 'paired')).toEqual([expect.objectContaining({ attackerId: sc.id('g'), defenderId: sc.id('j'), rule: 'R19.18' })])
    expect(ofType(round2, 'reinforced')).toEqual([])
  })
})
