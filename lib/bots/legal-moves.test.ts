// Issue 15: the bots ask `allows` instead of listing everything; it must say exactly what the list says.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import type { Action } from '../engine/actions'
import { createRng } from '../engine/rng'
import { legalMoves, sameAction } from './legal-moves'
import { gameStates, nearMisses } from './testing/game-states'

describe('legalMoves: one action checked without the list', () => {
  const { decks, catalogue } = boxedDecks()
  for (const bot of ['random', 'heuristic'] as const) {
    it(`R9.1, R9.12, R8.1: allows(a) is "a is listed", for every listed action and its near misses (${bot} play)`, () => {
      const states = gameStates(decks, catalogue, { games: bot === 'random' ? 6 : 3, seed: 41, bot })
      const rng = createRng(7)
      let checked = 0, allowedMisses = 0
      let previous: readonly Action[] = []
      for (const { state, legal } of states) {
        for (const a of legal) expect(legalMoves(state, catalogue).allows(a), `${a.type} listed`).toBe(true)
        for (const a of nearMisses(state, legal, previous, rng)) {
          const listed = legal.some((l) => sameAction(l, a))
          expect(legalMoves(state, catalogue).allows(a), `${JSON.stringify(a)} listed: ${listed}`).toBe(listed)
          if (listed) allowedMisses++
          checked++
        }
        previous = legal
      }
      expect(checked).toBeGreaterThan(3000)
      expect(allowedMisses).toBeLessThan(checked)
    })
  }

  it('sameAction ignores key order and an absent arrow against null, and nothing else', () => {
    expect(sameAction({ type: 'reloadBow', dalmaId: 1, weaponId: 2 }, { weaponId: 2, type: 'reloadBow', dalmaId: 1, arrowId: null } as Action)).toBe(true)
    expect(sameAction({ type: 'reloadBow', dalmaId: 1, weaponId: 2 }, { type: 'reloadBow', dalmaId: 1, weaponId: 2, arrowId: 3 })).toBe(false)
    expect(sameAction({ type: 'equip', dalmaId: 1, instanceId: 2, replaceIds: [3, 4] }, { type: 'equip', dalmaId: 1, instanceId: 2, replaceIds: [4, 3] })).toBe(false)
    expect(sameAction({ type: 'pass' }, { type: 'decline' })).toBe(false)
  })
})
