// legalActions: the one list of what may be done now, for the UI, the bots, the server and tests.
// Each enumerator builds only actions that `apply` accepts. Where an answer is a set of cards
// (replacements, Posada), each set is listed once, in hand or table order; `apply` also accepts the
// same set in any order (the order of a replacement decides the deck's bottom). Those sets are small
// (at most five cards, or the active Dalmas); discards to the hand limit are staged, a card at a time.
import { revealCostSilver, type Catalogue } from '../catalogue/model'
import type { Action, ChoiceAction, DalmaAction, EnemyAction, MasterAction, WindowAction } from './actions'
import type { Timing } from './act-check'
import { hasLegalAct, legalActsOf, looseCards, type LooseCards } from './candidates'
import { isSelfHarm } from './cards/control-mental'
import {
  availableDefenders, loadedBows, opponentsOf, reinforceOptions, reloadOffer, splitOptions, throwingWeapons, unplaced,
} from './combat-queries'
import { defOf, defOfInstance } from './draft'
import type { InstanceId, Seat } from './ids'
import { attackerCandidates, offensiveAllowed } from './offensive'
import { activeDalmas, canDraw, ENEMY_REVEAL_SILVER, INN_SILVER, instanceOf, MAX_REPLACEMENT, revealedEnemies } from './queries'
import { topDecision } from './stack'
import type { DeclaredAct, Decision, GameState } from './state'
import { checkTrap, faceDownTraps, trapSpringers } from './trap-check'

/** Every legal action in this state; empty once the game is over. */
export function legalActions(state: GameState, catalogue: Catalogue): Action[] {
  if (state.result !== null) return []
  const top = topDecision(state)
  if (top !== undefined) return legalDecisionActions(state, catalogue, top)
  const phase = state.phase
  if (phase.name === 'endOfTurn') {
    const out: Action[] = [{ type: 'pass' }]
    if (offensiveAllowed(state, catalogue, state.activeSeat)) out.push({ type: 'declareOffensive' })
    return out
  }
  if (phase.name !== 'main') return []
  switch (phase.step) {
    case 'masterActions': return legalMasterActions(state, catalogue)
    case 'enemyActions': return [...legalEnemyActions(state, catalogue), { type: 'endEnemyActions' }]
    case 'dalmaActions': return [...legalDalmaActions(state, catalogue), { type: 'endDalmaActions' }]
  }
}

