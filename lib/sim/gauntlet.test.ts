// Issue 15: the gauntlet's sequential test and its pairing of games.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SPRT, opponentReport, pairInterval, pairScores, sprtBounds, sprtLlr, sprtState, SPRT_MIN_PAIRS, type GauntletGame } from './gauntlet'
import type { GameRecord } from './selfplay'

const record = (index: number, winner: 'A' | 'B' | null): GameRecord => ({ index, winner } as GameRecord)
const game = (pair: number, seat: 0 | 1, winner: 'A' | 'B' | null): GauntletGame => ({ opponent: 'random', deck: 'd', pair, seat, record: record(2 * pair + seat, winner) })

describe('gauntlet SPRT', () => {
  it('Wald\'s bounds for α = β = 0.05 are ±ln 19', () => {
    const { lower, upper } = sprtBounds(DEFAULT_SPRT)
    expect(upper).toBeCloseTo(Math.log(19), 12)
    expect(lower).toBeCloseTo(-Math.log(19), 12)
  })

  it('scores at the midpoint of H0 and H1 leave the ratio at 0; above it the ratio grows with the pairs', () => {
    expect(sprtLlr([0.5, 0.6, 0.6, 0.5], DEFAULT_SPRT)).toBeCloseTo(0, 12)
    const strong = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? 0.5 : 1))
    expect(sprtLlr(strong, DEFAULT_SPRT)).toBeGreaterThan(sprtLlr(strong.slice(0, 20), DEFAULT_SPRT))
    expect(sprtState(strong, DEFAULT_SPRT).decision).toBe('H1')
    expect(sprtState(strong.map((x) => 1 - x), DEFAULT_SPRT).decision).toBe('H0')
  })

  it('never stops before SPRT_MIN_PAIRS pairs, however one-sided they are', () => {
    expect(sprtState(Array.from({ length: SPRT_MIN_PAIRS - 1 }, () => 1), DEFAULT_SPRT).decision).toBeNull()
    expect(sprtState(Array.from({ length: SPRT_MIN_PAIRS }, () => 1), DEFAULT_SPRT).decision).toBe('H1')
  })

  it('a pair scores the mean of its two games (a draw half), and an unfinished pair does not count', () => {
    const games = [game(0, 0, 'A'), game(0, 1, 'B'), game(1, 0, 'A'), game(1, 1, null), game(2, 0, 'A')]
    expect(pairScores(games)).toEqual([0.5, 0.75])
  })
})

describe('gauntlet intervals by pair (issue 29)', () => {
  it('the interval is Student\'s t on the pair scores, the pair the unit: n pairs, not 2n games', () => {
    const scores = [1, 0.5, 1, 0, 1, 0.5, 1, 1]
    const r = pairInterval(scores)
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length
    const sd = Math.sqrt(scores.reduce((a, x) => a + (x - mean) ** 2, 0) / (scores.length - 1))
    // t(0.975, 7) = 2.3646
    expect(r.pairs).toBe(8)
    expect(r.estimate).toBeCloseTo(0.75, 12)
    expect(r.ci95?.[0]).toBeCloseTo(mean - 2.364624 * sd / Math.sqrt(8), 5)
    expect(r.ci95?.[1]).toBe(1) // clipped to a share
  })

  it('a deal both games of which went the same way widens the pair interval beyond the games\' Wilson interval', () => {
    // Ten deals each won twice or lost twice: 12 of 20 games, but only ten independent units.
    const games = Array.from({ length: 10 }, (_, p) => [game(p, 0, p < 6 ? 'A' : 'B'), game(p, 1, p < 6 ? 'A' : 'B')]).flat()
    const r = opponentReport('random', games, ['d'], DEFAULT_SPRT)
    const byGames = r.winRate.high - r.winRate.low
    const [low, high] = r.byPair.ci95 as [number, number]
    expect(r.byPair.pairs).toBe(10)
    expect(high - low).toBeGreaterThan(byGames)
    expect(r.byDeck.d?.byPair.pairs).toBe(10)
  })
})

