// Questions on a state that the rules ask again and again: which dice Mansedumbre blocks (A3), which dice count at
// Recuento (A8.1), who is still in the duel and who comes next (A5.1).
import { opposite, type Umbra } from './dice'
import type { AlientosState, Die, Taumaturgo } from './state'

/**
 * Where Mansedumbre dice stand: `at[u][v]` is true while some Mansedumbre die of umbra `u` showing `v` is in play, of
 * any taumaturgo (A3.1). It blocks the dice of the other umbra that show `v`.
 */
export type MansedumbreMap = { ofensa: boolean[]; defensa: boolean[] }

export function mansedumbreMap(taumaturgos: readonly Taumaturgo[]): MansedumbreMap {
  const map: MansedumbreMap = { ofensa: [false, false, false, false, false, false, false], defensa: [false, false, false, false, false, false, false] }
  for (const t of taumaturgos) {
    for (const d of t.dice) if (!d.out && d.kind === 'mansedumbre' && d.umbra !== null) map[d.umbra][d.value] = true
  }
  return map
}

/** A3.1: a die in play with an umbra, showing the value of a Mansedumbre die of the other umbra in play. */
export function isBlocked(die: Die, map: MansedumbreMap): boolean {
  return !die.out && die.umbra !== null && map[opposite(die.umbra)][die.value] === true
}

/** A3.1, A6.1: a die that may be removed to attack (or join an Ataque en bloque). */
export function canAttackWith(die: Die, map: MansedumbreMap): boolean {
  return !die.out && die.umbra !== null && !isBlocked(die, map)
}

/** A8.1, A3.3: a die whose value counts at Recuento for its umbra: in play, not Mansedumbre, not blocked. */
export function counts(die: Die, map: MansedumbreMap): boolean {
  return !die.out && die.umbra !== null && die.kind !== 'mansedumbre' && !isBlocked(die, map)
}

/** A8.1: the Ofensa and Defensa a taumaturgo would count if Recuento came now. */
export function sums(t: Taumaturgo, map: MansedumbreMap): Record<Umbra, number> {
  const out = { ofensa: 0, defensa: 0 }
  if (t.eliminated) return out
  for (const d of t.dice) if (counts(d, map)) out[d.umbra as Umbra] += d.value
  return out
}

export function aliveSeats(state: Pick<AlientosState, 'taumaturgos'>): number[] {
  const out: number[] = []
  state.taumaturgos.forEach((t, i) => { if (!t.eliminated) out.push(i) })
  return out
}

/** A5.1: the next taumaturgo still in the duel after `seat`, in seat order, going round. */
export function nextAlive(state: Pick<AlientosState, 'taumaturgos'>, seat: number): number {
  const n = state.taumaturgos.length
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n
    if (!state.taumaturgos[s]?.eliminated) return s
  }
  return seat
}

/** The seat whose decision the duel waits for, or null once it is over. */
export function deciderOf(state: Pick<AlientosState, 'phase' | 'turn'>): number | null {
  return state.phase === 'over' ? null : state.turn
}
