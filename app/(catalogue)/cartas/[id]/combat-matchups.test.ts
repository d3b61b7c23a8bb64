import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { attackOdds, fightOdds } from '@/lib/sim/odds'
import { buildCombatant } from '@/lib/sim/combatant'
import { matchupsFor } from './combat-matchups'

const catalogue = loadCatalogue()

describe('card page matchups', () => {
  it('R19.9 R19.5 a Dalma page lists every enemy, an enemy page every Dalma, other cards nothing', () => {
    const enemies = catalogue.cards.filter((c) => c.type === 'enemy').map((c) => c.id)
    const dalmas = catalogue.cards.filter((c) => c.type === 'dalma').map((c) => c.id)
    expect(matchupsFor('dorn-de-aradin', catalogue).map((r) => r.rivalId)).toEqual(enemies)
    expect(matchupsFor('bolg-de-las-montanas', catalogue).map((r) => r.rivalId)).toEqual(dalmas)
    expect(matchupsFor('daga', catalogue)).toEqual([])
  })

  it('R10.3 the rows are the Dalma attacking the enemy, abilities included, the same numbers as the library', () => {
    const row = matchupsFor('bolg-de-las-montanas', catalogue).find((r) => r.dalmaId === 'thagra-la-bahaluk')
    const dalma = catalogue.byId.get('thagra-la-bahaluk'), bolg = catalogue.byId.get('bolg-de-las-montanas')
    if (dalma?.type !== 'dalma' || bolg?.type !== 'enemy') throw new Error('cards moved')
    const a = buildCombatant({ card: dalma }, catalogue), d = buildCombatant({ card: bolg }, catalogue)
    if (!a.ok || !d.ok) throw new Error('build')
    expect(d.value.combatant.deathDamageToKiller).toBe(2)
    expect(row?.pKill).toBe(attackOdds(a.value.combatant, d.value.combatant).pKill)
    expect(row?.pDalmaWins).toBe(fightOdds(a.value.combatant, d.value.combatant, 'death').pAttackerWins)
  })
})
