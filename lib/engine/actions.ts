// Actions: plain JSON, one discriminated union for everything a Master decides. `legalActions`
// lists them, `apply` takes them, the log stores them.
import type { InstanceId } from './state'

/** Setup and phase decisions, answering a `pendingChoice`. */
export type ChoiceAction =
  /** R6.7, RUL-3: these hand cards go under the deck in this order, then as many are drawn. Empty: not used. */
  | { type: 'initialReplacement'; instanceIds: InstanceId[] }
  /** R6.9, RUL-6: the enemy revealed free at setup. */
  | { type: 'chooseProtectingEnemy'; instanceId: InstanceId }
  /** R7.8, RUL-16: these Dalmas rest at the Posada, 1 gold each (empty: none). */
  | { type: 'innRest'; dalmaIds: InstanceId[] }
  /** R6.8, RUL-4: like the initial replacement, in an own Cobro. Empty: not now (the right is kept). */
  | { type: 'deferredReplacement'; instanceIds: InstanceId[] }
  /** R5.10: the hand cards discarded down to the limit. */
  | { type: 'discardToLimit'; instanceIds: InstanceId[] }
  /** R15.7: the Emblema kept when a second one is revealed; the other is discarded. */
  | { type: 'keepEmblem'; instanceId: InstanceId }

/** The five Master actions (§8). */
export type MasterAction =
  | { type: 'draw' }
  | { type: 'place'; instanceId: InstanceId }
  | { type: 'reveal'; instanceId: InstanceId }
  | { type: 'revealEnemy'; instanceId: InstanceId }
  | { type: 'useTreasure'; instanceId: InstanceId }

/** Dalma actions that need no rival (§9). `replaceIds`: equipped cards discarded to make room (R9.2). */
export type DalmaAction =
  | { type: 'equip'; dalmaId: InstanceId; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { type: 'learn'; dalmaId: InstanceId; instanceId: InstanceId }
  | { type: 'drinkPotion'; dalmaId: InstanceId; instanceId: InstanceId }
  | { type: 'applyPoison'; dalmaId: InstanceId; instanceId: InstanceId; weaponId: InstanceId }
  | { type: 'reloadBow'; dalmaId: InstanceId; weaponId: InstanceId }
  | { type: 'endDalmaActions' }

/** Enemy actions that need no rival (R10.2). */
export type EnemyAction =
  | { type: 'enemyEquip'; enemyId: InstanceId; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { type: 'enemyDrinkPotion'; enemyId: InstanceId; instanceId: InstanceId }
  | { type: 'enemyApplyPoison'; enemyId: InstanceId; instanceId: InstanceId; weaponId: InstanceId }
  | { type: 'enemyReloadBow'; enemyId: InstanceId; weaponId: InstanceId }
  | { type: 'endEnemyActions' }

/** The end-of-turn decision (§17); only passing exists until combat is simulated (goldfish: RUL-13). */
export type EndOfTurnAction = { type: 'pass' }

export type Action = ChoiceAction | MasterAction | DalmaAction | EnemyAction | EndOfTurnAction
export type ActionType = Action['type']

/** The character actions shared by Dalmas and enemies, as one internal shape. */
export type CharacterAct =
  | { kind: 'equip'; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { kind: 'learn'; instanceId: InstanceId }
  | { kind: 'drinkPotion'; instanceId: InstanceId }
  | { kind: 'applyPoison'; instanceId: InstanceId; weaponId: InstanceId }
  | { kind: 'reloadBow'; weaponId: InstanceId }
export type CharacterActionKind = CharacterAct['kind']
