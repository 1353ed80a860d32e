import "server-only";
import { db } from "@/lib/server/db";
import { newestFirst, readListPage } from "@/lib/server/services/paging/read-list-page";
import type { TReviewListQuery } from "@/lib/shared/validations/reviews/review";
import { toReviewDto } from "./to-review-dto";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";

/** Approved reviews, newest first (index on status, createdAt), with the total for pagination. */
export async function listApprovedReviews(query: TReviewListQuery): Promise<{ data: ReviewDto[]; count: number }> {
  const where = { status: "APPROVED" } as const;
  const include = { user: { select: { nickName: true, avatar: true } } };
  const { rows, count } = await readListPage(query, {
    rows: (window) => db.review.findMany({ where, orderBy: newestFirst(), ...window, include }),
    count: () => db.review.count({ where }),
  });
  return { data: rows.map(toReviewDto), count };
}
