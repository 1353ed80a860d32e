-- Tracked links (issue 26 item 4): the visitor hashes of days before today are deleted across every link, found by day.

-- CreateIndex
CREATE INDEX "ShareLinkVisitor_day_idx" ON "ShareLinkVisitor"("day");
