// A duel on /partida as data: the config (two decks, seed, variant, mode), the steps played (each
// with the seat that decided it and its events) and the state they lead to. Pure: the page keeps
// one in React state, saves it to localStorage and writes it into a replay URL.
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { normalizeDeck, type Deck } from '@/lib/decks/model'
import {
  apply, botRng, createGame, describeResult, ENGINE_VERSION, gameSeed, pendingDecision, type Action, type EngineError, type GameConfig,
  type GameEvent, type GameState, type RngState, type Seat, type Variant,
} from '@/lib/engine'
import { actionForStep, formatLine, stepForAction, type LineStep } from '@/app/(play)/probar/_table/line'
import { actionWords } from '../_board/options'
import type { BotLevel, DuelMode } from './setup-options'

export { BOT_LEVELS, VARIANT_LABELS, VARIANTS, type BotLevel, type DuelMode } from './setup-options'
export type DuelSetup = {
  seed: number
  variant: Variant
  mode: DuelMode
  bot: BotLevel
  /** Share codes of deck A (seat 0) and deck B (seat 1). */
  codes: [string, string]
  /** The 128-bit seed that deals instead of `seed` (GameConfig.seed128): the replay of an online table carries it. */
  seed128?: string
}

export type DuelStep = {
  action: Action
  step: LineStep
  seat: Seat
  events: GameEvent[]
  /**
   * Why the step was taken for its seat without asking (a single option, a Posada that changes
   * nothing, a stop that is off: see _board/stops.ts), or absent when the seat decided it. Not
   * stored: worked out again from the stops when a saved game is replayed.
   */
  auto?: string
  /** The action in words as its seat sees it (for that seat's summary). */
  label?: string
}

export type Duel = { setup: DuelSetup; config: GameConfig; setupEvents: GameEvent[]; steps: DuelStep[]; state: GameState }

/** The config of a duel, recorded under `engineVersion` (createGame refuses any but ENGINE_VERSION). */
export function duelConfig(decks: [Deck, Deck], seed: number, variant: Variant, engineVersion: number = ENGINE_VERSION, seed128?: string): GameConfig {
  const masters = decks.map((d) => {
    const { relicId, startingDalmaId, entries } = normalizeDeck(d)
    return { deck: { relicId, startingDalmaId, entries } }
  })
  return { seed: gameSeed(seed, 0), ...(seed128 === undefined ? {} : { seed128 }), mode: 'duel', masters, variant, engineVersion }
}

/**
 * The engine version a record's steps need. A record with no steps is only a starting position: the
 * deal of a seed has not changed across versions (setup.ts keeps its draws), so it opens on this one.
 */
export function stepsVersion(recorded: number, steps: readonly unknown[]): number {
  return steps.length === 0 ? ENGINE_VERSION : recorded
}

/** Who decides now: the seat of the decision on top of the stack, else the active seat. */
export function decider(state: GameState): Seat {
  return pendingDecision(state)?.seat ?? state.activeSeat
}

export type DuelStart = { ok: true; duel: Duel; stoppedAt: number | null } | { ok: false; error: EngineError }

/** Why the action of a replayed step was taken for its seat without asking, or null (see DuelStep.auto). */
export type StepClassifier = (state: GameState, seat: Seat, action: Action, catalogue: Catalogue) => string | null

/**
 * createGame, then the line's steps as far as they name legal actions (stoppedAt: the first that
 * did not). `engineVersion`: the version the steps were recorded with (a record made under another is
 * refused with the engineVersion error, whose words say it plainly); a new game omits it.
 * `classify` marks the steps taken without asking.
 */
export function startDuel(
  setup: DuelSetup, decks: [Deck, Deck], steps: readonly LineStep[], catalogue: Catalogue, engineVersion: number = ENGINE_VERSION, classify?: StepClassifier,
): DuelStart {
  const config = duelConfig(decks, setup.seed, setup.variant, stepsVersion(engineVersion, steps), setup.seed128)
  const created = createGame(config, catalogue)
  if (!created.ok) return { ok: false, error: created.error }
  let duel: Duel = { setup, config, setupEvents: created.events, steps: [], state: created.value }
  for (let i = 0; i < steps.length; i++) {
    const action = actionForStep(duel.state, catalogue, steps[i] as LineStep)
    const auto = action === null || classify === undefined ? null : classify(duel.state, decider(duel.state), action, catalogue)
    const next = action === null ? null : playDuel(duel, action, catalogue, auto)
    if (next === null) return { ok: true, duel, stoppedAt: i }
    duel = next
  }
  return { ok: true, duel, stoppedAt: null }
}

