// The game state: plain JSON (structuredClone-able, equal after a JSON round trip). It is treated
// as immutable: `apply` returns a new state that shares every untouched part with the old one.
import type { Effect, Stat } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import type { Action } from './actions'
import type { InstanceId, Seat } from './ids'
import type { RngState } from './rng'

export { other, type InstanceId, type Seat } from './ids'

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
  /** Facts of the current turn, cleared when it ends (see TurnFlags). */
  flags: TurnFlags
  /** Lente de Visión Precisa: the game turn (both Masters' turns counted, see gameTurn) its observation counter was put (R22.6); null without one. */
  counterTurn: number | null
  /** Printed values replaced for this instance only (scenario `stats`, designers' what-ifs); absent: the card's own. */
  statOverride?: StatOverride
}

export type StatOverride = Partial<Record<'strength' | 'resistance' | 'initiative' | 'life', number>>

/**
 * What a character did this turn, read by the rules that care (all false at the start of a turn):
 * - explored: it explored (R16.6: no offensive this turn);
 * - fought: it was in a melee combat phase (R19.2: one per turn; R17.2);
 * - reloaded: it reloaded a bow in this Fase Principal (R9.3: no shot in the same phase);
 * - recovered: its action was recovered by an offensive (R17.3) and not yet used.
 */
export type TurnFlags = { explored: boolean; fought: boolean; reloaded: boolean; recovered: boolean }
export const NO_FLAGS: TurnFlags = Object.freeze({ explored: false, fought: false, reloaded: false, recovered: false })

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

/** §23: the variant gates the voluntary offensive (R23.1–R23.3, RUL-39); none allows it from the first turn (RUL-11). */
export type Variant = 'none' | 'rapida' | 'pensada' | 'estrategica'

export type MainStep = 'masterActions' | 'enemyActions' | 'dalmaActions'
export type Phase =
  | { name: 'setup' }
  | { name: 'rest' }
  | { name: 'income' }
  | { name: 'main'; step: MainStep }
  | { name: 'endOfTurn' }
  | { name: 'combat' }
  | { name: 'gameOver' }

/**
 * A decision the engine waits for. Decisions sit on a stack (`GameState.stack`, top last): the top
 * one is asked, of the seat it names, and `legalActions` lists only its answers. A frame below the
 * top is a process the top one interrupted (a combat waiting for a trap window, an action waiting
 * for answers); it resumes when the top frame is answered and popped.
 */
export type Decision =
  | { kind: 'initialReplacement'; seat: Seat }
  | { kind: 'chooseProtectingEnemy'; seat: Seat }
  | { kind: 'innRest'; seat: Seat }
  | { kind: 'deferredReplacement'; seat: Seat }
  /**
   * R5.10, RUL-44: a hand over its limit, discarded by its own Master one card at a time, whoever's
   * turn it is. `then`: what the driver was about to run when the standing checks asked for it.
   */
  | { kind: 'discardToLimit'; seat: Seat; count: number; then?: Next }
  | { kind: 'keepEmblem'; seat: Seat; options: [InstanceId, InstanceId] }
  /** R9.12, RUL-27, RUL-43: a declared character action waits; `seat` may answer with an Instant or decline. */
  | { kind: 'answers'; seat: Seat; declared: DeclaredAction; declines: number }
  /** R14.3–R14.5, RUL-43: rival Dalmas entered the Zona de Combate; `seat` (their rival) may spring traps. */
  | { kind: 'traps'; seat: Seat; entering: InstanceId[]; then: DeclaredAction | null }
  /** R17.1, R17.2: the active Master picks its attackers one at a time, then launches. */
  | { kind: 'attackers'; seat: Seat; chosen: InstanceId[] }
  /** R17.5, RUL-36: the defender adds available Dalmas one at a time, then stops. */
  | { kind: 'defenders'; seat: Seat }
  /** R19.14: the attacker forms the 1-vs-1 pairings, one pair at a time. */
  | { kind: 'pairings'; seat: Seat }
  /** R19.15–R19.18, RUL-20: `seat` places one of its unplaced fighters beside an opponent. */
  | { kind: 'reinforce'; seat: Seat }
  /** R19.17: an engagement made even by a reinforcement splits into duels chosen by `seat`. */
  | { kind: 'split'; seat: Seat; engagement: number }
  /** R19.5 windows 1 and 2 (RUL-24, RUL-53): `fighterId` (offered in Iniciativa order) may cast (Magos) or use a skill, or decline; `seat` is its Master. */
  | { kind: 'combatWindow'; seat: Seat; window: 'spell' | 'skill'; fighterId: InstanceId }
  /** R19.7, R19.11, RUL-47: the bow window; `fighterId`'s loaded bow faces several rivals and `seat` picks which it shoots. */
  | { kind: 'bow'; seat: Seat; fighterId: InstanceId }
  /** R19.13, RUL-33: the throwing window; `seat` may throw `fighterId`'s weapon or keep it. */
  | { kind: 'throw'; seat: Seat; fighterId: InstanceId }
  /** R19.5 (5), RUL-20, R19.12, RUL-38: `fighterId` chooses whom to attack, or to reload instead. */
  | { kind: 'melee'; seat: Seat; fighterId: InstanceId }
  /** R22.4, RUL-29, RUL-42: Control Mental resolved; `seat` (the caster's Master) picks the target's action. */
  | { kind: 'controlled'; seat: Seat; dalmaId: InstanceId }
