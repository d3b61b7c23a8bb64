-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "bot" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "seed" BIGINT NOT NULL,
    "codeA" TEXT NOT NULL,
    "codeB" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "engineVersion" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL,
    "result" TEXT,
    "winner" INTEGER,
    "turns" INTEGER NOT NULL DEFAULT 0,
    "decisions" INTEGER NOT NULL DEFAULT 0,
    "catalogueVersion" TEXT NOT NULL,
    "cards" TEXT NOT NULL,
    "override" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Game_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Game" ("bot", "cards", "catalogueVersion", "codeA", "codeB", "createdAt", "decisions", "id", "line", "mode", "override", "result", "revision", "seed", "status", "title", "turns", "updatedAt", "userId", "variant", "winner") SELECT "bot", "cards", "catalogueVersion", "codeA", "codeB", "createdAt", "decisions", "id", "line", "mode", "override", "result", "revision", "seed", "status", "title", "turns", "updatedAt", "userId", "variant", "winner" FROM "Game";
DROP TABLE "Game";
ALTER TABLE "new_Game" RENAME TO "Game";
CREATE INDEX "Game_userId_status_updatedAt_idx" ON "Game"("userId", "status", "updatedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