/** The duel after one more action (`auto`: why it was taken without asking), or null when the engine refuses it. */
export function playDuel(duel: Duel, action: Action, catalogue: Catalogue, auto: string | null = null): Duel | null {
  if (duel.state.result !== null) return null
  const step = stepForAction(duel.state, catalogue, action)
  if (step === null) return null
  const seat = decider(duel.state)
  const r = apply(duel.state, action, catalogue)
  if (!r.ok) return null
  const label = actionWords(duel.state, catalogue, seat, action)
  const played: DuelStep = auto === null ? { action, step, seat, events: r.events, label } : { action, step, seat, events: r.events, auto, label }
  return { ...duel, state: r.state, steps: [...duel.steps, played] }
}

/** Events that show something new by chance or reveal hidden information: undo never goes back past one. */
const BLOCKING: ReadonlySet<GameEvent['type']> = new Set([
  'cardDrawn', 'attackRolled', 'initiativeTie', 'cardRevealed', 'enemyRevealed', 'deckShuffled', 'lenteLooked', 'cardsReplaced',
  'initialRevelation', 'trapSprung',
])

export function blocksUndo(event: GameEvent): boolean {
  if (event.type === 'firstMasterChosen') return event.rolls.length > 0
  return BLOCKING.has(event.type)
}

export type UndoPlan = { ok: true; keep: number } | { ok: false; reason: 'nothing' | 'notYours' | 'hidden' }

/**
 * What undo for `seat` would take back: its own last decision and whatever was decided after it by
 * the bot or taken without asking (in hot seat, never the other Master's decision). Steps taken
 * for `seat` without asking are not decisions: undo goes back past them to the last one it made.
 * Refused when any step taken back drew, rolled or revealed.
 */
export function planUndo(duel: Duel, seat: Seat): UndoPlan {
  const steps = duel.steps
  let i = steps.length - 1
  const skippable = (s: DuelStep) => s.auto !== undefined || (duel.setup.mode === 'bot' && s.seat !== seat)
  while (i >= 0 && skippable(steps[i] as DuelStep)) i--
  if (i < 0) return { ok: false, reason: 'nothing' }
  if ((steps[i] as DuelStep).seat !== seat) return { ok: false, reason: 'notYours' }
  for (let k = i; k < steps.length; k++) {
    if ((steps[k] as DuelStep).events.some(blocksUndo)) return { ok: false, reason: 'hidden' }
  }
  return { ok: true, keep: i }
}

/** The duel with only its first `keep` steps, rebuilt by replaying them from the config. */
export function truncateDuel(duel: Duel, keep: number, catalogue: Catalogue): Duel {
  const created = createGame(duel.config, catalogue)
  if (!created.ok) return duel
  let state = created.value
  const steps = duel.steps.slice(0, keep)
  for (const s of steps) {
    const r = apply(state, s.action, catalogue)
    if (!r.ok) return duel
    state = r.state
  }
  return { ...duel, state, steps }
}

/**
 * The generator of the bot deciding now: its own stream for this seat and step, never the game's RNG,
 * so the same position gives the same decision; derived one-way from the game seed (botRng), so it
 * gives back nothing of the deal.
 */
export function botRngFor(duel: Duel): RngState {
  return botRngAt(duel.config, duel.state, duel.steps.length)
}

/** botRngFor from the parts it reads: the game's seed, the position and how many steps led to it (the bot's worker has no Duel). */
export function botRngAt(config: GameConfig, state: GameState, stepCount: number): RngState {
  return botRng(config.seed, decider(state), stepCount)
}

