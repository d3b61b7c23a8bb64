// Traps (R14.3–R14.5, RUL-18, RUL-43): rival Dalmas entering the Zona de Combate open their rival's
// trap window; each unmarked active Dalma of that Master may spring one face-down trap, paying its
// printed price; the trap resolves at once, is not answered, and is discarded.
import { toSilver } from '../catalogue/model'
import { continueAfterEntry } from './acts'
import type { Draft } from './draft'
import type { EngineError } from './errors'
import { dealDamage, isAlive } from './fighting'
import { applyEffects } from './effects'
import { activeDalmas, effectsOf, instanceOf } from './queries'
import { popDecision, pushDecision, topDecision } from './stack'
import type { DeclaredAction, GameState, InstanceId, Seat } from './state'
import type { Catalogue } from '../catalogue/model'
import { defOf } from './draft'
import { discardCard } from './zones'

/** Opens the trap window of `seat` for the entering Dalmas; `then` continues the action that made them enter. */
export function openTrapWindow(d: Draft, seat: Seat, entering: InstanceId[], then: DeclaredAction | null): void {
  if (d.s.masters[seat].inert) {
    if (then !== null) continueAfterEntry(d, then)
    return
  }
  pushDecision(d, { kind: 'traps', seat, entering, then })
}

/** The trap window closes (declined, or nothing left to spring): the entering action carries on. */
export function closeTrapWindow(d: Draft): void {
  const top = popDecision(d)
  if (top?.kind === 'traps' && top.then !== null) continueAfterEntry(d, top.then)
}

/** Face-down traps of `seat` in its Zona de Juego. */
export function faceDownTraps(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  return state.masters[seat].playZone.filter((id) => {
    const c = instanceOf(state, id)
    return !c.faceUp && defOf(catalogue, c.cardId).type === 'trap'
  })
}

/** R14.4: own active Dalmas without a marker (each springs one trap and takes the marker). */
export function trapSpringers(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  return activeDalmas(state, catalogue, seat).filter((id) => !instanceOf(state, id).actionMarker)
}

/** The one check of a trap activation (R14.3, R14.4, RUL-18). */
export function checkTrap(state: GameState, catalogue: Catalogue, dalmaId: InstanceId, trapId: InstanceId, targetId: InstanceId): EngineError | null {
  const top = topDecision(state)
  if (top?.kind !== 'traps') return { code: 'illegal', reason: 'wrongTiming', rule: 'R14.3' }
  const seat = top.seat
  if (!trapSpringers(state, catalogue, seat).includes(dalmaId)) return { code: 'illegal', reason: 'notEligible', rule: 'R14.4', instanceId: dalmaId }
  if (!faceDownTraps(state, catalogue, seat).includes(trapId)) return { code: 'illegal', reason: 'notATrap', rule: 'R14.3', instanceId: trapId }
  if (!top.entering.includes(targetId) || !(state.masters[instanceOf(state, targetId).owner].combatZone.includes(targetId))) return { code: 'illegal', reason: 'notEntering', rule: 'R14.3', instanceId: targetId }
  const card = defOf(catalogue, instanceOf(state, trapId).cardId)
  const price = card.type === 'trap' ? toSilver(card.cost) : 0
  const have = state.masters[seat].silver
  if (price > have) return { code: 'cannotAfford', needSilver: price, haveSilver: have }
  return null
}

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
    if (!isAlive(d, targetId)) break
    if (e.kind === 'damage') dealDamage(d, targetId, e.amount, null, 'R14.5')
    else applyEffects(d, [e], { seat, sourceId: trapId, targetId, rule: 'R14.5' })
  }
  if (d.s.masters[seat].playZone.includes(trapId)) discardCard(d, trapId, 'playZone', 'trapSprung', 'R14.5')
}
