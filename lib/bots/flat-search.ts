// The previous search bot (issue 8), kept as a fixed opponent for the gauntlet (dm gauntlet): determinized flat Monte Carlo. At the decisions that shape a game (the
// end-of-turn offensive, Dalma actions, combat targets, traps, answers) each candidate action is
// tried in playouts: a state sampled from the view (determinize), the candidate, then both Masters
// played by the heuristic until the end of the next turn (or of the combat it started), scored by
// `evaluate`. The best mean wins; ties keep the heuristic's own choice. Elsewhere it plays as the
// heuristic. The budget counts playouts (or applied actions), never time.
import type { Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import { nextInt, type RngState } from '../engine/rng'
import { topDecision } from '../engine/stack'
import type { GameState, Seat } from '../engine/state'
import { determinize, type MasterView } from '../engine/view'
import { evaluate } from './evaluate'
import { chooseAction as goldfishChoice } from './goldfish'
import { chooseHeuristic } from './heuristic'
import { legalMoves, sameAction, type LegalMoves } from './legal-moves'
import type { Bot, Budget } from './types'

/** Candidates compared per decision (the heuristic's choice always among them). */
export const MAX_CANDIDATES = 6
/** Longest playout, in applied actions. */
export const PLAYOUT_ACTIONS = 120
export const FLAT_BUDGET = { playouts: 64 } as const satisfies Budget

// Decisions searched. Enemy actions (R10.2) were left to the heuristic until measured: searching
// them too (which enemy shoots whom, what it equips or drinks) lifted deck B's wins against the
// heuristic from 24 to 31 in the same 63 games.
const SEARCHED: ReadonlySet<string> = new Set(['endOfTurn', 'dalmaActions', 'enemyActions', 'melee', 'pairings', 'traps', 'answers', 'combatWindow', 'throw', 'reinforce', 'split', 'defenders'])

function decisionName(s: GameState): string {
  const top = topDecision(s)
  if (top !== undefined) return top.kind
  return s.phase.name === 'main' ? s.phase.step : s.phase.name
}

function distinct(legal: readonly Action[]): Action[] {
  const out: Action[] = []
  for (const a of legal) if (!out.some((b) => sameAction(a, b))) out.push(a)
  return out
}

/** One playout: candidate, then heuristic play until the turn after next begins (or the game ends). */
function playout(start: GameState, action: Action, seat: Seat, rng: RngState, cat: Catalogue, maxActions: number): { value: number; applied: number } {
  const first = apply(start, action, cat)
  if (!first.ok) return { value: 0, applied: 1 }
  let s = first.state
  let turnEnds = first.events.some((e) => e.type === 'turnEnded') ? 1 : 0
  let applied = 1
  while (s.result === null && applied < maxActions && turnEnds < 2) {
    const top = topDecision(s)
    // R5.10: a discard down to the hand limit lists every subset of the hand, millions past a Saco sin
    // fondo; the heuristic plays the goldfish policy's pick there, so the playout asks for it directly.
    const decider = top?.seat ?? s.activeSeat
    const r = apply(s, top?.kind === 'discardToLimit' ? goldfishChoice(s, cat) : chooseHeuristic(s, decider, legalMoves(s, cat), rng, cat), cat)
    if (!r.ok) break
    s = r.state
    applied++
    for (const e of r.events) if (e.type === 'turnEnded') turnEnds++
  }
  return { value: evaluate(s, cat, seat), applied }
}

export function chooseByFlatSearch(view: MasterView, moves: LegalMoves, budget: Budget, rng: RngState, cat: Catalogue): Action {
  const base = determinize(view, rng)
  const fallback = chooseHeuristic(base, view.seat, moves, rng, cat)
  const options = distinct(moves.all())
  if (options.length < 2 || !SEARCHED.has(decisionName(view.state))) return fallback
  // The heuristic's choice first, then others in a random order up to the cap.
  const others = options.filter((a) => !sameAction(a, fallback))
  for (let i = others.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1)
    const t = others[i] as Action; others[i] = others[j] as Action; others[j] = t
  }
  const candidates = [fallback, ...others.slice(0, MAX_CANDIDATES - 1)]
  const totals = candidates.map(() => 0)
  const counts = candidates.map(() => 0)
  const playouts = 'playouts' in budget ? budget.playouts : Infinity
  const nodes = 'nodes' in budget ? budget.nodes : Infinity
  let spent = 0
  // Round robin over candidates, each round on fresh determinizations shared by all candidates
  // (common random numbers: the candidates are compared on the same sampled worlds and dice).
  for (let round = 0; round * candidates.length < playouts && spent < nodes; round++) {
    const world = determinize(view, rng)
    const seed: RngState = [world.rng[0], world.rng[1], world.rng[2], world.rng[3]]
    for (let i = 0; i < candidates.length; i++) {
      const playRng: RngState = [seed[0], seed[1] ^ i, seed[2], seed[3]]
      const { value, applied } = playout({ ...world, rng: [seed[0], seed[1], seed[2], seed[3]] }, candidates[i] as Action, view.seat, playRng, cat, PLAYOUT_ACTIONS)
      totals[i] = (totals[i] as number) + value
      counts[i] = (counts[i] as number) + 1
      spent += applied
    }
  }
  let bestIndex = 0
  let bestMean = -Infinity
  for (let i = 0; i < candidates.length; i++) {
    const n = counts[i] as number
    const mean = n === 0 ? -Infinity : (totals[i] as number) / n
    if (mean > bestMean + 1e-9) { bestMean = mean; bestIndex = i }
  }
  return candidates[bestIndex] as Action
}

export const flatSearchBot: Bot = chooseByFlatSearch
