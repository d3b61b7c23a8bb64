// Attacks and damage, shared by melee, thrown weapons, bow shots, spells, skills and traps. The die
// law is RUL-1 (dice.ts) and the sum is R19.9 (attack.ts); riders and printed abilities (R10.3) hang
// on the attack here. Nothing here kills: damage only brings a character to 0 Vida (or dooms it, on
// a Tirada 666), and the death check that follows the step kills it (checks.ts, RUL-44).
import type { Effect } from '../catalogue/schema'
import { attackOutcome } from './attack'
import { rollAttackDie } from './dice'
import type { Draft } from './draft'
import type { InstanceId } from './ids'
import { characterStats, isActiveDalma, isRevealedEnemy } from './queries'
import { abilityEffects } from './triggers'
import { discardCard } from './zones'

export type AttackMode = 'melee' | 'shot' | 'throw'
/** `killed`: the target is now due to die at the death check (0 Vida or less, or a Tirada 666). */
export type AttackResult = 'killed' | 'hit' | 'noDamage' | 'fumble'

/** Current Vida (printed + bonuses − damage). */
export const lifeOf = (d: Draft, id: InstanceId): number => characterStats(d.s, d.catalogue, id).life

/** A Dalma or an enemy still in play (not discarded, not defeated). */
export function isAlive(d: Draft, id: InstanceId): boolean {
  return isActiveDalma(d.s, d.catalogue, id) || isRevealedEnemy(d.s, id)
}

/** Whether a character in play is due to die at the next death check. */
export function isDoomed(d: Draft, id: InstanceId): boolean {
  return d.lethalCause(id)?.certain === true || lifeOf(d, id) <= 0
}

/**
 * One attack roll of `attackerId` on `targetId`. `weaponId`: the bow that shoots or the weapon
 * thrown. `deathRule`: the rule the death check will cite if this attack brings the target down.
 */
export function resolveAttack(d: Draft, attackerId: InstanceId, targetId: InstanceId, mode: AttackMode, weaponId: InstanceId | null, rule: string, deathRule = 'R19.19'): AttackResult {
  const attacker = d.get(attackerId)
  const stats = characterStats(d.s, d.catalogue, attackerId, mode === 'shot' ? weaponId : null)
  let strength = stats.strength
  if (mode === 'throw' && weaponId !== null) strength += weaponStrength(d, weaponId)
  const resistance = characterStats(d.s, d.catalogue, targetId).resistance
  const die = rollAttackDie(() => d.rollD6())
  // RUL-46: "next attack" effects (a poison on the weapon, an arrow on the bow, a skill on the attacker)
  // ride the next valid attack: a Pifia is not one and leaves them on.
  let bonus = 0
  if (die.kind !== 'fumble') {
    const carriers = mode === 'melee' ? [attackerId, ...attacker.equipment.filter((e) => isMeleeWeapon(d, e))] : weaponId !== null ? [attackerId, weaponId] : [attackerId]
    for (const e of takeNextAttackEffects(d, carriers)) {
      if (e.kind === 'modifyStat' && e.stat === 'strength') strength += e.amount
      else if (e.kind === 'damage') bonus += e.amount // RUL-46: a modifier of R19.9, added before the result is read
    }
  }
  const outcome = attackOutcome(die, strength + bonus, resistance)
  d.emit({ type: 'attackRolled', attackerId, targetId, mode, rolls: die.rolls, strength, bonus, resistance, outcome: outcome.kind, damage: outcome.kind === 'damage' ? outcome.amount : 0, rule: die.kind === 'value' ? 'R19.9' : die.kind === 'tripleSix' ? 'RUL-23' : 'RUL-1' })
  let result: AttackResult
  if (outcome.kind === 'kill') {
    // RUL-23, RUL-47: the target dies at the death check after this step, whatever its Vida.
    d.markLethal(targetId, { killerId: attackerId, rule: 'RUL-23', certain: true }, true)
    result = 'killed'
  } else if (outcome.kind === 'fumble') {
    result = 'fumble'
  } else {
    let amount = outcome.amount
    // R10.3, NOTE-40: an enemy's printed "on attack" rider adds to an attack that already does damage (Túlkar).
    if (amount > 0) for (const e of abilityEffects(d, attackerId, 'onAttack')) if (e.kind === 'damage') amount += e.amount
    result = amount > 0 ? (dealDamage(d, targetId, amount, attackerId, rule, deathRule) ? 'killed' : 'hit') : 'noDamage'
  }
  // R10.3, NOTE-48: "is attacked in melee" abilities answer after the attack (Guardián del Laberinto Bahaluk).
  if (mode === 'melee' && isAlive(d, attackerId)) {
    for (const e of abilityEffects(d, targetId, 'onDefend')) if (e.kind === 'damage') dealDamage(d, attackerId, e.amount, targetId, 'R10.3')
  }
  return result
}

