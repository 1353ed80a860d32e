// What the API answers for a review link (issue 26 item 6): the row and its status now. Never its token's hash.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ReviewLinkDto, ReviewLinkStatusDto } from "@/lib/shared/validations/review-links/review-link";

export const reviewLinkSelect = {
  id: true,
  label: true,
  createdAt: true,
  expiresAt: true,
  revokedAt: true,
  comments: true,
} as const satisfies Prisma.ReviewLinkSelect;

type ReviewLinkRow = Prisma.ReviewLinkGetPayload<{ select: typeof reviewLinkSelect }>;

export function reviewLinkStatus(row: { expiresAt: Date; revokedAt: Date | null }, now: Date): ReviewLinkStatusDto {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export function toReviewLinkDto(row: ReviewLinkRow, now: Date): ReviewLinkDto {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: reviewLinkStatus(row, now),
    comments: row.comments,
  };
}
