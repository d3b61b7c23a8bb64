// The property suite over whole games (issues 7 and 13): 10,000 random duels (duels.N.test.ts) and
// 1,000 heuristic duels (heuristic-duels.N.test.ts), every variant, each file its share so vitest
// spreads them over its workers. Pure: the test files load the catalogue and the decks.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { Catalogue } from '../../catalogue/schema'
import type { Deck } from '../../decks/model'
import type { Variant } from '../../engine/state'
import { emptyTotals, playCheckedDuel, type DuelTotals, type Player } from './random-duels'

/**
 * Per player: games in the whole suite, the files they are split over, games per `it` (so a failure
 * names a small chunk), and one state in `probeEvery`, on average, gets the whole board, every listed
 * action and its near misses checked (the random games probe more: they reach more odd states).
 */
export const SUITE: Readonly<Record<Player, { games: number; files: number; chunk: number; seed: number; probeEvery: number }>> = {
  random: { games: 10_000, files: 4, chunk: 500, seed: 20_261_201, probeEvery: 64 },
  heuristic: { games: 1_000, files: 2, chunk: 125, seed: 20_261_301, probeEvery: 256 },
}
/** Per-Master turn cap: a duel still running after it ends as a draw (NOTE-50), so every game ends. */
export const DUEL_MAX_TURNS = 40
/** One game in REPLAY_EVERY is replayed from its log and compared with the state it reached. */
export const REPLAY_EVERY = 25

const VARIANTS: Variant[] = ['none', 'rapida', 'pensada', 'estrategica']

/** Plays `games` duels from fast-check's seed `fcSeed`; throws on the first broken property. */
export function runDuelChunk(decks: readonly [Deck, Deck], catalogue: Catalogue, games: number, fcSeed: number, player: Player = 'random'): DuelTotals {
  const totals = emptyTotals()
  let index = 0
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.boolean(),
      fc.constantFrom(...VARIANTS),
      (seed, botSeed, swap, variant) => {
        const replay = index++ % REPLAY_EVERY === 0
        playCheckedDuel(decks, { seed, botSeed, swap, variant, maxTurns: DUEL_MAX_TURNS, probeEvery: SUITE[player].probeEvery, replay, player }, catalogue, totals)
      },
    ),
    // A duel does not shrink usefully (another seed is another game): report the first failing one as it is.
    { numRuns: games, seed: fcSeed, endOnFailure: true },
  )
  return totals
}

export type BoxedDecks = { decks: readonly [Deck, Deck]; catalogue: Catalogue }

/**
 * The tests of part `part` (1..files) for one player: its share of the games in chunks, each from its
 * own fast-check seed. The totals are asserted, so a chunk that played or checked nothing cannot pass.
 */
export function duelPartTests(part: number, load: () => BoxedDecks, player: Player = 'random'): void {
  const { games, files, chunk, seed } = SUITE[player]
  const perFile = games / files
  for (let first = 0; first < perFile; first += chunk) {
    const count = Math.min(chunk, perFile - first)
    const label = (part - 1) * perFile + first
    it(
      `R3.1 R5.10 RUL-8 R19.19 R19.20 R21.1 R21.2 R7.1 R9.12 RUL-34 RUL-44 RUL-45: ${player === 'random' ? 'partidas al azar' : 'partidas heurísticas'} ${label + 1}–${label + count}: tras cada paso ningún personaje en juego con 0 Vida o menos y ninguna mano por encima del límite salvo la que se está descartando; cartas conservadas, dinero ≥ 0; cada captura con un atacante vivo; una partida terminada no sigue; apply acepta exactamente lo que lista legalActions y la repetición del registro da el mismo estado`,
      () => {
        const { decks, catalogue } = load()
        const totals = runDuelChunk(decks, catalogue, count, seed + label, player)
        expect(totals.games).toBe(count)
        expect(Object.values(totals.ended).reduce((a, b) => a + b, 0)).toBe(count)
        expect(totals.ended.none ?? 0).toBe(0)
        expect(totals.replayed).toBe(Math.ceil(count / REPLAY_EVERY))
        expect(totals.charactersChecked).toBeGreaterThan(count)
        expect(totals.probedStates).toBeGreaterThan(count)
        expect(totals.listedApplied).toBeGreaterThan(totals.probedStates)
        expect(totals.unlistedRefused).toBeGreaterThan(totals.probedStates)
      },
      900_000,
    )
  }
}
