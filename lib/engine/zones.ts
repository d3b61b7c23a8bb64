// Moving cards between zones on a draft, with the events each move reports.
import type { Draft, ZoneName } from './draft'
import type { DiscardReason } from './events'
import { HAND_LIMIT, handLimitLifted } from './queries'
import type { InstanceId, Seat } from './state'

/** Removes `id` from a mutable zone array; false if it was not there. */
export function takeFrom(zone: InstanceId[], id: InstanceId): boolean {
  const i = zone.indexOf(id)
  if (i < 0) return false
  zone.splice(i, 1)
  return true
}

/** Top card of the deck to the hand; null when the deck is empty. */
export function drawCard(d: Draft, seat: Seat, rule: string): InstanceId | null {
  const deck = d.s.masters[seat].deck
  if (deck.length === 0) return null
  const id = d.zone(seat, 'deck').shift() as InstanceId
  d.zone(seat, 'hand').push(id)
  d.emit({ type: 'cardDrawn', seat, instanceId: id, cardId: d.get(id).cardId, rule })
  return id
}

/** Draws up to `count` cards (fewer if the deck runs out). */
export function drawCards(d: Draft, seat: Seat, count: number, rule: string): number {
  let drawn = 0
  while (drawn < count && drawCard(d, seat, rule) !== null) drawn++
  return drawn
}

/**
 * Puts a card on its owner's discard pile, taking it out of `from` (a zone) or off the character
 * it is attached to. Equipment and learned cards of a discarded character go with it (R15.8, R11.6).
 */
export function discardCard(d: Draft, id: InstanceId, from: ZoneName | 'attached', reason: DiscardReason, rule: string): void {
  const inst = d.get(id)
  const seat = inst.owner
  if (from === 'attached') {
    if (inst.equippedTo !== null) {
      const holder = d.card(inst.equippedTo)
      holder.equipment = holder.equipment.filter((e) => e !== id)
    }
    if (inst.learnedBy !== null) {
      const holder = d.card(inst.learnedBy)
      holder.learned = holder.learned.filter((e) => e !== id)
    }
  } else {
    takeFrom(d.zone(seat, from), id)
  }
  const c = d.card(id)
  c.equippedTo = null
  c.learnedBy = null
  c.actionMarker = false
  c.loaded = false
  if (c.effects.length > 0) c.effects = []
  d.zone(seat, 'discard').push(id)
  d.emit({ type: 'cardDiscarded', seat, instanceId: id, cardId: c.cardId, reason, rule })
  for (const e of c.equipment) discardCard(d, e, 'attached', reason, 'R15.8')
  for (const l of c.learned) discardCard(d, l, 'attached', reason, 'R11.6')
  if (d.def(id).type === 'dalma') checkAllDalmasLost(d, seat)
}

/** R21.2, RUL-21: a Master whose every Dalma has been discarded loses. */
function checkAllDalmasLost(d: Draft, seat: Seat): void {
  if (d.s.result !== null) return
  const m = d.s.masters[seat]
  const discarded = new Set(m.discard)
  let any = false
  for (const c of d.s.cards) {
    if (c.owner !== seat || d.catalogue.byId.get(c.cardId)?.type !== 'dalma') continue
    any = true
    if (!discarded.has(c.id)) return
  }
  if (!any) return
  const result = { kind: 'defeat', loser: seat, reason: 'allDalmasLost', turn: m.turn } as const
  d.s.result = result
  d.s.phase = { name: 'gameOver' }
  d.s.stack = []
  d.s.combat = null
  d.emit({ type: 'gameEnded', result, rule: 'R21.2' })
}

/** R5.10, RUL-12: a hand over the limit (not lifted) asks its Master to discard down to 10 at once. */
export function enforceHandLimit(d: Draft, seat: Seat): void {
  const size = d.s.masters[seat].hand.length
  if (size <= HAND_LIMIT || d.s.result !== null) return
  if (handLimitLifted(d.s, d.catalogue, seat)) return
  d.s.stack = [...d.s.stack, { kind: 'discardToLimit', seat, count: size - HAND_LIMIT }]
  d.emit({ type: 'handLimitExceeded', seat, handSize: size, rule: 'R5.10' })
}

/** R17.4: attackers step from the Zona de Juego into the Zona de Combate together. */
export function enterCombatZoneMany(d: Draft, seat: Seat, ids: readonly InstanceId[]): void {
  if (ids.length === 0) return
  for (const id of ids) takeFrom(d.zone(seat, 'playZone'), id)
  d.zone(seat, 'combatZone').push(...ids)
  d.emit({ type: 'enteredCombatZone', seat, dalmaIds: ids.slice(), rule: 'R17.4' })
}

export function pay(d: Draft, seat: Seat, silver: number, rule: string): void {
  if (silver <= 0) return
  const m = d.master(seat)
  m.silver -= silver
  d.emit({ type: 'moneyPaid', seat, silver, rule })
}

export function gain(d: Draft, seat: Seat, silver: number, rule: string): void {
  if (silver <= 0) return
  const m = d.master(seat)
  m.silver += silver
  d.emit({ type: 'moneyGained', seat, silver, rule })
}
