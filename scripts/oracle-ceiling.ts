// How much of the search's shortfall is its ignorance of the hidden cards (issue 29, session 12)? Plays search
// against heuristic games on the screens' deals (seats swapped in each pair, both lists public) with two searches on
// the same deals: `main`, the default search (every walk's world drawn from the view, as always), and `oracle`, the
// same search whose walks start from the TRUE state: every hidden card where it really is (the rival's hand, its
// face-down cards, the relic zones' enemies), only the two decks shuffled afresh and a fresh dice stream per walk.
// The oracle is a ceiling, not a bot (it reads what its seat cannot see): if it wins little more than `main`, better
// guesses of the hidden cards cannot close the gap, and the walks' rollout policy and evaluation are what limit it.
//   npx tsx scripts/oracle-ceiling.ts <seed> <from pair> <to pair> [deck file | mixed] [arms: main,oracle]
// A third arm, `oracle4`, is the oracle with four times the walks (384 a searched decision): the most this design
// of search can do with perfect knowledge of the hidden cards and the time to use it.
// A fourth, `sink` (session 13), is `oracle4` with `ext1`'s second look at close deviations as well: the strongest
// player these sessions can assemble, cheating included; if it too stays near two games in three, the cap is the deals'.
// Session 14, with the default as it now stands (`ext1` on): `now` (the default search), `now-oracle` (its walks from the
// true state) and three partial oracles, each told one part of the hidden cards and drawing the rest from the view as
// always: `now-hand` (the rival's hand), `now-play` (the rival's face-down cards in play) and `now-enemies` (the enemies
// face down beside both relics). Where the oracle's lead comes from is where inference about the rival's cards would
// have to look.
// Its own game loop (as scripts/overruling-outcomes.ts): the games are not byte for byte the gauntlet's, so both arms
// are played here, on the same deals and streams. Prints a line a pair and, at the end, each arm's score by pair and
// the mean pair difference. A screen on tuning seeds.
import { loadCatalogue } from '../lib/catalogue/load'
import { BOTS, legalMoves } from '../lib/bots'
import { searchRoot, DEFAULT_BUDGET, SEARCH_OPTIONS, type SearchOptions } from '../lib/bots/search'
import { apply } from '../lib/engine/apply'
import { createRng, nextUint32, parseSeed, shuffleInPlace, type RngState } from '../lib/engine/rng'
import { topDecision } from '../lib/engine/stack'
import { other, type GameState, type MasterState } from '../lib/engine/state'
import { HIDDEN_CARD, viewFor, type MasterView } from '../lib/engine/view'
import { pairInterval } from '../lib/sim/gauntlet'
import { searchGames } from './search-games'

const [seedText = 't12o', fromText = '0', toText = '10', deckArg = 'caja-2-corsarios-de-arathan.txt', armsText = 'main,oracle'] = process.argv.slice(2)
const catalogue = loadCatalogue()
const { deal } = searchGames(deckArg, catalogue)
const seed = parseSeed(seedText)
const MAX_ACTIONS = 20_000

/** The true state with both decks shuffled afresh and a fresh generator: what the oracle's walks start from. */
function trueWorld(s: GameState, rng: RngState): GameState {
  const reshuffled = (m: MasterState): MasterState => { const deck = [...m.deck]; shuffleInPlace(deck, rng); return { ...m, deck } }
  return { ...s, masters: [reshuffled(s.masters[0]), reshuffled(s.masters[1])], rng: createRng(nextUint32(rng)) }
}

const PARTS = ['hand', 'play', 'enemies'] as const
type Part = (typeof PARTS)[number]
const ARMS = ['main', 'oracle', 'oracle4', 'sink', 'now', 'now-oracle', ...PARTS.map((p) => `now-${p}` as const)] as const
type Arm = (typeof ARMS)[number]

/**
 * The view with one part of the hidden cards shown as they truly are (their ids taken out of the pools they were
 * drawn from, a copy each), everything else as the seat sees it: the search's own worlds then draw only the rest.
 */
