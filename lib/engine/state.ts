// The game state: plain JSON (structuredClone-able, equal after a JSON round trip). It is treated
// as immutable: `apply` returns a new state that shares every untouched part with the old one.
import type { Effect, Stat } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import type { Action } from './actions'
import type { RngState } from './rng'

/** A Master's seat: 0 plays the first deck of the config, 1 the second (the inert rival in goldfish). */
export type Seat = 0 | 1
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** Index into `GameState.cards`. */
export type InstanceId = number

/** Where an effect stops: at the end of the turn it began in (R7.7), on the next valid attack, or never. */
export type EffectDuration = 'endOfTurn' | 'nextAttack' | 'permanent'

/**
 * An effect riding on a card instance: a potion's modifier on its drinker, Poción de Thal's extra
 * activation, a poison waiting on a weapon for its next attack (R14.2).
 */
export type ActiveEffect = { source: string; effect: Effect; until: EffectDuration }

/** One physical card in the game. Which zone holds it is told by the zone arrays (or by `equippedTo`/`learnedBy`). */
export type CardInstance = {
  id: InstanceId
  cardId: string
  owner: Seat
  faceUp: boolean
  /** Dalmas and enemies: the action marker of R7.15. */
  actionMarker: boolean
  /** Spells and skills: uses since the last Posada (R7.16); equipment: charges used (R7.17). */
  useCounters: number
  /** Vida lost (current Vida = printed Vida + bonuses − damage). */
  damage: number
  /** Bows: loaded (R9.3). */
  loaded: boolean
  /** Enemies: defeated, face down beside the relic (R19.21, RUL-15). */
  defeated: boolean
  /** Equipment: the character (Dalma or enemy) wearing it. Equipped cards sit in no zone array. */
  equippedTo: InstanceId | null
  /** Characters: the cards equipped to them. */
  equipment: readonly InstanceId[]
  /** Spells and skills: the Dalma that knows it (R11.5). Learned cards sit in no zone array. */
  learnedBy: InstanceId | null
  /** Dalmas: the spells and skills they know. */
  learned: readonly InstanceId[]
  /** Temporary and pending effects on this card. */
  effects: readonly ActiveEffect[]
}

/** The relic zone (R3.2): the relic and its six enemies (face down, revealed or defeated per instance). */
export type RelicZone = { relic: InstanceId | null; enemies: InstanceId[] }

export type MasterState = {
  seat: Seat
  /** Top card first. */
  deck: InstanceId[]
  /** In the order the cards arrived. */
  hand: InstanceId[]
  /** Face-down and revealed cards and the Dalmas not in combat (equipped and learned cards ride on their character). */
  playZone: InstanceId[]
  /** This Master's Dalmas standing in the shared Zona de Combate (RUL-14). */
  combatZone: InstanceId[]
  relicZone: RelicZone
  /** Oldest first. */
  discard: InstanceId[]
  /** Money in silver (RUL-8). */
  silver: number
  /** Master-action counters on the relic this turn (R7.14). */
  masterActions: number
  /** Turns this Master has begun (RUL-5 counts per Master). */
  turn: number
  /** The one replacement of the game (R6.7 or R6.8, RUL-4) has been used. */
  replacementUsed: boolean
  /** Goldfish rival: no deck, no decisions; its turns pass at once (RUL-13). */
  inert: boolean
  startingDalma: InstanceId | null
}

export type MainStep = 'masterActions' | 'enemyActions' | 'dalmaActions'
export type Phase =
  | { name: 'setup' }
  | { name: 'rest' }
  | { name: 'income' }
  | { name: 'main'; step: MainStep }
  | { name: 'endOfTurn' }
  | { name: 'gameOver' }

/** A decision the engine waits for; `legalActions` then lists only its answers. */
export type PendingChoice =
  | { kind: 'initialReplacement'; seat: Seat }
  | { kind: 'chooseProtectingEnemy'; seat: Seat }
  | { kind: 'innRest'; seat: Seat }
  | { kind: 'deferredReplacement'; seat: Seat }
  | { kind: 'discardToLimit'; seat: Seat; count: number }
  | { kind: 'keepEmblem'; seat: Seat; options: [InstanceId, InstanceId] }

export type GameResult =
  /** Goldfish: the chosen number of turns was played (RUL-13). */
  | { kind: 'turnLimit'; seat: Seat; turns: number }
  /**
   * A Master owed a Master action and had none (R18.1): in goldfish the simulation stops and reports
   * the turn of the forced offensive (RUL-13); in a duel it ends here until combat is simulated.
   */
  | { kind: 'exhaustion'; seat: Seat; turn: number; masterActions: number; activeDalmas: number }
  /** A Master lost: every Dalma of its deck gone (R21.2, RUL-21) or exhausted with no active Dalma (R18.3). */
  | { kind: 'defeat'; loser: Seat; reason: 'allDalmasLost' | 'exhaustedWithoutDalma'; turn: number }

export type GameMode = 'goldfish' | 'duel'

export type MasterConfig = { deck: Deck }

export type GameConfig = {
  /** uint32; derive it with gameSeed(base, index) when dealing several games from one seed. */
  seed: number
  mode: GameMode
  /** Goldfish: one deck (a second one is ignored); duel: two. */
  masters: MasterConfig[]
  /** Goldfish: play as the first Master (skips Descanso and Cobro on turn 1) or the second (RUL-5). Default first. */
  goldfishSeat?: 'first' | 'second'
  /** Stop after this many turns of seat 0 (per Master, RUL-5). */
  maxTurns?: number
}

export type GameState = {
  mode: GameMode
  /** Goldfish: which Master the player is (the player always sits at seat 0). */
  goldfishSeat: 'first' | 'second'
  maxTurns: number | null
  rng: RngState
  /** Dice a test forced (scenario helper): rolled before the RNG is used. */
  forcedDice: number[]
  masters: [MasterState, MasterState]
  /** Every card instance, indexed by its id. */
  cards: CardInstance[]
  activeSeat: Seat
  /** The Master that began the game (R6.11); null during setup. */
  firstSeat: Seat | null
  phase: Phase
  pendingChoice: PendingChoice | null
  result: GameResult | null
  /** Every action applied since createGame, in order: replay is log.reduce(apply). */
  log: Action[]
}

/** Half-open stat view of a character after equipment and effects. */
export type CharacterStats = Record<Stat, number> & { life: number; maxLife: number }
