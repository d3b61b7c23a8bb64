// Moving cards between zones on a draft, with the events each move reports. Moving a card never
// judges what the move means (a hand over its limit, a Master without Dalmas): the standing checks
// do, once the step is over (checks.ts, RUL-44).
import type { Draft, ZoneName } from './draft'
import type { DiscardReason } from './events'
import type { InstanceId, Seat } from './ids'

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
      d.watchVida(inst.equippedTo) // R19.19: equipment that gave Vida is gone (RUL-44)
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
  if (d.def(id).type === 'dalma') d.dalmaLeft[seat] = true // R21.2, RUL-21: the victory check looks
}

/** Dalmas step from their Zona de Juego into the Zona de Combate (R16.1, R13.2, R17.4, RUL-48). */
export function enterCombatZone(d: Draft, seat: Seat, ids: readonly InstanceId[], rule: string): void {
  const entering = ids.filter((id) => d.s.masters[seat].playZone.includes(id))
  if (entering.length === 0) return
  const play = d.zone(seat, 'playZone')
  for (const id of entering) takeFrom(play, id)
  d.zone(seat, 'combatZone').push(...entering)
  d.emit({ type: 'enteredCombatZone', seat, dalmaIds: entering, rule })
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
