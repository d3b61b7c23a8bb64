// The one legality check of a character action (§9–§13, §10, R22.6), shared by `apply` (before
// declaring), `legalActions` (filtering candidates) and the resolution (again, RUL-34), and the
// timing that decides when a character may act at all. Read-only: declaring and resolving are in acts.ts.
import { spellTargetOf, toSilver, type Card, type Catalogue, type SpellTarget } from '../catalogue/model'
import { cardRegistry } from './cards'
import { arrowUsable, FLECHAS_ID } from './cards/flechas-perforadoras'
import { defOf, defOfInstance } from './draft'
import { checkEquip, hasFreeHandToCast, isEquippable } from './equipment'
import type { EngineError, IllegalReason } from './errors'
import type { InstanceId, Seat } from './ids'
import {
  castsLeft, gameTurn, hasExtraActivation, instanceOf, isActiveDalma, isCasterCard, isDalmaInCombatZone, isInCombatZoneAsTarget,
  isRevealedEnemy, learningCost, skillUsesLeft,
} from './queries'
import { topDecision } from './stack'
import type { DeclaredAct, GameState } from './state'
import { needsOpenCombat, targetKindOf } from './targeting'

export type Timing = 'principal' | 'answer' | 'spellWindow' | 'skillWindow' | 'controlled'

export const SHOT_SILVER = 2 // R9.4, RUL-37: 2 silver per shot (money is counted in silver, RUL-8)
export const LENTE_ID = 'lente-de-vision-precisa'
export { FLECHAS_ID }

const illegal = (reason: IllegalReason, rule: string, instanceId?: InstanceId): EngineError =>
  instanceId === undefined ? { code: 'illegal', reason, rule } : { code: 'illegal', reason, rule, instanceId }

/** Instants (R9.1): usable in the rival's turn as answers; the rest are Principal actions. A poison is one (RUL-46). */
export const isInstant = (act: DeclaredAct): boolean =>
  act.kind === 'cast' || act.kind === 'useSkill' || act.kind === 'drinkPotion' || act.kind === 'applyPoison' || act.kind === 'lente'

/** The timing in which `actorId` may act now, or null when it may not act at all. */
export function timingFor(state: GameState, catalogue: Catalogue, actorId: InstanceId): Timing | null {
  const actor = state.cards[actorId]
  if (actor === undefined || state.result !== null) return null
  const top = topDecision(state)
  if (top !== undefined) {
    if (top.kind === 'controlled') return top.dalmaId === actorId ? 'controlled' : null
    if (top.seat !== actor.owner) return null
    if (top.kind === 'answers') return 'answer'
    if (top.kind === 'combatWindow') return top.window === 'spell' ? 'spellWindow' : 'skillWindow'
    return null
  }
  const phase = state.phase
  if (phase.name !== 'main' || state.activeSeat !== actor.owner) return null
  const enemy = defOfInstance(catalogue, actor).type === 'enemy'
  if (enemy) return phase.step === 'enemyActions' ? 'principal' : null
  return phase.step === 'dalmaActions' ? 'principal' : null
}

/** Whether the actor's own Master is in its own Fase Principal (RUL-42 for controlled Dalmas). */
const inOwnMain = (state: GameState, seat: Seat): boolean => state.phase.name === 'main' && state.activeSeat === seat

/**
 * Whether Poción de Thal's extra activation pays for this act (RUL-17, RUL-51): a known PRI 1 spell or
 * skill used while the Dalma holds the activation spends the potion's, never its own action or a
 * between-rest use, even when those are also available; they stay for later.
 */
export function usesExtra(state: GameState, catalogue: Catalogue, actorId: InstanceId, act: DeclaredAct): boolean {
  if (act.kind !== 'cast' && act.kind !== 'useSkill') return false
  if (!hasExtraActivation(state, actorId, 1)) return false
  const id = act.kind === 'cast' ? act.spellId : act.skillId
  const card = state.cards[id] === undefined ? undefined : defOfInstance(catalogue, instanceOf(state, id))
  return card !== undefined && (card.type === 'spell' || card.type === 'skill') && card.pri === 1
}

/**
 * THE legality check of a character action: `apply` runs it before declaring, `legalActions`
 * filters its candidates through it, and the resolution runs it again with `resolving` (RUL-34),
 * when the marker and the costs are already spent and only user, target and requirements count.
 */
