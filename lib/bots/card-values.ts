// What cards are worth to the heuristic when it learns (R11) and equips (R9.2, §15): in the same
// rough unit as a point of Fuerza in a fight, so a spell, a sword and a ring can be compared. The
// numbers are judgement, not measurement; the search bot's playouts are what corrects them.
import { toSilver } from '../catalogue/model'
import type { Card } from '../catalogue/schema'
import { effectsOf } from '../engine/queries'
import { learnedWorth } from './fight'
import { TUNING } from './heuristic-tuning'

/** A spell or skill for the Dalma that would learn it: its worth per use, times the uses a rest allows (R12.2, R13.3). */
export function learnValue(card: Card): number {
  if (card.type !== 'spell' && card.type !== 'skill') return 0
  let value = 0
  for (const e of card.effects) {
    if (e.kind === 'gainMoney') value += toSilver(e.amount) / 25
    else if (e.kind === 'drawCards') value += 0.4 * e.count
    else if (e.kind === 'scripted') value += card.pri >= 3 ? 2 : 1.6 // Control Mental, Confusión: an action taken from the rival
  }
  const w = learnedWorth(card)
  // A boost that lasts the turn counts in every round of an offensive (R17.6), a next-attack one once.
  const lasting = effectsOf(card).some((e) => e.kind === 'modifyStat' && e.duration === 'turn' && e.amount > 0) ? TUNING.turnBoost : 1
  value += w.damage + lasting * (0.8 * w.strength + 0.6 * w.resistance) + 0.4 * w.heal
  return card.type === 'spell' ? 1.6 * value : value
}

/**
 * A piece of equipment on this wearer: its bonuses (Fuerza dearest, Iniciativa cheapest), and what
 * its effect is worth to that wearer (a ring of casts to a caster, arrows to a bow, halved learning
 * to its profession).
 */
export function equipValue(card: Card, wearer: Card | null, wearsBow: boolean): number {
  if (!('bonuses' in card)) return 0
  const b = card.bonuses
  let value = 1.2 * (b.strength ?? 0) + (b.resistance ?? 0) + 0.6 * (b.life ?? 0) + 0.3 * (b.initiative ?? 0)
  if (card.type === 'weapon' && card.weaponKind === 'bow') value = 0.8 * value + 0.5 // its bonus counts only when it shoots (R19.11)
  const profession = wearer?.type === 'dalma' ? wearer.profession : null
  for (const e of effectsOf(card)) {
    if (e.kind === 'modifyStat' && e.duration === 'permanent') value += e.amount
    else if (e.kind === 'extraCast') value += profession === 'mago' || profession === 'mentalista' ? 1.5 : 0
    else if (e.kind === 'halveLearningCost') value += e.profession === profession ? 1 : 0
    else if (e.kind === 'liftHandLimit') value += 0.4
    else if (e.kind === 'scripted') value += card.id === 'flechas-perforadoras' ? (wearsBow ? 1.6 : 0) : 1 // Lente de Visión Precisa
  }
  return value
}
