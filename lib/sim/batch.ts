// Goldfish batches (RUL-13): N solo games of one deck under a fixed policy, each dealt from
// gameSeed(seed, i) so that game 0 of seed S is the very game /probar shows for S. Games are
// played through the engine's public API (createGame, apply) and read through its events, which
// are data: no display text is built here. Work is split in chunks so a worker can report
// progress and be cancelled between two of them; chunks merge (aggregate.ts).
import type { Card, Catalogue } from '../catalogue/schema'
import { normalizeDeck, type Deck } from '../decks/model'
import {
  activeDalmas, apply, createGame, gameSeed, prepareDeck, type Action, type EngineError, type GameState, type PreparedDeck, type Result,
} from '../engine'
import { chooseAction as chooseGoldfishAction, keepInOpeningHand } from '../bots/goldfish'
import {
  emptyAccumulator, HAND_SLOTS, MAX_DALMAS, type AccumulatorKey, type BatchAccumulator, type HandBlock,
} from './aggregate'
import { histAdd } from './stats'

/** How the solo Master decides. Names are stable ids (they go into saved results); descriptions are for people. */
export type GoldfishPolicy = {
  name: string
  /** Spanish, one paragraph: what the policy does. */
  description: string
  choose(state: GameState, catalogue: Catalogue): Action
  /**
   * The policy's initial replacement as a fixed per-card rule (true: the card stays in hand), when it
   * has one. The exact after-replacement figures need it; without it they are not computed.
   */
  keepInOpeningHand?: (card: Card) => boolean
}

/** The engine's default goldfish policy (lib/bots/goldfish.ts). */
export const DEFAULT_POLICY: GoldfishPolicy = {
  name: 'goldfish-default',
  description:
    'Política por defecto del solitario. Reemplazo inicial: se queda los Dalmas, los tesoros y el equipo o las pociones que cuestan ' +
    'como mucho 1 oro, y pone el resto al fondo del mazo en el orden de la mano (si todo se queda, no reemplaza); nunca usa el ' +
    'reemplazo diferido. Acciones de Master, la primera que se pueda: usar un tesoro, revelar un Dalma, revelar equipo que un Dalma ' +
    'pueda llevar o una poción (guardando 5 oros si hay un Dalma boca abajo), colocar un Dalma, revelar un hechizo o habilidad de la ' +
    'profesión de un Dalma activo, robar, colocar otra carta; revela enemigos solo si no queda otra acción. Cada Dalma aprende el ' +
    'hechizo o la habilidad más barata que pueda pagar o se equipa lo mejor que no obligue a descartar nada. Sin rival: al final ' +
    'de cada turno pasa (RUL-13).',
  choose: chooseGoldfishAction,
  keepInOpeningHand,
}

/** The policies a worker or the CLI can name. */
export const POLICIES: Readonly<Record<string, GoldfishPolicy>> = { [DEFAULT_POLICY.name]: DEFAULT_POLICY }

export const LIMITS = { maxGames: 1_000_000, maxTurns: 200 } as const

export type BatchOptions = {
  deck: Deck
  catalogue: Catalogue
  /** Games to play (at least 1). */
  games: number
  /** Turns of the player per game (RUL-5); a game also stops at exhaustion (R18.1). */
  turns: number
  /** uint32 base seed: game i is dealt from gameSeed(seed, i). */
  seed: number
  policy?: GoldfishPolicy
  /** Index of the first game (another worker may play the games before it). Default 0. */
  firstGame?: number
  /** Games per chunk between progress reports. Default 50. */
  chunkSize?: number
  /** Checked between chunks: once aborted, the batch stops with a `cancelled` error. */
  signal?: { readonly aborted: boolean }
}

export type SimError =
  | { code: 'invalidOptions'; field: 'games' | 'turns' | 'seed' | 'firstGame' | 'chunkSize'; value: number }
  | { code: 'invalidDeck'; error: EngineError }
  | { code: 'illegalAction'; gameIndex: number; action: Action; error: EngineError }
  | { code: 'runaway'; gameIndex: number; actions: number }
  | { code: 'cancelled'; done: number; total: number }

/** Everything a batch computes once before its games. */
export type BatchSetup = {
  deck: Deck
  catalogue: Catalogue
  policy: GoldfishPolicy
  seed: number
  turns: number
  prepared: PreparedDeck
  key: AccumulatorKey
  /** Distinct card ids of the shuffled deck, in deck order. */
  cardIds: string[]
  cardIndex: ReadonlyMap<string, number>
}

/** A deck's identity for merging: canonical JSON of its relic, starting Dalma and cards (its name aside). */
export function deckSignature(deck: Deck): string {
  const n = normalizeDeck(deck)
  return JSON.stringify({ relicId: n.relicId, startingDalmaId: n.startingDalmaId, entries: n.entries })
}

