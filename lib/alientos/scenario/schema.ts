// The alientos scenario file (docs/alientos-scenarios.md, shown on /docs/escenarios): the shape of
// SCENARIO-FORMAT.md — a position, forced dice, steps, what happened — with a dice duel's fields.
import { z } from 'zod'
import { MAX_MAX_ROUNDS } from '../apply'
import { POOL_KINDS } from '../dice'

export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const
export type SeatLetter = (typeof SEAT_LETTERS)[number]

export const ALIENTOS_SCENARIO_LIMITS = { maxSteps: 500, maxForced: 2000, maxDice: 15 } as const

const seat = z.enum(SEAT_LETTERS, { error: 'es un asiento: A, B, C, D, E o F' })
const label = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,30}$/, 'es una etiqueta: letra inicial, letras, cifras, - o _')
const poolKind = z.enum(POOL_KINDS, { error: `es un tipo de dado: ${POOL_KINDS.join(', ')}` })
const face = z.number().int('es entero').min(1, 'va de 1 a 6').max(6, 'va de 1 a 6')

/** "odio 5" or { die: odio, value: 5, as: a1, out: true, turned: true, natural: 2 }. */
const dieSpec = z.union([
  z.string().regex(new RegExp(`^(${POOL_KINDS.join('|')})\\s+[1-6]$`), 'es «tipo valor», p. ej. «odio 5»'),
  z.object({
    die: poolKind,
    value: face,
    as: label.optional(),
    /** Retirado en esta Invocación (A6.4). */
    out: z.boolean().optional(),
    /** Una Umbra le dio la vuelta en esta ronda (A7.4). */
    turned: z.boolean().optional(),
    /** La cara natural (A4.5); por defecto, value. */
    natural: face.optional(),
  }).strict(),
])
export type DieSpec = z.output<typeof dieSpec>

const taumaturgo = z.object({
  name: z.string().max(40).optional(),
  pain: z.number().int().min(-100).max(100).default(15),
  eliminated: z.boolean().default(false),
  /** at: evocation: the pool rolled at the first Evocación. */
  pool: z.string().max(200).optional(),
  /** Otherwise: the dice on the table. */
  dice: z.array(dieSpec).max(ALIENTOS_SCENARIO_LIMITS.maxDice, 'como mucho 15 dados').optional(),
}).strict()

const step = z.object({
  seat: seat.optional(),
  pass: z.literal(true).optional(),
  attack: z.array(label).min(1, 'al menos un dado').max(15).optional(),
  target: label.optional(),
  support: label.optional(),
  dice: z.array(label).max(15).optional(),
  shares: z.array(z.number().int().min(-6).max(6)).max(15).optional(),
  name: seat.optional(),
  resign: seat.optional(),
}).strict().superRefine((s, ctx) => {
  const verbs = (['pass', 'attack', 'support', 'name', 'resign'] as const).filter((v) => s[v] !== undefined)
  if (verbs.length !== 1) ctx.addIssue({ code: 'custom', message: 'cada paso es uno de: pass, attack (con target), support (con dice, y shares con Cambio), name, resign' })
  if (s.attack !== undefined && s.target === undefined) ctx.addIssue({ code: 'custom', path: ['target'], message: 'un ataque dice a qué dado va (target)' })
  if (s.support !== undefined && s.dice === undefined) ctx.addIssue({ code: 'custom', path: ['dice'], message: 'un apoyo dice sobre qué dados actúa (dice)' })
})
export type AlientosStep = z.output<typeof step>

const expectation = z.object({
  steps: z.array(z.string()).optional(),
  result: z.unknown().optional(),
  phase: z.enum(['invocation', 'recount', 'over']).optional(),
  round: z.number().int().optional(),
  turn: seat.nullable().optional(),
  beginner: seat.optional(),
  taumaturgos: z.partialRecord(seat, z.unknown()).optional(),
  dice: z.record(z.string(), z.unknown()).optional(),
  events: z.array(z.record(z.string(), z.unknown())).optional(),
}).strict()
export type AlientosExpectation = z.output<typeof expectation>

export const alientosScenarioSchema = z.object({
  game: z.literal('alientos', { error: 'un escenario de alientos empieza por game: alientos' }),
  rules: z.array(z.string().max(20)).max(30).optional(),
  note: z.string().max(2000).optional(),
  seed: z.number().int().min(0).max(0xffffffff).default(1),
  /** Faces used in order before the generator, for every die the duel rolls (AN-10). */
  dice: z.array(face).max(ALIENTOS_SCENARIO_LIMITS.maxForced).default([]),
  maxRounds: z.number().int().min(1).max(MAX_MAX_ROUNDS).optional(),
  /** evocation: the duel starts by rolling the pools; invocation (default): the dice lie as declared; recount: Invocación just ended. */
  at: z.enum(['evocation', 'invocation', 'recount']).default('invocation'),
  round: z.number().int().min(1).max(MAX_MAX_ROUNDS).default(1),
  beginner: seat.default('A'),
  turn: seat.optional(),
  passes: z.number().int().min(0).max(5).default(0),
  taumaturgos: z.partialRecord(seat, taumaturgo),
  steps: z.array(step).max(ALIENTOS_SCENARIO_LIMITS.maxSteps).default([]),
  expect: expectation.optional(),
}).strict()

export type AlientosScenario = z.output<typeof alientosScenarioSchema>
