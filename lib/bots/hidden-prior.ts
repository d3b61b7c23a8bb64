// The search bot's prior on what the rival's hidden cards are (issue 15). A view hides the rival's
// hand and the cards it keeps face down in play, and a uniform draw from its unseen cards made them
// look like its deck. They are not: a trap works only face down (R14.3) while most other cards are
// revealed to be used (R8.4), so in the boxed decks' games a card left face down in play is a trap about
// eight times as often as its share says, and a hand keeps what its Dalmas cannot use yet (Emblemas,
// spells). A world drawn uniformly hid the traps an offensive runs into (R17.4) and made it look safer
// than it was. Weights by card type and place, fitted on heuristic games (hidden-prior-weights.ts): a
// card type is what any deck has, so the prior holds for a player's own deck as for the boxed ones,
// and it is used in every game (issue 29; it was for the Caja 2 mirror alone, PRIOR_PAIRINGS).
import type { Catalogue } from '../catalogue/schema'
import { other } from '../engine/state'
import { HIDDEN_CARD, type HiddenPrior, type HiddenZone, type MasterView } from '../engine/view'
import { HIDDEN_PRIOR_POOL_WEIGHTS } from './hidden-prior-pool-weights'
import { HIDDEN_PRIOR_WEIGHTS } from './hidden-prior-weights'

type Weights = { readonly play: Readonly<Record<string, number>>; readonly hand: Readonly<Record<string, number>> }
const priors = new WeakMap<Weights, WeakMap<Catalogue, HiddenPrior>>()

function priorOf(catalogue: Catalogue, weights: Weights): HiddenPrior {
  let byCatalogue = priors.get(weights)
  if (byCatalogue === undefined) { byCatalogue = new WeakMap(); priors.set(weights, byCatalogue) }
  let prior = byCatalogue.get(catalogue)
  if (prior === undefined) {
    const byCard: Record<HiddenZone, Map<string, number>> = { play: new Map(), hand: new Map() }
    for (const card of catalogue.byId.values()) {
      for (const zone of ['play', 'hand'] as const) byCard[zone].set(card.id, weights[zone][card.type] ?? 1)
    }
    prior = (cardId, zone) => byCard[zone].get(cardId) ?? 1
    byCatalogue.set(catalogue, prior)
  }
  return prior
}

/** The prior for `catalogue`'s cards: a card's weight is its type's for the place (1 for a type the fit has no weight for). */
export const hiddenPrior = (catalogue: Catalogue): HiddenPrior => priorOf(catalogue, HIDDEN_PRIOR_WEIGHTS)

/**
 * The prior fitted against the card pool (hidden-prior-pool-weights.ts), for a rival whose list is private:
 * its pool is then the whole card pool, whose mix of types is not a deck's (issue 29, session 10).
 */
export const poolPrior = (catalogue: Catalogue): HiddenPrior => priorOf(catalogue, HIDDEN_PRIOR_POOL_WEIGHTS)

/**
 * Whether the view reasons over the card pool for `view.seat`'s rival (its list private): the pool is then
 * longer than the hidden cards it stands for, while a public list's pool is exactly those cards (view.ts).
 */
export function rivalListPrivate(view: MasterView): boolean {
  const rival = other(view.seat)
  const m = view.state.masters[rival]
  let hidden = 0
  for (const c of view.state.cards) if (c.owner === rival && c.cardId === HIDDEN_CARD && !m.relicZone.enemies.includes(c.id)) hidden++
  const pool = view.poolOf !== undefined ? view.poolOf(rival) : view.pools[rival]
  return pool.length > hidden
}
