-- DropIndex
DROP INDEX "LabShard_status_idx";

-- AlterTable
ALTER TABLE "LabJob" ADD COLUMN     "lastClaimAt" TIMESTAMP(3),
ADD COLUMN     "ownerAddress" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "ownerKey" TEXT NOT NULL DEFAULT 'operator',
ADD COLUMN     "report" TEXT;

-- AlterTable
ALTER TABLE "LabShard" ADD COLUMN     "checkpoint" TEXT,
ADD COLUMN     "checkpointGames" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "leaseId" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "played" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "LabSlot" (
    "key" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "jobId" TEXT NOT NULL,

    CONSTRAINT "LabSlot_pkey" PRIMARY KEY ("key","slot")
);

-- CreateIndex
CREATE INDEX "LabSlot_jobId_idx" ON "LabSlot"("jobId");

-- CreateIndex
CREATE INDEX "LabJob_ownerKey_status_idx" ON "LabJob"("ownerKey", "status");

-- CreateIndex
CREATE INDEX "LabShard_status_leaseUntil_idx" ON "LabShard"("status", "leaseUntil");

-- AddForeignKey
ALTER TABLE "LabSlot" ADD CONSTRAINT "LabSlot_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "LabJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;
