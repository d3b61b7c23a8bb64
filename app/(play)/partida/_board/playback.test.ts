// Turns you can follow (issue 27): the beats a step is played back as, made from the engine's events on the
// board as it stood before the step: who acts and whom it aims at, the dice and Vida lost on the card hit,
// deaths, banners, cards entering the Zona de Combate and pairing off; the board after the step last.
import { describe, expect, it } from 'vitest'
import { apply, legalActions, type Action, type GameEvent, type GameState } from '@/lib/engine'
import { duel, duelCatalogue } from '@/lib/engine-testing/duel'
import { viewFor } from '@/lib/engine/view'
import { diceWords, showing, stepBeats, type PlayStep } from './playback'
import { sceneAfter } from './scene'

const cat = duelCatalogue()
const names: [string, string] = ['Tú (Master 1)', 'Bot (Master 2)']

/** Plays `action`, then whatever the seats are asked until nothing is pending, declining where they may: one list of steps. */
function playSteps(state: GameState, first: Action): { before: GameState; after: GameState; events: GameEvent[] }[] {
  const out: { before: GameState; after: GameState; events: GameEvent[] }[] = []
  let s = state
  let action: Action | undefined = first
  for (let i = 0; i < 20 && action !== undefined; i++) {
    const r = apply(s, action, cat)
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    out.push({ before: s, after: r.state, events: r.events })
    s = r.state
    if (s.stack.length === 0) break
    const legal = legalActions(s, cat)
    action = legal.find((a) => a.type === 'decline') ?? legal[0]
  }
  return out
}

function playStep(key: number, seat: 0 | 1, own: boolean, before: GameState, events: GameEvent[], viewer: 0 | 1 = 0): PlayStep {
  return { key, seat, own, before: () => viewFor(before, viewer, cat), events }
}

describe('an exploration played back', () => {
  const start = duel(cat, { enemies: [{ card: 'bandido', as: 'b', faceUp: true }] }, { playZone: [{ card: 'guerrera', as: 'g' }] },
    { phase: { name: 'main', step: 'dalmaActions' }, active: 1, dice: [6, 5, 1, 1, 6, 6, 6, 6, 6, 6] })
  const steps = playSteps(start.state, { type: 'explore', dalmaId: start.id('g'), targetId: start.id('b') })
  const fought = steps.find((s) => s.events.some((e) => e.type === 'attackRolled'))
  if (fought === undefined) throw new Error('no attack in the exploration')
  const beats = stepBeats(playStep(1, 1, false, fought.before, fought.events), viewFor(fought.after, 0, cat), cat, names)

  it('R19.9 each attack lights the attacker and its target and puts the dice and the Vida lost on the card hit', () => {
    const attack = fought.events.find((e): e is Extract<GameEvent, { type: 'attackRolled' }> => e.type === 'attackRolled')
    if (attack === undefined) throw new Error('no attack')
    const beat = beats.find((b) => b.caption.includes(' ataca a '))
    expect(beat?.actors).toEqual([attack.attackerId])
    expect(beat?.targets).toEqual([attack.targetId])
    const marks = beat?.marks.get(attack.targetId) ?? []
    expect(marks).toContainEqual({ kind: 'dice', text: diceWords(attack.rolls) })
    if (attack.damage > 0) {
      expect(marks).toContainEqual({ kind: 'damage', amount: attack.damage })
      // The card shows its Vida lowered in the picture, as the engine's next state will.
      expect(beat?.view.state.cards[attack.targetId]?.damage).toBe((fought.before.cards[attack.targetId]?.damage ?? 0) + attack.damage)
    }
  })

  it('R19.1 the last beat is the board after the step, and nothing of a card that died stays marked on it', () => {
    const last = beats[beats.length - 1]
    expect(last?.view.state.masters).toEqual(viewFor(fought.after, 0, cat).state.masters)
    const died = fought.events.filter((e) => e.type === 'died').map((e) => (e as Extract<GameEvent, { type: 'died' }>).characterId)
    for (const id of died) {
      expect(beats.some((b) => b.marks.get(id)?.some((m) => m.kind === 'died'))).toBe(true)
      expect(last?.marks.has(id)).toBe(false)
    }
  })
})

