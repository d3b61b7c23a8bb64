// Issue 29: no bot decision depends on what its seat cannot see. At every decision of whole games,
// everything the deciding Master has not been shown is permuted — the rival's hidden hand, deck and
// face-down cards, its face-down enemies, the own deck's order, the game's generator — and every
// level must decide exactly as before, on legal moves that are exactly the same. (An outside review
// ran this on 12 games; this keeps it in `npm test`, on fewer decisions for the search.)
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { deckCardIds, type Deck } from '../decks/model'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import { legalActions } from '../engine/legal'
import { logActions } from '../engine/log'
import { createRng, nextInt, type RngState } from '../engine/rng'
import { createGame } from '../engine/setup'
import { topDecision } from '../engine/stack'
import { other, type GameState, type InstanceId, type Seat } from '../engine/state'
import { viewFor } from '../engine/view'
import { BOTS, listedMoves, type Bot, type BotLevel } from '.'
import { decisionName, SEARCH_OPTIONS, SEARCHED, searchBotWith } from './search'

const { decks: [caja1, caja2], catalogue } = boxedDecks()

/** Shuffles the card ids among these instances (Fisher–Yates on the bot-free test generator). */
function permuteIds(cards: GameState['cards'], ids: readonly InstanceId[], rng: RngState): void {
  const values = ids.map((id) => cards[id]?.cardId as string)
  for (let i = values.length - 1; i > 0; i--) { const j = nextInt(rng, i + 1); const t = values[i] as string; values[i] = values[j] as string; values[j] = t }
  ids.forEach((id, i) => { const c = cards[id]; if (c !== undefined) cards[id] = { ...c, cardId: values[i] as string } })
}

/**
 * What `seat` has not been shown, worked out from the rules rather than from the view under test: the
 * rival's hand and deck, its face-down cards in play and its face-down enemies not defeated (R3.2), and
 * the own deck; less the cards `seat` looked at with the Lente (R22.6, RUL-28) and those it put under its
 * own deck itself (R6.7, R6.8, RUL-3), both read from the log.
 */
function unseen(s: GameState, seat: Seat): { rival: InstanceId[]; enemies: InstanceId[]; own: InstanceId[] } {
  const known = new Set<InstanceId>()
  for (const a of logActions(s.log)) {
    if ((a.type === 'initialReplacement' || a.type === 'deferredReplacement')) { for (const id of a.instanceIds) if (s.cards[id]?.owner === seat) known.add(id) }
    else if (a.type === 'activateLente' && a.targetId !== null && s.cards[a.dalmaId]?.owner === seat) known.add(a.targetId)
  }
  const r = s.masters[other(seat)]
  const faceDown = r.playZone.filter((id) => s.cards[id]?.faceUp === false)
  const rival = [...r.hand, ...r.deck, ...faceDown].filter((id) => !known.has(id))
  const enemies = r.relicZone.enemies.filter((id) => s.cards[id]?.faceUp === false && s.cards[id]?.defeated === false)
  return { rival, enemies, own: s.masters[seat].deck.filter((id) => !known.has(id)) }
}

/** The game as `seat` cannot tell it from `s`: the card ids within each unseen group shuffled, and another generator. */
function permuted(s: GameState, seat: Seat, rng: RngState): GameState {
  const hidden = unseen(s, seat)
  const cards = s.cards.slice()
  permuteIds(cards, hidden.rival, rng)
  permuteIds(cards, hidden.enemies, rng)
  permuteIds(cards, hidden.own, rng)
  return { ...s, cards, rng: [nextInt(rng, 1 << 30), nextInt(rng, 1 << 30), nextInt(rng, 1 << 30), nextInt(rng, 1 << 30) | 1] }
}

const sameList = (a: readonly Action[], b: readonly Action[]) => expect(b).toEqual(a)

/**
 * Plays one game by the heuristic and, at each decision, asks each level on the real state and on a
 * permuted twin (search every `searchEvery`th searched decision, at most `maxSearches` times, at a
 * small budget: a searched decision walks whole turns, so it is the test's dear part). Returns how many
 * decisions each level was compared on, and on how many the twin really differed.
 */
