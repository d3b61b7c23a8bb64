// The parts of a round the duel runs by itself: Evocación (A4) and the Recuento's sums and losses (A8), and what
// comes after a Recuento (A9). Each works on a state the caller owns (a copy made by apply or create).
import { nextInt } from '../random/rng'
import { facesOf, startOf } from './dice'
import type { AlientosEvent, RecountRow, Rolls } from './events'
import { mansedumbreMap, nextAlive, sums } from './queries'
import { writable } from './draft'
import type { AlientosState, Die, Taumaturgo } from './state'

/** Thrown by roll when a forced face does not fit the die; create and apply turn it into a refusal. */
export class ForcedDieError extends Error {}

/** One die rolled: the next forced face if a scenario left any, else the generator (A2.7: a face the die has). */
export function roll(state: AlientosState, faces: number): number {
  if (state.forced.length > 0) {
    const v = state.forced.shift() as number
    if (!Number.isInteger(v) || v < 1 || v > faces) throw new ForcedDieError(`La tirada forzada ${v} no cabe en un dado de ${faces} caras.`)
    return v
  }
  return 1 + nextInt(state.rng, faces)
}

/** A4.2, A4.5, AN-5: every die back in play as the pool made it, rolled; the roll is its natural face. */
function rollAll(state: AlientosState, t: Taumaturgo): number[] {
  for (const d of t.dice) {
    const start = startOf(d.base)
    d.kind = start.kind
    d.umbra = start.umbra
    d.out = false
    d.value = d.natural = roll(state, facesOf(d.kind))
  }
  return t.dice.map((d) => d.natural)
}

/** How many dice of each natural face (index 1–6). */
function faceCounts(dice: readonly Die[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0]
  for (const d of dice) counts[d.natural] = (counts[d.natural] as number) + 1
  return counts
}

/**
 * A4.3: among `seats`, the most natural 1s; a tie goes to the most 2s among the tied, then 3s… Returns the seats still
 * tied after the 6s (one seat: it begins) and the face that decided.
 */
export function tieBreak(seats: readonly number[], counts: (seat: number) => readonly number[]): { seats: number[]; face: number } {
  let tied = seats.slice()
  for (let face = 1; face <= 6; face++) {
    let best = -1
    for (const s of tied) best = Math.max(best, counts(s)[face] as number)
    tied = tied.filter((s) => counts(s)[face] === best)
    if (tied.length === 1) return { seats: tied, face }
  }
  return { seats: tied, face: 6 }
}

/** A4: a new round. Every taumaturgo still in the duel rolls; the tied re-roll until one begins (A4.4, AN-4). */
export function evocation(state: AlientosState, events: AlientosEvent[]): void {
  state.round += 1
  const rolls: Rolls = state.taumaturgos.map((t, i) => (t.eliminated ? null : rollAll(state, writable(state, i))))
  const ties: { seats: number[]; rolls: Rolls }[] = []
  let contenders = state.taumaturgos.flatMap((t, i) => (t.eliminated ? [] : [i]))
  let decided = tieBreak(contenders, (s) => faceCounts((state.taumaturgos[s] as Taumaturgo).dice))
  while (decided.seats.length > 1) {
    contenders = decided.seats
    const again: Rolls = state.taumaturgos.map((_t, i) => (contenders.includes(i) ? rollAll(state, writable(state, i)) : null))
    ties.push({ seats: contenders, rolls: again })
    decided = tieBreak(contenders, (s) => faceCounts((state.taumaturgos[s] as Taumaturgo).dice))
  }
  const beginner = decided.seats[0] as number
  state.phase = 'invocation'
  state.beginner = beginner
  state.turn = beginner
  state.passes = 0
  state.named = state.taumaturgos.map(() => null)
  events.push({ type: 'evocation', rule: 'A4.2', round: state.round, rolls, ties, beginner, decidedBy: decided.face })
}

/** A8.2, AN-6: whether `seat` has a real choice to make at this Recuento (Ofensa to give, and two adversaries or more). */
function mustName(state: AlientosState, seat: number, ofensa: number): boolean {
  const adversaries = state.taumaturgos.filter((t, i) => i !== seat && !t.eliminated).length
  return ofensa > 0 && adversaries > 1
}

