// State checkpoints of online tables (issue 28), for every game the table services hold.
//
// A table's game is its start plus its log (TableAction rows). An instance that has not served a table had to replay
// the whole log to serve it (150 Masters steps: 4–26 ms with the engine's code warm, hundreds of ms while it is still
// cold): the one cost per table in a burst of stream opens.
// So every CHECKPOINT_EVERY steps (and after a long rebuild) the game as it then stands is kept in TableCheckpoint, and
// a rebuild starts from there, replaying only the steps after it.
//
// - What is kept is what a process keeps in memory: the state and the events of the latest steps (streams catching up
//   read them), as JSON. It is server-only like the seed: it holds every hidden card and the random generator, and no
//   reply or record reads it (the views are made from the rebuilt state as always).
// - It is used only if it checks out: the game and rules version it was taken with (an engine that moved on may play the
//   same log otherwise), a SHA-256 over table, step, version and text, a readable shape, and every later step of the log
//   applying to it. Otherwise the log is replayed whole, as before, and the checkpoint replaced. So the state served is
//   always the log's: checkpoint + tail equals the full replay (checkpoints.test.ts).
// - Its size is bounded (CHECKPOINT_MAX_CHARS): the oldest steps' events are dropped first; a state too large on its own
//   is not kept (the table replays its log, as before).
// - Writing one is an optimisation: it never fails the request that triggers it (the action is already written).
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { isForeignKeyViolation, isRecordNotFound, isUniqueViolation, type PrismaClient } from '../db'
import { RECENT_STEPS } from './live-memory'

/** Steps between two checkpoints written by moves; a rebuild that replays at least this many writes one too. */
export const CHECKPOINT_EVERY = 16
/** Characters of a checkpoint's JSON at most (a Masters game of 150 steps takes 73,622 with its recent events). */
export const CHECKPOINT_MAX_CHARS = 400_000

export type StepEvents<E> = { step: number; events: E[] }
/** The game as a process keeps it: its step (log entries applied), state, and the latest steps' events. */
export type Snapshot<S, E> = { step: number; state: S; recent: StepEvents<E>[] }

/** The SHA-256 kept beside a checkpoint, over what it is of (table, step, version) and its text. */
export const checkpointDigest = (tableId: string, step: number, version: string, data: string): string =>
  createHash('sha256').update(`${tableId}\n${step}\n${version}\n`).update(data).digest('hex')

/** Whether moves from step `from` to step `to` pass a multiple of CHECKPOINT_EVERY. */
export const checkpointDue = (from: number, to: number): boolean => Math.floor(to / CHECKPOINT_EVERY) > Math.floor(from / CHECKPOINT_EVERY)

/** The checkpoint's text: the state and as many of the latest steps' events as fit the bound; null if the state does not. */
export function encodeCheckpoint<S, E>(state: S, recent: readonly StepEvents<E>[], max = CHECKPOINT_MAX_CHARS): string | null {
  const stateText = JSON.stringify(state)
  const entries = recent.slice(-RECENT_STEPS).map((e) => JSON.stringify(e))
  let size = stateText.length + 24 + entries.reduce((n, e) => n + e.length + 1, 0)
  let first = 0
  while (size > max && first < entries.length) size -= (entries[first++] as string).length + 1
  if (size > max) return null
  return `{"state":${stateText},"recent":[${entries.slice(first).join(',')}]}`
}

const dataSchema = z.object({
  state: z.unknown().refine((s) => s !== null && typeof s === 'object'),
  recent: z.array(z.object({ step: z.number().int().min(0), events: z.array(z.unknown()) }).strict()).max(RECENT_STEPS),
}).strict()

/** The snapshot `text` holds, or null when it does not read as one taken at `step`. */
export function decodeCheckpoint<S, E>(text: string, step: number): Snapshot<S, E> | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = dataSchema.safeParse(json)
  if (!parsed.success) return null
  const { recent } = parsed.data
  if (recent.some((e, i) => e.step > step || (i > 0 && e.step <= (recent[i - 1] as StepEvents<unknown>).step))) return null
  return { step, state: parsed.data.state as S, recent: recent as StepEvents<E>[] }
}

/** The table's checkpoint, if one of `version` at a step in (after, atMost] checks out; else null. */
export async function readCheckpoint<S, E>(prisma: PrismaClient, tableId: string, version: string, after: number, atMost: number): Promise<Snapshot<S, E> | null> {
  const row = await prisma.tableCheckpoint.findUnique({ where: { tableId } })
  if (row === null || row.version !== version || row.step <= after || row.step > atMost) return null
  if (checkpointDigest(tableId, row.step, row.version, row.data) !== row.digest) {
    console.warn(`Mesa ${tableId}: su punto de control (paso ${row.step}) no cuadra con su resumen; se rehace desde el registro.`)
    return null
  }
  return decodeCheckpoint<S, E>(row.data, row.step)
}

/**
 * Keeps `snapshot` as the table's checkpoint, unless a later one of the same version is kept (`replace`: whatever is
 * kept, after one that did not check out). Answers whether it was written; never throws for the database's refusals
 * (the table gone, another instance writing the same step at once).
 */
