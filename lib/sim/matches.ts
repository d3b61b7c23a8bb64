// A league of decks (issue 30): many decks, the pairings among them, N games each. The work behind the
// card ratings (every pairing of a population), a generation of `dm lab evolve` (each candidate against
// the gauntlet) and each step of `dm lab balance` (one pairing with a what-if). One kind of queued job
// plays all three; the tally is integers, so any split into shards gives the same numbers.
//
// Game index g of a spec is game k = g mod games of pairing p = ⌊g / games⌋. Game k of every pairing is
// deal ⌊(firstGame + k) / 2⌋ of the seed, the first deck in seat 1 on even games and in seat 2 on odd
// ones (paired seeds, both seats): every pairing, every candidate and every value of a balance search
// plays the same deals.
import { z } from 'zod'
import { applyOverride, type IssueDescriber, type Override } from '../catalogue/override'
import type { Catalogue } from '../catalogue/schema'
import { BOT_LEVELS, type BotLevel } from '../bots/types'
import { DEFAULT_BUDGET } from '../bots'
import { deckCardIds, normalizeDeck, type Deck } from '../decks/model'
import { parseSeed } from '../engine/rng'
import type { Variant } from '../engine/state'
import { LAB_SPEC_LIMITS, VARIANTS, type LabDeck } from './lab-spec'
import { addRatingGame, addRows, emptyRow, RATING_WIDTH, seenAs, type CardGame, type RatingRow } from './ratings'
import { playSelfplayGame, type GameRecord, type SelfplaySetup } from './selfplay'

export const MATCH_LIMITS = {
  maxDecks: 64,
  maxPairings: 2_048,
  maxGames: 100_000,
  maxFirstGame: 10_000_000,
} as const

export type Pairing = [number, number]

/** What a league is played for: card ratings (listed on /laboratorio/cartas), a generation of evolve, a balance step. */
export const MATCH_PURPOSES = ['ratings', 'evolve', 'balance'] as const
export type MatchPurpose = (typeof MATCH_PURPOSES)[number]

export type MatchSpec = {
  kind: 'matches'
  purpose: MatchPurpose
  decks: LabDeck[]
  /** Deck indices: the first plays as «A» (bot A), the second as «B». */
  pairings: Pairing[]
  /** Games per pairing: even, so each deal is played from both seats. */
  games: number
  /** Deal offset: game k plays deal ⌊(firstGame + k) / 2⌋ (a balance search adds games to a value). Even. */
  firstGame: number
  bots: { A: BotLevel; B: BotLevel }
  seed: string
  variant: Variant
  maxTurns: number
  /** A what-if played in every game (a balance step), or null. */
  override: Override | null
  /** Keep every game's winner, in order (the paired tests of a balance search). */
  outcomes: boolean
}

/** Per pairing: wins of the first deck, of the second, draws, games. */
export type PairingTally = [first: number, second: number, draws: number, games: number]

export type MatchTally = {
  format: 'dm-match-tally'
  version: 1
  ranges: [number, number][]
  pairings: PairingTally[]
  /** Per deck index: card id → its rating row over the games that deck played. */
  decks: Record<string, RatingRow>[]
  /** Card id → its rating row over every deck that holds it (a game that holds it on both sides is one cluster). */
  pooled: Record<string, RatingRow>
  /** Per game index of `ranges`, in order: «1» the first deck won, «2» the second, «0» a draw; only with spec.outcomes. */
  outcomes: [from: number, text: string][]
}

export const matchGames = (spec: Pick<MatchSpec, 'games' | 'pairings'>): number => spec.games * spec.pairings.length

/** Which pairing and which game of it a spec's game index is. */
export function matchGameAt(spec: Pick<MatchSpec, 'games' | 'firstGame'>, index: number): { pairing: number; game: number } {
  return { pairing: Math.floor(index / spec.games), game: spec.firstGame + (index % spec.games) }
}

export function emptyMatchTally(spec: Pick<MatchSpec, 'decks' | 'pairings'>): MatchTally {
  return {
    format: 'dm-match-tally', version: 1, ranges: [],
    pairings: spec.pairings.map(() => [0, 0, 0, 0] as PairingTally),
    decks: spec.decks.map(() => ({})),
    pooled: {},
    outcomes: [],
  }
}

export type PreparedMatches = { spec: MatchSpec; catalogue: Catalogue; setups: SelfplaySetup[]; lists: string[][] }

