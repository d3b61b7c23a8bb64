// One row per catalogue version holding that version's cards, so a replay link made under an older
// version can still be replayed on its numbers while the server keeps them. Written by the seed (which
// `npm start` runs on every start) and idempotent: a version already stored is left as it is.
// Bounded: one row per version, each at most SNAPSHOT_MAX_CHARS; reads return only the cards asked for.
import { cardSchema, type Card, type Catalogue } from '../catalogue/schema'
import { canonicalJson } from '../catalogue/version'
import type { PrismaClient } from './db'

/** A catalogue's JSON is about 60 KB today; a version thirty times larger is not stored. */
export const SNAPSHOT_MAX_CHARS = 2_000_000
/** Cards one request may ask for (two decks use a few dozen). */
export const SNAPSHOT_MAX_IDS = 300

export type SnapshotWrite = { version: string; written: boolean; reason?: 'exists' | 'tooLarge' }

export async function saveCatalogueSnapshot(prisma: PrismaClient, catalogue: Catalogue): Promise<SnapshotWrite> {
  const existing = await prisma.catalogueSnapshot.findUnique({ where: { version: catalogue.version }, select: { version: true } })
  if (existing) return { version: catalogue.version, written: false, reason: 'exists' }
  const cards = canonicalJson(catalogue.cards)
  if (cards.length > SNAPSHOT_MAX_CHARS) return { version: catalogue.version, written: false, reason: 'tooLarge' }
  // Two servers starting at once may both get here: the second upsert changes nothing that matters.
  await prisma.catalogueSnapshot.upsert({
    where: { version: catalogue.version },
    create: { version: catalogue.version, cards, cardCount: catalogue.cards.length },
    update: {},
  })
  return { version: catalogue.version, written: true }
}

/**
 * The cards with these ids as they were in `version`, or null when the server does not have that
 * version. Ids the version did not have are simply absent. Cards that no longer pass today's schema
 * are left out too (the page then uses today's numbers for them and says the rest).
 */
export async function snapshotCards(prisma: PrismaClient, version: string, ids: readonly string[]): Promise<Card[] | null> {
  const row = await prisma.catalogueSnapshot.findUnique({ where: { version }, select: { cards: true } })
  if (!row) return null
  let all: unknown
  try {
    all = JSON.parse(row.cards)
  } catch {
    return null
  }
  if (!Array.isArray(all)) return null
  const wanted = new Set(ids)
  const out: Card[] = []
  for (const raw of all) {
    if (typeof raw !== 'object' || raw === null || !wanted.has(String((raw as { id?: unknown }).id))) continue
    const parsed = cardSchema.safeParse(raw)
    if (parsed.success) out.push(parsed.data)
  }
  return out
}
