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
import type { HiddenPrior, HiddenZone } from '../engine/view'
import { HIDDEN_PRIOR_WEIGHTS } from './hidden-prior-weights'

const priors = new WeakMap<Catalogue, HiddenPrior>()

/** The prior for `catalogue`'s cards: a card's weight is its type's for the place (1 for a type the fit has no weight for). */
export function hiddenPrior(catalogue: Catalogue): HiddenPrior {
  let prior = priors.get(catalogue)
  if (prior === undefined) {
    const byCard: Record<HiddenZone, Map<string, number>> = { play: new Map(), hand: new Map() }
    for (const card of catalogue.byId.values()) {
      for (const zone of ['play', 'hand'] as const) byCard[zone].set(card.id, HIDDEN_PRIOR_WEIGHTS[zone][card.type] ?? 1)
    }
    prior = (cardId, zone) => byCard[zone].get(cardId) ?? 1
    priors.set(catalogue, prior)
  }
  return prior
}
