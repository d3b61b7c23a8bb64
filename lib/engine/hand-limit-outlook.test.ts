// R5.10 with a hand far over the limit: the engine must see a real decision without listing its options.
import { describe, expect, it } from 'vitest'
import { decisionOutlook, legalActions } from './legal'
import { scenario } from '../scenarios/scenario'
import { pendingDecision } from './stack'
import { act } from '../engine-testing/helpers'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'

function overfull(handSize: number, count: number) {
  return scenario(cat, {
    masters: [{ hand: Array.from({ length: handSize }, () => 'daga'), deck: ['daga'] }],
    pendingChoice: { kind: 'discardToLimit', seat: 0, count },
  })
}

describe('discard down to the hand limit (R5.10, RUL-12)', () => {
  it('R5.10 RUL-12: 28 cards with 18 to discard (13,123,110 sets) is 18 staged decisions of at most 28 options each', () => {
    let { state } = overfull(28, 18)
    const hand = state.masters[0].hand
    for (let left = 18; left > 0; left--) {
      const top = pendingDecision(state)
      expect(top).toEqual({ kind: 'discardToLimit', seat: 0, count: left })
      expect(decisionOutlook(state, cat, top as NonNullable<typeof top>)).toBe('many')
      const listed = legalActions(state, cat)
      expect(listed).toHaveLength(state.masters[0].hand.length)
      state = act(state, listed[0] as NonNullable<(typeof listed)[number]>)
    }
    expect(pendingDecision(state)).toBeNull()
    expect(state.masters[0].hand).toEqual(hand.slice(18))
    expect(state.masters[0].discard).toHaveLength(18)
  })

  it('R5.10: the counted outlook agrees with the listed options on small hands', () => {
    for (const [size, count] of [[12, 2], [3, 3], [4, 0], [2, 3]] as const) {
      const { state } = overfull(size, count)
      const top = pendingDecision(state)
      const listed = legalActions(state, cat).filter((a) => a.type === 'discardToLimit')
      const outlook = decisionOutlook(state, cat, top as NonNullable<typeof top>)
      if (listed.length === 0) expect(outlook).toBeNull()
      else if (listed.length === 1) expect(outlook).toEqual(listed[0])
      else expect(outlook).toBe('many')
    }
  })
})
