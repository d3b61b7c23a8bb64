'use client'
// The goldfish session of the table: the config (deck, seed, seat, turn limit), the steps played
// and the state they lead to. Every change goes through the engine: a new action through apply,
// undo through replay of the log minus its last action, a changed turn limit by playing the same
// line again. Nothing here draws randomness: a new seed comes from the caller.
import { useCallback, useMemo, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import {
  apply, chooseGoldfishAction, legalActions, replay, type Action, type EngineError, type GameConfig, type GameEvent, type GameState,
} from '@/lib/engine'
import { formatLine, goldfishConfig, parseLine, playLine, stepForAction, type LineStep, type PlayedStep } from './line'
import type { GoldfishSeat } from './url-state'

export type GoldfishSettings = { seed: number; seat: GoldfishSeat; turns: number }

/** Why a line from the URL was not played whole: a damaged text, or a step the game does not allow. */
export type LineProblem =
  | { kind: 'unreadable'; position: number; message: string }
  | { kind: 'stopped'; index: number; total: number }

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

/** A session from the URL's line text; an unreadable line starts the game from the beginning and says why. */
export function sessionFromLine(deck: Deck, settings: GoldfishSettings, lineText: string, catalogue: Catalogue): GoldfishSession {
  const parsed = parseLine(lineText)
  if (!parsed.ok) {
    const session = startSession(deck, settings, [], catalogue)
    return session.ok ? { ...session, lineProblem: { kind: 'unreadable', ...parsed.error } } : session
  }
  return startSession(deck, settings, parsed.steps, catalogue)
}

/** Most bot steps "complete the turn" may take before giving up (a turn is a few dozen decisions). */
const MAX_AUTO_STEPS = 400

export function useGoldfish(deck: Deck, catalogue: Catalogue, initial: GoldfishSettings & { line: string }) {
  const [session, setSession] = useState<GoldfishSession>(() =>
    sessionFromLine(deck, { seed: initial.seed, seat: initial.seat, turns: initial.turns }, initial.line, catalogue))

  const line = useMemo(() => (session.ok ? formatLine(session.steps.map((s) => s.step)) : ''), [session])

  /** Plays one action; false when the engine refuses it (the state is left as it was). */
  const play = useCallback((action: Action): boolean => {
    if (!session.ok) return false
    const step = stepForAction(session.state, catalogue, action)
    if (step === null) return false
    const r = apply(session.state, action, catalogue)
    if (!r.ok) return false
    setSession({ ...session, state: r.state, steps: [...session.steps, { action, step, events: r.events }], lineProblem: null })
    return true
  }, [session, catalogue])

  /** The goldfish policy plays: one decision, or until the player's next turn begins (or the game ends). */
  const autoPlay = useCallback((scope: 'one' | 'turn') => {
    if (!session.ok || session.state.result !== null) return
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
    setSession({ ...session, state, steps, lineProblem: null })
  }, [session, catalogue])

  /** Takes back the last action: the engine replays the log without it. */
  const undo = useCallback(() => {
    if (!session.ok || session.steps.length === 0) return
    const steps = session.steps.slice(0, -1)
    const r = replay(session.config, steps.map((s) => s.action), catalogue)
    if (!r.ok) return
    setSession({ ...session, state: r.state, steps, lineProblem: null })
  }, [session, catalogue])

  /** Same deck and settings, from the deal (the same seed deals the same game). */
  const restart = useCallback(() => {
    setSession(startSession(deck, session.settings, [], catalogue))
  }, [deck, session.settings, catalogue])

  /** New seed or seat: a new game. */
  const reconfigure = useCallback((patch: Partial<Pick<GoldfishSettings, 'seed' | 'seat'>>) => {
    setSession(startSession(deck, { ...session.settings, ...patch }, [], catalogue))
  }, [deck, session.settings, catalogue])

  /** A new turn limit keeps the line played, as far as it still fits (RUL-13). */
  const setTurns = useCallback((turns: number) => {
    if (turns === session.settings.turns) return
    const steps = session.ok ? session.steps.map((s) => s.step) : []
    const next = startSession(deck, { ...session.settings, turns }, steps, catalogue)
    setSession(next.ok ? { ...next, lineProblem: null } : next)
  }, [deck, session, catalogue])

  return { session, line, play, autoPlay, undo, restart, reconfigure, setTurns }
}
