// Confusión (R22.5): the rival Dalma, which must not have acted yet this turn, takes an action
// marker and cannot act for the rest of the turn. The "not yet acted" requirement is checked on
// casting and again on resolving (RUL-34) through `requiresUnmarkedTarget`.
import type { CardModule } from './registry'

export const confusion: CardModule = {
  cardId: 'confusion',
  status: 'implemented',
  note: 'Marca al Dalma rival objetivo, que aún no había actuado: ya no actúa este turno (R22.5).',
  requiresUnmarkedTarget: true,
  resolve(d, ctx) {
    if (ctx.targetId === null || d.get(ctx.targetId).actionMarker) return
    d.card(ctx.targetId).actionMarker = true
    d.emit({ type: 'actionMarkerPlaced', instanceId: ctx.targetId, rule: 'R7.15' })
    d.emit({ type: 'confused', dalmaId: ctx.targetId, rule: 'R22.5' })
  },
}
