// The heuristic bot's offensive timing (R17.1) and combat targeting (R19.9) on declared boards.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import type { Dalma, Enemy, Relic } from '../catalogue/schema'
import { legalActions } from '../engine/legal'
import { createRng } from '../engine/rng'
import { scenario } from '../scenarios/scenario'
import { chooseHeuristic } from './heuristic'
import { offensiveChance } from './heuristic-main'
import { knowledgeOfState } from './knowledge'

const catalogue = loadCatalogue()
const dalmas = catalogue.cards.filter((c): c is Dalma => c.type === 'dalma')
const byPower = [...dalmas].sort((a, b) => (a.strength + a.resistance + a.life) - (b.strength + b.resistance + b.life))
const weakest = byPower[0] as Dalma
const strongest = byPower.slice(-3)
const relic = catalogue.cards.find((c): c is Relic => c.type === 'relic') as Relic
const enemies = relic.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.id))
const strongestEnemy = [...enemies].sort((a, b) => {
  const ea = catalogue.byId.get(a) as Enemy, eb = catalogue.byId.get(b) as Enemy
  return (eb.strength + eb.life) - (ea.strength + ea.life)
})[0] as string

function board(attackers: string[], defenceEnemies: { card: string; defeated: boolean; faceUp: boolean }[]) {
  return scenario(catalogue, {
    mode: 'duel',
    masters: [
      { playZone: attackers.map((card) => ({ card })), relic: relic.id, enemies: enemies.map((card) => ({ card, defeated: true, faceUp: true })), turn: 3 },
      { playZone: [], relic: relic.id, enemies: defenceEnemies, turn: 3 },
    ],
    active: 0,
    firstSeat: 0,
    phase: { name: 'endOfTurn' },
  })
}

describe('heuristic bot', () => {
  it('R17.1: three strong Dalmas against a relic guarded by one hurt-free weak enemy go for the relic', () => {
    const weakEnemy = [...enemies].sort((a, b) => (catalogue.byId.get(a) as Enemy).life - (catalogue.byId.get(b) as Enemy).life)[0] as string
    const s = board(strongest.map((d) => d.id), [{ card: weakEnemy, defeated: false, faceUp: true }]).state
    expect(offensiveChance(knowledgeOfState(s, 0, catalogue), false)).toBeGreaterThan(0.9)
    const legal = legalActions(s, catalogue)
    expect(legal.some((a) => a.type === 'declareOffensive')).toBe(true)
    expect(chooseHeuristic(s, 0, legal, createRng(1), catalogue).type).toBe('declareOffensive')
  })

  it('R17.1: the weakest Dalma alone against six of the strongest enemy passes', () => {
    const s = board([weakest.id], enemies.map(() => ({ card: strongestEnemy, defeated: false, faceUp: true }))).state
    expect(offensiveChance(knowledgeOfState(s, 0, catalogue), false)).toBeLessThan(0.1)
    const legal = legalActions(s, catalogue)
    expect(chooseHeuristic(s, 0, legal, createRng(1), catalogue).type).toBe('pass')
  })
})
