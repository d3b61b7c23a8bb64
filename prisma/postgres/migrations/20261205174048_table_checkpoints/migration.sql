-- CreateTable
CREATE TABLE "TableCheckpoint" (
    "tableId" TEXT NOT NULL,
    "step" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TableCheckpoint_pkey" PRIMARY KEY ("tableId")
);

-- AddForeignKey
ALTER TABLE "TableCheckpoint" ADD CONSTRAINT "TableCheckpoint_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "OnlineTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
