// A duel on /partida as data: the config (two decks, seed, variant, mode), the steps played (each
// with the seat that decided it and its events) and the state they lead to. Pure: the page keeps
// one in React state, saves it to localStorage and writes it into a replay URL.
import { z } from 'zod'
import type { Card, Catalogue } from '@/lib/catalogue/schema'
import { MAX_RECORDED_CARDS } from '@/lib/catalogue/recorded'
import { deckCardIds, normalizeDeck, type Deck } from '@/lib/decks/model'
import { BOTS, DEFAULT_BUDGET } from '@/lib/engine/bots'
import { viewFor } from '@/lib/engine/view'
import {
  apply, botRng, createGame, describeResult, ENGINE_VERSION, gameSeed, MAX_ENGINE_VERSION, UNVERSIONED, legalActions, nextUint32, pendingDecision, type Action, type EngineError, type GameConfig,
  type GameEvent, type GameState, type RngState, type Seat, type Variant,
} from '@/lib/engine'
import { actionForStep, formatLine, parseLine, stepForAction, type LineStep } from '@/app/(play)/probar/_table/line'

export type DuelMode = 'hotseat' | 'bot'
export const VARIANTS: readonly Variant[] = ['none', 'rapida', 'pensada', 'estrategica']
export const VARIANT_LABELS: Record<Variant, string> = { none: 'Sin variante', rapida: 'Rápida', pensada: 'Pensada', estrategica: 'Estratégica' }
/** The bot levels this page offers (the stand-in until the real bots land). */
export const BOT_LEVELS = [
  { id: 'heuristic', label: 'Heurístico (juega con criterio)' },
  { id: 'search', label: 'Búsqueda (simula jugadas antes de decidir)' },
  { id: 'random', label: 'Aleatorio (acciones legales al azar)' },
] as const
export type BotLevel = (typeof BOT_LEVELS)[number]['id']

export type DuelSetup = {
  seed: number
  variant: Variant
  mode: DuelMode
  bot: BotLevel
  /** Share codes of deck A (seat 0) and deck B (seat 1). */
  codes: [string, string]
}

export type DuelStep = { action: Action; step: LineStep; seat: Seat; events: GameEvent[] }

export type Duel = { setup: DuelSetup; config: GameConfig; setupEvents: GameEvent[]; steps: DuelStep[]; state: GameState }