export type DecisionKind = Decision['kind']
/** @deprecated name kept for the UI: the decision on top of the stack. */
export type PendingChoice = Decision

/**
 * A character action declared and paid (RUL-40) but not yet resolved: it waits for answers
 * (R9.12). When both Masters decline, it resolves if still legal (RUL-34).
 */
export type DeclaredAction = { seat: Seat; actorId: InstanceId; act: DeclaredAct }
export type DeclaredAct =
  | { kind: 'explore'; targetId: InstanceId }
  | { kind: 'shoot'; weaponId: InstanceId; targetId: InstanceId }
  | { kind: 'cast'; spellId: InstanceId; targetId: InstanceId | null; extra: boolean }
  | { kind: 'useSkill'; skillId: InstanceId; targetId: InstanceId | null; extra: boolean }
  | { kind: 'equip'; instanceId: InstanceId; replaceIds: InstanceId[] }
  | { kind: 'learn'; instanceId: InstanceId }
  | { kind: 'drinkPotion'; instanceId: InstanceId }
  | { kind: 'applyPoison'; instanceId: InstanceId; weaponId: InstanceId }
  | { kind: 'reloadBow'; weaponId: InstanceId; arrowId: InstanceId | null }
  | { kind: 'lente'; objectId: InstanceId; targetId: InstanceId | null; reveal: boolean }

/** Where a combat stands (§19). Fighters are living combatants; engagements hold both sides' fighters. */
export type Combat = {
  kind: 'explore' | 'offensive'
  attackerSeat: Seat
  /** R18.2: an offensive forced by exhaustion; failing it loses the game (R18.4). */
  forced: boolean
  round: number
  /** What the combat does next when no decision is pending (see combat.ts). */
  step: CombatStep
  attackers: InstanceId[]
  defenders: InstanceId[]
  /** Groups facing each other: `a` the attacking side's fighters, `d` the defending side's. */
  engagements: Engagement[]
  /** Fighters still to be offered the current window or to strike in melee, in order. */
  queue: InstanceId[]
  /** Fighters that threw this round (R19.13: no melee attack that round). */
  threw: InstanceId[]
  /** Fighters already past their first paired round (RUL-38: no reload offer after it). */
  pairedBefore: InstanceId[]
  /** The bow window's shots aimed and paid so far this round (RUL-47: they all happen together). */
  shots: Shot[]
  /** Explorations return to this step of the Fase Principal (R19.1); offensives end the turn (null). */
  returnStep: MainStep | null
}
export type Engagement = { a: InstanceId[]; d: InstanceId[] }
/** One shot of the bow window (R19.7): who shoots, with which bow, at whom. */
export type Shot = { shooterId: InstanceId; bowId: InstanceId; targetId: InstanceId }
export type CombatStep =
  | 'defenders' | 'pairings' | 'reinforce' | 'roundStart' | 'spellAttacker' | 'spellDefender' | 'skills'
  | 'aimBows' | 'bows' | 'throwOrder' | 'throws' | 'meleeOrder' | 'melee' | 'roundEnd'

