// Duelo de alientos as a game of the platform (lib/platform/game.ts, docs/platform-games.md).
import type { PlatformGame } from '../platform/game'
import type { AlientosAction } from './actions'
import { applyAction, createDuel, MAX_SEATS, MIN_SEATS, replayDuel, resign, timeoutAction, type AlientosConfig } from './apply'
import { parseConfig } from './config'
import type { AlientosEvent } from './events'
import { legalActions } from './legal'
import { deciderOf } from './queries'
import type { AlientosState } from './state'
import { ALIENTOS_VERSION } from './version'
import { viewOf, type AlientosView } from './view'

/** ALI-9: 24 hours a move; one announced absence a duel, of at most 72 hours. */
export const MOVE_MS = 24 * 3600 * 1000
export const ABSENCE_MS = 72 * 3600 * 1000

export const alientosGame: PlatformGame<AlientosConfig, AlientosState, AlientosAction, AlientosView, AlientosEvent> = {
  id: 'alientos',
  version: ALIENTOS_VERSION,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  clock: { kind: 'move', moveMs: MOVE_MS, absenceMs: ABSENCE_MS, absences: 1 },
  parseConfig,
  create: createDuel,
  decider: deciderOf,
  legal: legalActions,
  apply: applyAction,
  resign,
  timeout: timeoutAction,
  view: viewOf,
  result: (state) => state.result,
  replay: (config, actions) => replayDuel(config, actions),
}
