-- Cover letters (issue 26 item 3): the versions of an application's letter (the newest is current), and the AI task
-- and ledger type of "Write with AI".
-- AlterEnum
ALTER TYPE "AiTaskKind" ADD VALUE 'COVER_LETTER';

-- AlterEnum
ALTER TYPE "TokenType" ADD VALUE 'AI_COVER_LETTER';

-- CreateEnum
CREATE TYPE "CoverLetterSource" AS ENUM ('TEMPLATE', 'AI', 'EDIT', 'RESTORE');

-- CreateTable
CREATE TABLE "CoverLetter" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "source" "CoverLetterSource" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CoverLetter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CoverLetter_userId_idx" ON "CoverLetter"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CoverLetter_applicationId_version_key" ON "CoverLetter"("applicationId", "version");

-- AddForeignKey
ALTER TABLE "CoverLetter" ADD CONSTRAINT "CoverLetter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoverLetter" ADD CONSTRAINT "CoverLetter_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
