-- CreateTable
CREATE TABLE "ParseReviewItem" (
    "id" TEXT NOT NULL,
    "resumeId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "sourceLine" TEXT NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ParseReviewItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ParseReviewItem_resumeId_path_key" ON "ParseReviewItem"("resumeId", "path");

-- AddForeignKey
ALTER TABLE "ParseReviewItem" ADD CONSTRAINT "ParseReviewItem_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume"("id") ON DELETE CASCADE ON UPDATE CASCADE;
