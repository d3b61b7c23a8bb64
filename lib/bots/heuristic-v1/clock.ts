// The exhaustion clock (R8.1, R18.1–R18.4): five Master actions a turn are owed while any is legal,
// and the Master who first has none must go for the relic with everything it has, and loses if that
// fails. Between bots of equal skill three games in four end this way, so the heuristic reads the
// clock before it attacks: the Master who runs out first has to attack anyway, the other can wait.
import { DALMA_REVEAL_SILVER, ENEMY_REVEAL_SILVER, INCOME_SILVER, MASTER_ACTIONS_PER_TURN } from '../../engine/queries'
import type { Seat } from '../../engine/state'
import type { Knowledge } from './knowledge'

/**
 * Master actions `seat` can still take, roughly: each deck card drawn and placed (2), each hand card
 * placed (1), each own face-down card revealed (1; the hidden ones are assumed revealable), and each
 * enemy still face down revealed while the money lasts (R8.5, 3 gold each).
 */
export function masterActionsLeft(k: Knowledge, seat: Seat): number {
  const s = k.state
  const m = s.masters[seat]
  let faceDown = 0
  for (const id of m.playZone) if (!s.cards[id]?.faceUp) faceDown++
  let enemies = 0
  for (const id of m.relicZone.enemies) { const c = s.cards[id]; if (c !== undefined && !c.faceUp && !c.defeated) enemies++ }
  // Money for the enemies: what it has now plus the Cobro of the turns the rest would last.
  const turns = (2 * m.deck.length + m.hand.length + faceDown) / MASTER_ACTIONS_PER_TURN
  const money = m.silver + turns * INCOME_SILVER - (faceDown > 0 ? DALMA_REVEAL_SILVER : 0)
  const paid = Math.max(0, Math.min(enemies, Math.floor(money / ENEMY_REVEAL_SILVER)))
  return 2 * m.deck.length + m.hand.length + faceDown + paid
}

/** Own turns `seat` has before it is exhausted, counting the actions already taken this turn when it is its turn. */
export function turnsLeft(k: Knowledge, seat: Seat): number {
  const s = k.state
  const spent = s.activeSeat === seat && s.phase.name !== 'endOfTurn' ? s.masters[seat].masterActions : 0
  return (masterActionsLeft(k, seat) + spent) / MASTER_ACTIONS_PER_TURN
}

/**
 * How many own turns `seat` would outlast the rival by: positive, the rival runs out first (and must
 * attack); negative, `seat` does. Ties go against the Master whose turns come first in each round.
 */
export function clockMargin(k: Knowledge, seat: Seat): number {
  const rival: Seat = seat === 0 ? 1 : 0
  const first = k.state.firstSeat ?? 0
  return turnsLeft(k, seat) - turnsLeft(k, rival) + (first === seat ? -0.25 : 0.25)
}
