// Saved decks: data access for the API routes and the deck pages.
//
// - Drafts may be illegal: every save runs lib/decks's validateDeck against the current catalogue
//   and stores the problems; nothing is refused for breaking a deck rule.
// - Each save of the deck's cards records the catalogue version and one hash per card, so the deck
//   can later say which of its cards changed (changedCardsSince).
// - Optimistic concurrency: an update names the revision it was based on; a stale one changes
//   nothing and reports the current revision (the route answers 409).
// - A private deck exists only for its owner: to anyone else every function here answers as if
//   it did not exist (lists, search, card usage, reads).
import 'server-only'
import { z } from 'zod'
import { getCatalogue } from '@/lib/catalogue/load'
import type { Catalogue } from '@/lib/catalogue/schema'
import { cardHash, changedCardIds } from '@/lib/catalogue/version'
import { deckToJson, type DeckJson } from '@/lib/decks/json'
import { normalizeDeck, type Deck, type DeckEntry } from '@/lib/decks/model'
import { normalizeName } from '@/lib/decks/names'
import { DECK_PROBLEM_CODES, describeProblem, describeWarning, type DeckProblem, type DeckWarning } from '@/lib/decks/problems'
import { encodeShareCode } from '@/lib/decks/share-code'
import { validateDeck } from '@/lib/decks/validate'
import { getPrisma, Prisma, type DeckRow, type PrismaClient } from './db'
import { dbInt, safeText } from './input'

export const DECK_NAME_MAX = 100
export const DECK_DESCRIPTION_MAX = 2000
/** Distinct cards a saved deck may list (a legal deck has a few dozen). */
export const MAX_DECK_ENTRIES = 400
export const MAX_COPIES = 999
export const LIST_LIMIT_DEFAULT = 20
export const LIST_LIMIT_MAX = 100

export const VISIBILITIES = ['private', 'public'] as const
export type Visibility = (typeof VISIBILITIES)[number]

/** The catalogue the server validates against (content/, read once per process). */
export function currentCatalogue(): Catalogue {
  return getCatalogue()
}

// ---------------------------------------------------------------------------------------------
// Input schemas (shared with the routes; the deckbuilder sends these shapes)

const cardIdSchema = z
  .string()
  .max(120, 'El identificador de carta es demasiado largo.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Debe ser un identificador de carta (minúsculas sin acentos, cifras y guiones, p. ej. «bola-de-fuego»).')

const entrySchema = z
  .object({
    cardId: cardIdSchema,
    count: z
      .number({ error: 'El número de copias debe ser un número entero.' })
      .int('El número de copias debe ser un número entero.')
      .min(1, 'Cada entrada lleva al menos 1 copia.')
      .max(MAX_COPIES, `Como mucho ${MAX_COPIES} copias por entrada.`),
  })
  .strict()

