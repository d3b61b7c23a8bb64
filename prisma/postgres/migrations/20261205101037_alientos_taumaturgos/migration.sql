-- CreateTable
CREATE TABLE "Taumaturgo" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "dice" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Taumaturgo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Taumaturgo_ownerId_updatedAt_idx" ON "Taumaturgo"("ownerId", "updatedAt");

-- AddForeignKey
ALTER TABLE "Taumaturgo" ADD CONSTRAINT "Taumaturgo_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
