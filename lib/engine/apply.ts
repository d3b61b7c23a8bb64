// apply: one action on a state, returning the next state and what happened, or a typed error.
// The input is never mutated (see draft.ts); illegal actions are errors, never exceptions.
import { toSilver, type Catalogue } from '../catalogue/model'
import type { Action, CharacterAct, ChoiceAction, DalmaAction, EnemyAction, MasterAction } from './actions'
import { Draft } from './draft'
import { checkEquip, isEquippable } from './equipment'
import { applyEffects } from './effects'
import type { EngineError } from './errors'
import type { GameEvent } from './events'
import { revealCost } from './legal'
import { canDraw, ENEMY_REVEAL_SILVER, INN_SILVER, isActiveDalma, isRevealedEnemy, learningCost, MAX_REPLACEMENT } from './queries'
import { afterInitialReplacement, askProtectingEnemy, finishSetup, replaceCards } from './setup'
import type { GameState, InstanceId, Seat } from './state'
import {
  continueDalmaActions, continueEnemyActions, continueMasterActions, endTurn, enterDalmaStep, enterEndOfTurn, enterMain, innRest, resumePhase,
} from './turn'
import { discardCard, drawCard, enforceHandLimit, pay, takeFrom } from './zones'

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError }

const fail = (error: EngineError): ApplyResult => ({ ok: false, error })

export function apply(state: GameState, action: Action, catalogue: Catalogue): ApplyResult {
  if (state.result !== null) return fail({ code: 'gameOver' })
  const d = new Draft(state, catalogue)
  const error = dispatch(d, action)
  if (error !== null) return fail(error)
  d.s.log = [...state.log, action]
  return { ok: true, state: d.s, events: d.events }
}

function dispatch(d: Draft, action: Action): EngineError | null {
  const pending = d.s.pendingChoice
  switch (action.type) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      if (pending === null || pending.kind !== action.type) return { code: 'noSuchChoice', action: action.type }
      return applyChoice(d, action, pending.seat)
    default:
      if (pending !== null) return { code: 'choicePending', pending: pending.kind, action: action.type }
  }
  const phase = d.s.phase
  const wrongPhase: EngineError = { code: 'wrongPhase', phase, action: action.type }
  switch (action.type) {
    case 'draw': case 'place': case 'reveal': case 'revealEnemy': case 'useTreasure':
      if (phase.name !== 'main' || phase.step !== 'masterActions') return wrongPhase
      return applyMasterAction(d, action)
    case 'enemyEquip': case 'enemyDrinkPotion': case 'enemyApplyPoison': case 'enemyReloadBow': case 'endEnemyActions':
      if (phase.name !== 'main' || phase.step !== 'enemyActions') return wrongPhase
      return applyEnemyAction(d, action)
    case 'equip': case 'learn': case 'drinkPotion': case 'applyPoison': case 'reloadBow': case 'endDalmaActions':
      if (phase.name !== 'main' || phase.step !== 'dalmaActions') return wrongPhase
      return applyDalmaAction(d, action)
    case 'pass':
      if (phase.name !== 'endOfTurn') return wrongPhase
      endTurn(d, d.s.activeSeat)
      return null
  }
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
      d.s.pendingChoice = null
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
      d.s.pendingChoice = null
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
      innRest(d, seat, ids)
      return null
    }
    case 'deferredReplacement': {
      const e = checkHandSet(d, seat, action.instanceIds, 0, MAX_REPLACEMENT)
      if (e !== null) return e
      d.s.pendingChoice = null
      if (action.instanceIds.length > 0) replaceCards(d, seat, action.instanceIds, true)
      else d.emit({ type: 'replacementDeclined', seat, deferred: true, rule: 'RUL-4' })
      enterMain(d)
      return null
    }
    case 'discardToLimit': {
      const pending = d.s.pendingChoice
      const count = pending?.kind === 'discardToLimit' ? pending.count : 0
      const e = checkHandSet(d, seat, action.instanceIds, count, count)
      if (e !== null) return e
      d.s.pendingChoice = null
      for (const id of action.instanceIds) discardCard(d, id, 'hand', 'handLimit', 'R5.10')
      resumePhase(d)
      return null
    }
    case 'keepEmblem': {
      const pending = d.s.pendingChoice
      if (pending?.kind !== 'keepEmblem') return { code: 'noSuchChoice', action: action.type }
      const [a, b] = pending.options
      if (action.instanceId !== a && action.instanceId !== b) return { code: 'notAnOption', instanceId: action.instanceId }
      d.s.pendingChoice = null
      discardCard(d, action.instanceId === a ? b : a, 'playZone', 'emblem', 'R15.7')
      enforceHandLimit(d, seat) // a discarded Emblema might have been lifting the limit (RUL-12)
      resumePhase(d)
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
          d.s.pendingChoice = { kind: 'keepEmblem', seat, options: [previous, id] }
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
  if (d.s.pendingChoice === null && d.s.result === null) continueMasterActions(d)
  return null
}

