-- Linked translations (issue 27 item 1): a translated copy remembers its source and what each field was translated from.
ALTER TABLE "Resume" ADD COLUMN "translatedFromId" TEXT,
ADD COLUMN "translationLink" JSONB;

-- CreateIndex
CREATE INDEX "Resume_translatedFromId_idx" ON "Resume"("translatedFromId");

-- AddForeignKey
ALTER TABLE "Resume" ADD CONSTRAINT "Resume_translatedFromId_fkey" FOREIGN KEY ("translatedFromId") REFERENCES "Resume"("id") ON DELETE SET NULL ON UPDATE CASCADE;
