// The guided first game as it is played (issue 27): the scenario file of primera-partida.ts on the real engine, one engine
// decision at a time. At each of the newcomer's decisions exactly one action is the taught one (the step's, as the
// scenario runner resolves it); the bot's steps are played whole. Progress is two numbers (the step and the part of it
// done), so a game left halfway is rebuilt by replaying the file up to there. Pure: the page keeps a Tutorial in its
// state, the tests play it through.
import type { Catalogue } from '../catalogue/schema'
import { apply, type Action, type GameEvent, type GameState, type InstanceId, type Seat } from '../engine'
import { topDecision } from '../engine/stack'
import { buildBoard } from '../scenarios/file/board'
import { runStep } from '../scenarios/file/run'
import { CHAPTERS, TUTORIAL_FILE, TUTORIAL_STEPS, type Lesson } from './primera-partida'

export { CHAPTERS, type Lesson } from './primera-partida'

/** The newcomer's seat (Master A); the bot is Master B. */
export const PLAYER: Seat = 0

/** One engine decision played, with what it caused and the state it was played on (the board plays it back from there). */
export type PlayedAction = { seat: Seat; action: Action; events: GameEvent[]; before: GameState }

export type Tutorial = {
  state: GameState
  labels: ReadonlyMap<string, InstanceId>
  /** What happened before the first decision (nothing at `at: setup`). */
  setupEvents: GameEvent[]
  played: PlayedAction[]
  /** The next step of TUTORIAL_STEPS, and how many of its engine decisions are done. */
  step: number
  part: number
  /** The state the current step began at (its engine decisions are read from there). */
  stepStart: GameState
}

export type Progress = { step: number; part: number }

/** What comes next: the newcomer's taught action, the bot's step, or the won game. */
export type Next =
  | { kind: 'player'; action: Action; lesson: Lesson; chapter: number; part: number; parts: number }
  | { kind: 'bot' }
  | { kind: 'won' }

/** The seat the engine waits for. */
export const deciderOf = (state: GameState): Seat => topDecision(state)?.seat ?? state.activeSeat

export function startTutorial(catalogue: Catalogue): Tutorial {
  const board = buildBoard(TUTORIAL_FILE, catalogue)
  return { state: board.state, labels: board.labels, setupEvents: board.events, played: [], step: 0, part: 0, stepStart: board.state }
}

/** The engine decisions of the current step (the scenario runner's reading of it, from where it began), or null if refused. */
function actionsOf(t: Tutorial, catalogue: Catalogue): Action[] | null {
  const entry = TUTORIAL_STEPS[t.step]
  if (entry === undefined) return null
  const r = runStep(t.stepStart, entry.step, t.labels, catalogue)
  return r.ok ? r.actions : null
}

/** The index of the chapter the step `index` belongs to (CHAPTERS). */
export function chapterOf(index: number): number {
  for (let i = Math.min(index, TUTORIAL_STEPS.length - 1); i >= 0; i--) {
    const chapter = TUTORIAL_STEPS[i]?.lesson?.chapter
    if (chapter !== undefined) return CHAPTERS.indexOf(chapter as (typeof CHAPTERS)[number])
  }
  return 0
}

/** The lesson in force at step `index`: its own, or the latest before it. */
function lessonOf(index: number): Lesson {
  for (let i = index; i >= 0; i--) {
    const lesson = TUTORIAL_STEPS[i]?.lesson
    if (lesson) return lesson
  }
  throw new Error('primera-partida: the first step has no lesson')
}

export function nextOf(t: Tutorial, catalogue: Catalogue): Next {
  if (t.state.result !== null || t.step >= TUTORIAL_STEPS.length) return { kind: 'won' }
  const entry = TUTORIAL_STEPS[t.step]
  if (entry?.by === 'bot') return { kind: 'bot' }
  const actions = actionsOf(t, catalogue)
  const action = actions?.[t.part]
  if (!actions || !action) throw new Error(`primera-partida: step ${t.step} is not legal here`)
  return { kind: 'player', action, lesson: lessonOf(t.step), chapter: chapterOf(t.step), part: t.part, parts: actions.length }
}

/** Whether two actions are the same decision (list-valued fields compared in order). */
export const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b)

function record(t: Tutorial, seat: Seat, action: Action, catalogue: Catalogue): Tutorial {
  const r = apply(t.state, action, catalogue)
  if (!r.ok) throw new Error(`primera-partida: ${action.type} refused (${r.error.code})`)
  return { ...t, state: r.state, played: [...t.played, { seat, action, events: r.events, before: t.state }] }
}

/** The next step begins where this one left the game. */
const nextStep = (t: Tutorial): Tutorial => ({ ...t, step: t.step + 1, part: 0, stepStart: t.state })

/** The bot plays its whole step. */
export function playBot(t: Tutorial, catalogue: Catalogue): Tutorial {
  const entry = TUTORIAL_STEPS[t.step]
  if (entry?.by !== 'bot') return t
  const actions = actionsOf(t, catalogue)
  if (actions === null) throw new Error(`primera-partida: the bot's step ${t.step} is not legal here`)
  let next = t
  for (const a of actions) next = record(next, deciderOf(next.state), a, catalogue)
  return nextStep(next)
}

/** The newcomer's choice: taken when it is the taught one, else refused (the page says what to do instead). */
export function playPlayer(t: Tutorial, action: Action, catalogue: Catalogue): { ok: true; tutorial: Tutorial } | { ok: false; expected: Action } {
  const next = nextOf(t, catalogue)
  if (next.kind !== 'player') return { ok: false, expected: action }
  if (!sameAction(action, next.action)) return { ok: false, expected: next.action }
  const played = record(t, PLAYER, action, catalogue)
  const done = next.part + 1 >= next.parts
  return { ok: true, tutorial: done ? nextStep(played) : { ...played, part: t.part + 1 } }
}

export const progressOf = (t: Tutorial): Progress => ({ step: t.step, part: t.part })

/** The tutorial rebuilt up to `progress` (a game left halfway), or from the start when it does not fit the script. */
export function resumeTutorial(catalogue: Catalogue, progress: Progress): Tutorial {
  let t = startTutorial(catalogue)
  try {
    while (t.step < progress.step || (t.step === progress.step && t.part < progress.part)) {
      const next = nextOf(t, catalogue)
      if (next.kind === 'won') break
      t = next.kind === 'bot' ? playBot(t, catalogue) : (playPlayer(t, next.action, catalogue) as { ok: true; tutorial: Tutorial }).tutorial
    }
    return t
  } catch {
    return startTutorial(catalogue)
  }
}

/** How far along the newcomer is: decisions of theirs done, out of all of them. */
export function playerDecisions(catalogue: Catalogue): number {
  let t = startTutorial(catalogue)
  let n = 0
  for (;;) {
    const next = nextOf(t, catalogue)
    if (next.kind === 'won') return n
    if (next.kind === 'bot') t = playBot(t, catalogue)
    else {
      n += 1
      t = (playPlayer(t, next.action, catalogue) as { ok: true; tutorial: Tutorial }).tutorial
    }
  }
}
