// Control Mental (R22.4, RUL-29, RUL-42): the caster's Master picks one legal action that the
// target Dalma could take now under its own timing; the target performs it at once, its own
// Master pays, and it takes its action marker. Never an action against its own side.
import type { Catalogue } from '../../catalogue/schema'
import { defOf } from '../draft'
import { instanceOf, isDalmaInCombatZone } from '../queries'
import { pushDecision } from '../stack'
import type { InstanceId } from '../ids'
import type { DeclaredAct, GameState } from '../state'
import { targetKindOf } from '../targeting'
import type { CardModule } from './registry'

/**
 * RUL-29, RUL-49 "autoofensiva": an act that harms, discards or exposes the controlled Dalma's own side:
 * - it sends a card of that side to the discard pile: drinking a potion, applying a poison, an equip
 *   that replaces a piece;
 * - it moves the Dalma into the Zona de Combate: exploring, a skill used from the Zona de Juego (R13.2);
 * - a harmful spell or skill aimed at its own side.
 * Revealing with the Lente exposes nothing of its own, so it is allowed; costs are paid (RUL-29).
 */
export function isSelfHarm(state: GameState, catalogue: Catalogue, dalmaId: InstanceId, act: DeclaredAct): boolean {
  const seat = instanceOf(state, dalmaId).owner
  switch (act.kind) {
    case 'explore': case 'drinkPotion': case 'applyPoison': return true
    case 'equip': return act.replaceIds.length > 0
    case 'cast': case 'useSkill': {
      if (act.kind === 'useSkill' && state.combat === null && !isDalmaInCombatZone(state, dalmaId)) return true
      const id = act.kind === 'cast' ? act.spellId : act.skillId
      const card = defOf(catalogue, instanceOf(state, id).cardId)
      const kind = targetKindOf(card)
      const harmful = kind === 'combatCharacter' || kind === 'rivalPlayDalma' || kind === 'pairedRival'
      if (!harmful) return false
      const target = act.targetId === null ? null : state.cards[act.targetId]
      return target !== undefined && target !== null && target.owner === seat
    }
    default: return false
  }
}

export const controlMental: CardModule = {
  cardId: 'control-mental',
  status: 'implemented',
  note: 'El Master que lanza elige una acción legal del Dalma rival objetivo, que la hace al momento y paga su Master (R22.4, RUL-29, RUL-42).',
  requiresUnmarkedTarget: true,
  resolve(d, ctx) {
    if (ctx.targetId === null || d.get(ctx.targetId).actionMarker) return
    d.emit({ type: 'controlled', seat: ctx.seat, dalmaId: ctx.targetId, rule: 'R22.4' })
    pushDecision(d, { kind: 'controlled', seat: ctx.seat, dalmaId: ctx.targetId })
  },
}
