// What the set-up choices are worth (issue 29, session 15): the initial replacement (R6.7) and the protecting enemy
// (R6.9) are left to the heuristic, in the search as in the walks, and no screen has searched them. Before a search
// variant is built for them, this bounds what one could gain. Plays heuristic-against-heuristic games (the search's
// deals: game g from pair g >> 1, seats as the gauntlet pairs them) and, at each set-up decision of `chooser`'s seat,
// walks up to MAX_OPTIONS of its legal actions (the heuristic's first, the others drawn) on the same `worlds` worlds
// drawn from that seat's view (the search's own determinization and prior), each world played to the game's end by
// the heuristic on both sides. The gain of a chooser that picks by the first half of the worlds, read on the second half
// (no winner's curse), is what a set-up search with that many walks could buy under these walks' value; a gain near
// zero says the lever is not worth a variant. Prints one JSON line per decision, and a summary line.
// SETUP_CHOOSERS=<variant,variant,…> (session 16) reads search variants instead of the split-half chooser: at each
// initial replacement each variant of scripts/search-variants.ts chooses from the seat's view as in a game (one
// stream for all, so variants that differ only in their bar differ only there; the default budget), and each distinct choice is walked on the same `worlds` fresh worlds as the
// heuristic's: a variant's gain is its choice's value less the heuristic's choice's (0 where it keeps that choice).
//   npx tsx scripts/setup-value.ts <seed> <from game> <to game> [worlds=64] [deck file | mixed]
import { loadCatalogue } from '../lib/catalogue/load'
import { DEFAULT_BUDGET, legalMoves } from '../lib/bots'
import { VARIANTS } from './search-variants'
import { chooseHeuristic } from '../lib/bots/heuristic'
import { hiddenPrior } from '../lib/bots/hidden-prior'
import { sameAction } from '../lib/bots/legal-moves'
import type { Action } from '../lib/engine/actions'
import { apply } from '../lib/engine/apply'
import { createRng, nextInt, parseSeed, type RngState } from '../lib/engine/rng'
import { topDecision } from '../lib/engine/stack'
import type { GameState, Seat } from '../lib/engine/state'
import { determinize, viewFor } from '../lib/engine/view'
import type { Catalogue } from '../lib/catalogue/schema'
import { searchGames } from './search-games'

const [seedText = 't16-setup', fromText = '0', toText = '2', worldsText = '64', deckArg = 'caja-2-corsarios-de-arathan.txt'] = process.argv.slice(2)
const SET_UP = new Set(['initialReplacement', 'chooseProtectingEnemy'])
const MAX_OPTIONS = 8
const MAX_ACTIONS = 20_000
const catalogue = loadCatalogue()
// SETUP_PRIOR=none draws the worlds uniformly (the prior's zone weights were fitted on positions of whole games).
const prior = process.env.SETUP_PRIOR === 'none' ? undefined : hiddenPrior(catalogue)
const { deal } = searchGames(deckArg, catalogue)
const seed = parseSeed(seedText)
const worlds = Number(worldsText)
const choosers = (process.env.SETUP_CHOOSERS ?? '').split(',').filter((c) => c !== '')
for (const c of choosers) if (VARIANTS[c] === undefined) throw new Error(`no variant ${c}`)

/** One world played to its end by the heuristic on both sides: 1 if `me` won, 0 if it lost, ½ otherwise. */
function playOut(start: GameState, me: Seat, rng: RngState, cat: Catalogue): number {
  let s = start
  for (let i = 0; i < MAX_ACTIONS && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const r = apply(s, chooseHeuristic(s, seat, legalMoves(s, cat), rng, cat), cat, { log: false })
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
  }
  return s.result === null || s.result.kind !== 'defeat' ? 0.5 : s.result.loser === me ? 0 : 1
}

/** The options compared: the heuristic's choice first, then other legal actions in a drawn order, at most MAX_OPTIONS. */
function optionsAt(s: GameState, seat: Seat, heuristic: Action, rng: RngState): Action[] {
  const others: Action[] = []
  for (const a of legalMoves(s, catalogue).all()) if (!sameAction(a, heuristic) && !others.some((b) => sameAction(a, b))) others.push(a)
  for (let i = others.length - 1; i > 0; i--) { const j = nextInt(rng, i + 1); const t = others[i] as Action; others[i] = others[j] as Action; others[j] = t }
  return [heuristic, ...others].slice(0, MAX_OPTIONS)
}

const mean = (x: readonly number[]) => x.reduce((t, v) => t + v, 0) / Math.max(1, x.length)
const gains: Record<string, number[]> = {}

