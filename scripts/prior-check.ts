// How well the search's prior names a rival's hidden cards when its list is private (issue 29, session 10):
// heuristic against heuristic in a mirror, both lists private; at every tenth decision, each of the rival's
// hidden cards in hand or face down in play (read from the real state: analysis only) is scored by the chance
// one draw from the view's pool, weighted by a prior, gives its card: the mean log chance per prior (higher
// is better), with the public list's (the rival's real list, the place prior) as the reference.
//   npx tsx scripts/prior-check.ts <games> <seed> [deck file]
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
const { catalogue, decks } = screenDeals(process.argv[4] ?? 'caja-2-corsarios-de-arathan.txt')
const base = hiddenPrior(catalogue)
const MODELS: Record<string, ShownAffinity | null> = { place: null }
const GRID = process.env.PRIOR_GRID === 'neg' ? { types: [0], copies: [0, -0.5, -0.8], profession: [0, -0.5] } : { types: [0, 10, 20, 40, 80], copies: [0, 1, 2], profession: [0, 1] }
for (const types of GRID.types) for (const copies of GRID.copies) for (const profession of GRID.profession) if (types !== 0 || copies !== 0 || profession !== 0) MODELS[`t${types}c${copies}p${profession}`] = { types, copies, profession }
const sums: Record<string, { log: number; n: number }> = { public: { log: 0, n: 0 }, ...Object.fromEntries(Object.keys(MODELS).map((k) => [k, { log: 0, n: 0 }])) }

/** The chance one draw from `pool`, weighted by `prior` in `zone`, is `cardId`. */
function chance(pool: readonly string[], cardId: string, zone: HiddenZone, prior: HiddenPrior): number {
  let total = 0, hit = 0
  for (const id of pool) { const w = prior(id, zone); total += w; if (id === cardId) hit += w }
  return total > 0 ? hit / total : 0
}

for (let g = 0; g < games; g++) {
  const gs = gameSeed(seed, g)
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
