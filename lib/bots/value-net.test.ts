// Issue 29, session 19: the learned leaf value reads both Masters alike, and a decided game by its result.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import type { Dalma, Relic } from '../catalogue/schema'
import { scenario } from '../scenarios/scenario'
import { evaluateWithNet, SIDE_SLOTS, VALUE_INPUTS, valueInputs } from './value-net'
import { VALUE_NET } from './value-net-weights'

const catalogue = loadCatalogue()
const dalmas = catalogue.cards.filter((c): c is Dalma => c.type === 'dalma')
const relic = catalogue.cards.find((c): c is Relic => c.type === 'relic') as Relic
const enemies = relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id))
const first = (dalmas[0] as Dalma).id, second = (dalmas[1] as Dalma).id

function board(own: string[], rival: string[], gold: [number, number]) {
  return scenario(catalogue, {
    mode: 'duel',
    masters: [
      { playZone: own.map((card) => ({ card })), relic: relic.id, enemies: enemies.map((card) => ({ card })), gold: gold[0], turn: 3 },
      { playZone: rival.map((card) => ({ card })), relic: relic.id, enemies: enemies.map((card) => ({ card })), gold: gold[1], turn: 3 },
    ],
    active: 0, firstSeat: 0, phase: { name: 'endOfTurn' },
  }).state
}

describe('value net', () => {
  it('issue 29: the fitted net takes every input valueInputs gives, nothing named by card', () => {
    expect(VALUE_NET.inputs).toBe(VALUE_INPUTS)
    expect(VALUE_NET.w1).toHaveLength(VALUE_NET.hidden * VALUE_INPUTS)
    expect(SIDE_SLOTS.some((s) => dalmas.some((d) => s.includes(d.id)))).toBe(false)
  })

  it('R4.1: a Master\'s slots are the other\'s seen from across the table', () => {
    const s = board([first, second], [first], [12, 3])
    const a = valueInputs(s, catalogue, 0), b = valueInputs(s, catalogue, 1)
    const n = SIDE_SLOTS.length
    // Who holds what swaps sides; actions spent count only in the turn of the Master who spends them.
    expect(a.slice(0, n)).toEqual(b.slice(n, 2 * n))
    expect(a.slice(n, 2 * n)).toEqual(b.slice(0, n))
    expect(a[SIDE_SLOTS.indexOf('dalmas')]).toBe(2)
    expect(b[SIDE_SLOTS.indexOf('dalmas')]).toBe(1)
  })

  it('R21.1, RUL-45: a decided game is worth 1 to its winner, 0 to its loser, a draw one half; an open one lies between', () => {
    const s = board([first], [first], [10, 10])
    expect(evaluateWithNet(VALUE_NET, { ...s, result: { kind: 'defeat', loser: 1, reason: 'capture', turn: 3 } }, catalogue, 0)).toBe(1)
    expect(evaluateWithNet(VALUE_NET, { ...s, result: { kind: 'defeat', loser: 1, reason: 'capture', turn: 3 } }, catalogue, 1)).toBe(0)
    expect(evaluateWithNet(VALUE_NET, { ...s, result: { kind: 'draw', turns: 3, reason: 'turnLimit' } }, catalogue, 0)).toBe(0.5)
    const open = evaluateWithNet(VALUE_NET, s, catalogue, 0)
    expect(open).toBeGreaterThan(0)
    expect(open).toBeLessThan(1)
  })

  it('R4.1: a second Dalma on an otherwise equal board is worth more to its Master than to the rival', () => {
    const more = board([first, second], [first], [10, 10])
    expect(evaluateWithNet(VALUE_NET, more, catalogue, 0)).toBeGreaterThan(evaluateWithNet(VALUE_NET, more, catalogue, 1))
  })
})
