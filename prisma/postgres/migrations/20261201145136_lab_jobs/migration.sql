-- CreateTable
CREATE TABLE "LabJob" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "spec" TEXT NOT NULL,
    "catalogueVersion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "games" INTEGER NOT NULL,
    "plays" INTEGER NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "LabJob_pkey" PRIMARY KEY ("id")
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
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LabShard_pkey" PRIMARY KEY ("jobId","index")
);

-- CreateIndex
CREATE INDEX "LabJob_status_createdAt_idx" ON "LabJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "LabShard_status_idx" ON "LabShard"("status");

-- AddForeignKey
ALTER TABLE "LabShard" ADD CONSTRAINT "LabShard_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "LabJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;