/** The config of a duel, recorded under `engineVersion` (createGame refuses any but ENGINE_VERSION). */
export function duelConfig(decks: [Deck, Deck], seed: number, variant: Variant, engineVersion: number = ENGINE_VERSION): GameConfig {
  const masters = decks.map((d) => {
    const { relicId, startingDalmaId, entries } = normalizeDeck(d)
    return { deck: { relicId, startingDalmaId, entries } }
  })
  return { seed: gameSeed(seed, 0), mode: 'duel', masters, variant, engineVersion }
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

/**
 * createGame, then the line's steps as far as they name legal actions (stoppedAt: the first that did not).
 * `engineVersion`: the version the steps were recorded with (a record made under another is refused
 * with the engineVersion error, whose words say it plainly); a new game omits it.
 */
export function startDuel(setup: DuelSetup, decks: [Deck, Deck], steps: readonly LineStep[], catalogue: Catalogue, engineVersion: number = ENGINE_VERSION): DuelStart {
  const config = duelConfig(decks, setup.seed, setup.variant, stepsVersion(engineVersion, steps))
  const created = createGame(config, catalogue)
  if (!created.ok) return { ok: false, error: created.error }
  let duel: Duel = { setup, config, setupEvents: created.events, steps: [], state: created.value }
  for (let i = 0; i < steps.length; i++) {
    const action = actionForStep(duel.state, catalogue, steps[i] as LineStep)
    const next = action === null ? null : playDuel(duel, action, catalogue)
    if (next === null) return { ok: true, duel, stoppedAt: i }
    duel = next
  }
  return { ok: true, duel, stoppedAt: null }
}

/** The duel after one more action, or null when the engine refuses it. */
export function playDuel(duel: Duel, action: Action, catalogue: Catalogue): Duel | null {
  if (duel.state.result !== null) return null
  const step = stepForAction(duel.state, catalogue, action)
  if (step === null) return null
  const seat = decider(duel.state)
  const r = apply(duel.state, action, catalogue)
  if (!r.ok) return null
  return { ...duel, state: r.state, steps: [...duel.steps, { action, step, seat, events: r.events }] }
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
 * What undo for `seat` would take back: its own last decision and whatever the bot (or nobody
 * else, in hot seat) decided after it. Refused when any step taken back drew, rolled or revealed.
 */
export function planUndo(duel: Duel, seat: Seat): UndoPlan {
  const steps = duel.steps
  let i = steps.length - 1
  if (duel.setup.mode === 'bot') {
    while (i >= 0 && (steps[i] as DuelStep).seat !== seat) i--
  }
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
  return botRng(duel.config.seed, decider(duel.state), duel.steps.length)
}

/** The stand-in bot: a random legal action, drawn from the bot's own stream (botRngFor). */
export function randomBotAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  return legal[nextUint32(botRngFor(duel)) % legal.length] ?? null
}

/**
 * The chosen bot (lib/engine/bots) decides from its Master's view only (viewFor: no rival hand, no
 * face-down cards, no RNG), with the rival's deck list as its public prior, and its own stream (botRngFor).
 */
export function botAction(duel: Duel, catalogue: Catalogue): Action | null {
  const legal = legalActions(duel.state, catalogue)
  if (legal.length === 0) return null
  const seat = decider(duel.state)
  const rival = duel.config.masters[seat === 0 ? 1 : 0]
  const view = viewFor(duel.state, seat, catalogue, rival === undefined ? {} : { rivalDeckList: deckCardIds(normalizeDeck(rival.deck)) })
  return BOTS[duel.setup.bot](view, legal, DEFAULT_BUDGET, botRngFor(duel), catalogue)
}

// ---- The replay URL: /partida?rep=1&s=<seed>&v=<variant>&a=<code A>&b=<code B>&l=<line>&cat=<version>[&o=<override>]&e=<engine version>
// A link without `e` was made before engine versions (UNVERSIONED).

export const MAX_CODE_LENGTH = 4000
/** A what-if override as compact JSON (lib/catalogue/override.ts): a few numbers of a few cards. */
export const MAX_OVERRIDE_LENGTH = 16_000
export type DuelOverride = Record<string, Record<string, unknown>>
const overrideShape = z.record(z.string().max(120), z.record(z.string().max(60), z.unknown()))

const seedText = z.string().regex(/^\d{1,10}$/, 'la semilla es un número entero').transform(Number).refine((n) => n <= 0xffffffff, 'la semilla no cabe en 32 bits')
const ReplayUrl = z.object({
  s: seedText,
  v: z.enum(['none', 'rapida', 'pensada', 'estrategica'], { message: 'la variante no existe' }),
  a: z.string().min(1, 'falta el mazo A').max(MAX_CODE_LENGTH, 'el código del mazo A es demasiado largo'),
  b: z.string().min(1, 'falta el mazo B').max(MAX_CODE_LENGTH, 'el código del mazo B es demasiado largo'),
  l: z.string().max(20_000, 'la jugada es demasiado larga').default(''),
  cat: z.string().max(100, 'la versión del catálogo es demasiado larga').default(''),
  o: z.string().max(MAX_OVERRIDE_LENGTH, 'el cambio de prueba es demasiado largo').default(''),
  e: z.string().regex(/^\d{1,7}$/, 'la versión del motor es un número entero').transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ENGINE_VERSION, 'la versión del motor no existe').default(UNVERSIONED),
})

export type ReplayLink = {
  seed: number; variant: Variant; codes: [string, string]; steps: LineStep[]; catalogueVersion: string
  /** The what-if override the game was played with, or null. */
  override: DuelOverride | null
  /** The engine version the steps were played with (ENGINE_VERSION for a game of this page). */
  engineVersion: number
}
export type ReplayLinkRead = { ok: true; value: ReplayLink } | { ok: false; field: string; message: string }

export function replaySearch(
  link: Omit<ReplayLink, 'steps' | 'override' | 'engineVersion'> & { steps: readonly LineStep[]; override?: DuelOverride | null; engineVersion?: number },
): string {
  const p = new URLSearchParams({
    rep: '1', s: String(link.seed), v: link.variant, a: link.codes[0], b: link.codes[1], l: formatLine(link.steps), cat: link.catalogueVersion,
  })
  if (link.override) p.set('o', JSON.stringify(link.override))
  p.set('e', String(link.engineVersion ?? ENGINE_VERSION))
  return `?${p.toString()}`
}

