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

/** The position after a legal action, without the engine (no re-roll: a Renovación's dice keep their faces). */
export function afterAction(p: Position, a: AlientosAction): Position {
  const taumaturgos = p.taumaturgos.map((t) => ({ ...t, dice: t.dice.slice() }))
  const set = (seat: number, i: number, change: Partial<Die>) => {
    const t = taumaturgos[seat] as Taumaturgo
    t.dice[i] = { ...(t.dice[i] as Die), ...change }
  }
  if (a.type === 'attack') {
    for (const i of a.dice) set(p.turn, i, { out: true })
    set(a.target, a.die, { out: true })
  } else if (a.type === 'support') {
    set(p.turn, a.die, { out: true })
    const source = (p.taumaturgos[p.turn] as Taumaturgo).dice[a.die] as Die
    a.dice.forEach((i, k) => {
      const d = (taumaturgos[a.seat] as Taumaturgo).dice[i] as Die
      if (source.kind === 'cambio') set(a.seat, i, { value: d.value + ((a.shares ?? [])[k] ?? 0) })
      else if (source.kind === 'umbra') set(a.seat, i, { umbra: opposite(d.umbra as 'ofensa' | 'defensa'), kind: d.kind === 'odio' ? 'calma' : d.kind === 'calma' ? 'odio' : d.kind })
    })
  }
  return { ...p, taumaturgos }
}

/** A private copy of a position's dice, to try actions on in place and undo them. */
export function scratchOf(p: Position): Position {
  return { ...p, taumaturgos: p.taumaturgos.map((t) => ({ ...t, dice: t.dice.map((d) => ({ ...d })) })) }
}

/**
 * The value of an action for the decider, tried on `scratch` (a scratchOf copy of the position; left as it was): a
 * Renovación averaged over its re-rolls (every one for up to two dice, else a sample).
 */
export function actionValue(scratch: Position, a: AlientosAction, rng: RngState): number {
  const me = scratch.turn
  const own = scratch.taumaturgos[me] as Taumaturgo
  const saved: [Die, Die][] = []
  const keep = (d: Die) => { saved.push([d, { ...d }]) }
  if (a.type === 'attack') {
    const foe = scratch.taumaturgos[a.target] as Taumaturgo
    for (const i of a.dice) { const d = own.dice[i] as Die; keep(d); d.out = true }
    const t = foe.dice[a.die] as Die
    keep(t)
    t.out = true
  }
  let rerolled: Die[] = []
  if (a.type === 'support') {
    const source = own.dice[a.die] as Die
    keep(source)
    source.out = true
    const t = scratch.taumaturgos[a.seat] as Taumaturgo
    a.dice.forEach((i, k) => {
      const d = t.dice[i] as Die
      keep(d)
      if (source.kind === 'cambio') d.value += (a.shares ?? [])[k] ?? 0
      else if (source.kind === 'umbra') { d.umbra = opposite(d.umbra as 'ofensa' | 'defensa'); d.kind = d.kind === 'odio' ? 'calma' : d.kind === 'calma' ? 'odio' : d.kind }
      else rerolled.push(d)
    })
  }
  let v: number
  if (rerolled.length === 0) v = passValue(scratch, me)
  else {
    const faces = facesOf((rerolled[0] as Die).kind)
    v = 0
    if (rerolled.length <= 2) {
      // Every re-roll, as multisets of faces: the dice of a Renovación are one type, so their order does not matter.
      for (const o of rerollOutcomes(rerolled.length, faces)) { rerolled.forEach((d, k) => { d.value = o.values[k] as number }); v += o.p * passValue(scratch, me) }
    } else {
      const samples = 24
      for (let n = 0; n < samples; n++) { for (const d of rerolled) d.value = 1 + nextInt(rng, faces); v += passValue(scratch, me) / samples }
    }
  }
  for (let i = saved.length - 1; i >= 0; i--) Object.assign((saved[i] as [Die, Die])[0], (saved[i] as [Die, Die])[1])
  rerolled = []
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
