-- AlterTable
ALTER TABLE "OnlineTable" ADD COLUMN     "game" TEXT NOT NULL DEFAULT 'masters',
ADD COLUMN     "moveClock" TEXT,
ADD COLUMN     "seatCount" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "seats" TEXT;

-- CreateIndex
CREATE INDEX "OnlineTable_game_status_visibility_createdAt_idx" ON "OnlineTable"("game", "status", "visibility", "createdAt");
