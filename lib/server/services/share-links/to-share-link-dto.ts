// What the API answers for a tracked link (issue 26 item 4): the row, its status now, and its counts (the daily rows
// of the chart's window and the visitors summed over every day, read by read-share-link-stats.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { fillUtcDays } from "@/lib/shared/share-links/utc-days";
import {
  SHARE_LINK_CHART_DAYS,
  type ShareLinkDayDto,
  type ShareLinkDto,
  type ShareLinkStatusDto,
} from "@/lib/shared/validations/share-links/share-link";

export const shareLinkSelect = {
  id: true,
  label: true,
  token: true,
  createdAt: true,
  expiresAt: true,
  revokedAt: true,
  views: true,
  firstViewAt: true,
  lastViewAt: true,
} as const satisfies Prisma.ShareLinkSelect;

export type ShareLinkRow = Prisma.ShareLinkGetPayload<{ select: typeof shareLinkSelect }>;

export type ShareLinkStats = { days: ShareLinkDayDto[]; visitors: number };

export function shareLinkStatus(row: Pick<ShareLinkRow, "expiresAt" | "revokedAt">, now: Date): ShareLinkStatusDto {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export function toShareLinkDto(row: ShareLinkRow, stats: ShareLinkStats | undefined, now: Date): ShareLinkDto {
  return {
    id: row.id,
    label: row.label,
    path: `/s/${row.token}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: shareLinkStatus(row, now),
    views: row.views,
    visitors: stats?.visitors ?? 0,
    firstViewAt: row.firstViewAt?.toISOString() ?? null,
    lastViewAt: row.lastViewAt?.toISOString() ?? null,
    days: fillUtcDays(stats?.days ?? [], now, SHARE_LINK_CHART_DAYS),
  };
}
