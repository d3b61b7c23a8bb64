// Control Mental (R22.4, RUL-29, RUL-42): the caster's Master picks one legal action that the
// target Dalma could take now under its own timing; the target performs it at once, its own
// Master pays, and it takes its action marker. Never an action against its own side.
import type { Catalogue } from '../../catalogue/schema'
import { defOf } from '../draft'
import { instanceOf } from '../queries'
import { pushDecision } from '../stack'
import type { DeclaredAct, GameState, InstanceId } from '../state'
import { targetKindOf } from '../targeting'
import type { CardModule } from './registry'

/**
 * RUL-29 "autoofensiva": an act that harms, discards or exposes the controlled Dalma's own side:
 * exploring (it exposes the Dalma to a fight), replacing equipment (discards own cards), a harmful
 * spell or skill aimed at its own side, or revealing with the Lente (exposes nothing of its own, so allowed).
 */
export function isSelfHarm(state: GameState, catalogue: Catalogue, dalmaId: InstanceId, act: DeclaredAct): boolean {
  const seat = instanceOf(state, dalmaId).owner
  switch (act.kind) {
    case 'explore': return true
    case 'equip': return act.replaceIds.length > 0
    case 'cast': case 'useSkill': {
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
