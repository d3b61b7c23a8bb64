// The attack law (R19.9, R19.10, RUL-1, RUL-23) as one pure function of the attack die and the
// numbers after every modifier. Combat, bow shots and the combat calculator all call this, so the
// engine and the exact odds can never disagree on what a die means.
import type { AttackDie } from './dice'

export type AttackOutcome =
  /** Vida lost by the target (0 when 1d6 + Fuerza − Resistencia is 0 or less). */
  | { kind: 'damage'; amount: number }
  /** Tirada 666: the target dies at once, whatever its Vida (R19.10, RUL-23). */
  | { kind: 'kill' }
  /** Pifia (1, 1): the attack misses; no damage, and no "on hit" rider applies (R19.10). */
  | { kind: 'fumble' }

/** R19.9: 1d6 + attacker Fuerza − defender Resistencia; only a positive result is Vida lost. */
export function attackOutcome(die: AttackDie, strength: number, resistance: number): AttackOutcome {
  if (die.kind === 'tripleSix') return { kind: 'kill' }
  if (die.kind === 'fumble') return { kind: 'fumble' }
  return { kind: 'damage', amount: Math.max(0, die.value + strength - resistance) }
}
