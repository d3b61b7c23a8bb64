// Issue 15: which cards could be played at a decision, worked out without the legal list, is what the list says.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { gameStates } from '../bots/testing/game-states'
import { usableCardIds, usableFromList } from './card-play'

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
})
