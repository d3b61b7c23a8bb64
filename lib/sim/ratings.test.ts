import { describe, expect, it } from 'vitest'
import { addRatingGame, addRows, DEFAULT_BAND, emptyRow, ratingFigures, ratingFlag, seenAs, type CardGame } from './ratings'

const game = (seen: CardGame['seen'], won: boolean, usable = 0, played = 0): CardGame => ({ seen, won, usable, played })

// Six games of one deck holding the card (never a mirror), worked by hand:
// opening & won, drawn & lost, not seen & won, drawn & won, not seen & lost, not seen & lost.
const SIX = [game('opening', true), game('drawn', false), game('notSeen', true), game('drawn', true), game('notSeen', false), game('notSeen', false)]

function rowOf(games: readonly (readonly CardGame[])[]) {
  const row = emptyRow()
  for (const g of games) addRatingGame(row, g)
  return row
}

describe('card ratings (issue 30): 17lands figures from integer sums', () => {
  it('OH, GD, GIH and GNS win rates with their Wilson intervals, by hand', () => {
    // Three times the six games: OH 3 of 3, GD 3 of 6, GIH 6 of 9, GNS 3 of 9.
    const f = ratingFigures(rowOf([...SIX, ...SIX, ...SIX].map((g) => [g])))
    expect(f.games).toBe(18)
    expect(f.ohWr.estimate).toBe(1)
    expect(f.ohWr.ci95?.[0]).toBeCloseTo(0.43850296824495455, 12)
    expect(f.ohWr.ci95?.[1]).toBe(1)
    expect(f.gdWr.estimate).toBe(0.5)
    expect(f.gdWr.ci95?.[0]).toBeCloseTo(0.18761630648265054, 12)
    expect(f.gihWr.estimate).toBeCloseTo(2 / 3, 15)
    expect(f.gihWr.ci95?.[0]).toBeCloseTo(0.3542021355803963, 12)
    expect(f.gihWr.ci95?.[1]).toBeCloseTo(0.879416181613089, 12)
    expect(f.gnsWr.estimate).toBeCloseTo(1 / 3, 15)
    expect(f.gnsWr.ci95?.[0]).toBeCloseTo(0.1205838183869109, 12)
  })

  it('IWD = GIH WR − GNS WR with its interval clustered by game, by hand', () => {
    // 18 games: per game u = y_gih − ⅔·m_gih, w = y_gns − ⅓·m_gns; Σu² = Σw² = 2, Σuw = 0 (no game holds both);
    // m̄ = ½ for both, so Σz² = 2/¼ + 2/¼ = 16 and se = √(16 / (18·17)); t with 9 − 1 = 8 degrees of freedom
    // (nine games hold each side): 1/3 ± 2.306004·0.228665.
    const f = ratingFigures(rowOf([...SIX, ...SIX, ...SIX].map((g) => [g])))
    expect(f.iwd.estimate).toBeCloseTo(1 / 3, 15)
    expect(f.iwd.ci95?.[0]).toBeCloseTo(-0.19396859536038552, 10)
    expect(f.iwd.ci95?.[1]).toBeCloseTo(0.8606352620270521, 10)
  })

  it('IWD pooled over both sides of a game counts the tie between them: a mirror game is one cluster, by hand', () => {
    // Four games where both decks hold the card, eight times over (32 games):
    //   seen & won / not seen & lost;  seen & lost / not seen & won;  both seen, one wins;  neither seen, one wins.
    // GIH 8+0+8 of 32 = ½, GNS 0+8+8 of 32 = ½: IWD 0. Residuals u = ±½ and w = ∓½ in the first two games, 0 else:
    // Σu² = Σw² = 4, Σuw = −4, so Σz² = 4 + 4 + 8 = 16 (twice what independent sides would give), se = √(16/(32·31)),
    // t with 24 − 1 = 23 degrees of freedom: ± 2.068658·0.127000.
    const four: CardGame[][] = [
      [game('opening', true), game('notSeen', false)],
      [game('drawn', false), game('notSeen', true)],
      [game('drawn', true), game('drawn', false)],
      [game('notSeen', true), game('notSeen', false)],
    ]
    const f = ratingFigures(rowOf(Array.from({ length: 8 }, () => four).flat()))
    expect(f.games).toBe(64)
    expect(f.gihWr.estimate).toBe(0.5)
    expect(f.gnsWr.estimate).toBe(0.5)
    expect(f.iwd.estimate).toBe(0)
    expect(f.iwd.ci95?.[1]).toBeCloseTo(0.2627197792431288, 10)
    expect(f.iwd.ci95?.[0]).toBeCloseTo(-0.2627197792431288, 10)
  })

  it('played when usable: plays over usable decisions, pooled over games', () => {
    const f = ratingFigures(rowOf([[game('drawn', true, 4, 1)], [game('opening', false, 6, 3)], [game('notSeen', false, 0, 0)]]))
    expect(f.playedWhenUsable.estimate).toBeCloseTo(4 / 10, 15)
    expect(f.playedWhenUsable.ci95).not.toBeNull()
  })

  it('rows of disjoint games add up to the row of all of them (shards merge exactly)', () => {
    const a = rowOf(SIX.slice(0, 3).map((g) => [g]))
    const b = rowOf(SIX.slice(3).map((g) => [g]))
    expect(addRows(a, b)).toEqual(rowOf(SIX.map((g) => [g])))
  })

  it('a card never seen, or always seen, has no IWD', () => {
    expect(ratingFigures(rowOf([[game('opening', true)], [game('drawn', false)]])).iwd.estimate).toBeNull()
    expect(ratingFigures(rowOf([[game('notSeen', true)]])).gihWr.estimate).toBeNull()
  })

  it('flags a card whose whole IWD interval lies outside the band, and no other', () => {
    expect(ratingFlag({ estimate: 0.2, ci95: [0.06, 0.3] }, DEFAULT_BAND)).toBe('above')
    expect(ratingFlag({ estimate: -0.2, ci95: [-0.3, -0.06] }, DEFAULT_BAND)).toBe('below')
    expect(ratingFlag({ estimate: 0.2, ci95: [0.04, 0.3] }, DEFAULT_BAND)).toBeNull()
    expect(ratingFlag({ estimate: 0.2, ci95: null }, DEFAULT_BAND)).toBeNull()
    expect(ratingFlag({ estimate: 0.2, ci95: [0.15, 0.3] }, { low: -0.2, high: 0.2 })).toBeNull()
  })

  it('seen in the opening hand wins over drawn later', () => {
    expect(seenAs('x', new Set(['x']), new Set(['x']))).toBe('opening')
    expect(seenAs('x', new Set(), new Set(['x']))).toBe('drawn')
    expect(seenAs('x', new Set(['y']), new Set())).toBe('notSeen')
  })
})
