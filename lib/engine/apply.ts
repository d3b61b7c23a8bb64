// apply: one action on a state, returning the next state and what happened, or a typed error.
// The input is never mutated (see draft.ts); illegal actions are errors, never exceptions.
import { toSilver, type Catalogue } from '../catalogue/model'
import type { Action, ChoiceAction, MasterAction } from './actions'
import { afterAnswer, checkAct, declareAct, declineAnswer, timingFor, type Timing } from './acts'
import { isSelfHarm } from './cards/control-mental'
import { addDefender, availableDefenders, opponentsOf, reloadOffer, startOffensive, unplaced } from './combat'
import { Draft } from './draft'
import { applyEffects } from './effects'
import type { EngineError } from './errors'
import type { GameEvent } from './events'
import { discardThrown, resolveAttack, returnThrown, unequip } from './fighting'
import { resume } from './flow'
import { actOf, revealCost } from './legal'
import { attackerCandidates, offensiveAllowed, variantAllowsOffensive } from './offensive'
import { ENEMY_REVEAL_SILVER, INN_SILVER, isActiveDalma, MAX_REPLACEMENT, canDraw } from './queries'
import { applySplit, placeReinforcement, reinforceOptions, splitOptions } from './reinforcements'
import { afterInitialReplacement, askProtectingEnemy, finishSetup, replaceCards } from './setup'
import { popDecision, pushDecision, replaceTop, topDecision } from './stack'
import type { DeclaredAct, Decision, GameState, InstanceId, Seat } from './state'
import { checkTrap, closeTrapWindow, springTrap } from './traps'
import { fireAbilities } from './triggers'
import { endTurn, enterDalmaStep, enterEndOfTurn, enterMain, innRest } from './turn'
import { discardCard, drawCard, enforceHandLimit, pay, takeFrom } from './zones'

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError }

const fail = (error: EngineError): ApplyResult => ({ ok: false, error })

export function apply(state: GameState, action: Action, catalogue: Catalogue): ApplyResult {
  if (state.result !== null) return fail({ code: 'gameOver' })
  const d = new Draft(state, catalogue)
  const error = dispatch(d, action)
  if (error !== null) return fail(error)
  resume(d)
  d.s.log = state.log.concat([action]) // one exact-size copy (a spread walks an iterator; slice then push copies twice)
  return { ok: true, state: d.s, events: d.events }
}

/** Applies one action inside a draft (the driver uses it for forced single options). */
export function applyInDraft(d: Draft, action: Action): EngineError | null {
  return dispatch(d, action)
}

function dispatch(d: Draft, action: Action): EngineError | null {
  const top = topDecision(d.s)
  if (top !== undefined) return applyDecision(d, top, action)
  switch (action.type) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      return { code: 'noSuchChoice', action: action.type }
    default:
  }
  const phase = d.s.phase
  const wrongPhase: EngineError = { code: 'wrongPhase', phase, action: action.type }
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure':
      if (phase.name !== 'main' || phase.step !== 'masterActions') return wrongPhase
      return applyMasterAction(d, action)
    case 'endEnemyActions':
      if (phase.name !== 'main' || phase.step !== 'enemyActions') return wrongPhase
      enterDalmaStep(d)
      return null
    case 'endDalmaActions':
      if (phase.name !== 'main' || phase.step !== 'dalmaActions') return wrongPhase
      enterEndOfTurn(d)
      return null
    case 'pass':
      if (phase.name !== 'endOfTurn') return wrongPhase
      endTurn(d, d.s.activeSeat)
      return null
    case 'declareOffensive':
      if (phase.name !== 'endOfTurn') return wrongPhase
      if (!variantAllowsOffensive(d.s, d.s.activeSeat)) return { code: 'illegal', reason: 'offensiveNotYet', rule: variantRule(d.s.variant) }
      if (!offensiveAllowed(d.s, d.catalogue, d.s.activeSeat)) return { code: 'illegal', reason: 'noAttackers', rule: 'R17.2' }
      pushDecision(d, { kind: 'attackers', seat: d.s.activeSeat, chosen: [] })
      return null
    default: {
      const declared = actOf(action)
      if (declared === null) return { code: 'noSuchChoice', action: action.type }
      return declareCharacterAct(d, action, declared.actorId, declared.act)
    }
  }
}

