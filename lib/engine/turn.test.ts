import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { legalActions } from './legal'
import { castsLeft } from './queries'
import { scenario } from '../scenarios/scenario'
import { act, actE } from '../engine-testing/helpers'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'
import { pendingDecision } from './stack'

const END = { name: 'endOfTurn' } as const

describe('Descanso (§7.1)', () => {
  it('R7.1 R7.2 R7.3 the turn passes to the rival and back; combat Dalmas return and the relic counters go', () => {
    const sc = scenario(cat, {
      phase: END,
      masters: [{ combatZone: [{ card: 'guerrera', as: 'g' }], masterActions: 5, deck: ['daga', 'daga', 'daga'] }],
    })
    const { state, events } = actE(sc.state, { type: 'pass' })
    const m = state.masters[0]
    expect(state.masters[1].turn).toBe(3)
    expect(m.turn).toBe(3)
    expect(m.combatZone).toEqual([])
    expect(m.playZone).toContain(sc.id('g'))
    expect(m.masterActions).toBe(0)
    expect(events.map((e) => e.type)).toContain('returnedFromCombat')
  })

  it('R7.4 RUL-13 even the inert goldfish rival\'s Descanso clears the player\'s Dalma markers', () => {
    const sc = scenario(cat, { phase: END, masters: [{ playZone: [{ card: 'guerrera', as: 'g', marker: true }], deck: ['daga'] }] })
    const { state, events } = actE(sc.state, { type: 'pass' })
    expect(state.cards[sc.id('g')]?.actionMarker).toBe(false)
    const cleared = events.find((e) => e.type === 'actionMarkersRemoved')
    expect(cleared).toMatchObject({ instanceIds: [sc.id('g')], rule: 'R7.4' })
  })

  it('R7.4 R7.5 R7.6 in a duel, markers leave both sides\' Dalmas but only the active Master\'s enemies rest and heal', () => {
    const sc = scenario(cat, {
      mode: 'duel', phase: END, active: 0,
      masters: [
        { playZone: [{ card: 'guerrera', as: 'g0', marker: true }], enemies: [{ card: 'jefe', as: 'e0', faceUp: true, marker: true, damage: 5 }], deck: ['daga'] },
        { playZone: [{ card: 'maga', as: 'm1', marker: true }], enemies: [{ card: 'jefe', as: 'e1', faceUp: true, marker: true, damage: 5 }, { card: 'bandido', as: 'b1', faceUp: true, damage: 2 }], deck: ['daga'], gold: 0 },
      ],
    })
    const s = act(sc.state, { type: 'pass' }) // seat 1's turn begins with its Descanso
    expect(s.activeSeat).toBe(1)
    expect(s.cards[sc.id('g0')]?.actionMarker).toBe(false)
    expect(s.cards[sc.id('m1')]?.actionMarker).toBe(false)
    expect(s.cards[sc.id('e1')]).toMatchObject({ actionMarker: false, damage: 2 })
    expect(s.cards[sc.id('b1')]?.damage).toBe(0)
    expect(s.cards[sc.id('e0')]).toMatchObject({ actionMarker: true, damage: 5 })
  })

  it('R7.7 effects lasting the turn end with it; a poison waiting for the next attack stays', () => {
    const sc = scenario(cat, {
      phase: { name: 'main', step: 'dalmaActions' },
      masters: [{ deck: ['daga'], playZone: [
        { card: 'guerrera', as: 'g' }, { card: 'brebaje', as: 'p' },
        { card: 'rastreador', as: 'r', equipment: [{ card: 'espada', as: 'w' }] }, { card: 'veneno', as: 'v' },
      ] }],
    })
    let s = act(sc.state, { type: 'drinkPotion', dalmaId: sc.id('g'), instanceId: sc.id('p') })
    s = act(s, { type: 'applyPoison', dalmaId: sc.id('r'), instanceId: sc.id('v'), weaponId: sc.id('w') })
    expect(s.cards[sc.id('g')]?.effects.map((e) => e.until)).toEqual(['endOfTurn'])
    expect(s.phase).toEqual({ name: 'endOfTurn' })
    const { state, events } = actE(s, { type: 'pass' })
    expect(state.cards[sc.id('g')]?.effects).toEqual([])
    expect(state.cards[sc.id('w')]?.effects.map((e) => e.until)).toEqual(['nextAttack'])
    expect(events).toContainEqual({ type: 'temporaryEffectsEnded', instanceIds: [sc.id('g')], rule: 'R7.7' })
  })

  it('R7.8 R7.10 R7.11 RUL-16 the Posada: 1 gold per chosen Dalma; Vida, use counters and the Anillo\'s counter restored, other counters kept', () => {
    const sc = scenario(cat, {
      phase: END,
      masters: [{
        gold: 3, deck: ['daga'],
        playZone: [
          { card: 'maga', as: 'm', damage: 4, learned: [{ card: 'dardo', as: 'd', useCounters: 2 }, { card: 'llamarada', as: 'l', useCounters: 1 }], equipment: [{ card: 'anillo', as: 'a', useCounters: 1 }, { card: 'orbe', as: 'o', useCounters: 3 }] },
          { card: 'guerrera', as: 'g', damage: 1, equipment: [{ card: 'flechas-perforadoras', as: 'f', useCounters: 4 }] },
          { card: 'rastreador', as: 'r' },
        ],
      }],
    })
    let s = act(sc.state, { type: 'pass' })
    expect(pendingDecision(s)).toEqual({ kind: 'innRest', seat: 0 })
    expect(castsLeft(s, cat, sc.id('m'))).toBe(0)
    // R7.11: nothing else may happen in the Descanso.
    expect(apply(s, { type: 'draw' }, cat)).toMatchObject({ ok: false, error: { code: 'choicePending' } })
    // 3 gold: at most three Dalmas; asking for one that is not active is an error.
    expect(legalActions(s, cat)).toHaveLength(8) // every subset of the three Dalmas
    expect(apply(s, { type: 'innRest', dalmaIds: [sc.id('d')] }, cat)).toMatchObject({ ok: false, error: { code: 'notActive' } })
    s = act(s, { type: 'innRest', dalmaIds: [sc.id('m'), sc.id('g')] })
    expect(s.masters[0].silver).toBe(30 - 20 + 30) // paid 2 gold, then the Cobro
    expect(s.cards[sc.id('m')]?.damage).toBe(0)
    expect(s.cards[sc.id('g')]?.damage).toBe(0)
    expect(s.cards[sc.id('d')]?.useCounters).toBe(0)
    expect(s.cards[sc.id('l')]?.useCounters).toBe(0)
    expect(s.cards[sc.id('a')]?.useCounters).toBe(0)
    // R7.10, R15.9, R22.7: consumable counters on other equipment stay, Flechas perforadoras' included.
    expect(s.cards[sc.id('o')]?.useCounters).toBe(3)
    expect(s.cards[sc.id('f')]?.useCounters).toBe(4)
    expect(castsLeft(s, cat, sc.id('m'))).toBe(3) // R12.10: the Anillo's third cast is back
  })

  it('R7.8 RUL-16 the Posada cannot be paid beyond the money', () => {
    const sc = scenario(cat, { phase: END, masters: [{ gold: 1, deck: ['daga'], playZone: [{ card: 'maga', as: 'm', damage: 1 }, { card: 'guerrera', as: 'g', damage: 1 }] }] })
    const s = act(sc.state, { type: 'pass' })
    expect(apply(s, { type: 'innRest', dalmaIds: [sc.id('m'), sc.id('g')] }, cat)).toEqual({ ok: false, error: { code: 'cannotAfford', needSilver: 20, haveSilver: 10 } })
  })

  it('R7.9 returning from the Zona de Combate restores no casts or skill uses', () => {
    const sc = scenario(cat, { phase: END, masters: [{ gold: 0, deck: ['daga'], combatZone: [{ card: 'maga', as: 'm', learned: [{ card: 'dardo', useCounters: 2 }] }] }] })
    const s = act(sc.state, { type: 'pass' })
    expect(s.masters[0].playZone).toContain(sc.id('m'))
    expect(castsLeft(s, cat, sc.id('m'))).toBe(0)
  })
})

