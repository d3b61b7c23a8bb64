// Springing a trap (R14.3–R14.5, RUL-18): the price is paid, the Dalma takes its marker, the trap
// resolves at once on the entering Dalma, is not answered, and is discarded. Which traps may be
// sprung is trap-check.ts; the window itself is a decision on the stack (acts.ts, combat.ts open it).
import { toSilver } from '../catalogue/model'
import type { Draft } from './draft'
import { applyEffects } from './effects'
import { dealDamage } from './fighting'
import type { InstanceId } from './ids'
import { effectsOf } from './queries'
import { discardCard } from './zones'

/** Springs a checked trap: pay, mark the Dalma, resolve on the target, discard (R14.5). */
export function springTrap(d: Draft, dalmaId: InstanceId, trapId: InstanceId, targetId: InstanceId): void {
  const seat = d.get(dalmaId).owner
  const card = d.def(trapId)
  const price = card.type === 'trap' ? toSilver(card.cost) : 0
  if (price > 0) {
    d.master(seat).silver -= price
    d.emit({ type: 'moneyPaid', seat, silver: price, rule: 'RUL-18' })
  }
  d.card(dalmaId).actionMarker = true
  d.emit({ type: 'actionMarkerPlaced', instanceId: dalmaId, rule: 'R7.15' })
  d.emit({ type: 'trapSprung', seat, dalmaId, trapId, cardId: card.id, targetId, rule: 'R14.3' })
  for (const e of effectsOf(card)) {
    if (e.kind === 'damage') dealDamage(d, targetId, e.amount, null, 'R14.5')
    else applyEffects(d, [e], { seat, sourceId: trapId, targetId, rule: 'R14.5' })
  }
  if (d.s.masters[seat].playZone.includes(trapId)) discardCard(d, trapId, 'playZone', 'trapSprung', 'R14.5')
}