const variantRule = (v: GameState['variant']): string => (v === 'rapida' ? 'R23.1' : v === 'pensada' ? 'R23.2' : v === 'estrategica' ? 'R23.3' : 'RUL-11')

/** A Dalma or enemy action: the actor must be of the kind the action names, then the one check (acts.ts). */
function declareCharacterAct(d: Draft, action: Action, actorId: InstanceId, act: DeclaredAct): EngineError | null {
  const c = d.s.cards[actorId]
  if (c === undefined) return { code: 'unknownInstance', instanceId: actorId }
  const isEnemyAction = action.type.startsWith('enemy')
  const isEnemy = d.def(actorId).type === 'enemy'
  if (isEnemyAction !== isEnemy) return isEnemy ? { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' } : { code: 'notActive', instanceId: actorId }
  const timing = timingFor(d.s, d.catalogue, actorId)
  if (timing === null && c.owner !== d.s.activeSeat) return { code: 'notOwn', instanceId: actorId }
  if (timing === null) return { code: 'wrongPhase', phase: d.s.phase, action: action.type }
  const error = checkAct(d.s, d.catalogue, actorId, act, timing)
  if (error !== null) return error
  declareAct(d, actorId, act, timing as Timing)
  enforceHandLimit(d, d.s.activeSeat)
  return null
}

const CHOICE_TYPES: ReadonlySet<string> = new Set(['initialReplacement', 'chooseProtectingEnemy', 'innRest', 'deferredReplacement', 'discardToLimit', 'keepEmblem'])

/** An action answering the decision on top of the stack. */
function applyDecision(d: Draft, top: Decision, action: Action): EngineError | null {
  switch (top.kind) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      if (action.type !== top.kind) {
        return CHOICE_TYPES.has(action.type) ? { code: 'noSuchChoice', action: action.type } : { code: 'choicePending', pending: top.kind, action: action.type }
      }
      return applyChoice(d, action as ChoiceAction, top.seat)
    case 'answers': {
      if (action.type === 'decline') {
        d.emit({ type: 'answerDeclined', seat: top.seat, rule: 'R9.12' })
        declineAnswer(d)
        return null
      }
      const declared = actOf(action)
      if (declared === null || action.type.startsWith('enemy')) return { code: 'choicePending', pending: top.kind, action: action.type }
      const owner = d.s.cards[declared.actorId]?.owner
      if (owner !== top.seat) return { code: 'illegal', reason: 'notYourDecision', rule: 'R9.12' }
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, 'answer')
      if (error !== null) return error
      declareAct(d, declared.actorId, declared.act, 'answer')
      afterAnswer(d, top.seat)
      return null
    }
    case 'traps': {
      if (action.type === 'decline') { closeTrapWindow(d); return null }
      if (action.type !== 'activateTrap') return { code: 'choicePending', pending: top.kind, action: action.type }
      const error = checkTrap(d.s, d.catalogue, action.dalmaId, action.trapId, action.targetId)
      if (error !== null) return error
      springTrap(d, action.dalmaId, action.trapId, action.targetId)
      return null
    }
    case 'attackers': {
      if (action.type === 'chooseAttacker') {
        if (top.chosen.includes(action.dalmaId) || !attackerCandidates(d.s, d.catalogue, top.seat).includes(action.dalmaId)) {
          return { code: 'illegal', reason: 'notEligible', rule: 'R17.2', instanceId: action.dalmaId }
        }
        replaceTop(d, { ...top, chosen: [...top.chosen, action.dalmaId] })
        return null
      }
      if (action.type === 'launchOffensive') {
        if (top.chosen.length === 0) return { code: 'illegal', reason: 'noAttackers', rule: 'R17.2' }
        popDecision(d)
        startOffensive(d, top.seat, top.chosen, false)
        return null
      }
      return { code: 'choicePending', pending: top.kind, action: action.type }
    }
    case 'defenders': {
      if (action.type === 'decline') { popDecision(d); return null }
      if (action.type !== 'addDefender') return { code: 'choicePending', pending: top.kind, action: action.type }
      if (!availableDefenders(d.s, d.catalogue).includes(action.dalmaId)) return { code: 'illegal', reason: 'notEligible', rule: 'R17.5', instanceId: action.dalmaId }
      addDefender(d, action.dalmaId)
      return null
    }
    case 'pairings': {
      if (action.type !== 'pair') return { code: 'choicePending', pending: top.kind, action: action.type }
      const combat = d.s.combat
      if (combat === null) return { code: 'illegal', reason: 'notInCombat', rule: 'R19.14' }
      const free = unplaced(combat)
      if (!free.a.includes(action.attackerId) || !free.d.includes(action.defenderId)) return { code: 'illegal', reason: 'pairingRule', rule: 'R19.14' }
      d.s.combat = { ...combat, engagements: [...combat.engagements, { a: [action.attackerId], d: [action.defenderId] }] }
      d.emit({ type: 'paired', attackerId: action.attackerId, defenderId: action.defenderId, rule: combat.round === 0 ? 'R19.14' : 'R19.18' })
      popDecision(d)
      return null
    }
    case 'reinforce': {
      if (action.type !== 'reinforce') return { code: 'choicePending', pending: top.kind, action: action.type }
      if (!reinforceOptions(d.s, top.seat).some(([f, o]) => f === action.fighterId && o === action.opponentId)) return { code: 'illegal', reason: 'balanceRule', rule: 'R19.15' }
      placeReinforcement(d, action.fighterId, action.opponentId)
      return null
    }
    case 'split': {
      if (action.type !== 'split') return { code: 'choicePending', pending: top.kind, action: action.type }
      if (!splitOptions(d.s, top.seat, top.engagement).some(([f, o]) => f === action.fighterId && o === action.opponentId)) return { code: 'illegal', reason: 'notPaired', rule: 'R19.17' }
      applySplit(d, top.engagement, action.fighterId, action.opponentId)
      return null
    }
    case 'combatWindow': {
      if (action.type === 'decline') { closeWindowTurn(d); return null }
      const declared = actOf(action)
      if (declared === null || declared.actorId !== top.fighterId) return { code: 'choicePending', pending: top.kind, action: action.type }
      const timing: Timing = top.window === 'spell' ? 'spellWindow' : 'skillWindow'
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, timing)
      if (error !== null) return error
      closeWindowTurn(d)
      declareAct(d, declared.actorId, declared.act, timing)
      return null
    }
    case 'throw': {
      if (action.type === 'decline') { closeWindowTurn(d); return null }
      if (action.type !== 'throw' || action.fighterId !== top.fighterId) return { code: 'choicePending', pending: top.kind, action: action.type }
      const combat = d.s.combat
      if (combat === null) return { code: 'illegal', reason: 'notInCombat', rule: 'R19.13' }
      const w = d.s.cards[action.weaponId]
      const wc = w === undefined ? undefined : d.def(action.weaponId)
      if (w === undefined || w.equippedTo !== action.fighterId || wc?.type !== 'weapon' || wc.weaponKind !== 'throwing') return { code: 'illegal', reason: 'notThrowing', rule: 'R19.13', instanceId: action.weaponId }
      if (!opponentsOf(combat, action.fighterId).includes(action.targetId)) return { code: 'illegal', reason: 'notPaired', rule: 'RUL-20', instanceId: action.targetId }
      closeWindowTurn(d)
      throwWeapon(d, action.fighterId, action.weaponId, action.targetId)
      return null
    }
    case 'melee': {
      const combat = d.s.combat
      if (combat === null) return { code: 'illegal', reason: 'notInCombat', rule: 'R19.5' }
      if (action.type === 'attack' && action.fighterId === top.fighterId) {
        if (!opponentsOf(combat, action.fighterId).includes(action.targetId)) return { code: 'illegal', reason: 'notPaired', rule: 'RUL-20', instanceId: action.targetId }
        closeWindowTurn(d)
        resolveAttack(d, action.fighterId, action.targetId, 'melee', null, 'R19.9')
        return null
      }
      if (action.type === 'reloadInCombat' && action.fighterId === top.fighterId) {
        if (!reloadOffer(d.s, d.catalogue, action.fighterId).includes(action.weaponId)) return { code: 'illegal', reason: 'noReloadNow', rule: 'RUL-38', instanceId: action.weaponId }
        closeWindowTurn(d)
        reloadInCombat(d, action.fighterId, action.weaponId)
        return null
      }
      return { code: 'choicePending', pending: top.kind, action: action.type }
    }
    case 'controlled': {
      const declared = actOf(action)
      if (declared === null || declared.actorId !== top.dalmaId || action.type.startsWith('enemy')) return { code: 'illegal', reason: 'mustChooseAction', rule: 'R22.4' }
      const error = checkAct(d.s, d.catalogue, declared.actorId, declared.act, 'controlled')
      if (error !== null) return error
      if (isSelfHarm(d.s, d.catalogue, declared.actorId, declared.act)) return { code: 'illegal', reason: 'selfHarm', rule: 'RUL-29' }
      popDecision(d)
      declareAct(d, declared.actorId, declared.act, 'controlled')
      return null
    }
  }
}

