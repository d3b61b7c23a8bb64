-- CreateTable
CREATE TABLE "OnlineTable" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "visibility" TEXT NOT NULL DEFAULT 'link',
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "variant" TEXT NOT NULL DEFAULT 'none',
    "seed" BIGINT NOT NULL,
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
    "clockAt" TIMESTAMP(3),
    "rematchOf" TEXT,
    "rematchId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OnlineTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TableAction" (
    "tableId" TEXT NOT NULL,
    "step" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TableAction_pkey" PRIMARY KEY ("tableId","step")
);

-- CreateIndex
CREATE INDEX "OnlineTable_status_visibility_createdAt_idx" ON "OnlineTable"("status", "visibility", "createdAt");

-- CreateIndex
CREATE INDEX "OnlineTable_userA_updatedAt_idx" ON "OnlineTable"("userA", "updatedAt");

-- CreateIndex
CREATE INDEX "OnlineTable_userB_updatedAt_idx" ON "OnlineTable"("userB", "updatedAt");

-- CreateIndex
CREATE INDEX "OnlineTable_creatorIp_status_idx" ON "OnlineTable"("creatorIp", "status");

-- CreateIndex
CREATE INDEX "OnlineTable_expiresAt_idx" ON "OnlineTable"("expiresAt");

-- AddForeignKey
ALTER TABLE "OnlineTable" ADD CONSTRAINT "OnlineTable_userA_fkey" FOREIGN KEY ("userA") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnlineTable" ADD CONSTRAINT "OnlineTable_userB_fkey" FOREIGN KEY ("userB") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableAction" ADD CONSTRAINT "TableAction_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "OnlineTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