export function checkAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, act: DeclaredAct, timing: Timing | null, resolving = false): EngineError | null {
  const actor = state.cards[actorId]
  if (actor === undefined) return { code: 'unknownInstance', instanceId: actorId }
  const actorCard = defOfInstance(catalogue, actor)
  const isEnemy = actorCard.type === 'enemy'
  if (isEnemy ? !isRevealedEnemy(state, actorId) : !isActiveDalma(state, catalogue, actorId)) return { code: 'notActive', instanceId: actorId }
  const seat = actor.owner
  const m = state.masters[seat]
  const extra = !resolving && usesExtra(state, catalogue, actorId, act)
  if (!resolving) {
    if (timing === null) return illegal('wrongTiming', 'R9.1')
    if (actor.actionMarker && !extra) return { code: 'hasActionMarker', instanceId: actorId }
    // R10.2: an enemy acts only in its Master's Fase Principal, with the potions and poisons among the Instants.
    if (isEnemy && (timing !== 'principal' || act.kind === 'learn' || isInstant(act) && act.kind !== 'drinkPotion' && act.kind !== 'applyPoison')) return illegal('wrongTiming', 'R10.2')
    if (timing === 'answer' && !isInstant(act)) return illegal('wrongTiming', 'R9.12')
    if (timing === 'spellWindow' && act.kind !== 'cast') return illegal('wrongTiming', 'R19.5')
    if (timing === 'skillWindow' && act.kind !== 'useSkill') return illegal('wrongTiming', 'R19.6')
    if (timing === 'controlled' && !isInstant(act) && !inOwnMain(state, seat)) return illegal('wrongTiming', 'RUL-42')
  }
  const inCombat = state.combat !== null
  switch (act.kind) {
    case 'equip': {
      const e = availableCard(state, seat, act.instanceId)
      if (e !== null) return e
      const card = defOfInstance(catalogue, instanceOf(state, act.instanceId))
      if (!isEquippable(card)) return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'equipment' }
      const check = checkEquip(state, catalogue, actorId, act.instanceId, act.replaceIds)
      if (!check.ok) return 'rule' in check ? { code: 'equipLimit', instanceId: act.instanceId, rule: check.rule } : { code: 'badReplacement', instanceId: act.instanceId }
      return null
    }
    case 'learn': {
      if (isEnemy) return { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' } // R10.3
      const e = availableCard(state, seat, act.instanceId)
      if (e !== null) return e
      const card = defOfInstance(catalogue, instanceOf(state, act.instanceId))
      if (card.type !== 'spell' && card.type !== 'skill') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'spell|skill' }
      if (instanceOf(state, act.instanceId).learnedBy !== null) return { code: 'alreadyLearned', instanceId: act.instanceId }
      if (actorCard.type !== 'dalma' || card.profession !== actorCard.profession) return { code: 'wrongProfession', instanceId: act.instanceId }
      return affordable(learningCost(state, catalogue, actorId, act.instanceId).silver, m.silver, resolving)
    }
    case 'drinkPotion': {
      if (inCombat) return illegal('inCombat', 'R14.1')
      const e = availableCard(state, seat, act.instanceId)
      if (e !== null) return e
      if (defOfInstance(catalogue, instanceOf(state, act.instanceId)).type !== 'potion') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'potion' }
      return null
    }
    case 'applyPoison': {
      if (inCombat) return illegal('inCombat', 'R14.2')
      const e = availableCard(state, seat, act.instanceId) ?? equippedWeapon(state, catalogue, actorId, act.weaponId)
      if (e !== null) return e
      if (defOfInstance(catalogue, instanceOf(state, act.instanceId)).type !== 'poison') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'poison' }
      return null
    }
    case 'reloadBow': {
      if (inCombat) return illegal('inCombat', 'R9.3')
      const e = equippedWeapon(state, catalogue, actorId, act.weaponId)
      if (e !== null) return e
      const bow = defOfInstance(catalogue, instanceOf(state, act.weaponId))
      if (bow.type !== 'weapon' || bow.weaponKind !== 'bow') return { code: 'notABow', instanceId: act.weaponId }
      if (!resolving && instanceOf(state, act.weaponId).loaded) return { code: 'alreadyLoaded', instanceId: act.weaponId }
      if (act.arrowId !== null) {
        const arrowError = checkArrow(state, catalogue, actorId, act.arrowId, resolving)
        if (arrowError !== null) return arrowError
        return null
      }
      return affordable(toSilver(bow.arrowCost ?? { gold: 0, silver: 0 }), m.silver, resolving)
    }
    case 'shoot': {
      if (inCombat) return illegal('inCombat', 'R9.4')
      const e = equippedWeapon(state, catalogue, actorId, act.weaponId)
      if (e !== null) return e
      const bow = defOfInstance(catalogue, instanceOf(state, act.weaponId))
      if (bow.type !== 'weapon' || bow.weaponKind !== 'bow') return { code: 'notABow', instanceId: act.weaponId }
      if (!resolving && !instanceOf(state, act.weaponId).loaded) return illegal('notLoaded', 'R9.4', act.weaponId)
      if (!resolving && actor.flags.reloaded) return illegal('reloadedThisPhase', 'R9.3', actorId)
      const target = state.cards[act.targetId]
      if (target === undefined || target.owner === seat || !isInCombatZoneAsTarget(state, act.targetId)) return illegal('badTarget', 'R9.4', act.targetId)
      return affordable(SHOT_SILVER, m.silver, resolving)
    }
    case 'explore': {
      if (isEnemy) return { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' }
      if (inCombat) return illegal('inCombat', 'R19.1')
      if (!resolving && actor.flags.explored) return illegal('alreadyExplored', 'R16.6', actorId)
      if (actor.flags.fought) return illegal('alreadyFought', 'R19.2', actorId)
      const target = state.cards[act.targetId]
      if (target === undefined || target.owner === seat) return illegal('badTarget', 'R16.1', act.targetId)
      const targetOk = isRevealedEnemy(state, act.targetId) || (isDalmaInCombatZone(state, act.targetId) && !target.flags.fought)
      if (!targetOk) return illegal('badTarget', 'R16.1', act.targetId)
      return null
    }
    case 'cast': return checkCast(state, catalogue, actorId, act.spellId, act.targetId, timing, resolving, extra)
    case 'useSkill': return checkSkill(state, catalogue, actorId, act.skillId, act.targetId, timing, resolving, extra)
    case 'lente': {
      if (inCombat) return illegal('inCombat', 'R22.6')
      const lens = state.cards[act.objectId]
      if (lens === undefined || lens.equippedTo !== actorId || lens.cardId !== LENTE_ID) return illegal('notKnown', 'R22.6', act.objectId)
      if (lens.counterTurn === null) return act.targetId === null && !act.reveal ? null : illegal('lenteNoCounter', 'R22.6')
      if (!resolving && lens.counterTurn === gameTurn(state)) return illegal('lenteSameTurn', 'R22.6')
      if (act.targetId === null) return illegal('badTarget', 'RUL-28')
      const target = state.cards[act.targetId]
      if (target === undefined || target.owner === seat || target.faceUp || !state.masters[target.owner].playZone.includes(act.targetId)) return illegal('notFaceDown', 'RUL-28', act.targetId)
      return null
    }
  }
}