describe('what shows and what does not', () => {
  it('R7.1 a new turn is a banner naming whose it is; bookkeeping shows nothing', () => {
    const turn = showing({ type: 'turnStarted', seat: 1, turn: 3, skipsRestAndIncome: false, rule: 'R7.1' }, false, 0, names, () => null)
    expect(turn?.banner).toBe('Turno 3 de Bot (Master 2)')
    expect(showing({ type: 'actionMarkerPlaced', instanceId: 4, rule: 'R9.1' }, false, 0, names, () => null)).toBeNull()
    expect(showing({ type: 'moneyPaid', seat: 1, silver: 10, rule: 'R8.4' }, false, 0, names, () => null)).toBeNull()
  })

  it('R21.1 a captured relic is a banner and lights the relic taken', () => {
    const shown = showing({ type: 'relicCaptured', seat: 1, rule: 'R21.1' }, false, 0, names, (seat) => (seat === 0 ? 77 : 88))
    expect(shown?.banner).toBe('Bot (Master 2) captura tu reliquia')
    expect(shown?.targets).toEqual([77])
  })

  it('R8.3 the viewer\'s own plain action is not played again; the rival\'s is, lit', () => {
    const placed = (seat: 0 | 1): GameEvent => ({ type: 'cardPlaced', seat, instanceId: 5, cardId: 'daga', rule: 'R8.3' })
    expect(showing(placed(0), true, 0, names, () => null)).toBeNull()
    expect(showing(placed(1), false, 0, names, () => null)?.actors).toEqual([5])
    const sc = duel(cat, { hand: ['daga'] }, {}, { phase: { name: 'main', step: 'masterActions' } })
    const r = apply(sc.state, { type: 'place', instanceId: sc.state.masters[0].hand[0] as number }, cat)
    if (!r.ok) throw new Error('place')
    expect(stepBeats(playStep(1, 0, true, sc.state, r.events), viewFor(r.state, 0, cat), cat, names)).toEqual([])
  })

  it('RUL-1 dice read as the rules read them: a Pifia, a Tirada 666, a sum of two dice', () => {
    expect(diceWords([1, 1])).toBe('Pifia')
    expect(diceWords([6, 6, 6])).toBe('Tirada 666')
    expect(diceWords([4])).toBe('4')
  })
})

describe('the picture within a step', () => {
  it('R17.1 R19.14 an offensive fills the Zona de Combate: the attackers, then each pair', () => {
    const sc = duel(cat, { playZone: [{ card: 'guerrera', as: 'g' }] }, { playZone: [{ card: 'ladron', as: 'l' }] })
    let s = sceneAfter(sc.state, { type: 'offensiveDeclared', seat: 0, attackers: [sc.id('g')], forced: false, rule: 'R17.1' })
    expect(s.combat).toMatchObject({ kind: 'offensive', attackerSeat: 0, attackers: [sc.id('g')], defenders: [], engagements: [] })
    s = sceneAfter(s, { type: 'defenderAdded', seat: 1, dalmaId: sc.id('l'), rule: 'R17.5' })
    s = sceneAfter(s, { type: 'paired', attackerId: sc.id('g'), defenderId: sc.id('l'), rule: 'R19.14' })
    expect(s.combat?.engagements).toEqual([{ a: [sc.id('g')], d: [sc.id('l')] }])
    // The state it started from is untouched.
    expect(sc.state.combat).toBeNull()
  })

  it('R8.4 a card revealed turns face up with its name; a card placed leaves the hand for the Zona de Juego', () => {
    const sc = duel(cat, {}, { hand: ['daga'], playZone: [{ card: 'guerrera', as: 'g', faceUp: false }] })
    const hidden = sc.state.masters[1].hand[0] as number
    let s = sceneAfter(sc.state, { type: 'cardRevealed', seat: 1, instanceId: sc.id('g'), cardId: 'guerrera', costSilver: 0, rule: 'R8.4' })
    expect(s.cards[sc.id('g')]).toMatchObject({ faceUp: true, cardId: 'guerrera' })
    s = sceneAfter(s, { type: 'cardPlaced', seat: 1, instanceId: hidden, cardId: 'daga', rule: 'R8.3' })
    expect(s.masters[1].hand).not.toContain(hidden)
    expect(s.masters[1].playZone).toContain(hidden)
  })
})
