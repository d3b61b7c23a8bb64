// The calculator's exact law against fights the engine itself plays: explorations (one round, R16.1,
// R19.3) between a Dalma and an enemy, dealt by the state's own RNG, must land within 4 standard
// errors of the enumerated odds.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { apply } from '../engine/apply'
import type { GameEvent } from '../engine/events'
import { scenario } from '../scenarios/scenario'
import { buildCombatant } from './combatant'
import { fightOdds } from './odds'

const catalogue = loadCatalogue()

function explorations(dalma: string, enemy: string, runs: number): { explorerDied: number; enemyDied: number; bothStand: number } {
  let explorerDied = 0, enemyDied = 0, bothStand = 0
  for (let seed = 1; seed <= runs; seed++) {
    const sc = scenario(catalogue, {
      mode: 'duel', seed, phase: { name: 'main', step: 'dalmaActions' },
      masters: [
        { playZone: [{ card: dalma, as: 'd' }], deck: ['korbam-el-hacedor'] },
        { enemies: [{ card: enemy, as: 'e', faceUp: true }], playZone: [{ card: 'sirel-de-yabel' }] },
      ],
    })
    const r = apply(sc.state, { type: 'explore', dalmaId: sc.id('d'), targetId: sc.id('e') }, catalogue)
    if (!r.ok) throw new Error(r.error.code)
    const died = new Set(r.events.filter((e): e is Extract<GameEvent, { type: 'died' }> => e.type === 'died').map((e) => e.characterId))
    const a = died.has(sc.id('d')), b = died.has(sc.id('e'))
    if (a && !b) explorerDied++
    else if (b && !a) enemyDied++
    else if (!a && !b) bothStand++
  }
  return { explorerDied, enemyDied, bothStand }
}

function within4se(observed: number, runs: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / runs)
  expect(Math.abs(observed / runs - p)).toBeLessThanOrEqual(4 * se + 1e-9)
}

describe('exact fight odds against the engine (R19.9, R19.10, RUL-1, RUL-35)', () => {
  for (const [dalma, enemy] of [['korbam-el-hacedor', 'tulkar-lider-de-la-montana'], ['iseldra-de-ishar', 'tigre']] as const) {
    it(`R16.1 R19.3 R19.5 one-round exploration ${dalma} vs ${enemy} matches the enumeration`, () => {
      const a = catalogue.byId.get(dalma), d = catalogue.byId.get(enemy)
      if (a?.type !== 'dalma' || d?.type !== 'enemy') throw new Error('cards')
      const A = buildCombatant({ card: a }, catalogue), D = buildCombatant({ card: d }, catalogue)
      if (!A.ok || !D.ok) throw new Error('combatants')
      const exact = fightOdds(A.value.combatant, D.value.combatant, 'round')
      const runs = 3000
      const seen = explorations(dalma, enemy, runs)
      within4se(seen.enemyDied, runs, exact.pAttackerWins)
      within4se(seen.explorerDied, runs, exact.pDefenderWins)
      within4se(seen.bothStand, runs, exact.pBothStand)
    })
  }
})
