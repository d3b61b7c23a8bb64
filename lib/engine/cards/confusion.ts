// Confusión (R22.5): marks a rival Dalma that has not acted yet, so it cannot act this turn.
// Stub: casting spells at rival Dalmas needs the duel, which the engine does not simulate yet.
import type { CardModule } from './registry'

export const confusion: CardModule = {
  cardId: 'confusion',
  status: 'stub',
  note: 'Necesita un Dalma rival como objetivo (R22.5): llega con el duelo.',
}
