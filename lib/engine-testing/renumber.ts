// Renumbering a game's instances, for the hidden-information tests (issue 13): they number the ids the
// way the engine once did (in the order of the deck list) to show their adversary is not blind.
import type { CardInstance, InstanceId, MasterState } from '../engine/state'

/**
 * Gives every instance the id `newId[old]` (a permutation of the ids) and returns the instance table in
 * the new order. Rewrites every reference a game holds at setup: the masters' zones, the starting
 * Dalma, learned cards and equipment. Mutates `cards` (and their instances) and `masters`: call it on a
 * copy of a state just created; a state past setup (stack, combat, log, effects) holds other ids.
 */
export function renumberInstances(cards: CardInstance[], masters: MasterState[], newId: readonly InstanceId[]): CardInstance[] {
  const to = (id: InstanceId) => newId[id] as InstanceId
  const out = new Array<CardInstance>(cards.length)
  for (const c of cards) {
    c.id = to(c.id)
    if (c.learnedBy !== null) c.learnedBy = to(c.learnedBy)
    if (c.equippedTo !== null) c.equippedTo = to(c.equippedTo)
    if (c.learned.length > 0) c.learned = c.learned.map(to)
    if (c.equipment.length > 0) c.equipment = c.equipment.map(to)
    out[c.id] = c
  }
  for (const m of masters) {
    m.deck = m.deck.map(to)
    m.hand = m.hand.map(to)
    m.playZone = m.playZone.map(to)
    m.combatZone = m.combatZone.map(to)
    m.discard = m.discard.map(to)
    m.relicZone = { relic: m.relicZone.relic === null ? null : to(m.relicZone.relic), enemies: m.relicZone.enemies.map(to) }
    if (m.startingDalma !== null) m.startingDalma = to(m.startingDalma)
  }
  return out
}
