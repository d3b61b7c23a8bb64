// Games of /partida saved to a signed-in player's account: data access for app/api/games and /cuenta.
//
// - A game records how to replay it (seed, the two share codes, the action line, variant, mode) and
//   the numbers it was played with: the catalogue version, the card objects of every card its decks
//   use, and any what-if override. The page replays it on those numbers under any later version.
// - And the engine version its line was played with (lib/engine/version.ts): a line only replays on
//   that version. Rows from before versions are 1; the page says plainly it cannot replay them, and
//   nothing here changes or drops them.
// - Owner-only: someone else's game does not exist for you (404), never a 403 that confirms it.
// - Optimistic concurrency like decks: an update names its revision; a stale one changes nothing (409).
// - At most MAX_GAMES_PER_USER games: one more is refused with a message to delete some, never by
//   dropping an old game silently.
import 'server-only'
import { z } from 'zod'
import { applyOverride, describeOverrideError, MAX_OVERRIDDEN_CARDS, type IssueDescriber } from '@/lib/catalogue/override'
import { catalogueWithRecorded, MAX_RECORDED_CARDS } from '@/lib/catalogue/recorded'
import { cardSchema, type Card, type Catalogue } from '@/lib/catalogue/schema'
import { canonicalJson } from '@/lib/catalogue/version'
import { MAX_ENGINE_VERSION, UNVERSIONED } from '@/lib/engine/version'
import type { GameRow, PrismaClient } from './db'
import { dbInt, measureJson, safeText } from './input'

export const MAX_GAMES_PER_USER = 200
export const GAME_TITLE_MAX = 120
export const GAME_LINE_MAX = 20_000
export const GAME_CODE_MAX = 4000
export const GAME_RESULT_MAX = 300
/** The override as JSON text: a what-if changes a few numbers of a few cards. */
export const GAME_OVERRIDE_MAX_CHARS = 16_000
/** Nesting of an override: map → card → field → a card's own values (effects, bonuses) a few levels down. */
export const GAME_OVERRIDE_MAX_DEPTH = 12
export const GAME_LIST_LIMIT = MAX_GAMES_PER_USER

export const GAME_MODES = ['hotseat', 'bot'] as const
export const GAME_BOTS = ['heuristic', 'search', 'random'] as const
export const GAME_VARIANTS = ['none', 'rapida', 'pensada', 'estrategica'] as const
export const GAME_STATUSES = ['unfinished', 'finished'] as const
export type GameStatus = (typeof GAME_STATUSES)[number]

// ---------------------------------------------------------------------------------------------
// Input schemas

// Whitespace of any kind (tabs, line breaks) collapses to one space; other control characters are refused.
const titleSchema = safeText('El título', { multiline: true, typeError: 'El título debe ser un texto.' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'La partida necesita un título.').max(GAME_TITLE_MAX, `El título es demasiado largo (máximo ${GAME_TITLE_MAX} caracteres).`))
const codeSchema = safeText('El código de mazo', { typeError: 'El código de mazo debe ser un texto.' })
  .min(1, 'Falta el código del mazo.')
  .max(GAME_CODE_MAX, `El código de mazo es demasiado largo (máximo ${GAME_CODE_MAX} caracteres).`)
const lineSchema = z
  .string({ error: 'La jugada debe ser un texto.' })
  .max(GAME_LINE_MAX, `La jugada es demasiado larga (máximo ${GAME_LINE_MAX} caracteres).`)
  .regex(/^[-0-9a-zA-Z]*$/, 'La jugada solo lleva cifras, letras y guiones (el formato de los enlaces de repetición).')
const engineVersionSchema = z
  .number({ error: 'engineVersion debe ser un número entero: la versión del motor con la que se jugó la partida.' })
  .int('engineVersion debe ser un número entero.')
  .min(1, 'engineVersion empieza en 1.')
  .max(MAX_ENGINE_VERSION, 'engineVersion es demasiado grande.')
