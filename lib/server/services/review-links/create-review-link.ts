// POST /api/resumes/{id}/review-links – a read-and-comment link of the caller's own resume for a reviewer (issue 26
// item 6): a label and an expiry (DEFAULT_REVIEW_LINK_DAYS unless given, at most MAX_REVIEW_LINK_DAYS). Under the
// resume's row lock, so concurrent creates cannot pass MAX_REVIEW_LINKS_PER_RESUME open links together. The answer
// carries the link's path, the only time it is told: the row keeps only the token's hash.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { hashReviewToken, newReviewToken, reviewLinkPath } from "@/lib/server/review-links/review-token";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import {
  MAX_REVIEW_LINKS_PER_RESUME,
  type CreatedReviewLinkDto,
  type TCreateReviewLinkBody,
} from "@/lib/shared/validations/review-links/review-link";
import { reviewLinkSelect, toReviewLinkDto } from "./to-review-link-dto";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createReviewLink(
  userId: string,
  resumeId: string,
  body: TCreateReviewLinkBody,
  now = new Date(),
): Promise<CreatedReviewLinkDto> {
  const token = newReviewToken();
  const row = await db.$transaction(async (tx) => {
    if (!(await lockOwnResume(tx, userId, resumeId))) throw new AppError("NOT_FOUND");
    const open = await tx.reviewLink.count({
      where: { resumeId, userId, revokedAt: null, expiresAt: { gt: now } },
    });
    if (open >= MAX_REVIEW_LINKS_PER_RESUME) throw new AppError("REVIEW_LINK_LIMIT_REACHED");
    return tx.reviewLink.create({
      data: {
        resumeId,
        userId,
        tokenHash: hashReviewToken(token),
        label: body.label,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
      },
      select: reviewLinkSelect,
    });
  });
  return { ...toReviewLinkDto(row, now), path: reviewLinkPath(token) };
}
