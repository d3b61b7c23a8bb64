// The random bot: a legal action drawn at random, without listing them all (a position can have thousands of
// Cambio shares and Ataques en bloque; listing them for every move of 10,000 duels would take minutes). It first
// draws what to do — a pass one time in five, else an attack or an Apoyo — then the dice for it; every draw is legal
// by construction, and the property tests check each one with checkAction.
import { nextInt, type RngState } from '../../random/rng'
import type { AlientosAction } from '../actions'
import { facesOf } from '../dice'
import { canAttackWith, mansedumbreMap } from '../queries'
import type { Die, Position } from '../state'
import type { AlientosBot } from './types'

const pick = <T>(xs: readonly T[], rng: RngState): T => xs[nextInt(rng, xs.length)] as T

function shuffled<T>(xs: readonly T[], rng: RngState): T[] {
  const out = xs.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1)
    const t = out[i] as T
    out[i] = out[j] as T
    out[j] = t
  }
  return out
}

/** A random attack, or null when the decider has none. */
export function randomAttack(p: Position, rng: RngState): AlientosAction | null {
  const map = mansedumbreMap(p.taumaturgos)
  const own = p.taumaturgos[p.turn]
  if (!own) return null
  // Plain loops: this runs at most moves of the 10,000 random duels of the property suite.
  const mine: number[][] = [[], []]
  const totals = [0, 0]
  for (let i = 0; i < own.dice.length; i++) {
    const d = own.dice[i] as Die
    if (d.umbra === null || !canAttackWith(d, map)) continue
    const u = d.umbra === 'ofensa' ? 0 : 1
    ;(mine[u] as number[]).push(i)
    totals[u] = (totals[u] as number) + d.value
  }
  const targets: { u: number; seat: number; die: number; value: number }[] = []
  for (let seat = 0; seat < p.taumaturgos.length; seat++) {
    const t = p.taumaturgos[seat] as Position['taumaturgos'][number]
    if (seat === p.turn || t.eliminated) continue
    for (let die = 0; die < t.dice.length; die++) {
      const d = t.dice[die] as Die
      if (d.out || d.umbra === null) continue
      const u = d.umbra === 'ofensa' ? 1 : 0 // the attacker's umbra that reaches it: the opposite one
      if (d.value <= (totals[u] as number)) targets.push({ u, seat, die, value: d.value })
    }
  }
  if (targets.length === 0) return null
  const target = pick(targets, rng)
  // Own dice in a random order until they reach the target; now and then one more (paying over is legal too).
  const order = shuffled(mine[target.u] as number[], rng)
  const dice: number[] = []
  let sum = 0
  for (const i of order) {
    if (sum >= target.value && nextInt(rng, 4) !== 0) break
    dice.push(i)
    sum += (own.dice[i] as Die).value
  }
  return { type: 'attack', dice: dice.sort((a, b) => a - b), target: target.seat, die: target.die }
}

/** Cambio: `points` shared over `dice` at random (a random composition, random signs), or null if none fits. */
function randomShares(values: readonly number[], faces: readonly number[], points: number, rng: RngState): number[] | null {
  const k = values.length
  if (k > points) return null
  for (let attempt = 0; attempt < 12; attempt++) {
    // k positive parts adding up to `points`: k − 1 distinct cuts among points − 1 places.
    const cuts = shuffled(Array.from({ length: points - 1 }, (_, i) => i + 1), rng).slice(0, k - 1).sort((a, b) => a - b)
    const bounds = [0, ...cuts, points]
    const shares = values.map((v, i) => {
      const size = (bounds[i + 1] as number) - (bounds[i] as number)
      const up = v + size <= (faces[i] as number), down = v - size >= 1
      if (up && down) return nextInt(rng, 2) === 0 ? size : -size
      return up ? size : down ? -size : 0
    })
    if (shares.every((s) => s !== 0)) return shares
  }
  return null
}

/** A random Apoyo, or null when the decider has no die without umbra or none of its draws fits. */
export function randomSupport(p: Position, rng: RngState): AlientosAction | null {
  const own = p.taumaturgos[p.turn]
  if (!own) return null
  const sources = own.dice.flatMap((d, i) => (!d.out && (d.kind === 'renovacion' || d.kind === 'cambio' || d.kind === 'umbra') ? [i] : []))
  for (let attempt = 0; attempt < 8 && sources.length > 0; attempt++) {
    const die = pick(sources, rng)
    const source = own.dice[die] as Die
    const seats = p.taumaturgos.flatMap((t, s) => (t.eliminated ? [] : [s]))
    const seat = pick(seats, rng)
    const t = p.taumaturgos[seat]
    if (!t) continue
    const usable = t.dice.flatMap((d, i) => (!d.out && !(seat === p.turn && i === die) && (source.kind !== 'umbra' || d.umbra !== null) ? [i] : []))
    if (usable.length === 0) continue
    // One type (and, for Umbra, one umbra) of that taumaturgo: the group of a die drawn at random.
    const lead = t.dice[pick(usable, rng)] as Die
    const group = usable.filter((i) => { const d = t.dice[i] as Die; return d.kind === lead.kind && (source.kind !== 'umbra' || d.umbra === lead.umbra) })
    const most = Math.min(group.length, source.value)
    const chosen = shuffled(group, rng).slice(0, 1 + nextInt(rng, most)).sort((a, b) => a - b)
    if (source.kind !== 'cambio') return { type: 'support', die, seat, dice: chosen }
    const dice = chosen.map((i) => t.dice[i] as Die)
    const shares = randomShares(dice.map((d) => d.value), dice.map((d) => facesOf(d.kind)), source.value, rng)
    if (shares) return { type: 'support', die, seat, dice: chosen, shares }
  }
  return null
}

/** A random legal action: at Recuento a random adversary; in Invocación a pass, an attack or an Apoyo. */
export function randomAction(p: Position, rng: RngState): AlientosAction {
  if (p.phase === 'recount') {
    const foes = p.taumaturgos.flatMap((t, s) => (t.eliminated || s === p.turn ? [] : [s]))
    return { type: 'name', adversary: pick(foes, rng) }
  }
  // A pass one time in five; otherwise an attack or an Apoyo, whichever is drawn first and possible.
  if (nextInt(rng, 5) === 0) return { type: 'pass' }
  const first = nextInt(rng, 2) === 0
  return (first ? randomAttack(p, rng) ?? randomSupport(p, rng) : randomSupport(p, rng) ?? randomAttack(p, rng)) ?? { type: 'pass' }
}

export const randomBot: AlientosBot = (position, rng) => randomAction(position, rng)
