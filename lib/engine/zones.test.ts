import { describe, expect, it } from 'vitest'
import { Draft } from './draft'
import { scenario } from '../scenarios/scenario'
import { fixtureCatalogue as cat } from '../engine-testing/fixtures'
import { discardCard } from './zones'

describe('leaving play', () => {
  it('R11.6 R15.8 R19.20 a Dalma discarded for good takes its equipment and learned cards to the discard', () => {
    const sc = scenario(cat, { masters: [{ playZone: [
      { card: 'guerrera', as: 'g', equipment: [{ card: 'espada', as: 'e' }, { card: 'cota', as: 'c' }], learned: [{ card: 'golpe', as: 'k' }] },
      { card: 'maga', as: 'm' },
    ] }] })
    const d = new Draft(sc.state, cat)
    discardCard(d, sc.id('g'), 'playZone', 'handLimit', 'R19.20')
    const m = d.s.masters[0]
    expect(m.playZone).toEqual([sc.id('m')])
    expect(m.discard.slice().sort((a, b) => a - b)).toEqual([sc.id('g'), sc.id('e'), sc.id('c'), sc.id('k')].sort((a, b) => a - b))
    for (const k of ['e', 'c', 'k']) expect(d.s.cards[sc.id(k)]).toMatchObject({ equippedTo: null, learnedBy: null })
    expect(d.s.cards[sc.id('g')]).toMatchObject({ equipment: [], learned: [] })
    expect(d.s.result).toBeNull() // R21.3: a Dalma remains
    // The input state is untouched (copy on write).
    expect(sc.state.masters[0].playZone).toEqual([sc.id('g'), sc.id('m')])
    expect(sc.state.cards[sc.id('g')]?.equipment).toEqual([sc.id('e'), sc.id('c')])
  })
})
