// Counts one view of a tracked link (issue 26 item 4) in one SQL statement, so concurrent views never lose a count: the
// visitor's hash for the day goes in if it is new (ON CONFLICT DO NOTHING), the day's row is upserted with views + 1
// and uniques + 1 when the hash was new, and the link's total and first and last view move in the same statement.
// Only while the link is open: a view racing a revoke or the expiry counts nothing. The visitor hashes of earlier
// days, of every link, are dropped after (an index range on "day", empty but for the first view of a day): a day's
// hashes only ever serve that day (visitor-hash.ts), and a link nobody opens again keeps none of them.
import "server-only";
import { db } from "@/lib/server/db";
import { utcDay } from "@/lib/shared/share-links/utc-days";

/** Whether the view was counted (false when the link was revoked or had expired by then). */
export async function recordShareLinkView(linkId: string, visitorHash: string, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const counted = await db.$executeRaw`
    WITH "link" AS (
      SELECT "id" FROM "ShareLink"
      WHERE "id" = ${linkId} AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
    ), "visitor" AS (
      INSERT INTO "ShareLinkVisitor" ("linkId", "day", "visitorHash")
      SELECT "id", ${day}::date, ${visitorHash} FROM "link"
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), "daily" AS (
      INSERT INTO "ShareLinkView" ("linkId", "day", "views", "uniques")
      SELECT "id", ${day}::date, 1, (SELECT count(*)::int FROM "visitor") FROM "link"
      ON CONFLICT ("linkId", "day") DO UPDATE SET
        "views" = "ShareLinkView"."views" + 1,
        "uniques" = "ShareLinkView"."uniques" + EXCLUDED."uniques"
      RETURNING 1
    )
    UPDATE "ShareLink" SET
      "views" = "views" + 1,
      "firstViewAt" = COALESCE("firstViewAt", ${now}),
      "lastViewAt" = GREATEST(COALESCE("lastViewAt", ${now}), ${now})
    WHERE "id" IN (SELECT "id" FROM "link") AND (SELECT count(*) FROM "daily") = 1`;
  if (counted === 0) return false;
  await db.$executeRaw`DELETE FROM "ShareLinkVisitor" WHERE "day" < ${day}::date`;
  return true;
}
