// Character actions (§9, §10, §12, §13, R22.6) in one place: when each may be taken (timing), the
// one legality check that `apply` and `legalActions` share, the declaration (marker, costs and use
// counters spent at once: RUL-34, RUL-40), the rival's answers (R9.12, RUL-43) and the resolution,
// which re-checks the action first (RUL-34).
import { spellTargetOf, toSilver, type Card, type Catalogue, type SpellTarget } from '../catalogue/model'
import { cardRegistry } from './cards'
import { startExploreCombat } from './combat'
import { defOf, type Draft } from './draft'
import { applyEffects } from './effects'
import { checkEquip, hasFreeHandToCast, isEquippable } from './equipment'
import type { EngineError, IllegalReason } from './errors'
import { dealDamage, performShot } from './fighting'
import {
  activeDalmas, BASE_CASTS, castsLeft, effectsOf, hasExtraActivation, instanceOf, isActiveDalma, isCasterCard,
  isDalmaInCombatZone, isInCombatZoneAsTarget, isRevealedEnemy, learningCost, skillUsesLeft,
} from './queries'
import { other, type DeclaredAct, type DeclaredAction, type GameState, type InstanceId, type Seat } from './state'
import { pushDecision, topDecision } from './stack'
import { needsOpenCombat, targetKindOf } from './targeting'
import { openTrapWindow } from './traps'
import { discardCard, pay, takeFrom } from './zones'

/** When a character acts: its own Fase Principal, answering (R9.12), a combat window (R19.5), or controlled (R22.4). */
export type Timing = 'principal' | 'answer' | 'spellWindow' | 'skillWindow' | 'controlled'

export const SHOT_SILVER = 2 // R9.4, RUL-37: 2 silver per shot (money is counted in silver, RUL-8)
export const LENTE_ID = 'lente-de-vision-precisa'
export const FLECHAS_ID = 'flechas-perforadoras'

const illegal = (reason: IllegalReason, rule: string, instanceId?: InstanceId): EngineError =>
  instanceId === undefined ? { code: 'illegal', reason, rule } : { code: 'illegal', reason, rule, instanceId }

/** Instants (R9.1): usable in the rival's turn as answers; the rest are Principal actions. */
export const isInstant = (act: DeclaredAct): boolean =>
  act.kind === 'cast' || act.kind === 'useSkill' || act.kind === 'drinkPotion' || act.kind === 'lente'

/** A monotonic count of the game's turns (both Masters'), to tell "another turn" apart (R22.6). */
export const gameTurn = (state: GameState): number => state.masters[0].turn + state.masters[1].turn

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
  const enemy = defOf(catalogue, actor.cardId).type === 'enemy'
  if (enemy) return phase.step === 'enemyActions' ? 'principal' : null
  return phase.step === 'dalmaActions' ? 'principal' : null
}

/** Whether the actor's own Master is in its own Fase Principal (RUL-42 for controlled Dalmas). */
const inOwnMain = (state: GameState, seat: Seat): boolean => state.phase.name === 'main' && state.activeSeat === seat

/**
 * Whether Poción de Thal's extra activation pays for this act (RUL-17): a known PRI 1 spell or skill,
 * used when the Dalma's own action or its between-rest cap is already spent (otherwise the normal
 * action is used and the extra one kept for later in the turn).
 */
function usesExtra(state: GameState, catalogue: Catalogue, actorId: InstanceId, act: DeclaredAct): boolean {
  if (act.kind !== 'cast' && act.kind !== 'useSkill') return false
  const id = act.kind === 'cast' ? act.spellId : act.skillId
  const card = state.cards[id] === undefined ? undefined : defOf(catalogue, instanceOf(state, id).cardId)
  if (card === undefined || (card.type !== 'spell' && card.type !== 'skill') || card.pri !== 1) return false
  if (!hasExtraActivation(state, actorId, 1)) return false
  if (instanceOf(state, actorId).actionMarker) return true
  return card.type === 'spell' ? castsLeft(state, catalogue, actorId) <= 0 : skillUsesLeft(state, catalogue, actorId) <= 0
}

/**
 * THE legality check of a character action: `apply` runs it before declaring, `legalActions`
 * filters its candidates through it, and the resolution runs it again with `resolving` (RUL-34),
 * when the marker and the costs are already spent and only user, target and requirements count.
 */
