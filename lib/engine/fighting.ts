// Attacks, damage and death, shared by melee, thrown weapons, bow shots, spells, skills and traps.
// The die law is RUL-1 (dice.ts) and the sum is R19.9 (attack.ts); riders and printed abilities
// (R10.3) hang on the attack here.
import type { Effect } from '../catalogue/schema'
import { attackOutcome } from './attack'
import { rollAttackDie } from './dice'
import type { Draft } from './draft'
import { abilityEffects } from './triggers'
import { characterStats, isActiveDalma, isRevealedEnemy } from './queries'
import type { InstanceId } from './state'
import { discardCard, takeFrom } from './zones'

export type AttackMode = 'melee' | 'shot' | 'throw'
export type AttackResult = 'killed' | 'hit' | 'noDamage' | 'fumble'

/** Current Vida (printed + bonuses − damage). */
export const lifeOf = (d: Draft, id: InstanceId): number => characterStats(d.s, d.catalogue, id).life

/**
 * One attack roll of `attackerId` on `targetId`. `weaponId`: the bow that shoots or the weapon thrown.
 * `deferDeath`: simultaneous shots (R19.7) settle deaths afterwards with `settleDeaths`.
 */
export function resolveAttack(d: Draft, attackerId: InstanceId, targetId: InstanceId, mode: AttackMode, weaponId: InstanceId | null, rule: string, deferDeath = false): AttackResult {
  const attacker = d.get(attackerId)
  const stats = characterStats(d.s, d.catalogue, attackerId, mode === 'shot' ? weaponId : null)
  let strength = stats.strength
  let riderDamage = 0
  // "Next attack" effects: on the attacker itself (skills), and on the weapons this attack uses (poisons, arrows).
  const carriers = [attackerId, ...(mode === 'melee' ? attacker.equipment.filter((e) => isMeleeWeapon(d, e)) : weaponId !== null ? [weaponId] : [])]
  const consumed: Effect[] = []
  for (const cid of carriers) {
    const c = d.get(cid)
    if (!c.effects.some((e) => e.until === 'nextAttack')) continue
    for (const e of c.effects) if (e.until === 'nextAttack') consumed.push(e.effect)
    d.card(cid).effects = c.effects.filter((e) => e.until !== 'nextAttack')
  }
  for (const e of consumed) {
    if (e.kind === 'modifyStat' && e.stat === 'strength') strength += e.amount
    else if (e.kind === 'damage') riderDamage += e.amount
  }
  if (mode === 'throw' && weaponId !== null) strength += weaponStrength(d, weaponId)
  const resistance = characterStats(d.s, d.catalogue, targetId).resistance
  const die = rollAttackDie(() => d.rollD6())
  const outcome = attackOutcome(die, strength, resistance)
  d.emit({ type: 'attackRolled', attackerId, targetId, mode, rolls: die.rolls, strength, resistance, outcome: outcome.kind, damage: outcome.kind === 'damage' ? outcome.amount : 0, rule: die.kind === 'value' ? 'R19.9' : die.kind === 'tripleSix' ? 'RUL-23' : 'RUL-1' })
  let result: AttackResult
  if (outcome.kind === 'kill') {
    killCharacter(d, targetId, attackerId, 'RUL-23')
    result = 'killed'
  } else if (outcome.kind === 'fumble') {
    result = 'fumble'
  } else {
    let amount = outcome.amount + riderDamage
    // R10.3: an enemy's printed "on attack" rider adds to an attack that did damage (Túlkar).
    if (outcome.amount > 0) for (const e of abilityEffects(d, attackerId, 'onAttack')) if (e.kind === 'damage') amount += e.amount
    if (amount > 0) {
      const died = dealDamage(d, targetId, amount, attackerId, rule, deferDeath)
      result = died ? 'killed' : 'hit'
    } else {
      result = 'noDamage'
    }
  }
  // R10.3: "is attacked in melee" abilities answer after the attack (Guardián del Laberinto Bahaluk).
  if (mode === 'melee' && isAlive(d, attackerId)) {
    for (const e of abilityEffects(d, targetId, 'onDefend')) if (e.kind === 'damage') dealDamage(d, attackerId, e.amount, targetId, 'R10.3', deferDeath)
  }
  return result
}

const isMeleeWeapon = (d: Draft, id: InstanceId): boolean => {
  const card = d.def(id)
  return card.type === 'weapon' && card.weaponKind !== 'bow'
}

