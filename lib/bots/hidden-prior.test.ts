// The search's prior on the rival's hidden cards (hidden-prior.ts) and the worlds determinize draws with it.
import { describe, expect, it } from 'vitest'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { apply } from '../engine/apply'
import { createRng } from '../engine/rng'
import { createGame } from '../engine/setup'
import { topDecision } from '../engine/stack'
import type { GameState, Seat } from '../engine/state'
import { determinize, HIDDEN_CARD, viewFor, type MasterView } from '../engine/view'
import { chooseHeuristic } from './heuristic'
import { hiddenPrior, poolPrior, rivalListPrivate } from './hidden-prior'
import { HIDDEN_PRIOR_POOL_WEIGHTS } from './hidden-prior-pool-weights'
import { HIDDEN_PRIOR_WEIGHTS } from './hidden-prior-weights'
import { legalMoves } from './legal-moves'

const { decks, catalogue } = boxedDecks()

/** The real state behind each view viewWithHiddenPlay returns (for the same position seen with the list private). */
const realOf = new WeakMap<MasterView, GameState>()

/** Heuristic play in the Caja 2 mirror until the Master to decide faces a rival with hidden cards face down in play and in hand, and traps still unseen. */
function viewWithHiddenPlay(seed: number): MasterView | null {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[1] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s: GameState = created.value
  const rng = createRng(seed)
  const list = decks[1].entries.flatMap((e) => Array.from({ length: e.count }, () => e.cardId))
  for (let i = 0; i < 4000 && s.result === null; i++) {
    const seat: Seat = topDecision(s)?.seat ?? s.activeSeat
    if (i > 60) {
      const view = viewFor(s, seat, catalogue, { rivalDeckList: list })
      const rival = s.masters[seat === 0 ? 1 : 0]
      const hiddenIn = (ids: readonly number[]) => ids.filter((id) => view.state.cards[id]?.cardId === HIDDEN_CARD).length
      const trapsUnseen = view.pools[rival === s.masters[0] ? 0 : 1].filter((id) => catalogue.byId.get(id)?.type === 'trap').length
      if (hiddenIn(rival.playZone) >= 1 && hiddenIn(rival.hand) >= 2 && trapsUnseen >= 1) { realOf.set(view, s); return view }
    }
    const r = apply(s, chooseHeuristic(s, seat, legalMoves(s, catalogue), rng, catalogue), catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  return null
}

const sorted = (xs: readonly string[]) => [...xs].sort()

describe('the prior on the rival\'s hidden cards', () => {
  it('R14.3, R8.4: a card left face down in play weighs as a trap far more than its share, one in hand far less; Emblemas and spells wait in hand', () => {
    const prior = hiddenPrior(catalogue)
    const trap = [...catalogue.byId.values()].find((c) => c.type === 'trap')
    const emblem = [...catalogue.byId.values()].find((c) => c.type === 'emblem')
    expect(trap).toBeDefined()
    expect(emblem).toBeDefined()
    expect(prior(trap?.id ?? '', 'play')).toBe(HIDDEN_PRIOR_WEIGHTS.play.trap)
    expect(prior(trap?.id ?? '', 'play')).toBeGreaterThan(4)
    expect(prior(trap?.id ?? '', 'hand')).toBeLessThan(1)
    expect(prior(emblem?.id ?? '', 'hand')).toBeGreaterThan(2)
    expect(prior(emblem?.id ?? '', 'play')).toBeLessThan(1)
    // A card the catalogue does not know carries no preference.
    expect(prior('no-such-card', 'play')).toBe(1)
  })

  it('R8.3: with the prior, determinize still fills every hidden instance from the same cards, each used once', () => {
    const view = viewWithHiddenPlay(7)
    expect(view).not.toBeNull()
    const v = view as MasterView
    for (const seed of [1, 2, 3]) {
      const world = determinize(v, createRng(seed), hiddenPrior(catalogue))
      expect(world.cards.some((c) => c.cardId === HIDDEN_CARD)).toBe(false)
      for (const owner of [0, 1] as const) {
        const enemies = new Set(v.state.masters[owner].relicZone.enemies)
        const filled = world.cards.filter((c) => c.owner === owner && !enemies.has(c.id) && v.state.cards[c.id]?.cardId === HIDDEN_CARD).map((c) => c.cardId)
        expect(sorted(filled)).toEqual(sorted(v.pools[owner]))
      }
    }
  })

  it('R14.3: over many worlds, the rival\'s face-down cards in play are drawn as traps far more often with the prior than uniformly', () => {
    const view = [7, 11, 19].map(viewWithHiddenPlay).find((v) => v !== null)
    expect(view).toBeDefined()
    const v = view as MasterView
    const rival = v.state.masters[v.seat === 0 ? 1 : 0]
    const faceDown = rival.playZone.filter((id) => v.state.cards[id]?.cardId === HIDDEN_CARD)
    const trapShare = (withPrior: boolean) => {
      const rng = createRng(5)
      let traps = 0, total = 0
      for (let i = 0; i < 400; i++) {
        const world = determinize(v, rng, withPrior ? hiddenPrior(catalogue) : undefined)
        for (const id of faceDown) { total++; if (catalogue.byId.get(world.cards[id]?.cardId ?? '')?.type === 'trap') traps++ }
      }
      return traps / total
    }
    const uniform = trapShare(false), weighted = trapShare(true)
    expect(weighted).toBeGreaterThan(2 * uniform)
    expect(weighted).toBeGreaterThan(0.2)
  })

  it('R2.1: a view tells a private rival list (its pool the card pool, longer than the hidden cards) from a public one', () => {
    const view = viewWithHiddenPlay(7)
    expect(view).not.toBeNull()
    const told = view as MasterView
    expect(rivalListPrivate(told)).toBe(false)
    // The same position with the rival's list not told: the view reasons over the card pool.
    expect(rivalListPrivate(viewFor(realOf.get(told) as GameState, told.seat, catalogue))).toBe(true)
  })

  it('R14.3: the pool prior, for a private list, weighs a trap face down in play far above its pool share (a deck holds more traps than the pool does) and a treasure there at nothing', () => {
    const prior = poolPrior(catalogue)
    const trap = [...catalogue.byId.values()].find((c) => c.type === 'trap')
    const treasure = [...catalogue.byId.values()].find((c) => c.type === 'treasure')
    expect(prior(trap?.id ?? '', 'play')).toBe(HIDDEN_PRIOR_POOL_WEIGHTS.play.trap)
    expect(prior(trap?.id ?? '', 'play')).toBeGreaterThan(hiddenPrior(catalogue)(trap?.id ?? '', 'play'))
    expect(prior(treasure?.id ?? '', 'play')).toBeLessThan(0.05)
    // Over many worlds of a private-list view, more of the rival's face-down cards in play are traps with it than with the list prior.
    const v = [7, 11, 19].map(viewWithHiddenPlay).find((x) => x !== null) as MasterView
    const priv = viewFor(realOf.get(v) as GameState, v.seat, catalogue)
    const rival = priv.state.masters[priv.seat === 0 ? 1 : 0]
    const faceDown = rival.playZone.filter((id) => priv.state.cards[id]?.cardId === HIDDEN_CARD)
    const share = (p: typeof prior) => {
      const rng = createRng(5)
      let traps = 0, total = 0
      for (let i = 0; i < 400; i++) {
        const world = determinize(priv, rng, p)
        for (const id of faceDown) { total++; if (catalogue.byId.get(world.cards[id]?.cardId ?? '')?.type === 'trap') traps++ }
      }
      return traps / total
    }
    expect(share(prior)).toBeGreaterThan(1.5 * share(hiddenPrior(catalogue)))
  })
})
