import { describe, expect, it } from 'vitest'
import { legalActions, type Action } from '@/lib/engine'
import { duel, duelCatalogue, play } from '@/lib/engine-testing/duel'
import { automaticChoice, DEFAULT_STOPS, readStops, type Stops } from './stops'

const cat = duelCatalogue()
const stops = (patch: Partial<Stops> = {}): Stops => ({ ...DEFAULT_STOPS, ...patch })

// A's Maga may cast Rayo at B's revealed Bandido or equip a Daga; B's Mentalista can answer either (an Instant).
const board = () => duel(cat, { gold: 1, playZone: [{ card: 'maga', as: 'm', learned: [{ card: 'rayo', as: 'rayo' }] }, { card: 'maga', as: 'm2', learned: ['rayo'] }, { card: 'daga', as: 'dagger' }] }, {
  enemies: [{ card: 'bandido', as: 'b', faceUp: true }],
  playZone: [{ card: 'mentalista', as: 'mm', learned: [{ card: 'punzada', as: 'punzada' }] }],
})

describe('answers to a declared action (R9.12)', () => {
  it('R9.12 by default the rival is asked when the action aims at one of its cards', () => {
    const sc = board()
    const s = play(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('b') }]).state
    const legal = legalActions(s, cat)
    expect(legal.length).toBeGreaterThan(1)
    expect(automaticChoice(s, 1, legal, stops())).toBeNull()
    // «Nunca» declines even then.
    expect(automaticChoice(s, 1, legal, stops({ answers: 'never' }))?.action).toEqual({ type: 'decline' })
  })

  it('R9.12 by default, when no answer involves the card aimed at or the one acting, the window is declined for it', () => {
    // B's only answer is its Guerrera's self-buff: it cannot change a spell cast on B's Bandido.
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'maga', as: 'm', learned: [{ card: 'rayo', as: 'rayo' }] }] }, {
      enemies: [{ card: 'bandido', as: 'b', faceUp: true }],
      playZone: [{ card: 'guerrera', as: 'g', learned: [{ card: 'furia', as: 'furia' }] }],
    })
    const s = play(cat, sc.state, [{ type: 'cast', dalmaId: sc.id('m'), spellId: sc.id('rayo'), targetId: sc.id('b') }]).state
    const legal = legalActions(s, cat)
    expect(legal).toContainEqual({ type: 'useSkill', dalmaId: sc.id('g'), skillId: sc.id('furia'), targetId: null })
    expect(automaticChoice(s, 1, legal, stops())?.action).toEqual({ type: 'decline' })
    expect(automaticChoice(s, 1, legal, stops({ answers: 'always' }))).toBeNull()
  })

  it('R9.12 by default an action that touches none of the rival\'s cards is declined for it, with the reason', () => {
    const sc = board()
    const s = play(cat, sc.state, [{ type: 'equip', dalmaId: sc.id('m'), instanceId: sc.id('dagger'), replaceIds: [] }]).state
    const legal = legalActions(s, cat)
    expect(legal.length).toBeGreaterThan(1) // B could answer: the window is offered
    const auto = automaticChoice(s, 1, legal, stops())
    expect(auto?.action).toEqual({ type: 'decline' })
    expect(auto?.reason).toMatch(/no toca tus cartas/)
    expect(automaticChoice(s, 1, legal, stops({ answers: 'always' }))).toBeNull()
  })

  it('R9.12 the declarer is asked again when the rival answered its action', () => {
    const sc = board()
    const declared = play(cat, sc.state, [{ type: 'equip', dalmaId: sc.id('m'), instanceId: sc.id('dagger'), replaceIds: [] }]).state
    const answered = play(cat, declared, [{ type: 'cast', dalmaId: sc.id('mm'), spellId: sc.id('punzada'), targetId: sc.id('m') }]).state
    expect(answered.stack.at(-1)).toMatchObject({ kind: 'answers', seat: 0 })
    const legal = legalActions(answered, cat)
    expect(legal.length).toBeGreaterThan(1) // A's other Maga could answer back
    expect(automaticChoice(answered, 0, legal, stops())).toBeNull()
  })
})

describe('choices that change nothing', () => {
  it('a decision with one legal action is taken by itself', () => {
    const sc = board()
    const only: Action[] = [{ type: 'pass' }]
    expect(automaticChoice({ ...sc.state, phase: { name: 'endOfTurn' } }, 0, only, stops())).toEqual({ action: { type: 'pass' }, reason: 'era la única opción' })
  })

  it('R7.8 the Posada is skipped when no Dalma has lost Vida or spent a use, and asked when one has', () => {
    const fresh = duel(cat, { gold: 5, playZone: [{ card: 'maga', as: 'm', learned: [{ card: 'rayo', as: 'rayo' }] }] }, {}, { phase: { name: 'rest' }, pendingChoice: { kind: 'innRest', seat: 0 } })
    const id = fresh.id('m')
    const legal: Action[] = [{ type: 'innRest', dalmaIds: [] }, { type: 'innRest', dalmaIds: [id] }]
    expect(automaticChoice(fresh.state, 0, legal, stops())?.action).toEqual({ type: 'innRest', dalmaIds: [] })
    const hurt = { ...fresh.state, cards: fresh.state.cards.map((c) => (c.id === id ? { ...c, damage: 2 } : c)) }
    expect(automaticChoice(hurt, 0, legal, stops())).toBeNull()
    const spent = { ...fresh.state, cards: fresh.state.cards.map((c) => (c.id === fresh.id('rayo') ? { ...c, useCounters: 1 } : c)) }
    expect(automaticChoice(spent, 0, legal, stops())).toBeNull()
  })

  it('R6.8 RUL-4 the deferred replacement is asked in the first own Cobro by default, then kept without asking', () => {
    const at = (turn: number) => duel(cat, { turn, hand: ['daga', 'daga', 'daga', 'daga', 'daga'] }, {}, { phase: { name: 'income' }, firstSeat: 0, pendingChoice: { kind: 'deferredReplacement', seat: 0 } }).state
    const legal: Action[] = [{ type: 'deferredReplacement', instanceIds: [] }, { type: 'deferredReplacement', instanceIds: [1] }]
    expect(automaticChoice(at(2), 0, legal, stops())).toBeNull()
    expect(automaticChoice(at(3), 0, legal, stops())?.action).toEqual({ type: 'deferredReplacement', instanceIds: [] })
    expect(automaticChoice(at(3), 0, legal, stops({ deferred: 'every' }))).toBeNull()
    expect(automaticChoice(at(2), 0, legal, stops({ deferred: 'never' }))?.action).toEqual({ type: 'deferredReplacement', instanceIds: [] })
  })

  it('never answers for a seat that is not the one asked, nor once the game is over', () => {
    const sc = board()
    const s = play(cat, sc.state, [{ type: 'equip', dalmaId: sc.id('m'), instanceId: sc.id('dagger'), replaceIds: [] }]).state
    expect(automaticChoice(s, 0, legalActions(s, cat), stops())).toBeNull()
    expect(automaticChoice({ ...s, result: { kind: 'draw', turns: 9, reason: 'turnLimit' } }, 1, [{ type: 'decline' }], stops())).toBeNull()
  })
})

describe('stops read back from storage', () => {
  it('keeps known values and falls back to the defaults for anything else', () => {
    expect(readStops({ answers: 'never', traps: 'sometimes', deferred: 'every' })).toEqual({ ...DEFAULT_STOPS, answers: 'never', deferred: 'every' })
    expect(readStops('junk')).toEqual(DEFAULT_STOPS)
  })
})
