// Test helpers: apply-or-fail and small finders.
import type { Catalogue } from '../catalogue/schema'
import type { Action } from '../engine/actions'
import { apply } from '../engine/apply'
import { describeError } from '../engine/errors'
import type { GameEvent } from '../engine/events'
import type { GameState } from '../engine/state'
import { fixtureCatalogue } from './fixtures'

/** Applies an action that must be legal; throws with the engine's reason otherwise. */
export function act(state: GameState, action: Action, catalogue: Catalogue = fixtureCatalogue): GameState {
  const r = apply(state, action, catalogue)
  if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.error.code} — ${describeError(r.error)}`)
  return r.state
}

/** Like act, also returning the events. */
export function actE(state: GameState, action: Action, catalogue: Catalogue = fixtureCatalogue): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action, catalogue)
  if (!r.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.error.code}`)
  return { state: r.state, events: r.events }
}

/** Freezes every object and array reachable from `value`, so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}
