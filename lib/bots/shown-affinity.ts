// A sharper prior on a private deck's hidden cards (issue 29, session 10). When the rival's list is not
// public, the view's pool is the whole card pool under the copy limits (cardPoolList), hundreds of
// ids for the sixty-odd cards the rival really hides, so a world drawn from it is mostly cards the
// rival does not have. What the rival has shown is evidence of what it hides, for any deck:
// - types: a deck's mix of card types is its own (a boxed deck holds three times the pool's share of
//   treasures), and the cards it has shown are a sample of that mix: each type weighs its share among
//   the shown cards, pulled toward its share of the pool by `types` pseudo-cards, over its pool share;
// - copies: a card it has shown is one it chose, and decks often hold several copies of what they hold
//   (R5.5–R5.8 allow up to 4), so the pool's other copies of that card weigh more;
// - profession: a skill or spell is learned only by a Dalma whose profession it bears (R11.2), so the
//   skills and spells of a shown Dalma's profession weigh more.
// It reads only the view (the rival's face-up, defeated and discarded cards), never a list, and leaves a
// public list's worlds alone (there the pool is exactly the hidden cards, and the list already says it).
import type { Catalogue } from '../catalogue/schema'
import { cardPoolList, HIDDEN_CARD, type HiddenPrior, type MasterView } from '../engine/view'
import { other } from '../engine/state'

export type ShownAffinity = {
  /** Pseudo-cards at the pool's type shares added to the shown cards' types (0: the types keep their pool weights). */
  types: number
  /** How much more a further copy of a card the rival has shown weighs (0: no more). */
  copies: number
  /** How much more a skill or spell of a shown Dalma's profession weighs (0: no more). */
  profession: number
}

/** Each card type's share of the card pool, per catalogue. */
const poolShares = new WeakMap<Catalogue, Map<string, number>>()
function typeShares(catalogue: Catalogue): Map<string, number> {
  let out = poolShares.get(catalogue)
  if (out === undefined) {
    out = new Map()
    const pool = cardPoolList(catalogue)
    for (const id of pool) { const t = catalogue.byId.get(id)?.type; if (t !== undefined) out.set(t, (out.get(t) ?? 0) + 1 / pool.length) }
    poolShares.set(catalogue, out)
  }
  return out
}

/**
 * `base` times each card's affinity with what the rival of `view.seat` has shown, when the rival's pool
 * stands for a private list (longer than its hidden cards); `base` itself otherwise.
 */
export function withShownAffinity(view: MasterView, catalogue: Catalogue, base: HiddenPrior, a: ShownAffinity): HiddenPrior {
  const rival = other(view.seat)
  const s = view.state
  const m = s.masters[rival]
  const outside = new Set<number>(m.relicZone.enemies)
  if (m.relicZone.relic !== null) outside.add(m.relicZone.relic)
  let hidden = 0, shownCount = 0
  const shown = new Set<string>()
  const shownTypes = new Map<string, number>()
  const professions = new Set<string>()
  for (const c of s.cards) {
    if (c.owner !== rival || outside.has(c.id)) continue
    if (c.cardId === HIDDEN_CARD) { hidden++; continue }
    const card = catalogue.byId.get(c.cardId)
    if (card === undefined) continue
    shown.add(c.cardId)
    shownCount++
    shownTypes.set(card.type, (shownTypes.get(card.type) ?? 0) + 1)
    if (card.type === 'dalma') professions.add(card.profession)
  }
  const pool = view.poolOf !== undefined ? view.poolOf(rival) : view.pools[rival]
  if (pool.length <= hidden || shownCount === 0) return base
  const shares = typeShares(catalogue)
  const factor = new Map<string, number>()
  for (const id of new Set(pool)) {
    const card = catalogue.byId.get(id)
    if (card === undefined) continue
    let f = 1
    const q = shares.get(card.type) ?? 0
    if (a.types > 0 && q > 0) f *= ((shownTypes.get(card.type) ?? 0) + a.types * q) / (shownCount + a.types) / q
    if (shown.has(id)) f *= 1 + a.copies
    if ((card.type === 'skill' || card.type === 'spell') && professions.has(card.profession)) f *= 1 + a.profession
    if (f !== 1) factor.set(id, f)
  }
  // Only the rival's hidden cards in hand and in play are drawn by weight (determinize): the viewer's own
  // hand and play are never hidden, so a card of both pools changes nothing on the viewer's side.
  return (cardId, zone) => base(cardId, zone) * (factor.get(cardId) ?? 1)
}
