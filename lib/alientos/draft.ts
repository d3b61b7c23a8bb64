// Copy on write for one apply: the new state shares every taumaturgo with the old one until a step writes to it,
// and `writable` copies it then, once. A pass copies none; an attack two. Applying runs synchronously, so the set of
// copies made by the running apply can live here.
import type { AlientosState, Die, Taumaturgo } from './state'

let fresh: Set<Taumaturgo> | null = null

/** The state to write to: its own arrays and scalars, the taumaturgos still shared. Ends with endDraft. */
export function beginDraft(s: AlientosState): AlientosState {
  fresh = new Set()
  return {
    game: s.game, version: s.version, round: s.round, phase: s.phase, taumaturgos: s.taumaturgos.slice(), beginner: s.beginner, turn: s.turn,
    passes: s.passes, named: s.named.slice(), maxRounds: s.maxRounds, rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]], forced: s.forced.slice(), result: s.result,
  }
}

export function endDraft(): void {
  fresh = null
}

/** Taumaturgo `seat` of a draft, copied on its first write (dice included). */
export function writable(s: AlientosState, seat: number): Taumaturgo {
  const t = s.taumaturgos[seat] as Taumaturgo
  if (fresh === null) throw new Error('writable fuera de un apply')
  if (fresh.has(t)) return t
  const dice: Die[] = new Array(t.dice.length)
  for (let k = 0; k < t.dice.length; k++) {
    const d = t.dice[k] as Die
    dice[k] = { base: d.base, kind: d.kind, umbra: d.umbra, value: d.value, natural: d.natural, out: d.out }
  }
  const copy: Taumaturgo = { name: t.name, pain: t.pain, eliminated: t.eliminated, dice }
  fresh.add(copy)
  s.taumaturgos[seat] = copy
  return copy
}
