// legalActions: the one list of what may be done now, for the UI, the bots, the server and tests.
// Each enumerator builds only actions that `apply` accepts. Where an answer is a set of cards
// (replacements, discards, Posada), each set is listed once, in hand or table order; `apply` also
// accepts the same set in any order (the order of a replacement decides the deck's bottom).
import { revealCostSilver, toSilver, type Catalogue } from '../catalogue/model'
import type { Action, CharacterAct, ChoiceAction, DalmaAction, EnemyAction, MasterAction } from './actions'
import { defOf } from './draft'
import { canEverEquip, isEquippable, replacementOptions } from './equipment'
import {
  activeDalmas, canDraw, ENEMY_REVEAL_SILVER, INN_SILVER, instanceOf, learningCost, MAX_REPLACEMENT, revealedEnemies,
} from './queries'
import type { GameState, InstanceId, PendingChoice, Seat } from './state'

/** Every legal action in this state; empty once the game is over. */
export function legalActions(state: GameState, catalogue: Catalogue): Action[] {
  if (state.result !== null) return []
  if (state.pendingChoice !== null) return legalChoiceActions(state, catalogue, state.pendingChoice)
  const phase = state.phase
  if (phase.name === 'endOfTurn') return [{ type: 'pass' }]
  if (phase.name !== 'main') return []
  switch (phase.step) {
    case 'masterActions': return legalMasterActions(state, catalogue)
    case 'enemyActions': return [...legalEnemyActions(state, catalogue), { type: 'endEnemyActions' }]
    case 'dalmaActions': return [...legalDalmaActions(state, catalogue), { type: 'endDalmaActions' }]
  }
}

/** Subsets of `items` (in their order) with a size in [min, max], smaller sizes first. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = []
  const pick: T[] = []
  const walk = (start: number, size: number) => {
    if (pick.length === size) { out.push(pick.slice()); return }
    for (let i = start; i <= items.length - (size - pick.length); i++) {
      pick.push(items[i] as T)
      walk(i + 1, size)
      pick.pop()
    }
  }
  for (let size = min; size <= Math.min(max, items.length); size++) walk(0, size)
  return out
}

export function legalChoiceActions(state: GameState, catalogue: Catalogue, pending: PendingChoice): ChoiceAction[] {
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
      return subsets(m.hand, pending.count, pending.count).map((instanceIds) => ({ type: 'discardToLimit', instanceIds }))
    case 'keepEmblem':
      return pending.options.map((instanceId) => ({ type: 'keepEmblem', instanceId }))
  }
}

/** R8.4: what revealing this face-down card costs now, or null if it cannot be revealed. */
export function revealCost(state: GameState, catalogue: Catalogue, id: InstanceId): number | null {
  const c = instanceOf(state, id)
  if (c.faceUp) return null
  return revealCostSilver(defOf(catalogue, c.cardId))
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
  for (const id of m.hand) if (defOf(catalogue, instanceOf(state, id).cardId).type === 'treasure') out.push({ type: 'useTreasure', instanceId: id })
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

/** Whether one character could act now (the same options as characterOptions, stopping at the first). */
function hasCharacterAct(state: GameState, catalogue: Catalogue, actorId: InstanceId, enemy: boolean): boolean {
  const actor = instanceOf(state, actorId)
  const actorCard = defOf(catalogue, actor.cardId)
  const m = state.masters[actor.owner]
  let hasWeapon = false
  for (const e of actor.equipment) {
    const card = defOf(catalogue, instanceOf(state, e).cardId)
    if (card.type !== 'weapon') continue
    hasWeapon = true
    if (card.weaponKind === 'bow' && !instanceOf(state, e).loaded && toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) <= m.silver) return true
  }
  for (const id of m.playZone) {
    const c = instanceOf(state, id)
    if (!c.faceUp) continue
    const card = defOf(catalogue, c.cardId)
    if (isEquippable(card)) {
      if (canEverEquip(state, catalogue, actorId, id)) return true
    } else if (card.type === 'spell' || card.type === 'skill') {
      if (!enemy && actorCard.type === 'dalma' && card.profession === actorCard.profession && learningCost(state, catalogue, actorId, id).silver <= m.silver) return true
    } else if (card.type === 'potion' || (card.type === 'poison' && hasWeapon)) {
      return true
    }
  }
  return false
}


