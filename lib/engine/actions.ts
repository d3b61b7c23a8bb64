// Actions: plain JSON, one discriminated union for everything a Master decides. `legalActions`
// lists them, `apply` takes them, the log stores them.
import type { InstanceId } from './ids'

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

/**
 * Dalma actions (§9). `replaceIds`: equipped cards discarded to make room (R9.2). Principal actions
 * are taken in the own Fase Principal; Instants (cast, useSkill, drinkPotion, lente) also answer
 * the rival's declared actions (R9.12) and fill combat windows.
 */
export type DalmaAction =
  | { type: 'equip'; dalmaId: InstanceId; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { type: 'learn'; dalmaId: InstanceId; instanceId: InstanceId }
  | { type: 'drinkPotion'; dalmaId: InstanceId; instanceId: InstanceId }
  | { type: 'applyPoison'; dalmaId: InstanceId; instanceId: InstanceId; weaponId: InstanceId }
  /** R9.3; `arrowId`: an arrow card such as Flechas perforadoras (R15.9), else normal arrows. */
  | { type: 'reloadBow'; dalmaId: InstanceId; weaponId: InstanceId; arrowId?: InstanceId | null }
  /** R9.4: a loaded bow shoots a target in the Zona de Combate (RUL-14). */
  | { type: 'shoot'; dalmaId: InstanceId; weaponId: InstanceId; targetId: InstanceId }
  /** R16.1: enter the Zona de Combate and fight one round against the target. */
  | { type: 'explore'; dalmaId: InstanceId; targetId: InstanceId }
  /** R12: cast a known spell; `targetId` when the spell has one. */
  | { type: 'cast'; dalmaId: InstanceId; spellId: InstanceId; targetId: InstanceId | null }
  /** R13: use a known skill; `targetId` when the skill has one. */
  | { type: 'useSkill'; dalmaId: InstanceId; skillId: InstanceId; targetId: InstanceId | null }
  /** R22.6, RUL-28, RUL-41: Lente de Visión Precisa; the second activation looks at `targetId` and may reveal it. */
  | { type: 'activateLente'; dalmaId: InstanceId; objectId: InstanceId; targetId: InstanceId | null; reveal: boolean }
  | { type: 'endDalmaActions' }

/** Enemy actions that need no rival (R10.2). */
export type EnemyAction =
  | { type: 'enemyEquip'; enemyId: InstanceId; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { type: 'enemyDrinkPotion'; enemyId: InstanceId; instanceId: InstanceId }
  | { type: 'enemyApplyPoison'; enemyId: InstanceId; instanceId: InstanceId; weaponId: InstanceId }
  /** R10.2; `arrowId`: an arrow card such as Flechas perforadoras (R15.9), as for a Dalma. */
  | { type: 'enemyReloadBow'; enemyId: InstanceId; weaponId: InstanceId; arrowId?: InstanceId | null }
  | { type: 'enemyShoot'; enemyId: InstanceId; weaponId: InstanceId; targetId: InstanceId }
  | { type: 'endEnemyActions' }

/** The end-of-turn decision (§17): pass, or declare an offensive and then pick its attackers. */
export type EndOfTurnAction = { type: 'pass' } | { type: 'declareOffensive' }

/** Answers to the decision on top of the stack (windows and staged choices). */
export type WindowAction =
  /** Nothing (more) in this window: no answer, no trap, no spell or skill, keep the weapon (RUL-33). */
  | { type: 'decline' }
  /** R17.2: one more attacker; R17.5: one more defender. */
  | { type: 'chooseAttacker'; dalmaId: InstanceId }
  | { type: 'launchOffensive' }
  | { type: 'addDefender'; dalmaId: InstanceId }
  /** R19.14: one initial pair. */
  | { type: 'pair'; attackerId: InstanceId; defenderId: InstanceId }
  /** R19.15, R19.16, RUL-20: place an own fighter beside `opponentId`'s engagement. */
  | { type: 'reinforce'; fighterId: InstanceId; opponentId: InstanceId }
  /** R19.17: in the engagement being split, `fighterId` duels `opponentId`. */
  | { type: 'split'; fighterId: InstanceId; opponentId: InstanceId }
  /** R14.3, R14.4, RUL-18: `dalmaId` springs face-down trap `trapId` on the entering `targetId`. */
  | { type: 'activateTrap'; dalmaId: InstanceId; trapId: InstanceId; targetId: InstanceId }
  /** R19.7, R19.11, RUL-47: in the bow window, the loaded bow shoots this opponent (its Master pays the shot, RUL-37). */
  | { type: 'aimBow'; fighterId: InstanceId; weaponId: InstanceId; targetId: InstanceId }
  /** R19.13, RUL-33: throw the weapon at an opponent. */
  | { type: 'throw'; fighterId: InstanceId; weaponId: InstanceId; targetId: InstanceId }
  /** R19.9, RUL-20: the melee attack against one opponent. */
  | { type: 'attack'; fighterId: InstanceId; targetId: InstanceId }
  /** R19.12, RUL-33, RUL-38: reload instead of attacking; `arrowId`: a Flechas perforadoras arrow (R15.9), else a normal one. */
  | { type: 'reloadInCombat'; fighterId: InstanceId; weaponId: InstanceId; arrowId?: InstanceId | null }

export type Action = ChoiceAction | MasterAction | DalmaAction | EnemyAction | EndOfTurnAction | WindowAction
export type ActionType = Action['type']

/** The character actions shared by Dalmas and enemies, as one internal shape. */
export type CharacterAct =
  | { kind: 'equip'; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { kind: 'learn'; instanceId: InstanceId }
  | { kind: 'drinkPotion'; instanceId: InstanceId }
  | { kind: 'applyPoison'; instanceId: InstanceId; weaponId: InstanceId }
  | { kind: 'reloadBow'; weaponId: InstanceId; arrowId: InstanceId | null }
export type CharacterActionKind = CharacterAct['kind']
