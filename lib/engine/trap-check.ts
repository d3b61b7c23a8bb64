// Which traps may be sprung now (R14.3, R14.4, RUL-18, RUL-43): read-only, for legalActions and the
// driver; springing one is in traps.ts.
import { toSilver, type Catalogue } from '../catalogue/model'
import { defOf, defOfInstance } from './draft'
import type { EngineError } from './errors'
import type { InstanceId, Seat } from './ids'
import { activeDalmas, instanceOf } from './queries'
import { topDecision } from './stack'
import type { GameState } from './state'

/** Face-down traps of `seat` in its Zona de Juego. */
export function faceDownTraps(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  return state.masters[seat].playZone.filter((id) => {
    const c = instanceOf(state, id)
    return !c.faceUp && defOfInstance(catalogue, c).type === 'trap'
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
  const card = defOfInstance(catalogue, instanceOf(state, trapId))
  const price = card.type === 'trap' ? toSilver(card.cost) : 0
  const have = state.masters[seat].silver
  if (price > have) return { code: 'cannotAfford', needSilver: price, haveSilver: have }
  return null
}
