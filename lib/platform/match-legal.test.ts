import { describe, expect, it } from 'vitest'
import { canonicalJson, matchLegal } from './match-legal'

describe('matching a posted action against the listed ones', () => {
  it('equal by value whatever the order of keys; the listed object is what is kept', () => {
    const legal = [{ type: 'pass' }, { type: 'attack', dice: [0, 3], target: 1, die: 4 }]
    const sent = { die: 4, target: 1, type: 'attack', dice: [0, 3] }
    expect(matchLegal(sent, legal, { orderFreeLists: false })).toBe(legal[1])
    expect(canonicalJson(sent)).toBe(canonicalJson(legal[1]))
    expect(matchLegal({ type: 'attack', dice: [0, 3], target: 1, die: 5 }, legal, { orderFreeLists: false })).toBeNull()
  })

  it('lists in another order: accepted as sent where order is free (a replacement\'s cards), refused where lists are paired', () => {
    const replacement = [{ type: 'replace', cards: ['a', 'b', 'c'] }]
    expect(matchLegal({ type: 'replace', cards: ['c', 'a', 'b'] }, replacement, { orderFreeLists: true })).toEqual({ type: 'replace', cards: ['c', 'a', 'b'] })
    // A Cambio of 4 split 3 on die 1 and 1 on die 2: the same lists re-ordered would put 3 on die 2.
    const cambio = [{ type: 'support', die: 13, seat: 0, dice: [1, 2], shares: [3, 1] }]
    expect(matchLegal({ type: 'support', die: 13, seat: 0, dice: [2, 1], shares: [3, 1] }, cambio, { orderFreeLists: false })).toBeNull()
    expect(matchLegal({ type: 'support', die: 13, seat: 0, dice: [2, 1], shares: [3, 1] }, cambio, { orderFreeLists: true })).not.toBeNull()
  })
})
