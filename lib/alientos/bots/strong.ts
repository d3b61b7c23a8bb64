// The strong bot. With two taumaturgos, Invocación is a game of perfect information between two players whose only
// chance is a Renovación's re-roll, and it ends when both pass in a row: the bot searches it. Minimax with alpha-beta,
// iterative deepening and a transposition table on the count board (board.ts), over the minimal attacks and a pruned
// set of Apoyos, the Renovaciones as chance nodes (every
// re-roll of up to two dice; more, at the mean face below the root), and at the horizon the position valued as if
// both passed now: the Recuento's pains through raceValue. With three or more taumaturgos it plays as the greedy bot.
import type { RngState } from '../../random/rng'
import type { AlientosAction } from '../actions'
import type { Position } from '../state'
import { actionOf, boardMoves, boardOf, evaluate, FACES_OF_K, idx, play, PASS, rerollOutcomes, type Board, type BoardMove } from './board'
import { greedyAction, nameAdversary } from './greedy'
import type { AlientosBot, AlientosBudget } from './types'

export const STRONG_DEFAULTS = { nodes: 10_000, beam: 8, maxDepth: 8 } as const

type Entry = { depth: number; value: number; flag: 0 | 1 | 2 } // 0 exact, 1 lower bound, 2 upper bound
type Search = { b: Board; me: number; nodes: number; budget: number; beam: number; tt: Map<number, Entry> }

/** A 52-bit key of the position (counts, side to move, passes): Apoyos played in another order meet again. */
function keyOf(b: Board): number {
  let h1 = 0x811c9dc5 ^ (b.turn * 2 + b.passes), h2 = 0x01000193
  for (let i = 0; i < b.c.length; i++) {
    const x = b.c[i] as number
    h1 = Math.imul(h1 ^ x, 0x01000193)
    h2 = Math.imul(h2 ^ (x + i), 0x5bd1e995) ^ (h2 >>> 15)
  }
  return (h1 >>> 0) * 0x100000 + ((h2 >>> 0) & 0xfffff)
}

const value = (s: Search) => { s.nodes += 1; return evaluate(s.b, s.me) }

/** A Renovación's outcome applied (+1) or taken back (−1). */
function reroll(b: Board, m: BoardMove, values: readonly number[], sign: 1 | -1): void {
  const r = m.reroll as NonNullable<BoardMove['reroll']>
  for (const v of values) { const at = idx(r.seat, r.k, v); b.c[at] = (b.c[at] as number) + sign }
}

/** The moves of the side to move, best first by their value one ply on, the `keep` best of them (pass always in). */
function ordered(s: Search, keep: number): BoardMove[] {
  const { b } = s
  const maximizing = b.turn === s.me
  const scored: { m: BoardMove; v: number }[] = []
  for (const m of boardMoves(b)) {
    if (m === PASS) continue
    play(b, m, 1)
    let v: number
    if (m.reroll) {
      // Ordering only: the re-rolled dice as their mean face would show, rounded.
      const values = new Array<number>(m.reroll.count).fill(meanFace(m.reroll.k))
      reroll(b, m, values, 1)
      v = value(s)
      reroll(b, m, values, -1)
    } else {
      v = value(s)
    }
    play(b, m, -1)
    scored.push({ m, v })
  }
  scored.sort((x, y) => (maximizing ? y.v - x.v : x.v - y.v))
  return [PASS, ...scored.slice(0, keep).map((x) => x.m)]
}

/** Minimax value (for the searching side) of the position with `depth` plies left. */
function search(s: Search, depth: number, alpha: number, beta: number): number {
  const { b } = s
  if (depth === 0 || s.nodes >= s.budget) return value(s)
  const maximizing = b.turn === s.me
  const key = depth >= 2 ? keyOf(b) : 0
  if (depth >= 2) {
    const e = s.tt.get(key)
    if (e && e.depth >= depth) {
      if (e.flag === 0) return e.value
      if (e.flag === 1 && e.value >= beta) return e.value
      if (e.flag === 2 && e.value <= alpha) return e.value
    }
  }
  const alpha0 = alpha, beta0 = beta
  // One ply left: the children are the horizon; valuing them is the search (ordering them first would double it).
  const moves = depth === 1 ? boardMoves(b) : ordered(s, s.beam)
  let best = maximizing ? -Infinity : Infinity
  for (const m of moves) {
    const v = child(s, m, depth, alpha, beta, false)
    if (maximizing) { if (v > best) best = v; if (best > alpha) alpha = best } else { if (v < best) best = v; if (best < beta) beta = best }
    if (alpha >= beta) break
  }
  if (depth >= 2 && s.nodes < s.budget) s.tt.set(key, { depth, value: best, flag: best <= alpha0 ? 2 : best >= beta0 ? 1 : 0 })
  return best
}

