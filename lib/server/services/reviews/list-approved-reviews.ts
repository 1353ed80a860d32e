import "server-only";
import { db } from "@/lib/server/db";
import type { TReviewListQuery } from "@/lib/shared/validations/reviews/review";
import { toReviewDto } from "./to-review-dto";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";

/** Approved reviews, newest first (index on status, createdAt), with the total for pagination. */
export async function listApprovedReviews({
  currentPage,
  pageSize,
}: TReviewListQuery): Promise<{ data: ReviewDto[]; count: number }> {
  const where = { status: "APPROVED" } as const;
  const [rows, count] = await db.$transaction([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (currentPage - 1) * pageSize,
      take: pageSize,
      include: { user: { select: { nickName: true, avatar: true } } },
    }),
    db.review.count({ where }),
  ]);
  return { data: rows.map(toReviewDto), count };
}
