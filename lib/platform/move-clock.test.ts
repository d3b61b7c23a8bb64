// The move clock, game-blind: a toy game of two seats that take turns until three passes in a row, so every lapse
// and hand-over can be counted by hand.
import { describe, expect, it } from 'vitest'
import type { PlatformGame } from './game'
import { announceAbsence, deadlineOf, settleMoveClock, startMoveClock, timeLeft, type MovePolicy } from './move-clock'

const H = 3_600_000
const POLICY: MovePolicy = { kind: 'move', moveMs: 24 * H, absenceMs: 72 * H, absences: 1 }

type Toy = { turn: number; passes: number; played: number }
type ToyAction = { type: 'pass' } | { type: 'play' }
const toy: PlatformGame<null, Toy, ToyAction, Toy, string> = {
  id: 'alientos', version: 1, seats: { min: 2, max: 2 }, clock: POLICY,
  parseConfig: () => ({ ok: true, config: null }),
  create: () => ({ ok: true, state: { turn: 0, passes: 0, played: 0 }, events: [] }),
  decider: (s) => (s.passes >= 3 ? null : s.turn),
  legal: (s) => (s.passes >= 3 ? [] : [{ type: 'pass' }, { type: 'play' }]),
  apply: (s, a) => (s.passes >= 3
    ? { ok: false, error: { code: 'over', message: 'terminada' } }
    : { ok: true, state: { turn: 1 - s.turn, passes: a.type === 'pass' ? s.passes + 1 : 0, played: s.played + 1 }, events: [a.type] }),
  resign: (s) => ({ ok: true, state: { ...s, passes: 3 }, events: [] }),
  timeout: () => ({ type: 'pass' }),
  view: (s) => s,
  result: (s) => (s.passes >= 3 ? { winners: [], reason: 'passes' } : null),
  replay: () => ({ ok: true, state: { turn: 0, passes: 0, played: 0 } }),
}
const T0 = Date.UTC(2026, 11, 5, 12)

describe('the platform move clock', () => {
  it('a decision has its moveMs from the hand-over; an absence inside it adds what it overlaps, one before it nothing', () => {
    const clock = startMoveClock(2, T0)
    expect(deadlineOf(clock, POLICY, 0)).toBe(T0 + 24 * H)
    const away = announceAbsence(clock, POLICY, 0, 72 * H, T0 + 2 * H)
    if (!away.ok) throw new Error(away.error.message)
    expect(deadlineOf(away.clock, POLICY, 0)).toBe(T0 + 96 * H)
    expect(deadlineOf(away.clock, POLICY, 1)).toBe(T0 + 24 * H)
    expect(timeLeft(away.clock, POLICY, 0, T0 + 3 * H)).toEqual({ ms: 93 * H, deadline: T0 + 96 * H, absent: true })
    // A decision handed over in the middle of the absence starts counting when it ends.
    expect(deadlineOf({ ...away.clock, since: T0 + 50 * H }, POLICY, 0)).toBe(T0 + 74 * H + 24 * H)
    // One that was over before the decision counts for nothing.
    expect(deadlineOf({ ...away.clock, since: T0 + 80 * H }, POLICY, 0)).toBe(T0 + 104 * H)
    // One that begins after the deadline changes nothing.
    const late = announceAbsence(clock, POLICY, 1, 10 * H, T0 + 30 * H)
    expect(late.ok && deadlineOf(late.clock, POLICY, 1)).toBe(T0 + 24 * H)
  })

  it('absences are counted per seat, bounded in number and length', () => {
    const clock = startMoveClock(2, T0)
    expect(announceAbsence(clock, POLICY, 0, 73 * H, T0)).toMatchObject({ ok: false, error: { code: 'absenceTooLong' } })
    expect(announceAbsence(clock, POLICY, 0, 0, T0)).toMatchObject({ ok: false, error: { code: 'absenceTooShort' } })
    expect(announceAbsence(clock, POLICY, 2, H, T0)).toMatchObject({ ok: false, error: { code: 'noSuchSeat' } })
    const once = announceAbsence(clock, POLICY, 0, H, T0)
    if (!once.ok) throw new Error(once.error.message)
    expect(announceAbsence(once.clock, POLICY, 0, H, T0 + 5 * H)).toMatchObject({ ok: false, error: { code: 'absencesUsed' } })
    expect(announceAbsence(once.clock, POLICY, 1, H, T0 + 5 * H).ok).toBe(true)
  })

  it('nothing lapses before the deadline; a table left three days plays the timeout for each decider in turn, each from the last lapse', () => {
    const state = { turn: 0, passes: 0, played: 0 }
    const clock = startMoveClock(2, T0)
    const early = settleMoveClock(toy, state, clock, T0 + 24 * H - 1)
    expect(early).toMatchObject({ ok: true, state, lapses: [], more: false })
    const later = settleMoveClock(toy, state, clock, T0 + 50 * H)
    if (!later.ok) throw new Error(later.error.message)
    expect(later.lapses.map((l) => [l.seat, l.action.type, (l.at - T0) / H])).toEqual([[0, 'pass', 24], [1, 'pass', 48]])
    expect(later.state).toEqual({ turn: 0, passes: 2, played: 2 })
    expect(later.clock.since).toBe(T0 + 48 * H)
    // The game ends on the third pass; the clock stops with it.
    const done = settleMoveClock(toy, state, clock, T0 + 1000 * H)
    expect(done.ok && done.lapses).toHaveLength(3)
    expect(done.ok && toy.result(done.state)).toEqual({ winners: [], reason: 'passes' })
  })

  it('the work is bounded: at most maxLapses a call, the rest on the next', () => {
    const state = { turn: 0, passes: 0, played: 0 }
    const first = settleMoveClock(toy, state, startMoveClock(2, T0), T0 + 1000 * H, 2)
    if (!first.ok) throw new Error(first.error.message)
    expect([first.lapses.length, first.more]).toEqual([2, true])
    const second = settleMoveClock(toy, first.state, first.clock, T0 + 1000 * H, 2)
    expect(second.ok && [second.lapses.length, second.more, second.state.passes]).toEqual([1, false, 3])
  })

  it('a game on a chess clock is refused, a refused timeout is returned, never looped on', () => {
    const chess = { ...toy, clock: { kind: 'chess' as const } }
    expect(settleMoveClock(chess, { turn: 0, passes: 0, played: 0 }, startMoveClock(2, T0), T0 + 100 * H)).toMatchObject({ ok: false, error: { code: 'notMoveClock' } })
    const stubborn = { ...toy, apply: () => ({ ok: false as const, error: { code: 'no', message: 'no' } }) }
    expect(settleMoveClock(stubborn, { turn: 0, passes: 0, played: 0 }, startMoveClock(2, T0), T0 + 100 * H)).toMatchObject({ ok: false, error: { code: 'no' } })
  })
})
