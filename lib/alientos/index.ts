// Duelo de alientos' rules engine, public API. Pure and seeded: runs in the browser, a worker, the server and the CLI.
export type { AlientosAction, AttackAction, NameAction, PassAction, SupportAction } from './actions'
export {
  applyAction, cloneState, createDuel, DEFAULT_MAX_ROUNDS, MAX_MAX_ROUNDS, MAX_SEATS, MIN_SEATS, replayDuel, resign, STARTING_PAIN, timeoutAction,
  type AlientosConfig, type Applied, type Created, type Replayed,
} from './apply'
export { configSchema, parseConfig, poolSchema } from './config'
export {
  DIE_KINDS, DIE_LABELS, describePoolProblem, emptyPool, facesOf, KIND_LABELS, opposite, parsePool, POOL_KINDS, POOL_SIZE, poolDice, poolProblems, poolText,
  PLAIN_DICE, UMBRA_DICE, WITH_UMBRA, WITHOUT_UMBRA, type DieKind, type Pool, type PoolKind, type PoolProblem, type Umbra,
} from './dice'
export type { AlientosError, AlientosErrorCode } from './errors'
export type { AlientosEvent, RecountRow } from './events'
export { actionKey, canonicalAction, checkAction, legalActions, sumsNow } from './legal'
export { aliveSeats, canAttackWith, counts, deciderOf, isBlocked, mansedumbreMap, nextAlive, sums, type MansedumbreMap } from './queries'
export type { AlientosState, Die, DuelResult, Phase, Taumaturgo } from './state'
export { ALIENTOS_VERSION } from './version'
export { viewOf, type AlientosView } from './view'