/** The answers to the decision on top of the stack. */
export function legalDecisionActions(state: GameState, catalogue: Catalogue, top: Decision): Action[] {
  switch (top.kind) {
    case 'initialReplacement': case 'chooseProtectingEnemy': case 'innRest': case 'deferredReplacement':
    case 'discardToLimit': case 'keepEmblem':
      return legalChoiceActions(state, catalogue, top)
    case 'answers': {
      const out: Action[] = [{ type: 'decline' }]
      const loose = looseCards(state, catalogue, top.seat)
      for (const dalmaId of activeDalmas(state, catalogue, top.seat)) {
        for (const act of legalActsOf(state, catalogue, dalmaId, 'answer', loose)) out.push(toDalmaAction(dalmaId, act))
      }
      return out
    }
    case 'traps': {
      const out: Action[] = [{ type: 'decline' }]
      const traps = faceDownTraps(state, catalogue, top.seat)
      if (traps.length === 0) return out
      for (const dalmaId of trapSpringers(state, catalogue, top.seat)) {
        for (const trapId of traps) {
          for (const targetId of top.entering) {
            if (checkTrap(state, catalogue, dalmaId, trapId, targetId) === null) out.push({ type: 'activateTrap', dalmaId, trapId, targetId })
          }
        }
      }
      return out
    }
    case 'attackers': {
      const out: Action[] = attackerCandidates(state, catalogue, top.seat).filter((id) => !top.chosen.includes(id)).map((dalmaId) => ({ type: 'chooseAttacker', dalmaId }))
      if (top.chosen.length > 0) out.push({ type: 'launchOffensive' })
      return out
    }
    case 'defenders':
      return [{ type: 'decline' }, ...availableDefenders(state, catalogue).map((dalmaId): Action => ({ type: 'addDefender', dalmaId }))]
    case 'pairings': {
      const combat = state.combat
      if (combat === null) return []
      const free = unplaced(combat)
      const out: Action[] = []
      for (const attackerId of free.a) for (const defenderId of free.d) out.push({ type: 'pair', attackerId, defenderId })
      return out
    }
    case 'reinforce':
      return reinforceOptions(state, top.seat).map(([fighterId, opponentId]): Action => ({ type: 'reinforce', fighterId, opponentId }))
    case 'split':
      return splitOptions(state, top.seat, top.engagement).map(([fighterId, opponentId]): Action => ({ type: 'split', fighterId, opponentId }))
    case 'combatWindow': {
      const timing: Timing = top.window === 'spell' ? 'spellWindow' : 'skillWindow'
      return [{ type: 'decline' }, ...legalActsOf(state, catalogue, top.fighterId, timing).map((act) => toDalmaAction(top.fighterId, act))]
    }
    case 'bow': {
      // RUL-47: the shooter picks which of its rivals its loaded bow shoots; it cannot keep the shot (R19.11).
      const combat = state.combat
      const bowId = loadedBows(state, catalogue, top.fighterId)[0]
      if (combat === null || bowId === undefined) return []
      return opponentsOf(combat, top.fighterId).map((targetId): Action => ({ type: 'aimBow', fighterId: top.fighterId, weaponId: bowId, targetId }))
    }
    case 'throw': {
      const combat = state.combat
      if (combat === null) return [{ type: 'decline' }]
      const out: Action[] = [{ type: 'decline' }]
      for (const weaponId of throwingWeapons(state, catalogue, top.fighterId)) {
        for (const targetId of opponentsOf(combat, top.fighterId)) out.push({ type: 'throw', fighterId: top.fighterId, weaponId, targetId })
      }
      return out
    }
    case 'melee': {
      const combat = state.combat
      if (combat === null) return []
      const out: Action[] = opponentsOf(combat, top.fighterId).map((targetId): WindowAction => ({ type: 'attack', fighterId: top.fighterId, targetId }))
      for (const r of reloadOffer(state, catalogue, top.fighterId)) out.push(r.arrowId === null ? { type: 'reloadInCombat', fighterId: top.fighterId, weaponId: r.weaponId } : { type: 'reloadInCombat', fighterId: top.fighterId, weaponId: r.weaponId, arrowId: r.arrowId })
      return out
    }
    case 'controlled': {
      const acts = legalActsOf(state, catalogue, top.dalmaId, 'controlled').filter((act) => !isSelfHarm(state, catalogue, top.dalmaId, act))
      return acts.map((act) => toDalmaAction(top.dalmaId, act))
    }
  }
}

/**
 * What the driver needs to know about the decision on top: no option at all (null), exactly one
 * (that action), or several ('many'). The same enumerators as `legalDecisionActions`, but an answer
 * or combat window only asks whether any act is legal (the lazy visit of `hasLegalAct`), because
 * "decline" is always there and one more option already makes it a real decision.
 */
export function decisionOutlook(state: GameState, catalogue: Catalogue, top: Decision): Action | 'many' | null {
  if (top.kind === 'answers') {
    const loose = looseCards(state, catalogue, top.seat)
    for (const dalmaId of activeDalmas(state, catalogue, top.seat)) if (hasLegalAct(state, catalogue, dalmaId, 'answer', loose)) return 'many'
    return DECLINE
  }
  if (top.kind === 'combatWindow') {
    return hasLegalAct(state, catalogue, top.fighterId, top.window === 'spell' ? 'spellWindow' : 'skillWindow') ? 'many' : DECLINE
  }
  if (top.kind === 'discardToLimit') {
    // R5.10: one card of the hand at a time (staged), or the whole hand when it all must go.
    const hand = state.masters[top.seat].hand
    if (top.count > hand.length) return null
    if (top.count === 0 || top.count === hand.length) return { type: 'discardToLimit', instanceIds: top.count === 0 ? [] : [...hand] }
    return 'many'
  }
  const options = legalDecisionActions(state, catalogue, top)
  return options.length === 0 ? null : options.length === 1 ? (options[0] as Action) : 'many'
}
const DECLINE: Action = Object.freeze({ type: 'decline' })


