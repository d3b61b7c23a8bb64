// The state of a duel of alientos: plain JSON, the generator inside it, so a duel is its config plus its actions.
import type { RngState } from '../random/rng'
import type { DieKind, PoolKind, Umbra } from './dice'

/** One die of a taumaturgo. `base` is what the pool says it is; `kind` and `umbra` what it is this round (A7.4). */
export type Die = {
  base: PoolKind
  kind: DieKind
  umbra: Umbra | null
  /** The face it shows (A2.7). */
  value: number
  /** The face rolled at Evocación, before any Apoyo (A4.5). */
  natural: number
  /** Removed during Invocación: out until the next Evocación (A6.4). */
  out: boolean
}

export type Taumaturgo = {
  name: string
  /** Points of pain left (A1.5). */
  pain: number
  eliminated: boolean
  dice: Die[]
}

/** invocation: someone acts (A5); recount: someone names an adversary (A8.2); over: the duel is decided. */
export type Phase = 'invocation' | 'recount' | 'over'

export type DuelResult = {
  /** Seats that won: one, or every taumaturgo of a draw (A9.2); the round limit makes a draw of everyone left. */
  winners: number[]
  reason: 'lastStanding' | 'eliminatedTogether' | 'roundLimit'
  rule: string
}

export type AlientosState = {
  game: 'alientos'
  version: number
  round: number
  phase: Phase
  taumaturgos: Taumaturgo[]
  /** Who began this round's Invocación (A4.3). */
  beginner: number
  /** Whose decision it is: the one acting in Invocación, or naming at Recuento. */
  turn: number
  /** Passes in a row since the last action (A5.3). */
  passes: number
  /** At Recuento: the adversary each seat named (null: not yet, or nobody to name, AN-6). */
  named: (number | null)[]
  /** Rounds after which the site calls the duel a draw (AN-7). */
  maxRounds: number
  rng: RngState
  /** Faces a scenario forces, used in order before the generator (every die rolled: Evocación, ties, Renovación). */
  forced: number[]
  result: DuelResult | null
}

/** What the rules read to say what may be done: the state without the generator (a view is one). */
export type Position = Omit<AlientosState, 'rng' | 'forced'>