const FIELD_NAMES: Record<string, string> = { s: 'semilla', v: 'variante', a: 'mazo A', b: 'mazo B', l: 'jugada', cat: 'versión del catálogo', o: 'cambio de prueba', e: 'versión del motor' }

/** The override carried by a URL's `o`: null when absent, a message when it is not a «card id → fields» map. */
export function readOverrideText(text: string): { ok: true; value: DuelOverride | null } | { ok: false; message: string } {
  if (text === '') return { ok: true, value: null }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: 'no es JSON válido' }
  }
  const parsed = overrideShape.safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: 'se esperaba un mapa «id de carta → campos a cambiar»' }
}

/** Reads a replay URL's parameters; a bad one names its field and why. */
export function readReplaySearch(params: URLSearchParams): ReplayLinkRead {
  const raw: Record<string, string> = {}
  for (const k of ['s', 'v', 'a', 'b', 'l', 'cat', 'o', 'e']) {
    const v = params.get(k)
    if (v !== null) raw[k] = v
  }
  const parsed = ReplayUrl.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const key = String(issue?.path[0] ?? '')
    const message = issue?.code === 'invalid_type' ? 'falta' : issue?.message ?? 'no es válido'
    return { ok: false, field: FIELD_NAMES[key] ?? key, message }
  }
  const line = parseLine(parsed.data.l)
  if (!line.ok) return { ok: false, field: 'jugada', message: `${line.error.message} (posición ${line.error.position + 1})` }
  const override = readOverrideText(parsed.data.o)
  if (!override.ok) return { ok: false, field: 'cambio de prueba', message: override.message }
  const { s, v, a, b, cat, e } = parsed.data
  return { ok: true, value: { seed: s, variant: v, codes: [a, b], steps: line.steps, catalogueVersion: cat, override: override.value, engineVersion: e } }
}

// ---- Saving in localStorage: the setup, the line, the engine and catalogue versions and override, the
// numbers when they are not today's, and the account game it is also saved to. A save without an
// engine version was made before versions (UNVERSIONED).

export const SAVE_KEY = 'dm.partida.v1'
const Saved = z.object({
  setup: z.object({
    seed: z.number().int().min(0).max(0xffffffff),
    variant: z.enum(['none', 'rapida', 'pensada', 'estrategica']),
    mode: z.enum(['hotseat', 'bot']),
    bot: z.enum(['heuristic', 'search', 'random']),
    codes: z.tuple([z.string().min(1).max(MAX_CODE_LENGTH), z.string().min(1).max(MAX_CODE_LENGTH)]),
  }),
  line: z.string().max(20_000),
  engineVersion: z.number().int().min(1).max(MAX_ENGINE_VERSION).optional(),
  catalogueVersion: z.string().max(100),
  override: overrideShape.nullable().optional(),
  /** The recorded cards, kept only when the game is played on numbers other than today's. */
  cards: z.array(z.looseObject({ id: z.string(), type: z.string(), name: z.string() })).max(MAX_RECORDED_CARDS).optional(),
  account: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), revision: z.number().int().min(1) }).optional(),
})
export type SavedDuel = Omit<z.infer<typeof Saved>, 'cards' | 'engineVersion'> & { cards?: Card[]; engineVersion: number }
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

export function readSavedDuel(text: string | null): SavedDuel | null {
  if (text === null) return null
  try {
    const parsed = Saved.safeParse(JSON.parse(text))
    // The cards were written from a catalogue by this page: only their shape is checked here.
    return parsed.success ? ({ ...parsed.data, engineVersion: parsed.data.engineVersion ?? UNVERSIONED } as SavedDuel) : null
  } catch {
    return null
  }
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

/** How the game stands, as the account's list shows it: turns count both Masters'. */
export function duelOutcome(duel: Duel): DuelOutcome {
  const r = duel.state.result
  return {
    status: r === null ? 'unfinished' : 'finished',
    result: r === null ? null : describeResult(r),
    winner: r?.kind === 'defeat' ? (r.loser === 0 ? 1 : 0) : null,
    turns: duel.state.masters[0].turn + duel.state.masters[1].turn,
    decisions: duel.steps.length,
  }
}
