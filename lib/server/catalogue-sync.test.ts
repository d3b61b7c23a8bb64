import { beforeEach, describe, expect, it } from 'vitest'
import type { Card } from '../catalogue/schema'
import { cardHash } from '../catalogue/version'
import { syncCatalogue, syncedCatalogueVersion } from './catalogue-sync'
import { createTestUser, fixtureCards, fixtureCatalogue } from './testing/fixtures'
import { testDatabases } from './testing/databases'

const T1 = new Date('2025-01-01T10:00:00.000Z')
const T2 = new Date('2025-01-02T10:00:00.000Z')
const T3 = new Date('2025-01-03T10:00:00.000Z')

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id))

describe.each(testDatabases())('on $name', (db) => {
  beforeEach(() => db.reset())

  const snapshot = async () => ({
    cards: byId(await db.prisma.card.findMany()),
    state: await db.prisma.catalogueState.findMany(),
  })

  it('first sync stores every card with its data and hash, and the catalogue version', async () => {
    const catalogue = fixtureCatalogue()
    const report = await syncCatalogue(db.prisma, catalogue, T1)
    expect(report.created.sort()).toEqual(catalogue.cards.map((c) => c.id).sort())
    expect(report.stateWritten).toBe(true)

    const rows = byId(await db.prisma.card.findMany())
    expect(rows.map((r) => r.id)).toEqual(catalogue.cards.map((c) => c.id).sort())
    for (const row of rows) {
      const card = catalogue.byId.get(row.id) as Card
      expect(JSON.parse(row.data)).toEqual(card)
      expect(row.hash).toBe(cardHash(card))
      expect([row.name, row.type, row.removed]).toEqual([card.name, card.type, false])
    }
    expect(await syncedCatalogueVersion(db.prisma)).toBe(catalogue.version)
    expect((await db.prisma.catalogueState.findFirstOrThrow()).syncedAt.toISOString()).toBe(T1.toISOString())
  })

  it('a second sync of the same catalogue changes nothing at all', async () => {
    const catalogue = fixtureCatalogue()
    await syncCatalogue(db.prisma, catalogue, T1)
    const before = await snapshot()
    const report = await syncCatalogue(db.prisma, fixtureCatalogue(), T2)
    expect(report).toMatchObject({ created: [], updated: [], restored: [], removed: [], stateWritten: false })
    expect(report.unchanged).toBe(catalogue.cards.length)
    // Timestamps included: nothing was rewritten.
    expect(await snapshot()).toEqual(before)
  })

  it('rewrites only the card whose content changed, and records the new version', async () => {
    const first = fixtureCatalogue()
    await syncCatalogue(db.prisma, first, T1)
    const untouched = await db.prisma.card.findUniqueOrThrow({ where: { id: 'espada-de-prueba' } })

    const cards = fixtureCards().map((c) => (c.id === 'pocion-de-prueba' ? { ...c, text: 'Recupera 3 de Vida.' } : c))
    const second = fixtureCatalogue(cards)
    expect(second.version).not.toBe(first.version)
    const report = await syncCatalogue(db.prisma, second, T2)

    expect(report).toMatchObject({ created: [], updated: ['pocion-de-prueba'], removed: [], stateWritten: true })
    const potion = await db.prisma.card.findUniqueOrThrow({ where: { id: 'pocion-de-prueba' } })
    expect(potion.hash).toBe(cardHash(second.byId.get('pocion-de-prueba') as Card))
    expect(JSON.parse(potion.data).text).toBe('Recupera 3 de Vida.')
    expect(await db.prisma.card.findUniqueOrThrow({ where: { id: 'espada-de-prueba' } })).toEqual(untouched)
    expect(await db.prisma.catalogueState.findFirstOrThrow()).toMatchObject({ version: second.version, syncedAt: T2 })
  })

  it('marks tombstoned and vanished cards removed, keeps their rows, and restores a returning card', async () => {
    await syncCatalogue(db.prisma, fixtureCatalogue(), T1)
    // A saved deck still uses the potion: its row must survive the removal.
    const owner = await createTestUser(db.prisma)
    await db.prisma.deck.create({
      data: {
        ownerId: owner.id, name: 'Viejo', entries: '[]', problems: '[]', legal: true, cardCount: 1,
        catalogueVersion: 'v0', cardHashes: '{}', cards: { create: [{ cardId: 'pocion-de-prueba', count: 1 }] },
      },
    })

    const withoutTwo = fixtureCards().filter((c) => c.id !== 'pocion-de-prueba' && c.id !== 'espada-de-prueba')
    const tombstone = { id: 'pocion-de-prueba', name: 'Poción de prueba', removedIn: 'v2', reason: 'Retirada en las pruebas' }
    const report = await syncCatalogue(db.prisma, fixtureCatalogue(withoutTwo, [tombstone]), T2)
    expect(report.removed.sort()).toEqual(['espada-de-prueba', 'pocion-de-prueba'])
    const removed = await db.prisma.card.findMany({ where: { removed: true }, select: { id: true } })
    expect(removed.map((r) => r.id).sort()).toEqual(['espada-de-prueba', 'pocion-de-prueba'])
    expect(await db.prisma.card.count()).toBe(fixtureCards().length)
    expect(await db.prisma.deckCard.count()).toBe(1)

    // Removing again is a no-op.
    const again = await syncCatalogue(db.prisma, fixtureCatalogue(withoutTwo, [tombstone]), T3)
    expect(again).toMatchObject({ removed: [], stateWritten: false })

    const back = await syncCatalogue(db.prisma, fixtureCatalogue(), T3)
    expect(back.restored.sort()).toEqual(['espada-de-prueba', 'pocion-de-prueba'])
    expect(back.updated).toEqual([])
    expect(await db.prisma.card.count({ where: { removed: true } })).toBe(0)
  })

  it('records a new catalogue version even when no card changed', async () => {
    const catalogue = fixtureCatalogue()
    await syncCatalogue(db.prisma, catalogue, T1)
    const relabelled = { ...catalogue, version: 'otra-version' }
    const report = await syncCatalogue(db.prisma, relabelled, T2)
    expect(report).toMatchObject({ created: [], updated: [], removed: [], stateWritten: true })
    expect(await db.prisma.catalogueState.findMany()).toEqual([expect.objectContaining({ version: 'otra-version', syncedAt: T2 })])
  })
})
