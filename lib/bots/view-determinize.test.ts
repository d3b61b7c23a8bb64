// Issue 8: the Master's view holds only what the rules have shown that Master, and the bots decide
// on it alone.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../catalogue/load'
import { parseDeckText } from '../decks/text'
import { deckCardIds, type Deck } from '../decks/model'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import { BOTS, BOT_LEVELS, listedMoves } from '.'
import { chooseHeuristic } from './heuristic'
import { legalActions } from '../engine/legal'
import { EMPTY_LOG, logActions, logLength, logOf } from '../engine/log'
import { createRng } from '../engine/rng'
import { createGame } from '../engine/setup'
import { topDecision } from '../engine/stack'
import type { GameState, Seat } from '../engine/state'
import { createViewMemo, determinize, HIDDEN_CARD, viewFor, type MasterView } from '../engine/view'

const catalogue = loadCatalogue()
const deck = (file: string): Deck => {
  const parsed = parseDeckText(readFileSync(path.resolve(process.cwd(), 'content/decks', file), 'utf8'), catalogue)
  if (!parsed.ok) throw new Error(file)
  return parsed.deck
}
const A = deck('caja-1-marcha-de-la-montana.txt')
const B = deck('caja-2-corsarios-de-arathan.txt')

/** A duel played by the heuristic for `steps` actions (seat 0 replaces its first two cards, RUL-3). */
function midGame(seed: number, steps: number): GameState {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
  if (!created.ok) throw new Error('createGame')
  let s = created.value
  const rng = createRng(seed)
  for (let i = 0; i < steps && s.result === null; i++) {
    const legal = legalActions(s, catalogue)
    const top = topDecision(s)
    const seat = top?.seat ?? s.activeSeat
    const replace = top?.kind === 'initialReplacement' && seat === 0 ? legal.find((a) => a.type === 'initialReplacement' && a.instanceIds.length === 2) : undefined
    const r = apply(s, replace ?? chooseHeuristic(s, seat, legal, rng, catalogue), catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  return s
}

/** Everything a view tells its Master (a view computes its parts on first reading). */
const shown = (v: MasterView) => ({ seat: v.seat, state: v.state, pools: v.pools, enemyPools: v.enemyPools })

/** Swaps the card ids of two instances: the same game but for which card is where. */
function swapCards(s: GameState, x: number, y: number): GameState {
  const cards = s.cards.slice()
  const cx = cards[x], cy = cards[y]
  if (cx === undefined || cy === undefined) throw new Error('swap')
  cards[x] = { ...cx, cardId: cy.cardId }
  cards[y] = { ...cy, cardId: cx.cardId }
  return { ...s, cards }
}

describe('viewFor: the Master view (issue 8, RUL-3, RUL-28)', () => {
  // The first state of this game where the rival holds cards and has something face down.
  const s = [30, 45, 60, 75, 90, 110, 130].map((n) => midGame(7, n)).find((st) =>
    st.result === null && st.masters[1].hand.length > 0 && st.masters[1].playZone.some((id) => !st.cards[id]?.faceUp)) as GameState
  const seat: Seat = 0
  const listOf = (st: GameState, owner: Seat) => st.cards
    .filter((c) => c.owner === owner && !st.masters[owner].relicZone.enemies.includes(c.id) && st.masters[owner].relicZone.relic !== c.id)
    .map((c) => c.cardId)
  const view = viewFor(s, seat, catalogue, { rivalDeckList: listOf(s, 1) })
  const rival = s.masters[1]

  it('hides the rival hand and deck (only their sizes remain), and its face-down cards (only that they exist)', () => {
    expect(rival.hand.length).toBeGreaterThan(0)
    expect(view.state.masters[1].hand).toHaveLength(rival.hand.length)
    for (const id of [...rival.hand, ...rival.deck]) expect(view.state.cards[id]?.cardId).toBe(HIDDEN_CARD)
    const faceDown = rival.playZone.filter((id) => !s.cards[id]?.faceUp)
    expect(faceDown.length).toBeGreaterThan(0)
    for (const id of faceDown) expect(view.state.cards[id]?.cardId).toBe(HIDDEN_CARD)
    for (const id of rival.playZone.filter((id) => s.cards[id]?.faceUp)) expect(view.state.cards[id]?.cardId).toBe(s.cards[id]?.cardId)
  })

  it('hides the RNG state, forced dice and the log', () => {
    expect(view.state.rng).toEqual([0, 0, 0, 0])
    expect(view.state.forcedDice).toEqual([])
    expect(view.state.log).toEqual(EMPTY_LOG)
    expect(logLength(s.log)).toBeGreaterThan(0)
  })

  it('RUL-3: the own deck is hidden except the cards this Master put under it; the own hand is shown', () => {
    const replaced = logActions(s.log).find((a) => a.type === 'initialReplacement' && a.instanceIds.some((id) => s.cards[id]?.owner === 0))
    if (replaced?.type !== 'initialReplacement') throw new Error('no replacement by seat 0')
    const under = replaced.instanceIds.filter((id) => s.masters[0].deck.includes(id))
    expect(under.length).toBeGreaterThan(0)
    for (const id of s.masters[0].deck) {
      expect(view.state.cards[id]?.cardId).toBe(under.includes(id) ? s.cards[id]?.cardId : HIDDEN_CARD)
    }
    for (const id of s.masters[0].hand) expect(view.state.cards[id]?.cardId).toBe(s.cards[id]?.cardId)
    // The rival did not see those cards go under.
    const rivalView = viewFor(s, 1, catalogue)
    for (const id of under) expect(rivalView.state.cards[id]?.cardId).toBe(HIDDEN_CARD)
  })

  it('RUL-28, RUL-41: a card looked at with Lente de Visión Precisa stays known to the looker only', () => {
    const target = rival.hand[0] as number
    const looker = s.masters[0].playZone.find((id) => s.cards[id]?.faceUp) as number
    const looked: GameState = { ...s, log: logOf([...logActions(s.log), { type: 'activateLente', dalmaId: looker, objectId: looker, targetId: target, reveal: false }]) }
    expect(viewFor(looked, 0, catalogue).state.cards[target]?.cardId).toBe(s.cards[target]?.cardId)
    expect(viewFor(s, 0, catalogue).state.cards[target]?.cardId).toBe(HIDDEN_CARD)
  })

  it('the pools hold exactly as many cards as there are hidden instances, and determinize fills every one', () => {
    for (const owner of [0, 1] as const) {
      const hidden = view.state.cards.filter((c) => c.owner === owner && c.cardId === HIDDEN_CARD && !s.masters[owner].relicZone.enemies.includes(c.id))
      expect(view.pools[owner]).toHaveLength(hidden.length)
    }
    const world = determinize(view, createRng(3))
    expect(world.cards.some((c) => c.cardId === HIDDEN_CARD)).toBe(false)
    const sorted = (xs: string[]) => [...xs].sort()
    expect(sorted(world.cards.filter((c) => c.owner === 1).map((c) => c.cardId))).toEqual(sorted(s.cards.filter((c) => c.owner === 1).map((c) => c.cardId)))
  })

  it('R6.2 R6.3: during the set-up a world puts one of the rival\'s Dalmas, with its two starting cards, where its starting Dalma lies face down', () => {
    const created = createGame({ seed: 11, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
    if (!created.ok) throw new Error('createGame')
    const start = created.value
    expect(topDecision(start)?.kind).toBe('initialReplacement')
    const rivalDalma = start.masters[1].startingDalma as number
    const setUpView = viewFor(start, 0, catalogue, { rivalDeckList: deckCardIds(B) })
    expect(setUpView.state.cards[rivalDalma]?.cardId).toBe(HIDDEN_CARD)
    const dalmasOfB = new Set(deckCardIds(B).filter((id) => catalogue.byId.get(id)?.type === 'dalma'))
    let crippled = 0
    for (let k = 0; k < 40; k++) {
      // Without the catalogue, as before: any card of the pool may stand in the Dalma's place.
      const blind = determinize(setUpView, createRng(100 + k))
      if (catalogue.byId.get(blind.cards[rivalDalma]?.cardId ?? '')?.type !== 'dalma') crippled++
      const world = determinize(setUpView, createRng(100 + k), undefined, catalogue)
      const dalma = catalogue.byId.get(world.cards[rivalDalma]?.cardId ?? '')
      expect(dalma?.type === 'dalma' && dalmasOfB.has(dalma.id), `mundo ${k}: un Dalma del mazo`).toBe(true)
      if (dalma?.type !== 'dalma') continue
      expect(world.cards[rivalDalma]?.learned.map((id) => world.cards[id]?.cardId)).toEqual(dalma.startingCards)
      // Every hidden card is still drawn once from the owner's cards: the rival holds exactly its list.
      const sorted = (xs: string[]) => [...xs].sort()
      expect(sorted(world.cards.filter((c) => c.owner === 1 && !start.masters[1].relicZone.enemies.includes(c.id)).map((c) => c.cardId)))
        .toEqual(sorted(start.cards.filter((c) => c.owner === 1 && !start.masters[1].relicZone.enemies.includes(c.id)).map((c) => c.cardId)))
    }
    expect(crippled, 'sin el catálogo, la mayoría de los mundos no ponía un Dalma').toBeGreaterThan(20)
  })

  it('R6.2 R5: a public list names its starting Dalma, and every set-up world puts that one face down with its two cards; a private list does not', () => {
    const created = createGame({ seed: 11, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
    if (!created.ok) throw new Error('createGame')
    const start = created.value
    const rivalDalma = start.masters[1].startingDalma as number
    const named = B.startingDalmaId as string
    expect(start.cards[rivalDalma]?.cardId).toBe(named)
    const dalmasOfB = new Set(deckCardIds(B).filter((id) => catalogue.byId.get(id)?.type === 'dalma'))
    expect(dalmasOfB.size).toBeGreaterThan(1)
    const open = viewFor(start, 0, catalogue, { rivalDeckList: deckCardIds(B), rivalStartingDalma: named })
    expect(open.state.cards[rivalDalma]?.cardId).toBe(HIDDEN_CARD)
    expect(open.rivalStartingDalma).toBe(named)
    const card = catalogue.byId.get(named)
    if (card?.type !== 'dalma') throw new Error('not a Dalma')
    const drawn = new Set<string>()
    for (let k = 0; k < 30; k++) {
      const world = determinize(open, createRng(200 + k), undefined, catalogue)
      expect(world.cards[rivalDalma]?.cardId).toBe(named)
      expect(world.cards[rivalDalma]?.learned.map((id) => world.cards[id]?.cardId)).toEqual(card.startingCards)
      // Without the name, the Dalma is drawn among the list's (other Dalmas come up).
      drawn.add(determinize(viewFor(start, 0, catalogue, { rivalDeckList: deckCardIds(B) }), createRng(200 + k), undefined, catalogue).cards[rivalDalma]?.cardId ?? '')
    }
    expect(drawn.size).toBeGreaterThan(1)
    // A private list: the name is not the bot's to read.
    expect(viewFor(start, 0, catalogue, { rivalStartingDalma: named }).rivalStartingDalma).toBeUndefined()
  })

  it('a bot given two states that differ only in hidden cards decides the same, at every level', () => {
    let checked = 0
    for (const steps of [12, 40, 60, 90, 130]) {
      const base = midGame(11, steps)
      if (base.result !== null) continue
      const decider = topDecision(base)?.seat ?? base.activeSeat
      const them = base.masters[decider === 0 ? 1 : 0]
      const own = base.masters[decider]
      const hiddenRival = [...them.hand, ...them.deck]
      const x = hiddenRival.find((id) => base.cards[id]?.cardId !== base.cards[hiddenRival[0] as number]?.cardId)
      const y = hiddenRival[0]
      if (x === undefined || y === undefined) continue
      let other = swapCards(base, x, y)
      // Two cards of the own deck it has not seen (not among those it put under, RUL-3).
      const unseen = own.deck.filter((id) => viewFor(base, decider, catalogue).state.cards[id]?.cardId === HIDDEN_CARD)
      const u = unseen.find((id) => base.cards[id]?.cardId !== base.cards[unseen[0] as number]?.cardId)
      if (u !== undefined) other = swapCards(other, u, unseen[0] as number)
      expect(other.cards).not.toEqual(base.cards)
      expect(shown(viewFor(other, decider, catalogue))).toEqual(shown(viewFor(base, decider, catalogue)))
      const legal = legalActions(base, catalogue)
      for (const level of BOT_LEVELS) {
        const pick = (st: GameState) => BOTS[level](viewFor(st, decider, catalogue), listedMoves(legal), { playouts: 4 }, createRng(99), catalogue)
        expect(pick(other)).toEqual(pick(base))
      }
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(3)
  })
})

describe('viewFor with a memo (issue 15: a view at every decision must cost little)', () => {
  it('gives, decision after decision of a game, the same view as one made afresh', () => {
    const created = createGame({ seed: 5, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
    if (!created.ok) throw new Error('createGame')
    let s = created.value
    const memos = [createViewMemo(), createViewMemo()]
    const rng = createRng(5)
    let compared = 0
    for (let i = 0; i < 400 && s.result === null; i++) {
      const seat = topDecision(s)?.seat ?? s.activeSeat
      // The deciding Master's view at every decision (as selfplay asks, the memo reusing the last marks
      // while its deck, the rival's discard and what it was shown stay put), and every tenth decision
      // the other's too: the memo must also survive the decisions it did not see.
      for (const viewer of [0, 1] as const) {
        if (viewer !== seat && i % 10 !== 0) continue
        expect(shown(viewFor(s, viewer, catalogue, { memo: memos[viewer] }))).toEqual(shown(viewFor(s, viewer, catalogue)))
        compared++
      }
      const r = apply(s, chooseHeuristic(s, seat, legalActions(s, catalogue), rng, catalogue), catalogue)
      if (!r.ok) throw new Error(r.error.code)
      s = r.state
    }
    expect(compared).toBeGreaterThan(100)
  })

  it("RUL-3, RUL-28: with the log kept by the driver (apply's log: false), the states but their log and the views are the same", () => {
    const created = createGame({ seed: 9, mode: 'duel', masters: [{ deck: A }, { deck: B }] }, catalogue)
    if (!created.ok) throw new Error('createGame')
    let s = created.value, t = created.value
    const log: Action[] = []
    const memos = [createViewMemo(), createViewMemo()]
    const rng = createRng(9)
    let replaced = 0
    for (let i = 0; i < 300 && s.result === null; i++) {
      const seat = topDecision(s)?.seat ?? s.activeSeat
      expect(shown(viewFor(t, seat, catalogue, { memo: memos[seat], log }))).toEqual(shown(viewFor(s, seat, catalogue)))
      const action = chooseHeuristic(s, seat, legalActions(s, catalogue), rng, catalogue)
      if (action.type === 'initialReplacement' || action.type === 'deferredReplacement') replaced += action.instanceIds.length
      const r = apply(s, action, catalogue), q = apply(t, action, catalogue, { log: false })
      if (!r.ok || !q.ok) throw new Error('apply')
      s = r.state
      t = q.state
      log.push(action)
      expect(t.log).toEqual(EMPTY_LOG)
      expect({ ...t, log: s.log }).toEqual(s)
    }
    // The views had something to read in the driver's log: cards this Master put under its deck (RUL-3).
    expect(replaced).toBeGreaterThan(0)
  })
})