describe('Cobro (§7.2)', () => {
  it('R7.12 the active Master receives 3 gold', () => {
    const sc = scenario(cat, { phase: END, masters: [{ gold: 1, silver: 5, deck: ['daga'] }] })
    expect(act(sc.state, { type: 'pass' }).masters[0].silver).toBe(45)
  })

  it('R6.8 RUL-4 the deferred replacement: only if unused, in an own Cobro, with at least 5 cards, once', () => {
    const hand = ['daga', 'espada', 'cota', 'trampa', 'golpe'].map((card, i) => ({ card, as: `h${i}` }))
    const sc = scenario(cat, { phase: END, masters: [{ replacementUsed: false, hand, deck: ['cofre', 'hallazgo', 'orbe', 'collar'] }] })
    let s = act(sc.state, { type: 'pass' })
    expect(pendingDecision(s)).toEqual({ kind: 'deferredReplacement', seat: 0 })
    expect(s.phase).toEqual({ name: 'income' })
    // Declining keeps the right for a later Cobro.
    const declined = act(s, { type: 'deferredReplacement', instanceIds: [] })
    expect(declined.masters[0].replacementUsed).toBe(false)
    s = act(s, { type: 'deferredReplacement', instanceIds: [sc.id('h3'), sc.id('h1')] })
    expect(s.masters[0].deck.slice(-2)).toEqual([sc.id('h3'), sc.id('h1')])
    expect(s.masters[0].hand.map((id) => s.cards[id]?.cardId)).toEqual(['daga', 'cota', 'golpe', 'cofre', 'hallazgo'])
    expect(s.masters[0].replacementUsed).toBe(true)
    expect(s.phase).toEqual({ name: 'main', step: 'masterActions' })
    // Four cards in hand: no offer.
    const four = scenario(cat, { phase: END, masters: [{ replacementUsed: false, hand: hand.slice(0, 4), deck: ['cofre'] }] })
    expect(pendingDecision(act(four.state, { type: 'pass' }))).toBeNull()
    // Already used: no offer.
    const used = scenario(cat, { phase: END, masters: [{ replacementUsed: true, hand, deck: ['cofre'] }] })
    expect(pendingDecision(act(used.state, { type: 'pass' }))).toBeNull()
  })
})

