import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { describeEvent, describeResult, money } from './describe'
import type { GameEvent } from './events'
import { legalActions } from './legal'
import { createRng, gameSeed, nextInt } from './rng'
import { createGame } from './setup'
import { fixtureCatalogue as cat, fixtureDeck } from './testing/fixtures'

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
    for (const e of events) {
      const d = describeEvent(e, cat)
      expect(d.text).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿0-9].*[.!]$/u)
      expect(d.text).not.toMatch(/undefined|NaN|null|\[object/)
      if ('rule' in e && e.rule) expect(d.rule).toBe(e.rule)
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
