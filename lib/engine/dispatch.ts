// One action, before the driver carries on: whose decision it answers, whether the rules allow it
// (the checks are the query modules': act-check, trap-check, combat-queries, legal), and which
// section's step does it. Returns what that step asks the driver to run next, or a typed error; a
// refused action changes nothing the caller keeps (the driver drops the draft).
import type { Action, ChoiceAction } from './actions'
import { checkAct, timingFor, type Timing } from './act-check'
import { declareAct, declineAnswer, afterAnswer, continueAfterEntry, markControlledIdle } from './acts'
import { isSelfHarm } from './cards/control-mental'
import { arrowUsable } from './cards/flechas-perforadoras'
import {
  addDefender, aimBow, closeDefence, closeWindowTurn, meleeAttack, pair, reloadInCombat, startOffensive, throwWeapon,
} from './combat'
import { availableDefenders, loadedBows, opponentsOf, reinforceOptions, reloadOffer, splitOptions, throwingWeapons, unplaced } from './combat-queries'
import type { Draft } from './draft'
import type { EngineError } from './errors'
import type { InstanceId, Seat } from './ids'
import { actOf } from './legal'
import { applyMasterAction, checkOwnIn } from './master-actions'
import { attackerCandidates, offensiveAllowed, variantAllowsOffensive } from './offensive'
import { INN_SILVER, isActiveDalma, MAX_REPLACEMENT } from './queries'
import { applySplit, placeReinforcement } from './reinforcements'
import { afterInitialReplacement, protectingEnemyChosen, replaceCards } from './setup'
import { popDecision, pushDecision, replaceTop, topDecision } from './stack'
import type { DeclaredAct, Decision, GameState, Next } from './state'
import { checkTrap } from './trap-check'
import { springTrap } from './traps'
import { endTurn, enterDalmaStep, enterEndOfTurn, enterMain, innRest } from './turn'
import { discardCard } from './zones'

/** What an accepted action asks the driver to run next (null: nothing; the state says what follows). */
export type Dispatched = { ok: true; next: Next | null } | { ok: false; error: EngineError }

const DONE: Dispatched = Object.freeze({ ok: true, next: null })
const then = (next: Next | null): Dispatched => (next === null ? DONE : { ok: true, next })
const refuse = (error: EngineError): Dispatched => ({ ok: false, error })
const done = (error: EngineError | null): Dispatched => (error === null ? DONE : { ok: false, error })

export function dispatch(d: Draft, action: Action): Dispatched {
  const top = topDecision(d.s)
  if (top !== undefined) return answerDecision(d, top, action)
  switch (action.type) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      return refuse({ code: 'noSuchChoice', action: action.type })
    default:
  }
  const phase = d.s.phase
  const wrongPhase: EngineError = { code: 'wrongPhase', phase, action: action.type }
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure':
      if (phase.name !== 'main' || phase.step !== 'masterActions') return refuse(wrongPhase)
      return done(applyMasterAction(d, action))
    case 'endEnemyActions':
      if (phase.name !== 'main' || phase.step !== 'enemyActions') return refuse(wrongPhase)
      enterDalmaStep(d)
      return DONE
    case 'endDalmaActions':
      if (phase.name !== 'main' || phase.step !== 'dalmaActions') return refuse(wrongPhase)
      enterEndOfTurn(d)
      return DONE
    case 'pass':
      if (phase.name !== 'endOfTurn') return refuse(wrongPhase)
      return then(endTurn(d, d.s.activeSeat))
    case 'declareOffensive':
      if (phase.name !== 'endOfTurn') return refuse(wrongPhase)
      if (!variantAllowsOffensive(d.s, d.s.activeSeat)) return refuse({ code: 'illegal', reason: 'offensiveNotYet', rule: variantRule(d.s.variant) })
      if (!offensiveAllowed(d.s, d.catalogue, d.s.activeSeat)) return refuse({ code: 'illegal', reason: 'noAttackers', rule: 'R17.2' })
      pushDecision(d, { kind: 'attackers', seat: d.s.activeSeat, chosen: [] })
      return DONE
    default: {
      const declared = actOf(action)
      if (declared === null) return refuse({ code: 'noSuchChoice', action: action.type })
      return declareCharacterAct(d, action, declared.actorId, declared.act)
    }
  }
}

const variantRule = (v: GameState['variant']): string => (v === 'rapida' ? 'R23.1' : v === 'pensada' ? 'R23.2' : v === 'estrategica' ? 'R23.3' : 'RUL-11')