/** A declared act as the Dalma action that declares it. */
export function toDalmaAction(dalmaId: InstanceId, act: DeclaredAct): DalmaAction {
  switch (act.kind) {
    case 'equip': return { type: 'equip', dalmaId, instanceId: act.instanceId, replaceIds: act.replaceIds }
    case 'learn': return { type: 'learn', dalmaId, instanceId: act.instanceId }
    case 'drinkPotion': return { type: 'drinkPotion', dalmaId, instanceId: act.instanceId }
    case 'applyPoison': return { type: 'applyPoison', dalmaId, instanceId: act.instanceId, weaponId: act.weaponId }
    case 'reloadBow': return act.arrowId === null ? { type: 'reloadBow', dalmaId, weaponId: act.weaponId } : { type: 'reloadBow', dalmaId, weaponId: act.weaponId, arrowId: act.arrowId }
    case 'shoot': return { type: 'shoot', dalmaId, weaponId: act.weaponId, targetId: act.targetId }
    case 'explore': return { type: 'explore', dalmaId, targetId: act.targetId }
    case 'cast': return { type: 'cast', dalmaId, spellId: act.spellId, targetId: act.targetId }
    case 'useSkill': return { type: 'useSkill', dalmaId, skillId: act.skillId, targetId: act.targetId }
    case 'lente': return { type: 'activateLente', dalmaId, objectId: act.objectId, targetId: act.targetId, reveal: act.reveal }
  }
}

/** A declared act as the enemy action that declares it (R10.2), or null for acts enemies never take. */
export function toEnemyAction(enemyId: InstanceId, act: DeclaredAct): EnemyAction | null {
  switch (act.kind) {
    case 'equip': return { type: 'enemyEquip', enemyId, instanceId: act.instanceId, replaceIds: act.replaceIds }
    case 'drinkPotion': return { type: 'enemyDrinkPotion', enemyId, instanceId: act.instanceId }
    case 'applyPoison': return { type: 'enemyApplyPoison', enemyId, instanceId: act.instanceId, weaponId: act.weaponId }
    case 'reloadBow': return act.arrowId === null ? { type: 'enemyReloadBow', enemyId, weaponId: act.weaponId } : { type: 'enemyReloadBow', enemyId, weaponId: act.weaponId, arrowId: act.arrowId }
    case 'shoot': return { type: 'enemyShoot', enemyId, weaponId: act.weaponId, targetId: act.targetId }
    default: return null
  }
}

/** A Dalma or enemy action as the act it declares, with its actor; null for flow actions. */
export function actOf(action: Action): { actorId: InstanceId; act: DeclaredAct } | null {
  switch (action.type) {
    case 'equip': return { actorId: action.dalmaId, act: { kind: 'equip', instanceId: action.instanceId, replaceIds: action.replaceIds } }
    case 'learn': return { actorId: action.dalmaId, act: { kind: 'learn', instanceId: action.instanceId } }
    case 'drinkPotion': return { actorId: action.dalmaId, act: { kind: 'drinkPotion', instanceId: action.instanceId } }
    case 'applyPoison': return { actorId: action.dalmaId, act: { kind: 'applyPoison', instanceId: action.instanceId, weaponId: action.weaponId } }
    case 'reloadBow': return { actorId: action.dalmaId, act: { kind: 'reloadBow', weaponId: action.weaponId, arrowId: action.arrowId ?? null } }
    case 'shoot': return { actorId: action.dalmaId, act: { kind: 'shoot', weaponId: action.weaponId, targetId: action.targetId } }
    case 'explore': return { actorId: action.dalmaId, act: { kind: 'explore', targetId: action.targetId } }
    case 'cast': return { actorId: action.dalmaId, act: { kind: 'cast', spellId: action.spellId, targetId: action.targetId, extra: false } }
    case 'useSkill': return { actorId: action.dalmaId, act: { kind: 'useSkill', skillId: action.skillId, targetId: action.targetId, extra: false } }
    case 'activateLente': return { actorId: action.dalmaId, act: { kind: 'lente', objectId: action.objectId, targetId: action.targetId, reveal: action.reveal } }
    case 'enemyEquip': return { actorId: action.enemyId, act: { kind: 'equip', instanceId: action.instanceId, replaceIds: action.replaceIds } }
    case 'enemyDrinkPotion': return { actorId: action.enemyId, act: { kind: 'drinkPotion', instanceId: action.instanceId } }
    case 'enemyApplyPoison': return { actorId: action.enemyId, act: { kind: 'applyPoison', instanceId: action.instanceId, weaponId: action.weaponId } }
    case 'enemyReloadBow': return { actorId: action.enemyId, act: { kind: 'reloadBow', weaponId: action.weaponId, arrowId: action.arrowId ?? null } }
    case 'enemyShoot': return { actorId: action.enemyId, act: { kind: 'shoot', weaponId: action.weaponId, targetId: action.targetId } }
    default: return null
  }
}

