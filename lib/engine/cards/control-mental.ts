// Control Mental (R22.4, RUL-29): the caster picks a legal action for a rival Dalma, which performs
// it at once. Stub: needs the duel (a rival Dalma and its legal actions).
import type { CardModule } from './registry'

export const controlMental: CardModule = {
  cardId: 'control-mental',
  status: 'stub',
  note: 'Necesita un Dalma rival y sus acciones legales (R22.4, RUL-29): llega con el duelo.',
}
