-- CreateTable
CREATE TABLE "LabSlot" (
    "key" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "jobId" TEXT NOT NULL,

    PRIMARY KEY ("key", "slot"),
    CONSTRAINT "LabSlot_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "LabJob" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_LabJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "catalogueVersion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "games" INTEGER NOT NULL,
    "plays" INTEGER NOT NULL,
    "ownerKey" TEXT NOT NULL DEFAULT 'operator',
    "ownerAddress" TEXT NOT NULL DEFAULT '',
    "lastClaimAt" DATETIME,
    "report" TEXT,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);
INSERT INTO "new_LabJob" ("catalogueVersion", "createdAt", "error", "finishedAt", "games", "id", "kind", "plays", "spec", "status", "updatedAt") SELECT "catalogueVersion", "createdAt", "error", "finishedAt", "games", "id", "kind", "plays", "spec", "status", "updatedAt" FROM "LabJob";
DROP TABLE "LabJob";
ALTER TABLE "new_LabJob" RENAME TO "LabJob";
CREATE INDEX "LabJob_status_createdAt_idx" ON "LabJob"("status", "createdAt");
CREATE INDEX "LabJob_ownerKey_status_idx" ON "LabJob"("ownerKey", "status");
CREATE TABLE "new_LabShard" (
    "jobId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "from" INTEGER NOT NULL,
    "to" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "done" INTEGER NOT NULL DEFAULT 0,
    "tally" TEXT,
    "checkpoint" TEXT,
    "checkpointGames" INTEGER NOT NULL DEFAULT 0,
    "played" INTEGER NOT NULL DEFAULT 0,
    "worker" TEXT,
    "leaseId" TEXT,
    "leaseUntil" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("jobId", "index"),
    CONSTRAINT "LabShard_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "LabJob" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_LabShard" ("attempts", "done", "error", "from", "index", "jobId", "status", "tally", "to", "updatedAt", "worker") SELECT "attempts", "done", "error", "from", "index", "jobId", "status", "tally", "to", "updatedAt", "worker" FROM "LabShard";
DROP TABLE "LabShard";
ALTER TABLE "new_LabShard" RENAME TO "LabShard";
CREATE INDEX "LabShard_status_leaseUntil_idx" ON "LabShard"("status", "leaseUntil");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LabSlot_jobId_idx" ON "LabSlot"("jobId");
