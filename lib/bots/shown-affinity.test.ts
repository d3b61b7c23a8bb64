// The prior's affinity with what a private-list rival has shown (shown-affinity.ts; issue 29, session 10).
import { describe, expect, it } from 'vitest'
import type { Card } from '../catalogue/schema'
import { boxedDecks } from '../cli/testing/boxed-decks'
import { apply } from '../engine/apply'
import { createRng } from '../engine/rng'
import { createGame } from '../engine/setup'
import { topDecision } from '../engine/stack'
import { other, type GameState, type Seat } from '../engine/state'
import { cardPoolList, HIDDEN_CARD, viewFor, type MasterView } from '../engine/view'
import { chooseHeuristic } from './heuristic'
import { hiddenPrior } from './hidden-prior'
import { legalMoves } from './legal-moves'
import { withShownAffinity } from './shown-affinity'

const { decks, catalogue } = boxedDecks()
const AFFINITY = { types: 20, copies: 2, profession: 1 }
const listOf = (i: 0 | 1) => decks[i].entries.flatMap((e) => Array.from({ length: e.count }, () => e.cardId))

/** Heuristic play in the Caja 2 mirror until the Master to decide has seen its rival show a card of which the pool holds more copies. */
function midGame(seed: number): { s: GameState; seat: Seat } {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[1] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s: GameState = created.value
  const rng = createRng(seed)
  for (let i = 0; i < 4000 && s.result === null; i++) {
    const seat: Seat = topDecision(s)?.seat ?? s.activeSeat
    if (i > 80) {
      const view = viewFor(s, seat, catalogue)
      if (shownOf(view).some((id) => view.pools[other(seat)].includes(id) && catalogue.byId.get(id)?.type !== 'dalma')) return { s, seat }
    }
    const r = apply(s, chooseHeuristic(s, seat, legalMoves(s, catalogue), rng, catalogue), catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  throw new Error('no such position')
}

/** The rival's cards the view shows (not its relic or enemies). */
function shownOf(view: MasterView): string[] {
  const m = view.state.masters[other(view.seat)]
  const outside = new Set<number>([...m.relicZone.enemies, ...(m.relicZone.relic === null ? [] : [m.relicZone.relic])])
  return view.state.cards.filter((c) => c.owner === other(view.seat) && !outside.has(c.id) && c.cardId !== HIDDEN_CARD).map((c) => c.cardId)
}

const professionOf = (c: Card | undefined): string | undefined => (c?.type === 'dalma' || c?.type === 'skill' || c?.type === 'spell' ? c.profession : undefined)

describe('the affinity of a private deck\'s hidden cards with what its Master has shown', () => {
  const { s, seat } = midGame(3)
  const view = viewFor(s, seat, catalogue)
  const base = hiddenPrior(catalogue)
  const prior = withShownAffinity(view, catalogue, base, AFFINITY)
  const shown = new Set(shownOf(view))
  const professions = new Set<string>([...shown].map((id) => catalogue.byId.get(id)).flatMap((c) => (c?.type === 'dalma' ? [c.profession] : [])))
  const learnable = (id: string) => { const t = catalogue.byId.get(id)?.type; return t === 'skill' || t === 'spell' }
  const pool = [...new Set(view.pools[other(seat)])]

  it('R5.5–R5.8: a further copy of a card the rival has shown weighs 1 + copies times its place weight, in hand and in play', () => {
    const only = withShownAffinity(view, catalogue, base, { types: 0, copies: 2, profession: 0 })
    const again = pool.filter((id) => shown.has(id) && !learnable(id))
    expect(again.length).toBeGreaterThan(0)
    for (const id of again) for (const zone of ['hand', 'play'] as const) expect(only(id, zone)).toBeCloseTo(3 * base(id, zone), 9)
    for (const id of pool.filter((x) => !shown.has(x) && !learnable(x))) expect(only(id, 'play')).toBe(base(id, 'play'))
  })

  it('R11.2: a skill or spell of a shown Dalma\'s profession weighs 1 + profession times more; one of another profession, and a Dalma of a shown one, as before', () => {
    const only = withShownAffinity(view, catalogue, base, { types: 0, copies: 0, profession: 1 })
    expect(professions.size).toBeGreaterThan(0)
    const kin = pool.filter((id) => !shown.has(id) && learnable(id) && professions.has(professionOf(catalogue.byId.get(id)) ?? ''))
    const stranger = pool.filter((id) => !shown.has(id) && learnable(id) && !professions.has(professionOf(catalogue.byId.get(id)) ?? ''))
    const dalmaKin = pool.filter((id) => catalogue.byId.get(id)?.type === 'dalma' && professions.has(professionOf(catalogue.byId.get(id)) ?? ''))
    expect(kin.length * stranger.length * dalmaKin.length).toBeGreaterThan(0)
    for (const id of kin) expect(only(id, 'hand')).toBeCloseTo(2 * base(id, 'hand'), 9)
    for (const id of [...stranger, ...dalmaKin]) expect(only(id, 'hand')).toBe(base(id, 'hand'))
  })

  it('a card type weighs its share among the shown cards, pulled toward its pool share by `types` pseudo-cards, over its pool share', () => {
    const only = withShownAffinity(view, catalogue, base, { types: 20, copies: 0, profession: 0 })
    const all = cardPoolList(catalogue)
    const shownCards = shownOf(view).map((id) => catalogue.byId.get(id)?.type)
    const unseen = pool.filter((id) => !shown.has(id) && !learnable(id))
    const typeOf = (id: string) => catalogue.byId.get(id)?.type
    const checked = new Set<string>()
    for (const id of unseen) {
      const t = typeOf(id)
      if (t === undefined || checked.has(t)) continue
      checked.add(t)
      const q = all.filter((x) => typeOf(x) === t).length / all.length
      const sT = shownCards.filter((x) => x === t).length
      expect(only(id, 'play')).toBeCloseTo(base(id, 'play') * ((sT + 20 * q) / (shownCards.length + 20)) / q, 9)
    }
    expect(checked.size).toBeGreaterThan(3)
  })

  it('R2.1: with the rival\'s list public, the prior is left as it was', () => {
    const told = viewFor(s, seat, catalogue, { rivalDeckList: listOf(1) })
    expect(withShownAffinity(told, catalogue, base, AFFINITY)).toBe(base)
  })

  it('reads only the view: other cards in the rival\'s hidden places give the same weights', () => {
    const rival = other(seat)
    const hiddenIds = view.state.cards.filter((c) => c.owner === rival && c.cardId === HIDDEN_CARD && !s.masters[rival].relicZone.enemies.includes(c.id)).map((c) => c.id)
    expect(hiddenIds.length).toBeGreaterThan(0)
    // Every hidden card of the rival made a copy of one Dalma of a profession not shown: the real list is gone.
    const odd = [...catalogue.byId.values()].find((c) => c.type === 'dalma' && !professions.has(c.profession))
    expect(odd).toBeDefined()
    const cards = s.cards.slice()
    for (const id of hiddenIds) cards[id] = { ...(cards[id] as GameState['cards'][number]), cardId: odd?.id ?? '' }
    const other_ = withShownAffinity(viewFor({ ...s, cards }, seat, catalogue), catalogue, base, AFFINITY)
    for (const id of new Set([...pool, ...catalogue.byId.keys()])) for (const zone of ['hand', 'play'] as const) expect(other_(id, zone)).toBe(prior(id, zone))
  })
})