/** The catalogue with the what-if applied and each pairing's set-up, or the what-if's problems. */
export function prepareMatches(spec: MatchSpec, base: Catalogue, describe?: IssueDescriber): { ok: true; prepared: PreparedMatches } | { ok: false; errors: string[] } {
  let catalogue = base
  if (spec.override !== null) {
    const applied = applyOverride(base, spec.override, describe ?? ((issue) => [{ field: issue.path.map(String).join('.'), message: issue.message }]))
    if (!applied.ok) return { ok: false, errors: applied.errors.map((e) => `${e.cardId}${e.field === undefined ? '' : `.${e.field}`}: ${e.message}`) }
    catalogue = applied.catalogue
  }
  const seed = parseSeed(spec.seed)
  const decks = spec.decks.map((d) => normalizeDeck(d.deck))
  const setups = spec.pairings.map(([i, j]): SelfplaySetup => ({
    decks: { A: decks[i] as Deck, B: decks[j] as Deck }, bots: spec.bots, seed, variant: spec.variant, maxTurns: spec.maxTurns,
    budget: DEFAULT_BUDGET, catalogue, pairedSeats: true,
  }))
  return { ok: true, prepared: { spec, catalogue, setups, lists: decks.map((d) => [...new Set(deckCardIds(d))]) } }
}

function observations(list: readonly string[], record: GameRecord, side: 'A' | 'B'): Map<string, CardGame> {
  const seen = record.seen?.[side]
  const opening = new Set(seen?.opening ?? [])
  const later = new Set(seen?.later ?? [])
  const use = record.cardUse?.[side] ?? {}
  const won = record.winner === side
  const out = new Map<string, CardGame>()
  for (const id of list) out.set(id, { seen: seenAs(id, opening, later), won, usable: use[id]?.usable ?? 0, played: use[id]?.played ?? 0 })
  return out
}

const rowIn = (table: Record<string, RatingRow>, id: string): RatingRow => (table[id] ??= emptyRow())

/** Adds one game (game index `index` of the spec, played as `record`) to the tally, in place. */
export function addMatchGame(tally: MatchTally, p: PreparedMatches, index: number, record: GameRecord): void {
  const { pairing } = matchGameAt(p.spec, index)
  const [i, j] = p.spec.pairings[pairing] as Pairing
  const t = tally.pairings[pairing] as PairingTally
  t[3]++
  if (record.winner === 'A') t[0]++
  else if (record.winner === 'B') t[1]++
  else t[2]++
  const a = observations(p.lists[i] as string[], record, 'A')
  const b = observations(p.lists[j] as string[], record, 'B')
  // Per deck: in a mirror (i = j) the game holds each card twice.
  if (i === j) {
    for (const [id, o] of a) addRatingGame(rowIn(tally.decks[i] as Record<string, RatingRow>, id), [o, b.get(id) as CardGame])
  } else {
    for (const [id, o] of a) addRatingGame(rowIn(tally.decks[i] as Record<string, RatingRow>, id), [o])
    for (const [id, o] of b) addRatingGame(rowIn(tally.decks[j] as Record<string, RatingRow>, id), [o])
  }
  for (const id of new Set([...a.keys(), ...b.keys()])) {
    const obs: CardGame[] = []
    const x = a.get(id), y = b.get(id)
    if (x !== undefined) obs.push(x)
    if (y !== undefined) obs.push(y)
    addRatingGame(rowIn(tally.pooled, id), obs)
  }
  if (p.spec.outcomes) {
    const ch = record.winner === 'A' ? '1' : record.winner === 'B' ? '2' : '0'
    const last = tally.outcomes[tally.outcomes.length - 1]
    if (last !== undefined && last[0] + last[1].length === index) last[1] += ch
    else tally.outcomes.push([index, ch])
  }
  tally.ranges = joinRanges([...tally.ranges, [index, index + 1]])
}

/** Plays the spec's game indices [from, to) and returns their tally. */
export function playMatchShard(p: PreparedMatches, range: readonly [number, number], onGame?: (done: number, sofar: MatchTally) => void): MatchTally {
  const tally = emptyMatchTally(p.spec)
  for (let g = range[0]; g < range[1]; g++) {
    const { pairing, game } = matchGameAt(p.spec, g)
    addMatchGame(tally, p, g, playSelfplayGame(p.setups[pairing] as SelfplaySetup, game))
    onGame?.(g - range[0] + 1, tally)
  }
  return tally
}

function joinRanges(ranges: [number, number][]): [number, number][] {
  const sorted = ranges.map((r) => [r[0], r[1]] as [number, number]).sort((x, y) => x[0] - y[0])
  const out: [number, number][] = []
  for (const [from, to] of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && from < last[1]) throw new Error(`las tandas comparten partidas (de la ${from} a la ${Math.min(to, last[1]) - 1})`)
    if (last !== undefined && from === last[1]) last[1] = to
    else out.push([from, to])
  }
  return out
}

function addTables(a: Record<string, RatingRow>, b: Record<string, RatingRow>): Record<string, RatingRow> {
  const out: Record<string, RatingRow> = { ...a }
  for (const [id, row] of Object.entries(b)) out[id] = out[id] === undefined ? [...row] : addRows(out[id] as RatingRow, row)
  return out
}

function joinOutcomes(a: MatchTally['outcomes'], b: MatchTally['outcomes']): MatchTally['outcomes'] {
  const out: MatchTally['outcomes'] = []
  for (const [from, text] of [...a, ...b].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1]
    if (last !== undefined && last[0] + last[1].length === from) last[1] += text
    else out.push([from, text])
  }
  return out
}

