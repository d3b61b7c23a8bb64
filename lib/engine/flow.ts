// The engine's driver: after every action, run everything automatic (phase steps, combat steps,
// windows where the decider can only decline, staged choices with a single option) until a real
// decision is waiting or the game is over. A window is offered only when its decider can do more
// than decline (SCENARIO-FORMAT); the engine places a combatant on its own only where the rules
// leave its side no choice.
import { applyInDraft } from './apply'
import { stepCombat } from './combat'
import type { Draft } from './draft'
import { decisionOutlook } from './legal'
import { popDecision, topDecision } from './stack'
import type { Decision } from './state'
import { resumePhase } from './turn'

const MAX_STEPS = 100_000

export function resume(d: Draft): void {
  for (let step = 0; step < MAX_STEPS; step++) {
    if (d.s.result !== null) return
    const top = topDecision(d.s)
    if (top !== undefined) {
      const outlook = decisionOutlook(d.s, d.catalogue, top)
      if (outlook === null) {
        closeEmpty(d, top)
        continue
      }
      if (outlook !== 'many' && applyInDraft(d, outlook) === null) continue
      return
    }
    if (d.s.combat !== null) {
      stepCombat(d)
      continue
    }
    const before = d.s.phase
    const stackBefore = d.s.stack
    resumePhase(d)
    if (d.s.phase === before && d.s.stack === stackBefore && d.s.combat === null) return
  }
  throw new Error('engine: the automatic steps did not settle')
}

/** A decision with no option at all: it closes (a controlled Dalma with nothing it may do keeps its marker, RUL-29). */
function closeEmpty(d: Draft, top: Decision): void {
  popDecision(d)
  if (top.kind === 'melee' || top.kind === 'throw' || top.kind === 'combatWindow') {
    const combat = d.s.combat
    if (combat !== null && combat.queue.length > 0) d.s.combat = { ...combat, queue: combat.queue.slice(1) }
  }
  if (top.kind === 'controlled' && !d.get(top.dalmaId).actionMarker) {
    d.card(top.dalmaId).actionMarker = true
    d.emit({ type: 'actionMarkerPlaced', instanceId: top.dalmaId, rule: 'RUL-29' })
  }
}
