-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Deck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "relicId" TEXT,
    "startingDalmaId" TEXT,
    "entries" TEXT NOT NULL,
    "problems" TEXT NOT NULL,
    "legal" BOOLEAN NOT NULL,
    "cardCount" INTEGER NOT NULL,
    "catalogueVersion" TEXT NOT NULL,
    "cardHashes" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Deck_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Deck" ("cardCount", "cardHashes", "catalogueVersion", "createdAt", "description", "entries", "id", "legal", "name", "ownerId", "problems", "relicId", "revision", "startingDalmaId", "updatedAt", "visibility") SELECT "cardCount", "cardHashes", "catalogueVersion", "createdAt", "description", "entries", "id", "legal", "name", "ownerId", "problems", "relicId", "revision", "startingDalmaId", "updatedAt", "visibility" FROM "Deck";
DROP TABLE "Deck";
ALTER TABLE "new_Deck" RENAME TO "Deck";
CREATE INDEX "Deck_visibility_updatedAt_idx" ON "Deck"("visibility", "updatedAt");
CREATE INDEX "Deck_ownerId_idx" ON "Deck"("ownerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
