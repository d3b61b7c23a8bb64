// Character actions (§9–§13, §10, R22.6) once they are legal (act-check.ts): the declaration (marker,
// costs and use counters spent at once: RUL-34, RUL-40), the rival's answers (R9.12, RUL-43) and the
// resolution, which checks the action again first (RUL-34). Each step returns what it asks the
// driver to run next, or pushes the decision it needs.
import { toSilver } from '../catalogue/model'
import { checkAct, LENTE_ID, SHOT_SILVER, usesExtra, type Timing } from './act-check'
import { cardRegistry } from './cards'
import { arrowOnBow, spendArrow } from './cards/flechas-perforadoras'
import type { Draft } from './draft'
import { applyEffects } from './effects'
import { dealDamage, performShot } from './fighting'
import { other, type InstanceId, type Seat } from './ids'
import { BASE_CASTS, castsLeft, effectsOf, isActiveDalma, isDalmaInCombatZone, isRevealedEnemy, learningCost } from './queries'
import { pushDecision, topDecision } from './stack'
import type { DeclaredAct, DeclaredAction, Next } from './state'
import { discardCard, enterCombatZone, pay, takeFrom } from './zones'

/**
 * Declares a checked action: the actor takes its marker (or spends Poción de Thal's activation), its
 * costs and use counters are paid now (RUL-40, RUL-34), then the rival may answer (R9.12). Answers
 * and controlled actions resolve at once instead: there is no stack (R9.12, R22.4).
 */
export function declareAct(d: Draft, actorId: InstanceId, act: DeclaredAct, timing: Timing): Next | null {
  const extra = usesExtra(d.s, d.catalogue, actorId, act)
  const seat = d.get(actorId).owner
  const declared: DeclaredAction = { seat, actorId, act: withExtra(act, extra) }
  if (extra) {
    // RUL-17: the extra activation replaces the action and the caps; it places no use counter.
    const actor = d.card(actorId)
    const i = actor.effects.findIndex((e) => e.effect.kind === 'extraActivation')
    actor.effects = actor.effects.filter((_, j) => j !== i)
    d.emit({ type: 'extraActivationUsed', characterId: actorId, rule: 'RUL-17' })
  } else {
    const actor = d.card(actorId)
    actor.actionMarker = true
    if (actor.flags.recovered) actor.flags = { ...actor.flags, recovered: false } // R17.3: re-marked when used
    d.emit({ type: 'actionMarkerPlaced', instanceId: actorId, rule: 'R7.15' })
  }
  payCosts(d, declared)
  d.emit({ type: 'actionDeclared', seat, actorId, act: declared.act.kind, rule: 'R9.12' })
  if (timing === 'answer' || timing === 'controlled') return resolveDeclared(d, declared)
  return openAnswers(d, declared)
}

const withExtra = (act: DeclaredAct, extra: boolean): DeclaredAct =>
  act.kind === 'cast' || act.kind === 'useSkill' ? { ...act, extra } : act

/** RUL-40: costs paid on declaring; RUL-34: they stay spent if the action then fails. */
function payCosts(d: Draft, declared: DeclaredAction): void {
  const { seat, actorId, act } = declared
  switch (act.kind) {
    case 'learn': {
      const c = learningCost(d.s, d.catalogue, actorId, act.instanceId)
      pay(d, seat, c.silver, c.halved ? 'R11.7' : 'R11.4')
      return
    }
    case 'reloadBow': {
      if (act.arrowId !== null) {
        spendArrow(d, act.arrowId) // R15.9: one unit per arrow used, instead of the arrow's price
        return
      }
      const bow = d.def(act.weaponId)
      pay(d, seat, bow.type === 'weapon' ? toSilver(bow.arrowCost ?? { gold: 0, silver: 0 }) : 0, 'R9.3')
      return
    }
    case 'shoot':
      pay(d, seat, SHOT_SILVER, 'RUL-37')
      return
    case 'cast': {
      if (act.extra) return
      const capBefore = castsLeft(d.s, d.catalogue, actorId)
      d.card(act.spellId).useCounters += 1 // R12.3
      if (capBefore === 1 && castsUsed(d, actorId) > BASE_CASTS) {
        // R12.10: the third cast also puts a counter on the Anillo Sumador.
        const ring = d.get(actorId).equipment.find((e) => effectsOf(d.def(e)).some((x) => x.kind === 'extraCast') && d.get(e).useCounters === 0)
        if (ring !== undefined) {
          d.card(ring).useCounters += 1
          d.emit({ type: 'ringUsed', instanceId: ring, rule: 'R12.10' })
        }
      }
      return
    }
    case 'useSkill':
      if (!act.extra) d.card(act.skillId).useCounters += 1 // R7.16, R13.3
      return
    default:
      return
  }
}

function castsUsed(d: Draft, dalmaId: InstanceId): number {
  let used = 0
  for (const l of d.get(dalmaId).learned) if (d.def(l).type === 'spell') used += d.get(l).useCounters
  return used
}

