// What a laboratory run is (issue 16), as data that travels: from the page's form or the CLI's
// arguments to the browser's workers, the server's worker threads or a queued job on PostgreSQL.
// A spec names the decks, bots, seed (as typed), games, variant and turn limit, and one of:
//   run     — the decks as they are;
//   compare — a what-if (card id → fields) against the baseline, on the same seeds;
//   sweep   — one numeric field of one card over a list of values, on the same seeds.
// Optionally the mirror baseline (each deck against itself) rides along, to tell how much of a win
// rate the seat that begins explains. The spec decides every number of the report; how the games
// are split into shards never does.
import { z } from 'zod'
import { applyOverride, type IssueDescriber, type Override } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import type { Deck } from '../decks/model'
import { BOT_LEVELS, type BotLevel } from '../bots/types'
import { parseSeed } from '../engine/rng'
import type { Variant } from '../engine/state'
import { fieldsAt } from '../catalogue/fields'
import { controlCharacterMessage, findControlCharacter } from '../catalogue/control-characters'

export const LAB_SPEC_LIMITS = {
  maxGames: 100_000,
  maxTurns: 10_000,
  maxValues: 20,
  maxSeedChars: 64,
  maxNameChars: 120,
  /** Games × arms of one spec: the cost bound of a queued job (hundreds of thousands of games). */
  maxPlays: 2_000_000,
} as const

export const VARIANTS = ['none', 'rapida', 'pensada', 'estrategica'] as const satisfies readonly Variant[]

export type LabDeck = { name: string; deck: Deck }
export type SweepAxis = { card: string; field: string; values: number[] }

type Common = {
  decks: { A: LabDeck; B: LabDeck }
  bots: { A: BotLevel; B: BotLevel }
  /** As typed: digits are the seed itself, any other text is hashed (parseSeed). Shown as typed. */
  seed: string
  games: number
  variant: Variant
  maxTurns: number
  /** Also play each deck against itself on the baseline: the seat's share of the result. */
  mirror: boolean
}
export type LabSpec =
  | (Common & { kind: 'run' })
  | (Common & { kind: 'compare'; override: Override })
  | (Common & { kind: 'sweep'; sweep: SweepAxis })

/** One series of games of a spec: all arms play the same game indices, hence the same seeds. */
export type Arm =
  | { role: 'baseline'; override: null; decks: 'AB' }
  | { role: 'variant'; override: Override; decks: 'AB' }
  | { role: 'value'; value: number; override: Override; decks: 'AB' }
  | { role: 'mirrorA'; override: null; decks: 'AA' }
  | { role: 'mirrorB'; override: null; decks: 'BB' }

/** Arms compared game by game: [baseline arm, variant arm]. */
export type ArmPair = [number, number]

export function armsOf(spec: LabSpec): Arm[] {
  const arms: Arm[] = []
  if (spec.kind === 'run') arms.push({ role: 'baseline', override: null, decks: 'AB' })
  if (spec.kind === 'compare') arms.push({ role: 'baseline', override: null, decks: 'AB' }, { role: 'variant', override: spec.override, decks: 'AB' })
  if (spec.kind === 'sweep') {
    for (const value of spec.sweep.values) arms.push({ role: 'value', value, override: { [spec.sweep.card]: fieldsAt(spec.sweep.field, value) }, decks: 'AB' })
  }
  if (spec.mirror) arms.push({ role: 'mirrorA', override: null, decks: 'AA' }, { role: 'mirrorB', override: null, decks: 'BB' })
  return arms
}

/** compare: the baseline against the what-if; sweep: each value against the one before it. */
export function pairsOf(spec: LabSpec): ArmPair[] {
  if (spec.kind === 'compare') return [[0, 1]]
  if (spec.kind === 'sweep') return spec.sweep.values.slice(1).map((_, i) => [i, i + 1] as ArmPair)
  return []
}

export const specSeed = (spec: Pick<LabSpec, 'seed'>): number => parseSeed(spec.seed)

/** The decks an arm plays, as deck A and deck B of the game. */
export function armDecks(spec: LabSpec, arm: Arm): { A: Deck; B: Deck } {
  const { A, B } = spec.decks
  return arm.decks === 'AB' ? { A: A.deck, B: B.deck } : arm.decks === 'AA' ? { A: A.deck, B: A.deck } : { A: B.deck, B: B.deck }
}

const plainDescriber: IssueDescriber = (issue) => [{ field: issue.path.map(String).join('.'), message: issue.message }]

/** The catalogue an arm plays on, or the what-if's problems («card.field: reason»). */
export function armCatalogue(base: Catalogue, arm: Arm, describe: IssueDescriber = plainDescriber): { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] } {
  if (arm.override === null) return { ok: true, catalogue: base }
  const applied = applyOverride(base, arm.override, describe)
  if (applied.ok) return { ok: true, catalogue: applied.catalogue }
  return { ok: false, errors: applied.errors.map((e) => `${e.cardId}${e.field === undefined ? '' : `.${e.field}`}: ${e.message}`) }
}