/**
 * What a step asks the driver to run next, when it is not a Master's decision (those go on the
 * stack). The driver runs the standing checks (RUL-44) before it, so a step never chains straight
 * into another section's step: the game is checked in between.
 */
export type Next =
  /** R7.1: a Master's turn begins (setup done, or the other Master's turn ended). */
  | { kind: 'beginTurn'; seat: Seat }
  /** R7.1: the active Master's turn ends (it passed, or its offensive is over, R17.6). */
  | { kind: 'endTurn'; seat: Seat }
  /** R19.1: an exploration is over; play goes back to this step of the Fase Principal. */
  | { kind: 'returnToMain'; step: MainStep }
  /** R17.1–R17.4, R18.2: an offensive begins with these attackers. */
  | { kind: 'offensive'; seat: Seat; attackers: InstanceId[]; forced: boolean }
  /** R16.1: the explorer entered and the trap window is over: its one-round combat begins. */
  | { kind: 'exploreCombat'; explorerId: InstanceId; targetId: InstanceId }
  /** The game ends here on its own terms: a goldfish stop (RUL-13), the turn limit, R18.3. */
  | { kind: 'gameOver'; result: GameResult; rule: string }

export type GameResult =
  /** Goldfish: the chosen number of turns was played (RUL-13). */
  | { kind: 'turnLimit'; seat: Seat; turns: number }
  /**
   * A Master owed a Master action and had none (R18.1): in goldfish the simulation stops and reports
   * the turn of the forced offensive (RUL-13); in a duel it ends here until combat is simulated.
   */
  | { kind: 'exhaustion'; seat: Seat; turn: number; masterActions: number; activeDalmas: number }
  /**
   * A Master lost (and the other won): its relic was captured (R21.1), every Dalma of its deck is gone
   * (R21.2, RUL-21), it was exhausted with no active Dalma (R18.3), or its forced offensive failed (R18.4).
   */
  | { kind: 'defeat'; loser: Seat; reason: DefeatReason; turn: number }
  /**
   * Duel, no winner: the turn limit was reached (NOTE-50), or both Masters met a loss condition in
   * the same check (RUL-45).
   */
  | { kind: 'draw'; turns: number; reason: 'turnLimit' | 'bothLost' }

export type DefeatReason = 'capture' | 'allDalmasLost' | 'exhaustedWithoutDalma' | 'forcedOffensiveFailed'

export type GameMode = 'goldfish' | 'duel'

export type MasterConfig = { deck: Deck }

export type GameConfig = {
  /** uint32; derive it with gameSeed(base, index) when dealing several games from one seed. */
  seed: number
  /**
   * A 128-bit seed (32 lowercase hex digits, rng.ts `createRng128`). When present it alone seeds the game and
   * `seed` only labels it: a server dealing games that a player must not reconstruct (online tables) draws
   * it from a cryptographic source, since 2^32 seeds can all be tried from one's opening hand.
   * Absent: `seed` deals, as ever (a uint32 seed s is the 128-bit seed `seed128Of(s)`).
   */
  seed128?: string
  mode: GameMode
  /** Goldfish: one deck (a second one is ignored); duel: two. */
  masters: MasterConfig[]
  /** Goldfish: play as the first Master (skips Descanso and Cobro on turn 1) or the second (RUL-5). Default first. */
  goldfishSeat?: 'first' | 'second'
  /** Stop after this many turns of seat 0 (per Master, RUL-5). */
  maxTurns?: number
  /** §23 variant; default none. */
  variant?: Variant
  /**
   * The engine version (version.ts) a recorded game was played with. Records always carry it (a record
   * that names none is UNVERSIONED); createGame refuses any other than ENGINE_VERSION. Absent: a new
   * game, on this version.
   */
  engineVersion?: number
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
  variant: Variant
  /** Decisions waiting, top last (see Decision). Empty: the phase's own actions are asked of the active seat. */
  stack: Decision[]
  /** The combat in progress, if any (§19). */
  combat: Combat | null
  result: GameResult | null
  /** Every action applied since createGame, in order: replay is log.reduce(apply). (A driver that keeps the actions itself may ask `apply` not to grow it: apply's `log: false`.) */
  log: Action[]
}

/** Half-open stat view of a character after equipment and effects. */
export type CharacterStats = Record<Stat, number> & { life: number; maxLife: number }
