// Small invented catalogue and rows for database tests, independent of content/ (which changes).
//   const catalogue = await seedFixtureCatalogue(db.prisma)   // Card rows exist: DeckCard FKs resolve
//   const user = await createTestUser(db.prisma, { email: 'ana@ejemplo.es' })
import { randomUUID } from 'node:crypto'
import { cardSchema, makeCatalogue, type Card, type Catalogue, type Tombstone } from '../../catalogue/schema'
import { catalogueVersion } from '../../catalogue/version'
import { syncCatalogue } from '../catalogue-sync'
import { normalizeEmail, type PrismaClient, type User } from '../db'

const invented = { source: 'inventada', provisional: ['name'] } as const

/** Fresh parsed cards (defaults filled) each call, so a test may edit them freely. */
export function fixtureCards(): Card[] {
  return [
    {
      id: 'dalma-de-prueba', name: 'Dalma de prueba', type: 'dalma', ...invented,
      strength: 3, resistance: 2, initiative: 2, life: 10, race: 'humano', profession: 'mago',
      startingCards: ['chispa-de-prueba', 'escudo-mental-de-prueba'],
    },
    { id: 'chispa-de-prueba', name: 'Chispa de prueba', type: 'spell', ...invented, profession: 'mago', pri: 1, learnCost: { gold: 0, silver: 4 }, effects: [{ kind: 'damage', amount: 2 }] },
    { id: 'escudo-mental-de-prueba', name: 'Escudo mental de prueba', type: 'spell', ...invented, profession: 'mago', pri: 2, learnCost: { gold: 1, silver: 0 } },
    { id: 'pocion-de-prueba', name: 'Poción de prueba', type: 'potion', ...invented, cost: { gold: 1, silver: 0 }, effects: [{ kind: 'heal', amount: 3 }] },
    { id: 'espada-de-prueba', name: 'Espada de prueba', type: 'weapon', ...invented, cost: { gold: 2, silver: 0 }, weaponKind: 'oneHanded', hands: 1, bonuses: { strength: 1 } },
  ].map((raw) => cardSchema.parse(raw))
}

/** A catalogue whose version is computed from its cards, like the real one. */
export function fixtureCatalogue(cards: readonly Card[] = fixtureCards(), tombstones: readonly Tombstone[] = []): Catalogue {
  return makeCatalogue(cards, catalogueVersion(cards), tombstones)
}

/** Syncs a catalogue (the fixture one by default) into the Card table and returns it. */
export async function seedFixtureCatalogue(prisma: PrismaClient, catalogue: Catalogue = fixtureCatalogue()): Promise<Catalogue> {
  await syncCatalogue(prisma, catalogue)
  return catalogue
}

let userCounter = 0
/** A user with a unique e-mail unless one is given (no password: an OAuth-style account). */
export function createTestUser(
  prisma: PrismaClient,
  data: { email?: string; name?: string; passwordHash?: string | null } = {},
): Promise<User> {
  userCounter += 1
  return prisma.user.create({
    data: {
      email: normalizeEmail(data.email ?? `jugador${userCounter}-${randomUUID().slice(0, 8)}@ejemplo.es`),
      name: data.name ?? `Jugador ${userCounter}`,
      passwordHash: data.passwordHash ?? null,
    },
  })
}