/** A Dalma or enemy action in its own timing: the actor must be of the kind the action names, then the one check (act-check.ts). */
function declareCharacterAct(d: Draft, action: Action, actorId: InstanceId, act: DeclaredAct): Dispatched {
  const c = d.s.cards[actorId]
  if (c === undefined) return refuse({ code: 'unknownInstance', instanceId: actorId })
  const isEnemyAction = action.type.startsWith('enemy')
  const isEnemy = d.def(actorId).type === 'enemy'
  if (isEnemyAction !== isEnemy) return refuse(isEnemy ? { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' } : { code: 'notActive', instanceId: actorId })
  const timing = timingFor(d.s, d.catalogue, actorId)
  if (timing === null && c.owner !== d.s.activeSeat) return refuse({ code: 'notOwn', instanceId: actorId })
  if (timing === null) return refuse({ code: 'wrongPhase', phase: d.s.phase, action: action.type })
  const error = checkAct(d.s, d.catalogue, actorId, act, timing)
  if (error !== null) return refuse(error)
  return then(declareAct(d, actorId, act, timing))
}

const CHOICE_TYPES: ReadonlySet<string> = new Set(['initialReplacement', 'chooseProtectingEnemy', 'innRest', 'deferredReplacement', 'discardToLimit', 'keepEmblem'])

/** The refusal of an action that does not answer the decision on top. */
const pending = (top: Decision, action: Action): Dispatched => refuse({ code: 'choicePending', pending: top.kind, action: action.type })

/** An action answering the decision on top of the stack. */
function answerDecision(d: Draft, top: Decision, action: Action): Dispatched {
  switch (top.kind) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      if (action.type !== top.kind) return CHOICE_TYPES.has(action.type) ? refuse({ code: 'noSuchChoice', action: action.type }) : pending(top, action)
      return answerChoice(d, top, action as ChoiceAction)
    case 'answers': {
      if (action.type === 'decline') return then(declineAnswer(d))
      const declared = actOf(action)
      if (declared === null || action.type.startsWith('enemy')) return pending(top, action)
      if (d.s.cards[declared.actorId]?.owner !== top.seat) return refuse({ code: 'illegal', reason: 'notYourDecision', rule: 'R9.12' })
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, 'answer')
      if (error !== null) return refuse(error)
      const next = declareAct(d, declared.actorId, declared.act, 'answer')
      afterAnswer(d, top.seat)
      return then(next)
    }
    case 'traps': {
      if (action.type === 'decline') {
        // The window closes; the action that made the Dalmas enter carries on (RUL-43).
        popDecision(d)
        return then(top.then === null ? null : continueAfterEntry(d, top.then))
      }
      if (action.type !== 'activateTrap') return pending(top, action)
      const error = checkTrap(d.s, d.catalogue, action.dalmaId, action.trapId, action.targetId)
      if (error !== null) return refuse(error)
      springTrap(d, action.dalmaId, action.trapId, action.targetId)
      return DONE
    }
    case 'attackers': {
      if (action.type === 'chooseAttacker') {
        if (top.chosen.includes(action.dalmaId) || !attackerCandidates(d.s, d.catalogue, top.seat).includes(action.dalmaId)) {
          return refuse({ code: 'illegal', reason: 'notEligible', rule: 'R17.2', instanceId: action.dalmaId })
        }
        replaceTop(d, { ...top, chosen: [...top.chosen, action.dalmaId] })
        return DONE
      }
      if (action.type === 'launchOffensive') {
        if (top.chosen.length === 0) return refuse({ code: 'illegal', reason: 'noAttackers', rule: 'R17.2' })
        popDecision(d)
        startOffensive(d, top.seat, top.chosen, false)
        return DONE
      }
      return pending(top, action)
    }
    case 'defenders': {
      if (action.type === 'decline') { closeDefence(d); return DONE }
      if (action.type !== 'addDefender') return pending(top, action)
      if (!availableDefenders(d.s, d.catalogue).includes(action.dalmaId)) return refuse({ code: 'illegal', reason: 'notEligible', rule: 'R17.5', instanceId: action.dalmaId })
      addDefender(d, action.dalmaId)
      return DONE
    }
    case 'pairings': {
      if (action.type !== 'pair') return pending(top, action)
      const combat = d.s.combat
      if (combat === null) return refuse({ code: 'illegal', reason: 'notInCombat', rule: 'R19.14' })
      const free = unplaced(combat)
      if (!free.a.includes(action.attackerId) || !free.d.includes(action.defenderId)) return refuse({ code: 'illegal', reason: 'pairingRule', rule: 'R19.14' })
      pair(d, action.attackerId, action.defenderId)
      return DONE
    }
    case 'reinforce': {
      if (action.type !== 'reinforce') return pending(top, action)
      if (!reinforceOptions(d.s, top.seat).some(([f, o]) => f === action.fighterId && o === action.opponentId)) return refuse({ code: 'illegal', reason: 'balanceRule', rule: 'R19.15' })
      placeReinforcement(d, action.fighterId, action.opponentId)
      return DONE
    }
    case 'split': {
      if (action.type !== 'split') return pending(top, action)
      if (!splitOptions(d.s, top.seat, top.engagement).some(([f, o]) => f === action.fighterId && o === action.opponentId)) return refuse({ code: 'illegal', reason: 'notPaired', rule: 'R19.17' })
      applySplit(d, top.engagement, action.fighterId, action.opponentId)
      return DONE
    }
    case 'combatWindow': {
      if (action.type === 'decline') { closeWindowTurn(d); return DONE }
      const declared = actOf(action)
      if (declared === null || declared.actorId !== top.fighterId) return pending(top, action)
      const timing: Timing = top.window === 'spell' ? 'spellWindow' : 'skillWindow'
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, timing)
      if (error !== null) return refuse(error)
      closeWindowTurn(d)
      return then(declareAct(d, declared.actorId, declared.act, timing))
    }
    case 'bow': {
      if (action.type !== 'aimBow' || action.fighterId !== top.fighterId) return pending(top, action)
      const combat = d.s.combat
      if (combat === null) return refuse({ code: 'illegal', reason: 'notInCombat', rule: 'R19.11' })
      if (!loadedBows(d.s, d.catalogue, action.fighterId).includes(action.weaponId)) return refuse({ code: 'illegal', reason: 'notLoaded', rule: 'R19.11', instanceId: action.weaponId })
      if (!opponentsOf(combat, action.fighterId).includes(action.targetId)) return refuse({ code: 'illegal', reason: 'notPaired', rule: 'RUL-47', instanceId: action.targetId })
      aimBow(d, action.fighterId, action.weaponId, action.targetId)
      return DONE
    }
    case 'throw': {
      if (action.type === 'decline') { closeWindowTurn(d); return DONE }
      if (action.type !== 'throw' || action.fighterId !== top.fighterId) return pending(top, action)
      const combat = d.s.combat
      if (combat === null) return refuse({ code: 'illegal', reason: 'notInCombat', rule: 'R19.13' })
      if (!throwingWeapons(d.s, d.catalogue, action.fighterId).includes(action.weaponId)) return refuse({ code: 'illegal', reason: 'notThrowing', rule: 'R19.13', instanceId: action.weaponId })
      if (!opponentsOf(combat, action.fighterId).includes(action.targetId)) return refuse({ code: 'illegal', reason: 'notPaired', rule: 'RUL-20', instanceId: action.targetId })
      throwWeapon(d, action.fighterId, action.weaponId, action.targetId)
      return DONE
    }
    case 'melee': {
      const combat = d.s.combat
      if (combat === null) return refuse({ code: 'illegal', reason: 'notInCombat', rule: 'R19.5' })
      if (action.type === 'attack' && action.fighterId === top.fighterId) {
        if (!opponentsOf(combat, action.fighterId).includes(action.targetId)) return refuse({ code: 'illegal', reason: 'notPaired', rule: 'RUL-20', instanceId: action.targetId })
        meleeAttack(d, action.fighterId, action.targetId)
        return DONE
      }
      if (action.type === 'reloadInCombat' && action.fighterId === top.fighterId) {
        const arrowId = action.arrowId ?? null
        if (!reloadOffer(d.s, d.catalogue, action.fighterId).some((r) => r.weaponId === action.weaponId && r.arrowId === arrowId)) {
          return refuse(arrowId !== null && !arrowUsable(d.s, d.catalogue, action.fighterId, arrowId)
            ? { code: 'illegal', reason: 'noArrows', rule: 'R15.9', instanceId: arrowId }
            : { code: 'illegal', reason: 'noReloadNow', rule: 'RUL-38', instanceId: action.weaponId })
        }
        reloadInCombat(d, action.fighterId, action.weaponId, arrowId)
        return DONE
      }
      return pending(top, action)
    }
    case 'controlled': {
      const declared = actOf(action)
      if (declared === null || declared.actorId !== top.dalmaId || action.type.startsWith('enemy')) return refuse({ code: 'illegal', reason: 'mustChooseAction', rule: 'R22.4' })
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, 'controlled')
      if (error !== null) return refuse(error)
      if (isSelfHarm(d.s, d.catalogue, declared.actorId, declared.act)) return refuse({ code: 'illegal', reason: 'selfHarm', rule: 'RUL-29' })
      popDecision(d)
      return then(declareAct(d, declared.actorId, declared.act, 'controlled'))
    }
  }
}

