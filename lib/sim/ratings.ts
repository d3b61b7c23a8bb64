// Card ratings from play (issue 30), in the manner of 17lands: for every card of a deck, the deck's win
// rate in the games where its Master saw the card in the opening hand (OH WR), drew it later (GD WR),
// either (GIH WR: «games in hand») or never saw it (GNS WR), and the improvement when drawn,
// IWD = GIH WR − GNS WR. Plus how often the bots played it when it was legal to.
//
// Every figure is a ratio of integer sums over games, so shards add up exactly (as the lab's tally).
// The intervals:
// - each win rate: Wilson's score interval on its games;
// - IWD: the difference of two pooled ratios on the same games, its variance linearised and clustered
//   by game (inference.ts pairedRatio). A game is the unit: in a mirror, or pooled over decks, one game
//   may hold the card on both sides, once seen and once not, and the two outcomes are tied (one side
//   wins, the other loses); the clustered variance counts that, a plain two-sample interval would not;
// - played when usable: plays over the decisions where playing it was legal, a ratio clustered by game.
// A draw counts as a game not won.
import { pairedRatio, ratioInterval, SHARE_BOUNDS, wilson, type Estimate, type RatioSums } from './inference'

export type Seen = 'opening' | 'drawn' | 'notSeen'

/** One deck side's view of one of its cards in one game. */
export type CardGame = { seen: Seen; won: boolean; usable: number; played: number }

/**
 * A rating's integer sums, a flat array (compact in a shard's JSON). Per game, for the observations
 * of the card in that game (one per deck side that holds it): OH, GD and GNS games and wins; for the
 * clustered IWD, GIH's and GNS's per-game sums of squares and products and the games holding each,
 * and their cross sums; and the same for plays over usable decisions.
 */
export type RatingRow = number[]
export const R = {
  n: 0, // games holding an observation
  ohM: 1, ohY: 2, gdM: 3, gdY: 4, gnsM: 5, gnsY: 6,
  gihYY: 7, gihMM: 8, gihYM: 9, gihK: 10,
  gnsYY: 11, gnsMM: 12, gnsYM: 13, gnsK: 14,
  // Σ y_gns·y_gih, Σ y_gns·m_gih, Σ m_gns·y_gih, Σ m_gns·m_gih
  cYY: 15, cYM: 16, cMY: 17, cMM: 18,
  useY: 19, useM: 20, useYY: 21, useMM: 22, useYM: 23, useK: 24,
} as const
export const RATING_WIDTH = 25

export const emptyRow = (): RatingRow => new Array<number>(RATING_WIDTH).fill(0)

/** Adds one game (every observation of the card in it) to the row, in place. */
export function addRatingGame(row: RatingRow, observations: readonly CardGame[]): void {
  if (observations.length === 0) return
  let ohM = 0, ohY = 0, gdM = 0, gdY = 0, gnsM = 0, gnsY = 0, useY = 0, useM = 0
  for (const o of observations) {
    const w = o.won ? 1 : 0
    if (o.seen === 'opening') { ohM++; ohY += w } else if (o.seen === 'drawn') { gdM++; gdY += w } else { gnsM++; gnsY += w }
    useY += o.played
    useM += o.usable
  }
  const gihM = ohM + gdM, gihY = ohY + gdY
  const add = (i: number, x: number) => { row[i] = (row[i] as number) + x }
  add(R.n, 1)
  add(R.ohM, ohM); add(R.ohY, ohY); add(R.gdM, gdM); add(R.gdY, gdY); add(R.gnsM, gnsM); add(R.gnsY, gnsY)
  add(R.gihYY, gihY * gihY); add(R.gihMM, gihM * gihM); add(R.gihYM, gihY * gihM); if (gihM > 0) add(R.gihK, 1)
  add(R.gnsYY, gnsY * gnsY); add(R.gnsMM, gnsM * gnsM); add(R.gnsYM, gnsY * gnsM); if (gnsM > 0) add(R.gnsK, 1)
  add(R.cYY, gnsY * gihY); add(R.cYM, gnsY * gihM); add(R.cMY, gnsM * gihY); add(R.cMM, gnsM * gihM)
  add(R.useY, useY); add(R.useM, useM); add(R.useYY, useY * useY); add(R.useMM, useM * useM); add(R.useYM, useY * useM); if (useM > 0) add(R.useK, 1)
}

export function addRows(a: RatingRow, b: RatingRow): RatingRow {
  return a.map((x, i) => x + (b[i] ?? 0))
}

/** A rating's figures (the `--json` contract's fields after id and name). */
export type RatingFigures = {
  /** Games played by a deck holding the card (a game counts twice when both decks hold it). */
  games: number
  gihWr: Estimate
  ohWr: Estimate
  gdWr: Estimate
  gnsWr: Estimate
  iwd: Estimate
  playedWhenUsable: Estimate
}

const pick = (e: Estimate): Estimate => ({ estimate: e.estimate, ci95: e.ci95 })
const at = (row: RatingRow, i: number): number => row[i] ?? 0

export function ratingFigures(row: RatingRow): RatingFigures {
  const n = at(row, R.n)
  const ohM = at(row, R.ohM), ohY = at(row, R.ohY), gdM = at(row, R.gdM), gdY = at(row, R.gdY), gnsM = at(row, R.gnsM), gnsY = at(row, R.gnsY)
  const gih: RatioSums = { n, y: ohY + gdY, m: ohM + gdM, yy: at(row, R.gihYY), mm: at(row, R.gihMM), ym: at(row, R.gihYM), k: at(row, R.gihK) }
  const gns: RatioSums = { n, y: gnsY, m: gnsM, yy: at(row, R.gnsYY), mm: at(row, R.gnsMM), ym: at(row, R.gnsYM), k: at(row, R.gnsK) }
  const iwd = pairedRatio(gns, gih, { yy: at(row, R.cYY), ym: at(row, R.cYM), my: at(row, R.cMY), mm: at(row, R.cMM) }, SHARE_BOUNDS)
  const use: RatioSums = { n, y: at(row, R.useY), m: at(row, R.useM), yy: at(row, R.useYY), mm: at(row, R.useMM), ym: at(row, R.useYM), k: at(row, R.useK) }
  return {
    games: ohM + gdM + gnsM,
    gihWr: wilson(gih.y, gih.m),
    ohWr: wilson(ohY, ohM),
    gdWr: wilson(gdY, gdM),
    gnsWr: wilson(gnsY, gnsM),
    iwd: pick(iwd.difference),
    playedWhenUsable: pick(ratioInterval(use, SHARE_BOUNDS)),
  }
}

/** The designer's band for IWD: a card whose whole interval lies above it is «por encima», below it «por debajo». */
export type Band = { low: number; high: number }
export const DEFAULT_BAND: Band = { low: -0.05, high: 0.05 }
export type RatingFlag = 'above' | 'below' | null

export function ratingFlag(iwd: Estimate, band: Band): RatingFlag {
  if (iwd.ci95 === null) return null
  if (iwd.ci95[0] > band.high) return 'above'
  if (iwd.ci95[1] < band.low) return 'below'
  return null
}

export const FLAG_WORDS: Record<'above' | 'below', string> = { above: 'por encima', below: 'por debajo' }

/** How a card was seen in a game, from the ids its Master saw (selfplay's SeenCards). */
export function seenAs(cardId: string, opening: ReadonlySet<string>, later: ReadonlySet<string>): Seen {
  return opening.has(cardId) ? 'opening' : later.has(cardId) ? 'drawn' : 'notSeen'
}
