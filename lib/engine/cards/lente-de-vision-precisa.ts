// Lente de Visión Precisa (R22.6, RUL-28): an Instant of the wearer; first an observation counter,
// in a later turn a look at a face-down card of the rival's Zona de Juego. Stub: its target is
// always a rival card, so it waits for the duel.
import type { CardModule } from './registry'

export const lenteDeVisionPrecisa: CardModule = {
  cardId: 'lente-de-vision-precisa',
  status: 'stub',
  note: 'Su objetivo es una carta boca abajo del rival (R22.6, RUL-28): llega con el duelo.',
}