/** The mean face of a re-rolled die, rounded: a Renovación deep in the tree is valued as if its dice showed it. */
const meanFace = (k: number) => Math.round((FACES_OF_K(k) + 1) / 2)

/** The value of playing `m` now; `exact`: a Renovación of any number of dice weighs every re-roll. */
function child(s: Search, m: BoardMove, depth: number, alpha: number, beta: number, exact: boolean): number {
  const { b } = s
  const turn = b.turn, passes = b.passes
  if (m === PASS) {
    // A5.3: the second pass in a row ends the Invocación; the Recuento is then exactly the horizon value.
    if (passes >= 1) return value(s)
    b.turn = 1 - turn
    b.passes = 1
    const v = search(s, depth - 1, alpha, beta)
    b.turn = turn
    b.passes = passes
    return v
  }
  play(b, m, 1)
  b.turn = 1 - turn
  b.passes = 0
  let v: number
  if (m.reroll) {
    if (exact || m.reroll.count <= 2) {
      const outcomes = rerollOutcomes(m.reroll.count, FACES_OF_K(m.reroll.k))
      const deep = m.reroll.count <= 2 && depth > 1
      v = 0
      for (const o of outcomes) {
        reroll(b, m, o.values, 1)
        v += o.p * (deep ? search(s, depth - 1, -Infinity, Infinity) : value(s))
        reroll(b, m, o.values, -1)
      }
    } else {
      const values = new Array<number>(m.reroll.count).fill(meanFace(m.reroll.k))
      reroll(b, m, values, 1)
      v = search(s, depth - 1, alpha, beta)
      reroll(b, m, values, -1)
    }
  } else {
    v = search(s, depth - 1, alpha, beta)
  }
  b.turn = turn
  b.passes = passes
  play(b, m, -1)
  return v
}

/** The searched move and what it found: its value and how deep the last complete search went. */
export function strongSearch(p: Position, budget: AlientosBudget, options: Partial<{ beam: number; maxDepth: number }> = {}): { move: BoardMove; value: number; depth: number; nodes: number; board: Board } {
  const b = boardOf(p)
  const s: Search = { b, me: b.turn, nodes: 0, budget: budget.nodes, beam: options.beam ?? STRONG_DEFAULTS.beam, tt: new Map() }
  const root = ordered(s, Infinity)
  let best: { move: BoardMove; value: number; depth: number } = { move: root[1] ?? PASS, value: -Infinity, depth: 0 }
  for (let depth = 1; depth <= (options.maxDepth ?? STRONG_DEFAULTS.maxDepth); depth++) {
    let bestHere: BoardMove = PASS, valueHere = -Infinity
    let alpha = -Infinity
    for (const m of root) {
      const v = child(s, m, depth, alpha, Infinity, true)
      if (v > valueHere + 1e-12) { valueHere = v; bestHere = m }
      if (v > alpha) alpha = v
      if (s.nodes >= s.budget) break
    }
    if (s.nodes >= s.budget && depth > 1) break // an unfinished depth is not trusted
    best = { move: bestHere, value: valueHere, depth }
    // The best move first in the next, deeper pass.
    root.splice(root.indexOf(bestHere), 1)
    root.unshift(bestHere)
    if (s.nodes >= s.budget) break
  }
  return { ...best, nodes: s.nodes, board: b }
}

export function strongAction(p: Position, rng: RngState, budget: AlientosBudget = { nodes: STRONG_DEFAULTS.nodes }): AlientosAction {
  if (p.phase === 'recount') return nameAdversary(p)
  if (p.taumaturgos.filter((t) => !t.eliminated).length !== 2) return greedyAction(p, rng)
  const found = strongSearch(p, budget)
  return actionOf(p, found.board, found.move)
}

export const strongBot: AlientosBot = (position, rng, budget) => strongAction(position, rng, budget)