/** R9.12, RUL-43: the rival gets the first answer; the declarer counts as having declined already. */
function openAnswers(d: Draft, declared: DeclaredAction): Next | null {
  if (d.s.masters[other(declared.seat)].inert) return resolveDeclared(d, declared)
  pushDecision(d, { kind: 'answers', seat: other(declared.seat), declared, declines: 1 })
  return null
}

/** The answers window after one Master declines: both declined in a row → the original resolves. */
export function declineAnswer(d: Draft): Next | null {
  const top = topDecision(d.s)
  if (top?.kind !== 'answers') return null
  d.emit({ type: 'answerDeclined', seat: top.seat, rule: 'R9.12' })
  d.s.stack = d.s.stack.slice(0, -1)
  if (top.declines + 1 >= 2) return resolveDeclared(d, top.declared)
  d.s.stack = [...d.s.stack, { ...top, seat: other(top.seat), declines: top.declines + 1 }]
  return null
}

/** After an answer resolved: the other Master may answer in turn (R9.12: one by one until both decline). */
export function afterAnswer(d: Draft, answeringSeat: Seat): void {
  const i = d.s.stack.findLastIndex((f) => f.kind === 'answers')
  if (i < 0) return
  const frame = d.s.stack[i]
  if (frame?.kind !== 'answers') return
  const stack = d.s.stack.slice()
  stack[i] = { ...frame, seat: other(answeringSeat), declines: 0 }
  d.s.stack = stack
}

/** RUL-34: re-check user, target and requirements; an illegal original does not resolve (its costs stay spent). */
function resolveDeclared(d: Draft, declared: DeclaredAction): Next | null {
  const { actorId, act, seat } = declared
  const error = checkAct(d.s, d.catalogue, actorId, act, null, true)
  if (error !== null) {
    d.emit({ type: 'actionFizzled', seat, actorId, act: act.kind, rule: 'RUL-34' })
    return null
  }
  const isEnemy = d.def(actorId).type === 'enemy'
  const actorCardId = d.get(actorId).cardId
  switch (act.kind) {
    case 'equip': {
      const card = d.def(act.instanceId)
      for (const r of act.replaceIds) discardCard(d, r, 'attached', 'replacedEquipment', 'R9.2')
      takeFrom(d.zone(seat, 'playZone'), act.instanceId)
      d.card(act.instanceId).equippedTo = actorId
      const actor = d.card(actorId)
      actor.equipment = [...actor.equipment, act.instanceId]
      d.emit({ type: 'equipped', seat, characterId: actorId, characterCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, rule: isEnemy ? 'R10.2' : 'R9.2' })
      return null
    }
    case 'learn': {
      const card = d.def(act.instanceId)
      const c = learningCost(d.s, d.catalogue, actorId, act.instanceId)
      takeFrom(d.zone(seat, 'playZone'), act.instanceId)
      d.card(act.instanceId).learnedBy = actorId
      const actor = d.card(actorId)
      actor.learned = [...actor.learned, act.instanceId]
      d.emit({ type: 'learned', seat, dalmaId: actorId, dalmaCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, costSilver: c.silver, halved: c.halved, rule: c.halved ? 'R11.7' : 'R11.4' })
      return null
    }
    case 'drinkPotion': {
      const card = d.def(act.instanceId)
      d.emit({ type: 'potionDrunk', seat, characterId: actorId, characterCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, rule: isEnemy ? 'R10.2' : 'R9.9' })
      applyEffects(d, effectsOf(card), { seat, sourceId: act.instanceId, targetId: actorId, rule: 'R14.1' })
      if (d.s.masters[seat].playZone.includes(act.instanceId)) discardCard(d, act.instanceId, 'playZone', 'potionDrunk', 'R14.1')
      return null
    }
    case 'applyPoison': {
      const card = d.def(act.instanceId)
      const weapon = d.card(act.weaponId)
      weapon.effects = [...weapon.effects, ...effectsOf(card).map((effect) => ({ source: card.id, effect, until: 'nextAttack' as const }))]
      d.emit({ type: 'poisonApplied', seat, characterId: actorId, instanceId: act.instanceId, cardId: card.id, weaponId: act.weaponId, weaponCardId: weapon.cardId, rule: isEnemy ? 'R10.2' : 'R9.10' })
      discardCard(d, act.instanceId, 'playZone', 'poisonApplied', 'R14.2')
      return null
    }
    case 'reloadBow': {
      const bow = d.card(act.weaponId)
      bow.loaded = true
      if (act.arrowId !== null) arrowOnBow(d, act.weaponId) // R15.9: a Flechas perforadoras arrow adds its bonus to this load's shot
      const actor = d.card(actorId)
      actor.flags = { ...actor.flags, reloaded: true }
      const card = d.def(act.weaponId)
      d.emit({ type: 'bowReloaded', seat, characterId: actorId, characterCardId: actorCardId, weaponId: act.weaponId, weaponCardId: card.id, costSilver: act.arrowId === null && card.type === 'weapon' ? toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) : 0, rule: isEnemy ? 'R10.2' : 'R9.3' })
      return null
    }
    case 'shoot':
      performShot(d, actorId, act.weaponId, act.targetId, isEnemy ? 'R10.2' : 'R9.4')
      return null
    case 'explore': {
      enterCombatZone(d, seat, [actorId], 'R16.1')
      const actor = d.card(actorId)
      actor.flags = { ...actor.flags, explored: true }
      d.emit({ type: 'explored', seat, dalmaId: actorId, targetId: act.targetId, rule: 'R16.1' })
      return openTrapWindow(d, other(seat), [actorId], declared) // R16.2
    }
    case 'cast':
      resolveCast(d, declared, act.spellId, act.targetId)
      return null
    case 'useSkill': {
      if (d.s.combat === null && !isDalmaInCombatZone(d.s, actorId)) {
        // R13.2: a skill declared from the Zona de Juego first advances its Dalma (and the entry may spring traps).
        enterCombatZone(d, seat, [actorId], 'R13.2')
        return openTrapWindow(d, other(seat), [actorId], declared)
      }
      resolveSkillEffect(d, declared)
      return null
    }
    case 'lente': {
      const module = cardRegistry.get(LENTE_ID)
      module?.activate?.(d, declared)
      return null
    }
  }
}

