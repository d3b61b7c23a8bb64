// Variants of the search bot measured by scripts/screen-search.ts (issues 15 and 29). The weights per
// deck pairing are gone (issue 29), so `base`, `w2` and `w2x` are now the default.
import type { Bot } from '../lib/bots'
import { appendFileSync } from 'node:fs'
import { sameAction } from '../lib/bots/legal-moves'
import { gameTurn } from '../lib/engine/queries'
import { FEATURES } from '../lib/bots/evaluate'
import { nextUint32 } from '../lib/random/rng'
import { chooseHeuristic as chooseHeuristicV1 } from '../lib/bots/heuristic-v1/heuristic'
import { evaluateWithNet } from '../lib/bots/value-net'
import { VALUE_NET } from '../lib/bots/value-net-weights'
import { decisionName, SEARCH_OPTIONS, searchBot, searchBotWith, searchRoot, withSetUpSearch, type SearchOptions } from '../lib/bots/search'

const shared = { ...SEARCH_OPTIONS }
/** Issue 29, session 10: the Master actions (R7.14) searched as well, at the budget weight 1 (no entry in budgetWeight). */
const MASTER: SearchOptions = { ...SEARCH_OPTIONS, searched: new Set([...SEARCH_OPTIONS.searched, 'masterActions']) }
/** Issue 29, session 6: the evaluation fitted on the mirrors' games alone (seed 2901, initiative and traps left out). */
const POOLED_FIT = [-0.1024, -0.3439, 0.496, 0.0291, 0.0056, -0.2828, 0.6059, 0.0427, 0.0566, 0.1098, 0.499, 0.5337, 1.6447, -1.5744, 0, 0]
const MIRROR_FIT = [-0.0736, 0.0748, 0.4282, 0.0299, 0.0554, 0.2737, -0.0115, 0.0037, 0.1666, 0.1248, 0.5577, 0.5693, 1.1167, -1.0691, 0, 0]
/** The initial replacement (R6.7) searched, walked to the game's end on five times a decision's walks (issue 29, session 15). */
const SETUP5: SearchOptions = { ...withSetUpSearch(SEARCH_OPTIONS), barFor: undefined }
/** A variant with another budget per searched decision than the one the game hands it. */
const withBudget = (bot: Bot, playouts: number): Bot => (view, moves, _budget, rng, cat) => bot(view, moves, { playouts }, rng, cat)
export const VARIANTS: Record<string, Bot> = {
  /** The default search, whatever it is at the time (issue 29, session 7: the name screens read against). */
  main: searchBot,
  // The default before session 14 made ext1's second look the default (a cache written before then holds it as `main`).
  main13: searchBotWith({ ...SEARCH_OPTIONS, extend: 0 }),
  base: searchBotWith(shared),
  w2: searchBot,
  w2x: searchBotWith({ ...SEARCH_OPTIONS }),
  budget6: searchBotWith({ ...shared, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
  w2budget6: searchBotWith({ ...SEARCH_OPTIONS, budgetWeight: { endOfTurn: 6, defenders: 4, pairings: 4 } }),
  fam: searchBotWith({ ...SEARCH_OPTIONS, familyBar: true }),
  b160: withBudget(searchBot, 160),
  noeot: searchBotWith({ ...SEARCH_OPTIONS, searched: new Set([...SEARCH_OPTIONS.searched].filter((k) => k !== 'endOfTurn')) }),
  c25: searchBotWith({ ...SEARCH_OPTIONS, confidence: 2.5 }),
  defend: searchBotWith({ ...SEARCH_OPTIONS, randomRivalInCombat: false }),
  fight35: searchBotWith({ ...SEARCH_OPTIONS, fightConfidence: 3.5 }),
  fight35d: searchBotWith({ ...SEARCH_OPTIONS, fightConfidence: 3.5, randomRivalInCombat: false }),
  prior: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: true }),
  uniform: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: false }),
  priord: searchBotWith({ ...SEARCH_OPTIONS, hiddenPrior: true, randomRivalInCombat: false }),
  // Issue 29, session 5: a least gap in win chance before overruling the heuristic (the default since: MIN_GAP),
  // and more walks. `nogap` is the search before it.
  nogap: searchBotWith({ ...SEARCH_OPTIONS, minGap: 0 }),
  gap02: searchBotWith({ ...SEARCH_OPTIONS, minGap: 0.02 }),
  gap05: searchBotWith({ ...SEARCH_OPTIONS, minGap: 0.05 }),
  b192: withBudget(searchBot, 192),
  b192gap02: withBudget(searchBotWith({ ...SEARCH_OPTIONS, minGap: 0.02 }), 192),
  b192gap05: withBudget(searchBotWith({ ...SEARCH_OPTIONS, minGap: 0.05 }), 192),
  // Issue 29, session 6.
  // main's search before session 6 (the evaluation fitted on every pairing), for screens after the refit.
  main5: searchBotWith({ ...SEARCH_OPTIONS, weights: POOLED_FIT }),
  notree: searchBotWith({ ...SEARCH_OPTIONS, tree: false }),
  // The evaluation fitted on the mirrors' games alone (seed 2901's samples, initiative and traps left out).
  mirrorfit: searchBotWith({ ...SEARCH_OPTIONS, weights: MIRROR_FIT }),
  // The same on 1000 games a pairing (`FIT_PAIRINGS=A-A,B-B npx tsx scripts/fit-evaluation.ts 1000 2901`).
  mirror1000: searchBotWith({ ...SEARCH_OPTIONS, weights: [-0.0176, 0.0714, 0.318, 0.0055, 0.0627, 0.0451, 0.2274, 0.0365, 0.1662, 0.2885, 0.3481, 0.4136, 1.0988, -0.9611, 0, 0] }),
  notreemf: searchBotWith({ ...SEARCH_OPTIONS, tree: false, weights: MIRROR_FIT }),
  // Issue 29, session 7. The evaluation refitted on every pairing with `dalmas` and `enemies` held at or above 0
  // (`FIT_NONNEG=dalmas,enemies npx tsx scripts/fit-evaluation.ts 1000 2901`, the heuristic of main 1139063).
  // The same with every count of material held at or above 0 (FIT_NONNEG=dalmas,enemies,learned,equipment,cards,money,hiddenEnemies).
  nonnegall: searchBotWith({ ...SEARCH_OPTIONS, weights: [-0.115, 0, 0.6587, 0, 0, 0, 0.429, 0.1255, 0.1807, 0.0423, 0.588, 0.4318, 0.745, -0.9067, 0, 0] }),
  // PUCT's prior toward the heuristic's choice below the root, and half the walk's value read when the turn ends.
  puct: searchBotWith({ ...SEARCH_OPTIONS, heuristicPrior: 0.5, puct: 1.5 }),
  mix: searchBotWith({ ...SEARCH_OPTIONS, leafMix: 0.5 }),
  // Issue 29, session 8: more walks only for the root's close verdicts (a deviation ahead by more than one standard
  // error gets another decision's budget of fresh paired walks against the heuristic's choice).
  // The default since session 14 (the same bot as `main` now; kept so older commands still name it).
  ext1: searchBotWith({ ...SEARCH_OPTIONS, extend: 1, extendFrom: 1 }),
  // Issue 29, session 12: a stronger form of ext1: twice the fresh walks, and from half a standard error's lead, so
  // more of the close overrulings are read again before they may stand.
  ext2: searchBotWith({ ...SEARCH_OPTIONS, extend: 2, extendFrom: 0.5 }),
  // Issue 29, session 12: the searching Master's own moves in the walks by heuristic-v1 (the heuristic before issue 29,
  // which the heuristic beats), its rival's still by the heuristic: how much the search's strength hangs on the policy
  // its walks play it by, the lever expert iteration would pull the other way.
  ownv1: searchBotWith({ ...SEARCH_OPTIONS, ownPolicy: chooseHeuristicV1 }),
  // Issue 29, session 13: the rival's moves in the walks by heuristic-v1, for games against heuristic-v1 (analysis: a
  // bot cannot know its rival's policy): how much of the search's edge is its model of the rival it meets.
  rivalv1: searchBotWith({ ...SEARCH_OPTIONS, rivalPolicy: chooseHeuristicV1 }),
  // Issue 29, session 9: the walks from a turn's end (the offensive, R17) played to the game's end (99 turns; a game
  // lasts some 29) or to 4 turns, scored by the result where the game ended, so the evaluation at the horizon no longer
  // judges the offensive; `eotend1` with a third of that decision's walks (its weight 1 instead of 3), for time.
  eotend: searchBotWith({ ...SEARCH_OPTIONS, horizonFor: { endOfTurn: 99 } }),
  eotend1: searchBotWith({ ...SEARCH_OPTIONS, horizonFor: { endOfTurn: 99 }, budgetWeight: { ...SEARCH_OPTIONS.budgetWeight, endOfTurn: 1 } }),
  eot4: searchBotWith({ ...SEARCH_OPTIONS, horizonFor: { endOfTurn: 4 } }),
  // Issue 29, session 15: the initial replacement (R6.7) searched, walked to the game's end on five times a decision's
  // walks (once a game: the p50 does not move). scripts/setup-value.ts read +0.039 ± 0.010 games a pair for a chooser
  // of that size without a bar (docs/lab-results.md § "What the set-up choices are worth"); not screened yet.
  setup5: searchBotWith(SETUP5),
  // Issue 29, session 16: `setup5` without the bar at that decision (the best mean of its walks, as the chooser
  // scripts/setup-value.ts measured), and with a bar of one standard error and no least gap.
  // (`setup5free` was the default for the ninth and tenth confirmations: d2ca667 to 0c382ac, e28ff3f to its revert.)
  setup5free: searchBotWith(withSetUpSearch(SEARCH_OPTIONS)),
  setup5half: searchBotWith({ ...SETUP5, barFor: { initialReplacement: { confidence: 1, minGap: 0 } } }),
  // The same on twice a decision's walks (a second or two once a game, not two to five).
  setup2half: searchBotWith({ ...SETUP5, budgetWeight: { ...SETUP5.budgetWeight, initialReplacement: 2 }, barFor: { initialReplacement: { confidence: 1, minGap: 0 } } }),
  setup2free: searchBotWith({ ...SETUP5, budgetWeight: { ...SETUP5.budgetWeight, initialReplacement: 2 }, barFor: { initialReplacement: { confidence: 0, minGap: 0 } } }),
  // Issue 29, session 10: with a private rival list, the rival's hidden cards weighed by their affinity with what it
  // has shown (lib/bots/shown-affinity.ts): type shares (20 pseudo-cards), further copies 3 times, skills and spells
  // of a shown Dalma's profession twice. scripts/prior-check.ts finds every such weighting names the hidden cards worse.
  affinity: searchBotWith({ ...SEARCH_OPTIONS, shownAffinity: { types: 20, copies: 2, profession: 1 } }),
  // With a private rival list, the place prior fitted against the card pool (lib/bots/hidden-prior-pool-weights.ts).
  poolprior: searchBotWith({ ...SEARCH_OPTIONS, poolPrior: true }),
  nonneg: searchBotWith({ ...SEARCH_OPTIONS, weights: [-0.1521, 0, 0.5809, -0.1168, -0.1245, 0, 0.2659, 0.1418, 0.162, -0.1578, 0.5417, 0.548, 1.4151, -1.363, 0, 0] }),
  // Issue 29, session 10: the Master actions (which card to place, reveal or use, or to draw; R7.14) searched too, at
  // weight 1. Left to the heuristic since issue 8, when the search was far weaker.
  master: searchBotWith(MASTER),
  /**
   * A placebo (session 10): the default search, its own random stream moved on by one draw at each decision
   * before it decides: the same bot with other samples. A screen of it against main measures how many pairs
   * flip, and by how much, from the walks' chance alone: the noise floor the other variants are read against.
   */
  placebo: (view, moves, budget, rng, cat) => { nextUint32(rng); return searchBot(view, moves, budget, rng, cat) },
  /** A second placebo: the stream moved on by two draws a decision. */
  placebo2: (view, moves, budget, rng, cat) => { nextUint32(rng); nextUint32(rng); return searchBot(view, moves, budget, rng, cat) },
  // Issue 29, session 19: the leaves scored by the learned value net (lib/bots/value-net.ts, fitted by
  // scripts/fit-value-net.ts on heuristic self-play) in place of the sixteen-feature logistic.
  vnet: searchBotWith({ ...SEARCH_OPTIONS, evaluation: (s, cat, seat) => evaluateWithNet(VALUE_NET, s, cat, seat) }),
  /**
   * The evaluation's exhaustion clock (clock, clockShort) at half its fitted weight (session 10): with Master
   * actions searched, the search kept deck cards unread to stretch that clock (the log of \`masterlog\`).
   */
  clock05: searchBotWith({ ...SEARCH_OPTIONS, weights: SEARCH_OPTIONS.weights.map((w, i) => (i === FEATURES.indexOf('clock') || i === FEATURES.indexOf('clockShort') ? w / 2 : w)) }),
}