// Whitespace of any kind (tabs, line breaks) collapses to one space; other control characters are refused.
const deckNameSchema = safeText('El nombre del mazo', { multiline: true, typeError: 'El nombre del mazo debe ser un texto.' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(
    z.string()
      .min(1, 'El mazo necesita un nombre.')
      .max(DECK_NAME_MAX, `El nombre del mazo es demasiado largo (máximo ${DECK_NAME_MAX} caracteres).`),
  )
const descriptionSchema = safeText('La descripción', { multiline: true, typeError: 'La descripción debe ser un texto.' })
  .trim()
  .max(DECK_DESCRIPTION_MAX, `La descripción es demasiado larga (máximo ${DECK_DESCRIPTION_MAX} caracteres).`)
const visibilitySchema = z.enum(VISIBILITIES, { error: 'La visibilidad debe ser «private» (solo tú) o «public» (todos).' })
const entriesSchema = z
  .array(entrySchema, { error: 'Las cartas deben ser una lista de { cardId, count }.' })
  .max(MAX_DECK_ENTRIES, `Demasiadas cartas distintas (máximo ${MAX_DECK_ENTRIES}).`)

/** POST /api/decks */
export const newDeckSchema = z
  .object({
    name: deckNameSchema,
    description: descriptionSchema.default(''),
    visibility: visibilitySchema.default('private'),
    relicId: cardIdSchema.nullable().default(null),
    startingDalmaId: cardIdSchema.nullable().default(null),
    entries: entriesSchema.default([]),
  })
  .strict()
export type NewDeckInput = z.output<typeof newDeckSchema>

/** PATCH /api/decks/{id}: the revision the edit is based on plus any fields to change. */
export const deckPatchSchema = z
  .object({
    revision: dbInt('La revisión', {
      min: 1,
      typeError: 'Falta «revision»: la revisión del mazo en la que se basa el cambio (la que devolvió la última lectura).',
    }),
    name: deckNameSchema.optional(),
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
    relicId: cardIdSchema.nullable().optional(),
    startingDalmaId: cardIdSchema.nullable().optional(),
    entries: entriesSchema.optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).some((k) => k !== 'revision'), {
    error: 'No hay nada que cambiar: envía al menos uno de name, description, visibility, relicId, startingDalmaId o entries.',
  })
export type DeckPatch = z.output<typeof deckPatchSchema>

// ---------------------------------------------------------------------------------------------
// What callers get back (dates as ISO strings, ready for JSON)

export type DeckSummary = {
  id: string
  name: string
  description: string
  visibility: Visibility
  ownerName: string
  relicId: string | null
  startingDalmaId: string | null
  legal: boolean
  problemCount: number
  cardCount: number
  revision: number
  createdAt: string
  updatedAt: string
}

export type SavedDeck = DeckSummary & {
  ownerId: string
  /** The deck itself (name included), as lib/decks handles it. */
  deck: Deck
  problems: DeckProblem[]
  warnings: DeckWarning[]
  /** The catalogue version the deck's cards were last saved against. */
  catalogueVersion: string
  /** cardHash of each known card (entries, relic, starting Dalma) at that save. */
  cardHashes: Record<string, string>
}

export type ChangedCard = { cardId: string; name: string; change: 'changed' | 'removed' }

// ---------------------------------------------------------------------------------------------
// Stored JSON columns, parsed at the edge

const storedEntriesSchema = z.array(z.object({ cardId: z.string(), count: z.number().int() }))
const storedHashesSchema = z.record(z.string(), z.string())
// Problems and warnings were made by validateDeck; only their discriminant is checked here, so a
// row written by an older version with extra or missing data still loads.
const storedFindingsSchema = z.object({
  problems: z.array(z.looseObject({ code: z.enum(DECK_PROBLEM_CODES) })),
  warnings: z.array(z.looseObject({ code: z.string() })).default([]),
})

function parseStored<T>(schema: z.ZodType<T>, text: string, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

const asVisibility = (value: string): Visibility => (value === 'public' ? 'public' : 'private')

type SummaryRow = Pick<
  DeckRow,
  'id' | 'name' | 'description' | 'visibility' | 'relicId' | 'startingDalmaId' | 'legal' | 'problems' | 'cardCount' | 'revision' | 'createdAt' | 'updatedAt'
> & { owner: { name: string } }

const summarySelect = {
  id: true, name: true, description: true, visibility: true, relicId: true, startingDalmaId: true, legal: true,
  problems: true, cardCount: true, revision: true, createdAt: true, updatedAt: true, owner: { select: { name: true } },
} as const satisfies Prisma.DeckSelect

function toSummary(row: SummaryRow): DeckSummary {
  const findings = parseStored(storedFindingsSchema, row.problems, { problems: [], warnings: [] })
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: asVisibility(row.visibility),
    ownerName: row.owner.name,
    relicId: row.relicId,
    startingDalmaId: row.startingDalmaId,
    legal: row.legal,
    problemCount: findings.problems.length,
    cardCount: row.cardCount,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toSavedDeck(row: DeckRow & { owner: { name: string } }): SavedDeck {
  const findings = parseStored(storedFindingsSchema, row.problems, { problems: [], warnings: [] })
  const entries: DeckEntry[] = parseStored(storedEntriesSchema, row.entries, [])
  return {
    ...toSummary(row),
    ownerId: row.ownerId,
    deck: { name: row.name, relicId: row.relicId, startingDalmaId: row.startingDalmaId, entries },
    // validateDeck wrote these; the schema above checked their codes.
    problems: findings.problems as unknown as DeckProblem[],
    warnings: findings.warnings as unknown as DeckWarning[],
    catalogueVersion: row.catalogueVersion,
    cardHashes: parseStored(storedHashesSchema, row.cardHashes, {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Derived columns

/**
 * Prisma's `contains` becomes SQL LIKE on both engines without escaping, so '%' and '_' typed in the search box
 * would act as wildcards ("p%a" finding "Publico A"), and on PostgreSQL a backslash escapes the character after
 * it ("a\b" not finding "a\b"). SQLite's LIKE has no escape character unless the query names one, which
 * Prisma cannot, so instead both the stored text and the query spell those three characters as their full-width
 * twins: `contains` then never sees a wildcard or an escape, and "50%" still finds "50% fuego".
 * (Migrations 20261201050830_rate_limits and 20261202090000_search_backslash rewrote the rows saved before.)
 */
export function withoutLikeWildcards(text: string): string {
  return text.replace(/%/g, '\uFF05').replace(/_/g, '\uFF3F').replace(/\\/g, '\uFF3C')
}

/** What the search box matches against: name and description without case or accents. */
export function searchTextOf(name: string, description: string): string {
  return withoutLikeWildcards(normalizeName(`${name} ${description}`))
}

type DeckContent = Pick<Deck, 'relicId' | 'startingDalmaId' | 'entries'>

/** Validation, counts and hashes of a deck's content against a catalogue. */
function contentColumns(content: DeckContent, catalogue: Catalogue) {
  const validation = validateDeck({ relicId: content.relicId, startingDalmaId: content.startingDalmaId, entries: content.entries }, catalogue)
  const cardHashes: Record<string, string> = {}
  const ids = [...content.entries.map((e) => e.cardId), content.relicId, content.startingDalmaId]
  for (const id of ids) {
    const card = id === null ? undefined : catalogue.byId.get(id)
    if (card) cardHashes[card.id] = cardHash(card)
  }
  return {
    relicId: content.relicId,
    startingDalmaId: content.startingDalmaId,
    entries: JSON.stringify(content.entries),
    problems: JSON.stringify({ problems: validation.problems, warnings: validation.warnings }),
    legal: validation.legal,
    cardCount: validation.stats.cards,
    catalogueVersion: catalogue.version,
    cardHashes: JSON.stringify(cardHashes),
  }
}

/** Canonical content: one entry per card, sorted (normalizeDeck). */
function canonicalContent(content: DeckContent): DeckContent {
  const { relicId, startingDalmaId, entries } = normalizeDeck({ relicId: content.relicId, startingDalmaId: content.startingDalmaId, entries: content.entries })
  return { relicId, startingDalmaId, entries }
}

/** DeckCard rows for the entries the Card table knows (unknown ids stay in `entries` only). */
async function writeDeckCards(tx: Prisma.TransactionClient, deckId: string, entries: readonly DeckEntry[]): Promise<void> {
  await tx.deckCard.deleteMany({ where: { deckId } })
  if (entries.length === 0) return
  const known = new Set(
    (await tx.card.findMany({ where: { id: { in: entries.map((e) => e.cardId) } }, select: { id: true } })).map((c) => c.id),
  )
  const rows = entries.filter((e) => known.has(e.cardId)).map((e) => ({ deckId, cardId: e.cardId, count: e.count }))
  if (rows.length > 0) await tx.deckCard.createMany({ data: rows })
}

const fullInclude = { owner: { select: { name: true } } } as const

// ---------------------------------------------------------------------------------------------
// Reading

/** The deck if `viewerId` may see it (its owner, or anyone when public); null otherwise. */
export async function getDeckForViewer(prisma: PrismaClient, deckId: string, viewerId: string | null): Promise<SavedDeck | null> {
  const row = await prisma.deck.findUnique({ where: { id: deckId }, include: fullInclude })
  if (!row) return null
  if (row.visibility !== 'public' && row.ownerId !== viewerId) return null
  return toSavedDeck(row)
}

export type DeckListQuery = {
  scope: 'public' | 'mine'
  /** Required for scope 'mine'; ignored for 'public'. */
  viewerId?: string | null
  /** Words to find in the name, the description, the relic's or a card's name. */
  q?: string
  /** Only decks using this card (in the list or as the relic). */
  card?: string
  limit?: number
  offset?: number
}

export type DeckList = { decks: DeckSummary[]; total: number; limit: number; offset: number }

/** Catalogue ids whose name (or id) contains the normalised words, for searching by card. */
function cardIdsMatching(catalogue: Catalogue, words: string): string[] {
  const ids: string[] = []
  for (const card of catalogue.cards) {
    if (normalizeName(card.name).includes(words) || card.id === words.replace(/ /g, '-')) ids.push(card.id)
    if (ids.length >= 500) break
  }
  return ids
}

export async function listDecks(prisma: PrismaClient, query: DeckListQuery, catalogue: Catalogue): Promise<DeckList> {
  const limit = Math.min(Math.max(1, query.limit ?? LIST_LIMIT_DEFAULT), LIST_LIMIT_MAX)
  const offset = Math.max(0, query.offset ?? 0)
  const and: Prisma.DeckWhereInput[] = []
  if (query.scope === 'mine') {
    // Without a viewer there is nothing of "mine"; the route answers 401 before this.
    if (!query.viewerId) return { decks: [], total: 0, limit, offset }
    and.push({ ownerId: query.viewerId })
  } else {
    and.push({ visibility: 'public' })
  }
  if (query.card) and.push({ OR: [{ relicId: query.card }, { cards: { some: { cardId: query.card } } }] })
  const words = normalizeName(query.q ?? '')
  if (words !== '') {
    const ids = cardIdsMatching(catalogue, words)
    and.push({
      OR: [
        { searchText: { contains: withoutLikeWildcards(words) } },
        ...(ids.length > 0 ? [{ relicId: { in: ids } }, { cards: { some: { cardId: { in: ids } } } }] : []),
      ],
    })
  }
  const where: Prisma.DeckWhereInput = { AND: and }
  const [rows, total] = await Promise.all([
    prisma.deck.findMany({ where, select: summarySelect, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: limit, skip: offset }),
    prisma.deck.count({ where }),
  ])
  return { decks: rows.map(toSummary), total, limit, offset }
}

export type DeckUsingCard = DeckSummary & { copies: number }

/**
 * Public decks that use a card (in their list, or as their relic), most recently updated first.
 * For card pages; private decks never appear.
 */
export async function listPublicDecksUsingCard(
  cardId: string,
  options: { limit?: number; prisma?: PrismaClient } = {},
): Promise<DeckUsingCard[]> {
  const prisma = options.prisma ?? getPrisma()
  const limit = Math.min(Math.max(1, options.limit ?? LIST_LIMIT_DEFAULT), LIST_LIMIT_MAX)
  const rows = await prisma.deck.findMany({
    where: { visibility: 'public', OR: [{ relicId: cardId }, { cards: { some: { cardId } } }] },
    select: { ...summarySelect, cards: { where: { cardId }, select: { count: true } } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: limit,
  })
  return rows.map((row) => ({ ...toSummary(row), copies: row.cards[0]?.count ?? 0 }))
}

/**
 * The deck's cards whose content changed since it was saved (hash differs) or that left the
 * catalogue, compared with the current catalogue. Empty when the versions match.
 */
export async function changedCardsSince(prisma: PrismaClient, saved: SavedDeck, catalogue: Catalogue): Promise<ChangedCard[]> {
  if (saved.catalogueVersion === catalogue.version) return []
  const ids = changedCardIds(saved.cardHashes, catalogue.byId)
  if (ids.length === 0) return []
  const gone = ids.filter((id) => !catalogue.byId.has(id))
  // Removed cards keep their row (never deleted) and maybe a tombstone: either gives the name.
  const rows = gone.length === 0 ? [] : await prisma.card.findMany({ where: { id: { in: gone } }, select: { id: true, name: true } })
  const nameOf = (id: string) =>
    catalogue.byId.get(id)?.name ?? catalogue.tombstones.find((t) => t.id === id)?.name ?? rows.find((r) => r.id === id)?.name ?? id
  return ids.map((cardId) => ({ cardId, name: nameOf(cardId), change: catalogue.byId.has(cardId) ? 'changed' : 'removed' }))
}

// ---------------------------------------------------------------------------------------------
// Writing

export async function createDeck(prisma: PrismaClient, ownerId: string, input: NewDeckInput, catalogue: Catalogue): Promise<SavedDeck> {
  const content = canonicalContent(input)
  const id = await prisma.$transaction(async (tx) => {
    const row = await tx.deck.create({
      data: {
        ownerId,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        searchText: searchTextOf(input.name, input.description),
        ...contentColumns(content, catalogue),
      },
      select: { id: true },
    })
    await writeDeckCards(tx, row.id, content.entries)
    return row.id
  })
  const saved = await getDeckForViewer(prisma, id, ownerId)
  if (!saved) throw new Error(`el mazo ${id} recién creado no se encuentra`)
  return saved
}

export type DeckWriteFailure =
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'stale'; currentRevision: number }

export type UpdateResult = { ok: true; deck: SavedDeck } | DeckWriteFailure

/** Why `userId` may not write the deck, or null when it is theirs. A private deck of another is notFound. */
function writeRefusal(row: { ownerId: string; visibility: string } | null, userId: string): DeckWriteFailure | null {
  if (!row) return { ok: false, reason: 'notFound' }
  if (row.ownerId === userId) return null
  return row.visibility === 'public' ? { ok: false, reason: 'forbidden' } : { ok: false, reason: 'notFound' }
}

class StaleRevision extends Error {}

/**
 * Applies an edit made on `patch.revision`. Refused without change when the deck moved on since
 * (another tab, another device): the caller shows the current revision and nothing is lost.
 * Changing relic, starting Dalma or entries re-validates and re-hashes against `catalogue`.
 */
export async function updateDeck(
  prisma: PrismaClient,
  deckId: string,
  userId: string,
  patch: DeckPatch,
  catalogue: Catalogue,
): Promise<UpdateResult> {
  const current = await prisma.deck.findUnique({ where: { id: deckId } })
  const refusal = writeRefusal(current, userId)
  if (refusal) return refusal
  if (!current) return { ok: false, reason: 'notFound' }
  if (current.revision !== patch.revision) return { ok: false, reason: 'stale', currentRevision: current.revision }

  const name = patch.name ?? current.name
  const description = patch.description ?? current.description
  const contentChanged = patch.relicId !== undefined || patch.startingDalmaId !== undefined || patch.entries !== undefined
  const content = contentChanged
    ? canonicalContent({
        relicId: patch.relicId !== undefined ? patch.relicId : current.relicId,
        startingDalmaId: patch.startingDalmaId !== undefined ? patch.startingDalmaId : current.startingDalmaId,
        entries: patch.entries ?? parseStored(storedEntriesSchema, current.entries, []),
      })
    : null
  try {
    await prisma.$transaction(async (tx) => {
      // The revision in the WHERE makes the check and the write one step: a concurrent edit that
      // got in first leaves nothing to match.
      const { count } = await tx.deck.updateMany({
        where: { id: deckId, ownerId: userId, revision: patch.revision },
        data: {
          name,
          description,
          searchText: searchTextOf(name, description),
          ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
          ...(content ? contentColumns(content, catalogue) : {}),
          revision: { increment: 1 },
        },
      })
      if (count !== 1) throw new StaleRevision()
      if (content) await writeDeckCards(tx, deckId, content.entries)
    })
  } catch (error) {
    if (!(error instanceof StaleRevision)) throw error
    const now = await prisma.deck.findUnique({ where: { id: deckId }, select: { ownerId: true, visibility: true, revision: true } })
    return writeRefusal(now, userId) ?? { ok: false, reason: 'stale', currentRevision: now?.revision ?? patch.revision }
  }
  const saved = await getDeckForViewer(prisma, deckId, userId)
  return saved ? { ok: true, deck: saved } : { ok: false, reason: 'notFound' }
}

export type DeleteResult = { ok: true } | Exclude<DeckWriteFailure, { reason: 'stale' }>

export async function deleteDeck(prisma: PrismaClient, deckId: string, userId: string): Promise<DeleteResult> {
  const row = await prisma.deck.findUnique({ where: { id: deckId }, select: { ownerId: true, visibility: true } })
  const refusal = writeRefusal(row, userId)
  if (refusal) return refusal.reason === 'forbidden' ? refusal : { ok: false, reason: 'notFound' }
  const { count } = await prisma.deck.deleteMany({ where: { id: deckId, ownerId: userId } })
  return count === 1 ? { ok: true } : { ok: false, reason: 'notFound' }
}

/** "Copia de X", cut to fit the name limit. */
export function copyName(name: string): string {
  return `Copia de ${name}`.slice(0, DECK_NAME_MAX).trim()
}

/**
 * A private copy, owned by `userId`, of a deck they can see (their own or a public one), validated
 * against the current catalogue. Null when the deck is not visible to them.
 */
export async function duplicateDeck(prisma: PrismaClient, deckId: string, userId: string, catalogue: Catalogue): Promise<SavedDeck | null> {
  const source = await getDeckForViewer(prisma, deckId, userId)
  if (!source) return null
  return createDeck(prisma, userId, {
    name: copyName(source.name),
    description: source.description,
    visibility: 'private',
    relicId: source.deck.relicId,
    startingDalmaId: source.deck.startingDalmaId,
    entries: source.deck.entries,
  }, catalogue)
}

// ---------------------------------------------------------------------------------------------
// Account

/** A deck as the account export writes it (lib/server/account-export.ts). */
export type ExportedDeck = {
  id: string
  name: string
  description: string
  visibility: Visibility
  legal: boolean
  catalogueVersion: string
  createdAt: string
  updatedAt: string
  /** The deck in lib/decks's JSON format: importable as it is. */
  deck: DeckJson
}

/** The next `take` decks of the user after `afterId` (oldest first), for the account export. */
export async function exportDecksPage(prisma: PrismaClient, userId: string, afterId: string | null, take: number): Promise<ExportedDeck[]> {
  const rows = await prisma.deck.findMany({
    where: { ownerId: userId },
    include: fullInclude,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take,
    ...(afterId === null ? {} : { cursor: { id: afterId }, skip: 1 }),
  })
  return rows.map(toSavedDeck).map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    visibility: d.visibility,
    legal: d.legal,
    catalogueVersion: d.catalogueVersion,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    deck: deckToJson(d.deck),
  }))
}

/** Deletes the user, their decks (and their cards' rows) and linked accounts. False if already gone. */
export async function deleteAccount(prisma: PrismaClient, userId: string): Promise<boolean> {
  // Deck → DeckCard and User → Deck/Account cascade in the schema; deleting decks first keeps the
  // order explicit for engines that check foreign keys per statement.
  const [, , users] = await prisma.$transaction([
    prisma.deckCard.deleteMany({ where: { deck: { ownerId: userId } } }),
    prisma.deck.deleteMany({ where: { ownerId: userId } }),
    prisma.user.deleteMany({ where: { id: userId } }),
  ])
  return users.count === 1
}

// ---------------------------------------------------------------------------------------------
// Presentation for the API (problems worded in Spanish, share code, whether the viewer owns it)

export type WithMessage<T> = T & { message: string }

export type DeckView = Omit<SavedDeck, 'problems' | 'warnings'> & {
  isOwner: boolean
  problems: WithMessage<DeckProblem>[]
  warnings: WithMessage<DeckWarning>[]
  /** /mazos/compartir/<shareCode> opens a copy of the deck, independent of this saved one. */
  shareCode: string
  changedCards: ChangedCard[]
}

export function presentDeck(saved: SavedDeck, viewerId: string | null, catalogue: Catalogue, changedCards: ChangedCard[]): DeckView {
  return {
    ...saved,
    isOwner: saved.ownerId === viewerId,
    problems: saved.problems.map((p) => ({ ...p, message: describeProblem(p, catalogue) })),
    warnings: saved.warnings.map((w) => ({ ...w, message: describeWarning(w, catalogue) })),
    shareCode: encodeShareCode(saved.deck),
    changedCards,
  }
}

/** Saved deck ids are cuids; anything else cannot name a deck (the routes answer 404). */
export function isDeckId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value)
}

/** A summary with its relic's and starting Dalma's names, for lists. */
export function withCardNames<T extends DeckSummary>(summary: T, catalogue: Catalogue): T & { relicName: string | null; startingDalmaName: string | null } {
  const nameOf = (id: string | null) => (id === null ? null : catalogue.byId.get(id)?.name ?? id)
  return { ...summary, relicName: nameOf(summary.relicId), startingDalmaName: nameOf(summary.startingDalmaId) }
}
