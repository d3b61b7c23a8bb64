// From a league's tally to the card ratings people read (issue 30): per card pooled over every deck that
// holds it, and per deck; each win rate with its Wilson interval, IWD with its interval clustered by game,
// the bots' use, and the flag against the designer's band. Plain JSON; `cards` is the `--json` contract of
// `dm lab ratings` ({ id, name, games, gihWr, ohWr, gdWr, gnsWr, iwd, playedWhenUsable }), extended.
import type { Catalogue } from '../catalogue/schema'
import { encodeShareCode } from '../decks/share-code'
import { normalizeDeck } from '../decks/model'
import { parseSeed } from '../engine/rng'
import { wilson, type Estimate } from './inference'
import type { MatchSpec, MatchTally, PairingTally } from './matches'
import { DEFAULT_BAND, ratingFigures, ratingFlag, type Band, type RatingFigures, type RatingFlag, type RatingRow } from './ratings'

export type CardRating = { id: string; name: string } & RatingFigures & {
  /** «por encima» / «por debajo» of the band, or null. */
  flag: RatingFlag
  /** Decks of the run that hold it. */
  decks: number
}

export type RatedDeck = { name: string; code: string; games: number; wins: number; draws: number; winRate: Estimate }

export type RatingsReport = {
  format: 'dm-lab-ratings'
  version: 1
  bots: MatchSpec['bots']
  seed: { text: string; value: number }
  rulesVariant: MatchSpec['variant']
  maxTurns: number
  /** Games played (each game once, whatever it holds). */
  games: number
  gamesPerPairing: number
  band: Band
  /** One pairing of two decks (or a deck against itself): the ratings speak of those two lists only. */
  onePair: boolean
  decks: RatedDeck[]
  pairings: { decks: [number, number]; games: number; wins: [number, number]; draws: number }[]
  /** Every card, pooled over the decks that hold it; sorted by IWD, best first. */
  cards: CardRating[]
  byDeck: { deck: number; name: string; cards: CardRating[] }[]
}

const byIwd = (a: CardRating, b: CardRating) => (b.iwd.estimate ?? -Infinity) - (a.iwd.estimate ?? -Infinity) || a.name.localeCompare(b.name, 'es')

function rate(id: string, row: RatingRow, catalogue: Catalogue, band: Band, decks: number): CardRating {
  const f = ratingFigures(row)
  return { id, name: catalogue.byId.get(id)?.name ?? id, ...f, flag: ratingFlag(f.iwd, band), decks }
}

export function ratingsReport(spec: MatchSpec, tally: MatchTally, catalogue: Catalogue, band: Band = DEFAULT_BAND): RatingsReport {
  const deckStats = spec.decks.map(() => ({ games: 0, wins: 0, draws: 0 }))
  tally.pairings.forEach((t: PairingTally, k) => {
    const [i, j] = spec.pairings[k] as [number, number]
    const a = deckStats[i] as { games: number; wins: number; draws: number }
    const b = deckStats[j] as { games: number; wins: number; draws: number }
    a.games += t[3]; a.wins += t[0]; a.draws += t[2]
    b.games += t[3]; b.wins += t[1]; b.draws += t[2]
  })
  const holders = new Map<string, number>()
  for (const table of tally.decks) for (const id of Object.keys(table)) holders.set(id, (holders.get(id) ?? 0) + 1)
  const distinctPairs = new Set(spec.pairings.map(([i, j]) => (i < j ? `${i}:${j}` : `${j}:${i}`)))
  return {
    format: 'dm-lab-ratings', version: 1,
    bots: spec.bots,
    seed: { text: spec.seed, value: parseSeed(spec.seed) },
    rulesVariant: spec.variant,
    maxTurns: spec.maxTurns,
    games: tally.pairings.reduce((n, t) => n + t[3], 0),
    gamesPerPairing: spec.games,
    band,
    onePair: distinctPairs.size === 1,
    decks: spec.decks.map((d, i) => {
      const s = deckStats[i] as { games: number; wins: number; draws: number }
      return { name: d.name, code: encodeShareCode(normalizeDeck(d.deck)), ...s, winRate: wilson(s.wins, s.games) }
    }),
    pairings: spec.pairings.map(([i, j], k) => {
      const t = tally.pairings[k] as PairingTally
      return { decks: [i, j], games: t[3], wins: [t[0], t[1]], draws: t[2] }
    }),
    cards: Object.entries(tally.pooled).map(([id, row]) => rate(id, row, catalogue, band, holders.get(id) ?? 0)).sort(byIwd),
    byDeck: tally.decks.map((table, deck) => ({
      deck, name: spec.decks[deck]?.name ?? `Mazo ${deck + 1}`,
      cards: Object.entries(table).map(([id, row]) => rate(id, row, catalogue, band, 1)).sort(byIwd),
    })),
  }
}

/** Every pairing of distinct decks once (a round robin), or a lone deck against itself. */
export function roundRobin(decks: number): [number, number][] {
  if (decks === 1) return [[0, 0]]
  const out: [number, number][] = []
  for (let i = 0; i < decks; i++) for (let j = i + 1; j < decks; j++) out.push([i, j])
  return out
}
