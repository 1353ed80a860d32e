-- Master and variants (issue 26 item 1): a variant remembers its master and the master's values at its last sync.
ALTER TABLE "Resume" ADD COLUMN "variantOfId" TEXT,
ADD COLUMN "variantBase" JSONB;

-- CreateIndex
CREATE INDEX "Resume_variantOfId_idx" ON "Resume"("variantOfId");

-- AddForeignKey
ALTER TABLE "Resume" ADD CONSTRAINT "Resume_variantOfId_fkey" FOREIGN KEY ("variantOfId") REFERENCES "Resume"("id") ON DELETE SET NULL ON UPDATE CASCADE;
