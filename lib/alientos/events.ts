// What happened, as data (text only when shown: describe.ts). Every event names the rule it applied.
import type { DieKind, Umbra } from './dice'
import type { DuelResult } from './state'

/** Faces of one taumaturgo's dice, by die index; null for a taumaturgo out of the duel. */
export type Rolls = (number[] | null)[]

export type EvocationEvent = {
  type: 'evocation'; rule: 'A4.2'; round: number; rolls: Rolls
  /** Re-rolls of a tie that survived the 6s (A4.4): the seats tied and what they rolled. */
  ties: { seats: number[]; rolls: Rolls }[]
  beginner: number
  /** The face whose count decided (1 = the most natural 1s). */
  decidedBy: number
}

export type AttackEvent = {
  type: 'attack'; rule: 'A6.1' | 'A6.2'; seat: number; dice: number[]; values: number[]; umbra: Umbra
  target: number; die: number; value: number; targetKind: DieKind
}

export type SupportEvent = {
  type: 'support'; rule: 'A7.2' | 'A7.3' | 'A7.4'; seat: number; die: number; kind: 'renovacion' | 'cambio' | 'umbra'; value: number
  target: number; dice: number[]; before: number[]; after: number[]
  /** Umbra: the umbra the chosen dice had before turning. */
  turnedFrom?: Umbra
}

export type PassEvent = { type: 'pass'; rule: 'A5.2'; seat: number; passes: number }

export type NameEvent = { type: 'name'; rule: 'A8.2'; seat: number; adversary: number; automatic: boolean }

export type RecountRow = {
  seat: number; ofensa: number; defensa: number; named: number | null
  /** Ofensa of everyone who named this seat, and what got through its Defensa. */
  received: number; lost: number; pain: number
}
export type RecountEvent = { type: 'recount'; rule: 'A8.3'; round: number; rows: RecountRow[] }

export type EliminatedEvent = { type: 'eliminated'; rule: 'A8.4' | 'A9.3'; seats: number[] }

export type ResignEvent = { type: 'resign'; rule: 'A9.3'; seat: number }

export type ResultEvent = { type: 'result'; result: DuelResult }

export type AlientosEvent =
  | EvocationEvent | AttackEvent | SupportEvent | PassEvent | NameEvent | RecountEvent | EliminatedEvent | ResignEvent | ResultEvent
