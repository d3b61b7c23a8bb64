// What a spell or skill aims at. The rulebook fixes the reach by profession (R12.8 Mago: the Zona de
// Combate; R12.9 Mentalista: the rival's Zona de Juego) and the cards' texts say the rest; the
// reading of the texts is derived here from the effect data, in one place (NOTE-37).
import type { Card, Effect } from '../catalogue/schema'

export type TargetKind =
  /** No target: the effect acts on the Master or on nothing (gain money, draw). */
  | 'none'
  /** The user itself (a skill's self-buff or healing). */
  | 'self'
  /** R12.8, RUL-14: any character in the Zona de Combate (Dalmas in it, revealed enemies on its border). */
  | 'combatCharacter'
  /** R12.8: a Dalma in the Zona de Combate (help spells say "un Dalma"). */
  | 'combatDalma'
  /** R12.9: a Dalma in the rival's Zona de Juego. */
  | 'rivalPlayDalma'
  /** R13.5: a rival fighter paired with the user (needs an open combat). */
  | 'pairedRival'

const harms = (e: Effect): boolean =>
  e.kind === 'damage' || e.kind === 'actionMarker' || (e.kind === 'modifyStat' && e.amount < 0)

export function targetKindOf(card: Card): TargetKind {
  if (card.type === 'spell') {
    // The spell's own `target` data decides where (acts.ts spellTargetOk); this kind only says whether it harms.
    if (card.profession === 'mentalista') return 'rivalPlayDalma' // R12.9
    return card.effects.some(harms) ? 'combatCharacter' : 'combatDalma'
  }
  if (card.type === 'skill') {
    if (card.effects.some(harms)) return 'pairedRival'
    if (card.effects.every((e) => e.kind === 'gainMoney' || e.kind === 'drawCards')) return 'none'
    return 'self'
  }
  return 'none'
}

/** R13.5: a skill that hits a paired rival needs an open combat, so it is used only in the skill window. */
export const needsOpenCombat = (card: Card): boolean => targetKindOf(card) === 'pairedRival'
