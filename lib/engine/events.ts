// Events: what happened, as data with the rule it applies. No display text here; describeEvent
// (describe.ts) turns one into Spanish for the game log. Batch simulations never render them.
import type { Stat } from '../catalogue/schema'
import type { InstanceId, Seat } from './ids'
import type { DeclaredAct, GameResult, MainStep } from './state'

export type DiscardReason = 'trapRevealed' | 'treasureUsed' | 'potionDrunk' | 'poisonApplied' | 'replacedEquipment' | 'handLimit' | 'emblem' | 'died' | 'thrown' | 'trapSprung'

export type GameEvent =
  | { type: 'relicSetAside'; seat: Seat; relicId: InstanceId | null; enemyIds: InstanceId[]; rule: 'R6.1' }
  | { type: 'startingDalmaSetAside'; seat: Seat; dalmaId: InstanceId; cardIds: InstanceId[]; rule: 'R6.2' }
  | { type: 'deckShuffled'; seat: Seat; size: number; rule: 'R6.5' }
  | { type: 'cardDrawn'; seat: Seat; instanceId: InstanceId; cardId: string; rule: string }
  | { type: 'cardsReplaced'; seat: Seat; instanceIds: InstanceId[]; deferred: boolean; rule: 'R6.7' | 'R6.8' }
  | { type: 'replacementDeclined'; seat: Seat; deferred: boolean; rule: 'RUL-3' | 'RUL-4' }
  | { type: 'initialRevelation'; seat: Seat; instanceIds: InstanceId[]; rule: 'R6.9' }
  | { type: 'moneyGained'; seat: Seat; silver: number; rule: string }
  | { type: 'moneyPaid'; seat: Seat; silver: number; rule: string }
  | { type: 'firstMasterChosen'; seat: Seat; initiative: [number, number] | null; rolls: [number, number][]; rule: 'R6.11' | 'RUL-5' }
  | { type: 'turnStarted'; seat: Seat; turn: number; skipsRestAndIncome: boolean; rule: 'R7.1' | 'RUL-5' }
  | { type: 'phaseStarted'; seat: Seat; phase: 'rest' | 'income' | 'main' | 'endOfTurn'; rule: string }
  | { type: 'stepStarted'; seat: Seat; step: MainStep; rule: 'R7.13' }
  | { type: 'returnedFromCombat'; seat: Seat; dalmaIds: InstanceId[]; rule: 'R7.2' }
  | { type: 'relicCountersRemoved'; seat: Seat; count: number; rule: 'R7.3' }
  | { type: 'actionMarkersRemoved'; instanceIds: InstanceId[]; rule: 'R7.4' | 'R7.5' }
  | { type: 'enemyHealed'; enemyId: InstanceId; cardId: string; amount: number; rule: 'R7.6' }
  | { type: 'temporaryEffectsEnded'; instanceIds: InstanceId[]; rule: 'R7.7' }
  | { type: 'innRest'; seat: Seat; dalmaIds: InstanceId[]; rule: 'R7.8' }
  | { type: 'cardPlaced'; seat: Seat; instanceId: InstanceId; cardId: string; rule: 'R8.3' }
  | { type: 'cardRevealed'; seat: Seat; instanceId: InstanceId; cardId: string; costSilver: number; rule: 'R8.4' }
  | { type: 'enemyRevealed'; seat: Seat; instanceId: InstanceId; cardId: string; rule: 'R8.5' }
  | { type: 'treasureUsed'; seat: Seat; instanceId: InstanceId; cardId: string; rule: 'R8.6' }
  | { type: 'masterActionCounted'; seat: Seat; count: number; rule: 'R7.14' }
  | { type: 'cardDiscarded'; seat: Seat; instanceId: InstanceId; cardId: string; reason: DiscardReason; rule: string }
  | { type: 'equipped'; seat: Seat; characterId: InstanceId; characterCardId: string; instanceId: InstanceId; cardId: string; rule: 'R9.2' | 'R10.2' }
  | { type: 'learned'; seat: Seat; dalmaId: InstanceId; dalmaCardId: string; instanceId: InstanceId; cardId: string; costSilver: number; halved: boolean; rule: 'R11.4' | 'R11.7' }
  | { type: 'potionDrunk'; seat: Seat; characterId: InstanceId; characterCardId: string; instanceId: InstanceId; cardId: string; rule: 'R9.9' | 'R10.2' }
  | { type: 'poisonApplied'; seat: Seat; characterId: InstanceId; instanceId: InstanceId; cardId: string; weaponId: InstanceId; weaponCardId: string; rule: 'R9.10' | 'R10.2' }
  | { type: 'bowReloaded'; seat: Seat; characterId: InstanceId; characterCardId: string; weaponId: InstanceId; weaponCardId: string; costSilver: number; rule: 'R9.3' | 'R10.2' }
  | { type: 'healed'; characterId: InstanceId; characterCardId: string; amount: number; rule: string }
  | { type: 'statModified'; characterId: InstanceId; characterCardId: string; stat: Stat; amount: number; until: 'endOfTurn' | 'nextAttack' | 'permanent'; rule: string }
  | { type: 'extraActivationGranted'; characterId: InstanceId; characterCardId: string; pri: number; rule: 'R12.11' }
  | { type: 'effectNotSimulated'; sourceCardId: string; kind: string; rule?: string }
  | { type: 'actionMarkerPlaced'; instanceId: InstanceId; rule: string }
  | { type: 'handLimitExceeded'; seat: Seat; handSize: number; rule: 'R5.10' | 'RUL-12' }
  | { type: 'emblemConflict'; seat: Seat; options: [InstanceId, InstanceId]; rule: 'R15.7' }
  | { type: 'exhaustion'; seat: Seat; turn: number; masterActions: number; rule: 'R18.1' }
  | { type: 'turnEnded'; seat: Seat; turn: number; rule: 'R7.1' | 'RUL-13' }
  | { type: 'gameEnded'; result: GameResult; rule: string }
  // the duel (§9–§22)
  | { type: 'actionDeclared'; seat: Seat; actorId: InstanceId; act: DeclaredAct['kind']; rule: 'R9.12' }
  | { type: 'actionFizzled'; seat: Seat; actorId: InstanceId; act: DeclaredAct['kind']; rule: 'RUL-34' }
  | { type: 'answerDeclined'; seat: Seat; rule: 'R9.12' }
  | { type: 'extraActivationUsed'; characterId: InstanceId; rule: 'RUL-17' }
  | { type: 'arrowUsed'; instanceId: InstanceId; used: number; rule: 'R15.9' }
  | { type: 'ringUsed'; instanceId: InstanceId; rule: 'R12.10' }
  | { type: 'explored'; seat: Seat; dalmaId: InstanceId; targetId: InstanceId; rule: 'R16.1' }
  | { type: 'enteredCombatZone'; seat: Seat; dalmaIds: InstanceId[]; rule: string }
  | { type: 'spellCast'; seat: Seat; casterId: InstanceId; spellId: InstanceId; cardId: string; targetId: InstanceId | null; rule: string }
  | { type: 'skillUsed'; seat: Seat; dalmaId: InstanceId; skillId: InstanceId; cardId: string; targetId: InstanceId | null; rule: string }
  | { type: 'attackRolled'; attackerId: InstanceId; targetId: InstanceId; mode: 'melee' | 'shot' | 'throw'; rolls: number[]; strength: number; bonus: number; resistance: number; outcome: 'damage' | 'kill' | 'fumble'; damage: number; rule: string }
  | { type: 'damaged'; characterId: InstanceId; amount: number; sourceId: InstanceId | null; rule: string }
  /** RUL-44: characters that die in the same death check, as one event (each also has its own `died`). */
  | { type: 'deaths'; characterIds: InstanceId[]; rule: 'RUL-44' }
  | { type: 'died'; characterId: InstanceId; cardId: string; killerId: InstanceId | null; rule: string }
  | { type: 'enemyDefeated'; seat: Seat; enemyId: InstanceId; cardId: string; rule: 'R19.21' }
  | { type: 'thrownReturned'; seat: Seat; instanceId: InstanceId; rule: 'R19.13' }
  | { type: 'weaponThrown'; fighterId: InstanceId; weaponId: InstanceId; targetId: InstanceId; rule: 'R19.13' }
  | { type: 'abilityTriggered'; characterId: InstanceId; cardId: string; trigger: string; rule: 'R10.3' }
  | { type: 'trapSprung'; seat: Seat; dalmaId: InstanceId; trapId: InstanceId; cardId: string; targetId: InstanceId; rule: 'R14.3' }
  | { type: 'combatStarted'; kind: 'explore' | 'offensive'; attackerSeat: Seat; attackers: InstanceId[]; defenders: InstanceId[]; rule: string }
  | { type: 'offensiveDeclared'; seat: Seat; attackers: InstanceId[]; forced: boolean; rule: 'R17.1' | 'R18.2' }
  | { type: 'actionsRecovered'; dalmaIds: InstanceId[]; rule: 'R17.3' }
  | { type: 'defenderAdded'; seat: Seat; dalmaId: InstanceId; rule: 'R17.5' }
  | { type: 'paired'; attackerId: InstanceId; defenderId: InstanceId; rule: string }
  | { type: 'reinforced'; fighterId: InstanceId; opponentId: InstanceId; rule: string }
  | { type: 'roundStarted'; round: number; rule: 'R19.5' }
  | { type: 'roundEnded'; round: number; rule: 'R19.5' }
  /** R19.8: tied characters' 1d6, in melee and the throwing window (RUL-35) or when a window's offers are ordered (RUL-53). */
  | { type: 'initiativeTie'; rolls: [InstanceId, number][]; rule: 'RUL-35' | 'RUL-53' }
  | { type: 'shotNotPaid'; shooterId: InstanceId; weaponId: InstanceId; rule: 'RUL-37' }
  | { type: 'reloadedInCombat'; fighterId: InstanceId; weaponId: InstanceId; rule: 'R19.12' }
  | { type: 'relicCaptured'; seat: Seat; rule: 'R21.1' }
  | { type: 'offensiveFailed'; seat: Seat; forced: boolean; rule: 'R17.6' | 'R18.4' | 'RUL-45' }
  | { type: 'combatEnded'; kind: 'explore' | 'offensive'; rule: 'R19.1' }
  | { type: 'lenteCounter'; dalmaId: InstanceId; objectId: InstanceId; rule: 'R22.6' }
  | { type: 'lenteLooked'; seat: Seat; dalmaId: InstanceId; targetId: InstanceId; cardId: string; revealed: boolean; rule: 'RUL-41' }
  | { type: 'controlled'; seat: Seat; dalmaId: InstanceId; rule: 'R22.4' }
  | { type: 'confused'; dalmaId: InstanceId; rule: 'R22.5' }

export type GameEventType = GameEvent['type']
