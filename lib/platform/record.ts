// A game's record and its replay, game-blind (docs/platform-games.md): a game *is* its config plus its moves, so a
// record is { game, version, config, moves } and a replay steps the game's own `apply` from `create(config)`. A record
// of another game or another version of the rules is refused with its reason, never shown wrong. Tables, the CLI and
// the pages read records through here, whichever game they hold.
import { z } from 'zod'
import { GAME_IDS, type GameError, type GameId, type Outcome, type PlatformGame, type SeatIndex } from './game'

/** One move of a record: an action of the seat the game waited for, or a seat leaving (at any moment). */
export type RecordMove<Action> = { action: Action } | { resign: SeatIndex }

export type GameRecordFile<Config, Action> = {
  format: 'dm-game-record'
  game: GameId
  version: number
  config: Config
  moves: RecordMove<Action>[]
  /** The result when it was written (a reader replays and compares). */
  result?: Outcome | null
}

export const RECORD_LIMITS = { maxMoves: 20_000, maxBytes: 4_000_000 } as const

/** The envelope of a record from untrusted input; the config and the actions are the game's to judge. */
export const recordEnvelopeSchema = z.object({
  format: z.literal('dm-game-record', { error: 'no es una partida grabada de esta web (format: dm-game-record)' }),
  game: z.enum(GAME_IDS, { error: `es el juego: ${GAME_IDS.join(' o ')}` }),
  version: z.number({ error: 'es la versión de las reglas, un entero' }).int().min(1),
  config: z.unknown(),
  moves: z.array(z.union([
    z.object({ action: z.record(z.string(), z.unknown()) }).strict(),
    z.object({ resign: z.number().int().min(0).max(63) }).strict(),
  ], { error: 'cada jugada es { action } o { resign: asiento }' })).max(RECORD_LIMITS.maxMoves, `como mucho ${RECORD_LIMITS.maxMoves} jugadas`),
  result: z.unknown().optional(),
}).strict()

/** A record of `game`, written now. */
export function makeRecord<Config, State, Action, View, Event>(
  game: PlatformGame<Config, State, Action, View, Event>, config: Config, moves: readonly RecordMove<Action>[], state: State,
): GameRecordFile<Config, Action> {
  return { format: 'dm-game-record', game: game.id, version: game.version, config, moves: [...moves], result: game.result(state) }
}

/** What a viewer steps through: the state after each move (0: the game as created) and the events each move made. */
export type ReplayFrame<State, Event> = { state: State; events: Event[]; move: number }

export type ReplayRefusal = GameError & { field: string }

/**
 * Reads a record of `game` from untrusted input and replays it: every frame, or the first problem with its field
 * (`moves.12`: the 13th move is not legal where it stands). `frames: false` keeps only the last state.
 */
export function replayRecord<Config, State, Action, View, Event>(
  game: PlatformGame<Config, State, Action, View, Event>, input: unknown, options: { frames: boolean } = { frames: true },
): { ok: true; record: GameRecordFile<Config, Action>; frames: ReplayFrame<State, Event>[]; final: State } | { ok: false; error: ReplayRefusal } {
  const refuse = (field: string, code: string, message: string) => ({ ok: false as const, error: { field, code, message } })
  const envelope = recordEnvelopeSchema.safeParse(input)
  if (!envelope.success) {
    const issue = envelope.error.issues[0]
    return refuse(issue?.path.map(String).join('.') ?? '', 'badRecord', issue?.message ?? 'no es una partida grabada')
  }
  const e = envelope.data
  if (e.game !== game.id) return refuse('game', 'otherGame', `Es una partida de ${e.game}, no de ${game.id}.`)
  if (e.version !== game.version) {
    return refuse('version', 'otherVersion', `Se jugó con la versión ${e.version} de las reglas; esta web juega la ${game.version}, así que no se puede mostrar tal cual.`)
  }
  const config = game.parseConfig(e.config)
  if (!config.ok) return refuse(`config.${config.problems[0]?.field ?? ''}`, 'badConfig', config.problems[0]?.message ?? 'configuración no válida')
  const created = game.create(config.config)
  if (!created.ok) return refuse('config', created.error.code, created.error.message)
  let state = created.state
  const frames: ReplayFrame<State, Event>[] = options.frames ? [{ state, events: created.events, move: 0 }] : []
  const moves = e.moves as RecordMove<Action>[]
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as RecordMove<Action>
    const r = 'resign' in m ? game.resign(state, m.resign) : game.apply(state, m.action)
    if (!r.ok) return refuse(`moves.${i}`, r.error.code, `La jugada ${i + 1} no es legal donde está: ${r.error.message}`)
    state = r.state
    if (options.frames) frames.push({ state, events: r.events, move: i + 1 })
  }
  const record: GameRecordFile<Config, Action> = { format: 'dm-game-record', game: game.id, version: game.version, config: config.config, moves, result: game.result(state) }
  return { ok: true, record, frames, final: state }
}
