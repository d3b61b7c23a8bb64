// One door for the routes and the streams to tables of any game: Duelo de Masters' rows go to service.ts exactly as
// before, rows of a platform game (games.ts) to platform-tables.ts. The game of a table never changes, so it is read
// from the row this process keeps when there is one.
import type { TableRow } from '../db'
import type { SeatName } from '@/lib/online/view'
import type { TableState } from '@/lib/online/wire'
import {
  isPlatformRow, letterIndex, platformClockDeadline, platformLiveOf, platformStateFor, readPlatformTable, seatLetter, settlePlatformClock,
  type PlatformLive, type PlatformTableState,
} from './platform-tables'
import {
  clockDeadline, keptRow, liveFor, loadRow, readTable, readTableForStream, stateFor, tableIdSchema, type Caller, type Context, type Presence, type StateOptions,
} from './service'

type MastersLive = Awaited<ReturnType<typeof liveFor>>
export type AnyLive = MastersLive | PlatformLive
/** A seat as the wire names it: 'A' and 'B' for Duelo de Masters, 'A'…'F' for Duelo de alientos. */
export type AnySeat = string

/** Lookups of a table's game in flight: openers of one table at once (a burst of streams) share one read. */
const looking = new Map<string, Promise<string>>()

/**
 * The game of table `id`: 'masters' for an id that is not a table's, so Duelo de Masters' errors stay as they were.
 * The row is read whole and kept (service.ts), so the read that follows (a stream's start) reuses it.
 */
export function tableGame(ctx: Context, id: string): Promise<string> {
  if (!tableIdSchema.safeParse(id).success) return Promise.resolve('masters')
  const kept = keptRow(id)
  if (kept) return Promise.resolve(kept.game)
  let pending = looking.get(id)
  if (pending === undefined) {
    pending = loadRow(ctx, id).then((row) => row.game, () => 'masters')
    looking.set(id, pending)
    const forget = () => { if (looking.get(id) === pending) looking.delete(id) }
    pending.then(forget, forget)
  }
  return pending
}

export const isPlatformLive = (row: TableRow, live: AnyLive | null): live is PlatformLive => isPlatformRow(row) && live !== null

export async function readAnyTable(ctx: Context, id: string, caller: Caller, forStream = false): Promise<{ row: TableRow; live: AnyLive | null; seat: AnySeat | null }> {
  if ((await tableGame(ctx, id)) === 'masters') return forStream ? readTableForStream(ctx, id, caller) : readTable(ctx, id, caller)
  const r = await readPlatformTable(ctx, await loadRow(ctx, id), caller)
  return { row: r.row, live: r.live, seat: r.seat === null ? null : seatLetter(r.seat) }
}

export async function liveForAny(ctx: Context, row: TableRow): Promise<AnyLive> {
  if (!isPlatformRow(row)) return liveFor(ctx, row)
  return (await settlePlatformClock(ctx, row)).live ?? platformLiveOf(ctx.prisma, row)
}

export type AnyStateOptions = Omit<StateOptions, 'presence'> & { presence?: Record<string, boolean> }

export function stateForAny(row: TableRow, live: AnyLive | null, seat: AnySeat | null, options: AnyStateOptions = {}): TableState | PlatformTableState {
  if (isPlatformRow(row)) return platformStateFor(row, live as PlatformLive | null, seat === null ? null : letterIndex(seat), options)
  return stateFor(row, live as MastersLive | null, seat as SeatName | null, options as StateOptions & { presence?: Presence })
}

export function clockDeadlineAny(row: TableRow, live: AnyLive | null): number | null {
  return isPlatformRow(row) ? platformClockDeadline(row, live as PlatformLive | null) : clockDeadline(row, live as MastersLive | null)
}