/** The window's current fighter is done: it leaves the queue and the frame closes (the combat offers the next). */
function closeWindowTurn(d: Draft): void {
  popDecision(d)
  const combat = d.s.combat
  if (combat !== null && combat.queue.length > 0) d.s.combat = { ...combat, queue: combat.queue.slice(1) }
}

/** R19.13, RUL-19: the weapon leaves the hand; a kill brings it back revealed, a miss discards it. */
function throwWeapon(d: Draft, fighterId: InstanceId, weaponId: InstanceId, targetId: InstanceId): void {
  const combat = d.s.combat
  if (combat !== null) d.s.combat = { ...combat, threw: [...combat.threw, fighterId] }
  d.emit({ type: 'weaponThrown', fighterId, weaponId, targetId, rule: 'R19.13' })
  unequip(d, weaponId)
  const result = resolveAttack(d, fighterId, targetId, 'throw', weaponId, 'R19.13')
  if (result === 'killed') returnThrown(d, weaponId)
  else discardThrown(d, weaponId)
}

/** R19.12, RUL-33: reloading replaces the attack; the arrow is paid; no action is used. */
function reloadInCombat(d: Draft, fighterId: InstanceId, weaponId: InstanceId): void {
  const card = d.def(weaponId)
  const seat = d.get(fighterId).owner
  pay(d, seat, card.type === 'weapon' ? toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) : 0, 'RUL-33')
  d.card(weaponId).loaded = true
  d.emit({ type: 'reloadedInCombat', fighterId, weaponId, rule: 'R19.12' })
}

