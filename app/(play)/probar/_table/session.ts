// A goldfish session as data: the config (deck, seed, seat, turn limit), the steps played and the
// state they lead to, built from a URL line as far as it is legal. Pure; the hook in useGoldfish.ts
// keeps one in React state.
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import {
  apply, ENGINE_VERSION, legalActions, replay, type Action, type EngineError, type GameConfig, type GameEvent, type GameState,
} from '@/lib/engine'
import { chooseAction as chooseGoldfishAction } from '@/lib/bots/goldfish'
import { goldfishConfig, parseLine, playLine, stepForAction, type LineStep, type PlayedStep } from './line'
import type { GoldfishSeat } from './url-state'

export type GoldfishSettings = { seed: number; seat: GoldfishSeat; turns: number }

/** Why a line from the URL was not played whole: a damaged text, a step the game does not allow, or another engine's line. */
export type LineProblem =
  | { kind: 'unreadable'; position: number; message: string }
  | { kind: 'stopped'; index: number; total: number }
  /** The line was played on another engine version: it would lead to another game, so it is not played. */
  | { kind: 'engineVersion'; recorded: number; current: number }

export type GoldfishSession =
  | { ok: false; settings: GoldfishSettings; error: EngineError }
  | {
      ok: true
      settings: GoldfishSettings
      config: GameConfig
      setupEvents: GameEvent[]
      steps: PlayedStep[]
      state: GameState
      /** Set only right after loading a line that could not be played whole. */
      lineProblem: LineProblem | null
    }

/** A session from a deck, settings and line steps (as far as they are legal). */
export function startSession(deck: Deck, settings: GoldfishSettings, steps: readonly LineStep[], catalogue: Catalogue): GoldfishSession {
  const config = goldfishConfig(deck, settings.seed, settings.seat, settings.turns)
  const played = playLine(config, steps, catalogue)
  if (!played.ok) return { ok: false, settings, error: played.error }
  return {
    ok: true,
    settings,
    config,
    setupEvents: played.setupEvents,
    steps: played.steps,
    state: played.state,
    lineProblem: played.stoppedAt === null ? null : { kind: 'stopped', index: played.stoppedAt.index, total: steps.length },
  }
}

/**
 * A session from the URL's line text and the engine version it was played with; an unreadable line, or
 * one of another version, starts the game from the beginning (the seed deals the same cards on every
 * version) and says why.
 */
export function sessionFromLine(deck: Deck, settings: GoldfishSettings, lineText: string, catalogue: Catalogue, engineVersion: number = ENGINE_VERSION): GoldfishSession {
  if (lineText !== '' && engineVersion !== ENGINE_VERSION) {
    const session = startSession(deck, settings, [], catalogue)
    return session.ok ? { ...session, lineProblem: { kind: 'engineVersion', recorded: engineVersion, current: ENGINE_VERSION } } : session
  }
  const parsed = parseLine(lineText)
  if (!parsed.ok) {
    const session = startSession(deck, settings, [], catalogue)
    return session.ok ? { ...session, lineProblem: { kind: 'unreadable', ...parsed.error } } : session
  }
  return startSession(deck, settings, parsed.steps, catalogue)
}

export type PlayingSession = Extract<GoldfishSession, { ok: true }>

/** The session after one more action, or null when the engine refuses it. */
export function playAction(session: PlayingSession, action: Action, catalogue: Catalogue): PlayingSession | null {
  const step = stepForAction(session.state, catalogue, action)
  if (step === null) return null
  const r = apply(session.state, action, catalogue)
  if (!r.ok) return null
  return { ...session, state: r.state, steps: [...session.steps, { action, step, events: r.events }], lineProblem: null }
}

/** The session without its last action: the engine replays the log minus that action. */
export function undoLast(session: PlayingSession, catalogue: Catalogue): PlayingSession {
  if (session.steps.length === 0) return session
  const steps = session.steps.slice(0, -1)
  const r = replay(session.config, steps.map((s) => s.action), catalogue)
  if (!r.ok) return session
  return { ...session, state: r.state, steps, lineProblem: null }
}

/** Most decisions "complete the turn" takes before giving up (a turn is a few dozen). */
const MAX_AUTO_STEPS = 400

/**
 * The goldfish policy (the batch's) decides: one decision, or every decision until the player's
 * next turn has begun (stopping at its first decision, so the player sees its Posada or
 * replacement) or the game ends.
 */
export function autoPlay(session: PlayingSession, catalogue: Catalogue, scope: 'one' | 'turn'): PlayingSession {
  let state = session.state
  const steps = session.steps.slice()
  const startTurn = state.masters[0].turn
  for (let i = 0; i < MAX_AUTO_STEPS && state.result === null; i++) {
    if (scope === 'turn' && i > 0 && state.masters[0].turn > startTurn && state.activeSeat === 0) break
    const legal = legalActions(state, catalogue)
    const action = chooseGoldfishAction(state, catalogue)
    const step = stepForAction(state, catalogue, action, legal)
    const r = step === null ? null : apply(state, action, catalogue)
    if (step === null || r === null || !r.ok) break
    steps.push({ action, step, events: r.events })
    state = r.state
    if (scope === 'one') break
  }
  return steps.length === session.steps.length ? session : { ...session, state, steps, lineProblem: null }
}

/** A new turn limit keeps the line played, as far as it still fits (RUL-13). */
export function withTurns(session: GoldfishSession, deck: Deck, turns: number, catalogue: Catalogue): GoldfishSession {
  const steps = session.ok ? session.steps.map((s) => s.step) : []
  const next = startSession(deck, { ...session.settings, turns }, steps, catalogue)
  return next.ok ? { ...next, lineProblem: null } : next
}