/** Subsets of `items` (in their order) with a size in [min, max], smaller sizes first. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = []
  const pick: T[] = []
  for (let size = min; size <= Math.min(max, items.length); size++) walkSubsets(items, pick, out, 0, size)
  return out
}

/** The subsets of `size` that extend `pick` with items from `start` on (module-level: tsx names a nested closure at every call). */
function walkSubsets<T>(items: readonly T[], pick: T[], out: T[][], start: number, size: number): void {
  if (pick.length === size) { out.push(pick.slice()); return }
  for (let i = start; i <= items.length - (size - pick.length); i++) {
    pick.push(items[i] as T)
    walkSubsets(items, pick, out, i + 1, size)
    pick.pop()
  }
}

type ChoiceDecision = Extract<Decision, { kind: ChoiceAction['type'] }>

export function legalChoiceActions(state: GameState, catalogue: Catalogue, pending: ChoiceDecision): ChoiceAction[] {
  const m = state.masters[pending.seat]
  switch (pending.kind) {
    case 'initialReplacement':
      return subsets(m.hand, 0, MAX_REPLACEMENT).map((instanceIds) => ({ type: 'initialReplacement', instanceIds }))
    case 'deferredReplacement':
      return subsets(m.hand, 0, MAX_REPLACEMENT).map((instanceIds) => ({ type: 'deferredReplacement', instanceIds }))
    case 'chooseProtectingEnemy': {
      // Copies of one enemy are interchangeable: one answer per distinct card.
      const seen = new Set<string>()
      const out: ChoiceAction[] = []
      for (const id of m.relicZone.enemies) {
        const c = instanceOf(state, id)
        if (seen.has(c.cardId)) continue
        seen.add(c.cardId)
        out.push({ type: 'chooseProtectingEnemy', instanceId: id })
      }
      return out
    }
    case 'innRest': {
      const affordable = Math.floor(m.silver / INN_SILVER)
      return subsets(activeDalmas(state, catalogue, pending.seat), 0, affordable).map((dalmaIds) => ({ type: 'innRest', dalmaIds }))
    }
    case 'discardToLimit':
      // R5.10, staged: one card at a time (a hand of 28 with 18 to discard has 13 million subsets).
      if (pending.count > m.hand.length) return []
      if (pending.count === 0 || pending.count === m.hand.length) return [{ type: 'discardToLimit', instanceIds: pending.count === 0 ? [] : [...m.hand] }]
      return m.hand.map((id) => ({ type: 'discardToLimit', instanceIds: [id] }))
    case 'keepEmblem':
      return pending.options.map((instanceId) => ({ type: 'keepEmblem', instanceId }))
  }
}

/** R8.4: what revealing this face-down card costs now, or null if it cannot be revealed. */
export function revealCost(state: GameState, catalogue: Catalogue, id: InstanceId): number | null {
  const c = instanceOf(state, id)
  if (c.faceUp) return null
  const card = defOfInstance(catalogue, c)
  if (card.type === 'treasure') return 0 // RUL-30: a face-down treasure is revealed free (and then does nothing)
  return revealCostSilver(card)
}

