-- AlterTable
ALTER TABLE "Deck" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';