describe('Fase Principal order and markers (§7.3, §7.4)', () => {
  it('R7.13 R7.14 five Master actions, each counted on the relic, then the enemies, then the Dalmas', () => {
    const sc = scenario(cat, {
      masters: [{
        gold: 10, deck: ['daga', 'daga', 'daga', 'daga', 'daga', 'daga'],
        playZone: [{ card: 'guerrera', as: 'g' }, { card: 'escudo', as: 'shield' }], enemies: [{ card: 'bandido', as: 'b', faceUp: true }],
      }],
    })
    let s = sc.state
    expect(apply(s, { type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('shield'), replaceIds: [] }, cat)).toMatchObject({ ok: false, error: { code: 'wrongPhase' } })
    expect(apply(s, { type: 'pass' }, cat)).toMatchObject({ ok: false, error: { code: 'wrongPhase' } })
    for (let i = 1; i <= 5; i++) {
      const r = actE(s, { type: 'draw' })
      s = r.state
      expect(s.masters[0].masterActions).toBe(i)
      expect(r.events).toContainEqual({ type: 'masterActionCounted', seat: 0, count: i, rule: 'R7.14' })
    }
    expect(s.phase).toEqual({ name: 'main', step: 'enemyActions' })
    expect(apply(s, { type: 'draw' }, cat)).toMatchObject({ ok: false, error: { code: 'wrongPhase' } })
    expect(legalActions(s, cat)).toContainEqual({ type: 'enemyEquip', enemyId: sc.id('b'), instanceId: sc.id('shield'), replaceIds: [] })
    s = act(s, { type: 'endEnemyActions' })
    expect(s.phase).toEqual({ name: 'main', step: 'dalmaActions' })
    s = act(s, { type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('shield'), replaceIds: [] })
    expect(s.phase).toEqual({ name: 'endOfTurn' }) // nobody else can act: straight to the decision
    expect(legalActions(s, cat)).toEqual([{ type: 'pass' }])
  })

  it('R7.15 R10.1 a character that acted carries its marker and cannot act again this turn', () => {
    const sc = scenario(cat, {
      phase: { name: 'main', step: 'dalmaActions' },
      masters: [{ gold: 5, playZone: [{ card: 'guerrera', as: 'g' }, { card: 'daga', as: 'd1' }, { card: 'daga', as: 'd2' }, { card: 'maga', as: 'm' }] }],
    })
    const s = act(sc.state, { type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('d1'), replaceIds: [] })
    expect(s.cards[sc.id('g')]?.actionMarker).toBe(true)
    expect(apply(s, { type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('d2'), replaceIds: [] }, cat)).toEqual({ ok: false, error: { code: 'hasActionMarker', instanceId: sc.id('g') } })
    expect(legalActions(s, cat).some((a) => 'dalmaId' in a && a.dalmaId === sc.id('g'))).toBe(false)
    expect(legalActions(s, cat)).toContainEqual({ type: 'equip', dalmaId: sc.id('m'), instanceId: sc.id('d2'), replaceIds: [] })
  })

  it('R7.16 R7.17 R12.2 R12.10 use counters on spells count casts; the Anillo adds a third', () => {
    const sc = scenario(cat, { masters: [{ playZone: [
      { card: 'maga', as: 'm', learned: [{ card: 'dardo', useCounters: 1 }, { card: 'escudo-arcano' }] },
      { card: 'maga', as: 'ring', learned: [{ card: 'dardo', useCounters: 2 }], equipment: [{ card: 'anillo' }] },
    ] }] })
    expect(castsLeft(sc.state, cat, sc.id('m'))).toBe(1)
    expect(castsLeft(sc.state, cat, sc.id('ring'))).toBe(1)
  })
})

describe('end of the game in goldfish (RUL-13)', () => {
  it('RUL-13 RUL-5 the simulation stops after the chosen number of the player\'s turns', () => {
    const sc = scenario(cat, { phase: END, maxTurns: 2, masters: [{ turn: 2, deck: ['daga'] }] })
    const { state, events } = actE(sc.state, { type: 'pass' })
    expect(state.result).toEqual({ kind: 'turnLimit', seat: 0, turns: 2 })
    expect(state.phase).toEqual({ name: 'gameOver' })
    expect(events.at(-1)).toMatchObject({ type: 'gameEnded', rule: 'RUL-13' })
    expect(legalActions(state, cat)).toEqual([])
    expect(apply(state, { type: 'pass' }, cat)).toEqual({ ok: false, error: { code: 'gameOver' } })
    const earlier = scenario(cat, { phase: END, maxTurns: 3, masters: [{ turn: 2, deck: ['daga'] }] })
    expect(act(earlier.state, { type: 'pass' }).result).toBeNull()
  })
})