/** Removes and returns the "next attack" effects riding on these cards. */
function takeNextAttackEffects(d: Draft, carriers: readonly InstanceId[]): Effect[] {
  const out: Effect[] = []
  for (const cid of carriers) {
    const c = d.get(cid)
    if (!c.effects.some((e) => e.until === 'nextAttack')) continue
    for (const e of c.effects) if (e.until === 'nextAttack') out.push(e.effect)
    d.card(cid).effects = c.effects.filter((e) => e.until !== 'nextAttack')
  }
  return out
}

const isMeleeWeapon = (d: Draft, id: InstanceId): boolean => {
  const card = d.def(id)
  return card.type === 'weapon' && card.weaponKind !== 'bow'
}

/** A thrown weapon leaves the hand before the roll; its bonus still rides the throw (R19.13, NOTE-47). */
function weaponStrength(d: Draft, weaponId: InstanceId): number {
  const card = d.def(weaponId)
  if (!('bonuses' in card)) return 0
  return d.get(weaponId).equippedTo === null ? card.bonuses.strength ?? 0 : 0
}

/**
 * Vida lost (R19.9). Returns whether the target is now at 0 Vida or less; it dies at the death
 * check after this step (R19.19, RUL-44), which reports `sourceId` as its killer.
 */
export function dealDamage(d: Draft, targetId: InstanceId, amount: number, sourceId: InstanceId | null, rule: string, deathRule = 'R19.19'): boolean {
  if (amount <= 0 || !isAlive(d, targetId)) return false
  d.card(targetId).damage += amount
  d.watchVida(targetId)
  d.emit({ type: 'damaged', characterId: targetId, amount, sourceId, rule })
  if (lifeOf(d, targetId) > 0) return false
  d.markLethal(targetId, { killerId: sourceId, rule: deathRule, certain: false }, false)
  return true
}

/** A bow shot (R9.4, R19.11): the bow is unloaded after it (RUL-23 applies). */
export function performShot(d: Draft, shooterId: InstanceId, bowId: InstanceId, targetId: InstanceId, rule: string, deathRule = 'R19.19'): AttackResult {
  const result = resolveAttack(d, shooterId, targetId, 'shot', bowId, rule, deathRule)
  if (d.get(bowId).equippedTo !== null) d.card(bowId).loaded = false
  return result
}

/** Moves a thrown weapon off its character before the throw (R19.13). */
export function unequip(d: Draft, weaponId: InstanceId): void {
  const w = d.get(weaponId)
  if (w.equippedTo === null) return
  const holder = d.card(w.equippedTo)
  holder.equipment = holder.equipment.filter((e) => e !== weaponId)
  d.watchVida(w.equippedTo) // a weapon with a Vida bonus leaves with it
  d.card(weaponId).equippedTo = null
}

/** R19.13: a thrown weapon that killed returns revealed to its owner's Zona de Juego. */
export function returnThrown(d: Draft, weaponId: InstanceId): void {
  const seat = d.get(weaponId).owner
  d.zone(seat, 'playZone').push(weaponId)
  d.card(weaponId).faceUp = true
  d.emit({ type: 'thrownReturned', seat, instanceId: weaponId, rule: 'R19.13' })
}

/** RUL-19: a thrown weapon that did not kill is discarded. */
export function discardThrown(d: Draft, weaponId: InstanceId): void {
  const seat = d.get(weaponId).owner
  d.zone(seat, 'playZone').push(weaponId)
  discardCard(d, weaponId, 'playZone', 'thrown', 'RUL-19')
}
