// Flechas perforadoras (R15.9, R22.7): ten units; reloading a bow may use one (a counter on the
// card) and that shot gets +2 Fuerza; rest never removes the counters (R7.10, which the Posada
// code already honours: only extraCast equipment is reset). Stub: the +2 only matters on a shot,
// so choosing the arrow at reload waits for bow shots (R9.4) and combat.
import type { CardModule } from './registry'

export const flechasPerforadoras: CardModule = {
  cardId: 'flechas-perforadoras',
  status: 'stub',
  note: 'Elegir la flecha al recargar solo sirve para el disparo (R9.4, R15.9): llega con el combate.',
}
