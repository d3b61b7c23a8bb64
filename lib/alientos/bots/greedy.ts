// The greedy bot: one move ahead. It tries every legal action (the engine's list) and keeps the one after which the
// Recuento, if everyone passed at once, leaves it best placed: the pain it would lose against the pain the others
// would, an elimination worth more than any points (A8.3, A8.4). A Renovación is weighed over its re-rolls (all of
// them for up to two dice, else a sample). At Recuento it names the adversary who would lose most, the one it can put
// out first.
import { nextInt, type RngState } from '../../random/rng'
import type { AlientosAction } from '../actions'
import { facesOf, opposite } from '../dice'
import { legalActions } from '../legal'
import { mansedumbreMap, sums } from '../queries'
import type { Die, Position, Taumaturgo } from '../state'
import { rerollOutcomes } from './board'
import type { AlientosBot } from './types'

/** What everyone would count now. */
function totals(p: Position): { ofensa: number; defensa: number }[] {
  const map = mansedumbreMap(p.taumaturgos)
  return p.taumaturgos.map((t) => sums(t, map))
}

const offense: number[] = [], defense: number[] = []

/**
 * The value for `me` of everyone passing now. With two taumaturgos the Recuento is certain; with more, each rival's
 * Ofensa is spread evenly over its adversaries (who names whom is not known yet). Plain loops, no allocation: the
 * greedy bot asks this of every legal action.
 */
export function passValue(p: Position, me: number): number {
  const ts = p.taumaturgos
  let mo = 0, md = 0, alive = 0
  for (const t of ts) {
    if (t.eliminated) continue
    alive += 1
    for (const d of t.dice) if (!d.out && d.kind === 'mansedumbre') { if (d.umbra === 'ofensa') mo |= 1 << d.value; else md |= 1 << d.value }
  }
  let total = 0
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Taumaturgo
    let o = 0, dd = 0
    if (!t.eliminated) {
      for (const d of t.dice) {
        if (d.out) continue
        if (d.kind === 'odio' && !((md >> d.value) & 1)) o += d.value
        else if (d.kind === 'calma' && !((mo >> d.value) & 1)) dd += d.value
      }
    }
    offense[i] = o
    defense[i] = dd
    total += o
  }
  const rivals = Math.max(1, alive - 1)
  let score = 0
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Taumaturgo
    if (t.eliminated) continue
    const loss = Math.max(0, (total - (offense[i] as number)) / rivals - (defense[i] as number))
    const after = t.pain - loss
    if (i === me) score += after <= 0 ? -100 : after
    else score += after <= 0 ? 100 / rivals : -after / rivals
  }
  return score
}

/** A private copy of a position's dice, to try actions on in place and undo them. */
export function scratchOf(p: Position): Position {
  return { ...p, taumaturgos: p.taumaturgos.map((t) => ({ ...t, dice: t.dice.map((d) => ({ ...d })) })) }
}

/** A7.4 on a scratch die: Odio ↔ Calma, Mansedumbre keeps its kind; twice is no change. */
function turn(d: Die): void {
  d.umbra = opposite(d.umbra as 'ofensa' | 'defensa')
  if (d.kind === 'odio') d.kind = 'calma'
  else if (d.kind === 'calma') d.kind = 'odio'
}

/**
 * The value of an action for the decider, tried on `scratch` (a scratchOf copy of the position, left as it was: every
 * change is undone field by field, without copying dice): a Renovación averaged over its re-rolls (every one for up to
 * two dice, else a sample).
 */
export function actionValue(scratch: Position, a: AlientosAction, rng: RngState): number {
  const me = scratch.turn
  const own = scratch.taumaturgos[me] as Taumaturgo
  if (a.type === 'attack') {
    const foe = scratch.taumaturgos[a.target] as Taumaturgo
    for (const i of a.dice) (own.dice[i] as Die).out = true
    ;(foe.dice[a.die] as Die).out = true
    const v = passValue(scratch, me)
    for (const i of a.dice) (own.dice[i] as Die).out = false
    ;(foe.dice[a.die] as Die).out = false
    return v
  }
  if (a.type !== 'support') return passValue(scratch, me)
  const source = own.dice[a.die] as Die
  const t = scratch.taumaturgos[a.seat] as Taumaturgo
  source.out = true
  let v = 0
  if (source.kind === 'cambio') {
    const shares = a.shares ?? []
    a.dice.forEach((i, k) => { (t.dice[i] as Die).value += shares[k] ?? 0 })
    v = passValue(scratch, me)
    a.dice.forEach((i, k) => { (t.dice[i] as Die).value -= shares[k] ?? 0 })
  } else if (source.kind === 'umbra') {
    for (const i of a.dice) turn(t.dice[i] as Die)
    v = passValue(scratch, me)
    for (const i of a.dice) turn(t.dice[i] as Die)
  } else {
    const dice = a.dice.map((i) => t.dice[i] as Die)
    const before = dice.map((d) => d.value)
    const faces = facesOf((dice[0] as Die).kind)
    if (dice.length <= 2) {
      // Every re-roll, as multisets of faces: the dice of a Renovación are one type, so their order does not matter.
      for (const o of rerollOutcomes(dice.length, faces)) { dice.forEach((d, k) => { d.value = o.values[k] as number }); v += o.p * passValue(scratch, me) }
    } else {
      const samples = 24
      for (let n = 0; n < samples; n++) { for (const d of dice) d.value = 1 + nextInt(rng, faces); v += passValue(scratch, me) / samples }
    }
    dice.forEach((d, k) => { d.value = before[k] as number })
  }
  source.out = false
  return v
}

/** A8.2: the adversary whose loss would be largest (put out first), then the one with least pain left. */
export function nameAdversary(p: Position): AlientosAction {
  const t = totals(p)
  const mine = t[p.turn]?.ofensa ?? 0
  let best = -1, bestScore = -Infinity
  p.taumaturgos.forEach((x, s) => {
    if (x.eliminated || s === p.turn) return
    const loss = Math.max(0, mine - (t[s]?.defensa ?? 0))
    const score = (x.pain - loss <= 0 ? 1000 : 0) + loss * 10 - x.pain
    if (score > bestScore) { best = s; bestScore = score }
  })
  return { type: 'name', adversary: best }
}

export function greedyAction(p: Position, rng: RngState): AlientosAction {
  if (p.phase === 'recount') return nameAdversary(p)
  let best: AlientosAction = { type: 'pass' }
  let bestValue = passValue(p, p.turn)
  const scratch = scratchOf(p)
  for (const a of legalActions(p)) {
    if (a.type === 'pass') continue
    const v = actionValue(scratch, a, rng)
    if (v > bestValue + 1e-9) { best = a; bestValue = v }
  }
  return best
}

export const greedyBot: AlientosBot = (position, rng) => greedyAction(position, rng)