// ---- checks shared by several actions -------------------------------------------------------

function checkOwnIn(d: Draft, seat: Seat, id: InstanceId, zone: 'hand' | 'playZone'): EngineError | null {
  const c = d.s.cards[id]
  if (c === undefined) return { code: 'unknownInstance', instanceId: id }
  if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
  if (!d.s.masters[seat][zone].includes(id)) return { code: 'wrongZone', instanceId: id, expected: zone }
  return null
}

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

// ---- pending choices ------------------------------------------------------------------------

function applyChoice(d: Draft, action: ChoiceAction, seat: Seat): EngineError | null {
  switch (action.type) {
    case 'initialReplacement': {
      const e = checkHandSet(d, seat, action.instanceIds, 0, MAX_REPLACEMENT)
      if (e !== null) return e
      popDecision(d)
      if (action.instanceIds.length > 0) replaceCards(d, seat, action.instanceIds, false)
      // RUL-3: zero cards is not using it, so the deferred right stays (R6.8).
      else d.emit({ type: 'replacementDeclined', seat, deferred: false, rule: 'RUL-3' })
      afterInitialReplacement(d, seat)
      return null
    }
    case 'chooseProtectingEnemy': {
      const c = d.s.cards[action.instanceId]
      if (c === undefined) return { code: 'unknownInstance', instanceId: action.instanceId }
      if (c.owner !== seat) return { code: 'notOwn', instanceId: action.instanceId }
      if (!d.s.masters[seat].relicZone.enemies.includes(action.instanceId)) return { code: 'wrongZone', instanceId: action.instanceId, expected: 'relicZone' }
      d.card(action.instanceId).faceUp = true // R6.9: revealed with the rest of the initial revelation
      popDecision(d)
      fireAbilities(d, action.instanceId, 'onReveal') // R10.3: "when revealed" abilities fire on the initial revelation too (NOTE-39)
      if (seat === 0) askProtectingEnemy(d, 1)
      else finishSetup(d)
      return null
    }
    case 'innRest': {
      const ids = action.dalmaIds
      if (new Set(ids).size !== ids.length) return { code: 'duplicateIds' }
      for (const id of ids) {
        const c = d.s.cards[id]
        if (c === undefined) return { code: 'unknownInstance', instanceId: id }
        if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
        if (!isActiveDalma(d.s, d.catalogue, id)) return { code: 'notActive', instanceId: id }
      }
      const cost = INN_SILVER * ids.length
      if (cost > d.s.masters[seat].silver) return { code: 'cannotAfford', needSilver: cost, haveSilver: d.s.masters[seat].silver }
      popDecision(d)
      innRest(d, seat, ids)
      return null
    }
    case 'deferredReplacement': {
      const e = checkHandSet(d, seat, action.instanceIds, 0, MAX_REPLACEMENT)
      if (e !== null) return e
      popDecision(d)
      if (action.instanceIds.length > 0) replaceCards(d, seat, action.instanceIds, true)
      else d.emit({ type: 'replacementDeclined', seat, deferred: true, rule: 'RUL-4' })
      enterMain(d)
      return null
    }
    case 'discardToLimit': {
      // R5.10, staged (issue 7): one card at a time, so the options are the hand, never its subsets;
      // when the whole hand must go (or nothing), that one set is the only option.
      const pending = topDecision(d.s)
      const count = pending?.kind === 'discardToLimit' ? pending.count : 0
      const handSize = d.s.masters[seat].hand.length
      const whole = count === 0 || count >= handSize
      const e = checkHandSet(d, seat, action.instanceIds, whole ? count : 1, whole ? count : 1)
      if (e !== null) return e
      if (whole || count === 1) popDecision(d)
      else replaceTop(d, { kind: 'discardToLimit', seat, count: count - 1 })
      for (const id of action.instanceIds) discardCard(d, id, 'hand', 'handLimit', 'R5.10')
      return null
    }
    case 'keepEmblem': {
      const pending = topDecision(d.s)
      if (pending?.kind !== 'keepEmblem') return { code: 'noSuchChoice', action: action.type }
      const [a, b] = pending.options
      if (action.instanceId !== a && action.instanceId !== b) return { code: 'notAnOption', instanceId: action.instanceId }
      popDecision(d)
      discardCard(d, action.instanceId === a ? b : a, 'playZone', 'emblem', 'R15.7')
      enforceHandLimit(d, seat) // a discarded Emblema might have been lifting the limit (RUL-12)
      return null
    }
  }
}

