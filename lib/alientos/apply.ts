// Creating a duel and applying an action: check (legal.ts), copy, do, then run what needs no decision (round.ts) up
// to the next decision. Never mutates its input; never throws for an illegal action.
import { createRng, createRng128 } from '../random/rng'
import type { AlientosAction, AttackAction, SupportAction } from './actions'
import { facesOf, opposite, poolDice, poolProblems, startOf, type Pool } from './dice'
import { err, type AlientosError } from './errors'
import type { AlientosEvent } from './events'
import { beginDraft, endDraft, writable } from './draft'
import { checkAction } from './legal'
import { nextAlive } from './queries'
import { continueRecount, eliminate, evocation, ForcedDieError, roll, settle, startRecount } from './round'
import type { AlientosState, Die, Taumaturgo } from './state'
import { ALIENTOS_VERSION } from './version'

export const MIN_SEATS = 2
export const MAX_SEATS = 6
/** AN-7: the site's round limit, by default and at most. */
export const DEFAULT_MAX_ROUNDS = 100
export const MAX_MAX_ROUNDS = 1000
/** A1.5: every taumaturgo begins with 15 points of pain. */
export const STARTING_PAIN = 15

export type AlientosConfig = {
  /** One pool per taumaturgo, in seat order (2–6). */
  pools: Pool[]
  names?: string[]
  /** uint32 seed; `seed128` (32 hex digits) wins when given. */
  seed: number
  seed128?: string
  maxRounds?: number
  /** Faces used before the generator (scenarios). */
  forced?: number[]
  version?: number
}

export type Created = { ok: true; state: AlientosState; events: AlientosEvent[] } | { ok: false; error: AlientosError }
export type Applied = { ok: true; state: AlientosState; events: AlientosEvent[] } | { ok: false; error: AlientosError }

/** A copy deep enough that applying to it leaves the original as it was. */
export function cloneState(s: AlientosState): AlientosState {
  // Plain loops and literal objects: this runs once per action of every simulated duel.
  const taumaturgos: Taumaturgo[] = new Array(s.taumaturgos.length)
  for (let i = 0; i < s.taumaturgos.length; i++) {
    const t = s.taumaturgos[i] as Taumaturgo
    const dice: Die[] = new Array(t.dice.length)
    for (let k = 0; k < t.dice.length; k++) {
      const d = t.dice[k] as Die
      dice[k] = { base: d.base, kind: d.kind, umbra: d.umbra, value: d.value, natural: d.natural, out: d.out }
    }
    taumaturgos[i] = { name: t.name, pain: t.pain, eliminated: t.eliminated, dice }
  }
  return {
    game: s.game, version: s.version, round: s.round, phase: s.phase, taumaturgos, beginner: s.beginner, turn: s.turn, passes: s.passes,
    named: s.named.slice(), maxRounds: s.maxRounds, rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]], forced: s.forced.slice(),
    result: s.result === null ? null : { ...s.result, winners: s.result.winners.slice() },
  }
}

