// Dalma actions and answers (§9), spells (§12) and skills (§13) in a duel.
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { legalActions } from './legal'
import { castsLeft } from './queries'
import { duel, duelCatalogue, ofType, play, playOut, top } from '../engine-testing/duel'

const cat = duelCatalogue()

describe('declaring and answering (R9.1, R9.12)', () => {
  // A's Maga (2 Vida left) casts Rayo at a revealed Bandido; B's Mentalista may answer in A's turn.
  const board = () => duel(cat, { gold: 1, playZone: [{ card: 'maga', as: 'm', damage: 5, learned: [{ card: 'rayo', as: 'rayo' }] }, { card: 'maga', as: 'm3', learned: ['rayo'] }] }, {
    enemies: [{ card: 'bandido', as: 'b', faceUp: true }],
    playZone: [{ card: 'mentalista', as: 'mm', learned: [{ card: 'punzada', as: 'punzada' }] }, { card: 'daga', as: 'dagger' }, { card: 'calma', as: 'calma' }],
  })

  it('R9.12 R9.1 RUL-40 RUL-43 a declared action is paid and marked at once, then the rival may answer, only with Instants', () => {
    const sc = board()
    const s = play(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('b') }]).state
    expect(top(s)).toMatchObject({ kind: 'answers', seat: 1, declared: { actorId: sc.id('m') } })
    expect(s.cards[sc.id('m')]?.actionMarker).toBe(true)
    expect(s.cards[sc.id('rayo')]?.useCounters).toBe(1) // RUL-40: spent before any answer
    expect(s.cards[sc.id('b')]?.damage).toBe(0) // not resolved yet
    const answers = legalActions(s, cat)
    expect(answers).toContainEqual({ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('punzada'), targetId: sc.id('m') })
    expect(answers.some((a) => a.type === 'equip' || a.type === 'learn')).toBe(false) // Principal actions wait for B's own turn
    const resolved = playOut(cat, s, [{ type: 'decline' }])
    expect(resolved.state.cards[sc.id('b')]?.damage).toBe(3)
  })

  it('R9.12 RUL-34 an answer resolves at once; the original, now without its user, does not resolve and stays spent', () => {
    const sc = board()
    const declared = play(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('b') }]).state
    const answered = play(cat, declared, [{ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('punzada'), targetId: sc.id('m') }])
    expect(ofType(answered.events, 'died').map((e) => e.characterId)).toEqual([sc.id('m')]) // no stack: it hit at once
    expect(answered.state.cards[sc.id('mm')]?.actionMarker).toBe(true)
    // The declarer's side may answer back (one by one until both decline); then the original is checked again: its user is gone.
    expect(top(answered.state)).toMatchObject({ kind: 'answers', seat: 0 })
    const { state, events } = play(cat, answered.state, [{ type: 'decline' }])
    expect(ofType(events, 'actionFizzled')).toEqual([expect.objectContaining({ actorId: sc.id('m'), rule: 'RUL-34' })])
    expect(state.cards[sc.id('b')]?.damage).toBe(0)
    expect(state.stack).toEqual([])
  })

  it('RUL-27 Master actions open no answers', () => {
    const sc = duel(cat, { deck: ['daga', 'espada'] }, { playZone: [{ card: 'mentalista', learned: ['punzada'] }] }, { phase: { name: 'main', step: 'masterActions' } })
    const s = play(cat, sc.state, [{ type: 'draw' }]).state
    expect(s.stack).toEqual([])
    expect(s.masters[0].hand).toHaveLength(1)
    expect(s.masters[0].masterActions).toBe(1)
  })
})

