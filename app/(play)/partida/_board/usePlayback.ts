'use client'
// The board's playback (issue 27): plays the beats of the steps the viewer has not seen yet (playback.ts),
// one after another at the chosen pace, and remembers the pace in this browser. The steps present when
// the board first shows are taken as seen (a reload does not play the game again). «Saltar» ends the
// playback and lets every step that comes before the viewer's next decision through without playing it.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import type { MasterView } from '@/lib/engine/view'
import { BEAT_MS, PACE_KEY, readPace, stepBeats, type Beat, type Pace, type PlayStep } from './playback'

export type Playback = {
  /** The beat on the board now, or null when nothing is being played. */
  beat: Beat | null
  /** Beats left in the step being played, and steps after it. */
  left: { beats: number; steps: number }
  pace: Pace
  setPace: (pace: Pace) => void
  /** Ends the playback until the viewer's next decision. */
  skip: () => void
}

/**
 * `decides`: the viewer has a decision now. `canDecide`: the viewer ever decides here (not a spectator nor
 * a replay): «Saltar» then lasts until its next decision, else it skips what is owed now.
 */
export function usePlayback(
  steps: readonly PlayStep[] | undefined, view: MasterView, catalogue: Catalogue, seatNames: readonly [string, string], decides: boolean, canDecide: boolean,
): Playback {
  const lastKey = steps !== undefined && steps.length > 0 ? (steps[steps.length - 1] as PlayStep).key : -1
  const [done, setDone] = useState(lastKey)
  const [index, setIndex] = useState(0)
  const [pace, setPaceState] = useState<Pace>('normal')
  const [skipping, setSkipping] = useState(false)
  useEffect(() => { setPaceState(readPace(window.localStorage.getItem(PACE_KEY))) }, [])
  const setPace = useCallback((p: Pace) => {
    setPaceState(p)
    try { window.localStorage.setItem(PACE_KEY, p) } catch { /* private mode: the choice lasts this page */ }
  }, [])

  // Keys went back (an undo, a new game, a replay moved back): nothing of the new line is owed.
  if (lastKey < done) {
    setDone(lastKey)
    setIndex(0)
  }
  const off = pace === 'instant' || skipping || steps === undefined
  const at = off ? -1 : steps.findIndex((s) => s.key > done)
  const step = at >= 0 ? steps?.[at] : undefined
  const after = at >= 0 ? steps?.[at + 1] : undefined
  const beats = useMemo(
    () => (step === undefined ? [] : stepBeats(step, after === undefined ? view : after.before(), catalogue, seatNames)),
    // `view` counts only for the last step (the board after it is the board now).
    [step, after, after === undefined ? view : null, catalogue, seatNames],
  )
  const beat = beats[index] ?? null

  // Played nothing (paused, skipped) or the step shows nothing: everything up to now counts as seen.
  useEffect(() => {
    if (off && done !== lastKey) { setDone(lastKey); setIndex(0) }
  }, [off, done, lastKey])
  useEffect(() => {
    if (step === undefined) return
    if (beat === null) { setDone(step.key); setIndex(0); return }
    const t = window.setTimeout(() => {
      if (index + 1 < beats.length) setIndex(index + 1)
      else { setDone(step.key); setIndex(0) }
    }, beat.weight * BEAT_MS[pace])
    return () => window.clearTimeout(t)
  }, [step, beat, beats.length, index, pace])
  // «Saltar» lasts until the viewer has a decision again.
  useEffect(() => { if (skipping && decides) setSkipping(false) }, [skipping, decides])

  const skip = useCallback(() => {
    setIndex(0)
    if (canDecide) setSkipping(true)
    else setDone(lastKey)
  }, [canDecide, lastKey])
  return {
    beat,
    left: { beats: Math.max(0, beats.length - index - 1), steps: at < 0 || steps === undefined ? 0 : steps.length - at - 1 },
    pace,
    setPace,
    skip,
  }
}
