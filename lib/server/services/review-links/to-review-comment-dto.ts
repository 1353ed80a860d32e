// What the API answers for a reviewer's comment (issue 26 item 6): to the owner, with the label of the link it came
// through; to the reviewer's page, without anything of the owner's (no link label, only whether it is resolved).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { PublicReviewCommentDto, ReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";

export const reviewCommentSelect = {
  id: true,
  reviewLinkId: true,
  sectionId: true,
  itemKey: true,
  authorName: true,
  body: true,
  createdAt: true,
  resolvedAt: true,
  reviewLink: { select: { label: true } },
} as const satisfies Prisma.ReviewCommentSelect;

type ReviewCommentRow = Prisma.ReviewCommentGetPayload<{ select: typeof reviewCommentSelect }>;

export function toReviewCommentDto(row: ReviewCommentRow): ReviewCommentDto {
  return {
    id: row.id,
    reviewLinkId: row.reviewLinkId,
    linkLabel: row.reviewLink.label,
    sectionId: row.sectionId,
    itemKey: row.itemKey,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export const publicReviewCommentSelect = {
  id: true,
  sectionId: true,
  itemKey: true,
  authorName: true,
  body: true,
  createdAt: true,
  resolvedAt: true,
} as const satisfies Prisma.ReviewCommentSelect;

type PublicReviewCommentRow = Prisma.ReviewCommentGetPayload<{ select: typeof publicReviewCommentSelect }>;

export function toPublicReviewCommentDto(row: PublicReviewCommentRow): PublicReviewCommentDto {
  return {
    id: row.id,
    sectionId: row.sectionId,
    itemKey: row.itemKey,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    resolved: row.resolvedAt !== null,
  };
}
