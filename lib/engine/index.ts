// The rules engine's public API. Pure: runs in the browser, a worker, the server and the CLI.
export type { Action, ActionType, ChoiceAction, DalmaAction, EnemyAction, MasterAction } from './actions'
// The action schema (zod) is not re-exported here: every browser page that plays the engine imports this index, and
// zod would ride along (about 70 KiB on /aprender). The server imports it from './action-schema' itself.
export { apply, type ApplyOptions, type ApplyResult } from './apply'
export { describeEvent, describeResult, money, type EventText } from './describe'
export { attackDieLaw, rollAttackDie, type AttackDie, type RollD6 } from './dice'
export { describeError, type EngineError, type EngineErrorCode } from './errors'
export type { GameEvent, GameEventType } from './events'
export { legalActions } from './legal'
export { EMPTY_LOG, logActions, logAt, logLength, logOf, type ActionLog } from './log'
export { pendingDecision, topDecision } from './stack'
export {
  activeDalmas, castsLeft, characterStats, handLimitLifted, HAND_LIMIT, learningCost, ownedInstanceIds, revealedEnemies, skillUsesLeft,
} from './queries'
export { replay, type ReplayResult } from './replay'
export type { Result } from './result'
export { botRng, createRng, createRng128, deriveRng, gameSeed, nextUint32, parseSeed, SEED128_PATTERN, seed128Of, seedFromString, shuffleInPlace, type RngState } from './rng'
export { createGame, openingHand, prepareDeck, type CreateGameResult, type PreparedDeck } from './setup'
export { ENGINE_VERSION, MAX_ENGINE_VERSION, UNVERSIONED } from './version'
export type {
  ActiveEffect, CardInstance, Combat, Decision, DeclaredAct, GameConfig, GameMode, GameResult, GameState, InstanceId, MainStep, MasterState, PendingChoice, Phase, Seat, Variant,
} from './state'