// ---- Dalma and enemy actions (§9, §10) ------------------------------------------------------


function applyDalmaAction(d: Draft, action: DalmaAction): EngineError | null {
  if (action.type === 'endDalmaActions') {
    enterEndOfTurn(d)
    return null
  }
  const actorId = action.dalmaId
  const c = d.s.cards[actorId]
  if (c === undefined) return { code: 'unknownInstance', instanceId: actorId }
  if (c.owner !== d.s.activeSeat) return { code: 'notOwn', instanceId: actorId }
  if (!isActiveDalma(d.s, d.catalogue, actorId)) return { code: 'notActive', instanceId: actorId }
  const act: CharacterAct = action.type === 'equip' ? { kind: 'equip', instanceId: action.instanceId, replaceIds: action.replaceIds }
    : action.type === 'learn' ? { kind: 'learn', instanceId: action.instanceId }
    : action.type === 'drinkPotion' ? { kind: 'drinkPotion', instanceId: action.instanceId }
    : action.type === 'applyPoison' ? { kind: 'applyPoison', instanceId: action.instanceId, weaponId: action.weaponId }
    : { kind: 'reloadBow', weaponId: action.weaponId }
  const error = characterAct(d, actorId, act, false)
  if (error !== null) return error
  enforceHandLimit(d, d.s.activeSeat)
  if (d.s.pendingChoice === null && d.s.result === null) continueDalmaActions(d)
  return null
}

function applyEnemyAction(d: Draft, action: EnemyAction): EngineError | null {
  if (action.type === 'endEnemyActions') {
    enterDalmaStep(d)
    return null
  }
  const actorId = action.enemyId
  const c = d.s.cards[actorId]
  if (c === undefined) return { code: 'unknownInstance', instanceId: actorId }
  if (c.owner !== d.s.activeSeat) return { code: 'notOwn', instanceId: actorId }
  if (!isRevealedEnemy(d.s, actorId)) return { code: 'notActive', instanceId: actorId }
  const act: CharacterAct = action.type === 'enemyEquip' ? { kind: 'equip', instanceId: action.instanceId, replaceIds: action.replaceIds }
    : action.type === 'enemyDrinkPotion' ? { kind: 'drinkPotion', instanceId: action.instanceId }
    : action.type === 'enemyApplyPoison' ? { kind: 'applyPoison', instanceId: action.instanceId, weaponId: action.weaponId }
    : { kind: 'reloadBow', weaponId: action.weaponId }
  const error = characterAct(d, actorId, act, true)
  if (error !== null) return error
  enforceHandLimit(d, d.s.activeSeat)
  if (d.s.pendingChoice === null && d.s.result === null) continueEnemyActions(d)
  return null
}

/** A revealed card of the actor's Master, loose in its Zona de Juego ("disponible"). */
function checkAvailable(d: Draft, seat: Seat, id: InstanceId): EngineError | null {
  const e = checkOwnIn(d, seat, id, 'playZone')
  if (e !== null) return e
  if (!d.get(id).faceUp) return { code: 'notRevealable', instanceId: id }
  return null
}

function checkEquippedWeapon(d: Draft, actorId: InstanceId, weaponId: InstanceId): EngineError | null {
  const w = d.s.cards[weaponId]
  if (w === undefined) return { code: 'unknownInstance', instanceId: weaponId }
  if (w.equippedTo !== actorId) return { code: 'noWeapon', instanceId: weaponId }
  if (d.def(weaponId).type !== 'weapon') return { code: 'noWeapon', instanceId: weaponId }
  return null
}

