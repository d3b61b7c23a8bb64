// The shapes that cross the wire between an online table's server and its clients (ONLINE-API.md, documented on
// /docs): the table state every reply and event carries, and the other replies of the contract. The server
// (lib/server/tables) builds them, the browser (/mesa), `dm table`, the tests and the bench read them; this is
// their one declaration. Types only, plus the zod schemas a client checks replies with, so it imports no engine
// code at run time and both sides may import it without a circle.
import { z } from 'zod'
import type { Card } from '../catalogue/schema'
import type { Action, GameEvent, Variant } from '../engine'
import type { SeatName, TableResult, TableStatus, TableView } from './view'

/** What happened at one step (the action that made step `step`), as this viewer may read it. */
export type StepEvents = { step: number; events: GameEvent[] }

/** The chess clock as read at `at`: time left per Master, and whose clock runs. */
export type ClockState = { initialMs: number; incrementMs: number; A: number; B: number; running: SeatName | null; at: string }

/** Per seat: whether someone sat there, and whether a stream of that seat is open now. */
export type SeatsState = Record<SeatName, { taken: boolean; connected: boolean }>

/** The table state (ONLINE-API.md, "The table state"), as this server sends it to one viewer. */
export type TableState = {
  id: string
  status: TableStatus
  /** Number of actions applied; the next POST must send it. */
  step: number
  /** Who is asking (null: a spectator). */
  seat: SeatName | null
  decider: SeatName | null
  /** Only for the seat that decides, else []. */
  legal: Action[]
  result: TableResult | null
  view: TableView | null
  // Extensions (the contract allows new fields)
  /** Grows with every change of the table's row: a client keeps the newest. */
  version: number
  name: string
  variant: Variant
  visibility: 'link' | 'public'
  createdAt: string
  expiresAt: string
  seats: SeatsState
  clock: ClockState | null
  rematch: string | null
  /** What happened in the steps after `since` (or in the last step), as this viewer may read it. */
  events: StepEvents[]
}

/**
 * The table state as far as a client of any contract server relies on it: the contract's fields, `version` and
 * `events`; whatever else the server sends passes through.
 */
export type WireState = Pick<TableState, 'id' | 'status' | 'step' | 'seat' | 'decider' | 'legal' | 'result' | 'view' | 'version' | 'events'> & {
  [extra: string]: unknown
}

/** POST /api/tables → 201 */
export type CreatedReply = { id: string; seat: SeatName; token: string; joinUrl: string; spectateUrl: string; seatUrl: string; state: TableState }
/** POST /api/tables/{id}/join → 201 */
export type JoinedReply = { seat: SeatName; token: string; seatUrl: string; state: TableState }
/** POST /api/tables/{id}/rematch → 200 */
export type RematchReply = { id: string; seat: SeatName }

/** GET /api/tables/{id}/record → 200, once the game is over. */
export type TableRecord = {
  /** `seed128` deals when present (tables made before wider seeds have none: `seed` dealt them). */
  config: {
    seed: number; seed128?: string; mode: 'duel'; variant: Variant; decks: Record<SeatName, string>; catalogueVersion: string; cards: Card[]
    /** The engine version that played it; absent (as this server sends it): the current one. */
    engineVersion?: number
  }
  log: Action[]
  result: TableResult | null
  step: number
}

// ---------------------------------------------------------------------------------------------
// What a client checks a reply against (the rest of a state, the view's cards, passes through untouched)

const seatSchema = z.enum(['A', 'B'])

export const wireStateSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['waiting', 'playing', 'finished']),
  step: z.number().int().min(0),
  seat: seatSchema.nullable(),
  decider: seatSchema.nullable(),
  legal: z.array(z.looseObject({ type: z.string() })),
  result: z.object({ winner: seatSchema.nullable(), reason: z.string() }).nullable(),
  view: z.looseObject({ turn: z.number(), active: seatSchema, masters: z.looseObject({}), state: z.looseObject({}) }).nullable(),
  version: z.number().int(),
  events: z.array(z.object({ step: z.number().int(), events: z.array(z.looseObject({ type: z.string() })) })).default([]),
}) as unknown as z.ZodType<WireState>

export const createdSchema = z.looseObject({ id: z.string(), seat: seatSchema, token: z.string(), joinUrl: z.string(), spectateUrl: z.string() })
export const joinedSchema = z.looseObject({ seat: seatSchema, token: z.string() })
export const lobbySchema = z.object({ tables: z.array(z.looseObject({ id: z.string(), name: z.string(), variant: z.string(), createdAt: z.string() })) })
export const recordSchema = z.looseObject({ config: z.looseObject({}), log: z.array(z.looseObject({ type: z.string() })) })
export const errorSchema = z.object({ error: z.looseObject({ code: z.string().default('error'), message: z.string(), field: z.string().optional() }) })
