import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { legalActions } from './legal'
import { scenario, type CardSpec } from '../scenarios/scenario'
import { act, actE } from '../engine-testing/helpers'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'
import { pendingDecision } from './stack'

const cards = (n: number, card = 'daga'): CardSpec[] => Array.from({ length: n }, () => card)

describe('Master actions (§8, RUL-7)', () => {
  it('R8.1 RUL-7 the five actions are owed while one is legal; the same action may repeat', () => {
    const sc = scenario(cat, { masters: [{ deck: cards(10), masterActions: 4 }] })
    expect(legalActions(sc.state, cat)).toEqual([{ type: 'draw' }])
    const s = act(sc.state, { type: 'draw' })
    expect(s.masters[0].masterActions).toBe(5)
    expect(s.phase.name).toBe('endOfTurn')
  })

  it('R8.2 RUL-7 drawing takes the top card; illegal with 10 in hand or an empty deck', () => {
    const sc = scenario(cat, { masters: [{ deck: [{ card: 'cota', as: 'top' }, 'daga'], hand: cards(9) }] })
    const s = act(sc.state, { type: 'draw' })
    expect(s.masters[0].hand.at(-1)).toBe(sc.id('top'))
    expect(s.masters[0].hand).toHaveLength(10)
    expect(apply(s, { type: 'draw' }, cat)).toEqual({ ok: false, error: { code: 'handFull', handSize: 10 } })
    expect(legalActions(s, cat).some((a) => a.type === 'draw')).toBe(false)
    const empty = scenario(cat, { masters: [{ deck: [], hand: ['daga'] }] })
    expect(apply(empty.state, { type: 'draw' }, cat)).toEqual({ ok: false, error: { code: 'deckEmpty' } })
  })

  it('R5.10 R22.8 RUL-7 with Saco sin fondo equipped the limit is lifted and drawing past 10 is legal', () => {
    const sc = scenario(cat, { masters: [{ deck: cards(3), hand: cards(10), playZone: [{ card: 'guerrera', equipment: ['saco'] }] }] })
    const s = act(sc.state, { type: 'draw' })
    expect(s.masters[0].hand).toHaveLength(11)
    expect(pendingDecision(s)).toBeNull()
  })

  it('R8.3 placing puts a hand card face down in the Zona de Juego', () => {
    const sc = scenario(cat, { masters: [{ hand: [{ card: 'cota', as: 'c' }], deck: ['daga'] }] })
    const s = act(sc.state, { type: 'place', instanceId: sc.id('c') })
    expect(s.masters[0].playZone).toEqual([sc.id('c')])
    expect(s.masters[0].hand).toEqual([])
    expect(s.cards[sc.id('c')]?.faceUp).toBe(false)
    expect(apply(s, { type: 'place', instanceId: sc.id('c') }, cat)).toMatchObject({ ok: false, error: { code: 'wrongZone' } })
  })

  it('R8.4 RUL-8 RUL-30 revealing: a Dalma costs 5 gold, equipment its printed price in silver, spells and skills nothing', () => {
    const sc = scenario(cat, { masters: [{ gold: 6, silver: 5, deck: cards(5), playZone: [
      { card: 'maga', as: 'dalma', faceUp: false }, { card: 'daga', as: 'daga', faceUp: false }, { card: 'dardo', as: 'spell', faceUp: false },
      { card: 'cota', as: 'cota', faceUp: false }, { card: 'cofre', as: 'treasure', faceUp: false },
    ] }] })
    let s = act(sc.state, { type: 'reveal', instanceId: sc.id('dalma') })
    expect(s.masters[0].silver).toBe(15)
    expect(s.cards[sc.id('dalma')]?.faceUp).toBe(true)
    s = act(s, { type: 'reveal', instanceId: sc.id('daga') })
    expect(s.masters[0].silver).toBe(10)
    s = act(s, { type: 'reveal', instanceId: sc.id('spell') })
    expect(s.masters[0].silver).toBe(10)
    expect(apply(s, { type: 'reveal', instanceId: sc.id('cota') }, cat)).toEqual({ ok: false, error: { code: 'cannotAfford', needSilver: 20, haveSilver: 10 } })
    // RUL-30: a face-down treasure is revealed free and then just stays there.
    const t = act(s, { type: 'reveal', instanceId: sc.id('treasure') })
    expect(t.masters[0].silver).toBe(s.masters[0].silver)
    expect(t.cards[sc.id('treasure')]?.faceUp).toBe(true)
    expect(t.masters[0].playZone).toContain(sc.id('treasure'))
    expect(apply(s, { type: 'reveal', instanceId: sc.id('daga') }, cat)).toEqual({ ok: false, error: { code: 'alreadyFaceUp', instanceId: sc.id('daga') } })
    const reveals = legalActions(s, cat).filter((a) => a.type === 'reveal')
    expect(reveals).toEqual([{ type: 'reveal', instanceId: sc.id('treasure') }]) // RUL-30: only the free treasure is affordable
  })

  it('R8.5 RUL-7 revealing an enemy costs 3 gold and needs one neither revealed nor defeated', () => {
    const sc = scenario(cat, { masters: [{ gold: 3, deck: cards(5), enemies: [
      { card: 'bandido', as: 'down' }, { card: 'bandido', as: 'up', faceUp: true }, { card: 'jefe', as: 'dead', defeated: true },
    ] }] })
    expect(legalActions(sc.state, cat).filter((a) => a.type === 'revealEnemy')).toEqual([{ type: 'revealEnemy', instanceId: sc.id('down') }])
    expect(apply(sc.state, { type: 'revealEnemy', instanceId: sc.id('up') }, cat)).toEqual({ ok: false, error: { code: 'enemyUnavailable', instanceId: sc.id('up') } })
    expect(apply(sc.state, { type: 'revealEnemy', instanceId: sc.id('dead') }, cat)).toEqual({ ok: false, error: { code: 'enemyUnavailable', instanceId: sc.id('dead') } })
    const s = act(sc.state, { type: 'revealEnemy', instanceId: sc.id('down') })
    expect(s.masters[0].silver).toBe(0)
    expect(s.cards[sc.id('down')]?.faceUp).toBe(true)
    const poor = scenario(cat, { masters: [{ gold: 2, silver: 9, deck: cards(5), enemies: ['bandido'] }] })
    expect(legalActions(poor.state, cat).some((a) => a.type === 'revealEnemy')).toBe(false)
  })

  it('R8.6 a treasure is shown from the hand, resolved and discarded: money and cards really arrive', () => {
    const sc = scenario(cat, { masters: [{ gold: 1, deck: [{ card: 'cota', as: 'c1' }, { card: 'orbe', as: 'c2' }, { card: 'daga', as: 'c3' }, 'daga'], hand: [{ card: 'cofre', as: 'cofre' }, { card: 'hallazgo', as: 'hallazgo' }, { card: 'bolsa', as: 'bolsa' }] }] })
    let s = act(sc.state, { type: 'useTreasure', instanceId: sc.id('cofre') })
    expect(s.masters[0].silver).toBe(40)
    expect(s.masters[0].discard).toEqual([sc.id('cofre')])
    s = act(s, { type: 'useTreasure', instanceId: sc.id('bolsa') })
    expect(s.masters[0].silver).toBe(45)
    s = act(s, { type: 'useTreasure', instanceId: sc.id('hallazgo') })
    expect(s.masters[0].hand).toEqual([sc.id('c1'), sc.id('c2'), sc.id('c3')])
    expect(s.masters[0].discard).toEqual([sc.id('cofre'), sc.id('bolsa'), sc.id('hallazgo')])
    const notTreasure = scenario(cat, { masters: [{ hand: [{ card: 'daga', as: 'd' }], deck: ['daga'] }] })
    expect(apply(notTreasure.state, { type: 'useTreasure', instanceId: notTreasure.id('d') }, cat)).toEqual({ ok: false, error: { code: 'wrongCardType', instanceId: notTreasure.id('d'), expected: 'treasure' } })
  })

  it('R8.7 a revealed spell stays available to learn in the Zona de Juego', () => {
    const sc = scenario(cat, { masters: [{ deck: cards(5), playZone: [{ card: 'golpe', as: 'golpe', faceUp: false }] }] })
    const s = act(sc.state, { type: 'reveal', instanceId: sc.id('golpe') })
    expect(s.masters[0].playZone).toEqual([sc.id('golpe')])
    expect(s.cards[sc.id('golpe')]).toMatchObject({ faceUp: true, learnedBy: null })
  })

  it('R14.5 RUL-7 RUL-18 a trap revealed as a Master action is paid, deactivated and discarded', () => {
    const sc = scenario(cat, { masters: [{ gold: 2, deck: cards(5), playZone: [{ card: 'trampa', as: 't', faceUp: false }] }] })
    const s = act(sc.state, { type: 'reveal', instanceId: sc.id('t') })
    expect(s.masters[0].silver).toBe(10)
    expect(s.masters[0].playZone).toEqual([])
    expect(s.masters[0].discard).toEqual([sc.id('t')])
  })

  it('R15.7 revealing a second Emblema makes the Master keep one and discard the other', () => {
    const sc = scenario(cat, { masters: [{ gold: 5, deck: cards(5), playZone: [{ card: 'estandarte', as: 'old' }, { card: 'gremio', as: 'new', faceUp: false }] }] })
    const s = act(sc.state, { type: 'reveal', instanceId: sc.id('new') })
    expect(pendingDecision(s)).toEqual({ kind: 'keepEmblem', seat: 0, options: [sc.id('old'), sc.id('new')] })
    expect(s.masters[0].masterActions).toBe(1)
    expect(legalActions(s, cat)).toEqual([{ type: 'keepEmblem', instanceId: sc.id('old') }, { type: 'keepEmblem', instanceId: sc.id('new') }])
    expect(apply(s, { type: 'keepEmblem', instanceId: 0 }, cat)).toMatchObject({ ok: false, error: { code: 'notAnOption' } })
    const kept = act(s, { type: 'keepEmblem', instanceId: sc.id('new') })
    expect(kept.masters[0].playZone).toEqual([sc.id('new')])
    expect(kept.masters[0].discard).toEqual([sc.id('old')])
    expect(pendingDecision(kept)).toBeNull()
  })

  it('R5.10 an effect that overfills the hand makes the Master discard down to 10 at once, choosing which, a card at a time', () => {
    const sc = scenario(cat, { masters: [{ deck: cards(5, 'orbe'), hand: [{ card: 'hallazgo', as: 'h' }, ...cards(9).map((c, i) => ({ card: c as string, as: `d${i}` }))] }] })
    const { state, events } = actE(sc.state, { type: 'useTreasure', instanceId: sc.id('h') })
    expect(state.masters[0].hand).toHaveLength(12)
    expect(pendingDecision(state)).toEqual({ kind: 'discardToLimit', seat: 0, count: 2 })
    expect(events).toContainEqual({ type: 'handLimitExceeded', seat: 0, handSize: 12, rule: 'R5.10' })
    // Staged: one option per card in hand, not the 66 pairs.
    expect(legalActions(state, cat)).toEqual(state.masters[0].hand.map((id) => ({ type: 'discardToLimit', instanceIds: [id] })))
    expect(apply(state, { type: 'draw' }, cat)).toMatchObject({ ok: false, error: { code: 'choicePending' } })
    expect(apply(state, { type: 'discardToLimit', instanceIds: [sc.id('d0'), sc.id('d5')] }, cat)).toEqual({ ok: false, error: { code: 'tooManyCards', max: 1, given: 2 } })
    const half = act(state, { type: 'discardToLimit', instanceIds: [sc.id('d0')] })
    expect(pendingDecision(half)).toEqual({ kind: 'discardToLimit', seat: 0, count: 1 })
    expect(legalActions(half, cat)).toHaveLength(11)
    const s = act(half, { type: 'discardToLimit', instanceIds: [sc.id('d5')] })
    expect(pendingDecision(s)).toBeNull()
    expect(s.masters[0].hand).toHaveLength(10)
    expect(s.masters[0].discard).toEqual([sc.id('h'), sc.id('d0'), sc.id('d5')])
    expect(s.phase).toEqual({ name: 'main', step: 'masterActions' })
  })

  it('RUL-12 when Saco sin fondo stops being active, the hand is cut to 10 at once', () => {
    const sc = scenario(cat, {
      phase: { name: 'main', step: 'dalmaActions' },
      masters: [{ hand: cards(12), deck: ['daga'], playZone: [{ card: 'guerrera', as: 'g', equipment: [{ card: 'saco', as: 'saco' }, 'orbe'] }, { card: 'runa', as: 'runa' }] }],
    })
    expect(legalActions(sc.state, cat)).toContainEqual({ type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('runa'), replaceIds: [sc.id('saco')] })
    const s = act(sc.state, { type: 'equip', dalmaId: sc.id('g'), instanceId: sc.id('runa'), replaceIds: [sc.id('saco')] })
    expect(s.masters[0].discard).toEqual([sc.id('saco')])
    expect(pendingDecision(s)).toEqual({ kind: 'discardToLimit', seat: 0, count: 2 })
  })

  it('R21.2 RUL-21 discarding the last Dalma of the deck loses the game', () => {
    const sc = scenario(cat, { masters: [{ deck: cards(2), hand: [{ card: 'hallazgo', as: 'h' }, { card: 'guerrera', as: 'g' }, ...cards(8)] }] })
    let s = act(sc.state, { type: 'useTreasure', instanceId: sc.id('h') })
    s = act(s, { type: 'discardToLimit', instanceIds: [sc.id('g')] })
    expect(s.result).toEqual({ kind: 'defeat', loser: 0, reason: 'allDalmasLost', turn: 2 })
  })

  it('R18.1 RUL-13 with no legal Master action before the fifth, the goldfish game stops at exhaustion', () => {
    const sc = scenario(cat, { masters: [{ gold: 1, deck: [], hand: ['cota'], playZone: [{ card: 'guerrera' }, { card: 'cota', faceUp: false }], enemies: ['bandido'], masterActions: 1 }] })
    const { state, events } = actE(sc.state, { type: 'place', instanceId: sc.state.masters[0].hand[0] as number })
    expect(events).toContainEqual({ type: 'exhaustion', seat: 0, turn: 2, masterActions: 2, rule: 'R18.1' })
    expect(state.result).toEqual({ kind: 'exhaustion', seat: 0, turn: 2, masterActions: 2, activeDalmas: 1 })
    expect(legalActions(state, cat)).toEqual([])
  })

  it('R18.1 exhaustion is checked as soon as the Fase Principal owes an action', () => {
    const sc = scenario(cat, { phase: { name: 'endOfTurn' }, masters: [{ gold: 0, deck: [], hand: [] }] })
    const s = act(sc.state, { type: 'pass' })
    expect(s.result).toMatchObject({ kind: 'exhaustion', seat: 0, turn: 3, masterActions: 0 })
  })

  it('R18.3 in a duel, exhaustion without an active Dalma loses', () => {
    const sc = scenario(cat, { mode: 'duel', masters: [{ deck: [], hand: ['daga'], masterActions: 0 }, { deck: ['daga'] }] })
    const s = act(sc.state, { type: 'place', instanceId: sc.state.masters[0].hand[0] as number })
    expect(s.result).toEqual({ kind: 'defeat', loser: 0, reason: 'exhaustedWithoutDalma', turn: 2 })
  })

  it('actions on cards that are not yours or do not exist are typed errors', () => {
    const sc = scenario(cat, { mode: 'duel', masters: [{ deck: ['daga'], hand: ['daga'] }, { hand: [{ card: 'daga', as: 'theirs' }] }] })
    expect(apply(sc.state, { type: 'place', instanceId: sc.id('theirs') }, cat)).toEqual({ ok: false, error: { code: 'notOwn', instanceId: sc.id('theirs') } })
    expect(apply(sc.state, { type: 'place', instanceId: 77 }, cat)).toEqual({ ok: false, error: { code: 'unknownInstance', instanceId: 77 } })
    expect(apply(sc.state, { type: 'keepEmblem', instanceId: 0 }, cat)).toEqual({ ok: false, error: { code: 'noSuchChoice', action: 'keepEmblem' } })
  })
})
