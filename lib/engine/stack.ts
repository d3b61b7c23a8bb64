// The decision stack (state.stack, top last): pushing and popping frames on a draft.
import type { Draft } from './draft'
import type { Decision, GameState } from './state'

// Never read index -1 of an empty stack: a missing index is a slow lookup along the prototype chain, and this runs at every step.
export const topDecision = (state: GameState): Decision | undefined => {
  const n = state.stack.length
  return n === 0 ? undefined : state.stack[n - 1]
}

export function pushDecision(d: Draft, decision: Decision): void {
  d.s.stack = [...d.s.stack, decision]
}

export function popDecision(d: Draft): Decision | undefined {
  const top = topDecision(d.s)
  if (top !== undefined) d.s.stack = d.s.stack.slice(0, -1)
  return top
}

/** Replaces the top frame (a staged decision moving on). */
export function replaceTop(d: Draft, decision: Decision): void {
  d.s.stack = [...d.s.stack.slice(0, -1), decision]
}

/** Drops every frame (the game ended). */
export function clearDecisions(d: Draft): void {
  if (d.s.stack.length > 0) d.s.stack = []
}

/** The decision the engine waits for, or null when the phase's own actions are asked of the active seat. */
export const pendingDecision = (state: GameState): Decision | null => topDecision(state) ?? null
