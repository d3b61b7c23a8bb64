import { describe, expect, it } from 'vitest'
import type { Action } from './actions'
import { apply } from './apply'
import { legalActions } from './legal'
import { appendToLog, EMPTY_LOG, LOG_CHUNK, logActions, logAt, logLength, logOf, type ActionLog } from './log'
import { replay } from './replay'
import { createGame } from './setup'
import type { GameConfig, GameState } from './state'
import { deepFreeze } from '../engine-testing/helpers'
import { fixtureCatalogue as cat, fixtureDeck } from '../engine-testing/fixtures'

const place = (instanceId: number): Action => ({ type: 'place', instanceId })

describe('the action log (issue 26)', () => {
  it('grows one action at a time without touching the log it grew from, and reads back in order', () => {
    let log: ActionLog = EMPTY_LOG
    const kept: ActionLog[] = []
    const n = 3 * LOG_CHUNK + 5
    for (let i = 0; i < n; i++) {
      kept.push(deepFreeze(log)) // a write to an earlier log would throw
      log = appendToLog(log, place(i))
    }
    expect(logLength(log)).toBe(n)
    expect(logActions(log)).toEqual(Array.from({ length: n }, (_, i) => place(i)))
    for (let i = 0; i < n; i++) expect(logAt(log, i)).toEqual(place(i))
    expect(logAt(log, n)).toBeUndefined()
    expect(logAt(log, -1)).toBeUndefined()
    // Every earlier log still holds exactly its own actions.
    kept.forEach((k, len) => expect(logActions(k)).toEqual(Array.from({ length: len }, (_, i) => place(i))))
    // Full chunks are shared with later logs, not copied.
    expect(log.chunks[0]).toBe(kept[2 * LOG_CHUNK]?.chunks[0])
  })

  it('has one shape per list of actions: logOf gives what apply grew, deep-equal, and it survives a JSON round trip', () => {
    const config: GameConfig = { seed: 26, mode: 'goldfish', masters: [{ deck: fixtureDeck() }], maxTurns: 4 }
    const created = createGame(config, cat)
    if (!created.ok) throw new Error(created.error.code)
    let s: GameState = created.value
    while (s.result === null) {
      const r = apply(s, legalActions(s, cat)[0] as Action, cat)
      if (!r.ok) throw new Error(r.error.code)
      s = r.state
    }
    const actions = logActions(s.log)
    expect(actions.length).toBeGreaterThan(LOG_CHUNK)
    expect(logOf(actions)).toEqual(s.log)
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    expect(structuredClone(s)).toEqual(s)
    const again = replay(config, actions, cat)
    expect(again.ok && again.state).toEqual(s)
  })
})
