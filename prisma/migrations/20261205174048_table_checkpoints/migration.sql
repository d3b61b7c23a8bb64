-- CreateTable
CREATE TABLE "TableCheckpoint" (
    "tableId" TEXT NOT NULL PRIMARY KEY,
    "step" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "data" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TableCheckpoint_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "OnlineTable" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
