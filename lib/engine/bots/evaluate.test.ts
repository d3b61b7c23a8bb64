// The search bot's leaf evaluation (fitted on self-play outcomes): decided games, material and money.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue/load'
import type { Dalma, Relic } from '../../catalogue/schema'
import { scenario } from '../scenario'
import { evaluate, MONEY_CAP_SILVER, moneyValue } from './evaluate'

const catalogue = loadCatalogue()
const dalma = catalogue.cards.find((c): c is Dalma => c.type === 'dalma') as Dalma
const relic = catalogue.cards.find((c): c is Relic => c.type === 'relic') as Relic
const enemies = relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id))

function board(gold: number) {
  return scenario(catalogue, {
    mode: 'duel',
    masters: [
      { playZone: [{ card: dalma.id }], relic: relic.id, enemies: enemies.map((card) => ({ card })), gold, turn: 3 },
      { playZone: [{ card: dalma.id }], relic: relic.id, enemies: enemies.map((card) => ({ card })), gold: 10, turn: 3 },
    ],
    active: 0,
    firstSeat: 0,
    phase: { name: 'endOfTurn' },
  }).state
}

describe('search bot evaluation', () => {
  it('money counts in full up to the cap and a tenth past it', () => {
    expect(moneyValue(0)).toBe(0)
    expect(moneyValue(MONEY_CAP_SILVER)).toBeCloseTo(MONEY_CAP_SILVER / 30, 10)
    const below = moneyValue(MONEY_CAP_SILVER) - moneyValue(MONEY_CAP_SILVER - 60)
    const above = moneyValue(MONEY_CAP_SILVER + 300) - moneyValue(MONEY_CAP_SILVER + 240)
    expect(above).toBeCloseTo(below / 10, 10)
  })

  it('R8.4: more gold raises the evaluation, the first gold (what reveals a Dalma) more than gold past the cap', () => {
    const poor = evaluate(board(0), catalogue, 0)
    const enough = evaluate(board(5), catalogue, 0)
    const rich = evaluate(board(60), catalogue, 0)
    const richer = evaluate(board(65), catalogue, 0)
    expect(enough).toBeGreaterThan(poor)
    expect(richer).toBeGreaterThan(rich)
    expect(richer - rich).toBeLessThan((enough - poor) / 5)
  })

  it('R21.1, RUL-45: a decided game is worth 1 to its winner, 0 to its loser, and a draw one half', () => {
    const s = board(10)
    expect(evaluate({ ...s, result: { kind: 'defeat', loser: 1, reason: 'capture', turn: 3 } }, catalogue, 0)).toBe(1)
    expect(evaluate({ ...s, result: { kind: 'defeat', loser: 1, reason: 'capture', turn: 3 } }, catalogue, 1)).toBe(0)
    expect(evaluate({ ...s, result: { kind: 'draw', turns: 3, reason: 'turnLimit' } }, catalogue, 0)).toBe(0.5)
  })

  it('R4.1: a second active Dalma on an otherwise equal board raises its Master\'s evaluation and lowers the rival\'s', () => {
    const more = scenario(catalogue, {
      mode: 'duel',
      masters: [
        { playZone: [{ card: dalma.id }, { card: dalma.id }], relic: relic.id, enemies: enemies.map((card) => ({ card })), gold: 10, turn: 3 },
        { playZone: [{ card: dalma.id }], relic: relic.id, enemies: enemies.map((card) => ({ card })), gold: 10, turn: 3 },
      ],
      active: 0, firstSeat: 0, phase: { name: 'endOfTurn' },
    }).state
    expect(evaluate(more, catalogue, 0)).toBeGreaterThan(evaluate(board(10), catalogue, 0))
    expect(evaluate(more, catalogue, 1)).toBeLessThan(evaluate(board(10), catalogue, 1))
  })
})
