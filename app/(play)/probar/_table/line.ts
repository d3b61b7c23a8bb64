// The "line" of a goldfish game: the actions played, written compactly enough for a URL. The
// engine is deterministic, so a game is its config plus, at each step, which of the legal actions
// was taken: most steps are one index into legalActions(state). Replacements are the exception:
// the order of the cards decides the bottom of the deck (R6.7, RUL-3) while legalActions lists
// each set once, so they are written as the hand positions in the order chosen.
//
// Alphabet (all URL-safe, no escaping needed):
//   a number is base-26 "continuation" digits A–Z (the high part, most significant first, none
//   when zero) followed by one base-32 terminal digit 0–9 a–v (the low five bits). Numbers below
//   32 are one character.
//   an index step is one number;
//   a replacement step is '-', the count, then that many hand positions (numbers).
// Example: "-202" + "3" + "0" = replace hand positions 0 and 2, then legal actions #3 and #0.
import { pendingDecision } from '@/lib/engine'
import type { Catalogue } from '@/lib/catalogue/schema'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import {
  apply, createGame, gameSeed, legalActions, type Action, type EngineError, type GameConfig, type GameEvent, type GameState,
} from '@/lib/engine'

/**
 * The goldfish game the table plays for seed S: game 0 of S, through gameSeed like `dm hands` and
 * the batch, so the same S deals the same opening hand everywhere (RUL-13 goldfish, RUL-5 seat).
 * The deck goes in canonical form (normalizeDeck): the shuffle starts from the deck's card order,
 * and a share code (what the URL carries) always decodes to that form, so a pasted list must deal
 * exactly as its code will after a reload.
 */
export function goldfishConfig(deck: Deck, seed: number, seat: 'first' | 'second', turns: number): GameConfig {
  const { relicId, startingDalmaId, entries } = normalizeDeck(deck)
  return { seed: gameSeed(seed, 0), mode: 'goldfish', masters: [{ deck: { relicId, startingDalmaId, entries } }], goldfishSeat: seat, maxTurns: turns }
}

export type LineStep =
  /** The index of the action in legalActions(state) at that step. */
  | { kind: 'index'; index: number }
  /** R6.7/R6.8: the hand positions sent under the deck, in the order chosen (empty: none). */
  | { kind: 'replace'; positions: number[] }

const TERMINAL = '0123456789abcdefghijklmnopqrstuv'
const CONTINUATION = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const REPLACE_MARK = '-'
/** Guards decoding against absurd input (a URL is a few kilobytes at most). */
export const MAX_LINE_LENGTH = 20_000

function writeNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`line: ${n} is not a step number`)
  const low = TERMINAL[n % 32] as string
  let high = Math.floor(n / 32)
  let out = ''
  while (high > 0) {
    out = (CONTINUATION[high % 26] as string) + out
    high = Math.floor(high / 26)
  }
  return out + low
}

/** The compact text of a line. */
export function formatLine(steps: readonly LineStep[]): string {
  let out = ''
  for (const step of steps) {
    if (step.kind === 'index') out += writeNumber(step.index)
    else out += REPLACE_MARK + writeNumber(step.positions.length) + step.positions.map(writeNumber).join('')
  }
  return out
}

export type LineParseError = { position: number; message: string }
export type LineParse = { ok: true; steps: LineStep[] } | { ok: false; error: LineParseError }

/** Reads a line's text back into steps; a position (0-based character) says where it went wrong. */
export function parseLine(text: string): LineParse {
  if (text.length > MAX_LINE_LENGTH) return { ok: false, error: { position: MAX_LINE_LENGTH, message: 'La jugada es demasiado larga.' } }
  const steps: LineStep[] = []
  let i = 0
  const readNumber = (): number | LineParseError => {
    const start = i
    let high = 0
    while (i < text.length) {
      const ch = text[i] as string
      const c = CONTINUATION.indexOf(ch)
      if (c >= 0) {
        high = high * 26 + c
        if (high > 1e9) return { position: start, message: 'Número fuera de rango en la jugada.' }
        i++
        continue
      }
      const t = TERMINAL.indexOf(ch)
      if (t >= 0) {
        i++
        return high * 32 + t
      }
      return { position: i, message: `Carácter «${ch}» inesperado en la jugada.` }
    }
    return { position: start, message: 'La jugada termina a medias.' }
  }
  while (i < text.length) {
    if (text[i] === REPLACE_MARK) {
      i++
      const count = readNumber()
      if (typeof count !== 'number') return { ok: false, error: count }
      const positions: number[] = []
      for (let k = 0; k < count; k++) {
        const p = readNumber()
        if (typeof p !== 'number') return { ok: false, error: p }
        positions.push(p)
      }
      steps.push({ kind: 'replace', positions })
    } else {
      const n = readNumber()
      if (typeof n !== 'number') return { ok: false, error: n }
      steps.push({ kind: 'index', index: n })
    }
  }
  return { ok: true, steps }
}

