// The messages between the batch panel and its workers, as zod schemas: both sides parse what
// they receive, so a malformed message is a clear error instead of a crash deep in the engine.
import { z } from 'zod'
import { CARD_TYPES, cardSchema } from '@/lib/catalogue/schema'
import { batchAccumulatorSchema, LIMITS } from '@/lib/sim'

/** A deck as the workers receive it (the /probar batch and the /laboratorio runs both send one). */
export const deckSchema = z.object({
  name: z.string().optional(),
  relicId: z.string().nullable(),
  startingDalmaId: z.string().nullable(),
  entries: z.array(z.object({ cardId: z.string(), count: z.number().int().positive() }).strict()),
}).strict()

export const startMessageSchema = z.object({
  type: z.literal('start'),
  runId: z.number().int().nonnegative(),
  deck: deckSchema,
  cards: z.array(cardSchema),
  catalogueVersion: z.string(),
  policy: z.string(),
  seed: z.number().int().min(0).max(0xffffffff),
  turns: z.number().int().min(1).max(LIMITS.maxTurns),
  firstGame: z.number().int().nonnegative(),
  games: z.number().int().min(1).max(LIMITS.maxGames),
  chunkSize: z.number().int().min(1),
}).strict()

export const toWorkerSchema = z.discriminatedUnion('type', [
  startMessageSchema,
  z.object({ type: z.literal('cancel'), runId: z.number().int().nonnegative() }).strict(),
])
export type ToWorker = z.input<typeof toWorkerSchema>
export type StartMessage = z.input<typeof startMessageSchema>

const histogramSchema = z.record(z.string().regex(/^-?\d+$/), z.number().int().nonnegative())
const handHistogramsSchema = z.object({ opening: histogramSchema, afterReplacement: histogramSchema }).strict()
const packedHandsSchema = z.object({
  from: z.number().int().nonnegative(),
  opening: z.instanceof(Int16Array),
  afterReplacement: z.instanceof(Int16Array),
}).strict().refine((h) => h.opening.length === h.afterReplacement.length, 'las dos manos han de tener las mismas partidas')

export const fromWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), runId: z.number().int(), done: z.number().int().nonnegative(), total: z.number().int().positive() }).strict(),
  // The accumulator arrives without its hands (histograms only); the hands come packed and transferred.
  z.object({
    type: z.literal('done'), runId: z.number().int(), accumulator: batchAccumulatorSchema,
    typeTallies: z.partialRecord(z.enum(CARD_TYPES), handHistogramsSchema),
    hands: z.array(packedHandsSchema),
  }).strict(),
  z.object({ type: z.literal('cancelled'), runId: z.number().int(), done: z.number().int().nonnegative() }).strict(),
  /** `message` is Spanish, ready to show. */
  z.object({ type: z.literal('error'), runId: z.number().int(), message: z.string() }).strict(),
])
export type FromWorker = z.output<typeof fromWorkerSchema>