/** RUL-40: a cost is checked on declaring; once declared it is spent, so resolving does not ask again. */
function affordable(silver: number, have: number, resolving: boolean): EngineError | null {
  return !resolving && silver > have ? { code: 'cannotAfford', needSilver: silver, haveSilver: have } : null
}

function checkCast(state: GameState, catalogue: Catalogue, actorId: InstanceId, spellId: InstanceId, targetId: InstanceId | null, timing: Timing | null, resolving: boolean, extra: boolean): EngineError | null {
  const actor = instanceOf(state, actorId)
  const actorCard = defOfInstance(catalogue, actor)
  if (!isCasterCard(actorCard) || actorCard.type !== 'dalma') return illegal('notCaster', 'R9.7', actorId)
  const spell = state.cards[spellId]
  if (spell === undefined || spell.learnedBy !== actorId) return illegal('notKnown', 'R9.7', spellId)
  const card = defOfInstance(catalogue, spell)
  if (card.type !== 'spell' || card.profession !== actorCard.profession) return illegal('notKnown', 'R9.7', spellId)
  if (!hasFreeHandToCast(state, catalogue, actorId)) return illegal('noFreeHand', 'R12.6', actorId)
  if (!resolving && !extra && castsLeft(state, catalogue, actorId) <= 0) return illegal('noCastsLeft', 'R12.2', actorId)
  if (card.profession === 'mentalista') {
    // R12.9: Fases Principales of either turn, never in a Fase de Combate.
    if (state.combat !== null || timing === 'spellWindow') return illegal('wrongTiming', 'R12.9')
  } else if (!resolving && timing !== 'spellWindow' && state.combat !== null) {
    return illegal('wrongTiming', 'R12.8') // R12.8: in combat, only in the round's spell window
  }
  const targetError = checkTarget(state, catalogue, actorId, card, targetId, card.profession === 'mentalista' ? 'R12.9' : 'R12.8')
  if (targetError !== null) return targetError
  // R22.5, RUL-42: Confusión and Control Mental need a target that has not acted yet.
  if (cardRegistry.get(card.id)?.requiresUnmarkedTarget === true && targetId !== null && instanceOf(state, targetId).actionMarker) {
    return illegal('badTarget', card.id === 'confusion' ? 'R22.5' : 'RUL-42', targetId)
  }
  return null
}