/** values[o][k]: option o on world k; every option walks the same worlds and the same bot stream (paired). */
function walkOptions(view: ReturnType<typeof viewFor>, seat: Seat, options: readonly Action[], rng: RngState): number[][] {
  const values: number[][] = options.map(() => [])
  for (let k = 0; k < worlds; k++) {
    const world = determinize(view, rng, prior, catalogue)
    const stream: RngState = [nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff), nextInt(rng, 0x7fffffff) | 1]
    options.forEach((o, n) => {
      const r = apply(world, o, catalogue, { log: false })
      ;(values[n] as number[]).push(r.ok ? playOut(r.state, seat, [stream[0], stream[1], stream[2], stream[3]], catalogue) : NaN)
    })
  }
  return values
}

/** Each chooser's pick at one initial replacement, and its value less the heuristic's pick's on the same worlds. */
function readChoosers(s: GameState, seat: Seat, view: ReturnType<typeof viewFor>, heuristic: Action, rng: RngState, g: number): void {
  const ms: number[] = []
  const picks = choosers.map((c) => {
    const t0 = performance.now()
    const pick = (VARIANTS[c] as NonNullable<(typeof VARIANTS)[string]>)(view, legalMoves(s, catalogue), DEFAULT_BUDGET, createRng(0xc0ffee + 104_729 * g), catalogue)
    ms.push(Math.round(performance.now() - t0))
    return pick
  })
  const options: Action[] = [heuristic]
  for (const p of picks) if (!options.some((o) => sameAction(o, p))) options.push(p)
  const values = options.length > 1 ? walkOptions(view, seat, options, rng) : options.map(() => [])
  // The choosers' thinking time, ms each (the CPU the decision adds to a game).
  const line: Record<string, number | string> = { game: g, options: options.length, ms: ms.join(' ') }
  choosers.forEach((c, n) => {
    const at = options.findIndex((o) => sameAction(o, picks[n] as Action))
    const gain = at === 0 ? 0 : mean(values[at] as number[]) - mean(values[0] as number[])
    ;(gains[c] ??= []).push(gain)
    line[c] = +gain.toFixed(4)
  })
  console.log(JSON.stringify(line))
}
for (let g = Number(fromText); g < Number(toText); g++) {
  const game = deal(seed, g)
  const chooser = game.me
  let s = game.state
  for (let i = 0; i < MAX_ACTIONS && s.result === null; i++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const moves = legalMoves(s, catalogue)
    const action = chooseHeuristic(s, seat, moves, game.rngs[seat], catalogue)
    const kind = topDecision(s)?.kind
    if (seat === chooser && kind !== undefined && SET_UP.has(kind)) {
      const rival = seat === 0 ? 1 : 0
      const named = game.startingDalmas[rival]
      // SETUP_NAMED_DALMA=0 reads the rival's starting Dalma as drawn from its list's Dalmas (session 16's readings).
      const view = viewFor(s, seat, catalogue, { rivalDeckList: game.lists[rival], ...(named === null || process.env.SETUP_NAMED_DALMA === '0' ? {} : { rivalStartingDalma: named }) })
      const rng = createRng(0x5e7 + 7919 * g + i)
      if (choosers.length > 0) {
        if (kind === 'initialReplacement') readChoosers(s, seat, view, action, rng, g)
      } else {
        const options = optionsAt(s, seat, action, rng)
        const values = walkOptions(view, seat, options, rng)
        const half = Math.floor(worlds / 2)
        const first = values.map((v) => mean(v.slice(0, half)))
        const second = values.map((v) => mean(v.slice(half)))
        let pick = 0
        first.forEach((m, n) => { if (m > (first[pick] as number)) pick = n })
        const gain = (second[pick] as number) - (second[0] as number)
        ;(gains[kind] ??= []).push(gain)
        console.log(JSON.stringify({ game: g, kind, options: options.length, heuristic: +(mean(values[0] as number[])).toFixed(3), best: +Math.max(...values.map(mean)).toFixed(3), picked: pick, gain: +gain.toFixed(4) }))
      }
    }
    const r = apply(s, action, catalogue, { log: false })
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
    if (s.phase.name !== 'setup' && topDecision(s) === undefined) break
  }
}
for (const [kind, x] of Object.entries(gains)) {
  const m = mean(x)
  const se = Math.sqrt(x.reduce((t, v) => t + (v - m) ** 2, 0) / Math.max(1, x.length - 1) / x.length)
  console.log(JSON.stringify({ summary: kind, decisions: x.length, meanGain: +m.toFixed(4), se: +se.toFixed(4) }))
}