const statusSchema = z.enum(GAME_STATUSES, { error: 'status debe ser «unfinished» (sin terminar) o «finished» (terminada).' })
const resultSchema = safeText('El resultado', { multiline: true, typeError: 'El resultado debe ser un texto.' }).max(GAME_RESULT_MAX, `El resultado es demasiado largo (máximo ${GAME_RESULT_MAX} caracteres).`).nullable()
const winnerSchema = z.union([z.literal(0), z.literal(1)], { error: 'winner es 0 (Master 1), 1 (Master 2) o null.' }).nullable()
const turnsSchema = z.number({ error: 'turns debe ser un número entero.' }).int('turns debe ser un número entero.').min(0, 'turns no puede ser negativo.').max(100_000, 'turns es demasiado grande.')
const decisionsSchema = z.number({ error: 'decisions debe ser un número entero.' }).int('decisions debe ser un número entero.').min(0, 'decisions no puede ser negativo.').max(GAME_LINE_MAX, 'decisions es demasiado grande.')
const overrideSchema = z
  .record(z.string().max(120), z.record(z.string().max(60), z.unknown()), { error: 'override es un mapa «id de carta → campos a cambiar» (el formato de los cambios de prueba).' })
  .refine((o) => Object.keys(o).length <= MAX_OVERRIDDEN_CARDS, `override cambia demasiadas cartas (máximo ${MAX_OVERRIDDEN_CARDS}).`)
  // Measured with a loop, not JSON.stringify: a value nested thousands of levels deep overflowed its stack (issue 14).
  .superRefine((o, ctx) => {
    const measured = measureJson(o, { maxDepth: GAME_OVERRIDE_MAX_DEPTH, maxChars: GAME_OVERRIDE_MAX_CHARS })
    if (measured.ok) return
    ctx.addIssue({
      code: 'custom',
      input: o,
      message: measured.reason === 'depth'
        ? `override anida demasiados niveles (máximo ${GAME_OVERRIDE_MAX_DEPTH}): un cambio de prueba toca unos pocos campos de unas pocas cartas.`
        : `override es demasiado grande (máximo ${GAME_OVERRIDE_MAX_CHARS} caracteres).`,
    })
  })

/** POST /api/games */
export const newGameSchema = z
  .object({
    title: titleSchema,
    mode: z.enum(GAME_MODES, { error: 'mode debe ser «hotseat» (dos jugadores) o «bot».' }),
    bot: z.enum(GAME_BOTS, { error: 'bot debe ser «heuristic», «search» o «random».' }),
    variant: z.enum(GAME_VARIANTS, { error: 'variant debe ser «none», «rapida», «pensada» o «estrategica».' }),
    seed: z.number({ error: 'seed debe ser un número entero.' }).int('seed debe ser un número entero.').min(0, 'seed no puede ser negativa.').max(0xffffffff, 'seed no cabe en 32 bits.'),
    codes: z.tuple([codeSchema, codeSchema], { error: 'codes son los dos códigos de mazo: [mazo A, mazo B].' }),
    line: lineSchema.default(''),
    // A client that names no version predates versions (e.g. a page cached before this one): its line is of version 1.
    engineVersion: engineVersionSchema.default(UNVERSIONED),
    status: statusSchema.default('unfinished'),
    result: resultSchema.default(null),
    winner: winnerSchema.default(null),
    turns: turnsSchema.default(0),
    decisions: decisionsSchema.default(0),
    catalogueVersion: z.string({ error: 'Falta catalogueVersion: la versión del catálogo con la que se juega.' }).regex(/^[A-Za-z0-9._-]{1,64}$/, 'catalogueVersion es una versión del catálogo (p. ej. «af3a113fa0dc»).'),
    cards: z.array(cardSchema, { error: 'cards es la lista de cartas (con sus números) que usan los dos mazos.' })
      .min(1, 'cards no puede estar vacía: son los números con los que se juega.')
      .max(MAX_RECORDED_CARDS, `Demasiadas cartas en cards (máximo ${MAX_RECORDED_CARDS}).`),
    override: overrideSchema.nullable().default(null),
  })
  .strict()
export type NewGameInput = z.output<typeof newGameSchema>

/** PATCH /api/games/{id}: the revision it is based on plus what changed as the game went on. */
export const gamePatchSchema = z
  .object({
    revision: dbInt('La revisión', {
      min: 1,
      typeError: 'Falta «revision»: la revisión de la partida en la que se basa el cambio (la que devolvió el último guardado).',
    }),
    title: titleSchema.optional(),
    line: lineSchema.optional(),
    /** The version of the line sent with it (a game continued on a newer engine from its start). */
    engineVersion: engineVersionSchema.optional(),
    status: statusSchema.optional(),
    result: resultSchema.optional(),
    winner: winnerSchema.optional(),
    turns: turnsSchema.optional(),
    decisions: decisionsSchema.optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).some((k) => k !== 'revision'), {
    error: 'No hay nada que cambiar: envía al menos uno de title, line, engineVersion, status, result, winner, turns o decisions.',
  })