/**
 * A decision with no option at all closes without an answer: a combat window passes its fighter
 * by; a controlled Dalma with nothing it may do still takes its marker (RUL-29). What comes after
 * is what a declined decision of that kind would have led to.
 */
export function closeUnanswerable(d: Draft, top: Decision): Next | null {
  if (top.kind === 'melee' || top.kind === 'throw' || top.kind === 'combatWindow' || top.kind === 'bow') {
    closeWindowTurn(d)
    return null
  }
  popDecision(d)
  if (top.kind === 'controlled') markControlledIdle(d, top.dalmaId)
  if (top.kind === 'discardToLimit') return top.then ?? null
  return null
}

// ---- the setup and turn choices ---------------------------------------------------------------

/** A set of distinct hand cards of `seat`, between `min` and `max` of them. */
function checkHandSet(d: Draft, seat: Seat, ids: readonly InstanceId[], min: number, max: number): EngineError | null {
  if (new Set(ids).size !== ids.length) return { code: 'duplicateIds' }
  if (ids.length > max) return { code: 'tooManyCards', max, given: ids.length }
  if (ids.length < min) return { code: 'wrongCount', expected: min, given: ids.length }
  for (const id of ids) {
    const e = checkOwnIn(d, seat, id, 'hand')
    if (e !== null) return e
  }
  return null
}

