// One chunk of the 10,000 random duels (issue 7): each duels.N.test.ts file runs its share, so
// vitest spreads them over its workers. Pure: the test files load the catalogue and the decks.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import type { Variant } from '../state'
import { emptyTotals, playCheckedDuel, type DuelTotals } from './random-duels'

/** Games in the whole property suite, over DUEL_FILES files. */
export const DUEL_GAMES = 10_000
export const DUEL_FILES = 4
/** Games per `it` (a test of its own, so a failure names a small chunk). */
export const DUEL_CHUNK = 250
/** Per-Master turn cap: a duel still running after it ends as a draw (R7.1), so every game ends. */
export const DUEL_MAX_TURNS = 40
/** One state in PROBE_EVERY, on average, gets every listed action applied and its near misses refused. */
export const PROBE_EVERY = 16

const VARIANTS: Variant[] = ['none', 'rapida', 'pensada', 'estrategica']

/** Plays `games` random duels from fast-check's seed `fcSeed`; throws on the first broken property. */
export function runDuelChunk(decks: readonly [Deck, Deck], catalogue: Catalogue, games: number, fcSeed: number): DuelTotals {
  const totals = emptyTotals()
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.boolean(),
      fc.constantFrom(...VARIANTS),
      (seed, botSeed, swap, variant) => {
        playCheckedDuel(decks, { seed, botSeed, swap, variant, maxTurns: DUEL_MAX_TURNS, probeEvery: PROBE_EVERY }, catalogue, totals)
      },
    ),
    // A duel does not shrink usefully (another seed is another game): report the first failing one as it is.
    { numRuns: games, seed: fcSeed, endOnFailure: true },
  )
  return totals
}

export type BoxedDecks = { decks: readonly [Deck, Deck]; catalogue: Catalogue }

/**
 * The tests of part `part` (1..DUEL_FILES): its DUEL_GAMES / DUEL_FILES games in chunks, each from
 * its own fast-check seed. The totals are asserted, so a chunk that played nothing cannot pass.
 */
export function duelPartTests(part: number, load: () => BoxedDecks): void {
  const perFile = DUEL_GAMES / DUEL_FILES
  for (let first = 0; first < perFile; first += DUEL_CHUNK) {
    const games = Math.min(DUEL_CHUNK, perFile - first)
    const label = (part - 1) * perFile + first
    it(
      `R3.1 R5.10 RUL-8 R19.19 R19.20 R21.1 R21.2 R7.1 R9.12 RUL-34: partidas ${label + 1}–${label + games}: cartas conservadas, dinero ≥ 0, Vida en sus límites, cada partida acaba, la repetición del registro da el mismo estado y apply acepta exactamente lo que lista legalActions`,
      () => {
        const { decks, catalogue } = load()
        const totals = runDuelChunk(decks, catalogue, games, 20_261_201 + label)
        expect(totals.games).toBe(games)
        expect(Object.values(totals.ended).reduce((a, b) => a + b, 0)).toBe(games)
        expect(totals.ended.none ?? 0).toBe(0)
        expect(totals.probedStates).toBeGreaterThan(games)
        expect(totals.listedApplied).toBeGreaterThan(totals.probedStates)
        expect(totals.unlistedRefused).toBeGreaterThan(totals.probedStates)
      },
      900_000,
    )
  }
}
