// Fills the Card table from content/ (`npx tsx scripts/seed.ts`). Safe to run again: only what
// changed is written. Migrations must be applied first (`npm run db -- deploy`).
// Uses DATABASE_URL like the site (default file:./data/dev.db). Optional argument: another content folder.
import { loadCatalogue } from '../lib/catalogue/load'
import { saveCatalogueSnapshot } from '../lib/server/catalogue-snapshots'
import { syncCatalogue } from '../lib/server/catalogue-sync'
import { createPrisma, databaseUrl, Prisma } from '../lib/server/db'

async function main(): Promise<number> {
  const url = databaseUrl()
  let catalogue
  try {
    catalogue = loadCatalogue(process.argv[2] ?? undefined)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return 1
  }
  const prisma = createPrisma(url)
  try {
    const report = await syncCatalogue(prisma, catalogue)
    // Old replays find this version's numbers here once content/ moves on.
    const snapshot = await saveCatalogueSnapshot(prisma, catalogue)
    const where = url.replace(/\/\/[^@/]*@/, '//***@') // never print a password
    console.log(
      `Catalogue ${report.version} -> ${where}: ${catalogue.cards.length} cards; ` +
        `${report.created.length} new, ${report.updated.length} changed, ${report.restored.length} restored, ` +
        `${report.removed.length} removed, ${report.unchanged} unchanged; ` +
        `snapshot ${snapshot.written ? 'stored' : snapshot.reason === 'exists' ? 'already stored' : 'too large, not stored'}.`,
    )
    return 0
  } catch (error) {
    // P2021: table missing, i.e. the migrations were never applied to this database.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2021') {
      console.error('The database has no tables yet: run `npm run db -- deploy` first.')
      return 1
    }
    throw error
  } finally {
    await prisma.$disconnect()
  }
}

main().then((code) => { process.exitCode = code }, (error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
