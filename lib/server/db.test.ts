import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardHash } from '../catalogue/version'
import {
  databaseUrl, DEFAULT_DATABASE_URL, isForeignKeyViolation, isPostgresUrl, isRecordNotFound, isUniqueViolation,
  normalizeEmail, sqliteFilePath,
} from './db'
import { createTestUser, fixtureCards, seedFixtureCatalogue } from './testing/fixtures'
import { testDatabases } from './testing/databases'

describe('database URLs', () => {
  const saved = process.env.DATABASE_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = saved
  })

  it('an empty DATABASE_URL means the default SQLite file, not an anonymous database', () => {
    process.env.DATABASE_URL = ''
    expect(databaseUrl()).toBe(DEFAULT_DATABASE_URL)
    expect(sqliteFilePath(databaseUrl())).toBe('./data/dev.db')
  })

  it('a set DATABASE_URL wins over the default', () => {
    process.env.DATABASE_URL = 'postgresql://u:p@db:5432/site'
    expect(databaseUrl()).toBe('postgresql://u:p@db:5432/site')
  })

  it('tells PostgreSQL URLs from SQLite ones', () => {
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true)
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true)
    expect(isPostgresUrl('file:./data/dev.db')).toBe(false)
    expect(isPostgresUrl('file:./postgres.db')).toBe(false)
  })

  it('reads the file of a SQLite URL, dropping any query string', () => {
    expect(sqliteFilePath('file:/tmp/x.db?connection_limit=1')).toBe('/tmp/x.db')
    expect(sqliteFilePath('file::memory:')).toBeNull()
  })

  it('normalises e-mails so case never makes a second account', () => {
    expect(normalizeEmail('  Ana.Perez@Ejemplo.ES ')).toBe('ana.perez@ejemplo.es')
  })
})

