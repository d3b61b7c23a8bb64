// Issue 15: which cards could be played at a decision, worked out without the legal list, is what the list says.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { gameStates } from '../bots/testing/game-states'
import { duel, duelCatalogue, playOut, top } from '../engine-testing/duel'
import { legalActions } from '../engine/legal'
import { actionKind, playedInstance, usableCardIds, usableFromList } from './card-play'

describe('card use: the cards playable at a decision', () => {
  const { decks, catalogue } = boxedDecks()
  for (const bot of ['random', 'heuristic'] as const) {
    it(`R8.4, R8.6, R9.2, R12, R13, R14, R15.9, R19.13, R22.6: usableCardIds equals the cards the legal list plays (${bot} play)`, () => {
      const states = gameStates(decks, catalogue, { games: bot === 'random' ? 8 : 4, seed: 90, bot })
      const kinds = new Set<string>()
      for (const { state, legal } of states) {
        const fromList = usableFromList(state, catalogue, legal)
        expect([...usableCardIds(state, catalogue)].sort()).toEqual([...fromList].sort())
        for (const id of fromList) kinds.add(catalogue.byId.get(id)?.type ?? '?')
      }
      // The comparison covered plays of most kinds of card, not only empty sets.
      expect(kinds.size).toBeGreaterThanOrEqual(bot === 'random' ? 8 : 6)
    })
  }

  it('R19.12 R10.2 R15.9: a reload in combat or by an enemy that loads Flechas perforadoras plays the card', () => {
    const cat = duelCatalogue()
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow' }, { card: 'flechas-perforadoras', as: 'ar' }] }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: { name: 'endOfTurn' }, dice: [2, 2] })
    const melee = playOut(cat, sc.state, [{ type: 'declareOffensive' }], (x) => top(x)?.kind === 'melee').state
    expect(usableCardIds(melee, cat)).toEqual(usableFromList(melee, cat, legalActions(melee, cat)))
    expect(usableCardIds(melee, cat).has('flechas-perforadoras')).toBe(true)
    expect(playedInstance(melee, cat, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('ar') })).toBe(sc.id('ar'))
    expect(playedInstance(melee, cat, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') })).toBeNull()
    expect(playedInstance(melee, cat, { type: 'enemyReloadBow', enemyId: sc.id('j'), weaponId: sc.id('bow'), arrowId: sc.id('ar') })).toBe(sc.id('ar'))
  })

  it('R15.9, R8.5: actionKind names an action by the card it plays or handles, and by its type alone otherwise', () => {
    const cat = duelCatalogue()
    const sc = duel(cat, { gold: 1, playZone: [{ card: 'rastreador', as: 'r', equipment: [{ card: 'arco', as: 'bow' }, { card: 'flechas-perforadoras', as: 'ar' }] }] },
      { enemies: [{ card: 'jefe', as: 'j', faceUp: true }] }, { phase: { name: 'endOfTurn' }, dice: [2, 2] })
    const s = sc.state
    expect(actionKind(s, cat, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow'), arrowId: sc.id('ar') })).toBe('reloadInCombat:flechas-perforadoras')
    expect(actionKind(s, cat, { type: 'reloadInCombat', fighterId: sc.id('r'), weaponId: sc.id('bow') })).toBe('reloadInCombat')
    expect(actionKind(s, cat, { type: 'revealEnemy', instanceId: sc.id('j') })).toBe('revealEnemy:jefe')
    expect(actionKind(s, cat, { type: 'pass' })).toBe('pass')
  })
})
