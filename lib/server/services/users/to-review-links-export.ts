// The review links of "download my data" (issue 26 item 6): each link with the comments reviewers posted through it,
// from rows read by export-user-data.ts in its one transaction. The token's hash is never read, so it cannot be
// written.
import "server-only";
import type { ReviewComment, ReviewLink } from "@/generated/prisma/client";
import type { UserDataExport } from "@/lib/shared/validations/users/user-data-export";

type LinkRow = Omit<ReviewLink, "tokenHash" | "userId">;

export function toReviewLinksExport(links: LinkRow[], comments: ReviewComment[]): UserDataExport["reviewLinks"] {
  return links.map((link) => ({
    id: link.id,
    resumeId: link.resumeId,
    label: link.label,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    commentsPosted: link.comments,
    comments: comments
      .filter((comment) => comment.reviewLinkId === link.id)
      .map((comment) => ({
        id: comment.id,
        sectionId: comment.sectionId,
        itemKey: comment.itemKey,
        authorName: comment.authorName,
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        resolvedAt: comment.resolvedAt?.toISOString() ?? null,
      })),
  }));
}