/** A thrown weapon leaves the hand before the roll; its bonus still rides the throw (R19.13). */
function weaponStrength(d: Draft, weaponId: InstanceId): number {
  const card = d.def(weaponId)
  if (!('bonuses' in card)) return 0
  return d.get(weaponId).equippedTo === null ? card.bonuses.strength ?? 0 : 0
}

export function isAlive(d: Draft, id: InstanceId): boolean {
  return isActiveDalma(d.s, d.catalogue, id) || isRevealedEnemy(d.s, id)
}

/** Vida lost (R19.9); at 0 the character dies (R19.19) unless `deferDeath`. Returns whether it died. */
export function dealDamage(d: Draft, targetId: InstanceId, amount: number, sourceId: InstanceId | null, rule: string, deferDeath = false): boolean {
  if (amount <= 0 || !isAlive(d, targetId)) return false
  d.card(targetId).damage += amount
  d.emit({ type: 'damaged', characterId: targetId, amount, sourceId, rule })
  if (lifeOf(d, targetId) > 0) return false
  if (!deferDeath) killCharacter(d, targetId, sourceId, 'R19.19')
  return true
}

/** R19.7: after simultaneous shots, every character at 0 Vida dies together. */
export function settleDeaths(d: Draft, ids: readonly InstanceId[], killers: ReadonlyMap<InstanceId, InstanceId>): void {
  const dead = ids.filter((id) => isAlive(d, id) && lifeOf(d, id) <= 0)
  for (const id of dead) killCharacter(d, id, killers.get(id) ?? null, 'R19.7')
}

/**
 * R19.19–R19.21, RUL-15: a dead Dalma is discarded with its equipment and learned cards; a dead enemy
 * is defeated (face down by its relic, equipment discarded). It leaves the combat, and its "on death"
 * abilities fire (Bolg).
 */
export function killCharacter(d: Draft, id: InstanceId, killerId: InstanceId | null, rule: string): void {
  if (!isAlive(d, id) || d.s.result !== null) return
  const c = d.get(id)
  const onDeath = abilityEffects(d, id, 'onDeath')
  removeFromCombat(d, id)
  d.emit({ type: 'died', characterId: id, cardId: c.cardId, killerId, rule })
  if (d.def(id).type === 'enemy') {
    for (const e of c.equipment) discardCard(d, e, 'attached', 'died', 'RUL-15')
    const enemy = d.card(id)
    enemy.defeated = true
    enemy.faceUp = false
    enemy.actionMarker = false
    enemy.damage = 0
    if (enemy.effects.length > 0) enemy.effects = []
    d.emit({ type: 'enemyDefeated', seat: c.owner, enemyId: id, cardId: c.cardId, rule: 'R19.21' })
  } else {
    const m = d.s.masters[c.owner]
    const zone = m.combatZone.includes(id) ? 'combatZone' : 'playZone'
    discardCard(d, id, zone, 'died', 'R19.20')
  }
  if (killerId !== null && d.s.result === null) {
    for (const e of onDeath) if (e.kind === 'damage') dealDamage(d, killerId, e.amount, id, 'R10.3')
  }
}

function removeFromCombat(d: Draft, id: InstanceId): void {
  const combat = d.s.combat
  if (combat === null) return
  if (!combat.attackers.includes(id) && !combat.defenders.includes(id)) return
  d.s.combat = {
    ...combat,
    attackers: combat.attackers.filter((x) => x !== id),
    defenders: combat.defenders.filter((x) => x !== id),
    engagements: combat.engagements.map((g) => ({ a: g.a.filter((x) => x !== id), d: g.d.filter((x) => x !== id) })),
    queue: combat.queue.filter((x) => x !== id),
  }
}

/** R9.4: a Principal-action bow shot (the bow is unloaded after, RUL-23 applies). */
export function performShot(d: Draft, shooterId: InstanceId, bowId: InstanceId, targetId: InstanceId, rule: string, deferDeath = false): AttackResult {
  const result = resolveAttack(d, shooterId, targetId, 'shot', bowId, rule, deferDeath)
  if (d.s.cards[bowId] !== undefined && d.get(bowId).equippedTo !== null) d.card(bowId).loaded = false
  return result
}

/** Moves a thrown weapon off its character before the throw (R19.13). */
export function unequip(d: Draft, weaponId: InstanceId): void {
  const w = d.get(weaponId)
  if (w.equippedTo === null) return
  const holder = d.card(w.equippedTo)
  holder.equipment = holder.equipment.filter((e) => e !== weaponId)
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

export { takeFrom }
