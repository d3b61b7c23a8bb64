// The end of the turn and the relic offensive (§17), exhaustion (§18), victory and defeat (§21) and
// the variants' gates (§23), on forced dice.
import { describe, expect, it } from 'vitest'
import type { Action } from './actions'
import { apply } from './apply'
import { legalActions } from './legal'
import type { GameState, InstanceId, MasterState } from './state'
import { duel, duelCatalogue, ofType, play, playOut, top } from '../engine-testing/duel'

const cat = duelCatalogue()
const END = { name: 'endOfTurn' } as const
const setFlags = (s: GameState, id: InstanceId, flags: Partial<GameState['cards'][number]['flags']>): void => {
  const c = s.cards[id]
  if (c) c.flags = { ...c.flags, ...flags }
}

describe('the offensive (§17)', () => {
  it('R17.1 R17.2 R16.6 R4.3 attackers are the active Dalmas that neither explored nor fought this turn, marked ones included', () => {
    const sc = duel(cat, {
      playZone: [{ card: 'guerrera', as: 'marked', marker: true }, { card: 'maga', as: 'fresh' }],
      combatZone: [{ card: 'ladron', as: 'explorer', marker: true }, { card: 'rastreador', as: 'standing' }],
    }, { enemies: [{ card: 'jefe', faceUp: true }] }, { phase: END })
    setFlags(sc.state, sc.id('explorer'), { explored: true, fought: true })
    expect(legalActions(sc.state, cat)).toEqual([{ type: 'pass' }, { type: 'declareOffensive' }])
    const s = play(cat, sc.state, [{ type: 'declareOffensive' }]).state
    expect(top(s)).toEqual({ kind: 'attackers', seat: 0, chosen: [] })
    const offered = legalActions(s, cat).flatMap((a) => (a.type === 'chooseAttacker' ? [a.dalmaId] : []))
    expect(offered.sort()).toEqual([sc.id('marked'), sc.id('fresh'), sc.id('standing')].sort())
  })

  it('R17.3 R17.4 R4.3 R12.4 launching recovers each attacker\'s action (one more Instant, re-marked when used; use counters stay) and advances it into the Zona de Combate', () => {
    const sc = duel(cat, {
      playZone: [{ card: 'guerrera', as: 'g', marker: true }, { card: 'maga', as: 'm', marker: true, learned: [{ card: 'rayo', as: 'rayo', useCounters: 1 }] }],
    }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: END, dice: [2, 2, 2, 2, 2, 2, 2, 2] })
    // Before the offensive the marked Maga has no second cast this turn (R12.4).
    const earlier = { ...sc.state, phase: { name: 'main', step: 'dalmaActions' } as const }
    expect(apply(earlier, { type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('j') }, cat)).toMatchObject({ ok: false, error: { code: 'hasActionMarker' } })
    let s = play(cat, sc.state, [{ type: 'declareOffensive' }, { type: 'chooseAttacker', dalmaId: sc.id('g') }, { type: 'chooseAttacker', dalmaId: sc.id('m') }]).state
    expect(s.masters[0].combatZone.sort()).toEqual([sc.id('g'), sc.id('m')].sort())
    expect(s.cards[sc.id('g')]).toMatchObject({ actionMarker: false, flags: expect.objectContaining({ recovered: true }) })
    s = playOut(cat, s, [{ type: 'pair', attackerId: sc.id('g'), defenderId: sc.id('j') }], (x) => top(x)?.kind === 'combatWindow').state
    // The Maga cast this turn already, yet the recovered action lets it cast once more in round 1's spell window.
    expect(top(s)).toEqual({ kind: 'combatWindow', seat: 0, window: 'spell', fighterId: sc.id('m') })
    const cast = playOut(cat, s, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('j') }], (x) => x.combat?.step === 'melee')
    expect(ofType(cast.events, 'damaged')[0]).toMatchObject({ characterId: sc.id('j'), amount: 3, sourceId: sc.id('m') })
    expect(cast.state.cards[sc.id('rayo')]?.useCounters).toBe(2)
    expect(cast.state.cards[sc.id('m')]).toMatchObject({ actionMarker: true, flags: expect.objectContaining({ recovered: false }) })
  })

  it('R17.5 R4.2 R13.4 RUL-36 traps answer the entry first, then the defender adds available Dalmas (marked or not, never one in the Zona de Combate), then pairings', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, {
      gold: 3, enemies: [{ card: 'bandido', as: 'b', faceUp: true }],
      playZone: [{ card: 'maga', as: 'home', marker: true }, { card: 'ladron', as: 'springer' }, { card: 'trampa', as: 't', faceUp: false }],
      combatZone: [{ card: 'rastreador', as: 'away' }],
    }, { phase: END })
    let s = play(cat, sc.state, [{ type: 'declareOffensive' }]).state
    expect(top(s)).toMatchObject({ kind: 'traps', seat: 1, entering: [sc.id('g')] })
    expect(s.combat?.defenders).toEqual([sc.id('b')]) // revealed enemies defend by themselves
    s = play(cat, s, [{ type: 'activateTrap', dalmaId: sc.id('springer'), trapId: sc.id('t'), targetId: sc.id('g') }]).state
    expect(s.cards[sc.id('g')]?.damage).toBe(3)
    expect(top(s)).toEqual({ kind: 'defenders', seat: 1 })
    expect(legalActions(s, cat)).toEqual([{ type: 'decline' }, { type: 'addDefender', dalmaId: sc.id('home') }, { type: 'addDefender', dalmaId: sc.id('springer') }])
    s = play(cat, s, [{ type: 'addDefender', dalmaId: sc.id('home') }, { type: 'decline' }]).state
    expect(s.combat?.defenders).toEqual([sc.id('b'), sc.id('home')])
    expect(top(s)).toEqual({ kind: 'pairings', seat: 0 })
  })

  it('R17.6 R21.1 R19.3 the offensive fights to the death; when every defender is gone the relic is captured and its Master loses at once', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', equipment: ['orbe', 'cota'] }] }, { relic: 'reliquia', enemies: [{ card: 'jefe', as: 'j', faceUp: true }], deck: ['daga', 'daga'] }, { phase: END, dice: [2, 2, 2, 2, 2, 2, 2, 2] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'declareOffensive' }])
    expect(ofType(events, 'roundStarted').map((e) => e.round)).toEqual([1, 2, 3, 4]) // 3 per round on the Jefe's 10 Vida
    expect(state.result).toEqual({ kind: 'defeat', loser: 1, reason: 'capture', turn: 2 })
    expect(ofType(events, 'relicCaptured')).toEqual([expect.objectContaining({ seat: 0 })])
  })

  it('R17.6 R21.3 a voluntary offensive whose attackers all die fails and the turn passes; no active Dalma left is no defeat while Dalmas remain elsewhere', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', damage: 9 }], deck: ['maga'], hand: ['ladron'] }, { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: END, dice: [1, 6, 2] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'declareOffensive' }])
    expect(ofType(events, 'offensiveFailed')).toEqual([expect.objectContaining({ seat: 0, forced: false })])
    expect(state.result).toBeNull()
    expect(state.activeSeat).toBe(1)
    expect(state.masters[0].discard).toContain(sc.id('g'))
  })

  it('RUL-22 an offensive that meets no defender captures the relic at once', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { relic: 'reliquia', enemies: [{ card: 'jefe', defeated: true }, 'bandido'], playZone: [{ card: 'maga', faceUp: false }] }, { phase: END })
    const { state, events } = playOut(cat, sc.state, [{ type: 'declareOffensive' }])
    expect(ofType(events, 'attackRolled')).toEqual([])
    expect(state.result).toMatchObject({ kind: 'defeat', loser: 1, reason: 'capture' })
  })

  it('RUL-32 R19.7 loaded bows shoot together: when the last attacker and the last defender fall to the same volley the offensive fails', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', damage: 7, equipment: [{ card: 'arco', as: 'bow', loaded: true }] }], deck: ['maga'] },
      { gold: 1, relic: 'reliquia', enemies: [{ card: 'bandido', as: 'b', faceUp: true, damage: 5, equipment: [{ card: 'arco', loaded: true }] }] }, { phase: END, dice: [3, 3] })
    const { state, events } = playOut(cat, sc.state, [{ type: 'declareOffensive' }])
    expect(ofType(events, 'attackRolled').map((e) => e.mode)).toEqual(['shot', 'shot']) // the second shooter was already at 0 Vida
    expect(ofType(events, 'died').map((e) => e.characterId).sort()).toEqual([sc.id('r'), sc.id('b')].sort())
    expect(ofType(events, 'offensiveFailed')).toHaveLength(1)
    expect(ofType(events, 'relicCaptured')).toEqual([])
    expect(state.result).toBeNull()
    expect(ofType(events, 'moneyPaid').filter((e) => e.rule === 'RUL-37').map((e) => [e.seat, e.silver])).toEqual([[0, 2], [1, 2]]) // 2 silver per shot, each side
  })
})

