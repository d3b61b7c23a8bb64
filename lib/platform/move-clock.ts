// The platform's move clock (ClockPolicy kind 'move', docs/platform-games.md): a game played by post gives each
// decision `moveMs` from the moment it was handed over; when that runs out the game's `timeout` action is played for
// the decider, and the next decision's time starts at that lapse, not at the moment somebody looks. A seat may announce
// up to `absences` absences of at most `absenceMs`: its clock does not run inside them (Duelo de alientos, ALI-9).
//
// Pure and game-blind: the time is always passed in (`now`), so tables, tests and replays inject their own clock, and a
// table left alone for days is settled in one call, each lapse in turn, the same on every server.
import type { ClockPolicy, GameError, PlatformGame, SeatIndex } from './game'

export type MovePolicy = Extract<ClockPolicy, { kind: 'move' }>

/** An announced absence: the seat's clock stands still from `from` to `until` (ms since the epoch). */
export type Absence = { from: number; until: number }

/** Plain JSON, stored beside the table. */
export type MoveClock = {
  /** When the pending decision was handed over. */
  since: number
  /** Per seat, the absences it has announced (at most the policy's `absences`). */
  absences: Absence[][]
}

export const startMoveClock = (seats: number, now: number): MoveClock => ({ since: now, absences: Array.from({ length: seats }, () => []) })

/** The decision was taken at `now`: the next one's time starts. */
export const handOver = (clock: MoveClock, now: number): MoveClock => ({ ...clock, since: now })

/** When the decision pending since `clock.since` runs out for `seat`, its absences left out of the count. */
export function deadlineOf(clock: MoveClock, policy: MovePolicy, seat: SeatIndex): number {
  const windows = [...(clock.absences[seat] ?? [])].sort((a, b) => a.from - b.from)
  let t = clock.since
  let left = policy.moveMs
  for (const w of windows) {
    if (w.until <= t) continue
    if (w.from > t) {
      if (w.from - t >= left) return t + left
      left -= w.from - t
    }
    t = w.until
  }
  return t + left
}

/** Time the seat has left at `now` (0 once lapsed), and whether an absence holds its clock right now. */
export function timeLeft(clock: MoveClock, policy: MovePolicy, seat: SeatIndex, now: number): { ms: number; deadline: number; absent: boolean } {
  const deadline = deadlineOf(clock, policy, seat)
  const absent = (clock.absences[seat] ?? []).some((w) => w.from <= now && now < w.until)
  return { ms: Math.max(0, deadline - now), deadline, absent }
}

export type AbsenceRefusal = GameError & { code: 'absencesUsed' | 'absenceTooLong' | 'absenceTooShort' | 'noSuchSeat' }

/** `seat` announces an absence of `ms` starting `now`. */
export function announceAbsence(
  clock: MoveClock, policy: MovePolicy, seat: SeatIndex, ms: number, now: number,
): { ok: true; clock: MoveClock } | { ok: false; error: AbsenceRefusal } {
  const mine = clock.absences[seat]
  if (mine === undefined) return { ok: false, error: { code: 'noSuchSeat', message: 'Ese asiento no está en la mesa.' } }
  if (mine.length >= policy.absences) {
    return { ok: false, error: { code: 'absencesUsed', message: `Ya has anunciado ${policy.absences === 1 ? 'tu ausencia' : `tus ${policy.absences} ausencias`} en esta partida.` } }
  }
  if (!Number.isFinite(ms) || ms < 60_000) return { ok: false, error: { code: 'absenceTooShort', message: 'Una ausencia dura al menos un minuto.' } }
  if (ms > policy.absenceMs) {
    return { ok: false, error: { code: 'absenceTooLong', message: `Una ausencia dura como mucho ${Math.round(policy.absenceMs / 3_600_000)} horas.` } }
  }
  const absences = clock.absences.map((a, i) => (i === seat ? [...a, { from: now, until: now + ms }] : a))
  return { ok: true, clock: { ...clock, absences } }
}

/** A move the clock played: for whom, what, and when its time ran out. */
export type Lapse<Action, Event> = { seat: SeatIndex; action: Action; at: number; events: Event[] }

/**
 * Plays the game's `timeout` for every decider whose time ran out by `now`, in turn: each lapse hands the next decision
 * over at the moment it happened. At most `maxLapses` (the rest wait for the next call: `more`). A timeout the game
 * refuses is the game's bug, returned as an error rather than looped on.
 */
export function settleMoveClock<Config, State, Action, View, Event>(
  game: PlatformGame<Config, State, Action, View, Event>,
  state: State,
  clock: MoveClock,
  now: number,
  maxLapses = 1000,
): { ok: true; state: State; clock: MoveClock; lapses: Lapse<Action, Event>[]; more: boolean } | { ok: false; error: GameError } {
  if (game.clock.kind !== 'move') return { ok: false, error: { code: 'notMoveClock', message: `El juego ${game.id} no se juega con reloj por jugada.` } }
  const policy = game.clock
  const lapses: Lapse<Action, Event>[] = []
  for (;;) {
    const seat = game.decider(state)
    if (seat === null) return { ok: true, state, clock, lapses, more: false }
    const at = deadlineOf(clock, policy, seat)
    if (at > now) return { ok: true, state, clock, lapses, more: false }
    if (lapses.length >= maxLapses) return { ok: true, state, clock, lapses, more: true }
    const action = game.timeout(state)
    const applied = game.apply(state, action)
    if (!applied.ok) return { ok: false, error: applied.error }
    lapses.push({ seat, action, at, events: applied.events })
    state = applied.state
    clock = handOver(clock, at)
  }
}