describe.each(testDatabases())('on $name', (db) => {
  beforeEach(() => db.reset())

  it('starts with every table present and empty after migration', async () => {
    const counts = await Promise.all([
      db.prisma.user.count(), db.prisma.account.count(), db.prisma.card.count(),
      db.prisma.catalogueState.count(), db.prisma.deck.count(), db.prisma.deckCard.count(),
    ])
    expect(counts).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('refuses a second user with the same e-mail', async () => {
    await createTestUser(db.prisma, { email: 'Repetido@Ejemplo.es' })
    const second = await createTestUser(db.prisma, { email: 'repetido@ejemplo.es ' }).then(() => null, (e: unknown) => e)
    expect(isUniqueViolation(second)).toBe(true)
    expect(await db.prisma.user.count()).toBe(1)
  })

  it('links one OAuth identity to one user only', async () => {
    const [ana, bea] = [await createTestUser(db.prisma), await createTestUser(db.prisma)]
    await db.prisma.account.create({ data: { provider: 'github', providerAccountId: '42', userId: ana.id } })
    const clash = await db.prisma.account
      .create({ data: { provider: 'github', providerAccountId: '42', userId: bea.id } })
      .then(() => null, (e: unknown) => e)
    expect(isUniqueViolation(clash)).toBe(true)
    // The same id at another provider is another identity.
    await db.prisma.account.create({ data: { provider: 'google', providerAccountId: '42', userId: bea.id } })
    expect(await db.prisma.account.count()).toBe(2)
  })

  async function makeDeck(ownerId: string, cards: { cardId: string; count: number }[]) {
    return db.prisma.deck.create({
      data: {
        ownerId, name: 'Mazo de prueba', entries: JSON.stringify(cards), problems: '[]', legal: false,
        cardCount: cards.reduce((n, c) => n + c.count, 0), catalogueVersion: 'v1', cardHashes: '{}',
        cards: { create: cards },
      },
    })
  }

  it('gives a new deck its defaults: private, revision 1, cuid id', async () => {
    await seedFixtureCatalogue(db.prisma)
    const owner = await createTestUser(db.prisma)
    const deck = await makeDeck(owner.id, [{ cardId: 'pocion-de-prueba', count: 2 }])
    expect(deck.visibility).toBe('private')
    expect(deck.revision).toBe(1)
    expect(deck.id).toMatch(/^c[a-z0-9]{20,}$/)
    expect(deck.description).toBe('')
  })

  it('refuses a deck card naming a card the Card table lacks', async () => {
    await seedFixtureCatalogue(db.prisma)
    const owner = await createTestUser(db.prisma)
    const deck = await makeDeck(owner.id, [])
    const error = await db.prisma.deckCard
      .create({ data: { deckId: deck.id, cardId: 'carta-que-no-existe', count: 1 } })
      .then(() => null, (e: unknown) => e)
    expect(isForeignKeyViolation(error)).toBe(true)
    expect(await db.prisma.deckCard.count()).toBe(0)
  })

  it('refuses to delete a card a deck uses, and deleting the deck removes its deck cards', async () => {
    await seedFixtureCatalogue(db.prisma)
    const owner = await createTestUser(db.prisma)
    const deck = await makeDeck(owner.id, [{ cardId: 'pocion-de-prueba', count: 3 }, { cardId: 'espada-de-prueba', count: 1 }])
    const refused = await db.prisma.card.delete({ where: { id: 'pocion-de-prueba' } }).then(() => null, (e: unknown) => e)
    expect(isForeignKeyViolation(refused)).toBe(true)
    expect(await db.prisma.card.count({ where: { id: 'pocion-de-prueba' } })).toBe(1)

    await db.prisma.deck.delete({ where: { id: deck.id } })
    expect(await db.prisma.deckCard.count()).toBe(0)
    // With no deck using it any more, the card row may go.
    await db.prisma.card.delete({ where: { id: 'pocion-de-prueba' } })
    expect(await db.prisma.card.count()).toBe(fixtureCards().length - 1)
  })

  it('deleting a user deletes their decks, deck cards and linked accounts', async () => {
    await seedFixtureCatalogue(db.prisma)
    const [owner, other] = [await createTestUser(db.prisma), await createTestUser(db.prisma)]
    await db.prisma.account.create({ data: { provider: 'github', providerAccountId: '7', userId: owner.id } })
    await makeDeck(owner.id, [{ cardId: 'pocion-de-prueba', count: 1 }])
    const kept = await makeDeck(other.id, [{ cardId: 'pocion-de-prueba', count: 4 }])
    await db.prisma.user.delete({ where: { id: owner.id } })
    expect(await db.prisma.deck.findMany({ select: { id: true } })).toEqual([{ id: kept.id }])
    expect(await db.prisma.deckCard.findMany({ select: { deckId: true, count: true } })).toEqual([{ deckId: kept.id, count: 4 }])
    expect(await db.prisma.account.count()).toBe(0)
  })

  it('lists the public decks using a card through DeckCard', async () => {
    await seedFixtureCatalogue(db.prisma)
    const owner = await createTestUser(db.prisma)
    const open = await makeDeck(owner.id, [{ cardId: 'espada-de-prueba', count: 2 }])
    await db.prisma.deck.update({ where: { id: open.id }, data: { visibility: 'public' } })
    await makeDeck(owner.id, [{ cardId: 'espada-de-prueba', count: 1 }]) // private: not listed
    await makeDeck(owner.id, [{ cardId: 'pocion-de-prueba', count: 1 }]) // other card
    const decks = await db.prisma.deck.findMany({
      where: { visibility: 'public', cards: { some: { cardId: 'espada-de-prueba' } } },
      select: { id: true },
    })
    expect(decks).toEqual([{ id: open.id }])
  })

  it('a stale revision updates nothing (optimistic concurrency)', async () => {
    const owner = await createTestUser(db.prisma)
    const deck = await makeDeck(owner.id, [])
    const first = await db.prisma.deck.updateMany({ where: { id: deck.id, revision: 1 }, data: { name: 'A', revision: { increment: 1 } } })
    const stale = await db.prisma.deck.updateMany({ where: { id: deck.id, revision: 1 }, data: { name: 'B', revision: { increment: 1 } } })
    expect([first.count, stale.count]).toEqual([1, 0])
    const strict = await db.prisma.deck
      .update({ where: { id: deck.id, revision: 1 }, data: { name: 'C' } })
      .then(() => null, (e: unknown) => e)
    expect(isRecordNotFound(strict)).toBe(true)
    expect(await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })).toMatchObject({ name: 'A', revision: 2 })
  })

  it('keeps card JSON text intact, accents included', async () => {
    await seedFixtureCatalogue(db.prisma)
    const row = await db.prisma.card.findUniqueOrThrow({ where: { id: 'pocion-de-prueba' } })
    const card = fixtureCards().find((c) => c.id === 'pocion-de-prueba')
    expect(JSON.parse(row.data)).toEqual(card)
    expect(row.name).toBe('Poción de prueba')
    expect(row.hash).toBe(card && cardHash(card))
  })
})
