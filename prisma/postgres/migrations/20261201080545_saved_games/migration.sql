-- CreateTable
CREATE TABLE "CatalogueSnapshot" (
    "version" TEXT NOT NULL,
    "cards" TEXT NOT NULL,
    "cardCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueSnapshot_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "bot" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "seed" BIGINT NOT NULL,
    "codeA" TEXT NOT NULL,
    "codeB" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "result" TEXT,
    "winner" INTEGER,
    "turns" INTEGER NOT NULL DEFAULT 0,
    "decisions" INTEGER NOT NULL DEFAULT 0,
    "catalogueVersion" TEXT NOT NULL,
    "cards" TEXT NOT NULL,
    "override" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Game_userId_status_updatedAt_idx" ON "Game"("userId", "status", "updatedAt");

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
