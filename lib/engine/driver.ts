// The driver: after every step it decides what runs next, so no section calls another's steps.
// Its loop, until a Master has a real decision to make or the game is over:
//   1. the standing checks (checks.ts, RUL-44), before anything else;
//   2. what the last step asked for (a Next), if anything;
//   3. else the decision on top of the stack: closed when nobody can answer it, answered when it
//      has one answer only (these are re-derived on replay, never logged), else the loop stops;
//   4. else the combat in progress takes its next step (combat.ts);
//   5. else the phase carries on (turn.ts); when it does not move, the active Master acts.
// A window is therefore offered only when its decider can do more than decline (SCENARIO-FORMAT),
// and the engine places a combatant on its own only where the rules leave its side no choice.
import { endGame, standingChecks, standingChecksIdle } from './checks'
import { startExploreCombat, startOffensive, stepCombat } from './combat'
import { closeUnanswerable, dispatch } from './dispatch'
import type { Draft } from './draft'
import { decisionOutlook } from './legal'
import { topDecision } from './stack'
import type { Decision, Next } from './state'
import { beginTurn, endTurn, reenterMain, stepPhase } from './turn'

const MAX_STEPS = 100_000

/** Runs everything automatic after a step that asked for `first`, until a Master must decide or the game ends. */
export function settle(d: Draft, first: Next | null): void {
  let next = first
  for (let step = 0; step < MAX_STEPS; step++) {
    const before = d.s.stack.length
    standingChecks(d)
    if (d.s.result !== null) return
    if (next !== null && d.s.stack.length > before) {
      // The checks asked a Master to discard (RUL-44): that comes first, and `next` waits in its frame.
      parkUnder(d, before, next)
      next = null
    }
    if (next !== null) {
      next = run(d, next)
      continue
    }
    const top = topDecision(d.s)
    if (top !== undefined) {
      const outlook = decisionOutlook(d.s, d.catalogue, top)
      if (outlook === null) {
        next = closeUnanswerable(d, top)
        continue
      }
      if (outlook === 'many') return
      const answered = dispatch(d, outlook)
      if (!answered.ok) throw new Error(`engine: the only option of ${top.kind} was refused (${answered.error.code})`)
      next = answered.next
      continue
    }
    if (d.s.combat !== null) {
      next = stepCombat(d)
      continue
    }
    const phase = d.s.phase
    d.enteredActingStep = false
    next = stepPhase(d)
    if (next === null && d.s.stack.length === 0 && d.s.combat === null) {
      if (d.s.phase === phase) return
      // The phase step entered the enemy or Dalma step because its characters can act, and nothing ran after that
      // walk: with the standing checks idle, the next turn of this loop would only walk them again on the same state
      // (continueEnemyActions, continueDalmaActions) and stop here. It stops now (issue 26).
      if (d.enteredActingStep && standingChecksIdle(d)) return
    }
  }
  throw new Error('engine: the automatic steps did not settle')
}

/** Runs what a step asked for: each is one section's step. */
function run(d: Draft, next: Next): Next | null {
  switch (next.kind) {
    case 'beginTurn': return beginTurn(d, next.seat)
    case 'endTurn': return endTurn(d, next.seat)
    case 'returnToMain':
      reenterMain(d, next.step)
      return null
    case 'offensive':
      startOffensive(d, next.seat, next.attackers, next.forced)
      return null
    case 'exploreCombat':
      startExploreCombat(d, next.explorerId, next.targetId)
      return null
    case 'gameOver':
      endGame(d, next.result, next.rule)
      return null
  }
}

/** Puts `next` into the lowest discard frame the checks just pushed (at index `from`), to run once the discards are done. */
function parkUnder(d: Draft, from: number, next: Next): void {
  const stack = d.s.stack.slice()
  const frame = stack[from] as Decision
  if (frame.kind !== 'discardToLimit') throw new Error(`engine: the checks pushed ${frame.kind}`)
  stack[from] = { ...frame, then: next }
  d.s.stack = stack
}
