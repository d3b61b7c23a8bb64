// The end-of-turn decision (§17) and the variants' gates (§23, RUL-11, RUL-39).
import type { Catalogue } from '../catalogue/schema'
import { activeDalmas, instanceOf } from './queries'
import { other, type InstanceId, type Seat } from './ids'
import type { GameState } from './state'

/** R17.2, R16.6: active Dalmas that neither explored nor fought in melee this turn (marked ones included). */
export function attackerCandidates(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  return activeDalmas(state, catalogue, seat).filter((id) => {
    const f = instanceOf(state, id).flags
    return !f.explored && !f.fought
  })
}

/** RUL-11, RUL-39: whether the variant lets `seat` declare a voluntary offensive on its current turn. */
export function variantAllowsOffensive(state: GameState, seat: Seat): boolean {
  const own = state.masters[seat].turn
  const rival = state.masters[other(seat)].turn
  switch (state.variant) {
    case 'none': return true // RUL-11
    case 'rapida': return own >= 2 // R23.1: from each Master's own second turn
    case 'pensada': return own >= 6 && rival >= 5 // R23.2: both Masters have completed 5 turns
    case 'estrategica': return own >= 11 && rival >= 10 // R23.3: both have completed 10
  }
}

/** R17.1: the active Master may go for the relic (duel only, RUL-13) with at least one attacker. */
export function offensiveAllowed(state: GameState, catalogue: Catalogue, seat: Seat): boolean {
  if (state.mode !== 'duel' || state.masters[seat].inert) return false
  if (!variantAllowsOffensive(state, seat)) return false
  return attackerCandidates(state, catalogue, seat).length > 0
}