export async function writeCheckpoint<S, E>(
  prisma: PrismaClient, tableId: string, version: string, snapshot: Snapshot<S, E>, options: { replace?: boolean } = {},
): Promise<boolean> {
  const data = encodeCheckpoint(snapshot.state, snapshot.recent)
  if (data === null) return false
  const fields = { step: snapshot.step, version, data, digest: checkpointDigest(tableId, snapshot.step, version, data) }
  try {
    const newer = options.replace ? {} : { OR: [{ step: { lt: snapshot.step } }, { version: { not: version } }] }
    const updated = await prisma.tableCheckpoint.updateMany({ where: { tableId, ...newer }, data: fields })
    if (updated.count > 0) return true
    await prisma.tableCheckpoint.create({ data: { tableId, ...fields } })
    return true
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error) || isRecordNotFound(error)) return false
    console.warn(`Mesa ${tableId}: no se pudo guardar su punto de control (paso ${snapshot.step}).`, error)
    return false
  }
}

export type Replayed<S, E> = { ok: true; state: S; events: E[] } | { ok: false; message: string }

export type RebuildInput<S, E> = {
  prisma: PrismaClient
  tableId: string
  /** The game and its rules version, e.g. `masters:3`. */
  version: string
  /** The step the row is at: the snapshot returned has applied exactly this many log entries. */
  toStep: number
  /** What this process already holds of the table at a step not after `toStep`, if anything. */
  memory: Snapshot<S, E> | null
  /** The game at step 0 (its set-up events as step 0's). */
  start(): { state: S; events: E[] }
  /** One logged entry (its JSON text) applied. */
  apply(state: S, logged: string): Replayed<S, E>
  /** Keeps the latest steps' events (live-memory.ts pushRecent). */
  push(recent: readonly StepEvents<E>[], entry: StepEvents<E>): StepEvents<E>[]
  /** Entries applied between two yields to the event loop (a long log must not hold other requests up). */
  slice?: number
}

export type Rebuilt<S, E> = Snapshot<S, E> & { from: 'memory' | 'checkpoint' | 'start'; replayed: number }

/** Thrown when the log itself cannot be replayed (an entry the game refuses, a gap). */
export class BrokenLog extends Error {}

/**
 * The game at `toStep`: from what memory holds, else from the checkpoint, else from the start, then the log's later
 * entries. A checkpoint whose tail does not apply is dropped for a whole replay. Writes a checkpoint after replaying
 * CHECKPOINT_EVERY entries or more (a table made before checkpoints, or one whose checkpoint did not check out).
 */
export async function rebuild<S, E>(input: RebuildInput<S, E>): Promise<Rebuilt<S, E>> {
  const { prisma, tableId, version, toStep } = input
  let base: Rebuilt<S, E> | null = input.memory && input.memory.step <= toStep ? { ...input.memory, from: 'memory', replayed: 0 } : null
  if (base === null || toStep - base.step > CHECKPOINT_EVERY) {
    const kept = await readCheckpoint<S, E>(prisma, tableId, version, base?.step ?? 0, toStep)
    if (kept !== null) base = { ...kept, from: 'checkpoint', replayed: 0 }
  }
  let rebuilt: Rebuilt<S, E>
  let replace = false
  try {
    rebuilt = await replayFrom(input, base)
  } catch (error) {
    // From memory or the start, a log that will not replay is the log's fault: it is reported as before. From a
    // checkpoint, anything that goes wrong (the game refusing a step, or throwing on a state it never made) is the
    // checkpoint's: it is dropped.
    if (base?.from !== 'checkpoint') throw error
    console.warn(`Mesa ${tableId}: su punto de control (paso ${base.step}) no admite el resto del registro; se rehace entero.`, error instanceof Error ? error.message : error)
    rebuilt = await replayFrom(input, null)
    replace = true
  }
  if (replace || (rebuilt.from !== 'memory' && rebuilt.replayed >= CHECKPOINT_EVERY)) await writeCheckpoint(prisma, tableId, version, rebuilt, { replace })
  return rebuilt
}

async function replayFrom<S, E>(input: RebuildInput<S, E>, base: Rebuilt<S, E> | null): Promise<Rebuilt<S, E>> {
  const { prisma, tableId, toStep, slice = 200 } = input
  let from: Rebuilt<S, E>
  if (base === null) {
    const started = input.start()
    from = { step: 0, state: started.state, recent: [{ step: 0, events: started.events }], from: 'start', replayed: 0 }
  } else {
    from = base
  }
  const rows = await prisma.tableAction.findMany({ where: { tableId, step: { gte: from.step, lt: toStep } }, orderBy: { step: 'asc' } })
  let { state, recent } = from
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as (typeof rows)[number]
    if (i > 0 && i % slice === 0) await new Promise((resolve) => setImmediate(resolve))
    if (r.step !== from.step + i) throw new BrokenLog(`La mesa ${tableId} tiene huecos en su registro (falta el paso ${from.step + i}).`)
    const applied = input.apply(state, r.action)
    if (!applied.ok) throw new BrokenLog(`La mesa ${tableId} no se puede reconstruir: la jugada ${r.step} ya no es legal (${applied.message}).`)
    state = applied.state
    recent = input.push(recent, { step: r.step + 1, events: applied.events })
  }
  if (from.step + rows.length !== toStep) throw new BrokenLog(`La mesa ${tableId} tiene huecos en su registro de jugadas.`)
  return { step: toStep, state, recent, from: from.from, replayed: rows.length }
}
