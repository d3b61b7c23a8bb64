// Lente de Visión Precisa (R22.6, RUL-28, RUL-41): an Instant of the wearer. The first activation
// puts an observation counter (remembering the game turn); one in a later turn looks at a
// face-down card of the rival's Zona de Juego and may reveal it to both players: a trap is then
// discarded (R14.5); any other card goes back face down, unpaid. The counter is removed.
import { gameTurn } from '../queries'
import { discardCard } from '../zones'
import type { CardModule } from './registry'

export const lenteDeVisionPrecisa: CardModule = {
  cardId: 'lente-de-vision-precisa',
  status: 'implemented',
  note: 'Primera activación: contador de observación; en otro turno: mira una carta boca abajo del rival y puede revelarla (R22.6, RUL-28, RUL-41).',
  activate(d, declared) {
    if (declared.act.kind !== 'lente') return
    const { objectId, targetId, reveal } = declared.act
    const lens = d.get(objectId)
    if (lens.counterTurn === null || targetId === null) {
      d.card(objectId).counterTurn = gameTurn(d.s)
      d.card(objectId).useCounters = 1
      d.emit({ type: 'lenteCounter', dalmaId: declared.actorId, objectId, rule: 'R22.6' })
      return
    }
    const target = d.get(targetId)
    d.emit({ type: 'lenteLooked', seat: declared.seat, dalmaId: declared.actorId, targetId, cardId: target.cardId, revealed: reveal, rule: 'RUL-41' })
    const card = d.card(objectId)
    card.counterTurn = null
    card.useCounters = 0
    if (reveal && d.def(targetId).type === 'trap') discardCard(d, targetId, 'playZone', 'trapRevealed', 'R14.5')
  },
}
