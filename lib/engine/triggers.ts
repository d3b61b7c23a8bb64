// Printed abilities (R10.3) hang on events: revealed, Descanso, attacks, is attacked, dies. They are
// data (content/cards/enemy.yaml `abilities`), read here; a card whose ability data cannot say lives
// in lib/engine/cards/<id>.ts like any scripted card.
import type { Effect } from '../catalogue/schema'
import { cardRegistry } from './cards'
import type { Draft } from './draft'
import { applyEffects } from './effects'
import type { InstanceId } from './state'

export type Trigger = 'permanent' | 'onReveal' | 'onAttack' | 'onDefend' | 'onDeath' | 'onRest'

/** The effects of a character's printed abilities with this trigger (none for cards without abilities). */
export function abilityEffects(d: Draft, id: InstanceId, trigger: Trigger): Effect[] {
  const card = d.def(id)
  if (card.type !== 'enemy' || card.abilities.length === 0) return []
  const out: Effect[] = []
  for (const a of card.abilities) if (a.trigger === trigger) out.push(...a.effects)
  return out
}

/**
 * Fires the Master-side abilities of `trigger` (money, cards, healing on the character itself).
 * Attack-time riders (onAttack, onDefend, onDeath) are read by fighting.ts where the attack happens.
 */
export function fireAbilities(d: Draft, id: InstanceId, trigger: 'onReveal' | 'onRest'): void {
  const effects = abilityEffects(d, id, trigger)
  if (effects.length === 0) return
  const c = d.get(id)
  d.emit({ type: 'abilityTriggered', characterId: id, cardId: c.cardId, trigger, rule: 'R10.3' })
  const scripted = effects.filter((e) => e.kind === 'scripted')
  applyEffects(d, effects.filter((e) => e.kind !== 'scripted'), { seat: c.owner, sourceId: id, targetId: id, rule: 'R10.3' })
  if (scripted.length > 0) cardRegistry.get(c.cardId)?.resolve?.(d, { seat: c.owner, sourceId: id, targetId: id, rule: 'R10.3', declared: null })
}