export type GamePatch = z.output<typeof gamePatchSchema>

// ---------------------------------------------------------------------------------------------
// What callers get back

export type GameSummary = {
  id: string
  title: string
  mode: (typeof GAME_MODES)[number]
  bot: (typeof GAME_BOTS)[number]
  variant: (typeof GAME_VARIANTS)[number]
  status: GameStatus
  result: string | null
  winner: 0 | 1 | null
  turns: number
  decisions: number
  /** The engine version the line was played with (ENGINE_VERSION: it opens here; another: it cannot be replayed). */
  engineVersion: number
  catalogueVersion: string
  hasOverride: boolean
  revision: number
  createdAt: string
  updatedAt: string
}

export type SavedGame = GameSummary & {
  seed: number
  codes: [string, string]
  line: string
  cards: Card[]
  override: Record<string, Record<string, unknown>> | null
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback)

function toSummary(row: Omit<GameRow, 'cards' | 'line' | 'codeA' | 'codeB' | 'seed'>): GameSummary {
  return {
    id: row.id,
    title: row.title,
    mode: pick(GAME_MODES, row.mode, 'hotseat'),
    bot: pick(GAME_BOTS, row.bot, 'heuristic'),
    variant: pick(GAME_VARIANTS, row.variant, 'none'),
    status: pick(GAME_STATUSES, row.status, 'unfinished'),
    result: row.result,
    winner: row.winner === 0 || row.winner === 1 ? row.winner : null,
    turns: row.turns,
    decisions: row.decisions,
    engineVersion: row.engineVersion,
    catalogueVersion: row.catalogueVersion,
    hasOverride: row.override !== null,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Stored cards were checked on the way in; a row no longer passing today's schema keeps the cards that do. */
function storedCards(text: string): Card[] {
  try {
    const raw: unknown = JSON.parse(text)
    if (!Array.isArray(raw)) return []
    return raw.flatMap((c) => {
      const parsed = cardSchema.safeParse(c)
      return parsed.success ? [parsed.data] : []
    })
  } catch {
    return []
  }
}

function storedOverride(text: string | null): SavedGame['override'] {
  if (text === null) return null
  try {
    const parsed = overrideSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function toSavedGame(row: GameRow): SavedGame {
  return {
    ...toSummary(row),
    seed: Number(row.seed),
    codes: [row.codeA, row.codeB],
    line: row.line,
    cards: storedCards(row.cards),
    override: storedOverride(row.override),
  }
}

const summarySelect = {
  id: true, userId: true, title: true, mode: true, bot: true, variant: true, status: true, result: true, winner: true, turns: true,
  decisions: true, engineVersion: true, catalogueVersion: true, override: true, revision: true, createdAt: true, updatedAt: true,
} as const

// ---------------------------------------------------------------------------------------------
// Checking a game's override against the numbers it records

const describeIssue: IssueDescriber = (issue) => [{ field: issue.path.map(String).join('.'), message: issue.message }]
const SPANISH = z.locales.es().localeError

/** Why the override does not apply to the recorded numbers (card.field: reason), or null when it does. */
export function overrideProblem(input: Pick<NewGameInput, 'cards' | 'override' | 'catalogueVersion'>, current: Catalogue): string | null {
  if (input.override === null) return null
  const { catalogue } = catalogueWithRecorded(current, input.cards, input.catalogueVersion)
  const applied = applyOverride(catalogue, input.override, describeIssue, SPANISH)
  return applied.ok ? null : applied.errors.slice(0, 5).map(describeOverrideError).join('; ')
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The user's games, unfinished first, then finished, most recently played first within each. */
export async function listGames(prisma: PrismaClient, userId: string): Promise<GameSummary[]> {
  const rows = await prisma.game.findMany({
    where: { userId },
    select: summarySelect,
    orderBy: [{ status: 'desc' }, { updatedAt: 'desc' }, { id: 'asc' }],
    take: GAME_LIST_LIMIT,
  })
  // 'unfinished' > 'finished' alphabetically, so status desc puts unfinished first; sorted again in
  // case a future status breaks that.
  const rank = (s: GameStatus) => (s === 'unfinished' ? 0 : 1)
  return rows.map(toSummary).sort((a, b) => rank(a.status) - rank(b.status))
}

/** The game if it is `userId`'s; null otherwise (missing or someone else's look the same). */
export async function getGame(prisma: PrismaClient, gameId: string, userId: string): Promise<SavedGame | null> {
  const row = await prisma.game.findFirst({ where: { id: gameId, userId } })
  return row ? toSavedGame(row) : null
}

// ---------------------------------------------------------------------------------------------
// Writing

export type CreateGameResult = { ok: true; game: SavedGame } | { ok: false; reason: 'tooMany'; count: number }

export async function createGame(prisma: PrismaClient, userId: string, input: NewGameInput): Promise<CreateGameResult> {
  const count = await prisma.game.count({ where: { userId } })
  if (count >= MAX_GAMES_PER_USER) return { ok: false, reason: 'tooMany', count }
  const row = await prisma.game.create({
    data: {
      userId,
      title: input.title,
      mode: input.mode,
      bot: input.bot,
      variant: input.variant,
      seed: BigInt(input.seed),
      codeA: input.codes[0],
      codeB: input.codes[1],
      line: input.line,
      engineVersion: input.engineVersion,
      status: input.status,
      result: input.result,
      winner: input.winner,
      turns: input.turns,
      decisions: input.decisions,
      catalogueVersion: input.catalogueVersion,
      cards: canonicalJson(input.cards),
      override: input.override === null ? null : canonicalJson(input.override),
    },
  })
  // Two creates at once may both pass the count above; counted again after writing, the one over the
  // cap takes itself back (both may, in a tie: each is refused, and each client still holds its game).
  const after = await prisma.game.count({ where: { userId } })
  if (after > MAX_GAMES_PER_USER) {
    await prisma.game.delete({ where: { id: row.id } })
    return { ok: false, reason: 'tooMany', count: after - 1 }
  }
  return { ok: true, game: toSavedGame(row) }
}

export type UpdateGameResult = { ok: true; game: SavedGame } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'stale'; currentRevision: number }

/** Applies a change made on `patch.revision`; refused without change when the game moved on since (another tab). */
export async function updateGame(prisma: PrismaClient, gameId: string, userId: string, patch: GamePatch): Promise<UpdateGameResult> {
  const { revision, ...changes } = patch
  // The revision in the WHERE makes the check and the write one step.
  const { count } = await prisma.game.updateMany({
    where: { id: gameId, userId, revision },
    data: { ...changes, revision: { increment: 1 } },
  })
  if (count !== 1) {
    const now = await prisma.game.findFirst({ where: { id: gameId, userId }, select: { revision: true } })
    return now ? { ok: false, reason: 'stale', currentRevision: now.revision } : { ok: false, reason: 'notFound' }
  }
  const game = await getGame(prisma, gameId, userId)
  return game ? { ok: true, game } : { ok: false, reason: 'notFound' }
}

export async function deleteGame(prisma: PrismaClient, gameId: string, userId: string): Promise<boolean> {
  const { count } = await prisma.game.deleteMany({ where: { id: gameId, userId } })
  return count === 1
}

/** Saved game ids are cuids; anything else cannot name a game (404). */
export function isGameId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value)
}

// ---------------------------------------------------------------------------------------------
// Account export

/**
 * The next `take` games of the user after `afterId` (oldest first), each as its export line (one JSON object, no
 * newline). The export is a copy of what is stored: the recorded cards and the override, written by this server as
 * canonical JSON, go into the line as the text they are, neither parsed nor checked against today's card schema, so a
 * 257 KB game costs a string join rather than a parse and a serialisation (other requests wait less meanwhile). A
 * stored value that is not a JSON array or object (a damaged row) is written as an empty list or null.
 */
export async function exportGameLines(prisma: PrismaClient, userId: string, afterId: string | null, take: number): Promise<{ id: string; line: string }[]> {
  const rows = await prisma.game.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take,
    ...(afterId === null ? {} : { cursor: { id: afterId }, skip: 1 }),
  })
  return rows.map((row) => {
    const { hasOverride: _h, revision: _r, ...summary } = toSummary(row)
    const head = JSON.stringify({ type: 'game', ...summary, seed: Number(row.seed), codes: [row.codeA, row.codeB], line: row.line })
    const cards = wrappedIn(row.cards, '[', ']') ? row.cards : '[]'
    const override = row.override !== null && wrappedIn(row.override, '{', '}') ? row.override : 'null'
    return { id: row.id, line: `${head.slice(0, -1)},"cards":${cards},"override":${override}}` }
  })
}

/** Whether stored JSON text is one value opened and closed by these characters (a cheap check, not a parse). */
function wrappedIn(text: string, open: string, close: string): boolean {
  const trimmed = text.trim()
  return trimmed.startsWith(open) && trimmed.endsWith(close) && !/[\n\r]/.test(trimmed)
}
