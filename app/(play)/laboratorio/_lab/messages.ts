// The messages between /laboratorio and its workers, as zod schemas: both sides parse what they receive.
import { z } from 'zod'
import { cardSchema } from '@/lib/catalogue/schema'
import { labSpecSchema } from '@/lib/sim/lab-spec'
import { labTallySchema } from '@/lib/sim/lab-tally'

export const labStartSchema = z.object({
  type: z.literal('start'),
  runId: z.number().int().nonnegative(),
  cards: z.array(cardSchema),
  catalogueVersion: z.string(),
  spec: labSpecSchema,
  range: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]),
}).strict()
export type LabStart = z.input<typeof labStartSchema>

export const fromLabWorkerSchema = z.discriminatedUnion('type', [
  /** Game indices of the range played so far (each on every series). */
  z.object({ type: z.literal('progress'), runId: z.number().int(), done: z.number().int().nonnegative() }).strict(),
  z.object({ type: z.literal('done'), runId: z.number().int(), tally: labTallySchema }).strict(),
  /** `message` is Spanish, ready to show. */
  z.object({ type: z.literal('error'), runId: z.number().int(), message: z.string() }).strict(),
])
export type FromLabWorker = z.input<typeof fromLabWorkerSchema>

/** Contiguous game-index ranges for k workers, every index in exactly one. */
export function dealRanges(games: number, workers: number): [number, number][] {
  const k = Math.max(1, Math.min(workers, games))
  return Array.from({ length: k }, (_, w) => [Math.floor((w * games) / k), Math.floor(((w + 1) * games) / k)] as [number, number])
}

/** Workers for a lab run: leave one core to the page, at most 4, never more than games. */
export const labWorkers = (games: number, cores: number | undefined): number => Math.max(1, Math.min(4, Math.max(1, (cores ?? 2) - 1), games))