export function checkAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, act: DeclaredAct, timing: Timing | null, resolving = false): EngineError | null {
  const actor = state.cards[actorId]
  if (actor === undefined) return { code: 'unknownInstance', instanceId: actorId }
  const actorCard = defOf(catalogue, actor.cardId)
  const isEnemy = actorCard.type === 'enemy'
  if (isEnemy ? !isRevealedEnemy(state, actorId) : !isActiveDalma(state, catalogue, actorId)) return { code: 'notActive', instanceId: actorId }
  const seat = actor.owner
  const m = state.masters[seat]
  const extra = !resolving && usesExtra(state, catalogue, actorId, act)
  if (!resolving) {
    if (timing === null) return illegal('wrongTiming', 'R9.1')
    if (actor.actionMarker && !extra) return { code: 'hasActionMarker', instanceId: actorId }
    if (isEnemy && (timing !== 'principal' || act.kind === 'learn' || isInstant(act) && act.kind !== 'drinkPotion')) return illegal('wrongTiming', 'R10.2')
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
      const card = defOf(catalogue, instanceOf(state, act.instanceId).cardId)
      if (!isEquippable(card)) return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'equipment' }
      const check = checkEquip(state, catalogue, actorId, act.instanceId, act.replaceIds)
      if (!check.ok) return 'rule' in check ? { code: 'equipLimit', instanceId: act.instanceId, rule: check.rule } : { code: 'badReplacement', instanceId: act.instanceId }
      return null
    }
    case 'learn': {
      if (isEnemy) return { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' } // R10.3
      const e = availableCard(state, seat, act.instanceId)
      if (e !== null) return e
      const card = defOf(catalogue, instanceOf(state, act.instanceId).cardId)
      if (card.type !== 'spell' && card.type !== 'skill') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'spell|skill' }
      if (instanceOf(state, act.instanceId).learnedBy !== null) return { code: 'alreadyLearned', instanceId: act.instanceId }
      if (actorCard.type !== 'dalma' || card.profession !== actorCard.profession) return { code: 'wrongProfession', instanceId: act.instanceId }
      return affordable(learningCost(state, catalogue, actorId, act.instanceId).silver, m.silver, resolving)
    }
    case 'drinkPotion': {
      if (inCombat) return illegal('inCombat', 'R14.1')
      const e = availableCard(state, seat, act.instanceId)
      if (e !== null) return e
      if (defOf(catalogue, instanceOf(state, act.instanceId).cardId).type !== 'potion') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'potion' }
      return null
    }
    case 'applyPoison': {
      if (inCombat) return illegal('inCombat', 'R14.2')
      const e = availableCard(state, seat, act.instanceId) ?? equippedWeapon(state, catalogue, actorId, act.weaponId)
      if (e !== null) return e
      if (defOf(catalogue, instanceOf(state, act.instanceId).cardId).type !== 'poison') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'poison' }
      return null
    }
    case 'reloadBow': {
      if (inCombat) return illegal('inCombat', 'R9.3')
      const e = equippedWeapon(state, catalogue, actorId, act.weaponId)
      if (e !== null) return e
      const bow = defOf(catalogue, instanceOf(state, act.weaponId).cardId)
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
      const bow = defOf(catalogue, instanceOf(state, act.weaponId).cardId)
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
  const actorCard = defOf(catalogue, actor.cardId)
  if (!isCasterCard(actorCard) || actorCard.type !== 'dalma') return illegal('notCaster', 'R9.7', actorId)
  const spell = state.cards[spellId]
  if (spell === undefined || spell.learnedBy !== actorId) return illegal('notKnown', 'R9.7', spellId)
  const card = defOf(catalogue, spell.cardId)
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
  const card = defOf(catalogue, skill.cardId)
  if (card.type !== 'skill') return illegal('notKnown', 'R9.8', skillId)
  if (!resolving && !extra && skillUsesLeft(state, catalogue, actorId) <= 0) return illegal('noSkillUses', 'R13.3', actorId)
  const combat = state.combat
  if (needsOpenCombat(card)) {
    if (combat === null || (!resolving && timing !== 'skillWindow')) return illegal('notInCombat', 'R13.5')
  }
  if (combat !== null) {
    if (!resolving && timing !== 'skillWindow') return illegal('wrongTiming', 'R19.6')
    if (!combat.attackers.includes(actorId) && !combat.defenders.includes(actorId)) return illegal('notEligible', 'R19.6', actorId)
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
  const isDalma = defOf(catalogue, t.cardId).type === 'dalma'
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
  if (w.equippedTo !== actorId || defOf(catalogue, w.cardId).type !== 'weapon') return { code: 'noWeapon', instanceId: weaponId }
  return null
}

/** R15.9: an arrow card (Flechas perforadoras) equipped to the shooter, with units left. */
function checkArrow(state: GameState, catalogue: Catalogue, actorId: InstanceId, arrowId: InstanceId, resolving: boolean): EngineError | null {
  const a = state.cards[arrowId]
  if (a === undefined || a.equippedTo !== actorId || a.cardId !== FLECHAS_ID) return illegal('noArrows', 'R15.9', arrowId)
  const card = defOf(catalogue, a.cardId)
  const charges = card.type === 'object' ? card.charges ?? 10 : 10
  if (!resolving && a.useCounters >= charges) return illegal('noArrows', 'R15.9', arrowId)
  return null
}

// ---- declaring, answering, resolving ---------------------------------------------------------

/**
 * Declares a checked action: the actor takes its marker (or spends Poción de Thal's activation), its
 * costs and use counters are paid now (RUL-40, RUL-34), then the rival may answer (R9.12). Answers
 * and controlled actions resolve at once instead: there is no stack (R9.12, R22.4).
 */
export function declareAct(d: Draft, actorId: InstanceId, act: DeclaredAct, timing: Timing): void {
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
  if (timing === 'answer' || timing === 'controlled') {
    resolveDeclared(d, declared)
    return
  }
  openAnswers(d, declared)
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
        d.card(act.arrowId).useCounters += 1 // R15.9: one unit per arrow used
        d.emit({ type: 'arrowUsed', instanceId: act.arrowId, used: d.get(act.arrowId).useCounters, rule: 'R15.9' })
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
export function openAnswers(d: Draft, declared: DeclaredAction): void {
  if (d.s.masters[other(declared.seat)].inert) {
    resolveDeclared(d, declared)
    return
  }
  pushDecision(d, { kind: 'answers', seat: other(declared.seat), declared, declines: 1 })
}

/** The answers window after one Master declines: both declined in a row → the original resolves. */
export function declineAnswer(d: Draft): void {
  const top = topDecision(d.s)
  if (top?.kind !== 'answers') return
  d.s.stack = d.s.stack.slice(0, -1)
  if (top.declines + 1 >= 2) {
    resolveDeclared(d, top.declared)
    return
  }
  d.s.stack = [...d.s.stack, { ...top, seat: other(top.seat), declines: top.declines + 1 }]
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
export function resolveDeclared(d: Draft, declared: DeclaredAction): void {
  const { actorId, act, seat } = declared
  const error = checkAct(d.s, d.catalogue, actorId, act, null, true)
  if (error !== null) {
    d.emit({ type: 'actionFizzled', seat, actorId, act: act.kind, rule: 'RUL-34' })
    return
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
      return
    }
    case 'learn': {
      const card = d.def(act.instanceId)
      const c = learningCost(d.s, d.catalogue, actorId, act.instanceId)
      takeFrom(d.zone(seat, 'playZone'), act.instanceId)
      d.card(act.instanceId).learnedBy = actorId
      const actor = d.card(actorId)
      actor.learned = [...actor.learned, act.instanceId]
      d.emit({ type: 'learned', seat, dalmaId: actorId, dalmaCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, costSilver: c.silver, halved: c.halved, rule: c.halved ? 'R11.7' : 'R11.4' })
      return
    }
    case 'drinkPotion': {
      const card = d.def(act.instanceId)
      d.emit({ type: 'potionDrunk', seat, characterId: actorId, characterCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, rule: isEnemy ? 'R10.2' : 'R9.9' })
      applyEffects(d, effectsOf(card), { seat, sourceId: act.instanceId, targetId: actorId, rule: 'R14.1' })
      if (d.s.masters[seat].playZone.includes(act.instanceId)) discardCard(d, act.instanceId, 'playZone', 'potionDrunk', 'R14.1')
      return
    }
    case 'applyPoison': {
      const card = d.def(act.instanceId)
      const weapon = d.card(act.weaponId)
      weapon.effects = [...weapon.effects, ...effectsOf(card).map((effect) => ({ source: card.id, effect, until: 'nextAttack' as const }))]
      d.emit({ type: 'poisonApplied', seat, characterId: actorId, instanceId: act.instanceId, cardId: card.id, weaponId: act.weaponId, weaponCardId: weapon.cardId, rule: isEnemy ? 'R10.2' : 'R9.10' })
      discardCard(d, act.instanceId, 'playZone', 'poisonApplied', 'R14.2')
      return
    }
    case 'reloadBow': {
      const bow = d.card(act.weaponId)
      bow.loaded = true
      if (act.arrowId !== null) {
        // R15.9: a Flechas perforadoras arrow adds its bonus to this load's shot.
        bow.effects = [...bow.effects, { source: FLECHAS_ID, effect: { kind: 'modifyStat', stat: 'strength', amount: 2, duration: 'nextAttack' }, until: 'nextAttack' }]
      }
      const actor = d.card(actorId)
      actor.flags = { ...actor.flags, reloaded: true }
      const card = d.def(act.weaponId)
      d.emit({ type: 'bowReloaded', seat, characterId: actorId, characterCardId: actorCardId, weaponId: act.weaponId, weaponCardId: card.id, costSilver: act.arrowId === null && card.type === 'weapon' ? toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) : 0, rule: isEnemy ? 'R10.2' : 'R9.3' })
      return
    }
    case 'shoot':
      performShot(d, actorId, act.weaponId, act.targetId, isEnemy ? 'R10.2' : 'R9.4')
      return
    case 'explore': {
      enterCombatZone(d, actorId)
      const actor = d.card(actorId)
      actor.flags = { ...actor.flags, explored: true }
      d.emit({ type: 'explored', seat, dalmaId: actorId, targetId: act.targetId, rule: 'R16.1' })
      openTrapWindow(d, other(seat), [actorId], declared) // R16.2
      return
    }
    case 'cast':
      resolveCast(d, declared, act.spellId, act.targetId)
      return
    case 'useSkill': {
      if (d.s.combat === null && !isDalmaInCombatZone(d.s, actorId)) {
        // R13.2: a skill declared from the Zona de Juego first advances its Dalma (and the entry may spring traps).
        enterCombatZone(d, actorId)
        openTrapWindow(d, other(seat), [actorId], declared)
        return
      }
      resolveSkillEffect(d, declared)
      return
    }
    case 'lente': {
      const module = cardRegistry.get(LENTE_ID)
      module?.activate?.(d, declared)
      return
    }
  }
}

/** After the entry's trap window: the explorer's combat or the advanced skill's effect, if its user survived. */
export function continueAfterEntry(d: Draft, declared: DeclaredAction): void {
  if (!isActiveDalma(d.s, d.catalogue, declared.actorId)) return
  if (declared.act.kind === 'explore') {
    const targetId = declared.act.targetId
    const t = d.get(targetId)
    const stillThere = isRevealedEnemy(d.s, targetId) || (isDalmaInCombatZone(d.s, targetId) && !t.flags.fought)
    if (!stillThere) {
      d.emit({ type: 'actionFizzled', seat: declared.seat, actorId: declared.actorId, act: 'explore', rule: 'RUL-34' })
      return
    }
    startExploreCombat(d, declared.actorId, targetId)
  } else if (declared.act.kind === 'useSkill') {
    resolveSkillEffect(d, declared)
  }
}

/** R7.2's opposite: a Dalma steps from its Zona de Juego into the Zona de Combate (R16.1, R13.2, R17.4). */
export function enterCombatZone(d: Draft, dalmaId: InstanceId): void {
  const seat = d.get(dalmaId).owner
  if (!d.s.masters[seat].playZone.includes(dalmaId)) return
  takeFrom(d.zone(seat, 'playZone'), dalmaId)
  d.zone(seat, 'combatZone').push(dalmaId)
  d.emit({ type: 'enteredCombatZone', seat, dalmaIds: [dalmaId], rule: 'R16.1' })
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
    if (d.s.result !== null) return
  }
}

/** Rival Dalmas able to answer now: active, unmarked (R9.12). */
export function answeringDalmas(state: GameState, catalogue: Catalogue, seat: Seat): InstanceId[] {
  return activeDalmas(state, catalogue, seat).filter((id) => !instanceOf(state, id).actionMarker || instanceOf(state, id).effects.some((e) => e.effect.kind === 'extraActivation'))
}