// ---- Master actions (§8) --------------------------------------------------------------------

function applyMasterAction(d: Draft, action: MasterAction): EngineError | null {
  const seat = d.s.activeSeat
  const m = d.s.masters[seat]
  switch (action.type) {
    case 'draw': {
      if (m.deck.length === 0) return { code: 'deckEmpty' }
      if (!canDraw(d.s, d.catalogue, seat)) return { code: 'handFull', handSize: m.hand.length }
      drawCard(d, seat, 'R8.2')
      break
    }
    case 'place': {
      const e = checkOwnIn(d, seat, action.instanceId, 'hand')
      if (e !== null) return e
      takeFrom(d.zone(seat, 'hand'), action.instanceId)
      d.zone(seat, 'playZone').push(action.instanceId)
      d.emit({ type: 'cardPlaced', seat, instanceId: action.instanceId, cardId: d.get(action.instanceId).cardId, rule: 'R8.3' })
      break
    }
    case 'reveal': {
      const e = checkOwnIn(d, seat, action.instanceId, 'playZone')
      if (e !== null) return e
      const id = action.instanceId
      if (d.get(id).faceUp) return { code: 'alreadyFaceUp', instanceId: id }
      const cost = revealCost(d.s, d.catalogue, id)
      if (cost === null) return { code: 'notRevealable', instanceId: id }
      if (cost > m.silver) return { code: 'cannotAfford', needSilver: cost, haveSilver: m.silver }
      pay(d, seat, cost, 'R8.4')
      d.card(id).faceUp = true
      const card = d.def(id)
      d.emit({ type: 'cardRevealed', seat, instanceId: id, cardId: card.id, costSilver: cost, rule: 'R8.4' })
      if (card.type === 'trap') {
        discardCard(d, id, 'playZone', 'trapRevealed', 'R14.5') // RUL-7, RUL-18: paid, deactivated, discarded
      } else if (card.type === 'emblem') {
        const previous = d.s.masters[seat].playZone.find((o) => o !== id && d.get(o).faceUp && d.def(o).type === 'emblem')
        if (previous !== undefined) {
          // R15.7: the Master keeps one of the two.
          pushDecision(d, { kind: 'keepEmblem', seat, options: [previous, id] })
          d.emit({ type: 'emblemConflict', seat, options: [previous, id], rule: 'R15.7' })
        }
      }
      break
    }
    case 'revealEnemy': {
      const id = action.instanceId
      const c = d.s.cards[id]
      if (c === undefined) return { code: 'unknownInstance', instanceId: id }
      if (c.owner !== seat) return { code: 'notOwn', instanceId: id }
      if (!m.relicZone.enemies.includes(id)) return { code: 'wrongZone', instanceId: id, expected: 'relicZone' }
      if (c.faceUp || c.defeated) return { code: 'enemyUnavailable', instanceId: id }
      if (m.silver < ENEMY_REVEAL_SILVER) return { code: 'cannotAfford', needSilver: ENEMY_REVEAL_SILVER, haveSilver: m.silver }
      pay(d, seat, ENEMY_REVEAL_SILVER, 'R8.5')
      d.card(id).faceUp = true
      d.emit({ type: 'enemyRevealed', seat, instanceId: id, cardId: c.cardId, rule: 'R8.5' })
      fireAbilities(d, id, 'onReveal') // R10.3
      break
    }
    case 'useTreasure': {
      const e = checkOwnIn(d, seat, action.instanceId, 'hand')
      if (e !== null) return e
      const id = action.instanceId
      const card = d.def(id)
      if (card.type !== 'treasure') return { code: 'wrongCardType', instanceId: id, expected: 'treasure' }
      // R8.6: shown from the hand (so it no longer counts in it), resolved, discarded.
      takeFrom(d.zone(seat, 'hand'), id)
      d.emit({ type: 'treasureUsed', seat, instanceId: id, cardId: card.id, rule: 'R8.6' })
      applyEffects(d, card.effects, { seat, sourceId: id, targetId: null, rule: 'R8.6' })
      d.zone(seat, 'discard').push(id)
      d.emit({ type: 'cardDiscarded', seat, instanceId: id, cardId: card.id, reason: 'treasureUsed', rule: 'R8.6' })
      break
    }
  }
  const counted = d.master(seat)
  counted.masterActions += 1
  d.emit({ type: 'masterActionCounted', seat, count: counted.masterActions, rule: 'R7.14' })
  enforceHandLimit(d, seat)
  return null
}