/** A duel from its config: the taumaturgos with their pools (ALI-1), then the first Evocación (A4). */
export function createDuel(config: AlientosConfig): Created {
  if (config.version !== undefined && config.version !== ALIENTOS_VERSION) {
    return { ok: false, error: err('BAD_CONFIG', `Este duelo se jugó con la versión ${config.version} del motor de alientos; esta web juega la ${ALIENTOS_VERSION}.`) }
  }
  const n = config.pools.length
  if (n < MIN_SEATS || n > MAX_SEATS) return { ok: false, error: err('BAD_CONFIG', `Un duelo es de ${MIN_SEATS} a ${MAX_SEATS} taumaturgos (A1.1).`) }
  for (let i = 0; i < n; i++) {
    if (poolProblems(config.pools[i] as Pool).length > 0) return { ok: false, error: err('BAD_CONFIG', `Los dados del taumaturgo ${i + 1} no cumplen ALI-1: 12 con umbra y 3 sin umbra.`) }
  }
  const maxRounds = config.maxRounds ?? DEFAULT_MAX_ROUNDS
  if (!Number.isInteger(maxRounds) || maxRounds < 1 || maxRounds > MAX_MAX_ROUNDS) return { ok: false, error: err('BAD_CONFIG', `El límite de rondas va de 1 a ${MAX_MAX_ROUNDS} (AN-7).`) }
  const rng = config.seed128 !== undefined ? createRng128(config.seed128) : createRng(config.seed)
  if (rng === null) return { ok: false, error: err('BAD_CONFIG', 'seed128 son 32 cifras hexadecimales en minúscula.') }
  const taumaturgos: Taumaturgo[] = config.pools.map((pool, i) => ({
    name: config.names?.[i] ?? `Taumaturgo ${i + 1}`,
    pain: STARTING_PAIN,
    eliminated: false,
    dice: poolDice(pool).map((base): Die => ({ base, ...startOf(base), value: 1, natural: 1, out: false })),
  }))
  const state: AlientosState = {
    game: 'alientos', version: ALIENTOS_VERSION, round: 0, phase: 'invocation', taumaturgos, beginner: 0, turn: 0, passes: 0,
    named: taumaturgos.map(() => null), maxRounds, rng, forced: (config.forced ?? []).slice(), result: null,
  }
  return run(state, (s, events) => evocation(s, events))
}

/** Runs `step` on a draft of `state` (draft.ts), turning a forced face that does not fit into a refusal. */
function run(state: AlientosState, step: (s: AlientosState, events: AlientosEvent[]) => void): Applied {
  const events: AlientosEvent[] = []
  const draft = beginDraft(state)
  try {
    step(draft, events)
  } catch (e) {
    if (e instanceof ForcedDieError) return { ok: false, error: err('FORCED_DIE', e.message) }
    throw e
  } finally {
    endDraft()
  }
  return { ok: true, state: draft, events }
}

function doAttack(s: AlientosState, a: AttackAction, events: AlientosEvent[]): void {
  const own = writable(s, s.turn)
  const foe = writable(s, a.target)
  const first = own.dice[a.dice[0] as number] as Die
  const values = a.dice.map((i) => (own.dice[i] as Die).value)
  for (const i of a.dice) (own.dice[i] as Die).out = true
  const target = foe.dice[a.die] as Die
  target.out = true
  events.push({
    type: 'attack', rule: a.dice.length > 1 ? 'A6.2' : 'A6.1', seat: s.turn, dice: a.dice.slice(), values, umbra: first.umbra as 'ofensa' | 'defensa',
    target: a.target, die: a.die, value: target.value, targetKind: target.kind,
  })
}

function doSupport(s: AlientosState, a: SupportAction, events: AlientosEvent[]): void {
  const own = writable(s, s.turn)
  const support = own.dice[a.die] as Die
  support.out = true
  const t = writable(s, a.seat)
  const chosen = a.dice.map((i) => t.dice[i] as Die)
  const before = chosen.map((d) => d.value)
  const kind = support.kind as 'renovacion' | 'cambio' | 'umbra'
  let turnedFrom: 'ofensa' | 'defensa' | undefined
  if (kind === 'renovacion') {
    // A7.2: a re-roll, lowest index first (AN-10); the natural face stays (A4.5).
    for (const i of a.dice.slice().sort((x, y) => x - y)) { const d = t.dice[i] as Die; d.value = roll(s, facesOf(d.kind)) }
  } else if (kind === 'cambio') {
    chosen.forEach((d, k) => { d.value += (a.shares as number[])[k] as number })
  } else {
    turnedFrom = chosen[0]?.umbra ?? undefined
    for (const d of chosen) {
      // A7.4, ALI-4: Odio ↔ Calma; Mansedumbre keeps its kind and value and takes the other umbra.
      d.umbra = opposite(d.umbra as 'ofensa' | 'defensa')
      if (d.kind === 'odio') d.kind = 'calma'
      else if (d.kind === 'calma') d.kind = 'odio'
    }
  }
  const rule = kind === 'renovacion' ? 'A7.2' : kind === 'cambio' ? 'A7.3' : 'A7.4'
  events.push({
    type: 'support', rule, seat: s.turn, die: a.die, kind, value: support.value, target: a.seat, dice: a.dice.slice(), before, after: chosen.map((d) => d.value),
    ...(turnedFrom ? { turnedFrom } : {}),
  })
}

