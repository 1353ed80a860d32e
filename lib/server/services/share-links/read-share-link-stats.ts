// The counts of some tracked links for the owner's list: each link's days inside the chart's window and its visitors
// summed over all its days, in two grouped reads whatever the number of links. The caller scoped the ids to the user.
import "server-only";
import { db } from "@/lib/server/db";
import { lastUtcDays, utcDay } from "@/lib/shared/share-links/utc-days";
import { SHARE_LINK_CHART_DAYS } from "@/lib/shared/validations/share-links/share-link";
import type { ShareLinkStats } from "./to-share-link-dto";

export async function readShareLinkStats(linkIds: string[], now: Date): Promise<Map<string, ShareLinkStats>> {
  const stats = new Map<string, ShareLinkStats>(linkIds.map((id) => [id, { days: [], visitors: 0 }]));
  if (linkIds.length === 0) return stats;
  const since = new Date(`${lastUtcDays(now, SHARE_LINK_CHART_DAYS)[0]}T00:00:00.000Z`);
  const [days, totals] = await Promise.all([
    db.shareLinkView.findMany({
      where: { linkId: { in: linkIds }, day: { gte: since } },
      select: { linkId: true, day: true, views: true, uniques: true },
      orderBy: { day: "asc" },
    }),
    db.shareLinkView.groupBy({ by: ["linkId"], where: { linkId: { in: linkIds } }, _sum: { uniques: true } }),
  ]);
  for (const row of days)
    stats.get(row.linkId)?.days.push({ day: utcDay(row.day), views: row.views, uniques: row.uniques });
  for (const total of totals) {
    const entry = stats.get(total.linkId);
    if (entry) entry.visitors = total._sum.uniques ?? 0;
  }
  return stats;
}