const isReplacement = (a: Action): a is Extract<Action, { type: 'initialReplacement' | 'deferredReplacement' }> =>
  a.type === 'initialReplacement' || a.type === 'deferredReplacement'

/** Structural equality of plain JSON values (actions), whatever the key order. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a), kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** Sets answered in any order (Posada, discards) compare as sets; everything else exactly. */
function sameDecision(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false
  if (a.type === 'innRest' && b.type === 'innRest') return sameSet(a.dalmaIds, b.dalmaIds)
  if (a.type === 'discardToLimit' && b.type === 'discardToLimit') return sameSet(a.instanceIds, b.instanceIds)
  return deepEqual(a, b)
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false
  const s = new Set(a)
  return b.every((x) => s.has(x))
}

/**
 * The step that writes `action` in `state`, or null when the action is not legal there.
 * `legal` may be passed when the caller already has legalActions(state).
 */
export function stepForAction(state: GameState, catalogue: Catalogue, action: Action, legal?: readonly Action[]): LineStep | null {
  const pending = pendingDecision(state)
  if (isReplacement(action)) {
    if (pending === null || pending.kind !== action.type) return null
    const hand = state.masters[pending.seat].hand
    const positions = action.instanceIds.map((id) => hand.indexOf(id))
    if (positions.some((p) => p < 0) || new Set(positions).size !== positions.length) return null
    return { kind: 'replace', positions }
  }
  const list = legal ?? legalActions(state, catalogue)
  const index = list.findIndex((a) => sameDecision(a, action))
  return index < 0 ? null : { kind: 'index', index }
}

/** The action a step names in `state`, or null when it names none. */
export function actionForStep(state: GameState, catalogue: Catalogue, step: LineStep): Action | null {
  if (step.kind === 'replace') {
    const pending = pendingDecision(state)
    if (pending === null || (pending.kind !== 'initialReplacement' && pending.kind !== 'deferredReplacement')) return null
    const hand = state.masters[pending.seat].hand
    const ids: number[] = []
    for (const p of step.positions) {
      const id = hand[p]
      if (id === undefined) return null
      ids.push(id)
    }
    return { type: pending.kind, instanceIds: ids }
  }
  return legalActions(state, catalogue)[step.index] ?? null
}

/** One applied step: what was decided, how it is written, and what happened. */
export type PlayedStep = { action: Action; step: LineStep; events: GameEvent[] }

export type PlayedLine =
  | {
      ok: true
      /** The state after createGame and every step that applied. */
      state: GameState
      /** Events of createGame (the setup). */
      setupEvents: GameEvent[]
      steps: PlayedStep[]
      /** Set when a step did not apply: its 0-based index; later steps were dropped. */
      stoppedAt: { index: number; reason: 'noSuchAction' | 'rejected' } | null
    }
  | { ok: false; error: EngineError }

/** createGame, then each step in turn for as long as they name legal actions. */
export function playLine(config: GameConfig, steps: readonly LineStep[], catalogue: Catalogue): PlayedLine {
  const created = createGame(config, catalogue)
  if (!created.ok) return { ok: false, error: created.error }
  let state = created.value
  const played: PlayedStep[] = []
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as LineStep
    const action = actionForStep(state, catalogue, step)
    if (action === null) return { ok: true, state, setupEvents: created.events, steps: played, stoppedAt: { index: i, reason: 'noSuchAction' } }
    const r = apply(state, action, catalogue)
    if (!r.ok) return { ok: true, state, setupEvents: created.events, steps: played, stoppedAt: { index: i, reason: 'rejected' } }
    state = r.state
    played.push({ action, step, events: r.events })
  }
  return { ok: true, state, setupEvents: created.events, steps: played, stoppedAt: null }
}
