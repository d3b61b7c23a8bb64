-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "hits" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimit_expiresAt_idx" ON "RateLimit"("expiresAt");

-- Deck search text spells '%' and '_' as their full-width twins, so LIKE never reads them as wildcards
-- (lib/server/decks.ts withoutLikeWildcards): rewrite the rows saved before.
UPDATE "Deck" SET "searchText" = REPLACE(REPLACE("searchText", '%', '％'), '_', '＿');
