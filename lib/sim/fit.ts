// Fitting the search bot's evaluation on self-play outcomes (issue 15): play games, take the
// evaluation's features for both Masters at the start of every turn, label them with who won, and
// fit a logistic regression (Newton's method with a small ridge). Pure, so a worker can run it too;
// scripts/fit-evaluation.ts drives it and writes lib/bots/evaluation-weights.ts.
import type { Catalogue } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import { apply, createGame, type GameState, type Seat } from '../engine'
import { BOTS, legalMoves, type BotLevel } from '../bots'
import { features } from '../bots/evaluate'
import { knowledgeOfState } from '../bots/knowledge'
import { botRng } from '../engine/rng'
import { topDecision } from '../engine/stack'
import { createViewMemo, viewFor } from '../engine/view'
import { deckCardIds, normalizeDeck } from '../decks/model'

export type Sample = { x: number[]; won: 0 | 1 }

/** What a sample reads of a state for one Master (by default the evaluation's features). */
export type FeaturesOf = (s: GameState, seat: Seat, catalogue: Catalogue) => number[]
const evaluationFeatures: FeaturesOf = (s, seat, catalogue) => features(knowledgeOfState(s, seat, catalogue))

/** Samples of one game (none for a draw): both Masters' features at the start of each turn. */
export function gameSamples(decks: readonly [Deck, Deck], bots: readonly [BotLevel, BotLevel], seed: number, catalogue: Catalogue, maxActions = 20_000, featuresOf: FeaturesOf = evaluationFeatures): Sample[] {
  const created = createGame({ seed, mode: 'duel', masters: [{ deck: decks[0] }, { deck: decks[1] }] }, catalogue)
  if (!created.ok) throw new Error(created.error.code)
  let s: GameState = created.value
  const rngs = [botRng(seed, 0), botRng(seed, 1)] as const
  const memos = [createViewMemo(), createViewMemo()] as const
  const lists = [deckCardIds(normalizeDeck(decks[0])), deckCardIds(normalizeDeck(decks[1]))] as const
  const taken: { seat: Seat; x: number[] }[] = []
  for (let n = 0; s.result === null && n < maxActions; n++) {
    const seat = topDecision(s)?.seat ?? s.activeSeat
    const view = viewFor(s, seat, catalogue, { rivalDeckList: lists[seat === 0 ? 1 : 0], memo: memos[seat] })
    const r = apply(s, BOTS[bots[seat]](view, legalMoves(s, catalogue), { playouts: 1 }, rngs[seat], catalogue), catalogue)
    if (!r.ok) throw new Error(r.error.code)
    s = r.state
    if (s.result === null && r.events.some((e) => e.type === 'turnStarted')) {
      for (const who of [0, 1] as const) taken.push({ seat: who, x: featuresOf(s, who, catalogue) })
    }
  }
  const result = s.result
  if (result === null || result.kind !== 'defeat') return []
  return taken.map((t) => ({ x: t.x, won: t.seat === result.loser ? 0 : 1 }))
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

/** Logistic regression by Newton's method (iteratively reweighted least squares) with ridge `lambda` on every weight. */
export function fitLogistic(samples: readonly Sample[], lambda = 1, iterations = 25): number[] {
  const d = samples[0]?.x.length ?? 0
  const w = new Array<number>(d).fill(0)
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0)
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0))
    for (const { x, won } of samples) {
      let z = 0
      for (let i = 0; i < d; i++) z += (w[i] as number) * (x[i] as number)
      const p = sigmoid(z)
      const g = p - won, h = p * (1 - p)
      for (let i = 0; i < d; i++) {
        const xi = x[i] as number
        grad[i] = (grad[i] as number) + g * xi
        const row = hess[i] as number[]
        for (let j = 0; j < d; j++) row[j] = (row[j] as number) + h * xi * (x[j] as number)
      }
    }
    for (let i = 0; i < d; i++) {
      grad[i] = (grad[i] as number) + lambda * (w[i] as number)
      ;(hess[i] as number[])[i] = ((hess[i] as number[])[i] as number) + lambda
    }
    const delta = solve(hess, grad)
    let moved = 0
    for (let i = 0; i < d; i++) { w[i] = (w[i] as number) - (delta[i] as number); moved = Math.max(moved, Math.abs(delta[i] as number)) }
    if (moved < 1e-9) break
  }
  return w
}

/**
 * The same fit with some weights held at or above 0 (issue 29): an active set on Newton's method. A weight that comes out
 * negative is pinned at 0 (the most negative first) and the rest refitted; a pinned weight is freed again when the
 * loss's slope at 0 would raise it. Each pinned weight then sits at its bound with a slope pushing it below (KKT).
 */
export function fitLogisticNonNegative(samples: readonly Sample[], nonNegative: ReadonlySet<number>, lambda = 1): number[] {
  const pinned = new Set<number>()
  const without = (xs: readonly Sample[]) => xs.map((s) => ({ won: s.won, x: s.x.map((v, i) => pinned.has(i) ? 0 : v) }))
  let w = fitLogistic(samples, lambda)
  for (let round = 0; round < 2 * nonNegative.size + 2; round++) {
    let worst = -1
    for (const i of nonNegative) if (!pinned.has(i) && (w[i] as number) < 0 && (worst < 0 || (w[i] as number) < (w[worst] as number))) worst = i
    if (worst >= 0) { pinned.add(worst); w = fitLogistic(without(samples), lambda); continue }
    // Free a pinned weight whose slope at 0 points up (the loss falls as it grows).
    let freed = false
    for (const i of pinned) {
      let slope = 0
      for (const { x, won } of samples) {
        let z = 0
        for (let j = 0; j < w.length; j++) z += (w[j] as number) * (x[j] as number)
        slope += (sigmoid(z) - won) * (x[i] as number)
      }
      if (slope < 0) { pinned.delete(i); freed = true }
    }
    if (!freed) break
    w = fitLogistic(without(samples), lambda)
  }
  return w
}

/** Mean log loss and accuracy (a prediction over 0.5 counts as a win) of any win-chance prediction on samples. */
export function scorePredictions(samples: readonly Sample[], predict: (x: readonly number[]) => number): { logLoss: number; accuracy: number } {
  let loss = 0, right = 0
  for (const { x, won } of samples) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, predict(x)))
    loss -= won === 1 ? Math.log(p) : Math.log(1 - p)
    if ((p > 0.5 ? 1 : 0) === won) right++
  }
  return { logLoss: loss / Math.max(1, samples.length), accuracy: right / Math.max(1, samples.length) }
}

/** The same for logistic weights. */
export function scoreFit(samples: readonly Sample[], w: readonly number[]): { logLoss: number; accuracy: number } {
  return scorePredictions(samples, (x) => {
    let z = 0
    for (let i = 0; i < w.length; i++) z += (w[i] as number) * (x[i] as number)
    return sigmoid(z)
  })
}

/** Gaussian elimination with partial pivoting: the x of A·x = b (A is small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] as number])
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[p] as number[])[c] as number)) p = r
    const t = m[c] as number[]; m[c] = m[p] as number[]; m[p] = t
    const pivot = (m[c] as number[])[c] as number
    if (Math.abs(pivot) < 1e-12) continue
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = ((m[r] as number[])[c] as number) / pivot
      if (f === 0) continue
      const row = m[r] as number[], src = m[c] as number[]
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - f * (src[k] as number)
    }
  }
  return m.map((row, i) => { const pivot = row[i] as number; return Math.abs(pivot) < 1e-12 ? 0 : (row[n] as number) / pivot })
}
