// What a taumaturgo may do (A5.2, A8.2), as plain JSON. Dice are named by their index among their owner's 15;
// the acting seat is always the one whose decision it is (the state's `turn`), so actions do not repeat it.

/** A6.1, A6.2: own dice sharing an umbra (one die: an Ataque; more: an Ataque en bloque) remove one die of `target`. */
export type AttackAction = { type: 'attack'; dice: number[]; target: number; die: number }

/**
 * A7: own die `die` without umbra is removed and works on dice `dice` of taumaturgo `seat` (own or another).
 * Cambio adds `shares` (one non-zero whole number per chosen die, in the same order) whose sizes add up to its value.
 */
export type SupportAction = { type: 'support'; die: number; seat: number; dice: number[]; shares?: number[] }

/** A5.2: nothing this turn. */
export type PassAction = { type: 'pass' }

/** A8.2: at Recuento, the adversary who receives this taumaturgo's Ofensa. */
export type NameAction = { type: 'name'; adversary: number }

export type AlientosAction = AttackAction | SupportAction | PassAction | NameAction
