-- AlterTable
ALTER TABLE "OnlineTable" ADD COLUMN "seed128" TEXT;
