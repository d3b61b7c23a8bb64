// The game's action log (state.log): every action applied since createGame, in order, so that a game is
// `config + log` and replay rebuilds it. `apply` never mutates a state, so each new state needs a log of its own;
// copying one flat array at every action made a game's logging quadratic in its length, a third of the bare
// engine's time on whole duels (issue 26). The log is therefore a persistent list in two levels, and still plain
// JSON: full chunks of LOG_CHUNK actions, shared by every later state, and the partial last chunk, the only part
// an action copies. Its shape follows from its length alone, so two logs of the same actions are deep-equal
// whatever states they went through (replay-equal, structuredClone, a JSON round trip).
import type { Action } from './actions'

/** Actions per shared chunk: an action copies at most this many references, plus the chunk list once per chunk. */
export const LOG_CHUNK = 32

export type ActionLog = {
  /** Full chunks, each exactly LOG_CHUNK actions, oldest first. */
  readonly chunks: readonly (readonly Action[])[]
  /** The actions after the last full chunk (fewer than LOG_CHUNK). */
  readonly tail: readonly Action[]
}

export const EMPTY_LOG: ActionLog = Object.freeze({ chunks: Object.freeze([]), tail: Object.freeze([]) })

export const logLength = (log: ActionLog): number => log.chunks.length * LOG_CHUNK + log.tail.length

/** The action at `index` (0 is the first), or undefined past the end. */
export function logAt(log: ActionLog, index: number): Action | undefined {
  const chunk = Math.floor(index / LOG_CHUNK)
  if (index < 0) return undefined
  return chunk < log.chunks.length ? log.chunks[chunk]?.[index % LOG_CHUNK] : log.tail[index - log.chunks.length * LOG_CHUNK]
}

/** The log with `action` after its last one; `log` is left as it was. */
export function appendToLog(log: ActionLog, action: Action): ActionLog {
  const n = log.tail.length
  if (n + 1 < LOG_CHUNK) {
    // One exact-size copy of the tail (a spread walks an iterator; slice then push grows the copy).
    const tail = new Array<Action>(n + 1)
    for (let i = 0; i < n; i++) tail[i] = log.tail[i] as Action
    tail[n] = action
    return { chunks: log.chunks, tail }
  }
  const full = new Array<Action>(LOG_CHUNK)
  for (let i = 0; i < n; i++) full[i] = log.tail[i] as Action
  full[n] = action
  const chunks = new Array<readonly Action[]>(log.chunks.length + 1)
  for (let i = 0; i < log.chunks.length; i++) chunks[i] = log.chunks[i] as readonly Action[]
  chunks[log.chunks.length] = full
  return { chunks, tail: EMPTY_LOG.tail }
}

/** Every action of the log, oldest first, as one new array. */
export function logActions(log: ActionLog): Action[] {
  const out: Action[] = []
  for (const chunk of log.chunks) for (const a of chunk) out.push(a)
  for (const a of log.tail) out.push(a)
  return out
}

/** The log of these actions, as `apply` would have grown it one by one. */
export function logOf(actions: readonly Action[]): ActionLog {
  let log = EMPTY_LOG
  for (const a of actions) log = appendToLog(log, a)
  return log
}
