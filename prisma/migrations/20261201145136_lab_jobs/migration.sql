-- CreateTable
CREATE TABLE "LabJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "catalogueVersion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "games" INTEGER NOT NULL,
    "plays" INTEGER NOT NULL,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "LabShard" (
    "jobId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "from" INTEGER NOT NULL,
    "to" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "done" INTEGER NOT NULL DEFAULT 0,
    "tally" TEXT,
    "worker" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("jobId", "index"),
    CONSTRAINT "LabShard_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "LabJob" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LabJob_status_createdAt_idx" ON "LabJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "LabShard_status_idx" ON "LabShard"("status");
