// Dice. Every d6 the engine rolls comes from the game state's RNG (or from dice a test forced
// through the scenario helper), via a `RollD6` the draft provides. The attack die law (RUL-1)
// lives in `rollAttackDie` and nowhere else, so another reading of R19.10 is one change here.
import { nextInt, type RngState } from './rng'

/** Rolls one d6 (1–6). */
export type RollD6 = () => number

/** A d6 from a generator the caller owns (it is stepped in place). */
export function d6From(rng: RngState): RollD6 {
  return () => nextInt(rng, 6) + 1
}

export type AttackDie =
  /** The die's value, 1–11 (R19.9 adds it to Fuerza and subtracts Resistencia). */
  | { kind: 'value'; value: number; rolls: number[] }
  /** 6, 6, 6: the target dies at once (R19.10, RUL-23). */
  | { kind: 'tripleSix'; rolls: number[] }
  /** 1, 1: the attack misses (R19.10). */
  | { kind: 'fumble'; rolls: number[] }

/**
 * RUL-1: first die 2–5 is its value; a first 1 is rolled again (1 again: Pifia; anything else:
 * the result stays 1); a first 6 is rolled again (not 6: 6; a second 6: a third roll X, 6+X, or
 * the Tirada 666 when X is 6).
 */
export function rollAttackDie(roll: RollD6): AttackDie {
  const first = roll()
  if (first >= 2 && first <= 5) return { kind: 'value', value: first, rolls: [first] }
  const second = roll()
  if (first === 1) {
    return second === 1 ? { kind: 'fumble', rolls: [1, 1] } : { kind: 'value', value: 1, rolls: [1, second] }
  }
  if (second !== 6) return { kind: 'value', value: 6, rolls: [6, second] }
  const third = roll()
  return third === 6 ? { kind: 'tripleSix', rolls: [6, 6, 6] } : { kind: 'value', value: 6 + third, rolls: [6, 6, third] }
}

/**
 * What the dice of a rolled attack are worth under RUL-1, read back from the rolls an event
 * recorded: the same function as the roll itself, fed those dice, so the log can never read a die
 * another way than the engine did (1 then 3 is worth 1; 6, 6, 5 is worth 11).
 */
export function readAttackDie(rolls: readonly number[]): AttackDie {
  let i = 0
  return rollAttackDie(() => rolls[i++] ?? 1)
}

/** The exact law of `rollAttackDie` (RUL-1), for tests and the rules pages. Keys: '1'…'11', 'tripleSix', 'fumble'. */
export function attackDieLaw(): Map<string, number> {
  const law = new Map<string, number>()
  const add = (k: string, p: number) => law.set(k, (law.get(k) ?? 0) + p)
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      for (let c = 1; c <= 6; c++) {
        const dice = [a, b, c]
        let i = 0
        const r = rollAttackDie(() => dice[i++] ?? 1)
        add(r.kind === 'value' ? String(r.value) : r.kind, 1 / 216)
      }
    }
  }
  return law
}
