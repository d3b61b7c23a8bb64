// What a game offers the platform (docs/platform-games.md): tables, the bots' harness, the laboratory and replays
// take any game that implements this. Types only: the platform imports no game's rules, and no game imports another's.

/** The games the site plays. A record or request that names none is a Duelo de Masters one. */
export const GAME_IDS = ['masters', 'alientos'] as const
export type GameId = (typeof GAME_IDS)[number]

/** A seat by its index, 0 first; seat order is the order the game goes round in. */
export type SeatIndex = number

/** A refusal, as a value: `code` for programs, `message` in Spanish for people. */
export type GameError = { code: string; message: string }

export type Applied<State, Event> = { ok: true; state: State; events: Event[] } | { ok: false; error: GameError }

/** How a game ends: the seats that won (one, or several in a draw; none when nobody did) and why. */
export type Outcome = { winners: SeatIndex[]; reason: string; rule?: string }

/**
 * What the platform's clock does for a game:
 *   - chess: time per seat, running only while that seat decides, with an increment per decision; out of time loses;
 *   - move: each decision has `moveMs` from the move that handed it over; out of time, the game's `timeout` action
 *     is played for the decider. A seat may announce `absences` absences of up to `absenceMs` each, which stop it.
 */
export type ClockPolicy =
  | { kind: 'chess' }
  | { kind: 'move'; moveMs: number; absenceMs: number; absences: number }

export interface PlatformGame<Config, State, Action, View, Event> {
  readonly id: GameId
  /** Bumped whenever the same config and actions can give another game; records carry it. */
  readonly version: number
  readonly seats: { min: number; max: number }
  readonly clock: ClockPolicy
  /** A config from untrusted input, or the problems found (field path and reason). */
  parseConfig(input: unknown): { ok: true; config: Config } | { ok: false; problems: { field: string; message: string }[] }
  /** The game from its config (seed included), run up to its first decision. */
  create(config: Config): { ok: true; state: State; events: Event[] } | { ok: false; error: GameError }
  /** The seat the game waits for, or null (finished). */
  decider(state: State): SeatIndex | null
  /** Every action the decider may take now: the one list for the UI, bots, the server and tests. */
  legal(state: State): readonly Action[]
  apply(state: State, action: Action): Applied<State, Event>
  /** A seat leaves the game, at any moment. */
  resign(state: State, seat: SeatIndex): Applied<State, Event>
  /** What the move clock plays for the decider when its time runs out. */
  timeout(state: State): Action
  /** What `seat` may know (null: a spectator). Never the random generator. */
  view(state: State, seat: SeatIndex | null): View
  result(state: State): Outcome | null
  /** create(config), then every action in turn; `index` is the action refused (-1: the config). */
  replay(config: Config, actions: readonly Action[]): { ok: true; state: State } | { ok: false; error: GameError; index: number }
}
