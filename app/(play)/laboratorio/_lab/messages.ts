// The messages between /laboratorio and its workers, as zod schemas: both sides parse what they receive.
import { z } from 'zod'
import { cardSchema } from '@/lib/catalogue/schema'
import { BOT_LEVELS } from '@/lib/engine/bots/types'
import { LAB_LIMITS, VARIANTS } from './url-state'
import { deckSchema } from '@/app/(play)/probar/_batch/messages'


export const labStartSchema = z.object({
  type: z.literal('start'),
  runId: z.number().int().nonnegative(),
  cards: z.array(cardSchema),
  catalogueVersion: z.string(),
  /** The what-if's JSON text; empty for a run without one. */
  override: z.string().max(LAB_LIMITS.maxOverrideChars),
  decks: z.object({ A: deckSchema, B: deckSchema }).strict(),
  bots: z.object({ A: z.enum(BOT_LEVELS), B: z.enum(BOT_LEVELS) }).strict(),
  seed: z.number().int().min(0).max(0xffffffff),
  variant: z.enum(VARIANTS),
  maxTurns: z.number().int().min(1).max(LAB_LIMITS.maxTurns),
  indices: z.array(z.number().int().nonnegative()).max(LAB_LIMITS.maxGames),
}).strict()
export type LabStart = z.input<typeof labStartSchema>

// A game record is checked for the fields the page reads first; the summary reads the rest.
const recordSchema = z.object({ index: z.number().int().nonnegative(), winner: z.enum(['A', 'B']).nullable(), turns: z.number() }).loose()

export const fromLabWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), runId: z.number().int(), done: z.number().int().nonnegative() }).strict(),
  z.object({ type: z.literal('done'), runId: z.number().int(), base: z.array(recordSchema), alt: z.array(recordSchema).nullable() }).strict(),
  /** `message` is Spanish, ready to show. */
  z.object({ type: z.literal('error'), runId: z.number().int(), message: z.string() }).strict(),
])
export type FromLabWorker = z.input<typeof fromLabWorkerSchema>

/** Game indices dealt round-robin to k workers, as `dm selfplay --workers` deals them. */
export function dealGames(games: number, workers: number): number[][] {
  const k = Math.max(1, Math.min(workers, games))
  return Array.from({ length: k }, (_, w) => Array.from({ length: Math.ceil((games - w) / k) }, (_, j) => w + j * k))
}

/** Workers for a lab run: leave one core to the page, at most 4, never more than games. */
export const labWorkers = (games: number, cores: number | undefined): number => Math.max(1, Math.min(4, Math.max(1, (cores ?? 2) - 1), games))
