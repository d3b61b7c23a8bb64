-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "engineVersion" INTEGER NOT NULL DEFAULT 1;