function partlyTold(view: MasterView, truth: GameState, part: Part): MasterView {
  const rival = other(view.seat)
  const told = part === 'hand' ? truth.masters[rival].hand
    : part === 'play' ? truth.masters[rival].playZone
    : [...truth.masters[0].relicZone.enemies, ...truth.masters[1].relicZone.enemies]
  const cards = view.state.cards.slice()
  const pools: [string[], string[]] = [view.pools[0].slice(), view.pools[1].slice()]
  const enemyPools: [string[], string[]] = [view.enemyPools[0].slice(), view.enemyPools[1].slice()]
  const enemyIds = new Set([...view.state.masters[0].relicZone.enemies, ...view.state.masters[1].relicZone.enemies])
  for (const id of told) {
    const shown = cards[id]
    const real = truth.cards[id]
    if (shown === undefined || real === undefined || shown.cardId !== HIDDEN_CARD) continue
    cards[id] = { ...shown, cardId: real.cardId }
    const pool = (enemyIds.has(id) ? enemyPools : pools)[shown.owner]
    const at = pool.indexOf(real.cardId)
    if (at >= 0) pool.splice(at, 1)
  }
  return { seat: view.seat, state: { ...view.state, cards }, pools, enemyPools }
}

/**
 * The search's options in each arm: the default's as it stood when these arms were read (sessions 12–13: no second
 * look, `extend` 0, so the recorded readings replay), or walks from the true state (`sink`: with `ext1` too).
 */
const RECORDED: SearchOptions = { ...SEARCH_OPTIONS, extend: 0, extendFrom: 1 }
function optionsOf(arm: Arm, now: GameState): SearchOptions {
  if (arm === 'now-oracle') return { ...SEARCH_OPTIONS, worlds: (_, rng) => trueWorld(now, rng) }
  // `now` and the partial oracles: the default's options (the partial ones are told through their view).
  if (arm.startsWith('now')) return SEARCH_OPTIONS
  if (arm === 'main') return RECORDED
  const oracle: SearchOptions = { ...RECORDED, worlds: (_, rng) => trueWorld(now, rng) }
  return arm === 'sink' ? { ...oracle, extend: 1, extendFrom: 1 } : oracle
}

function play(g: number, arm: Arm): number {
  const { me, lists, memos, rngs, log, state } = deal(seed, g)
  let s = state
  for (let i = 0; i < MAX_ACTIONS && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, catalogue)
    const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat === 0 ? 1 : 0], memo: memos[seat], log })
    const now = s
    const part = PARTS.find((p) => arm === `now-${p}`)
    const action = seat !== me
      ? BOTS.heuristic(view, moves, DEFAULT_BUDGET, rngs[seat], catalogue)
      : searchRoot(part === undefined ? view : partlyTold(view, now, part), moves, arm === 'oracle4' || arm === 'sink' ? { playouts: 4 * DEFAULT_BUDGET.playouts } : DEFAULT_BUDGET, rngs[seat], catalogue, optionsOf(arm, now)).chosen
    const r = apply(s, action, catalogue, { log: false })
    if (!r.ok) throw new Error(r.error.code)
    log.push(action)
    s = r.state
  }
  return s.result === null || s.result.kind !== 'defeat' ? 0.5 : s.result.loser === me ? 0 : 1
}

const arms = armsText.split(',').map((a) => { if (!(ARMS as readonly string[]).includes(a)) throw new Error(`no arm ${a}`); return a as Arm })
const scores = Object.fromEntries(ARMS.map((a) => [a, [] as number[]])) as Record<Arm, number[]>
for (let pair = Number(fromText); pair < Number(toText); pair++) {
  const line = [`pair ${pair}`]
  for (const arm of arms) {
    const w = play(2 * pair, arm) + play(2 * pair + 1, arm)
    scores[arm].push(w / 2)
    line.push(`${arm} ${w}/2`)
  }
  const tally = arms.map((a) => `${a} ${scores[a].reduce((t, v) => t + 2 * v, 0)}/${2 * scores[a].length}`)
  console.log(`${line.join('  ')}  | ${tally.join(' ')}`)
}
for (const arm of arms) {
  const p = pairInterval(scores[arm])
  console.log(`${arm}: ${((p.estimate ?? 0) * 100).toFixed(1)} % by pair over ${p.pairs} pairs`)
}
const [first, second] = arms
if (first === undefined || second === undefined) process.exit(0)
const diff = scores[second].map((v, i) => 2 * (v - (scores[first][i] as number)))
const mean = diff.reduce((t, v) => t + v, 0) / diff.length
const se = Math.sqrt(diff.reduce((t, v) => t + (v - mean) ** 2, 0) / (diff.length - 1) / diff.length)
console.log(`${second} − ${first}: ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} games a pair (s.e. ${se.toFixed(3)}), ${diff.filter((d) => d !== 0).length} pairs differ`)
