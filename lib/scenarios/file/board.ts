// A validated scenario file → the engine's GameState, through the in-code board helper
// (../scenario.ts), then the engine's own automatic steps up to the first decision.
import type { Catalogue } from '../../catalogue/schema'
import { standingChecks } from '../../engine/checks'
import { Draft } from '../../engine/draft'
import { settle } from '../../engine/driver'
import type { GameEvent } from '../../engine/events'
import { scenario, type CardSpec, type MasterSpec } from '../scenario'
import type { GameState, InstanceId, Phase, Seat } from '../../engine/state'
import type { CardSpecInput, MasterInput, ScenarioFile } from './schema'

export type Board = {
  /** The state the first step meets (after the automatic steps). */
  state: GameState
  /** What the engine did on its own before the first step (a Descanso at turnStart, skipped steps). */
  events: GameEvent[]
  labels: ReadonlyMap<string, InstanceId>
}

export const seatOf = (name: 'A' | 'B'): Seat => (name === 'A' ? 0 : 1)
export const seatName = (seat: Seat): 'A' | 'B' => (seat === 0 ? 'A' : 'B')

const PHASES: Record<Exclude<NonNullable<ScenarioFile['at']>, 'turnStart' | 'setup'>, Phase> = {
  masterActions: { name: 'main', step: 'masterActions' },
  enemyActions: { name: 'main', step: 'enemyActions' },
  dalmaActions: { name: 'main', step: 'dalmaActions' },
  endOfTurn: { name: 'endOfTurn' },
}

const toSpec = (s: CardSpecInput): CardSpec => s as CardSpec

function masterSpec(m: MasterInput | undefined, turnOffset: number, goldfishRival: boolean): MasterSpec {
  const x = m ?? {}
  return {
    deck: x.deck?.map(toSpec), hand: x.hand?.map(toSpec), playZone: x.playZone?.map(toSpec), combatZone: x.combatZone?.map(toSpec),
    enemies: x.enemies?.map(toSpec), discard: x.discard?.map(toSpec), relic: x.relic ?? null,
    gold: x.gold, silver: x.silver, masterActions: x.masterActions, replacementUsed: x.replacementUsed ?? true,
    // Default turn 1; at turnStart the engine begins the turn, so the board holds the one before it.
    turn: (x.turn ?? 1) - turnOffset,
    inert: goldfishRival,
  }
}

/**
 * `at: setup` (an extension): the game's preparation as createGame leaves it (setup.ts), with the declared cards instead of a
 * shuffle. Each Master's opening hand is its `hand` and its deck the `deck` listed (top first); its starting Dalma is the one
 * face-down Dalma of its Zona de Juego, with the cards it knows face down beside it (R6.2, R6.3); the relic and its enemies lie
 * face down (R6.1). No turn has begun, nobody has replaced, and the first decision is Master A's initial replacement (R6.7);
 * then B's, the protecting enemies (RUL-6), the initial revelation, 5 oros each and the first Master (R6.9–R6.11).
 */
function setupBoard(file: ScenarioFile, catalogue: Catalogue): Board {
  const built = scenario(catalogue, {
    mode: 'duel',
    seed: file.seed ?? 1,
    masters: [masterSpec(file.masters?.A, 0, false), masterSpec(file.masters?.B, 0, false)],
    active: 0,
    phase: { name: 'setup' },
    pendingChoice: { kind: 'initialReplacement', seat: 0 },
    variant: file.variant ?? 'none',
    dice: file.dice ?? [],
    maxTurns: file.maxTurns ?? null,
  })
  const state = built.state
  state.firstSeat = null
  for (const m of state.masters) {
    m.turn = 0
    m.replacementUsed = false
    m.startingDalma = m.playZone[0] ?? null
    const dalma = m.startingDalma === null ? undefined : state.cards[m.startingDalma]
    if (dalma) {
      dalma.faceUp = false
      for (const k of dalma.learned) (state.cards[k] as (typeof state.cards)[number]).faceUp = false
    }
  }
  return { state, events: [], labels: built.labels }
}

/** Builds the board the file declares and runs the engine up to its first real decision. */
export function buildBoard(file: ScenarioFile, catalogue: Catalogue): Board {
  if (file.at === 'setup') return setupBoard(file, catalogue)
  const active = seatOf(file.active ?? 'A')
  const at = file.at ?? 'masterActions'
  const mode = file.mode ?? 'duel'
  const offset = (seat: Seat) => (at === 'turnStart' && seat === active ? 1 : 0)
  const built = scenario(catalogue, {
    mode,
    seed: file.seed ?? 1,
    masters: [masterSpec(file.masters?.A, offset(0), false), masterSpec(file.masters?.B, offset(1), mode === 'goldfish')],
    active,
    firstSeat: seatOf(file.first ?? 'A'),
    phase: at === 'turnStart' ? { name: 'rest' } : PHASES[at],
    variant: file.variant ?? 'none',
    dice: file.dice ?? [],
    maxTurns: file.maxTurns ?? null,
  })
  const d = new Draft(built.state, catalogue)
  // RUL-44: a declared board is checked like any state, everything at once (a character at 0 Vida dies, a full hand is trimmed).
  standingChecks(d, true)
  settle(d, at === 'turnStart' ? { kind: 'beginTurn', seat: active } : null)
  return { state: d.s, events: d.events, labels: built.labels }
}
