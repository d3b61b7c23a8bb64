// Flechas perforadoras (R15.9, R22.7, R7.10): ten arrows. Any reload of a bow its wearer has
// equipped may use one, whoever reloads and wherever: a Dalma's Principal action (R9.3), an enemy's
// (R10.2), or the reload that replaces an attack in combat (R19.12, RUL-33, NOTE-13). A counter goes
// on this card (on declaring, for an action: RUL-40) and the load's shot gets +2 Fuerza (a
// next-attack effect on the bow, RUL-46). At 10 counters none are left; neither Descanso nor Posada
// removes them (the Posada resets only extraCast equipment).
import type { Catalogue } from '../../catalogue/schema'
import { defOfInstance, type Draft } from '../draft'
import type { InstanceId } from '../ids'
import type { GameState } from '../state'
import type { CardModule } from './registry'

export const FLECHAS_ID = 'flechas-perforadoras'
const UNITS = 10
const BONUS = 2

export const flechasPerforadoras: CardModule = {
  cardId: FLECHAS_ID,
  status: 'implemented',
  implementedIn: 'lib/engine/acts.ts (reloadBow with arrowId, Dalmas and enemies), lib/engine/combat.ts (reloadInCombat with arrowId) and lib/engine/fighting.ts (next-attack bonus on the shot)',
  note: 'Cualquier recarga de un arco, de un Dalma o de un enemigo, dentro o fuera del combate, puede usar una flecha: pone un contador (10 en total, nunca se retiran) y ese disparo suma +2 Fuerza (R15.9, R7.10, R10.2, R19.12).',
}

/** R15.9: whether `arrowId` is a Flechas perforadoras card equipped to `wearerId` with an arrow left. */
export function arrowUsable(state: GameState, catalogue: Catalogue, wearerId: InstanceId, arrowId: InstanceId): boolean {
  const a = state.cards[arrowId]
  if (a === undefined || a.equippedTo !== wearerId || a.cardId !== FLECHAS_ID) return false
  const card = defOfInstance(catalogue, a)
  return a.useCounters < (card.type === 'object' ? card.charges ?? UNITS : UNITS)
}

/** R15.9: one arrow used: a counter on the card. */
export function spendArrow(d: Draft, arrowId: InstanceId): void {
  d.card(arrowId).useCounters += 1
  d.emit({ type: 'arrowUsed', instanceId: arrowId, used: d.get(arrowId).useCounters, rule: 'R15.9' })
}

/** R15.9, RUL-46: the loaded arrow's +2 Fuerza rides the bow's next valid attack. */
export function arrowOnBow(d: Draft, bowId: InstanceId): void {
  const bow = d.card(bowId)
  bow.effects = [...bow.effects, { source: FLECHAS_ID, effect: { kind: 'modifyStat', stat: 'strength', amount: BONUS, duration: 'nextAttack' }, until: 'nextAttack' }]
}
