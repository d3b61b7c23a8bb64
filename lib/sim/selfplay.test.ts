// Issue 13: a self-play bot's generator gives back nothing of the game's seed (and so of the deal).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOTS, type Bot } from '../bots'
import { botRng, gameSeed, type RngState } from '../engine/rng'
import type { Seat } from '../engine/state'
import { fixtureCatalogue as catalogue, fixtureDeck } from '../engine-testing/fixtures'
import { createRngInput } from '../engine-testing/rng-adversary'
import { playSelfplayGame } from './selfplay'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { deckCardIds } from '../decks/model'
import { cardPoolList } from '../engine/view'

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

describe('what a self-play bot is told of its rival\'s list (issue 29)', () => {
  const { decks: [caja1, caja2], catalogue: real } = boxedDecks()
  /** The rival pool each seat's heuristic saw at its first decision. */
  function firstPools(publicLists?: { A: boolean; B: boolean }): Map<Seat, string[]> {
    const original = BOTS.heuristic
    const seen = new Map<Seat, string[]>()
    const spy = vi.spyOn(BOTS as Record<string, Bot>, 'heuristic').mockImplementation((view, legal, budget, rng, cat) => {
      if (!seen.has(view.seat)) seen.set(view.seat, [...view.pools[view.seat === 0 ? 1 : 0]])
      return original(view, legal, budget, rng, cat)
    })
    playSelfplayGame({ decks: { A: caja1, B: caja2 }, bots: { A: 'heuristic', B: 'heuristic' }, seed: 3, variant: 'none', maxTurns: 2, catalogue: real, ...(publicLists === undefined ? {} : { publicLists }) }, 0)
    spy.mockRestore()
    return seen
  }
  const within = (pool: readonly string[], list: readonly string[]) => { const left = [...list]; return pool.every((id) => { const i = left.indexOf(id); if (i < 0) return false; left.splice(i, 1); return true }) }

  it('a public list (a boxed deck) is the rival pool; a private one never is: the bot reasons over the card pool', () => {
    const open = firstPools({ A: true, B: true })
    // Seat 0 holds deck A (Caja 1) in game 0: its rival is Caja 2.
    expect(within(open.get(0) as string[], deckCardIds(caja2))).toBe(true)
    expect(within(open.get(1) as string[], deckCardIds(caja1))).toBe(true)
    const pool = cardPoolList(real)
    for (const closed of [firstPools({ A: false, B: false }), firstPools()]) {
      for (const seat of [0, 1] as const) {
        const seen = closed.get(seat) as string[]
        expect(within(seen, pool)).toBe(true)
        // Cards neither boxed deck holds are among the possibilities.
        expect(seen).toContain('rayo-de-kaalbhart')
        expect(seen.length).toBeGreaterThan(deckCardIds(seat === 0 ? caja2 : caja1).length)
      }
    }
  })

  it('crossDecks: the odd game of a pair deals the same decks to the same seats, with bot A on deck B\'s side', () => {
    // Heuristic on both sides: the same deal in the same seats must then be played action for action alike.
    const setup = { decks: { A: caja1, B: caja2 }, bots: { A: 'heuristic', B: 'heuristic' } as const, seed: 8, variant: 'none' as const, maxTurns: 6, catalogue: real, pairedSeats: true }
    const play = (index: number, crossDecks: boolean) => { const log: unknown[] = []; const rec = playSelfplayGame({ ...setup, crossDecks, onAction: (a) => log.push(a) }, index); return { rec, log } }
    const even = play(0, true), odd = play(1, true)
    expect(odd.log).toEqual(even.log)
    // Caja 2 begins (R6.11): deck B's side in the even game, bot A's in the odd one.
    expect(even.rec.first).toBe('B')
    expect(odd.rec.first).toBe('A')
    expect(odd.rec.cardUse?.A['lisko-de-arathan']?.drawn).toBe(1)
    // Without crossing, the odd game puts the decks in the other seats: another game.
    expect(play(1, false).log).not.toEqual(even.log)
  })
})
