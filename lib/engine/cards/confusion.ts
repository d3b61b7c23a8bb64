// Confusión (R22.5, RUL-52): the rival Dalma, which must not have acted yet this turn, takes an
// action marker, as if it had acted. The "not yet acted" requirement is checked on casting and again
// on resolving (RUL-34) through `requiresUnmarkedTarget`. The marker is an ordinary one: an
// offensive's recovery (R17.3) lifts it like any other, so the card promises no more than the marker.
import type { CardModule } from './registry'

export const confusion: CardModule = {
  cardId: 'confusion',
  status: 'implemented',
  note: 'Pone un marcador de acción al Dalma rival objetivo, que aún no había actuado (R22.5); es un marcador corriente, que la recuperación de una ofensiva quita (RUL-52).',
  requiresUnmarkedTarget: true,
  resolve(d, ctx) {
    if (ctx.targetId === null || d.get(ctx.targetId).actionMarker) return
    d.card(ctx.targetId).actionMarker = true
    d.emit({ type: 'actionMarkerPlaced', instanceId: ctx.targetId, rule: 'R7.15' })
    d.emit({ type: 'confused', dalmaId: ctx.targetId, rule: 'R22.5' })
  },
}