/** §8, RUL-7: the Master actions the active Master may take now. */
export function legalMasterActions(state: GameState, catalogue: Catalogue): MasterAction[] {
  const seat = state.activeSeat
  const m = state.masters[seat]
  const out: MasterAction[] = []
  if (canDraw(state, catalogue, seat)) out.push({ type: 'draw' })
  for (const id of m.hand) out.push({ type: 'place', instanceId: id })
  for (const id of m.playZone) {
    const cost = revealCost(state, catalogue, id)
    if (cost !== null && cost <= m.silver) out.push({ type: 'reveal', instanceId: id })
  }
  if (m.silver >= ENEMY_REVEAL_SILVER) {
    for (const id of m.relicZone.enemies) {
      const c = instanceOf(state, id)
      if (!c.faceUp && !c.defeated) out.push({ type: 'revealEnemy', instanceId: id })
    }
  }
  for (const id of m.hand) if (defOfInstance(catalogue, instanceOf(state, id)).type === 'treasure') out.push({ type: 'useTreasure', instanceId: id })
  return out
}

/** R18.1: whether any Master action is legal (cheaper than listing them). */
export function anyMasterActionLegal(state: GameState, catalogue: Catalogue, seat: Seat): boolean {
  const m = state.masters[seat]
  if (m.hand.length > 0) return true // placing is always possible (R8.3)
  if (canDraw(state, catalogue, seat)) return true
  for (const id of m.playZone) {
    const cost = revealCost(state, catalogue, id)
    if (cost !== null && cost <= m.silver) return true
  }
  if (m.silver >= ENEMY_REVEAL_SILVER) {
    for (const id of m.relicZone.enemies) {
      const c = instanceOf(state, id)
      if (!c.faceUp && !c.defeated) return true
    }
  }
  return false
}

/** Whether any own active Dalma without a marker (or, `enemies`, revealed enemy) has an action. */
export function anyCharacterActionLegal(state: GameState, catalogue: Catalogue, enemies: boolean): boolean {
  const actors = enemies ? revealedEnemies(state, state.activeSeat) : activeDalmas(state, catalogue, state.activeSeat)
  let loose: LooseCards | undefined
  for (const id of actors) {
    if (!instanceOf(state, id).actionMarker || !enemies && hasThal(state, id)) {
      loose ??= looseCards(state, catalogue, state.activeSeat)
      if (hasLegalAct(state, catalogue, id, 'principal', loose)) return true
    }
  }
  return false
}

const hasThal = (state: GameState, id: InstanceId): boolean => instanceOf(state, id).effects.some((e) => e.effect.kind === 'extraActivation')

/** §9: one optional action per active Dalma without a marker (Poción de Thal's extra activation aside). */
export function legalDalmaActions(state: GameState, catalogue: Catalogue): DalmaAction[] {
  const out: DalmaAction[] = []
  const loose = looseCards(state, catalogue, state.activeSeat)
  for (const dalmaId of activeDalmas(state, catalogue, state.activeSeat)) {
    if (instanceOf(state, dalmaId).actionMarker && !hasThal(state, dalmaId)) continue
    for (const act of legalActsOf(state, catalogue, dalmaId, 'principal', loose)) out.push(toDalmaAction(dalmaId, act))
  }
  return out
}

/** R10.1, R10.2: one optional action per revealed enemy without a marker. */
export function legalEnemyActions(state: GameState, catalogue: Catalogue): EnemyAction[] {
  const out: EnemyAction[] = []
  const loose = looseCards(state, catalogue, state.activeSeat)
  for (const enemyId of revealedEnemies(state, state.activeSeat)) {
    if (instanceOf(state, enemyId).actionMarker) continue
    for (const act of legalActsOf(state, catalogue, enemyId, 'principal', loose)) {
      const a = toEnemyAction(enemyId, act)
      if (a !== null) out.push(a)
    }
  }
  return out
}
