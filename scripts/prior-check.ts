// How well the search's prior names a rival's hidden cards when its list is private (issue 29, session 10):
// heuristic against heuristic in a mirror, both lists private; at every tenth decision, each of the rival's
// hidden cards in hand or face down in play (read from the real state: analysis only) is scored by the chance
// one draw from the view's pool, weighted by a prior, gives its card: the mean log chance per prior (higher
// is better), with the public list's (the rival's real list, the place prior) as the reference.
//   [PRIOR_GRID=neg|one] [PRIOR_FIT=weights.json] npx tsx scripts/prior-check.ts <games> <seed> [deck file | mixed, …]
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { deckCardIds, normalizeDeck } from '../lib/decks/model'
import { apply, createGame, gameSeed, type Seat } from '../lib/engine'
import type { Action } from '../lib/engine/actions'
import { botFor, DEFAULT_BUDGET, legalMoves } from '../lib/bots'
import { hiddenPrior } from '../lib/bots/hidden-prior'
import { withShownAffinity, type ShownAffinity } from '../lib/bots/shown-affinity'
import { botRng } from '../lib/engine/rng'
import { topDecision } from '../lib/engine/stack'
import { createViewMemo, HIDDEN_CARD, viewFor, type HiddenPrior, type HiddenZone } from '../lib/engine/view'
import { parseSeed } from '../lib/random/rng'
import { screenDeals } from './screen-deals'

const games = Number(process.argv[2] ?? 100)
const seed = parseSeed(process.argv[3] ?? 't10p-fit')
// Several deck arguments, comma-separated, play `games` games each (one pool of observations).
const dealsList = (process.argv[4] ?? 'caja-2-corsarios-de-arathan.txt').split(',').map((d) => screenDeals(d))
const { catalogue } = dealsList[0] as ReturnType<typeof screenDeals>
const base = hiddenPrior(catalogue)
const MODELS: Record<string, ShownAffinity | null> = { place: null }
// PRIOR_GRID: `neg` weighs the shown cards' kin down instead; `one` takes each feature alone and the option's variant.
const GRIDS = { neg: { types: [0], copies: [0, -0.5, -0.8], profession: [0, -0.5] }, full: { types: [0, 10, 20, 40, 80], copies: [0, 1, 2], profession: [0, 1] } }
const GRID = GRIDS[process.env.PRIOR_GRID === 'neg' ? 'neg' : 'full']
if (process.env.PRIOR_GRID === 'one') { GRID.types = []; for (const [k, a] of [['t20', { types: 20, copies: 0, profession: 0 }], ['t80', { types: 80, copies: 0, profession: 0 }], ['c2', { types: 0, copies: 2, profession: 0 }], ['c-0.5', { types: 0, copies: -0.5, profession: 0 }], ['p1', { types: 0, copies: 0, profession: 1 }], ['affinity', { types: 20, copies: 2, profession: 1 }]] as const) MODELS[k] = a }
for (const types of GRID.types) for (const copies of GRID.copies) for (const profession of GRID.profession) if (types !== 0 || copies !== 0 || profession !== 0) MODELS[`t${types}c${copies}p${profession}`] = { types, copies, profession }
const sums: Record<string, { log: number; n: number }> = { public: { log: 0, n: 0 }, ...Object.fromEntries(Object.keys(MODELS).map((k) => [k, { log: 0, n: 0 }])) }

// For a type prior fitted against the card pool itself (PRIOR_FIT: a JSON file to write the weights to, or to read
// them from when it exists): each observation's zone, its card's type, how many of the pool's ids are that card,
// and the pool's count per type.
type Observation = { zone: HiddenZone; type: string; hits: number; byType: Map<string, number> }
const observations: Observation[] = []
const typeOf = (id: string) => catalogue.byId.get(id)?.type ?? '?'

/** The chance one draw from `pool`, weighted by `prior` in `zone`, is `cardId`. */
function chance(pool: readonly string[], cardId: string, zone: HiddenZone, prior: HiddenPrior): number {
  let total = 0, hit = 0
  for (const id of pool) { const w = prior(id, zone); total += w; if (id === cardId) hit += w }
  return total > 0 ? hit / total : 0
}