/** Game-index ranges [from, to) of at most `size` games each, in order. */
export function planShards(games: number, size: number): [number, number][] {
  const step = Math.max(1, Math.floor(size))
  const out: [number, number][] = []
  for (let from = 0; from < games; from += step) out.push([from, Math.min(games, from + step)])
  return out
}

/** A shard size that gives a queued job enough pieces for several workers without tiny ones. */
export const defaultShardGames = (games: number): number => Math.min(500, Math.max(10, Math.ceil(games / 32)))

// ---- the spec as untrusted JSON (the API, the queue, a shared file) ------------------------------

/** A string with no control character (NUL included): every text field of a spec (issue 28). */
const text = () => z.string().superRefine((value, ctx) => {
  const found = findControlCharacter(value)
  if (found !== null) ctx.addIssue({ code: 'custom', message: controlCharacterMessage('El texto', found), input: value })
})

/** Every key and string inside a what-if, checked the same way (the path names the card and the field). */
function refuseControlsDeep(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (typeof value === 'string') {
    const found = findControlCharacter(value)
    if (found !== null) ctx.addIssue({ code: 'custom', path, message: controlCharacterMessage('El texto', found), input: value })
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => refuseControlsDeep(v, [...path, i], ctx))
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = findControlCharacter(k)
      if (found !== null) ctx.addIssue({ code: 'custom', path: [...path, k], message: controlCharacterMessage('El nombre del campo', found), input: k })
      refuseControlsDeep(v, [...path, k], ctx)
    }
  }
}

const deckSchema = z.object({
  name: text().max(200).optional(),
  relicId: text().max(100).nullable(),
  startingDalmaId: text().max(100).nullable(),
  entries: z.array(z.object({ cardId: text().max(100), count: z.number().int().min(1).max(999) }).strict()).max(500),
}).strict()
const labDeckSchema = z.object({ name: text().trim().min(1, 'no puede estar vacío').max(LAB_SPEC_LIMITS.maxNameChars), deck: deckSchema }).strict()
const overrideSchema = z.record(z.string().max(100), z.record(z.string().max(100), z.unknown()))
  .superRefine((o, ctx) => refuseControlsDeep(o, [], ctx))
  .refine((o) => Object.keys(o).length <= 200, 'cambia demasiadas cartas (como máximo 200)')
  .refine((o) => JSON.stringify(o).length <= 20_000, 'ocupa demasiado (como máximo 20 000 caracteres)')
const common = {
  decks: z.object({ A: labDeckSchema, B: labDeckSchema }).strict(),
  bots: z.object({ A: z.enum(BOT_LEVELS), B: z.enum(BOT_LEVELS) }).strict(),
  // Kept exactly as typed (parseSeed ignores the spaces around it when it hashes the text).
  seed: text().max(LAB_SPEC_LIMITS.maxSeedChars, `como máximo ${LAB_SPEC_LIMITS.maxSeedChars} caracteres`).refine((x) => x.trim() !== '', 'no puede estar vacía'),
  games: z.number().int().min(1).max(LAB_SPEC_LIMITS.maxGames),
  variant: z.enum(VARIANTS),
  maxTurns: z.number().int().min(1).max(LAB_SPEC_LIMITS.maxTurns),
  mirror: z.boolean(),
}
export const sweepAxisSchema = z.object({
  card: text().min(1).max(100),
  field: z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z]+)?$/, 'debe ser un campo numérico como life o cost.gold'),
  values: z.array(z.number().finite()).min(1, 'al menos un valor').max(LAB_SPEC_LIMITS.maxValues, `como máximo ${LAB_SPEC_LIMITS.maxValues} valores`)
    .refine((vs) => new Set(vs).size === vs.length, 'los valores no pueden repetirse'),
}).strict()

export const labSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('run'), ...common }).strict(),
  z.object({ kind: z.literal('compare'), ...common, override: overrideSchema }).strict(),
  z.object({ kind: z.literal('sweep'), ...common, sweep: sweepAxisSchema }).strict(),
]).superRefine((spec, ctx) => {
  const plays = spec.games * armsOf(spec as LabSpec).length
  if (plays > LAB_SPEC_LIMITS.maxPlays) {
    ctx.addIssue({ code: 'custom', path: ['games'], message: `${plays.toLocaleString('es-ES')} partidas en total (partidas × series); como máximo ${LAB_SPEC_LIMITS.maxPlays.toLocaleString('es-ES')}` })
  }
})

/** Total games a spec plays, every arm counted. */
export const specPlays = (spec: LabSpec): number => spec.games * armsOf(spec).length