function compareGame(A: Deck, B: Deck, seed: number, open: boolean, searchEvery: number, maxSearches: number, search: Bot = BOTS.search): Record<BotLevel | 'differed', number> {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
  if (!created.ok) throw new Error('createGame')
  let s = created.value
  // Boxed lists are public (R2.1), and self-play tells each bot its rival's; `open` false plays them as
  // private lists (a player's own deck), which the bots reason over from the card pool.
  const lists = open ? [deckCardIds(B), deckCardIds(A)] : [undefined, undefined]
  const options = (seat: Seat) => { const list = lists[seat]; return list === undefined ? {} : { rivalDeckList: list } }
  const test = createRng(seed * 7 + 1)
  const counts = { random: 0, heuristic: 0, search: 0, differed: 0 }
  let searched = 0
  for (let i = 0; i < 700 && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const twin = permuted(s, seat, test)
    if (twin.cards.some((c, j) => c.cardId !== s.cards[j]?.cardId)) counts.differed++
    // What the seat is handed is the same (its view), the legal moves too, and so every decision.
    const views = [s, twin].map((st) => viewFor(st, seat, catalogue, options(seat)))
    expect({ state: views[1]?.state, pools: views[1]?.pools, enemyPools: views[1]?.enemyPools }).toEqual({ state: views[0]?.state, pools: views[0]?.pools, enemyPools: views[0]?.enemyPools })
    const legal = legalActions(s, catalogue)
    sameList(legal, legalActions(twin, catalogue))
    const levels: BotLevel[] = ['random', 'heuristic']
    if (SEARCHED.has(decisionName(s)) && legal.length > 1 && searched++ % searchEvery === 0 && counts.search < maxSearches) levels.push('search')
    let played: Action | null = null
    for (const level of levels) {
      const botRng = createRng(seed + i)
      // Each side decides on its own view and its own legal list (what a bot of this seat would be handed).
      const bot = level === 'search' ? search : BOTS[level]
      const pick = (st: GameState) => bot(viewFor(st, seat, catalogue, options(seat)), listedMoves(legalActions(st, catalogue)), { playouts: 6 }, [...botRng] as RngState, catalogue)
      const a = pick(s)
      expect(pick(twin), `${level} at decision ${i} (${decisionName(s)})`).toEqual(a)
      counts[level]++
      if (level === 'heuristic') played = a
    }
    const r = apply(s, played as Action, catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  return counts
}

describe('no bot decision depends on what its seat cannot see (issue 29)', () => {
  it.each([
    ['Caja 1 mirror, public lists', caja1, caja1, 41, true],
    ['Caja 2 mirror, public lists', caja2, caja2, 42, true],
    ['Caja 1 against Caja 2, lists kept private', caja1, caja2, 43, false],
  ])('%s: hidden hand, deck, face-down cards and enemies, own deck order and generator permuted at every decision', (_name, A, B, seed, open) => {
    const counts = compareGame(A, B, seed, open, 5, 8)
    expect(counts.heuristic).toBeGreaterThan(100)
    expect(counts.random).toBe(counts.heuristic)
    expect(counts.search).toBeGreaterThan(5)
    // The twins were other games, not copies.
    expect(counts.differed).toBeGreaterThan(0.9 * counts.heuristic)
  }, 120_000)

  it('Caja 1 against Caja 2, lists kept private, with the search\'s options for private lists (the pool prior, the affinity with shown cards): the same, every decision', () => {
    const search = searchBotWith({ ...SEARCH_OPTIONS, poolPrior: true, shownAffinity: { types: 20, copies: 2, profession: 1 } })
    const counts = compareGame(caja1, caja2, 43, false, 5, 8, search)
    expect(counts.search).toBeGreaterThan(5)
    expect(counts.differed).toBeGreaterThan(0.9 * counts.heuristic)
  }, 120_000)
})
