// What /c/{token} shows (issue 26 item 6): the resume of an open review link, as its public page would show it
// (public-resumes/to-public-resume-view.ts: hidden contact details removed), whether or not the resume is public, and
// the comments posted through this link (never another link's). A revoked or expired link, one whose resume is in the
// trash, and an unknown or malformed token are all null: the page then answers the same polite 404, which tells
// nothing about the resume. Looked up by the token's hash (review-token.ts). Cached per request so the layout, the page
// and the metadata share one query. Nothing is counted: a reviewer's visit is not a tracked link's view.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { publicResumeSelect } from "@/lib/server/services/public-resumes/public-resume-select";
import { hashReviewToken } from "@/lib/server/review-links/review-token";
import type { PublicResumeRow } from "@/lib/server/services/public-resumes/find-public-resume";
import {
  MAX_REVIEW_COMMENTS_PER_LINK,
  ZReviewToken,
  type PublicReviewCommentDto,
} from "@/lib/shared/validations/review-links/review-link";
import { publicReviewCommentSelect, toPublicReviewCommentDto } from "./to-review-comment-dto";
import { reviewLinkStatus } from "./to-review-link-dto";

export type ReviewLinkPage = {
  link: { id: string; expiresAt: string };
  resume: PublicResumeRow;
  comments: PublicReviewCommentDto[];
};

export const findReviewLinkPage = cache(
  async (token: string, now: Date = new Date()): Promise<ReviewLinkPage | null> => {
    if (!ZReviewToken.safeParse(token).success) return null;
    const link = await db.reviewLink.findUnique({
      where: { tokenHash: hashReviewToken(token) },
      select: {
        id: true,
        userId: true,
        expiresAt: true,
        revokedAt: true,
        resume: {
          select: { ...publicResumeSelect, deletedAt: true },
        },
        postedComments: {
          select: publicReviewCommentSelect,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: MAX_REVIEW_COMMENTS_PER_LINK,
        },
      },
    });
    if (!link || reviewLinkStatus(link, now) !== "active" || link.resume.deletedAt) return null;
    if (link.resume.userId !== link.userId) return null;
    return {
      link: { id: link.id, expiresAt: link.expiresAt.toISOString() },
      resume: link.resume,
      comments: link.postedComments.map(toPublicReviewCommentDto),
    };
  },
);