function checkSkill(state: GameState, catalogue: Catalogue, actorId: InstanceId, skillId: InstanceId, targetId: InstanceId | null, timing: Timing | null, resolving: boolean, extra: boolean): EngineError | null {
  const skill = state.cards[skillId]
  if (skill === undefined || skill.learnedBy !== actorId) return illegal('notKnown', 'R9.8', skillId)
  const card = defOfInstance(catalogue, skill)
  if (card.type !== 'skill') return illegal('notKnown', 'R9.8', skillId)
  if (!resolving && !extra && skillUsesLeft(state, catalogue, actorId) <= 0) return illegal('noSkillUses', 'R13.3', actorId)
  const combat = state.combat
  if (needsOpenCombat(card)) {
    if (combat === null || (!resolving && timing !== 'skillWindow')) return illegal('notInCombat', 'R13.5')
  }
  if (combat !== null) {
    if (!resolving && timing !== 'skillWindow') return illegal('wrongTiming', 'R19.6')
    // R19.6, RUL-53: any Dalma standing in the Zona de Combate, fighting or not.
    if (!isDalmaInCombatZone(state, actorId)) return illegal('notEligible', 'R19.6', actorId)
  }
  return checkTarget(state, catalogue, actorId, card, targetId, 'R13.5')
}

/** The target a spell or skill needs (targeting.ts, the spell's `target` data), checked against where everything stands now. */
function checkTarget(state: GameState, catalogue: Catalogue, actorId: InstanceId, card: Card, targetId: InstanceId | null, rule: string): EngineError | null {
  const seat = instanceOf(state, actorId).owner
  if (card.type === 'spell') {
    const want = spellTargetOf(card)
    if (want === null) return illegal('notCaster', rule)
    if (targetId === null) return illegal('badTarget', rule)
    return spellTargetOk(state, catalogue, seat, want, targetId) ? null : illegal('badTarget', rule, targetId)
  }
  const kind = targetKindOf(card)
  if (kind === 'none' || kind === 'self') return targetId === null ? null : illegal('badTarget', rule, targetId) // no target to name: the user itself, or nobody
  if (targetId === null) return illegal('badTarget', rule)
  const combat = state.combat
  const paired = combat?.engagements.some((g) => (g.a.includes(actorId) && g.d.includes(targetId)) || (g.d.includes(actorId) && g.a.includes(targetId)))
  return paired === true ? null : illegal('notPaired', rule, targetId)
}

/** R12.8, R12.9, RUL-14: whether `targetId` stands where the spell's target data asks. */
export function spellTargetOk(state: GameState, catalogue: Catalogue, casterSeat: Seat, want: SpellTarget, targetId: InstanceId): boolean {
  const t = state.cards[targetId]
  if (t === undefined) return false
  if (want.side === 'own' && t.owner !== casterSeat) return false
  if (want.side === 'rival' && t.owner === casterSeat) return false
  const isDalma = defOfInstance(catalogue, t).type === 'dalma'
  if (want.kind === 'dalma' && !isDalma) return false
  if (want.zone === 'combatZone') return isDalma ? isDalmaInCombatZone(state, targetId) : isRevealedEnemy(state, targetId)
  return isDalma && t.faceUp && state.masters[t.owner].playZone.includes(targetId)
}

/** A revealed card of the actor's Master, loose in its Zona de Juego ("disponible"). */
function availableCard(state: GameState, seat: Seat, id: InstanceId): EngineError | null {
  const c = state.cards[id]
  if (c === undefined) return { code: 'unknownInstance', instanceId: id }
  if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
  if (!state.masters[seat].playZone.includes(id)) return { code: 'wrongZone', instanceId: id, expected: 'playZone' }
  if (!c.faceUp) return { code: 'notRevealable', instanceId: id }
  return null
}

function equippedWeapon(state: GameState, catalogue: Catalogue, actorId: InstanceId, weaponId: InstanceId): EngineError | null {
  const w = state.cards[weaponId]
  if (w === undefined) return { code: 'unknownInstance', instanceId: weaponId }
  if (w.equippedTo !== actorId || defOfInstance(catalogue, w).type !== 'weapon') return { code: 'noWeapon', instanceId: weaponId }
  return null
}

/** R15.9: an arrow card (Flechas perforadoras) equipped to the shooter, with units left (its counter is already on once declared). */
function checkArrow(state: GameState, catalogue: Catalogue, actorId: InstanceId, arrowId: InstanceId, resolving: boolean): EngineError | null {
  const a = state.cards[arrowId]
  if (a === undefined || a.equippedTo !== actorId || a.cardId !== FLECHAS_ID) return illegal('noArrows', 'R15.9', arrowId)
  if (!resolving && !arrowUsable(state, catalogue, actorId, arrowId)) return illegal('noArrows', 'R15.9', arrowId)
  return null
}
