// Mirrors the catalogue (content/, parsed) into the Card table so decks can reference cards by
// foreign key and a card page can find the public decks using it. Rows are never deleted: a card
// that left the catalogue (tombstoned or simply gone) is marked `removed`, keeping old decks valid
// references. Idempotent: a second run with the same catalogue writes nothing.
import type { Catalogue } from '../catalogue/schema'
import { canonicalJson, cardHash } from '../catalogue/version'
import type { Prisma, PrismaClient } from './db'

// Card.hash uses the same cardHash the decks record (Deck.cardHashes), so "changed since saved" is
// one string comparison whichever side computes it.
export const CATALOGUE_STATE_ID = 'current'

export type SyncReport = {
  version: string
  /** Card ids seen for the first time. */
  created: string[]
  /** Card ids whose content (hash) changed. */
  updated: string[]
  /** Card ids that were removed before and are back in the catalogue. */
  restored: string[]
  /** Card ids newly marked removed (tombstoned or missing from the catalogue). */
  removed: string[]
  unchanged: number
  /** True when CatalogueState was written (first sync, new version, or any card change). */
  stateWritten: boolean
}

export async function syncCatalogue(
  prisma: PrismaClient,
  catalogue: Catalogue,
  now: Date = new Date(),
): Promise<SyncReport> {
  const existing = new Map(
    (await prisma.card.findMany({ select: { id: true, hash: true, removed: true } })).map((row) => [row.id, row]),
  )
  const report: SyncReport = {
    version: catalogue.version, created: [], updated: [], restored: [], removed: [], unchanged: 0, stateWritten: false,
  }
  const toCreate: { id: string; name: string; type: string; data: string; hash: string }[] = []
  const writes: Prisma.PrismaPromise<unknown>[] = []

  for (const card of catalogue.cards) {
    const row = { id: card.id, name: card.name, type: card.type, data: canonicalJson(card), hash: cardHash(card) }
    const before = existing.get(card.id)
    if (!before) {
      toCreate.push(row)
      report.created.push(card.id)
    } else if (before.hash !== row.hash || before.removed) {
      writes.push(prisma.card.update({ where: { id: card.id }, data: { ...row, removed: false } }))
      if (before.hash !== row.hash) report.updated.push(card.id)
      if (before.removed) report.restored.push(card.id)
    } else {
      report.unchanged += 1
    }
  }
  // Tombstoned and vanished cards alike: any row the catalogue no longer lists.
  const goneIds = [...existing.values()].filter((r) => !r.removed && !catalogue.byId.has(r.id)).map((r) => r.id)
  if (goneIds.length > 0) {
    writes.push(prisma.card.updateMany({ where: { id: { in: goneIds } }, data: { removed: true } }))
    report.removed.push(...goneIds)
  }

  const state = await prisma.catalogueState.findUnique({ where: { id: CATALOGUE_STATE_ID } })
  const cardsChanged = toCreate.length > 0 || writes.length > 0
  if (cardsChanged || state?.version !== catalogue.version) {
    report.stateWritten = true
    writes.push(prisma.catalogueState.upsert({
      where: { id: CATALOGUE_STATE_ID },
      create: { id: CATALOGUE_STATE_ID, version: catalogue.version, syncedAt: now },
      update: { version: catalogue.version, syncedAt: now },
    }))
  }
  if (toCreate.length > 0 || writes.length > 0) {
    await prisma.$transaction([
      ...(toCreate.length > 0 ? [prisma.card.createMany({ data: toCreate })] : []),
      ...writes,
    ])
  }
  return report
}

/** The catalogue version the Card table mirrors, or null before the first sync. */
export async function syncedCatalogueVersion(prisma: PrismaClient): Promise<string | null> {
  const state = await prisma.catalogueState.findUnique({ where: { id: CATALOGUE_STATE_ID } })
  return state?.version ?? null
}