/** The tally of both shards (same spec, disjoint games). Throws when they do not fit together. */
export function mergeMatchTallies(a: MatchTally, b: MatchTally): MatchTally {
  if (a.pairings.length !== b.pairings.length || a.decks.length !== b.decks.length) throw new Error('las dos tandas no son de la misma liga')
  return {
    format: 'dm-match-tally', version: 1,
    ranges: joinRanges([...a.ranges, ...b.ranges]),
    pairings: a.pairings.map((x, i) => { const y = b.pairings[i] as PairingTally; return [x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3]] }),
    decks: a.decks.map((x, i) => addTables(x, b.decks[i] as Record<string, RatingRow>)),
    pooled: addTables(a.pooled, b.pooled),
    outcomes: joinOutcomes(a.outcomes, b.outcomes),
  }
}

/** Each game's winner in index order over [from, to): '1' first deck, '2' second, '0' draw. Throws when a game is missing. */
export function outcomesOf(tally: MatchTally, from: number, to: number): string {
  let text = ''
  for (let g = from; g < to;) {
    const seg = tally.outcomes.find(([f, t]) => f <= g && g < f + t.length)
    if (seg === undefined) throw new Error(`falta el resultado de la partida ${g}`)
    const piece = seg[1].slice(g - seg[0], to - seg[0])
    text += piece
    g += piece.length
  }
  return text
}

// ---- the spec and the tally as untrusted JSON (the queue, a worker's answer) ----------------------

const count = z.number().int().nonnegative()
const deckSchema = z.object({
  name: z.string().max(200).optional(),
  relicId: z.string().max(100).nullable(),
  startingDalmaId: z.string().max(100).nullable(),
  entries: z.array(z.object({ cardId: z.string().max(100), count: z.number().int().min(1).max(999) }).strict()).max(500),
}).strict()
const labDeckSchema = z.object({ name: z.string().trim().min(1, 'no puede estar vacío').max(LAB_SPEC_LIMITS.maxNameChars), deck: deckSchema }).strict()
const overrideSchema = z.record(z.string().max(100), z.record(z.string().max(100), z.unknown()))
  .refine((o) => Object.keys(o).length <= 200, 'cambia demasiadas cartas (como máximo 200)')
  .refine((o) => JSON.stringify(o).length <= 20_000, 'ocupa demasiado (como máximo 20 000 caracteres)')

export const matchSpecSchema = z.object({
  kind: z.literal('matches'),
  purpose: z.enum(MATCH_PURPOSES),
  decks: z.array(labDeckSchema).min(1).max(MATCH_LIMITS.maxDecks, `como máximo ${MATCH_LIMITS.maxDecks} mazos`),
  pairings: z.array(z.tuple([count, count])).min(1, 'al menos un enfrentamiento').max(MATCH_LIMITS.maxPairings, `como máximo ${MATCH_LIMITS.maxPairings} enfrentamientos`),
  games: z.number().int().min(2).max(MATCH_LIMITS.maxGames).refine((n) => n % 2 === 0, 'debe ser par: cada reparto se juega desde los dos asientos'),
  firstGame: z.number().int().min(0).max(MATCH_LIMITS.maxFirstGame).refine((n) => n % 2 === 0, 'debe ser par'),
  bots: z.object({ A: z.enum(BOT_LEVELS), B: z.enum(BOT_LEVELS) }).strict(),
  seed: z.string().max(LAB_SPEC_LIMITS.maxSeedChars).refine((x) => x.trim() !== '', 'no puede estar vacía'),
  variant: z.enum(VARIANTS),
  maxTurns: z.number().int().min(1).max(LAB_SPEC_LIMITS.maxTurns),
  override: overrideSchema.nullable(),
  outcomes: z.boolean(),
}).strict().superRefine((spec, ctx) => {
  spec.pairings.forEach(([i, j], k) => {
    if (i >= spec.decks.length || j >= spec.decks.length) ctx.addIssue({ code: 'custom', path: ['pairings', k], message: `no hay mazo ${Math.max(i, j) + 1} (hay ${spec.decks.length})` })
  })
  const plays = spec.games * spec.pairings.length
  if (plays > LAB_SPEC_LIMITS.maxPlays) ctx.addIssue({ code: 'custom', path: ['games'], message: `${plays.toLocaleString('es-ES')} partidas en total; como máximo ${LAB_SPEC_LIMITS.maxPlays.toLocaleString('es-ES')}` })
})

const row = z.array(z.number().int().nonnegative()).length(RATING_WIDTH)
const table = z.record(z.string().max(100), row)
export const matchTallySchema = z.object({
  format: z.literal('dm-match-tally'),
  version: z.literal(1),
  ranges: z.array(z.tuple([count, count])),
  pairings: z.array(z.tuple([count, count, count, count])).max(MATCH_LIMITS.maxPairings),
  decks: z.array(table).max(MATCH_LIMITS.maxDecks),
  pooled: table,
  outcomes: z.array(z.tuple([count, z.string().regex(/^[012]*$/)])),
}).strict()
