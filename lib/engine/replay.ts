// Replay: a game is its config plus its actions; folding apply over the log rebuilds the state.
import type { Catalogue } from '../catalogue/schema'
import type { Action } from './actions'
import { apply } from './apply'
import type { EngineError } from './errors'
import { createGame } from './setup'
import type { GameConfig, GameState } from './state'

export type ReplayResult = { ok: true; state: GameState } | { ok: false; error: EngineError; index: number }

/** createGame(config) then apply each action in turn; `index` is the failing action (-1: createGame). */
export function replay(config: GameConfig, actions: readonly Action[], catalogue: Catalogue): ReplayResult {
  const created = createGame(config, catalogue)
  if (!created.ok) return { ok: false, error: created.error, index: -1 }
  let state = created.value
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i] as Action, catalogue)
    if (!r.ok) return { ok: false, error: r.error, index: i }
    state = r.state
  }
  return { ok: true, state }
}