describe('exhaustion (§18) and the variants (§23)', () => {
  /** Seat A at its fourth Master action with one card to place and nothing else it could do afterwards. */
  const exhausted = (a: Partial<Pick<MasterState, 'turn'>> & { playZone: NonNullable<Parameters<typeof duel>[1]['playZone']> }, variant: GameState['variant'] = 'none', dice: number[] = []) => {
    const sc = duel(cat, { masterActions: 3, deck: [], hand: [{ card: 'daga', as: 'last' }], gold: 0, turn: a.turn ?? 2, playZone: a.playZone },
      { relic: 'reliquia', enemies: [{ card: 'bandido', as: 'b', faceUp: true }], turn: a.turn ?? 2 }, { phase: { name: 'main', step: 'masterActions' }, variant, dice })
    return { sc, ...playOut(cat, sc.state, [{ type: 'place', instanceId: sc.id('last') }]) }
  }

  it('R18.1 R18.2 R18.4 R21.4 R4.3 with no legal Master action left the Master must go for the relic with every active Dalma (actions recovered); failing it loses the game, even with a Dalma face down', () => {
    const { sc, state, events } = exhausted({ playZone: [{ card: 'guerrera', as: 'g', damage: 9, marker: true }, { card: 'maga', as: 'm', damage: 6 }, { card: 'ladron', faceUp: false }] }, 'none', [1, 1, 1, 1, 2, 1, 1, 2])
    expect(ofType(events, 'exhaustion')).toHaveLength(1)
    expect(ofType(events, 'offensiveDeclared')[0]).toMatchObject({ forced: true, attackers: [sc.id('g'), sc.id('m')] })
    expect(ofType(events, 'actionsRecovered')[0]?.dalmaIds).toEqual([sc.id('g'), sc.id('m')])
    expect(state.result).toMatchObject({ kind: 'defeat', loser: 0, reason: 'forcedOffensiveFailed' })
  })

  it('R18.5 R23.5 the forced offensive happens even when the variant forbids a voluntary one', () => {
    const { state, events } = exhausted({ turn: 3, playZone: [{ card: 'guerrera', as: 'g', equipment: ['orbe'] }] }, 'estrategica', [5])
    expect(ofType(events, 'offensiveDeclared')[0]).toMatchObject({ forced: true })
    expect(state.result).toMatchObject({ kind: 'defeat', loser: 1, reason: 'capture' }) // 3+5−1 kills the lone Bandido: a forced capture wins
  })

  it('R23.1 R23.2 R23.3 RUL-39 RUL-11 the variants gate the voluntary offensive by each Master\'s own turns', () => {
    const canDeclare = (variant: GameState['variant'], own: number, rival: number): boolean => {
      const sc = duel(cat, { turn: own, playZone: ['guerrera'] }, { turn: rival, enemies: [{ card: 'jefe', faceUp: true }] }, { phase: END, variant })
      const legal: Action[] = legalActions(sc.state, cat)
      return legal.some((x) => x.type === 'declareOffensive')
    }
    expect(canDeclare('none', 1, 0)).toBe(true) // RUL-11: from the very first turn
    expect(canDeclare('rapida', 1, 1)).toBe(false)
    expect(canDeclare('rapida', 2, 1)).toBe(true) // its own second turn, whatever the rival's count
    expect(canDeclare('pensada', 5, 5)).toBe(false)
    expect(canDeclare('pensada', 6, 5)).toBe(true) // the first Master's 6th turn: both have completed 5
    expect(canDeclare('pensada', 5, 6)).toBe(false) // the second Master on its 5th: it has completed only 4
    expect(canDeclare('pensada', 6, 6)).toBe(true)
    expect(canDeclare('estrategica', 10, 10)).toBe(false)
    expect(canDeclare('estrategica', 11, 10)).toBe(true)
  })
})