/**
 * A search with options `o`, logging every decision where its best action is not the heuristic's (to the file
 * DM_SEARCH_LOG, one JSON line each): what each proposed, the lead in standard errors, the gap in win chance and
 * whether the search overruled. It decides exactly as the same search unlogged.
 */
const logged = (o: SearchOptions): Bot => (view, moves, budget, rng, cat) => {
  const r = searchRoot(view, moves, budget, rng, cat, o)
  const file = process.env.DM_SEARCH_LOG
  if (file !== undefined && !sameAction(r.best, r.fallback)) {
    const mean = (a: typeof r.best) => r.children.find((c) => sameAction(c.action, a))?.mean ?? 0
    // The cards the two actions name, where they name one (the Master's own, so known to its view).
    const card = (a: typeof r.best) => ('instanceId' in a ? view.state.cards[a.instanceId]?.cardId : undefined)
    appendFileSync(file, JSON.stringify({ turn: gameTurn(view.state), seat: view.seat, decision: decisionName(view.state), heuristic: r.fallback, best: r.best, heuristicCard: card(r.fallback), bestCard: card(r.best), lead: r.lead, gap: mean(r.best) - mean(r.fallback), overruled: !sameAction(r.chosen, r.fallback) }) + '\n')
  }
  return r.chosen
}
/** The default search, logged. */
VARIANTS.w2log = logged(SEARCH_OPTIONS)
/** `master`, logged (issue 29, session 10: which Master actions the search overrules). */
VARIANTS.masterlog = logged(MASTER)
