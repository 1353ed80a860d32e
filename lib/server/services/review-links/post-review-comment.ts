// POST /api/review-links/{token}/comments – a reviewer's comment, no account (issue 26 item 6): pinned to a section of
// the resume as it is now, or to one of its items (comment-targets.ts). The link must be open and its resume out of
// the trash, else the polite REVIEW_LINK_GONE. The link's count goes up in the statement that checks it is still open
// and under MAX_REVIEW_COMMENTS_PER_LINK and writes the comment: concurrent posts each count once, none passes the
// cap, and a post racing a revoke either lands before it or is refused.
import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/server/api/app-error";
import { invalidField } from "@/lib/server/api/invalid-field";
import { db } from "@/lib/server/db";
import { hashReviewToken } from "@/lib/server/review-links/review-token";
import { hasCommentTarget } from "@/lib/shared/review-links/comment-targets";
import { reviewLinkMessages } from "@/lib/shared/validations/review-links/messages";
import {
  MAX_REVIEW_COMMENTS_PER_LINK,
  type PublicReviewCommentDto,
  type TPostReviewCommentBody,
} from "@/lib/shared/validations/review-links/review-link";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import { publicReviewCommentSelect, toPublicReviewCommentDto } from "./to-review-comment-dto";
import { reviewLinkStatus } from "./to-review-link-dto";

export async function postReviewComment(
  token: string,
  body: TPostReviewCommentBody,
  now = new Date(),
): Promise<PublicReviewCommentDto> {
  const link = await db.reviewLink.findUnique({
    where: { tokenHash: hashReviewToken(token) },
    select: {
      id: true,
      userId: true,
      resumeId: true,
      expiresAt: true,
      revokedAt: true,
      resume: { select: { userId: true, deletedAt: true, data: true, config: true } },
    },
  });
  if (!link || reviewLinkStatus(link, now) !== "active" || link.resume.deletedAt || link.resume.userId !== link.userId)
    throw new AppError("REVIEW_LINK_GONE");
  const { data } = upgradeResumeDocument(link.resume.data, link.resume.config);
  const itemKey = body.itemKey ?? null;
  if (!hasCommentTarget(data, body.sectionId, itemKey)) {
    throw invalidField(itemKey === null ? "sectionId" : "itemKey", reviewLinkMessages.targetInvalid);
  }
  // One statement, as a tracked link's view is counted (record-share-link-view.ts): no interactive transaction holds a
  // pooled connection while 50 reviewers post at once, and the row lock of the UPDATE orders concurrent posts, each
  // seeing the count the one before it left.
  const id = randomUUID();
  const inserted = await db.$executeRaw`
    WITH "link" AS (
      UPDATE "ReviewLink" SET "comments" = "comments" + 1
      WHERE "id" = ${link.id} AND "revokedAt" IS NULL AND "expiresAt" > ${now}
        AND "comments" < ${MAX_REVIEW_COMMENTS_PER_LINK}
      RETURNING "id", "resumeId"
    )
    INSERT INTO "ReviewComment" ("id", "reviewLinkId", "resumeId", "sectionId", "itemKey", "authorName", "body", "createdAt")
    SELECT ${id}, "id", "resumeId", ${body.sectionId}, ${itemKey}, ${body.authorName}, ${body.body}, ${now} FROM "link"`;
  if (inserted === 0) {
    const open = await db.reviewLink.count({ where: { id: link.id, revokedAt: null, expiresAt: { gt: now } } });
    throw new AppError(open ? "REVIEW_COMMENT_LIMIT_REACHED" : "REVIEW_LINK_GONE");
  }
  const row = await db.reviewComment.findUniqueOrThrow({ where: { id }, select: publicReviewCommentSelect });
  return toPublicReviewCommentDto(row);
}