describe('learning, casting and skills (§11–§13)', () => {
  it('R9.6 R9.7 R12.8 learning is a Dalma action; only a Dalma that knows a spell casts it, at a target in the Zona de Combate', () => {
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'maga', as: 'm' }, { card: 'maga', as: 'm2' }, { card: 'rayo', as: 'rayo' }] },
      { enemies: [{ card: 'bandido', as: 'b', faceUp: true }], playZone: [{ card: 'guerrera', as: 'home' }], combatZone: [{ card: 'ladron', as: 'away' }] })
    expect(apply(sc.state, { type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('b') }, cat)).toMatchObject({ ok: false, error: { rule: 'R9.7' } })
    const learned = play(cat, sc.state, [{ type: 'learn', dalmaId: sc.id('m'), instanceId: sc.id('rayo') }]).state
    expect(learned.cards[sc.id('m')]?.learned).toEqual([sc.id('rayo')])
    const next = { ...learned, cards: learned.cards.map((c) => (c.id === sc.id('m') ? { ...c, actionMarker: false } : c)) } // a later turn
    const targets = legalActions(next, cat).flatMap((a) => (a.type === 'cast' ? [a.targetId] : []))
    expect(new Set(targets)).toEqual(new Set([sc.id('b'), sc.id('away')])) // never the Guerrera in its Zona de Juego
    expect(legalActions(next, cat).some((a) => a.type === 'cast' && a.dalmaId === sc.id('m2'))).toBe(false)
  })

  it('R12.2 R12.3 R12.5 the use counters on a caster\'s spells cap it at 2 casts until the Posada, whatever the turn or the marker', () => {
    const board = (rayo: number, dardo: number) => duel(cat, { playZone: [{ card: 'maga', as: 'm', learned: [{ card: 'rayo', useCounters: rayo }, { card: 'dardo', useCounters: dardo }] }] }, { enemies: [{ card: 'bandido', faceUp: true }] })
    const one = board(1, 0)
    expect(castsLeft(one.state, cat, one.id('m'))).toBe(1)
    expect(legalActions(one.state, cat).some((a) => a.type === 'cast')).toBe(true)
    const two = board(1, 1) // one cast of each, in earlier turns: the unmarked Maga still has none left
    expect(castsLeft(two.state, cat, two.id('m'))).toBe(0)
    expect(legalActions(two.state, cat).some((a) => a.type === 'cast')).toBe(false)
  })

  it('R9.8 R13.2 R13.1 a skill that needs no open combat, used from the Zona de Juego, first advances its Dalma (the rival\'s traps may answer the entry)', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', learned: [{ card: 'furia', as: 'furia' }] }, { card: 'ladron', as: 'l' }] },
      { gold: 1, enemies: [{ card: 'bandido', faceUp: true }], playZone: [{ card: 'maga', as: 'm' }, { card: 'trampa', faceUp: false }] })
    expect(legalActions(sc.state, cat).some((a) => a.type === 'useSkill' && a.dalmaId === sc.id('l'))).toBe(false) // it knows no skill
    let s = play(cat, sc.state, [{ type: 'useSkill', dalmaId: sc.id('g'), skillId: sc.id('furia'), targetId: null }]).state
    if (top(s)?.kind === 'answers') s = play(cat, s, [{ type: 'decline' }]).state
    expect(top(s)).toMatchObject({ kind: 'traps', seat: 1, entering: [sc.id('g')] })
    expect(s.masters[0].combatZone).toEqual([sc.id('g')])
    const { state, events } = playOut(cat, s, [{ type: 'decline' }])
    expect(ofType(events, 'skillUsed')).toHaveLength(1)
    expect(state.cards[sc.id('furia')]?.useCounters).toBe(1)
    expect(state.cards[sc.id('g')]?.actionMarker).toBe(true)
  })

  it('R4.5 R12.11 RUL-17 PRI is never spent: Poción de Thal reads it and gives one more use of a PRI 1 card only, without a second action', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g', learned: [{ card: 'furia', as: 'furia' }, { card: 'guardia', as: 'guardia' }] }, { card: 'thal', as: 'thal' }] }, { enemies: [{ card: 'bandido', faceUp: true }] })
    const drunk = playOut(cat, sc.state, [{ type: 'drinkPotion', dalmaId: sc.id('g'), instanceId: sc.id('thal') }]).state
    expect(drunk.cards[sc.id('g')]?.actionMarker).toBe(true)
    const skills = legalActions(drunk, cat).filter((a) => a.type === 'useSkill')
    expect(skills).toEqual([{ type: 'useSkill', dalmaId: sc.id('g'), skillId: sc.id('furia'), targetId: null }]) // guardia is PRI 2
    const used = playOut(cat, drunk, [skills[0] ?? { type: 'decline' }]).state
    expect(used.cards[sc.id('furia')]?.useCounters).toBe(0) // the extra activation places no use counter
    expect(ofType(playOut(cat, drunk, [skills[0] ?? { type: 'decline' }]).events, 'extraActivationUsed')).toHaveLength(1)
  })
})