/** The actions one character (Dalma or enemy) could take now, ignoring its marker and the phase. */
export function characterOptions(state: GameState, catalogue: Catalogue, actorId: InstanceId): CharacterAct[] {
  const actor = instanceOf(state, actorId)
  const actorCard = defOf(catalogue, actor.cardId)
  const m = state.masters[actor.owner]
  const out: CharacterAct[] = []
  const weapons: InstanceId[] = []
  for (const e of actor.equipment) if (defOf(catalogue, instanceOf(state, e).cardId).type === 'weapon') weapons.push(e)
  for (const id of m.playZone) {
    const c = instanceOf(state, id)
    if (!c.faceUp) continue
    const card = defOf(catalogue, c.cardId)
    if (isEquippable(card)) {
      for (const replaceIds of replacementOptions(state, catalogue, actorId, id)) out.push({ kind: 'equip', instanceId: id, replaceIds })
    } else if (card.type === 'spell' || card.type === 'skill') {
      // R11.1–R11.4 (enemies never learn, R10.3)
      if (actorCard.type === 'dalma' && card.profession === actorCard.profession && learningCost(state, catalogue, actorId, id).silver <= m.silver) {
        out.push({ kind: 'learn', instanceId: id })
      }
    } else if (card.type === 'potion') {
      out.push({ kind: 'drinkPotion', instanceId: id })
    } else if (card.type === 'poison') {
      for (const weaponId of weapons) out.push({ kind: 'applyPoison', instanceId: id, weaponId })
    }
  }
  for (const weaponId of weapons) {
    const w = instanceOf(state, weaponId)
    const card = defOf(catalogue, w.cardId)
    if (card.type === 'weapon' && card.weaponKind === 'bow' && !w.loaded && toSilver(card.arrowCost ?? { gold: 0, silver: 0 }) <= m.silver) {
      out.push({ kind: 'reloadBow', weaponId })
    }
  }
  return out
}

/** Whether any own active Dalma without a marker (or, `enemies`, revealed enemy) has an action. */
export function anyCharacterActionLegal(state: GameState, catalogue: Catalogue, enemies: boolean): boolean {
  const actors = enemies ? revealedEnemies(state, state.activeSeat) : activeDalmas(state, catalogue, state.activeSeat)
  for (const id of actors) {
    if (!instanceOf(state, id).actionMarker && hasCharacterAct(state, catalogue, id, enemies)) return true
  }
  return false
}

/** §9 (no rival): one optional action per active Dalma without a marker. */
export function legalDalmaActions(state: GameState, catalogue: Catalogue): DalmaAction[] {
  const out: DalmaAction[] = []
  for (const dalmaId of activeDalmas(state, catalogue, state.activeSeat)) {
    if (instanceOf(state, dalmaId).actionMarker) continue
    for (const o of characterOptions(state, catalogue, dalmaId)) {
      switch (o.kind) {
        case 'equip': out.push({ type: 'equip', dalmaId, instanceId: o.instanceId, replaceIds: o.replaceIds }); break
        case 'learn': out.push({ type: 'learn', dalmaId, instanceId: o.instanceId }); break
        case 'drinkPotion': out.push({ type: 'drinkPotion', dalmaId, instanceId: o.instanceId }); break
        case 'applyPoison': out.push({ type: 'applyPoison', dalmaId, instanceId: o.instanceId, weaponId: o.weaponId }); break
        case 'reloadBow': out.push({ type: 'reloadBow', dalmaId, weaponId: o.weaponId }); break
      }
    }
  }
  return out
}

/** R10.1, R10.2 (no rival, so no shooting): one optional action per revealed enemy without a marker. */
export function legalEnemyActions(state: GameState, catalogue: Catalogue): EnemyAction[] {
  const out: EnemyAction[] = []
  for (const enemyId of revealedEnemies(state, state.activeSeat)) {
    if (instanceOf(state, enemyId).actionMarker) continue
    for (const o of characterOptions(state, catalogue, enemyId)) {
      switch (o.kind) {
        case 'equip': out.push({ type: 'enemyEquip', enemyId, instanceId: o.instanceId, replaceIds: o.replaceIds }); break
        case 'drinkPotion': out.push({ type: 'enemyDrinkPotion', enemyId, instanceId: o.instanceId }); break
        case 'applyPoison': out.push({ type: 'enemyApplyPoison', enemyId, instanceId: o.instanceId, weaponId: o.weaponId }); break
        case 'reloadBow': out.push({ type: 'enemyReloadBow', enemyId, weaponId: o.weaponId }); break
        case 'learn': break
      }
    }
  }
  return out
}