/** Applies the decider's action (refused with the reason when not legal), then everything automatic after it. */
export function applyAction(state: AlientosState, action: AlientosAction): Applied {
  const refusal = checkAction(state, action)
  if (refusal) return { ok: false, error: refusal }
  return run(state, (s, events) => {
    switch (action.type) {
      case 'name':
        s.named[s.turn] = action.adversary
        events.push({ type: 'name', rule: 'A8.2', seat: s.turn, adversary: action.adversary, automatic: false })
        continueRecount(s, events)
        return
      case 'pass': {
        s.passes += 1
        events.push({ type: 'pass', rule: 'A5.2', seat: s.turn, passes: s.passes })
        const alive = s.taumaturgos.filter((t) => !t.eliminated).length
        if (s.passes >= alive) startRecount(s, events) // A5.3
        else s.turn = nextAlive(s, s.turn)
        return
      }
      case 'attack': doAttack(s, action, events); break
      case 'support': doSupport(s, action, events); break
    }
    s.passes = 0
    s.turn = nextAlive(s, s.turn)
  })
}

/**
 * A9.3, AN-8: `seat` abandons: it loses every point of pain and is out at once. The duel goes on without it while two
 * or more remain; a decision it held passes on.
 */
export function resign(state: AlientosState, seat: number): Applied {
  if (state.phase === 'over') return { ok: false, error: err('DUEL_OVER', 'El duelo ha terminado.') }
  const t = state.taumaturgos[seat]
  if (!Number.isInteger(seat) || t === undefined || t.eliminated) return { ok: false, error: err('NOT_IN_DUEL', 'Ese taumaturgo no sigue en el duelo.') }
  return run(state, (s, events) => {
    const gone = writable(s, seat)
    gone.pain = 0
    eliminate(gone)
    events.push({ type: 'resign', rule: 'A9.3', seat }, { type: 'eliminated', rule: 'A9.3', seats: [seat] })
    if (settle(s, events, [seat])) return
    const alive = s.taumaturgos.filter((x) => !x.eliminated).length
    if (s.phase === 'invocation') {
      if (s.turn === seat) s.turn = nextAlive(s, seat)
      if (s.passes >= alive) startRecount(s, events)
      return
    }
    // Recuento: whoever named the one who left names again (or has nobody else to name); then the naming goes on.
    s.named = s.named.map((target, i) => (target === seat || i === seat ? null : target))
    continueRecount(s, events)
  })
}

/** A5.3: the Recuento of a position whose Invocación just ended (scenario boards declared `at: recount`). */
export function beginRecount(state: AlientosState): Applied {
  return run(state, (s, events) => startRecount(s, events))
}

/** ALI-9, AN-9: what a lapsed clock plays for the decider: a pass, or at Recuento the next adversary in seat order. */
export function timeoutAction(state: AlientosState): AlientosAction {
  if (state.phase === 'recount') return { type: 'name', adversary: nextAlive(state, state.turn) }
  return { type: 'pass' }
}

export type Replayed = { ok: true; state: AlientosState } | { ok: false; error: AlientosError; index: number }

/** createDuel(config), then every action in turn. A resignation is logged as `{ type: 'resign', seat }`. */
export function replayDuel(config: AlientosConfig, actions: readonly (AlientosAction | { type: 'resign'; seat: number })[]): Replayed {
  const created = createDuel(config)
  if (!created.ok) return { ok: false, error: created.error, index: -1 }
  let state = created.state
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i] as AlientosAction | { type: 'resign'; seat: number }
    const r = a.type === 'resign' ? resign(state, a.seat) : applyAction(state, a)
    if (!r.ok) return { ok: false, error: r.error, index: i }
    state = r.state
  }
  return { ok: true, state }
}
