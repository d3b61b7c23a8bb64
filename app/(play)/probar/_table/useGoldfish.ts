'use client'
// The goldfish session of the table in React state. Every change goes through the engine (see
// session.ts): a new action through apply, undo through replay of the log minus its last action,
// a changed turn limit by playing the same line again. Nothing here draws randomness: a new seed
// comes from the caller.
import { useCallback, useMemo, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/schema'
import type { Deck } from '@/lib/decks/model'
import type { Action } from '@/lib/engine'
import { formatLine } from './line'
import {
  autoPlay as autoPlaySession, playAction, sessionFromLine, startSession, undoLast, withTurns, type GoldfishSession, type GoldfishSettings,
} from './session'

export type { GoldfishSession, GoldfishSettings, LineProblem } from './session'

export function useGoldfish(deck: Deck, catalogue: Catalogue, initial: GoldfishSettings & { line: string; engineVersion?: number }) {
  const [session, setSession] = useState<GoldfishSession>(() =>
    sessionFromLine(deck, { seed: initial.seed, seat: initial.seat, turns: initial.turns }, initial.line, catalogue, initial.engineVersion))

  const line = useMemo(() => (session.ok ? formatLine(session.steps.map((s) => s.step)) : ''), [session])

  /** Plays one action; false when the engine refuses it (the state is left as it was). */
  const play = useCallback((action: Action): boolean => {
    if (!session.ok) return false
    const next = playAction(session, action, catalogue)
    if (next === null) return false
    setSession(next)
    return true
  }, [session, catalogue])

  const autoPlay = useCallback((scope: 'one' | 'turn') => {
    if (session.ok && session.state.result === null) setSession(autoPlaySession(session, catalogue, scope))
  }, [session, catalogue])

  const undo = useCallback(() => {
    if (session.ok) setSession(undoLast(session, catalogue))
  }, [session, catalogue])

  /** Same deck and settings, from the deal (the same seed deals the same game). */
  const restart = useCallback(() => {
    setSession(startSession(deck, session.settings, [], catalogue))
  }, [deck, session.settings, catalogue])

  /** New seed or seat: a new game. */
  const reconfigure = useCallback((patch: Partial<Pick<GoldfishSettings, 'seed' | 'seat'>>) => {
    setSession(startSession(deck, { ...session.settings, ...patch }, [], catalogue))
  }, [deck, session.settings, catalogue])

  const setTurns = useCallback((turns: number) => {
    if (turns !== session.settings.turns) setSession(withTurns(session, deck, turns, catalogue))
  }, [deck, session, catalogue])

  return { session, line, play, autoPlay, undo, restart, reconfigure, setTurns }
}
