import { pendingDecision } from '@/lib/engine'
import { describe, expect, it } from 'vitest'
import { ENGINE_VERSION, replay, UNVERSIONED } from '@/lib/engine'
import { fixtureCatalogue as catalogue, fixtureDeck } from '@/lib/engine-testing/fixtures'
import { formatLine } from './line'
import { autoPlay, sessionFromLine, startSession, undoLast, withTurns, type GoldfishSession, type PlayingSession } from './session'

const deck = fixtureDeck()

function playing(session: GoldfishSession): PlayingSession {
  if (!session.ok) throw new Error(session.error.code)
  return session
}

const fresh = (seat: 'first' | 'second' = 'first', turns = 10) => playing(startSession(deck, { seed: 31, seat, turns }, [], catalogue))

describe('loading a line', () => {
  it('starts from the deal and says where an unreadable line breaks', () => {
    const s = playing(sessionFromLine(deck, { seed: 31, seat: 'first', turns: 10 }, '-20x', catalogue))
    expect(s.steps).toHaveLength(0)
    expect(pendingDecision(s.state)).toEqual({ kind: 'initialReplacement', seat: 0 })
    expect(s.lineProblem).toMatchObject({ kind: 'unreadable', position: 3 })
  })

  it('plays a line as far as it is legal and says how far that was', () => {
    let s = fresh()
    for (let i = 0; i < 8; i++) s = autoPlay(s, catalogue, 'one')
    // No state has 99 999 legal actions: the ninth step names none, and the tenth is never reached.
    const text = formatLine([...s.steps.map((x) => x.step), { kind: 'index', index: 99_999 }, { kind: 'index', index: 0 }])
    const loaded = playing(sessionFromLine(deck, s.settings, text, catalogue))
    expect(loaded.lineProblem).toEqual({ kind: 'stopped', index: 8, total: 10 })
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(s.state))
  })

  it('issue 13: a line of this engine version replays exactly; one made before versions starts from the same deal and says why', () => {
    let s = fresh()
    for (let i = 0; i < 8; i++) s = autoPlay(s, catalogue, 'one')
    const text = formatLine(s.steps.map((x) => x.step))
    const same = playing(sessionFromLine(deck, s.settings, text, catalogue, ENGINE_VERSION))
    expect(same.lineProblem).toBeNull()
    expect(JSON.stringify(same.state)).toBe(JSON.stringify(s.state))
    const old = playing(sessionFromLine(deck, s.settings, text, catalogue, UNVERSIONED))
    expect(old.lineProblem).toEqual({ kind: 'engineVersion', recorded: UNVERSIONED, current: ENGINE_VERSION })
    expect(old.steps).toHaveLength(0)
    expect(JSON.stringify(old.state)).toBe(JSON.stringify(fresh().state))
  })

  it('RUL-2 reports a deck that cannot be dealt instead of a table', () => {
    const s = startSession({ ...deck, startingDalmaId: null }, { seed: 1, seat: 'first', turns: 10 }, [], catalogue)
    expect(s).toMatchObject({ ok: false, error: { code: 'noStartingDalma' } })
  })
})

describe('undo', () => {
  it('gives back exactly the state before the last action (a replay of the shorter log)', () => {
    let s = fresh()
    const states = [s.state]
    for (let i = 0; i < 12; i++) {
      s = autoPlay(s, catalogue, 'one')
      states.push(s.state)
    }
    for (let i = 12; i > 0; i--) {
      s = undoLast(s, catalogue)
      expect(s.steps).toHaveLength(i - 1)
      expect(JSON.stringify(s.state)).toBe(JSON.stringify(states[i - 1]))
    }
    expect(undoLast(s, catalogue)).toBe(s)
  })
})

describe('the goldfish bot', () => {
  it.each(['first', 'second'] as const)('RUL-5 completes the turn and stops at the start of the next own turn (%s Master)', (seat) => {
    let s = autoPlay(fresh(seat), catalogue, 'turn') // setup, up to the first turn
    expect(s.state.masters[0].turn).toBe(1)
    const before = s.steps.length
    s = autoPlay(s, catalogue, 'turn')
    expect(s.steps.length).toBeGreaterThan(before)
    expect(s.state.masters[0].turn).toBe(2)
    expect(s.state.activeSeat).toBe(0)
    // Every step is what the engine accepted: the log replays to the same state.
    const r = replay(s.config, s.steps.map((x) => x.action), catalogue)
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(s.state))
  })
})

describe('turn limit', () => {
  it('RUL-13 ends the game at the limit, and a new limit replays the same line as far as it fits', () => {
    let s = fresh('first', 3)
    for (let i = 0; i < 10 && s.state.result === null; i++) s = autoPlay(s, catalogue, 'turn')
    expect(s.state.result).toMatchObject({ kind: 'turnLimit', turns: 3 })

    const longer = playing(withTurns(s, deck, 5, catalogue))
    expect(longer.state.result).toBeNull()
    expect(longer.steps).toHaveLength(s.steps.length)
    expect(longer.state.masters[0].turn).toBe(4)

    const shorter = playing(withTurns(s, deck, 2, catalogue))
    expect(shorter.state.result).toMatchObject({ kind: 'turnLimit', turns: 2 })
    expect(shorter.steps.length).toBeLessThan(s.steps.length)
    expect(shorter.lineProblem).toBeNull()
  })
})