const isCount = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max

export function prepareBatch(options: Omit<BatchOptions, 'games' | 'signal' | 'chunkSize' | 'firstGame'>): Result<BatchSetup, SimError> {
  const { deck, catalogue, turns, seed } = options
  if (!isCount(turns, 1, LIMITS.maxTurns)) return { ok: false, error: { code: 'invalidOptions', field: 'turns', value: turns } }
  if (!isCount(seed, 0, 0xffffffff)) return { ok: false, error: { code: 'invalidOptions', field: 'seed', value: seed } }
  const prepared = prepareDeck(deck, catalogue)
  if (!prepared.ok) return { ok: false, error: { code: 'invalidDeck', error: prepared.error } }
  const policy = options.policy ?? DEFAULT_POLICY
  const cardIds: string[] = []
  const cardIndex = new Map<string, number>()
  for (const id of prepared.value.rest) {
    if (!cardIndex.has(id)) { cardIndex.set(id, cardIds.length); cardIds.push(id) }
  }
  return {
    ok: true,
    value: {
      deck, catalogue, policy, seed, turns, prepared: prepared.value, cardIds, cardIndex,
      key: { seed, turns, policy: policy.name, deck: deckSignature(deck), catalogueVersion: catalogue.version },
    },
  }
}

/** Safety net against a policy that never ends its turns: far above any real game's action count. */
const ACTIONS_PER_TURN_CAP = 400

/** What one game leaves in the accumulator, gathered while it plays. */
type GameTrace = {
  turn: number
  silver: number
  spells: number
  skills: number
  firstTurnWith: (number | null)[]
}

function recordTurnEnd(acc: BatchAccumulator, trace: GameTrace, state: GameState, setup: BatchSetup, turn: number): void {
  const t = acc.perTurn[turn - 1]
  if (t === undefined) return
  const active = activeDalmas(state, setup.catalogue, 0).length
  t.games += 1
  histAdd(t.moneyLeft, state.masters[0].silver)
  histAdd(t.activeDalmas, active)
  histAdd(t.learnedSpells, trace.spells)
  histAdd(t.learnedSkills, trace.skills)
  histAdd(t.learned, trace.spells + trace.skills)
  for (let k = 1; k <= MAX_DALMAS; k++) {
    if (active >= k && trace.firstTurnWith[k - 1] === null) trace.firstTurnWith[k - 1] = turn
  }
}

const handSlots = (ids: readonly string[], setup: BatchSetup): number[] => {
  const out: number[] = []
  for (let i = 0; i < HAND_SLOTS; i++) {
    const id = ids[i]
    out.push(id === undefined ? -1 : setup.cardIndex.get(id) ?? -1)
  }
  return out
}

/** Plays game `gameIndex` to its end and adds it to `acc` and `block`. */
function playGame(setup: BatchSetup, gameIndex: number, acc: BatchAccumulator, block: HandBlock): Result<null, SimError> {
  const { catalogue, policy } = setup
  const created = createGame({ seed: gameSeed(setup.seed, gameIndex), mode: 'goldfish', masters: [{ deck: setup.deck }], maxTurns: setup.turns }, catalogue)
  if (!created.ok) return { ok: false, error: { code: 'invalidDeck', error: created.error } }
  let state = created.value
  const cardIdOf = (id: number) => state.cards[id]?.cardId ?? ''
  const opening = state.masters[0].hand.map(cardIdOf)
  let afterReplacement = opening
  let replaced = 0
  const trace: GameTrace = { turn: 0, silver: state.masters[0].silver, spells: 0, skills: 0, firstTurnWith: Array.from({ length: MAX_DALMAS }, () => null) }
  const cap = ACTIONS_PER_TURN_CAP * (setup.turns + 1)
  let actions = 0

  while (state.result === null) {
    // The turn's figures are read just before its pass: after it the next turn's Cobro has already paid.
    if (state.phase.name === 'endOfTurn' && state.activeSeat === 0) recordTurnEnd(acc, trace, state, setup, trace.turn)
    const action = policy.choose(state, catalogue)
    const applied = apply(state, action, catalogue)
    if (!applied.ok) return { ok: false, error: { code: 'illegalAction', gameIndex, action, error: applied.error } }
    trace.silver = state.masters[0].silver
    for (const e of applied.events) {
      switch (e.type) {
        case 'moneyGained': if (e.seat === 0) trace.silver += e.silver; break
        case 'moneyPaid': if (e.seat === 0) trace.silver -= e.silver; break
        case 'turnStarted': if (e.seat === 0) trace.turn = e.turn; break
        case 'phaseStarted': {
          const t = acc.perTurn[trace.turn - 1]
          if (e.seat === 0 && e.phase === 'main' && t !== undefined) histAdd(t.moneyAvailable, trace.silver)
          break
        }
        case 'learned': {
          if (e.seat !== 0) break
          const type = catalogue.byId.get(e.cardId)?.type
          if (type === 'spell') trace.spells += 1
          else if (type === 'skill') trace.skills += 1
          break
        }
        default: break
      }
    }
    state = applied.state
    if (action.type === 'initialReplacement') {
      afterReplacement = state.masters[0].hand.map(cardIdOf)
      replaced = action.instanceIds.length
    }
    actions += 1
    if (actions > cap) return { ok: false, error: { code: 'runaway', gameIndex, actions } }
  }

  const result = state.result
  if (result.kind === 'exhaustion') {
    // R18.1, RUL-13: the game stops in the turn of the forced offensive; that turn counts as played.
    recordTurnEnd(acc, trace, state, setup, result.turn)
    histAdd(acc.exhaustion, result.turn)
  } else if (result.kind === 'turnLimit') {
    acc.turnLimit += 1
  } else {
    acc.otherEnd += 1
  }
  trace.firstTurnWith.forEach((turn, k) => {
    if (turn === null) acc.dalmaCensored[k] = (acc.dalmaCensored[k] ?? 0) + 1
    else histAdd(acc.dalmaTurn[k] as Record<string, number>, turn)
  })
  histAdd(acc.replaced, replaced)
  block.opening.push(...handSlots(opening, setup))
  block.afterReplacement.push(...handSlots(afterReplacement, setup))
  acc.games += 1
  return { ok: true, value: null }
}