/** One character action; the actor is an own active Dalma or revealed enemy (checked by the caller). */
function characterAct(d: Draft, actorId: InstanceId, act: CharacterAct, isEnemy: boolean): EngineError | null {
  const seat = d.s.activeSeat
  if (d.get(actorId).actionMarker) return { code: 'hasActionMarker', instanceId: actorId }
  const actorCardId = d.get(actorId).cardId
  switch (act.kind) {
    case 'equip': {
      const e = checkAvailable(d, seat, act.instanceId)
      if (e !== null) return e
      const card = d.def(act.instanceId)
      if (!isEquippable(card)) return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'equipment' }
      const check = checkEquip(d.s, d.catalogue, actorId, act.instanceId, act.replaceIds)
      if (!check.ok) return 'rule' in check ? { code: 'equipLimit', instanceId: act.instanceId, rule: check.rule } : { code: 'badReplacement', instanceId: act.instanceId }
      for (const r of act.replaceIds) discardCard(d, r, 'attached', 'replacedEquipment', 'R9.2')
      takeFrom(d.zone(seat, 'playZone'), act.instanceId)
      d.card(act.instanceId).equippedTo = actorId
      const actor = d.card(actorId)
      actor.equipment = [...actor.equipment, act.instanceId]
      d.emit({ type: 'equipped', seat, characterId: actorId, characterCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, rule: isEnemy ? 'R10.2' : 'R9.2' })
      break
    }
    case 'learn': {
      if (isEnemy) return { code: 'wrongCardType', instanceId: actorId, expected: 'dalma' } // R10.3
      const e = checkAvailable(d, seat, act.instanceId)
      if (e !== null) return e
      const card = d.def(act.instanceId)
      const dalma = d.def(actorId)
      if (card.type !== 'spell' && card.type !== 'skill') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'spell|skill' }
      if (d.get(act.instanceId).learnedBy !== null) return { code: 'alreadyLearned', instanceId: act.instanceId }
      if (dalma.type !== 'dalma' || card.profession !== dalma.profession) return { code: 'wrongProfession', instanceId: act.instanceId }
      const cost = learningCost(d.s, d.catalogue, actorId, act.instanceId)
      const have = d.s.masters[seat].silver
      if (cost.silver > have) return { code: 'cannotAfford', needSilver: cost.silver, haveSilver: have }
      pay(d, seat, cost.silver, cost.halved ? 'R11.7' : 'R11.4')
      takeFrom(d.zone(seat, 'playZone'), act.instanceId)
      d.card(act.instanceId).learnedBy = actorId
      const actor = d.card(actorId)
      actor.learned = [...actor.learned, act.instanceId]
      d.emit({ type: 'learned', seat, dalmaId: actorId, dalmaCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, costSilver: cost.silver, halved: cost.halved, rule: cost.halved ? 'R11.7' : 'R11.4' })
      break
    }
    case 'drinkPotion': {
      const e = checkAvailable(d, seat, act.instanceId)
      if (e !== null) return e
      const card = d.def(act.instanceId)
      if (card.type !== 'potion') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'potion' }
      const rule = isEnemy ? 'R10.2' : 'R9.9'
      d.emit({ type: 'potionDrunk', seat, characterId: actorId, characterCardId: actorCardId, instanceId: act.instanceId, cardId: card.id, rule })
      applyEffects(d, card.effects, { seat, sourceId: act.instanceId, targetId: actorId, rule: 'R14.1' })
      discardCard(d, act.instanceId, 'playZone', 'potionDrunk', 'R14.1')
      break
    }
    case 'applyPoison': {
      const e = checkAvailable(d, seat, act.instanceId) ?? checkEquippedWeapon(d, actorId, act.weaponId)
      if (e !== null) return e
      const card = d.def(act.instanceId)
      if (card.type !== 'poison') return { code: 'wrongCardType', instanceId: act.instanceId, expected: 'poison' }
      // R14.2: the poison's effects ride on the weapon's next valid attack.
      const weapon = d.card(act.weaponId)
      weapon.effects = [...weapon.effects, ...card.effects.map((effect) => ({ source: card.id, effect, until: 'nextAttack' as const }))]
      d.emit({ type: 'poisonApplied', seat, characterId: actorId, instanceId: act.instanceId, cardId: card.id, weaponId: act.weaponId, weaponCardId: weapon.cardId, rule: isEnemy ? 'R10.2' : 'R9.10' })
      discardCard(d, act.instanceId, 'playZone', 'poisonApplied', 'R14.2')
      break
    }
    case 'reloadBow': {
      const e = checkEquippedWeapon(d, actorId, act.weaponId)
      if (e !== null) return e
      const card = d.def(act.weaponId)
      if (card.type !== 'weapon' || card.weaponKind !== 'bow') return { code: 'notABow', instanceId: act.weaponId }
      if (d.get(act.weaponId).loaded) return { code: 'alreadyLoaded', instanceId: act.weaponId }
      const cost = toSilver(card.arrowCost ?? { gold: 0, silver: 0 })
      const have = d.s.masters[seat].silver
      if (cost > have) return { code: 'cannotAfford', needSilver: cost, haveSilver: have }
      pay(d, seat, cost, 'R9.3')
      d.card(act.weaponId).loaded = true
      d.emit({ type: 'bowReloaded', seat, characterId: actorId, characterCardId: actorCardId, weaponId: act.weaponId, weaponCardId: card.id, costSilver: cost, rule: isEnemy ? 'R10.2' : 'R9.3' })
      break
    }
  }
  // R7.15 (R10.1 for enemies): the actor is marked.
  d.card(actorId).actionMarker = true
  d.emit({ type: 'actionMarkerPlaced', instanceId: actorId, rule: 'R7.15' })
  return null
}
