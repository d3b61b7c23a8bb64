// Flechas perforadoras (R15.9, R22.7, R7.10): ten arrows. Reloading an equipped bow may use one: a
// counter goes on this card (acts.ts, on declaring) and the load's shot gets +2 Fuerza (a
// next-attack effect on the bow). At 10 counters none are left; neither Descanso nor Posada
// removes them (the Posada resets only extraCast equipment).
import type { CardModule } from './registry'

export const flechasPerforadoras: CardModule = {
  cardId: 'flechas-perforadoras',
  status: 'implemented',
  implementedIn: 'lib/engine/acts.ts (reloadBow with arrowId) and lib/engine/fighting.ts (next-attack bonus on the shot)',
  note: 'Recargar un arco con una flecha pone un contador (10 en total, nunca se retiran) y ese disparo suma +2 Fuerza (R15.9, R7.10).',
}
