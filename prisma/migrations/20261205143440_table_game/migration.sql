-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OnlineTable" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'link',
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "variant" TEXT NOT NULL DEFAULT 'none',
    "seed" BIGINT NOT NULL,
    "seed128" TEXT,
    "catalogueVersion" TEXT NOT NULL,
    "cards" TEXT NOT NULL DEFAULT '[]',
    "codeA" TEXT,
    "codeB" TEXT,
    "tokenA" TEXT,
    "tokenB" TEXT,
    "userA" TEXT,
    "userB" TEXT,
    "creatorIp" TEXT NOT NULL DEFAULT '',
    "step" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "result" TEXT,
    "clockMs" INTEGER,
    "clockIncMs" INTEGER NOT NULL DEFAULT 0,
    "clockA" INTEGER,
    "clockB" INTEGER,
    "clockAt" DATETIME,
    "game" TEXT NOT NULL DEFAULT 'masters',
    "seatCount" INTEGER NOT NULL DEFAULT 2,
    "seats" TEXT,
    "moveClock" TEXT,
    "rematchOf" TEXT,
    "rematchId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "OnlineTable_userA_fkey" FOREIGN KEY ("userA") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "OnlineTable_userB_fkey" FOREIGN KEY ("userB") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_OnlineTable" ("cards", "catalogueVersion", "clockA", "clockAt", "clockB", "clockIncMs", "clockMs", "codeA", "codeB", "createdAt", "creatorIp", "expiresAt", "id", "name", "rematchId", "rematchOf", "result", "seed", "seed128", "status", "step", "tokenA", "tokenB", "updatedAt", "userA", "userB", "variant", "version", "visibility") SELECT "cards", "catalogueVersion", "clockA", "clockAt", "clockB", "clockIncMs", "clockMs", "codeA", "codeB", "createdAt", "creatorIp", "expiresAt", "id", "name", "rematchId", "rematchOf", "result", "seed", "seed128", "status", "step", "tokenA", "tokenB", "updatedAt", "userA", "userB", "variant", "version", "visibility" FROM "OnlineTable";
DROP TABLE "OnlineTable";
ALTER TABLE "new_OnlineTable" RENAME TO "OnlineTable";
CREATE INDEX "OnlineTable_status_visibility_createdAt_idx" ON "OnlineTable"("status", "visibility", "createdAt");
CREATE INDEX "OnlineTable_game_status_visibility_createdAt_idx" ON "OnlineTable"("game", "status", "visibility", "createdAt");
CREATE INDEX "OnlineTable_userA_updatedAt_idx" ON "OnlineTable"("userA", "updatedAt");
CREATE INDEX "OnlineTable_userB_updatedAt_idx" ON "OnlineTable"("userB", "updatedAt");
CREATE INDEX "OnlineTable_creatorIp_status_idx" ON "OnlineTable"("creatorIp", "status");
CREATE INDEX "OnlineTable_expiresAt_idx" ON "OnlineTable"("expiresAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