/**
 * A8.2: the naming goes round from the one who began. Names what needs no choice (the one adversary left), and stops
 * at the first seat with a real choice; when nobody is left to name, resolves the Recuento.
 */
export function continueRecount(state: AlientosState, events: AlientosEvent[]): void {
  const map = mansedumbreMap(state.taumaturgos)
  const n = state.taumaturgos.length
  for (let k = 0; k < n; k++) {
    const seat = (state.beginner + k) % n
    const t = state.taumaturgos[seat] as Taumaturgo
    if (t.eliminated || state.named[seat] !== null) continue
    const ofensa = sums(t, map).ofensa
    if (ofensa === 0) continue
    if (mustName(state, seat, ofensa)) { state.turn = seat; return }
    const only = state.taumaturgos.findIndex((o, i) => i !== seat && !o.eliminated)
    if (only >= 0) {
      state.named[seat] = only
      events.push({ type: 'name', rule: 'A8.2', seat, adversary: only, automatic: true })
    }
  }
  resolveRecount(state, events)
}

/** A5.3: every taumaturgo passed in a row; the Recuento begins. */
export function startRecount(state: AlientosState, events: AlientosEvent[]): void {
  state.phase = 'recount'
  state.named = state.taumaturgos.map(() => null)
  continueRecount(state, events)
}

/** A8.3, A8.4: every loss at once, then who is out, then the result or the next round (A8.5). */
function resolveRecount(state: AlientosState, events: AlientosEvent[]): void {
  const map = mansedumbreMap(state.taumaturgos)
  const totals = state.taumaturgos.map((t) => sums(t, map))
  const received = state.taumaturgos.map(() => 0)
  state.named.forEach((target, seat) => {
    if (target !== null) received[target] = (received[target] as number) + (totals[seat] as { ofensa: number }).ofensa
  })
  const rows: RecountRow[] = []
  const out: number[] = []
  state.taumaturgos.forEach((before, seat) => {
    if (before.eliminated) return
    const { ofensa, defensa } = totals[seat] as { ofensa: number; defensa: number }
    const got = received[seat] as number
    const lost = Math.max(0, got - defensa)
    const t = lost > 0 ? writable(state, seat) : before
    t.pain -= lost
    rows.push({ seat, ofensa, defensa, named: state.named[seat] ?? null, received: got, lost, pain: t.pain })
    if (t.pain <= 0) out.push(seat)
  })
  events.push({ type: 'recount', rule: 'A8.3', round: state.round, rows })
  if (out.length > 0) {
    for (const seat of out) eliminate(writable(state, seat))
    events.push({ type: 'eliminated', rule: 'A8.4', seats: out })
  }
  if (settle(state, events, out)) return
  if (state.round >= state.maxRounds) {
    finish(state, events, { winners: aliveList(state), reason: 'roundLimit', rule: 'AN-7' })
    return
  }
  evocation(state, events)
}

export function eliminate(t: Taumaturgo): void {
  t.eliminated = true
  for (const d of t.dice) d.out = true
}

const aliveList = (state: AlientosState): number[] => state.taumaturgos.flatMap((t, i) => (t.eliminated ? [] : [i]))

function finish(state: AlientosState, events: AlientosEvent[], result: NonNullable<AlientosState['result']>): void {
  state.phase = 'over'
  state.result = result
  events.push({ type: 'result', result })
}

/**
 * A9.1, A9.2: one left wins; none left is a draw between those who went out together (`justOut`). True when the duel
 * is over.
 */
export function settle(state: AlientosState, events: AlientosEvent[], justOut: readonly number[]): boolean {
  const alive = aliveList(state)
  if (alive.length === 1) { finish(state, events, { winners: alive, reason: 'lastStanding', rule: 'A9.1' }); return true }
  if (alive.length === 0) { finish(state, events, { winners: justOut.slice(), reason: 'eliminatedTogether', rule: 'A9.2' }); return true }
  return false
}

/** The next seat to act after `seat` in Invocación. */
export const after = (state: AlientosState, seat: number): number => nextAlive(state, seat)
