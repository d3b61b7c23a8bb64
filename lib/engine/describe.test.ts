import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { describeEvent, describeResult, money } from './describe'
import type { GameEvent } from './events'
import { legalActions } from './legal'
import { createRng, gameSeed, nextInt } from './rng'
import { createGame } from './setup'
import { fixtureCatalogue as cat, fixtureDeck } from '../engine-testing/fixtures'

/** Events of many random legal games, goldfish and duel. */
function sampleEvents(): GameEvent[] {
  const events: GameEvent[] = []
  const pick = createRng(8)
  for (let g = 0; g < 60; g++) {
    const duel = g % 3 === 0
    const r = createGame(duel
      ? { seed: gameSeed(3, g), mode: 'duel', masters: [{ deck: fixtureDeck() }, { deck: fixtureDeck({ startingDalmaId: 'guerrera' }) }] }
      : { seed: gameSeed(3, g), mode: 'goldfish', masters: [{ deck: fixtureDeck() }], maxTurns: g % 2 === 0 ? 4 : undefined }, cat)
    if (!r.ok) throw new Error(r.error.code)
    events.push(...r.events)
    let s = r.value
    for (let i = 0; i < 600 && s.result === null; i++) {
      const legal = legalActions(s, cat)
      const next = apply(s, legal[nextInt(pick, legal.length)] ?? { type: 'pass' }, cat)
      if (!next.ok) throw new Error(next.error.code)
      events.push(...next.events)
      s = next.state
    }
  }
  return events
}

describe('describeEvent', () => {
  it('gives every event a Spanish sentence and its rule, with no holes', () => {
    const events = sampleEvents()
    const types = new Set(events.map((e) => e.type))
    for (const t of ['cardDrawn', 'cardRevealed', 'learned', 'equipped', 'potionDrunk', 'moneyGained', 'turnStarted', 'exhaustion', 'gameEnded', 'firstMasterChosen', 'cardsReplaced']) {
      expect(types).toContain(t)
    }
    const named = (id: number) => `Carta ${id}`
    for (const e of events) {
      for (const d of [describeEvent(e, cat), describeEvent(e, cat, named)]) {
        expect(d.text).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿0-9].*[.!]$/u)
        expect(d.text).not.toMatch(/undefined|NaN|null|\[object/)
        if ('rule' in e && e.rule) expect(d.rule).toBe(e.rule)
      }
    }
  })

  it('names cards and money as the rulebook does (RUL-8: gold and silver)', () => {
    expect(money(45)).toBe('4 oros y 5 platas')
    expect(money(10)).toBe('1 oro')
    expect(money(3)).toBe('3 platas')
    expect(describeEvent({ type: 'learned', seat: 0, dalmaId: 1, dalmaCardId: 'maga', instanceId: 2, cardId: 'dardo', costSilver: 10, halved: true, rule: 'R11.7' }, cat))
      .toEqual({ text: 'Maga aprende Dardo por 1 oro (a mitad de precio).', rule: 'R11.7' })
    expect(describeResult({ kind: 'exhaustion', seat: 0, turn: 7, masterActions: 3, activeDalmas: 2 })).toContain('turno 7')
  })
})

describe('attack lines', () => {
  const attack = (rolls: number[], strength: number, resistance: number, damage: number, outcome: 'damage' | 'kill' | 'fumble' = 'damage'): GameEvent =>
    ({ type: 'attackRolled', attackerId: 1, targetId: 2, mode: 'melee', rolls, strength, bonus: 0, resistance, outcome, damage, rule: 'R19.9' })
  const names = (id: number) => (id === 1 ? 'Korbam' : id === 2 ? 'Hombre de las Montañas' : null)

  it('RUL-1 reads a re-rolled first 1 as 1, whatever the second die, and writes the sum unclipped', () => {
    expect(describeEvent(attack([1, 3], 4, 8, 0), cat, names).text)
      .toBe('Korbam ataca a Hombre de las Montañas: dado 1, 3 (vale 1) + Fuerza 4 − Resistencia 8 = −3: sin daño.')
  })

  it('RUL-1 reads 6 then not 6 as 6, and 6, 6, X as 6 + X', () => {
    expect(describeEvent(attack([6, 2], 3, 2, 7), cat, names).text).toContain('dado 6, 2 (vale 6) + Fuerza 3 − Resistencia 2 = 7 de daño')
    expect(describeEvent(attack([6, 6, 5], 3, 2, 12), cat, names).text).toContain('dado 6, 6, 5 (vale 11) + Fuerza 3 − Resistencia 2 = 12 de daño')
  })

  it('RUL-1, RUL-23: the Pifia and the Tirada 666 are named, a single die needs no reading', () => {
    expect(describeEvent(attack([1, 1], 3, 2, 0, 'fumble'), cat, names).text).toBe('Korbam ataca a Hombre de las Montañas: Pifia (1, 1): el ataque falla.')
    expect(describeEvent(attack([6, 6, 6], 3, 2, 0, 'kill'), cat, names).text).toContain('Tirada 666 (6, 6, 6): muere en el acto')
    expect(describeEvent(attack([4], 3, 2, 5), cat, names).text).toContain(': dado 4 + Fuerza 3 − Resistencia 2 = 5 de daño.')
  })

  it('R19.9: without names the line still reads, naming no card', () => {
    expect(describeEvent(attack([3], 1, 5, 0), cat).text).toBe('Ataque: dado 3 + Fuerza 1 − Resistencia 5 = −1: sin daño.')
  })

  it('R22.5, R17.5, R19.14: the characters an effect or a combat step touches are named', () => {
    expect(describeEvent({ type: 'confused', dalmaId: 2, rule: 'R22.5' }, cat, names).text).toBe('Hombre de las Montañas queda confundido: recibe un marcador de acción.')
    expect(describeEvent({ type: 'defenderAdded', seat: 1, dalmaId: 1, rule: 'R17.5' }, cat, names).text).toBe('Korbam se une a la defensa del Master 2.')
    expect(describeEvent({ type: 'paired', attackerId: 1, defenderId: 2, rule: 'R19.14' }, cat, names).text).toBe('Emparejamiento: Korbam contra Hombre de las Montañas.')
    expect(describeEvent({ type: 'offensiveDeclared', seat: 0, attackers: [1, 2], forced: false, rule: 'R17.1' }, cat, names).text)
      .toBe('Master 1 va a por la reliquia con Korbam y Hombre de las Montañas.')
  })
})