/** Plays games [from, to) into `acc`, appending their hands to `block` (which must end at `from`). */
function playGames(setup: BatchSetup, from: number, to: number, acc: BatchAccumulator, block: HandBlock): Result<null, SimError> {
  for (let i = from; i < to; i++) {
    const played = playGame(setup, i, acc, block)
    if (!played.ok) return played
  }
  return { ok: true, value: null }
}

/** Plays games [from, to) synchronously: one chunk, as its own accumulator. */
export function runGoldfishGames(setup: BatchSetup, from: number, to: number): Result<BatchAccumulator, SimError> {
  const acc = emptyAccumulator(setup.key, setup.cardIds)
  const block: HandBlock = { from, opening: [], afterReplacement: [] }
  const played = playGames(setup, from, to, acc, block)
  if (!played.ok) return played
  if (to > from) {
    acc.ranges = [[from, to]]
    acc.hands = [block]
  }
  return { ok: true, value: acc }
}

export type BatchProgress = { done: number; total: number }

/**
 * Lets the event loop run (messages such as a cancel arrive) between chunks. A MessageChannel post
 * is a task without setTimeout's clamping (browsers wait ≥ 4 ms once timeouts nest, Node ≥ 1 ms),
 * which cost a worker a large share of its time over hundreds of chunks.
 */
const nextTask = (): Promise<void> => {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => { channel.port1.close(); resolve() }
    channel.port2.postMessage(null)
  })
}

/**
 * Plays the batch chunk by chunk, reporting progress after each and stopping between chunks once
 * `signal` is aborted. Same options, same accumulator, whatever the chunk size. A worker sends this
 * accumulator back; runGoldfishBatch (run.ts) also turns it into the report.
 */
export async function accumulateGoldfishBatch(
  options: BatchOptions,
  onProgress?: (progress: BatchProgress) => void,
): Promise<Result<BatchAccumulator, SimError>> {
  const { games } = options
  const firstGame = options.firstGame ?? 0
  const chunkSize = options.chunkSize ?? 50
  if (!isCount(games, 1, LIMITS.maxGames)) return { ok: false, error: { code: 'invalidOptions', field: 'games', value: games } }
  if (!isCount(firstGame, 0, 0xffffffff)) return { ok: false, error: { code: 'invalidOptions', field: 'firstGame', value: firstGame } }
  if (!isCount(chunkSize, 1, LIMITS.maxGames)) return { ok: false, error: { code: 'invalidOptions', field: 'chunkSize', value: chunkSize } }
  const setup = prepareBatch(options)
  if (!setup.ok) return setup
  // One accumulator filled in place (what merging the chunks would give, without copying the hands each time).
  const acc = emptyAccumulator(setup.value.key, setup.value.cardIds)
  const block: HandBlock = { from: firstGame, opening: [], afterReplacement: [] }
  for (let done = 0; done < games;) {
    if (options.signal?.aborted) return { ok: false, error: { code: 'cancelled', done, total: games } }
    const size = Math.min(chunkSize, games - done)
    const played = playGames(setup.value, firstGame + done, firstGame + done + size, acc, block)
    if (!played.ok) return played
    done += size
    onProgress?.({ done, total: games })
    if (done < games) await nextTask()
  }
  acc.ranges = [[firstGame, firstGame + games]]
  acc.hands = [block]
  return { ok: true, value: acc }
}
