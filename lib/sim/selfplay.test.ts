// Issue 13: a self-play bot's generator gives back nothing of the game's seed (and so of the deal).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOTS, type Bot } from '../bots'
import { botRng, gameSeed, type RngState } from '../engine/rng'
import type { Seat } from '../engine/state'
import { fixtureCatalogue as catalogue, fixtureDeck } from '../engine-testing/fixtures'
import { createRngInput } from '../engine-testing/rng-adversary'
import { playSelfplayGame } from './selfplay'

afterEach(() => { vi.restoreAllMocks() })

describe('self-play bots\' generators (issue 13)', () => {
  it('each bot starts from botRng(game seed, seat): one-way, so walking its generator back finds no seed', () => {
    const original = BOTS.random
    const first = new Map<Seat, RngState>()
    // The generator each seat's bot holds at its first decision, copied before the bot draws from it.
    vi.spyOn(BOTS as Record<string, Bot>, 'random').mockImplementation((view, legal, budget, rng, cat) => {
      if (!first.has(view.seat)) first.set(view.seat, [rng[0], rng[1], rng[2], rng[3]])
      return original(view, legal, budget, rng, cat)
    })
    const deck = fixtureDeck()
    const setup = { decks: { A: deck, B: deck }, bots: { A: 'random', B: 'random' } as const, seed: 99, variant: 'none' as const, maxTurns: 30, catalogue }
    playSelfplayGame(setup, 0)
    expect([...first.keys()].sort()).toEqual([0, 1])
    for (const [seat, rng] of first) {
      expect(createRngInput(rng)).toBeNull()
      expect(rng).toEqual(botRng(gameSeed(99, 0), seat))
    }
  })
})