type ChoiceDecision = Extract<Decision, { kind: ChoiceAction['type'] }>

function answerChoice(d: Draft, top: ChoiceDecision, action: ChoiceAction): Dispatched {
  const seat = top.seat
  switch (action.type) {
    case 'initialReplacement': {
      const e = checkHandSet(d, seat, action.instanceIds, 0, MAX_REPLACEMENT)
      if (e !== null) return refuse(e)
      popDecision(d)
      if (action.instanceIds.length > 0) replaceCards(d, seat, action.instanceIds, false)
      // RUL-3: zero cards is not using it, so the deferred right stays (R6.8).
      else d.emit({ type: 'replacementDeclined', seat, deferred: false, rule: 'RUL-3' })
      return then(afterInitialReplacement(d, seat))
    }
    case 'chooseProtectingEnemy': {
      const c = d.s.cards[action.instanceId]
      if (c === undefined) return refuse({ code: 'unknownInstance', instanceId: action.instanceId })
      if (c.owner !== seat) return refuse({ code: 'notOwn', instanceId: action.instanceId })
      if (!d.s.masters[seat].relicZone.enemies.includes(action.instanceId)) return refuse({ code: 'wrongZone', instanceId: action.instanceId, expected: 'relicZone' })
      return then(protectingEnemyChosen(d, seat, action.instanceId))
    }
    case 'innRest': {
      const ids = action.dalmaIds
      if (new Set(ids).size !== ids.length) return refuse({ code: 'duplicateIds' })
      for (const id of ids) {
        const c = d.s.cards[id]
        if (c === undefined) return refuse({ code: 'unknownInstance', instanceId: id })
        if (c.owner !== seat) return refuse({ code: 'notOwn', instanceId: id })
        if (!isActiveDalma(d.s, d.catalogue, id)) return refuse({ code: 'notActive', instanceId: id })
      }
      const cost = INN_SILVER * ids.length
      if (cost > d.s.masters[seat].silver) return refuse({ code: 'cannotAfford', needSilver: cost, haveSilver: d.s.masters[seat].silver })
      popDecision(d)
      return then(innRest(d, seat, ids))
    }
    case 'deferredReplacement': {
      const e = checkHandSet(d, seat, action.instanceIds, 0, MAX_REPLACEMENT)
      if (e !== null) return refuse(e)
      popDecision(d)
      if (action.instanceIds.length > 0) replaceCards(d, seat, action.instanceIds, true)
      else d.emit({ type: 'replacementDeclined', seat, deferred: true, rule: 'RUL-4' })
      return then(enterMain(d))
    }
    case 'discardToLimit': {
      if (top.kind !== 'discardToLimit') return refuse({ code: 'noSuchChoice', action: action.type })
      // R5.10, staged (issue 7): one card at a time, so the options are the hand, never its subsets;
      // when the whole hand must go (or nothing), that one set is the only option.
      const count = top.count
      const whole = count === 0 || count >= d.s.masters[seat].hand.length
      const e = checkHandSet(d, seat, action.instanceIds, whole ? count : 1, whole ? count : 1)
      if (e !== null) return refuse(e)
      const last = whole || count === 1
      if (last) popDecision(d)
      else replaceTop(d, { ...top, count: count - 1 })
      for (const id of action.instanceIds) discardCard(d, id, 'hand', 'handLimit', 'R5.10')
      return then(last ? top.then ?? null : null)
    }
    case 'keepEmblem': {
      if (top.kind !== 'keepEmblem') return refuse({ code: 'noSuchChoice', action: action.type })
      const [a, b] = top.options
      if (action.instanceId !== a && action.instanceId !== b) return refuse({ code: 'notAnOption', instanceId: action.instanceId })
      popDecision(d)
      discardCard(d, action.instanceId === a ? b : a, 'playZone', 'emblem', 'R15.7')
      return DONE
    }
  }
}
