-- Server-side history of a resume (issue 21 item 15): copies of its content, at most 30 per resume, removed with it.

-- CreateEnum
CREATE TYPE "SnapshotReason" AS ENUM ('SAVE', 'RESTORE', 'AI');

-- CreateTable
CREATE TABLE "ResumeSnapshot" (
    "id" TEXT NOT NULL,
    "resumeId" TEXT NOT NULL,
    "reason" "SnapshotReason" NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "config" JSONB NOT NULL,
    "templateId" TEXT,
    "schemaVersion" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "summary" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResumeSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ResumeSnapshot_resumeId_createdAt_idx" ON "ResumeSnapshot"("resumeId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "ResumeSnapshot" ADD CONSTRAINT "ResumeSnapshot_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;
