// The search-against-heuristic games the analysis scripts play in their own loops (overruling-outcomes.ts,
// oracle-ceiling.ts): game g is dealt from pair g >> 1 with the search in seat g mod 2, both boxed lists public, as
// the gauntlet pairs its games (not byte for byte the gauntlet's games). One module, so the scripts' games agree.
import path from 'node:path'
import { readPlayableDeck } from '../lib/cli/deck-file'
import type { Catalogue } from '../lib/catalogue/schema'
import { deckCardIds, type Deck } from '../lib/decks/model'
import type { Action } from '../lib/engine/actions'
import { botRng, gameSeed, type RngState } from '../lib/engine/rng'
import { createGame } from '../lib/engine/setup'
import type { GameState, Seat } from '../lib/engine/state'
import { createViewMemo, type ViewMemo } from '../lib/engine/view'

export const CAJA1 = 'caja-1-marcha-de-la-montana.txt'
export const CAJA2 = 'caja-2-corsarios-de-arathan.txt'

/** One game at its start: the state, the search's seat and deck, each seat's list (index = its owner), memos, streams. */
export type DealtGame = {
  state: GameState
  me: Seat
  /** The search's deck file. */
  mine: string
  lists: readonly [string[], string[]]
  /** Each seat's starting Dalma as its public list names it. */
  startingDalmas: readonly [string | null, string | null]
  memos: readonly [ViewMemo, ViewMemo]
  rngs: readonly [RngState, RngState]
  /** The game's actions so far, for the views (what each Master was shown). */
  log: Action[]
}

/**
 * The games of `deckArg`: a deck file of content/decks (its mirror), or `mixed` (Caja 1 against Caja 2, the search
 * with Caja 1 in the even game of a pair and Caja 2 in the odd one; a `mixed:…` suffix is the caller's to read).
 */
export function searchGames(deckArg: string, catalogue: Catalogue) {
  const mixed = deckArg.startsWith('mixed')
  const read = (file: string): Deck => { const r = readPlayableDeck(path.resolve('content/decks', file), catalogue); if (!r.ok) throw new Error(r.message); return r.deck }
  const decks = new Map([CAJA1, CAJA2, ...(mixed ? [] : [deckArg])].map((f) => [f, read(f)] as const))
  const deck = (file: string): Deck => { const d = decks.get(file); if (d === undefined) throw new Error(file); return d }
  /** The search's deck and the heuristic's in game g. */
  const decksOf = (g: number): { mine: string; theirs: string } => (mixed ? (g % 2 === 0 ? { mine: CAJA1, theirs: CAJA2 } : { mine: CAJA2, theirs: CAJA1 }) : { mine: deckArg, theirs: deckArg })
  const deal = (seed: number, g: number): DealtGame => {
    const gs = gameSeed(seed, g >> 1)
    const me: Seat = g % 2 === 0 ? 0 : 1
    const { mine, theirs } = decksOf(g)
    const [deck0, deck1] = me === 0 ? [deck(mine), deck(theirs)] : [deck(theirs), deck(mine)]
    const created = createGame({ seed: gs, mode: 'duel', masters: [{ deck: deck0 }, { deck: deck1 }] }, catalogue)
    if (!created.ok) throw new Error(created.error.code)
    return {
      state: created.value, me, mine, lists: [deckCardIds(deck0), deckCardIds(deck1)], startingDalmas: [deck0.startingDalmaId, deck1.startingDalmaId],
      memos: [createViewMemo(), createViewMemo()], rngs: [botRng(gs, 0), botRng(gs, 1)], log: [],
    }
  }
  return { mixed, deal }
}
