import { describe, expect, it } from 'vitest'
import { cardSchema, type Card } from '../catalogue/schema'
import { apply } from '../engine/apply'
import { legalActions } from '../engine/legal'
import { gameSeed } from '../engine/rng'
import { scenario } from '../scenarios/scenario'
import { createGame } from '../engine/setup'
import type { GameState } from '../engine/state'
import { fixtureCatalogue as cat, fixtureDeck } from '../engine-testing/fixtures'
import { chooseAction, keepInOpeningHand } from './goldfish'

const card = (id: string): Card => cat.byId.get(id) as Card

function play(seed: number, maxTurns = 5): { state: GameState; actions: number } {
  const r = createGame({ seed, mode: 'goldfish', masters: [{ deck: fixtureDeck() }], maxTurns }, cat)
  if (!r.ok) throw new Error(r.error.code)
  let state = r.value, actions = 0
  while (state.result === null) {
    const action = chooseAction(state, cat)
    const legal = legalActions(state, cat).map((a) => JSON.stringify(a))
    if (!legal.includes(JSON.stringify(action))) throw new Error(`bot chose an action legalActions does not list: ${JSON.stringify(action)}`)
    const next = apply(state, action, cat)
    if (!next.ok) throw new Error(next.error.code)
    state = next.state
    actions++
  }
  return { state, actions }
}

describe('goldfish policy', () => {
  it('keeps Dalmas, treasures, and equipment or potions of at most 1 gold; bottoms the rest', () => {
    expect(['guerrera', 'cofre', 'daga', 'espada', 'escudo', 'tunica', 'orbe', 'collar', 'unguento', 'elixir'].filter((id) => !keepInOpeningHand(card(id)))).toEqual([])
    expect(['mandoble', 'cota', 'saco', 'anillo', 'thal', 'veneno', 'trampa', 'golpe', 'dardo', 'gremio'].filter((id) => keepInOpeningHand(card(id)))).toEqual([])
    const cheapPoison = cardSchema.parse({ id: 'x', name: 'X', source: 'inventada', type: 'poison', cost: { gold: 0, silver: 5 } })
    expect(keepInOpeningHand(cheapPoison)).toBe(false)
  })

  it('R6.7 RUL-3 its replacement bottoms the cards it does not keep, in hand order, or keeps all', () => {
    for (let g = 0; g < 20; g++) {
      const r = createGame({ seed: gameSeed(5, g), mode: 'goldfish', masters: [{ deck: fixtureDeck() }] }, cat)
      if (!r.ok) throw new Error(r.error.code)
      const s = r.value
      const action = chooseAction(s, cat)
      const expected = s.masters[0].hand.filter((id) => !keepInOpeningHand(card(s.cards[id]?.cardId ?? '')))
      expect(action).toEqual({ type: 'initialReplacement', instanceIds: expected })
    }
  })

  it('plays only legal actions, deterministically, and finishes five-turn games', () => {
    for (let g = 0; g < 30; g++) {
      const a = play(gameSeed(1, g)), b = play(gameSeed(1, g))
      expect(a.state).toEqual(b.state)
      expect(a.state.result?.kind === 'turnLimit' || a.state.result?.kind === 'exhaustion').toBe(true)
    }
  })

  it('plays whole games to exhaustion (R18.1) without ever choosing an illegal action', () => {
    for (let g = 0; g < 10; g++) {
      const { state } = play(gameSeed(2, g), 1000)
      expect(state.result?.kind === 'exhaustion' || state.result?.kind === 'defeat').toBe(true)
    }
  })

  it('reveals a face-down Dalma first, keeps 5 gold for a waiting Dalma, and never reveals an enemy while anything else is legal', () => {
    const sc = scenario(cat, { masters: [{ gold: 5, deck: ['daga'], hand: ['cofre'], playZone: [{ card: 'maga', as: 'm', faceUp: false }, { card: 'espada', as: 'e', faceUp: false }], enemies: ['bandido'] }] })
    expect(chooseAction(sc.state, cat)).toEqual({ type: 'useTreasure', instanceId: sc.state.masters[0].hand[0] })
    const noTreasure = scenario(cat, { masters: [{ gold: 5, deck: ['daga'], playZone: [{ card: 'maga', as: 'm', faceUp: false }, { card: 'espada', faceUp: false }], enemies: ['bandido'] }] })
    expect(chooseAction(noTreasure.state, cat)).toEqual({ type: 'reveal', instanceId: noTreasure.id('m') })
    const saving = scenario(cat, { masters: [{ gold: 4, silver: 5, deck: ['daga'], playZone: [{ card: 'guerrera' }, { card: 'maga', faceUp: false }, { card: 'espada', as: 'e', faceUp: false }], enemies: ['bandido'] }] })
    expect(chooseAction(saving.state, cat)).toEqual({ type: 'draw' })
    const onlyEnemy = scenario(cat, { masters: [{ gold: 3, deck: [], playZone: [{ card: 'guerrera' }], enemies: [{ card: 'bandido', as: 'b' }] }] })
    expect(chooseAction(onlyEnemy.state, cat)).toEqual({ type: 'revealEnemy', instanceId: onlyEnemy.id('b') })
  })

  it('Dalmas learn the cheapest spell of their profession first, else equip the biggest bonus', () => {
    const sc = scenario(cat, { phase: { name: 'main', step: 'dalmaActions' }, masters: [{ gold: 9, deck: ['daga'], playZone: [
      { card: 'guerrera', as: 'g' }, { card: 'carga', as: 'carga' }, { card: 'guardia', as: 'guardia' }, { card: 'daga' }, { card: 'mandoble', as: 'mandoble' },
    ] }] })
    expect(chooseAction(sc.state, cat)).toEqual({ type: 'learn', dalmaId: sc.id('g'), instanceId: sc.id('guardia') })
    const equip = scenario(cat, { phase: { name: 'main', step: 'dalmaActions' }, masters: [{ gold: 0, deck: ['daga'], playZone: [{ card: 'guerrera', as: 'g' }, { card: 'daga' }, { card: 'mandoble', as: 'mandoble' }] }] })
    expect(chooseAction(equip.state, cat)).toEqual({ type: 'equip', dalmaId: equip.id('g'), instanceId: equip.id('mandoble'), replaceIds: [] })
  })
})