/**
 * R14.3, RUL-43: rival Dalmas entered the Zona de Combate; their rival's trap window opens first, and
 * `then` (the action that made them enter) carries on after it. A goldfish rival has no traps.
 */
export function openTrapWindow(d: Draft, seat: Seat, entering: InstanceId[], then: DeclaredAction | null): Next | null {
  if (d.s.masters[seat].inert) return then === null ? null : continueAfterEntry(d, then)
  pushDecision(d, { kind: 'traps', seat, entering, then })
  return null
}

/** After the entry's trap window: the explorer's combat or the advanced skill's effect, if its user survived. */
export function continueAfterEntry(d: Draft, declared: DeclaredAction): Next | null {
  if (!isActiveDalma(d.s, d.catalogue, declared.actorId)) return null
  if (declared.act.kind === 'explore') {
    const targetId = declared.act.targetId
    const t = d.get(targetId)
    const stillThere = isRevealedEnemy(d.s, targetId) || (isDalmaInCombatZone(d.s, targetId) && !t.flags.fought)
    if (!stillThere) {
      d.emit({ type: 'actionFizzled', seat: declared.seat, actorId: declared.actorId, act: 'explore', rule: 'RUL-34' })
      return null
    }
    return { kind: 'exploreCombat', explorerId: declared.actorId, targetId }
  }
  if (declared.act.kind === 'useSkill') resolveSkillEffect(d, declared)
  return null
}

function resolveCast(d: Draft, declared: DeclaredAction, spellId: InstanceId, targetId: InstanceId | null): void {
  const card = d.def(spellId)
  d.emit({ type: 'spellCast', seat: declared.seat, casterId: declared.actorId, spellId, cardId: card.id, targetId, rule: card.type === 'spell' && card.profession === 'mentalista' ? 'R12.9' : 'R12.8' })
  resolveLearnedEffects(d, declared, spellId, targetId, 'R12.1')
}

function resolveSkillEffect(d: Draft, declared: DeclaredAction): void {
  if (declared.act.kind !== 'useSkill') return
  const { skillId } = declared.act
  const targetId = declared.act.targetId ?? declared.actorId
  const card = d.def(skillId)
  d.emit({ type: 'skillUsed', seat: declared.seat, dalmaId: declared.actorId, skillId, cardId: card.id, targetId: declared.act.targetId, rule: 'R13.1' })
  resolveLearnedEffects(d, declared, skillId, targetId, 'R13.1')
}

/** Spell and skill effects on their target: data effects, or the card's module. */
function resolveLearnedEffects(d: Draft, declared: DeclaredAction, sourceId: InstanceId, targetId: InstanceId | null, rule: string): void {
  const card = d.def(sourceId)
  for (const effect of effectsOf(card)) {
    if (effect.kind === 'damage') {
      if (targetId !== null) dealDamage(d, targetId, effect.amount, declared.actorId, rule)
    } else if (effect.kind === 'actionMarker') {
      if (targetId !== null && !d.get(targetId).actionMarker) {
        d.card(targetId).actionMarker = true
        d.emit({ type: 'actionMarkerPlaced', instanceId: targetId, rule })
      }
    } else if (effect.kind === 'scripted') {
      cardRegistry.get(card.id)?.resolve?.(d, { seat: declared.seat, sourceId, targetId, rule, declared })
    } else {
      applyEffects(d, [effect], { seat: declared.seat, sourceId, targetId, rule })
    }
  }
}

/** RUL-29, NOTE-41: a controlled Dalma left with nothing it may do still takes its action marker. */
export function markControlledIdle(d: Draft, dalmaId: InstanceId): void {
  if (d.get(dalmaId).actionMarker) return
  d.card(dalmaId).actionMarker = true
  d.emit({ type: 'actionMarkerPlaced', instanceId: dalmaId, rule: 'RUL-29' })
}