// ---- The replay URL: /partida?rep=1&s=<seed>&v=<variant>&a=<code A>&b=<code B>&l=<line>&cat=<version>[&o=<override>]&e=<engine version>[&m=bot&bot=<level>][&w=<seed128>][&mesa=<id>[&fin=<end>]]
// `w`: the 128-bit seed an online table dealt from (32 hex digits); it deals instead of `s`.
// `mesa`: the online table the game was played at (its Masters are then «Master A» and «Master B»); `fin`: how the
// table ended when its rules ended it rather than the game's (a resignation, the clock): `<winner>.<reason>`, the
// winner A, B or N (nobody). The engine never sees those ends, so without `fin` such a game would replay as unfinished.
// A link without `e` was made before engine versions (UNVERSIONED). Written here; read (through zod,
// loaded only when there is something to read) in duel-io.ts.

export const MAX_CODE_LENGTH = 4000
/** A what-if override as compact JSON (lib/catalogue/override.ts): a few numbers of a few cards. */
export const MAX_OVERRIDE_LENGTH = 16_000
export type DuelOverride = Record<string, Record<string, unknown>>

export type ReplayLink = {
  seed: number; variant: Variant; codes: [string, string]; steps: LineStep[]; catalogueVersion: string
  /** The what-if override the game was played with, or null. */
  override: DuelOverride | null
  /** How it was played: against a bot (and which) or hot seat; null in links made before it was recorded. */
  mode: DuelMode | null
  bot: BotLevel | null
  /** The engine version the steps were played with (ENGINE_VERSION for a game of this page). */
  engineVersion: number
  /** The 128-bit seed that deals instead of `seed` (online tables), or null. */
  seed128: string | null
  /** The online table it was played at, and how the table ended it, or null for a game of this page. */
  table: TableEnd | null
}

/** Ends of an online table the engine does not know: the table's own rules (ONLINE-API.md `result.reason`). */
export const TABLE_END_REASONS = ['resign', 'time', 'expired', 'stepLimit'] as const
export type TableEndReason = (typeof TABLE_END_REASONS)[number]
/** An online table's id and, when its own rules ended the game, who won and why. */
export type TableEnd = { id: string; end: { winner: 'A' | 'B' | null; reason: TableEndReason } | null }

export type ReplayLinkRead = { ok: true; value: ReplayLink } | { ok: false; field: string; message: string }

export function replaySearch(link: Omit<ReplayLink, 'steps' | 'override' | 'mode' | 'bot' | 'engineVersion' | 'seed128' | 'table'> & {
  steps: readonly LineStep[]; override?: DuelOverride | null; mode?: DuelMode | null; bot?: BotLevel | null; engineVersion?: number; seed128?: string | null
  table?: TableEnd | null
}): string {
  const p = new URLSearchParams({
    rep: '1', s: String(link.seed), v: link.variant, a: link.codes[0], b: link.codes[1], l: formatLine(link.steps), cat: link.catalogueVersion,
  })
  if (link.override) p.set('o', JSON.stringify(link.override))
  p.set('e', String(link.engineVersion ?? ENGINE_VERSION))
  if (link.mode) p.set('m', link.mode)
  if (link.mode === 'bot' && link.bot) p.set('bot', link.bot)
  if (link.seed128) p.set('w', link.seed128)
  if (link.table) {
    p.set('mesa', link.table.id)
    if (link.table.end) p.set('fin', `${link.table.end.winner ?? 'N'}.${link.table.end.reason}`)
  }
  return `?${p.toString()}`
}

// ---- Saving in localStorage: the setup, the line, the engine and catalogue versions and override, the
// numbers when they are not today's, and the account game it is also saved to (read back in
// duel-io.ts). A save without an engine version was made before versions (UNVERSIONED).

export { SAVE_KEY } from './setup-options'
export type SavedDuel = {
  setup: DuelSetup
  line: string
  engineVersion: number
  catalogueVersion: string
  override?: DuelOverride | null
  /** The recorded cards, kept only when the game is played on numbers other than today's. */
  cards?: Card[]
  account?: AccountLink
}
export type AccountLink = { id: string; revision: number }