for (const [d, { decks }] of dealsList.entries()) for (let g = 0; g < games; g++) {
  const gs = gameSeed(gameSeed(seed, d), g)
  const created = createGame({ seed: gs, mode: 'duel', masters: [{ deck: decks.A }, { deck: decks.B }], variant: 'none' }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s = created.value
  const rngs = [botRng(gs, 0), botRng(gs, 1)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const lists = [deckCardIds(normalizeDeck(decks.B)), deckCardIds(normalizeDeck(decks.A))] as const
  const log: Action[] = []
  for (let n = 0; s.result === null && n < 20_000; n++) {
    const seat: Seat = topDecision(s)?.seat ?? s.activeSeat
    const view = viewFor(s, seat, catalogue, { memo: memos[seat], log })
    if (n % 10 === 0) {
      const rivalSeat: Seat = seat === 0 ? 1 : 0
      const rival = s.masters[rivalSeat]
      const told = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat] })
      const priors = Object.fromEntries(Object.entries(MODELS).map(([k, a]) => [k, a === null ? base : withShownAffinity(view, catalogue, base, a)]))
      for (const [zone, ids] of [['play', rival.playZone], ['hand', rival.hand]] as const) {
        for (const id of ids) {
          if (view.state.cards[id]?.cardId !== HIDDEN_CARD) continue
          const truth = s.cards[id]?.cardId as string
          const add = (k: string, p: number) => { const t = sums[k] as { log: number; n: number }; t.log += Math.log(Math.max(p, 1e-9)); t.n++ }
          add('public', chance(told.pools[rivalSeat], truth, zone, base))
          for (const [k, prior] of Object.entries(priors)) add(k, chance(view.pools[rivalSeat], truth, zone, prior))
          const pool = view.pools[rivalSeat]
          const byType = new Map<string, number>()
          for (const x of pool) byType.set(typeOf(x), (byType.get(typeOf(x)) ?? 0) + 1)
          observations.push({ zone, type: typeOf(truth), hits: pool.filter((x) => x === truth).length, byType })
        }
      }
    }
    const action = botFor('heuristic')(view, legalMoves(s, catalogue), DEFAULT_BUDGET, rngs[seat], catalogue)
    const r = apply(s, action, catalogue, { log: false })
    if (!r.ok) throw new Error(r.error.code)
    log.push(action)
    s = r.state
  }
}
for (const [k, t] of Object.entries(sums)) console.log(`${k.padEnd(13)} mean log chance ${(t.log / t.n).toFixed(3)} (chance ×${Math.exp(t.log / t.n).toFixed(4)} geometric mean, ${t.n} hidden cards)`)
const fitFile = process.env.PRIOR_FIT
if (fitFile !== undefined) {
  // Per zone and type: the hidden cards of that type found there over the number a uniform draw from the pool expects.
  let weights: Record<string, Record<string, number>>
  if (existsSync(fitFile)) weights = JSON.parse(readFileSync(fitFile, 'utf8')) as Record<string, Record<string, number>>
  else {
    weights = { hand: {}, play: {} }
    for (const zone of ['hand', 'play'] as const) {
      const found = new Map<string, number>(), expected = new Map<string, number>()
      for (const o of observations) {
        if (o.zone !== zone) continue
        found.set(o.type, (found.get(o.type) ?? 0) + 1)
        let n = 0
        for (const c of o.byType.values()) n += c
        for (const [t, c] of o.byType) expected.set(t, (expected.get(t) ?? 0) + c / n)
      }
      for (const [t, e] of expected) (weights[zone] as Record<string, number>)[t] = ((found.get(t) ?? 0) + 0.5) / (e + 0.5)
    }
    writeFileSync(fitFile, JSON.stringify(weights))
  }
  let log = 0
  for (const o of observations) {
    const w = weights[o.zone] as Record<string, number>
    let total = 0
    for (const [t, c] of o.byType) total += c * (w[t] ?? 1)
    log += Math.log(Math.max(1e-9, o.hits * (w[o.type] ?? 1) / total))
  }
  console.log(`pool-fitted   mean log chance ${(log / observations.length).toFixed(3)} (chance ×${Math.exp(log / observations.length).toFixed(4)}, ${observations.length} hidden cards; weights ${fitFile})`)
}
