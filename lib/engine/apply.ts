// apply: one action on a state, returning the next state and what happened, or a typed error.
// The input is never mutated (see draft.ts); illegal actions are errors, never exceptions.
// The action is dispatched to the step that does it (dispatch.ts), then the driver runs
// everything automatic up to the next decision (driver.ts).
import type { Catalogue } from '../catalogue/model'
import type { Action } from './actions'
import { dispatch } from './dispatch'
import { Draft } from './draft'
import { settle } from './driver'
import type { EngineError } from './errors'
import type { GameEvent } from './events'
import { appendToLog } from './log'
import type { GameState } from './state'

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError }

export type ApplyOptions = {
  /**
   * false: the next state keeps the input's log as it is, for a driver that keeps the game's actions
   * itself and never replays from the state (selfplay: it hands them to the views, ViewOptions.log).
   * The log is the one part of the state that grows with the game: even shared in chunks (log.ts), growing it
   * copies its last chunk at every action. Default true.
   */
  log?: boolean
}

export function apply(state: GameState, action: Action, catalogue: Catalogue, options?: ApplyOptions): ApplyResult {
  if (state.result !== null) return { ok: false, error: { code: 'gameOver' } }
  const d = new Draft(state, catalogue)
  const r = dispatch(d, action)
  if (!r.ok) return r
  settle(d, r.next)
  if (options?.log !== false) d.s.log = appendToLog(state.log, action) // shares every full chunk of the input's log (log.ts)
  return { ok: true, state: d.s, events: d.events }
}