/** What the game is played on besides the rules: the catalogue version, its cards when not today's, any override. */
export type DuelNumbers = { catalogueVersion: string; recorded: readonly Card[] | null; override: DuelOverride | null }

export function savedDuel(duel: Duel, numbers: DuelNumbers | string, account: AccountLink | null = null): SavedDuel {
  const n: DuelNumbers = typeof numbers === 'string' ? { catalogueVersion: numbers, recorded: null, override: null } : numbers
  return {
    setup: duel.setup,
    line: formatLine(duel.steps.map((s) => s.step)),
    engineVersion: duel.config.engineVersion ?? ENGINE_VERSION,
    catalogueVersion: n.catalogueVersion,
    ...(n.override ? { override: n.override } : {}),
    ...(n.recorded ? { cards: [...n.recorded] } : {}),
    ...(account ? { account } : {}),
  }
}

/**
 * Index of the first step of the summary of `viewer`: its last decision, or the beginning; moved
 * back to the start of a combat still open then, so a combat is always summarised whole.
 */
export function summaryStart(steps: readonly DuelStep[], viewer: Seat): number {
  let from = 0
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i] as DuelStep
    if (s.seat === viewer && s.auto === undefined) { from = i; break }
  }
  for (let i = from - 1; i >= 0; i--) {
    const events = (steps[i] as DuelStep).events
    // A combat is over once it ends, its offensive is decided, or a turn begins.
    if (events.some((e) => e.type === 'combatEnded' || e.type === 'offensiveFailed' || e.type === 'relicCaptured' || e.type === 'turnStarted')) break
    if (events.some((e) => e.type === 'offensiveDeclared' || e.type === 'combatStarted')) return i
  }
  return from
}

/** Index of the first step of each turn (turnStarted events), for the replay viewer's jumps. */
export function turnStarts(steps: readonly DuelStep[]): { turn: number; seat: Seat; step: number }[] {
  const out: { turn: number; seat: Seat; step: number }[] = []
  steps.forEach((s, i) => {
    for (const e of s.events) if (e.type === 'turnStarted') out.push({ turn: e.turn, seat: e.seat, step: i + 1 })
  })
  return out
}

/** R6.11's event, once the replacements are made: who begins, the Iniciativas and any d6 tie rolls. */
export function firstMaster(duel: Duel): Extract<GameEvent, { type: 'firstMasterChosen' }> | null {
  for (const e of [...duel.setupEvents, ...duel.steps.flatMap((s) => s.events)]) if (e.type === 'firstMasterChosen') return e
  return null
}

/** What the rival's draws say: the log shown to `viewer` names only its own drawn cards (RUL-28). */
export const HIDDEN_CARD = 'una carta'

/** The events as `viewer` may read them: a rival's draw loses the card's name. */
export function eventsFor(events: readonly GameEvent[], viewer: Seat): GameEvent[] {
  return events.map((e) => (e.type === 'cardDrawn' && e.seat !== viewer ? { ...e, cardId: HIDDEN_CARD } : e))
}

export type DuelOutcome = { status: 'unfinished' | 'finished'; result: string | null; winner: 0 | 1 | null; turns: number; decisions: number }

/** The decisions the page asked: the player's against the bot, both Masters' in hot seat; never a step taken by itself. */
export function decisionsAsked(duel: Duel): number {
  return duel.steps.filter((s) => s.auto === undefined && (duel.setup.mode === 'hotseat' || s.seat === 0)).length
}

/** The decisions asked, in words: «1 decisión tomada», «12 decisiones tomadas». */
export const decisionsText = (n: number): string => `${n} ${n === 1 ? 'decisión tomada' : 'decisiones tomadas'}`

/** How the game stands, as the account's list shows it: turns count both Masters', decisions as the page counts them. */
export function duelOutcome(duel: Duel): DuelOutcome {
  const r = duel.state.result
  return {
    status: r === null ? 'unfinished' : 'finished',
    result: r === null ? null : describeResult(r),
    winner: r?.kind === 'defeat' ? (r.loser === 0 ? 1 : 0) : null,
    turns: duel.state.masters[0].turn + duel.state.masters[1].turn,
    decisions: decisionsAsked(duel),
  }
}
